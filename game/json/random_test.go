package json_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"parlour/game/json"
)

// Random values of every kind, written and read back against encoding/json.
func TestRandomValuesReadAndWriteAsTheStandardLibrary(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 600
	}
	read := 0
	for seed := range n {
		f := filler{r: rand.New(rand.NewPCG(uint64(seed), 40))}
		var k kitchen
		f.fill(reflect.ValueOf(&k).Elem())
		what := fmt.Sprintf("seed %d", seed)
		// Through a pointer, fields can be addressed (a pointer receiver's
		// MarshalJSON is used); as a value they cannot.
		roundTrip(t, what+" (pointer)", &k)
		if roundTrip(t, what, k) {
			read++
		}
		var v view
		f.fill(reflect.ValueOf(&v).Elem())
		sameWrite(t, what+" (interfaces)", &v)
		sameWrite(t, what+" (interfaces)", v)
	}
	// Most values must read back (a valueMarshaler of 3 is refused by
	// design), or the reading side is not being compared.
	if read < n*3/4 {
		t.Fatalf("only %d of %d values read back", read, n)
	}
}

// Damaged text — a byte changed, dropped or added — is refused or read as
// encoding/json refuses or reads it, into a struct, raw JSON, maps and a
// slice, by Unmarshal and by a strict Decoder.
func TestDamagedTextReadsAsTheStandardLibrary(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 600
	}
	alphabet := []byte(`{}[]:,"\ 0123456789-+.eEtrufalsn` + "\x00\x1f\t\n\xff\xc3\xa9")
	types := []reflect.Type{reflect.TypeFor[kitchen](), reflect.TypeFor[json.RawMessage](), reflect.TypeFor[map[string]Inner](),
		reflect.TypeFor[[]float32](), reflect.TypeFor[map[string]json.RawMessage]()}
	for seed := range n {
		r := rand.New(rand.NewPCG(uint64(seed), 41))
		f := filler{r: r}
		var k kitchen
		f.fill(reflect.ValueOf(&k).Elem())
		k.VM.N, k.PM.N = 0, 0
		data := sameWrite(t, "kitchen", k)
		for range 1 + r.IntN(3) {
			i := r.IntN(len(data) + 1)
			c := alphabet[r.IntN(len(alphabet))]
			switch r.IntN(3) {
			case 0:
				if i < len(data) {
					data[i] = c
				}
			case 1:
				if i < len(data) {
					data = append(data[:i], data[i+1:]...)
				}
			default:
				data = append(data[:i], append([]byte{c}, data[i:]...)...)
			}
		}
		for _, typ := range types {
			what := fmt.Sprintf("seed %d into %v", seed, typ)
			sameRead(t, what, data, typ)
			sameDecode(t, what, data, typ)
		}
	}
}
