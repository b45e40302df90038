package i18n

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every catalog in the repository decodes to what encoding/json makes of it.
func TestEveryCatalogDecodesAsEncodingJSONDoes(t *testing.T) {
	files, _ := filepath.Glob("*.json")
	more, _ := filepath.Glob("../../scenes/*/i18n/*.json")
	files = append(files, more...)
	if len(files) < 20 {
		t.Fatalf("found only %d catalog files", len(files))
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var want map[string]string
		if err := json.Unmarshal(b, &want); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		got := map[string]string{}
		if err := decodeCatalog(b, got); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if !maps.Equal(got, want) {
			t.Errorf("%s: decoded differently from encoding/json", f)
		}
	}
}

func TestCatalogStringsDecodeTheirEscapes(t *testing.T) {
	for _, c := range []struct{ name, json, want string }{
		{"plain", `"Guard"`, "Guard"},
		{"Cyrillic as it is", `"Стражник"`, "Стражник"},
		{"quote, backslash, slash", `"a \"b\" \\ \/"`, `a "b" \ /`},
		{"control escapes", `"1\n2\t3\r\b\f"`, "1\n2\t3\r\b\f"},
		{"a BMP escape", `"\u00e9t\u00E9"`, "été"},
		{"a surrogate pair", `"\ud83c\udccf"`, "🃏"},
		{"a lone high half", `"\ud83c!"`, "\uFFFD!"},
		{"a high half before a BMP escape", `"\ud83c\u0041"`, "\uFFFDA"},
		{"a lone low half", `"\udccf"`, "\uFFFD"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := `{"k": ` + c.json + `}`
			got := map[string]string{}
			if err := decodeCatalog([]byte(src), got); err != nil {
				t.Fatal(err)
			}
			var want map[string]string
			if err := json.Unmarshal([]byte(src), &want); err != nil {
				t.Fatal(err)
			}
			if got["k"] != c.want || want["k"] != c.want {
				t.Errorf("decoded %q, encoding/json %q, want %q", got["k"], want["k"], c.want)
			}
		})
	}
}

// A broken catalog is refused with the line and what is wrong.
func TestABrokenCatalogIsRefusedWithItsLine(t *testing.T) {
	for _, c := range []struct{ name, json, says string }{
		{"not an object", `["a"]`, "one JSON object"},
		{"a number for a message", "{\n\"a\": 1}", "line 2: expected a string"},
		{"a null for a message", `{"a": null}`, "expected a string"},
		{"no colon", `{"a" "b"}`, "expected ':'"},
		{"no comma", `{"a": "b" "c": "d"}`, "expected ',' or '}'"},
		{"a trailing comma", `{"a": "b",}`, "expected a string"},
		{"an open string", `{"a": "b`, "does not end"},
		{"a raw newline in a string", "{\"a\": \"b\nc\"}", "control character"},
		{"an unknown escape", `{"a": "\q"}`, `unknown escape \q`},
		{"a short \\u", `{"a": "\u12"}`, "four hex digits"},
		{"text after the object", `{"a": "b"} x`, "text after"},
		{"a key twice", "{\"a\": \"b\",\n \"a\": \"c\"}", `line 2: "a" is defined twice`},
		{"not UTF-8", "{\"a\": \"\xff\"}", "not UTF-8"},
		{"empty", ``, "one JSON object"},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := decodeCatalog([]byte(c.json), map[string]string{})
			if err == nil || !strings.Contains(err.Error(), c.says) {
				t.Errorf("err = %v, want one that says %q", err, c.says)
			}
		})
	}
}

// Whatever encoding/json reads as a map of strings, with each key once and
// valid UTF-8, decodes to the same map; whatever it refuses is refused.
func FuzzDecodeCatalog(f *testing.F) {
	for _, s := range []string{`{}`, `{"a":"b"}`, `{"a": "\u00e9\ud83c\udccf", "b": "\\n"}`, ` { "x" : "" } `, `{"a":1}`, `[]`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var want map[string]string
		wantErr := json.Unmarshal(b, &want)
		got := map[string]string{}
		err := decodeCatalog(b, got)
		if wantErr != nil || want == nil {
			if err == nil && want == nil && wantErr == nil {
				t.Fatalf("%q: encoding/json reads null, decodeCatalog accepted it", b)
			}
			if wantErr != nil && err == nil {
				t.Fatalf("%q: encoding/json refuses it (%v), decodeCatalog accepted it", b, wantErr)
			}
			return
		}
		if err != nil {
			// Stricter by design: a key twice, bytes that are not UTF-8,
			// or a null for a message (encoding/json leaves it empty).
			if strings.Contains(err.Error(), "defined twice") || strings.Contains(err.Error(), "not UTF-8") ||
				strings.Contains(err.Error(), "expected a string") && strings.Contains(string(b), "null") {
				return
			}
			t.Fatalf("%q: encoding/json reads it, decodeCatalog says %v", b, err)
		}
		if !maps.Equal(got, want) {
			t.Fatalf("%q: decoded %q, encoding/json %q", b, got, want)
		}
	})
}

// English's five files, as the title's first frame decodes them, by
// decodeCatalog and by encoding/json.
func BenchmarkDecodeEnglish(b *testing.B) {
	files, _ := filepath.Glob("../../scenes/*/i18n/en.json")
	files = append(files, "en.json")
	var srcs [][]byte
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, data)
	}
	b.Run("decodeCatalog", func(b *testing.B) {
		for b.Loop() {
			for _, s := range srcs {
				if err := decodeCatalog(s, map[string]string{}); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("encoding/json", func(b *testing.B) {
		for b.Loop() {
			for _, s := range srcs {
				var m map[string]string
				if err := json.Unmarshal(s, &m); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
}
