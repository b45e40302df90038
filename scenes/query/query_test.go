package query

import (
	"net/url"
	"reflect"
	"strings"
	"testing"
)

// Queries as pages meet them, and broken ones: each reads as
// url.ParseQuery reads it, values and error alike.
var queries = []string{
	"", "game=loveletter&players=3&seed=5", "a=1&a=2&b=", "lang=uk&speed=fast&bots=clever",
	"name=%D0%92%D0%B8", "name=Ada+Lovelace", "a=%zz&b=2", "a=%4", "a=1;b=2", "a=%zz;b", "&&a=1&&", "=1&a",
	"k%20=v%2Bw", "a=1&%=2&b=3", "a", "x=" + strings.Repeat("%41", 100), strings.Repeat("a=1&", 10000) + "b=2",
	"a=1&b=%zz&c=3;d", "a=%e2%88%92", "%C3%A9=%C3%A9",
}

func TestAQueryReadsAsNetURLReadsIt(t *testing.T) {
	for _, q := range queries {
		same(t, q)
	}
}

func same(t *testing.T, q string) {
	t.Helper()
	want, wantErr := url.ParseQuery(q)
	got, err := Parse(q)
	if (err == nil) != (wantErr == nil) || (err != nil && err.Error() != wantErr.Error()) {
		t.Fatalf("Parse(%.60q): error %v, want %v", q, err, wantErr)
	}
	if !reflect.DeepEqual(map[string][]string(got), map[string][]string(want)) {
		t.Fatalf("Parse(%.60q) = %v, want %v", q, got, want)
	}
	if wantErr == nil && got.Encode() != want.Encode() {
		t.Fatalf("Encode of %.60q: %q, want %q", q, got.Encode(), want.Encode())
	}
}

func FuzzParse(f *testing.F) {
	for _, q := range queries {
		if len(q) < 1000 {
			f.Add(q)
		}
	}
	f.Fuzz(func(t *testing.T, q string) { same(t, q) })
}

// Values built as ShareQuery and hostlink build them encode as url.Values.
func TestValuesEncodeAsNetURLValues(t *testing.T) {
	pairs := [][2]string{{"game", "loveletter"}, {"players", "3"}, {"name", "Ви і я"}, {"seed", "18446744073709551615"},
		{"opt", "a&b=c"}, {"tilde", "~-._"}, {"emoji", "🂡"}, {"", "empty key"}, {"sp ace", "x+y"}}
	v, w := Values{}, url.Values{}
	for _, p := range pairs {
		v.Set(p[0], p[1])
		w.Set(p[0], p[1])
	}
	if v.Encode() != w.Encode() {
		t.Fatalf("%q, want %q", v.Encode(), w.Encode())
	}
	if v.Get("game") != "loveletter" || v.Get("none") != "" {
		t.Fatal("Get")
	}
	if (Values{}).Encode() != "" {
		t.Fatal("empty values encode as something")
	}
}
