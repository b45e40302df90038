package json

import (
	"encoding"
	"fmt"
	"math"
	"reflect"
	"sort"
	"strconv"
	"unicode/utf8"
)

// maxWriteDepth bounds how deeply a value written may nest: only a cycle
// (a pointer back to where it was met) goes so deep, and it is an error
// rather than a stack that grows until the program dies.
const maxWriteDepth = 1000

// encoder writes values; the first error stops it.
type encoder struct {
	buf   []byte
	err   error
	depth int
}

func (e *encoder) value(v reflect.Value) {
	if !v.IsValid() {
		e.buf = append(e.buf, "null"...)
		return
	}
	e.encode(v, infoOf(v.Type()))
}

// encode writes v, of the type ti describes, as encoding/json writes it:
// through its MarshalJSON or MarshalText if it has one (a pointer
// receiver's only where v's address can be taken), else by its kind.
func (e *encoder) encode(v reflect.Value, ti *typeInfo) {
	if e.err != nil {
		return
	}
	if ti.err != nil {
		e.err = ti.err
		return
	}
	switch {
	case ti.has&hasAddrMarshaler != 0 && v.CanAddr():
		e.marshaler(v.Addr(), v.Type())
		return
	case ti.has&hasMarshaler != 0:
		e.marshaler(v, v.Type())
		return
	case ti.has&hasAddrTextMarshaler != 0 && v.CanAddr():
		e.text(v.Addr(), v.Type())
		return
	case ti.has&hasTextMarshaler != 0:
		e.text(v, v.Type())
		return
	}
	switch ti.kind {
	case reflect.Bool:
		e.buf = strconv.AppendBool(e.buf, v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		e.buf = strconv.AppendInt(e.buf, v.Int(), 10)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		e.buf = strconv.AppendUint(e.buf, v.Uint(), 10)
	case reflect.Float32:
		e.float(v.Float(), 32)
	case reflect.Float64:
		e.float(v.Float(), 64)
	case reflect.String:
		e.buf = appendString(e.buf, v.String())
	case reflect.Interface, reflect.Pointer:
		if v.IsNil() {
			e.buf = append(e.buf, "null"...)
		} else if e.enter() {
			if ti.kind == reflect.Pointer {
				e.encode(v.Elem(), ti.elem)
			} else {
				e.value(v.Elem())
			}
			e.depth--
		}
	case reflect.Struct:
		if e.enter() {
			e.structure(v, ti)
			e.depth--
		}
	case reflect.Map:
		if e.enter() {
			e.mapping(v, ti)
			e.depth--
		}
	case reflect.Slice:
		if v.IsNil() {
			e.buf = append(e.buf, "null"...)
		} else if e.enter() {
			e.array(v, ti)
			e.depth--
		}
	case reflect.Array:
		if e.enter() {
			e.array(v, ti)
			e.depth--
		}
	default:
		e.err = fmt.Errorf("json: unsupported type: %v", v.Type())
	}
}

// enter goes one level deeper, unless that is too deep.
func (e *encoder) enter() bool {
	if e.depth++; e.depth > maxWriteDepth {
		e.err = fmt.Errorf("json: a value nested more than %d deep (a cycle?)", maxWriteDepth)
		return false
	}
	return true
}

func (e *encoder) marshaler(v reflect.Value, t reflect.Type) {
	if v.Kind() == reflect.Pointer && v.IsNil() {
		e.buf = append(e.buf, "null"...)
		return
	}
	m, ok := v.Interface().(Marshaler)
	if !ok { // a nil interface
		e.buf = append(e.buf, "null"...)
		return
	}
	b, err := m.MarshalJSON()
	if err == nil {
		e.buf, err = appendCompact(e.buf, b, true)
	}
	if err != nil {
		e.err = fmt.Errorf("json: error calling MarshalJSON for type %v: %w", t, err)
	}
}

func (e *encoder) text(v reflect.Value, t reflect.Type) {
	if v.Kind() == reflect.Pointer && v.IsNil() {
		e.buf = append(e.buf, "null"...)
		return
	}
	m, ok := v.Interface().(encoding.TextMarshaler)
	if !ok {
		e.buf = append(e.buf, "null"...)
		return
	}
	b, err := m.MarshalText()
	if err != nil {
		e.err = fmt.Errorf("json: error calling MarshalText for type %v: %w", t, err)
		return
	}
	e.buf = appendString(e.buf, string(b))
}

// float writes f as ECMAScript would (encoding/json's choice): plain
// notation from 1e-6 up to 1e21, else an exponent without padding.
func (e *encoder) float(f float64, bits int) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		e.err = fmt.Errorf("json: unsupported value: %s", strconv.FormatFloat(f, 'g', -1, bits))
		return
	}
	format := byte('f')
	if a := math.Abs(f); a != 0 {
		if bits == 64 && (a < 1e-6 || a >= 1e21) || bits == 32 && (float32(a) < 1e-6 || float32(a) >= 1e21) {
			format = 'e'
		}
	}
	b := strconv.AppendFloat(e.buf, f, format, -1, bits)
	if n := len(b); format == 'e' && n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		b[n-2] = b[n-1] // e-09 is written e-9
		b = b[:n-1]
	}
	e.buf = b
}

func (e *encoder) structure(v reflect.Value, ti *typeInfo) {
	e.buf = append(e.buf, '{')
	first := true
fields:
	for i := range ti.fields {
		f := &ti.fields[i]
		fv := v
		for _, x := range f.index {
			if fv.Kind() == reflect.Pointer {
				if fv.IsNil() {
					continue fields // a field of a nil embedded pointer
				}
				fv = fv.Elem()
			}
			fv = fv.Field(x)
		}
		if f.omitEmpty && isEmpty(fv) || f.omitZero != zeroNever && f.omitZero.isZero(fv) {
			continue
		}
		if !first {
			e.buf = append(e.buf, ',')
		}
		first = false
		e.buf = append(e.buf, f.key...)
		e.encode(fv, f.info)
	}
	e.buf = append(e.buf, '}')
}

// mapping writes a map as an object, its keys sorted.
func (e *encoder) mapping(v reflect.Value, ti *typeInfo) {
	if v.IsNil() {
		e.buf = append(e.buf, "null"...)
		return
	}
	type entry struct {
		key string
		val reflect.Value
	}
	entries := make([]entry, 0, v.Len())
	for it := v.MapRange(); it.Next(); {
		entries = append(entries, entry{it.Key().String(), it.Value()})
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].key < entries[j].key })
	e.buf = append(e.buf, '{')
	for i, en := range entries {
		if i > 0 {
			e.buf = append(e.buf, ',')
		}
		e.buf = appendString(e.buf, en.key)
		e.buf = append(e.buf, ':')
		e.encode(en.val, ti.elem)
	}
	e.buf = append(e.buf, '}')
}

func (e *encoder) array(v reflect.Value, ti *typeInfo) {
	e.buf = append(e.buf, '[')
	for i := range v.Len() {
		if i > 0 {
			e.buf = append(e.buf, ',')
		}
		e.encode(v.Index(i), ti.elem)
	}
	e.buf = append(e.buf, ']')
}

const hexDigits = "0123456789abcdef"

// appendString writes s as a JSON string as encoding/json does: <, > and
// & escaped (a string may end up in HTML), U+2028 and U+2029 too (they end
// a line in JavaScript), and each byte that is not UTF-8 as U+FFFD.
func appendString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0 // the first byte of s not yet copied
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}
