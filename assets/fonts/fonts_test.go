package fonts

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

func parse(t *testing.T, name string, ttf []byte) *sfnt.Font {
	t.Helper()
	f, err := sfnt.Parse(ttf)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return f
}

// Every character of every catalog that the whole Go fonts have is in the
// subsets too: a catalog that gains one needs `go run ./scripts/fonts` again.
func TestCatalogCharactersHaveGlyphs(t *testing.T) {
	files, _ := filepath.Glob("../i18n/*.json")
	more, _ := filepath.Glob("../../scenes/*/i18n/*.json")
	files = append(files, more...)
	if len(files) < 8 {
		t.Fatalf("found only %d catalogs", len(files))
	}
	var buf sfnt.Buffer
	for name, pair := range map[string][2][]byte{"regular": {Regular, goregular.TTF}, "bold": {Bold, gobold.TTF}} {
		f, whole := parse(t, name, pair[0]), parse(t, name, pair[1])
		for _, file := range files {
			b, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var m map[string]string
			if err := json.Unmarshal(b, &m); err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			missing := map[rune]bool{}
			for _, v := range m {
				for _, r := range v {
					if r == '\n' || missing[r] {
						continue
					}
					if g, err := whole.GlyphIndex(&buf, r); err != nil || g == 0 {
						continue // the whole font lacks it too: etxt skips it
					}
					if g, err := f.GlyphIndex(&buf, r); err != nil || g == 0 {
						missing[r] = true
						t.Errorf("%s: %s uses %q (U+%04X), which the font lacks: run go run ./scripts/fonts", name, file, r, r)
					}
				}
			}
		}
	}
}

// The letters of the four languages are all there.
func TestAlphabets(t *testing.T) {
	const letters = "AaZz0123456789ĄąĆćĘęŁłŃńÓóŚśŹźŻżАаЯяЁёЪъЫыЭэІіЇїЄєҐґ«»—…"
	var buf sfnt.Buffer
	for name, ttf := range map[string][]byte{"regular": Regular, "bold": Bold} {
		f := parse(t, name, ttf)
		for _, r := range letters {
			if g, err := f.GlyphIndex(&buf, r); err != nil || g == 0 {
				t.Errorf("%s lacks %q", name, r)
			}
		}
	}
}
