package json_test

import (
	"bytes"
	stdjson "encoding/json"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/games"
	"parlour/game/json"
)

// fuzzRecord is a record of every shape saves hold: numbers of several
// sizes, strings, pointers, slices, arrays, maps, raw JSON, embedded
// fields, events (whose secret values read through UnmarshalJSON and type
// through UnmarshalText), a generator that refuses bad states, and itself
// nested.
type fuzzRecord struct {
	Name   string          `json:"name"`
	Count  int             `json:"count,omitempty"`
	Small  int8            `json:"small"`
	U      uint16          `json:"u"`
	F      float64         `json:"f"`
	F32    float32         `json:"f32"`
	Ok     bool            `json:"ok"`
	P      *int            `json:"p"`
	List   []int           `json:"list"`
	Arr    [3]string       `json:"arr"`
	Map    map[string]int  `json:"map"`
	Raw    json.RawMessage `json:"raw"`
	Events []game.Event    `json:"events"`
	RNG    *game.RNG       `json:"rng"`
	Inner
	Kids []fuzzRecord `json:"kids"`
}

// For any input, Unmarshal and a strict Decoder accept what encoding/json
// accepts and read the same value (into fuzzRecord and as raw JSON), and
// Compact writes what encoding/json's writes. The one difference
// allowed: nesting deeper than MaxDepth is refused here.
func FuzzDecodeMatchesStandard(f *testing.F) {
	for _, s := range []string{``, ` `, `null`, `{}`, `[]`, `"\ud83d\ude00\ud800x\u00e9"`, `{"name":"\u003c\/a\u003e","NAME":"x"}`,
		`{"small":128}`, `{"small":-1.0}`, `{"u":1e2}`, `{"f":1e400}`, `{"f32":3.5e38}`, `{"p":null,"list":null,"map":{"a":1,"a":2}}`,
		`{"arr":["a","b","c","d"]}`, `{"raw":[1, 2 ,{}]}`, `{"a":1,"B":"b","shadow":2,"Shadow":3}`, `{"kids":[{"kids":[{}]}]}`, `{"extra":1}`, `{"name":"x"} {"name":"y"}`, `{"name":"x"}]`,
		`{"events":[{"type":"reveal","seat":1,"target":-1,"card":-1,"value":-1,"secret":[1,2],"seen_by":3}]}`,
		`{"rng":["1","0","0","0"]}`, `{"rng":["0","0","0","0"]}`, `[[[[[[[[[[1]]]]]]]]]]`, "{\"name\":\"\xff\"}", `-0`, `01`, `1.`, `tru`} {
		f.Add([]byte(s))
	}
	for seed := range uint64(4) {
		fl := filler{r: rand.New(rand.NewPCG(seed, 44))}
		var r fuzzRecord
		fl.fill(reflect.ValueOf(&r).Elem())
		r.Events, r.RNG = nil, nil
		if b, err := stdjson.Marshal(r); err == nil {
			f.Add(b)
		}
	}
	e := games.All[0]
	g, err := e.Definition.New(game.Config{Players: e.Tables[0]})
	if err != nil {
		f.Fatal(err)
	}
	if save, err := game.Save(g); err == nil {
		f.Add(save)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, typ := range []reflect.Type{reflect.TypeFor[fuzzRecord](), reflect.TypeFor[json.RawMessage]()} {
			sameRead(t, typ.String(), data, typ)
			sameDecode(t, typ.String(), data, typ)
		}
		var got, want bytes.Buffer
		err := json.Compact(&got, data)
		wantErr := stdjson.Compact(&want, data)
		if err != nil && wantErr == nil && strings.Contains(err.Error(), "nested more than") && jsonDepth(data) > json.MaxDepth {
			return
		}
		if (err != nil) != (wantErr != nil) || !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Fatalf("Compact of %q: %q (%v), encoding/json's %q (%v)", data, got.Bytes(), err, want.Bytes(), wantErr)
		}
	})
}
