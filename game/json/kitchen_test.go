package json_test

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"

	"parlour/game/json"
)

// kitchen holds every kind of value, tag and embedding the package reads
// and writes as encoding/json does, including the awkward ones:
// conflicting embedded names, an unexported embedded struct, keys that
// need escaping, invalid tag names, marshalers with value and pointer
// receivers.
type kitchen struct {
	Inner  // promoted: A ("a"), B, Shadow ("shadow")
	*Deep  // its Inner's fields are deeper: hidden by Inner's
	inner2 // unexported, its exported fields promoted: C, and Shadow (untagged)

	Tagged int `json:"B"` // at the top: hides Inner.B
	Tie1       // its X and Tie2's X are at one depth, untagged: neither is
	Tie2       // written; Tie1's tagged Z is, over Tie2's untagged Z

	I   int
	I8  int8
	I16 int16 `json:"i16,omitempty"`
	I32 int32
	I64 int64
	U   uint
	U8  uint8
	U16 uint16
	U32 uint32
	U64 uint64 `json:",omitempty"`
	Up  uintptr
	F32 float32
	F64 float64 `json:"f64,omitempty"`
	Ok  bool    `json:"ok,omitempty"`
	S   string  `json:"s,omitempty"`

	Arr  [2]uint8
	Ptr  *int `json:",omitempty"`
	PP   **string
	Sl   []Inner
	M    map[string]*Inner `json:"m,omitempty"`
	Raw  json.RawMessage   `json:"raw,omitempty"`
	VM   valueMarshaler
	VMs  []valueMarshaler
	PM   ptrMarshaler
	PMp  *ptrMarshaler
	TV   textValue
	TVs  map[string]textValue
	Z    zeroer   `json:",omitzero"`
	ZA   [2]int   `json:"za,omitzero"`
	ZP   *zeroer  `json:"zp,omitzero"`
	Skip int      `json:"-"`
	Dash int      `json:"-,"`
	HTML int      `json:"a<b>&c"`
	Bad  int      `json:"b\"c"`
	Tail *kitchen `json:"tail,omitempty"`

	unexported int
}

type Inner struct {
	A      int `json:"a"`
	B      string
	Shadow int `json:"shadow"`
}

type Deep struct{ Inner }

type inner2 struct {
	C      int
	Shadow int
}

type Tie1 struct {
	X int
	Y int `json:"Z"`
}

type Tie2 struct {
	X int
	Z int
}

// textKey is a map key with a text form: encoding/json writes its text,
// this package refuses it (no record has one).
type textKey struct{ A, B int8 }

func (k textKey) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "%d:%d", k.A, k.B), nil }

// view holds interface values, as the snapshots the browser tests read do:
// they are written, never read.
type view struct {
	View  any            `json:"view,omitempty"`
	Views []any          `json:"views"`
	M     map[string]any `json:"m"`
	K     kitchen        `json:"k"`
}

// valueMarshaler writes JSON with white space and HTML characters, which
// Marshal compacts and escapes.
type valueMarshaler struct{ N int }

func (m valueMarshaler) MarshalJSON() ([]byte, error) {
	if m.N == 3 {
		return nil, errors.New("three is refused")
	}
	return fmt.Appendf(nil, "{ \"n\" : %d, \"s\": \"<&>\u2028\" }", m.N), nil
}

func (m *valueMarshaler) UnmarshalJSON(b []byte) error {
	var v struct{ N int }
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	m.N = v.N
	return nil
}

// ptrMarshaler's MarshalJSON has a pointer receiver: it is used only where
// the value's address can be taken.
type ptrMarshaler struct{ N int }

func (m *ptrMarshaler) MarshalJSON() ([]byte, error) { return fmt.Appendf(nil, "[%d]", m.N), nil }

// UnmarshalJSON reads what MarshalJSON writes, or the struct as written
// where MarshalJSON could not be used.
func (m *ptrMarshaler) UnmarshalJSON(b []byte) error {
	var n [1]int
	if json.Unmarshal(b, &n) == nil {
		m.N = n[0]
		return nil
	}
	var v struct{ N int }
	err := json.Unmarshal(b, &v)
	m.N = v.N
	return err
}

// textValue is written as text, read through a pointer.
type textValue int

func (v textValue) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "t%d", int(v)), nil }

func (v *textValue) UnmarshalText(b []byte) error {
	n, ok := strings.CutPrefix(string(b), "t")
	if !ok {
		return errors.New("not a textValue")
	}
	_, err := fmt.Sscanf(n, "%d", (*int)(v))
	return err
}

// zeroer is zero by its own rule, for omitzero.
type zeroer struct{ X int }

func (z zeroer) IsZero() bool { return z.X == 7 }

// filler makes random values of any type, with the values that make
// encodings differ (extremes, odd floats, strings with every byte JSON
// escapes) often.
type filler struct {
	r     *rand.Rand
	depth int
}

var tricky = []string{"", "a", "Z", "<", ">", "&", `"`, `\`, "/", "\n", "\r", "\t", "\b", "\f", "\x00", "\x1f", "\x7f",
	"\u2028", "\u2029", "é", "€", "😀", "\xff", "\xc3", "\xed\xa0\x80", "\ufffd", " ", "key", "A", "a", "SHADOW", "b"}

var rawValues = []string{`null`, `1`, `-0.5e3`, `"x<y"`, ` [ 1 , {"a" : "&"} ] `, `{}`, "\t{\"\u2028\":true}\n", `[]`}

func (f *filler) fill(v reflect.Value) {
	r := f.r
	if v.Type() == reflect.TypeFor[json.RawMessage]() {
		if r.IntN(3) > 0 {
			v.SetBytes([]byte(rawValues[r.IntN(len(rawValues))]))
		}
		return
	}
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(r.IntN(2) == 0)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		bits := v.Type().Bits()
		switch r.IntN(4) {
		case 0:
			v.SetInt(int64(r.IntN(7)) - 3)
		case 1:
			v.SetInt(-1 << (bits - 1))
		case 2:
			v.SetInt(1<<(bits-1) - 1)
		default:
			v.SetInt(int64(r.Uint64()) >> (64 - bits))
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		bits := v.Type().Bits()
		if r.IntN(3) == 0 {
			v.SetUint(uint64(r.IntN(3)))
		} else {
			v.SetUint(r.Uint64() >> (64 - bits))
		}
	case reflect.Float32, reflect.Float64:
		v.SetFloat(f.float(v.Type().Bits()))
	case reflect.String:
		var b strings.Builder
		for range r.IntN(5) {
			b.WriteString(tricky[r.IntN(len(tricky))])
		}
		v.SetString(b.String())
	case reflect.Pointer:
		if r.IntN(3) > 0 && f.depth < 4 {
			v.Set(reflect.New(v.Type().Elem()))
			f.deeper(v.Elem())
		}
	case reflect.Slice:
		if r.IntN(4) > 0 && f.depth < 4 {
			n := r.IntN(4)
			v.Set(reflect.MakeSlice(v.Type(), n, n))
			for i := range n {
				f.deeper(v.Index(i))
			}
		}
	case reflect.Array:
		for i := range v.Len() {
			f.deeper(v.Index(i))
		}
	case reflect.Map:
		if r.IntN(4) > 0 && f.depth < 4 {
			v.Set(reflect.MakeMap(v.Type()))
			for range r.IntN(4) {
				k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
				f.deeper(k)
				f.deeper(e)
				v.SetMapIndex(k, e)
			}
		}
	case reflect.Interface:
		if v.NumMethod() == 0 && f.depth < 4 {
			choices := []reflect.Type{reflect.TypeFor[float64](), reflect.TypeFor[string](), reflect.TypeFor[bool](),
				reflect.TypeFor[[]any](), reflect.TypeFor[map[string]any](), reflect.TypeFor[Inner](), reflect.TypeFor[*textValue]()}
			if i := r.IntN(len(choices) + 1); i < len(choices) {
				e := reflect.New(choices[i]).Elem()
				f.deeper(e)
				v.Set(e)
			}
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Field(i).CanSet() {
				f.deeper(v.Field(i))
			}
		}
	}
}

func (f *filler) deeper(v reflect.Value) {
	f.depth++
	f.fill(v)
	f.depth--
}

func (f *filler) float(bits int) float64 {
	r := f.r
	special := []float64{0, math.Copysign(0, -1), 1, -1, 0.1, 1e-6, 9.999999e-7, 1e-7, 1e20, 1e21, 1e21 - 65536, 123456789.125,
		math.MaxFloat32, math.SmallestNonzeroFloat32, 5e-324, math.MaxFloat64, 1.0 / 3, 100, 1e-9}
	if r.IntN(2) == 0 {
		x := special[r.IntN(len(special))]
		if bits == 32 {
			x = float64(float32(x))
		}
		return x
	}
	for {
		var x float64
		if bits == 32 {
			x = float64(math.Float32frombits(uint32(r.Uint64())))
		} else {
			x = math.Float64frombits(r.Uint64())
		}
		if !math.IsNaN(x) && !math.IsInf(x, 0) {
			return x
		}
	}
}
