package game

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// Quote puts text from a player in quotes for an error message, like %q, but
// only its first 40 characters, marked "…" when cut: a huge input must not
// make a huge message (a 100 MB action once made a 315 MB one).
func Quote(s string) string {
	if utf8.RuneCountInString(s) <= 40 {
		return strconv.Quote(s)
	}
	return fmt.Sprintf("%.40q…", s)
}
