package search

import (
	"reflect"
	"unsafe"

	"parlour/game"
	"parlour/game/json"
)

// fingerprint hashes an observation by what its JSON encoding holds (the
// exported fields that are not `json:"-"`, event secrets by their values)
// without encoding it: the keys of the information sets an opponent acts in
// are built from its observation of each determinization, and encoding them
// would cost more than the rest of an iteration. Two observations that encode
// to the same JSON hash the same; types the walk does not know (a custom
// JSON encoding other than the game package's) fall back to their JSON.
//
// The walk is planned once per type (plan.go): a tree of functions that read
// each field at its offset, as encoding/json's encoders do, so hashing an
// observation costs no reflection, no lookups and no allocation.
func fingerprint(o game.Observation) (uint64, error) {
	var hs hashState
	return fingerprintWith(&hs, o)
}

// fingerprintWith is fingerprint with the walk's state in hs (a search keeps
// one, so that hashing allocates nothing).
func fingerprintWith(hs *hashState, o game.Observation) (uint64, error) {
	hs.err = nil
	h := uint64(14695981039346656037)
	t := reflect.TypeOf(o)
	if t.Kind() != reflect.Pointer {
		return hashDynamic(h, reflect.ValueOf(o))
	}
	// Every game's observation is a pointer: the interface's data word is
	// that pointer, and the plan of a pointer type reads it from its address.
	p := (*[2]unsafe.Pointer)(unsafe.Pointer(&o))[1]
	if p == nil {
		return hashNil(h), nil
	}
	h = planFor(t.Elem())(hs, mix(h, 1), p)
	return h, hs.err
}

var (
	valuesType    = reflect.TypeFor[game.Values]()
	marshalerType = reflect.TypeFor[json.Marshaler]()
	textType      = reflect.TypeFor[interface{ MarshalText() ([]byte, error) }]()
)

// hashDynamic hashes a value whose type is known only now (an interface's
// content): by the plan of its type, on a copy where its address is not at
// hand.
func hashDynamic(h uint64, v reflect.Value) (uint64, error) {
	var hs hashState
	if v.Kind() == reflect.Pointer {
		p := v.UnsafePointer()
		h = planFor(v.Type())(&hs, h, unsafe.Pointer(&p))
	} else {
		c := reflect.New(v.Type())
		c.Elem().Set(v)
		h = planFor(v.Type())(&hs, h, c.UnsafePointer())
	}
	return h, hs.err
}

func hashJSON(h uint64, v reflect.Value) (uint64, error) {
	b, err := json.Marshal(v.Interface())
	if err != nil {
		return h, err
	}
	for _, c := range b {
		h = h*1099511628211 ^ uint64(c)
	}
	return mix(h, uint64(len(b))), nil
}

// The hashes of the kinds the walk knows. Each mixes exactly what JSON
// distinguishes: a nil pointer or slice from an empty one, a slice's length,
// a struct's fields by their index, numbers by their value (a number's
// custom text, a name, is a function of the number).

func hashNil(h uint64) uint64 { return mix(h, 0xdead) }

func hashBool(b bool) uint64 {
	if b {
		return 1
	}
	return 2
}

func hashString(h uint64, s string) uint64 {
	h = mix(h, uint64(len(s)))
	for i := 0; i < len(s); i++ {
		h = h*1099511628211 ^ uint64(s[i])
	}
	return h
}

func hashValues(h uint64, vs game.Values) uint64 {
	n := vs.Len()
	h = mix(h, uint64(n))
	for i := range n {
		h = mix(h, uint64(vs.At(i)))
	}
	return h
}
