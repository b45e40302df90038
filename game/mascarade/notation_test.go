package mascarade

import (
	"strings"
	"testing"
)

func TestNotationReadsWhatItWrites(t *testing.T) {
	for _, text := range []string{"look", "swap 3", "fake c1", "swap c0", "announce widow", "contest", "pass", "target 2", "target none",
		"pair 1 4", "pair 0 2 swap", "pair 0 2 fake", "exchange", "keep", "name cheat"} {
		a, err := ParseAction(text, 6)
		if err != nil || FormatAction(a, 6) != text {
			t.Errorf("%q → %q %v", text, FormatAction(a, 6), err)
		}
	}
	// Other spellings read as the same action.
	for text, want := range map[string]string{"LOOK": "look", "announce Wid": "announce widow", "pair 4 1": "pair 1 4", "name  pupp": "name puppeteer"} {
		a, err := ParseAction(text, 6)
		if err != nil || FormatAction(a, 6) != want {
			t.Errorf("%q → %q %v, want %q", text, FormatAction(a, 6), err, want)
		}
	}
}

func TestNotationRefusesWhatItCannotRead(t *testing.T) {
	for text, want := range map[string]string{
		"swap 9":          "not a player",
		"swap c2":         "centre place",
		"swap":            "write swap PLAYER",
		"announce jester": "unknown mask",
		"announce pr":     "unknown mask",
		"announce p":      "unknown mask",
		"announce pe":     "unknown mask",
		"name pa":         "unknown mask",
		"pair 1":          "pair A B",
		"pair 1 2 maybe":  "swap or fake",
		"target -1":       "not a player",
		"look 3":          "takes nothing more",
		"fly":             "unknown action",
		"":                "empty action",
	} {
		if _, err := ParseAction(text, 6); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
}
