package i18n

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

func TestTFillsArgumentsAndFallsBack(t *testing.T) {
	if got := T("table.waiting", "Ada"); got != "Ada is thinking…" {
		t.Fatalf("%q", got)
	}
	if got := T("no.such.key"); got != "no.such.key" {
		t.Fatalf("a missing key shows itself: %q", got)
	}
	if err := SetLanguage("xx"); err == nil {
		t.Fatal("unknown language accepted")
	}
}

func TestPluralFormsFollowEachLanguagesRule(t *testing.T) {
	cases := []struct {
		lang string
		n    int
		want string
	}{
		{"en", 1, "one"}, {"en", 0, "other"}, {"en", 2, "other"},
		{"pl", 1, "one"}, {"pl", 2, "few"}, {"pl", 5, "many"}, {"pl", 12, "many"}, {"pl", 22, "few"}, {"pl", 21, "many"},
		{"uk", 1, "one"}, {"uk", 21, "one"}, {"uk", 11, "many"}, {"uk", 3, "few"}, {"uk", 14, "many"},
		{"ru", 101, "one"}, {"ru", 24, "few"}, {"ru", 0, "many"},
	}
	for _, c := range cases {
		if got := PluralForm(c.lang, c.n); got != c.want {
			t.Errorf("PluralForm(%s, %d) = %s, want %s", c.lang, c.n, got, c.want)
		}
	}
}

func TestOneWinIsSingular(t *testing.T) {
	if got := N("stats.current_streak", 1, 1); got != "1 win in a row" {
		t.Fatalf("%q", got)
	}
	if got := N("stats.current_streak", 4, 4); got != "4 wins in a row" {
		t.Fatalf("%q", got)
	}
}

// pluralForms each language's catalog must give for a counted message.
var pluralForms = map[string][]string{"en": {"one", "other"}, "uk": {"one", "few", "many"}, "ru": {"one", "few", "many"}, "pl": {"one", "few", "many"}}

func placeholders(msg string) string {
	var out []byte
	for i := 0; i+2 < len(msg); i++ {
		if msg[i] == '{' && msg[i+2] == '}' {
			out = append(out, msg[i+1])
		}
	}
	slices.Sort(out)
	return string(slices.Compact(out))
}

// catalog is one set of files: the shared one, or a game's table's.
type catalog struct {
	dir    string
	prefix string // every key of a game's catalog begins with its game's name
	langs  map[string]map[string]string
}

// catalogs reads every catalog from disk: this package's, and each game's
// table's (scenes/<game>/i18n/), so a new table's catalog is checked
// without being listed anywhere.
func catalogsOnDisk(t *testing.T) []catalog {
	t.Helper()
	dirs := []string{"."}
	found, _ := filepath.Glob("../../scenes/*/i18n")
	dirs = append(dirs, found...)
	var out []catalog
	for _, dir := range dirs {
		c := catalog{dir: dir, langs: map[string]map[string]string{}}
		if dir != "." {
			c.prefix = filepath.Base(filepath.Dir(dir)) + "."
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var m map[string]string
			if err := json.Unmarshal(b, &m); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			c.langs[strings.TrimSuffix(filepath.Base(f), ".json")] = m
		}
		out = append(out, c)
	}
	if len(out) < 2 {
		t.Fatal("no game's catalog was found under scenes/*/i18n")
	}
	return out
}

func TestEveryCatalogSaysEverythingEnglishSays(t *testing.T) {
	for _, c := range catalogsOnDisk(t) {
		english := map[string]string{} // base key -> placeholders
		for k, msg := range c.langs["en"] {
			base, form, counted := strings.Cut(k, "#")
			// A counted message is compared with English's "other" form,
			// the one that says the most, whatever order the map gives.
			if !counted || form == "other" {
				english[base] = placeholders(msg)
			}
		}
		if len(english) == 0 {
			t.Errorf("%s has no English catalog", c.dir)
		}
		for lang, forms := range pluralForms {
			t.Run(c.dir+"/"+lang, func(t *testing.T) {
				cat, ok := c.langs[lang]
				if !ok {
					t.Fatalf("%s has no %s catalog", c.dir, lang)
				}
				for base, want := range english {
					_, counted := c.langs["en"][base+"#other"]
					keys := []string{base}
					if counted {
						keys = nil
						for _, f := range forms {
							keys = append(keys, base+"#"+f)
						}
					}
					for _, k := range keys {
						msg, ok := cat[k]
						if !ok {
							t.Errorf("%s lacks %s", lang, k)
							continue
						}
						if got := placeholders(msg); got != want && !(counted && strings.Contains(want, got)) {
							t.Errorf("%s %s uses {%s}, English uses {%s}", lang, k, got, want)
						}
					}
				}
				for k := range cat {
					base, _, _ := strings.Cut(k, "#")
					base, _, _ = strings.Cut(base, "@") // a seat's form (forms.go)
					if _, ok := english[base]; !ok {
						t.Errorf("%s has %s, which English does not", lang, k)
					}
				}
			})
		}
	}
}

// TestAGamesKeysAreItsOwn checks that each table's catalog keeps to keys
// beginning with its game's name, so tables written at the same time never
// define the same key (Add refuses a key defined twice).
func TestAGamesKeysAreItsOwn(t *testing.T) {
	shared := map[string]bool{}
	for _, c := range catalogsOnDisk(t) {
		for k := range c.langs["en"] {
			if c.prefix == "" {
				shared[k] = true
			} else if !strings.HasPrefix(k, c.prefix) {
				t.Errorf("%s defines %s, outside %s*", c.dir, k, c.prefix)
			}
		}
	}
	if len(shared) == 0 {
		t.Fatal("no shared keys")
	}
}

func TestAddRefusesAKeyDefinedTwice(t *testing.T) {
	twice := fstest.MapFS{"x/en.json": {Data: []byte(`{"menu.back": "again"}`)}}
	// Added before English is decoded, the key is refused when it is;
	// added after, at once.
	s := newStore()
	if err := s.add(files, ".", true); err != nil {
		t.Fatal(err)
	}
	if err := s.add(twice, "x", false); err != nil {
		t.Fatal(err)
	}
	if _, err := s.catalog("en"); err == nil || !strings.Contains(err.Error(), "menu.back") {
		t.Fatalf("a key defined twice was merged: %v", err)
	}
	s = newStore()
	if err := s.add(files, ".", true); err != nil {
		t.Fatal(err)
	}
	if _, err := s.catalog("en"); err != nil {
		t.Fatal(err)
	}
	if err := s.add(twice, "x", false); err == nil || !strings.Contains(err.Error(), "menu.back") {
		t.Fatalf("a key defined twice was merged: %v", err)
	}
	if err := s.add(fstest.MapFS{"x/tlh.json": {Data: []byte(`{"x.y": "z"}`)}}, "x", false); err == nil {
		t.Fatal("a table's catalog added a language")
	}
}

// Only the languages used are decoded.
func TestCatalogsAreDecodedWhenFirstUsed(t *testing.T) {
	s := newStore()
	if err := s.add(files, ".", true); err != nil {
		t.Fatal(err)
	}
	if len(s.decoded) != 0 {
		t.Fatalf("decoded at once: %d", len(s.decoded))
	}
	if cat, err := s.catalog("pl"); err != nil || cat["menu.back"] == "" {
		t.Fatalf("pl: %v", err)
	}
	if len(s.decoded) != 1 {
		t.Fatalf("decoded %d languages for one", len(s.decoded))
	}
}
