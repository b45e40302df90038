package search

import (
	"encoding/json"
	"math"
	"reflect"
	"sync"

	"parlour/game"
)

// fingerprintByReflection is the walk fingerprint used before it was planned
// per type (plan.go), kept to test that the plans hash the same.
//
// fingerprint hashes an observation by what its JSON encoding holds (the
// exported fields that are not `json:"-"`, event secrets by their values)
// without encoding it: the keys of the information sets an opponent acts in
// are built from its observation of each determinization, and encoding them
// would cost more than the rest of an iteration. Two observations that encode
// to the same JSON hash the same; types the walk does not know (a custom
// JSON encoding other than the game package's) fall back to their JSON.
func fingerprintByReflection(o game.Observation) (uint64, error) {
	h := uint64(14695981039346656037)
	return refHashValue(h, reflect.ValueOf(o))
}

var (
	refValuesType    = reflect.TypeFor[game.Values]()
	refMarshalerType = reflect.TypeFor[json.Marshaler]()
	refTextType      = reflect.TypeFor[interface{ MarshalText() ([]byte, error) }]()
)

// refStructFields caches, per struct type, the fields JSON would encode.
var refStructFields sync.Map // reflect.Type → []int

func refFieldsOf(t reflect.Type) []int {
	if f, ok := refStructFields.Load(t); ok {
		return f.([]int)
	}
	var out []int
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() && !(f.Anonymous && f.Type.Kind() == reflect.Struct) {
			continue // JSON encodes exported fields and those of embedded structs
		}
		if f.Tag.Get("json") == "-" {
			continue
		}
		out = append(out, i)
	}
	refStructFields.Store(t, out)
	return out
}

func refHashValue(h uint64, v reflect.Value) (uint64, error) {
	t := v.Type()
	switch t {
	case refValuesType:
		vs := v.Interface().(game.Values)
		h = mix(h, uint64(vs.Len()))
		for i := range vs.Len() {
			h = mix(h, uint64(vs.At(i)))
		}
		return h, nil
	}
	switch t.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return mix(h, 0xdead), nil
		}
		return refHashValue(mix(h, 1), v.Elem())
	case reflect.Struct:
		if t.Implements(refMarshalerType) || t.Implements(refTextType) {
			return refHashJSON(h, v)
		}
		for _, i := range refFieldsOf(t) {
			var err error
			if h, err = refHashValue(mix(h, uint64(i)), v.Field(i)); err != nil {
				return h, err
			}
		}
		return h, nil
	case reflect.Slice, reflect.Array:
		if t.Kind() == reflect.Slice && v.IsNil() {
			return mix(h, 0xdead), nil
		}
		n := v.Len()
		h = mix(h, uint64(n))
		for i := range n {
			var err error
			if h, err = refHashValue(h, v.Index(i)); err != nil {
				return h, err
			}
		}
		return h, nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		// A number's custom text (a name) is a function of the number.
		return mix(h, uint64(v.Int())), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return mix(h, v.Uint()), nil
	case reflect.Bool:
		if v.Bool() {
			return mix(h, 1), nil
		}
		return mix(h, 2), nil
	case reflect.Float32, reflect.Float64:
		return mix(h, math.Float64bits(v.Float())), nil
	case reflect.String:
		h = mix(h, uint64(v.Len()))
		for _, c := range []byte(v.String()) {
			h = h*1099511628211 ^ uint64(c)
		}
		return h, nil
	}
	return refHashJSON(h, v)
}

func refHashJSON(h uint64, v reflect.Value) (uint64, error) {
	b, err := json.Marshal(v.Interface())
	if err != nil {
		return h, err
	}
	for _, c := range b {
		h = h*1099511628211 ^ uint64(c)
	}
	return mix(h, uint64(len(b))), nil
}
