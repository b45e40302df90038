package i18n

import (
	"strings"
	"testing"
	"testing/fstest"
)

// The forms each language tells apart for a message about a seat
// (forms.go): a language that gives a message one gender's form gives the
// other's too, or a woman would be worded as a man where a man is not.
var formsTold = map[string][]Form{
	"uk": {Masculine, Feminine},
	"ru": {Masculine, Feminine},
	"pl": {Masculine, Feminine},
}

// TestFormsAreCompleteWhereGiven reads every catalog on disk: English
// gives no forms (its message is the neutral wording every language falls
// back to); a form's placeholders are its message's; where a language gives
// a message one gender's form it gives every gender's, in every plural
// category the message has.
func TestFormsAreCompleteWhereGiven(t *testing.T) {
	for _, c := range catalogsOnDisk(t) {
		for k := range c.langs["en"] {
			if strings.Contains(k, "@") {
				t.Errorf("%s: English gives a form, %s: English words every seat alike", c.dir, k)
			}
		}
		for lang, cat := range c.langs {
			for k, msg := range cat {
				key, plural, counted := strings.Cut(k, "#")
				base, form, formed := strings.Cut(key, "@")
				if !formed {
					continue
				}
				neutral := base
				if counted {
					neutral += "#" + plural
				}
				n, ok := cat[neutral]
				if !ok {
					t.Errorf("%s %s: %s has no neutral message %s", c.dir, lang, k, neutral)
				} else if placeholders(n) != placeholders(msg) && !strings.Contains(placeholders(n), placeholders(msg)) {
					t.Errorf("%s %s: %s uses {%s}, its neutral message {%s}", c.dir, lang, k, placeholders(msg), placeholders(n))
				}
				if Form(form) == Addressed {
					continue
				}
				for _, f := range formsTold[lang] {
					other := base + "@" + string(f)
					if counted {
						other += "#" + plural
					}
					if _, ok := cat[other]; !ok {
						t.Errorf("%s %s: %s is given but not %s", c.dir, lang, k, other)
					}
				}
				if !containsForm(formsTold[lang], Form(form)) {
					t.Errorf("%s %s: %s is a form the language does not tell apart", c.dir, lang, k)
				}
			}
		}
	}
}

func containsForm(fs []Form, f Form) bool {
	for _, x := range fs {
		if x == f {
			return true
		}
	}
	return false
}

// FormKey picks a seat's form where the language gives it, and the neutral
// message where it does not (English, or a name whose gender is unknown).
func TestFormKeyPicksTheSeatsFormOrTheNeutralMessage(t *testing.T) {
	Add(fstest.MapFS{
		"forms/en.json": {Data: []byte(`{"formtest.out": "out", "formtest.won#one": "{0} token", "formtest.won#other": "{0} tokens"}`)},
		"forms/uk.json": {Data: []byte(`{"formtest.out": "поза раундом", "formtest.out@m": "вибув", "formtest.out@f": "вибула", "formtest.out@you": "вибули",
			"formtest.won#one": "у гравця {0} жетон", "formtest.won#few": "у гравця {0} жетони", "formtest.won#many": "у гравця {0} жетонів",
			"formtest.won@f#one": "у неї {0} жетон", "formtest.won@f#few": "у неї {0} жетони", "formtest.won@f#many": "у неї {0} жетонів",
			"formtest.won@m#one": "у нього {0} жетон", "formtest.won@m#few": "у нього {0} жетони", "formtest.won@m#many": "у нього {0} жетонів"}`)},
	}, "forms")
	defer SetLanguage("en")
	cases := []struct {
		lang string
		form Form
		out  string
		won  string
	}{
		{"en", Feminine, "out", "3 tokens"},
		{"uk", Feminine, "вибула", "у неї 3 жетони"},
		{"uk", Masculine, "вибув", "у нього 3 жетони"},
		{"uk", Addressed, "вибули", "у гравця 3 жетони"},
		{"uk", Neutral, "поза раундом", "у гравця 3 жетони"},
	}
	for _, c := range cases {
		SetLanguage(c.lang)
		if got := G("formtest.out", c.form); got != c.out {
			t.Errorf("%s %q: out is %q, want %q", c.lang, c.form, got, c.out)
		}
		if got := NG("formtest.won", c.form, 3, 3); got != c.won {
			t.Errorf("%s %q: won is %q, want %q", c.lang, c.form, got, c.won)
		}
	}
}
