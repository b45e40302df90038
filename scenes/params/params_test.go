package params

import "testing"

func TestParseKeepsGoodValuesAndWarnsAboutTheRest(t *testing.T) {
	c, w := Parse("?game=loveletter&players=4&variant=classic&lang=en&colour=red&players=9", []string{"en"})
	if c.Game != "loveletter" || c.Players != 4 || c.Variant != "classic" || c.Lang != "en" || !c.Direct {
		t.Fatalf("%+v", c)
	}
	if len(w) != 1 {
		t.Fatalf("warnings %v", w)
	}
	c, w = Parse("game=chess&players=x&variant=deluxe&lang=tlh", []string{"en"})
	if c.Game != "" || c.Players != 0 || c.Variant != "" || c.Lang != "" || len(w) != 4 {
		t.Fatalf("%+v %v", c, w)
	}
	if c, w = Parse("variant=classic&players=6", nil); c.Players != 4 || len(w) != 1 {
		t.Fatalf("%+v %v", c, w)
	}
	if _, w = Parse("%zz", nil); len(w) != 1 {
		t.Fatalf("malformed: %v", w)
	}
}

func TestTheDevicesLanguageIsUsedWhenThereIsACatalog(t *testing.T) {
	langs := []string{"en", "pl", "ru", "uk"}
	for tag, want := range map[string]string{"uk-UA": "uk", "pl": "pl", "RU-ru": "ru", "de-DE": "", "": "", "en-GB": "en"} {
		if got := PreferredLanguage(tag, langs); got != want {
			t.Errorf("%q: got %q, want %q", tag, got, want)
		}
	}
}
