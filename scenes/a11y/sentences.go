package a11y

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Sentences joins words said one after another (a summary's title and its
// lines, a reason and a card's rule) as sentences: each ends with a full
// stop unless it ends with its own mark already ("You win the game!" is
// not followed by a second, issue 38), and empty ones are left out.
func Sentences(parts ...string) string {
	var b strings.Builder
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(p)
		if !ended(p) {
			b.WriteByte('.')
		}
	}
	return b.String()
}

// ended reports whether a sentence ends with a mark of its own: a full
// stop, a question or exclamation mark, an ellipsis or a colon, before any
// closing quote or bracket.
func ended(s string) bool {
	s = strings.TrimRightFunc(s, func(r rune) bool {
		return unicode.Is(unicode.Pf, r) || unicode.Is(unicode.Pe, r) || r == '"' || r == '\''
	})
	r, _ := utf8.DecodeLastRuneInString(s)
	return strings.ContainsRune(".!?…:;", r)
}
