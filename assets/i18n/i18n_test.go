package i18n

import (
	"slices"
	"strings"
	"testing"
)

func TestTFillsArgumentsAndFallsBack(t *testing.T) {
	if got := T("table.round", 3); got != "Round 3" {
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

func TestOneTokenIsSingular(t *testing.T) {
	if got := N("table.tokens_to_win", 1, 1); got != "1 token wins" {
		t.Fatalf("%q", got)
	}
	if got := N("table.tokens_to_win", 4, 4); got != "4 tokens win" {
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

func TestEveryCatalogSaysEverythingEnglishSays(t *testing.T) {
	english := map[string]string{} // base key -> placeholders
	for _, k := range Keys("en") {
		base, _, _ := strings.Cut(k, "#")
		msg, _ := Raw("en", k)
		english[base] = placeholders(msg)
	}
	for lang, forms := range pluralForms {
		t.Run(lang, func(t *testing.T) {
			for base, want := range english {
				counted := Has(base + "#other")
				keys := []string{base}
				if counted {
					keys = nil
					for _, f := range forms {
						keys = append(keys, base+"#"+f)
					}
				}
				for _, k := range keys {
					msg, ok := Raw(lang, k)
					if !ok {
						t.Errorf("%s lacks %s", lang, k)
						continue
					}
					if got := placeholders(msg); got != want && !(counted && strings.Contains(want, got)) {
						t.Errorf("%s %s uses {%s}, English uses {%s}", lang, k, got, want)
					}
				}
			}
			for _, k := range Keys(lang) {
				base, _, _ := strings.Cut(k, "#")
				if _, ok := english[base]; !ok {
					t.Errorf("%s has %s, which English does not", lang, k)
				}
			}
		})
	}
}
