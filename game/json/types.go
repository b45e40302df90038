package json

import (
	"encoding"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"unicode"
)

// typeInfo is what writing and reading a type needs to know of it, worked
// out once per type: which of the JSON and text interfaces it has, its
// element's, and a struct's fields.
type typeInfo struct {
	kind reflect.Kind
	has  uint8 // the interfaces it has: has* bits
	elem *typeInfo

	fields []field
	names  map[string]int // a field's index in fields by its exact name
	err    error          // why the type cannot be used, said when it is met
}

const (
	hasMarshaler         = 1 << iota // the type is a Marshaler
	hasAddrMarshaler                 // a pointer to it is (it is not a pointer)
	hasTextMarshaler                 // the type is a TextMarshaler
	hasAddrTextMarshaler             // a pointer to it is
)

// field is a struct field as JSON sees it: an exported field, or one of an
// embedded struct's that Go's rules (amended by tags, as encoding/json
// amends them) promote.
type field struct {
	name      string
	key       string // `"name":` as written
	index     []int  // the path of fields from the outer struct
	tagged    bool
	omitEmpty bool
	omitZero  zeroTest
	info      *typeInfo
}

// zeroTest is how omitzero decides a field is zero.
type zeroTest uint8

const (
	zeroNever    zeroTest = iota // no omitzero
	zeroValue                    // reflect's IsZero
	zeroMethod                   // the type's IsZero method
	zeroNilable                  // IsZero of an interface or pointer: nil is zero
	zeroAddrMeth                 // IsZero of a pointer to the type
)

type isZeroer interface{ IsZero() bool }

var (
	marshalerType     = reflect.TypeFor[Marshaler]()
	textMarshalerType = reflect.TypeFor[encoding.TextMarshaler]()
	isZeroerType      = reflect.TypeFor[isZeroer]()
)

// Finished infos are published in infos; infosMu makes one goroutine at a
// time work out new ones (a type that holds itself refers to its own info
// while it is being filled, and nobody else may see it half done).
var (
	infos   sync.Map // reflect.Type → *typeInfo
	infosMu sync.Mutex
)

func infoOf(t reflect.Type) *typeInfo {
	if ti, ok := infos.Load(t); ok {
		return ti.(*typeInfo)
	}
	infosMu.Lock()
	defer infosMu.Unlock()
	made := map[reflect.Type]*typeInfo{}
	ti := build(t, made)
	for t, ti := range made {
		infos.Store(t, ti)
	}
	return ti
}

func build(t reflect.Type, made map[reflect.Type]*typeInfo) *typeInfo {
	if ti, ok := infos.Load(t); ok {
		return ti.(*typeInfo)
	}
	if ti, ok := made[t]; ok {
		return ti
	}
	ti := &typeInfo{kind: t.Kind()}
	made[t] = ti
	notPointer := t.Kind() != reflect.Pointer
	ti.has = bit(t.Implements(marshalerType), hasMarshaler) |
		bit(notPointer && reflect.PointerTo(t).Implements(marshalerType), hasAddrMarshaler) |
		bit(t.Implements(textMarshalerType), hasTextMarshaler) |
		bit(notPointer && reflect.PointerTo(t).Implements(textMarshalerType), hasAddrTextMarshaler)
	switch t.Kind() {
	case reflect.Slice, reflect.Array, reflect.Pointer:
		ti.elem = build(t.Elem(), made)
		if t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8 && ti.elem.has == 0 && ti.has == 0 {
			ti.err = unsupported(t, "a []byte (base64 in encoding/json)")
		}
	case reflect.Map:
		if t.Key().Kind() != reflect.String {
			ti.err = unsupported(t, "a map whose keys are not strings")
		}
		ti.elem = build(t.Elem(), made)
	case reflect.Struct:
		ti.fields, ti.err = structFields(t)
		ti.names = make(map[string]int, len(ti.fields))
		for i := range ti.fields {
			f := &ti.fields[i]
			ti.names[f.name] = i
			f.info = build(typeByIndex(t, f.index), made)
		}
	}
	return ti
}

func bit(b bool, v uint8) uint8 {
	if b {
		return v
	}
	return 0
}

// unsupported is the error for a type Parlour's records do not use, which
// this package refuses rather than read or write otherwise than
// encoding/json.
func unsupported(t reflect.Type, what string) error {
	return fmt.Errorf("json: %v is not supported: %s (parlour/game/json does what Parlour's records need)", t, what)
}

func typeByIndex(t reflect.Type, index []int) reflect.Type {
	for _, i := range index {
		if t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		t = t.Field(i).Type
	}
	return t
}

// field finds the field a key names: by its exact name, else the first
// whose name is the key in another case.
func (ti *typeInfo) field(key []byte) *field {
	if i, ok := ti.names[string(key)]; ok {
		return &ti.fields[i]
	}
	k := string(key)
	for i := range ti.fields {
		if strings.EqualFold(ti.fields[i].name, k) {
			return &ti.fields[i]
		}
	}
	return nil
}

// structFields are t's fields as JSON sees them, in the order of their
// paths (an embedded struct's where it is embedded): those of embedded
// structs are gathered depth first, and where several share a name the
// shallowest wins, a tagged one over untagged ones at its depth; a tie
// drops them all.
func structFields(t reflect.Type) ([]field, error) {
	var all []field
	var err error
	var walk func(t reflect.Type, index []int, within []reflect.Type)
	walk = func(t reflect.Type, index []int, within []reflect.Type) {
		for i := range t.NumField() {
			sf := t.Field(i)
			ft := sf.Type
			if ft.Name() == "" && ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if !sf.IsExported() && (!sf.Anonymous || ft.Kind() != reflect.Struct) {
				continue // an embedded unexported struct's fields may be exported
			}
			tag := sf.Tag.Get("json")
			if tag == "-" {
				continue
			}
			name, opts, _ := strings.Cut(tag, ",")
			if !validName(name) {
				name = ""
			}
			path := append(append(make([]int, 0, len(index)+1), index...), i)
			if name == "" && sf.Anonymous && ft.Kind() == reflect.Struct {
				if !holds(within, ft) {
					walk(ft, path, append(within, ft))
				}
				continue
			}
			if option(opts, "string") && err == nil {
				err = unsupported(t, "the ,string option of "+sf.Name)
			}
			f := field{name: name, index: path, tagged: name != "", omitEmpty: option(opts, "omitempty")}
			if name == "" {
				f.name = sf.Name
			}
			f.key = string(appendString([]byte(nil), f.name)) + ":"
			if option(opts, "omitzero") {
				f.omitZero = zeroTestOf(sf.Type)
			}
			all = append(all, f)
		}
	}
	walk(t, nil, []reflect.Type{t})
	var out []field
	for i := range all {
		if dominant(all, i) {
			out = append(out, all[i])
		}
	}
	return out, err
}

func holds(ts []reflect.Type, t reflect.Type) bool {
	for _, u := range ts {
		if u == t {
			return true
		}
	}
	return false
}

// dominant reports whether all[i] is the field its name stands for: no
// other of that name is shallower, or as deep and tagged while it is not,
// or as deep and as tagged.
func dominant(all []field, i int) bool {
	f := &all[i]
	for j := range all {
		g := &all[j]
		if j == i || g.name != f.name || len(g.index) > len(f.index) {
			continue
		}
		if len(g.index) < len(f.index) || g.tagged || !f.tagged {
			return false
		}
	}
	return true
}

func option(opts, name string) bool {
	for opts != "" {
		var o string
		o, opts, _ = strings.Cut(opts, ",")
		if o == name {
			return true
		}
	}
	return false
}

// validName reports whether a tag's name is used (encoding/json's rule:
// letters, digits and punctuation but quotes, backslash and comma).
func validName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c) && !unicode.IsLetter(c) && !unicode.IsDigit(c) {
			return false
		}
	}
	return true
}

func zeroTestOf(t reflect.Type) zeroTest {
	switch {
	case (t.Kind() == reflect.Interface || t.Kind() == reflect.Pointer) && t.Implements(isZeroerType):
		return zeroNilable
	case t.Implements(isZeroerType):
		return zeroMethod
	case reflect.PointerTo(t).Implements(isZeroerType):
		return zeroAddrMeth
	}
	return zeroValue
}

// isZero is omitzero's test of v, as encoding/json makes it.
func (z zeroTest) isZero(v reflect.Value) bool {
	switch z {
	case zeroMethod:
		return v.Interface().(isZeroer).IsZero()
	case zeroNilable:
		if v.IsNil() || v.Kind() == reflect.Interface && v.Elem().Kind() == reflect.Pointer && v.Elem().IsNil() {
			return true
		}
		return v.Interface().(isZeroer).IsZero()
	case zeroAddrMeth:
		if !v.CanAddr() {
			c := reflect.New(v.Type()).Elem()
			c.Set(v)
			v = c
		}
		return v.Addr().Interface().(isZeroer).IsZero()
	}
	return v.IsZero()
}

// isEmpty is omitempty's test of v.
func isEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Struct, reflect.Func, reflect.Chan, reflect.Complex64, reflect.Complex128, reflect.UnsafePointer, reflect.Invalid:
		return false
	}
	return v.IsZero()
}
