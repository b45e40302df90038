package i18n

import (
	"math"
	"testing"
)

// A negative number reads with the minus sign (U+2212), never the hyphen,
// wherever it shows: alone, with its sign, and in a message (issue 38).
func TestANegativeNumberReadsWithTheMinusSign(t *testing.T) {
	for _, c := range []struct {
		n              int
		number, signed string
	}{
		{0, "0", "0"}, {7, "7", "+7"}, {-10, "−10", "−10"}, {-1, "−1", "−1"},
		{math.MinInt64, "−9223372036854775808", "−9223372036854775808"},
	} {
		if got := Number(c.n); got != c.number {
			t.Errorf("Number(%d) = %q, want %q", c.n, got, c.number)
		}
		if got := Signed(c.n); got != c.signed {
			t.Errorf("Signed(%d) = %q, want %q", c.n, got, c.signed)
		}
	}
	if got := T("no.such.key {0} {1} {2}", -10, "a-b", 3); got != "no.such.key −10 a-b 3" {
		t.Errorf("a negative int argument: %q", got)
	}
}
