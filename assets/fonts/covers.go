package fonts

import (
	"sync"
	"unicode"

	"golang.org/x/image/font/sfnt"
)

var (
	parsedOnce sync.Once
	parsed     []*sfnt.Font
)

// Lacking returns the first character of s that one of the faces cannot
// draw, and false when every face draws all of s. The faces hold only the
// scripts Parlour shows, so a name typed in another script (or an emoji)
// would be drawn blank: the game refuses it when it is typed and says which
// character, and repairs a stored one.
func Lacking(s string) (rune, bool) {
	parsedFaces()
	var buf sfnt.Buffer
	for _, r := range s {
		if unicode.IsSpace(r) {
			continue
		}
		for _, f := range parsed {
			if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
				return r, true
			}
		}
	}
	return 0, false
}

// parsedFaces parses the display, regular and bold faces, once.
func parsedFaces() []*sfnt.Font {
	parsedOnce.Do(func() {
		for _, b := range [][]byte{Display, Regular, Bold} {
			f, err := sfnt.Parse(b)
			if err != nil {
				panic(err) // embedded font data: a build problem, not input
			}
			parsed = append(parsed, f)
		}
	})
	return parsed
}
