package json

import (
	"encoding"
	"fmt"
	"reflect"
	"strconv"
)

// UnmarshalTypeError is a JSON value that cannot be stored in the Go value
// it was read into.
type UnmarshalTypeError struct {
	Value  string       // what was read: "string", "number 1.5"…
	Type   reflect.Type // where it was to go
	Struct string       // the innermost struct it was a field of
	Field  string       // the field's path by JSON name, from the outermost struct
}

func (e *UnmarshalTypeError) Error() string {
	if e.Field != "" {
		return "json: cannot unmarshal " + e.Value + " into Go struct field " + e.Struct + "." + e.Field + " of type " + e.Type.String()
	}
	return "json: cannot unmarshal " + e.Value + " into Go value of type " + e.Type.String()
}

// decoder stores checked JSON (a scanner has read it whole) into Go values,
// as encoding/json does.
type decoder struct {
	scanner
	strict bool // an object key that names no field is an error
}

func decode(data []byte, v any, strict bool) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("json: cannot decode into %T: not a pointer to a value", v)
	}
	d := decoder{scanner: scanner{data: data}, strict: strict}
	d.space()
	d.value(rv)
	return d.err
}

func (d *decoder) mismatch(what string, t reflect.Type) {
	if d.err == nil {
		d.err = &UnmarshalTypeError{Value: what, Type: t}
	}
}

// value reads the value at pos into v.
func (d *decoder) value(v reflect.Value) {
	if d.err != nil || d.pos >= len(d.data) {
		return
	}
	c := d.data[d.pos]
	u, tu, pv := indirect(v, c == 'n')
	if u != nil {
		start := d.pos
		d.skip(0)
		if d.err == nil {
			d.err = u.UnmarshalJSON(d.data[start:d.pos])
		}
		return
	}
	if pv.Kind() == reflect.Interface && c != 'n' {
		d.err = unsupported(pv.Type(), "decoding into an interface")
		return
	}
	switch c {
	case '{':
		if tu != nil {
			d.mismatch("object", v.Type())
			return
		}
		d.object(pv)
	case '[':
		if tu != nil {
			d.mismatch("array", v.Type())
			return
		}
		d.array(pv)
	case '"':
		s := unquote(d.str())
		if tu != nil {
			d.err = tu.UnmarshalText(s)
			return
		}
		d.storeString(pv, s)
	case 't', 'f':
		if c == 't' {
			d.word("true")
		} else {
			d.word("false")
		}
		if tu != nil {
			d.mismatch("bool", v.Type())
			return
		}
		d.storeBool(pv, c == 't')
	case 'n':
		d.word("null")
		switch pv.Kind() {
		case reflect.Interface, reflect.Pointer, reflect.Map, reflect.Slice:
			pv.SetZero()
		}
	default:
		n := d.number()
		if tu != nil {
			d.mismatch("number", v.Type())
			return
		}
		d.storeNumber(pv, n)
	}
}

// indirect is encoding/json's: it goes down v's pointers (allocating nil
// ones) to the value to store into, stopping at an Unmarshaler or
// TextUnmarshaler (one of v's type with a pointer receiver too). For null it
// stops at the first pointer it may set, to set it to nil.
func indirect(v reflect.Value, null bool) (Unmarshaler, encoding.TextUnmarshaler, reflect.Value) {
	v0 := v
	haveAddr := false
	// A named type's pointer methods are found through its address.
	if v.Kind() != reflect.Pointer && v.Type().Name() != "" && v.CanAddr() {
		haveAddr = true
		v = v.Addr()
	}
	for v.Kind() == reflect.Pointer && !(null && v.CanSet()) {
		if v.IsNil() {
			v.Set(reflect.New(v.Type().Elem()))
		}
		if v.Type().NumMethod() > 0 && v.CanInterface() {
			if u, ok := v.Interface().(Unmarshaler); ok {
				return u, nil, reflect.Value{}
			}
			if !null {
				if u, ok := v.Interface().(encoding.TextUnmarshaler); ok {
					return nil, u, reflect.Value{}
				}
			}
		}
		if haveAddr {
			v = v0 // back to v itself, which keeps its own flags
			haveAddr = false
		} else {
			v = v.Elem()
		}
	}
	return nil, nil, v
}

func (d *decoder) storeString(v reflect.Value, s []byte) {
	switch v.Kind() {
	case reflect.String:
		v.SetString(string(s))
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			d.err = unsupported(v.Type(), "a []byte (base64 in encoding/json)")
			return
		}
		fallthrough
	default:
		d.mismatch("string", v.Type())
	}
}

func (d *decoder) storeBool(v reflect.Value, b bool) {
	if v.Kind() != reflect.Bool {
		d.mismatch("bool", v.Type())
		return
	}
	v.SetBool(b)
}

// storeNumber stores a number; one the type cannot hold exactly in range
// (a fraction into an integer, 300 into an int8, 1e400) is an error.
func (d *decoder) storeNumber(v reflect.Value, n []byte) {
	var err error
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		var i int64
		if i, err = strconv.ParseInt(string(n), 10, 64); err == nil && !v.OverflowInt(i) {
			v.SetInt(i)
			return
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		var u uint64
		if u, err = strconv.ParseUint(string(n), 10, 64); err == nil && !v.OverflowUint(u) {
			v.SetUint(u)
			return
		}
	case reflect.Float32, reflect.Float64:
		var f float64
		if f, err = strconv.ParseFloat(string(n), v.Type().Bits()); err == nil && !v.OverflowFloat(f) {
			v.SetFloat(f)
			return
		}
	default:
		d.mismatch("number", v.Type())
		return
	}
	d.mismatch("number "+string(n), v.Type())
}

// array reads an array into a slice (from its start, growing it) or an
// array (elements past its length are read and dropped, those missing
// zeroed).
func (d *decoder) array(v reflect.Value) {
	if v.Kind() != reflect.Array && v.Kind() != reflect.Slice {
		d.mismatch("array", v.Type())
		return
	}
	slice := v.Kind() == reflect.Slice
	i := 0
	for more := d.open(']'); more && d.err == nil; more = d.more(']') {
		if slice {
			if i >= v.Cap() {
				v.Grow(1)
			}
			if i >= v.Len() {
				v.SetLen(i + 1)
			}
		}
		if i < v.Len() {
			d.value(v.Index(i))
		} else {
			d.skip(0)
		}
		i++
	}
	switch {
	case d.err != nil:
	case i == 0 && slice:
		v.Set(reflect.MakeSlice(v.Type(), 0, 0)) // [] is an empty slice, not nil
	case slice:
		v.SetLen(i)
	default:
		for ; i < v.Len(); i++ {
			v.Index(i).SetZero()
		}
	}
}

// object reads an object into a struct (its fields by name) or a map (its
// entries added, each decoded afresh).
func (d *decoder) object(v reflect.Value) {
	t := v.Type()
	if v.Kind() != reflect.Struct && v.Kind() != reflect.Map {
		d.mismatch("object", t)
		return
	}
	ti := infoOf(t)
	if ti.err != nil {
		d.err = ti.err
		return
	}
	if v.Kind() == reflect.Map && v.IsNil() {
		v.Set(reflect.MakeMap(t))
	}
	var elem reflect.Value // a map's entry, reused
	for more := d.open('}'); more && d.err == nil; more = d.more('}') {
		key := unquote(d.key())
		if v.Kind() == reflect.Map {
			if !elem.IsValid() {
				elem = reflect.New(t.Elem()).Elem()
			} else {
				elem.SetZero()
			}
			d.value(elem)
			k := reflect.New(t.Key()).Elem()
			k.SetString(string(key))
			v.SetMapIndex(k, elem)
			continue
		}
		f := ti.field(key)
		if f == nil {
			if d.strict {
				d.err = fmt.Errorf("json: unknown field %q", key)
			}
			d.skip(0)
			continue
		}
		d.value(d.fieldOf(v, f))
		if e, ok := d.err.(*UnmarshalTypeError); ok {
			if e.Field == "" {
				e.Struct, e.Field = t.Name(), f.name
			} else {
				e.Field = f.name + "." + e.Field
			}
		}
	}
}

// fieldOf is f in the struct v, allocating the embedded structs it is
// reached through where they are nil pointers.
func (d *decoder) fieldOf(v reflect.Value, f *field) reflect.Value {
	for _, i := range f.index {
		if v.Kind() == reflect.Pointer {
			if v.IsNil() {
				if !v.CanSet() {
					d.err = fmt.Errorf("json: cannot set embedded pointer to unexported struct: %v", v.Type().Elem())
					return reflect.Value{}
				}
				v.Set(reflect.New(v.Type().Elem()))
			}
			v = v.Elem()
		}
		v = v.Field(i)
	}
	return v
}
