package json_test

import (
	"bytes"
	stdjson "encoding/json"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"

	"parlour/game/json"
)

// What this package does on purpose otherwise than encoding/json, or
// beyond what the differential tests reach.

func TestNestingDeeperThanMaxDepthIsRefused(t *testing.T) {
	nested := func(n int) []byte {
		return []byte(strings.Repeat("[", n) + strings.Repeat("]", n))
	}
	var v json.RawMessage
	if err := json.Unmarshal(nested(json.MaxDepth), &v); err != nil {
		t.Fatalf("%d deep: %v", json.MaxDepth, err)
	}
	for _, n := range []int{json.MaxDepth + 1, 1 << 20} {
		err := json.Unmarshal(nested(n), &v)
		var syntax *json.SyntaxError
		if !errors.As(err, &syntax) || !strings.Contains(err.Error(), "nested more than") {
			t.Fatalf("%d deep: error %v", n, err)
		}
		if err := json.NewDecoder(bytes.NewReader(nested(n))).Decode(&v); err == nil {
			t.Fatalf("%d deep: the Decoder read it", n)
		}
	}
}

func TestTextAfterTheValueIsRefused(t *testing.T) {
	var v struct{ A int }
	for _, s := range []string{`{"A":1} x`, `{"A":1}}`, `{"A":1}]`, `{"A":1}{}`, "{\"A\":1}\x00"} {
		if err := json.Unmarshal([]byte(s), &v); err == nil {
			t.Errorf("Unmarshal read %q", s)
		}
		dec := json.NewDecoder(strings.NewReader(s))
		if err := dec.Decode(&v); err != nil || !dec.More() {
			t.Errorf("%q: Decode %v, More %v: want the value read and more after it", s, err, dec.More())
		}
	}
	dec := json.NewDecoder(strings.NewReader(" {\"A\":2} \n\t"))
	if err := dec.Decode(&v); err != nil || dec.More() || v.A != 2 {
		t.Fatalf("white space after a value: %v, More %v, %+v", err, dec.More(), v)
	}
	if err := dec.Decode(&v); err != io.EOF {
		t.Fatalf("after the last value: %v, want io.EOF", err)
	}
}

func TestUnknownFieldIsRefusedByNameWhenAsked(t *testing.T) {
	type state struct {
		Turn int `json:"turn"`
	}
	var v state
	data := `{"turn":1,"cheat":true}`
	if err := json.Unmarshal([]byte(data), &v); err != nil || v.Turn != 1 {
		t.Fatalf("Unmarshal: %v, %+v", err, v)
	}
	dec := json.NewDecoder(strings.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err == nil || !strings.Contains(err.Error(), `"cheat"`) {
		t.Fatalf("strict Decode: error %v, want one naming \"cheat\"", err)
	}
	dec = json.NewDecoder(strings.NewReader(`{"TURN":2}`))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err != nil || v.Turn != 2 {
		t.Fatalf("a key in another case names its field: %v, %+v", err, v)
	}
}

func TestWrongTypeErrorsNameTheFieldAndType(t *testing.T) {
	type inner struct {
		Small int8 `json:"small"`
	}
	var v struct {
		In inner `json:"in"`
	}
	for data, want := range map[string][]string{
		`{"in":{"small":300}}`: {"number 300", "in.small", "int8"},
		`{"in":{"small":1.5}}`: {"number 1.5", "in.small"},
		`{"in":{"small":"1"}}`: {"string", "in.small"},
		`{"in":[]}`:            {"array", "in", "inner"},
	} {
		err := json.Unmarshal([]byte(data), &v)
		var typeErr *json.UnmarshalTypeError
		if !errors.As(err, &typeErr) {
			t.Fatalf("%s: error %v", data, err)
		}
		for _, w := range want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %q does not say %q", data, err, w)
			}
		}
	}
}

func TestACycleIsAnErrorNotACrash(t *testing.T) {
	type node struct{ Next *node }
	n := &node{}
	n.Next = n
	if _, err := json.Marshal(n); err == nil || !strings.Contains(err.Error(), "cycle") {
		t.Fatalf("error %v", err)
	}
	m := map[string]any{}
	m["m"] = m
	if _, err := json.Marshal(m); err == nil {
		t.Fatal("a map holding itself was written")
	}
}

func TestTheStringOptionIsRefused(t *testing.T) {
	var v struct {
		N int `json:"n,string"`
	}
	if _, err := json.Marshal(v); err == nil || !strings.Contains(err.Error(), ",string") {
		t.Fatalf("Marshal: %v", err)
	}
	if err := json.Unmarshal([]byte(`{"n":"1"}`), &v); err == nil {
		t.Fatal("Unmarshal read it")
	}
}

func TestUnmarshalNeedsAPointerToAValue(t *testing.T) {
	var n int
	var nilPointer *int
	for _, v := range []any{nil, n, nilPointer} {
		if err := json.Unmarshal([]byte(`1`), v); err == nil {
			t.Errorf("Unmarshal into %T: no error", v)
		}
	}
}

// The bytes that make encodings differ, each checked alone (the random
// tests mix them).
func TestEscapesAndNumbersAreWrittenAsTheStandardLibrary(t *testing.T) {
	for _, v := range []any{
		"<script>&</script>", "\u2028\u2029", "\x00\x1f\x7f", "a\xffb\xc3", "\xed\xa0\x80", `"\/`, "\b\f\n\r\t",
		map[string]int{"<": 1, "b": 2, "a": 3, "\xff": 4}, map[string]any{"z": []any{1, "<"}, "y": nil},
		1e20, 1e21, 1e-6, 9.99e-7, -0.0, 123456789.123, float32(1e21), float32(9.9e-7), float32(0.1),
		[2]byte{1, 2}, json.RawMessage(" { \"a\" : \"<\" } "), json.RawMessage(nil),
	} {
		sameWrite(t, "value", v)
	}
	for _, v := range []any{json.RawMessage(`{`), json.RawMessage(`1 2`)} {
		if _, err := json.Marshal(v); err == nil {
			t.Errorf("Marshal wrote the invalid raw %q", v)
		}
		if _, err := stdjson.Marshal(v); err == nil {
			t.Errorf("encoding/json wrote the invalid raw %q", v)
		}
	}
}

// Keys in another case (Unicode's folding too), repeated keys, nulls, and
// values of the wrong type: read as encoding/json reads them.
func TestAwkwardInputReadsAsTheStandardLibrary(t *testing.T) {
	for _, data := range []string{
		`{"SHADOW":1,"a":2,"A":3,"b":4,"C":5,"c":6}`, `{"ſhadow":1,"ſ":2,"tail":{"ſhadow":3}}`, `{"\u212a":1,"k":2}`,
		`{"a":1,"a":2,"Sl":[{"a":1}],"Sl":[{"B":"x"}]}`, `{"m":{"x":{"a":1}},"m":{"y":null}}`,
		`{"Ptr":null,"Sl":null,"m":null,"I":null,"VM":null,"TV":null,"raw":null,"PMp":null,"PP":null}`,
		`{"TV":"t5","TVs":{"a":"t1","b":"x"}}`, `{"TV":5}`, `{"Arr":[1,2,3]}`, `{"Arr":[300]}`, `{"Arr":"AQI="}`,
		`{"VM":{"N":1}}`, `{"VM":{"N":"x"}}`, `{"tie":1,"X":2,"Z":3,"Y":4}`, `{"-":1,"Skip":2,"a<b>&c":3,"Bad":4,"b\"c":5}`,
		`{"F32":3.4028236e38}`, `{"F32":1e-46}`, `{"U8":-0}`, `{"I":-0}`, `{"I":1e0}`, `{"raw":[1,{"a":[true,null,"x"]}]}`,
	} {
		sameRead(t, data, []byte(data), reflect.TypeFor[kitchen]())
		sameDecode(t, data, []byte(data), reflect.TypeFor[kitchen]())
		sameRead(t, data, []byte(data), reflect.TypeFor[json.RawMessage]())
	}
}

// What no record holds is refused with an error that says so, rather than
// read or written otherwise than encoding/json would: maps keyed by
// anything but strings, []byte (base64), decoding into an interface. An
// interface is written (snapshots hold them), and null read into one.
func TestWhatNoRecordHoldsIsRefused(t *testing.T) {
	for _, v := range []any{map[int]int{1: 2}, map[textKey]int{}, []byte("hi"), struct{ B []byte }{}, map[string][]byte{"a": nil}} {
		if _, err := json.Marshal(v); err == nil || !strings.Contains(err.Error(), "not supported") {
			t.Errorf("Marshal(%#v): error %v", v, err)
		}
	}
	var a any
	var m map[int]int
	var b []byte
	var s struct{ X any }
	for _, c := range []struct {
		data string
		v    any
	}{{`1`, &a}, {`{"1":2}`, &m}, {`"aGk="`, &b}, {`{"X":[1]}`, &s}} {
		if err := json.Unmarshal([]byte(c.data), c.v); err == nil || !strings.Contains(err.Error(), "not supported") {
			t.Errorf("Unmarshal(%s) into %T: error %v", c.data, c.v, err)
		}
	}
	s.X = 1
	if err := json.Unmarshal([]byte(`{"X":null}`), &s); err != nil || s.X != nil {
		t.Errorf("null into an interface: %v, %v", err, s.X)
	}
	if err := json.Unmarshal([]byte(`[104,105]`), &b); err != nil || string(b) != "hi" {
		t.Errorf("an array into a []byte: %v, %q", err, b)
	}
}
