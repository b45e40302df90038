package i18n

import "testing"

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
