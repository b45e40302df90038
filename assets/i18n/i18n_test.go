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
