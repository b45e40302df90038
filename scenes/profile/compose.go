package profile

// Names are kept in Unicode's composed form (NFC): "Zoé" typed as e and a
// combining acute (U+0301), as some keyboards and pastes send it, is the
// same name as the one typed with é, and the fonts have no combining marks
// to draw the first with. golang.org/x/text/unicode/norm does this for all
// of Unicode but links about 32 KB brotli of tables into the client; the
// fonts draw only some 450 characters (Latin-1, Latin Extended-A,
// Cyrillic), so compose does NFC with the compositions that build one of
// them (compose_table.go, written from x/text by compose_test.go).
//
// It composes a character with the mark right after it, after spelling
// out the few characters NFC replaces (Kelvin's K): no character the fonts
// draw has two marks, so NFC's reordering of marks and composing past one
// change only names the fonts cannot draw either way, which are refused.
// TestComposeIsNFCForWhatTheFontsDraw checks every character the fonts
// draw, decomposed and followed by marks in every order, against x/text: it
// fails if the fonts ever gain a character this is too simple for.

// compose returns s in NFC, as far as the characters the fonts draw go.
func compose(s string) string {
	var out []rune
	for _, r := range s {
		for _, r := range replacement(r) {
			if n := len(out); n > 0 {
				if c, ok := composition(out[n-1], r); ok {
					out[n-1] = c
					continue
				}
			}
			out = append(out, r)
		}
	}
	return string(out)
}

// replacement is what NFC puts for r: its decomposition for the few
// characters NFC never leaves, else r.
func replacement(r rune) string {
	if d := decomposedOnly(r); d != "" {
		return d
	}
	return string(r)
}

// composition is what a character and the mark after it compose to, if
// the table has it. The table is read as it is, three characters an entry:
// a name has a mark or two, and a map would cost the download its building.
func composition(base, mark rune) (rune, bool) {
	if mark < firstMark {
		return 0, false // not a mark: the usual case, decided at once
	}
	var e [3]rune
	i := 0
	for _, r := range compositions {
		e[i], i = r, i+1
		if i < len(e) {
			continue
		}
		if e[0] == base && e[1] == mark {
			return e[2], true
		}
		i = 0
	}
	return 0, false
}
