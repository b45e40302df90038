package fonts

import (
	"bufio"
	"bytes"
	_ "embed"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/image/font/sfnt"
)

//go:embed lacking.txt
var lackingTxt []byte

// faces are every embedded face by its file's name.
var faces = map[string][]byte{"display.ttf": Display, "regular.ttf": Regular, "bold.ttf": Bold}

func parse(t *testing.T, name string, ttf []byte) *sfnt.Font {
	t.Helper()
	f, err := sfnt.Parse(ttf)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return f
}

// lacking is, per face, the catalog characters scripts/fonts found the whole
// Debian font lacks.
func lacking(t *testing.T) map[string]string {
	m := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(lackingTxt))
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		name, chars, _ := strings.Cut(line, " ")
		m[name] = chars
	}
	for name := range faces {
		if _, ok := m[name]; !ok {
			t.Fatalf("lacking.txt has no line for %s: run go run ./scripts/fonts", name)
		}
	}
	return m
}

// Every character of every catalog is in every face, but for those the whole
// font lacks (lacking.txt): a catalog that gains one needs
// `go run ./scripts/fonts` again.
func TestCatalogCharactersHaveGlyphs(t *testing.T) {
	files, _ := filepath.Glob("../i18n/*.json")
	more, _ := filepath.Glob("../../scenes/*/i18n/*.json")
	files = append(files, more...)
	if len(files) < 8 {
		t.Fatalf("found only %d catalogs", len(files))
	}
	skip := lacking(t)
	var buf sfnt.Buffer
	for name, ttf := range faces {
		f := parse(t, name, ttf)
		missing := map[rune]bool{}
		for _, file := range files {
			b, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var m map[string]string
			if err := json.Unmarshal(b, &m); err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			for _, v := range m {
				for _, r := range v {
					if r == '\n' || missing[r] || strings.ContainsRune(skip[name], r) {
						continue
					}
					if g, err := f.GlyphIndex(&buf, r); err != nil || g == 0 {
						missing[r] = true
						t.Errorf("%s: %s uses %q (U+%04X), which the face lacks: run go run ./scripts/fonts", name, file, r, r)
					}
				}
			}
		}
	}
}

// The letters of the four languages are in every face.
func TestAlphabets(t *testing.T) {
	const letters = "AaZz0123456789ĄąĆćĘęŁłŃńÓóŚśŹźŻżАаЯяЁёЪъЫыЭэІіЇїЄєҐґ«»—…"
	var buf sfnt.Buffer
	for name, ttf := range faces {
		f := parse(t, name, ttf)
		for _, r := range letters {
			if g, err := f.GlyphIndex(&buf, r); err != nil || g == 0 {
				t.Errorf("%s lacks %q", name, r)
			}
		}
	}
}

// A name is drawn only when every face has each of its characters: names in
// the scripts the catalogs use pass, others are caught with the character.
func TestLackingFindsTheFirstCharacterNoFaceCanDraw(t *testing.T) {
	for _, c := range []struct {
		name string
		want rune // 0: every face draws it
	}{
		{"Ada", 0}, {"Zoë Łucja", 0}, {"Олена", 0}, {"Ґанна Їжак", 0}, {"Ж-1 (2)", 0},
		{"Ada 😀", '😀'}, {"مريم", 'م'}, {"李", '李'}, {"A\u200dB", '\u200d'},
	} {
		r, lacks := Lacking(c.name)
		if lacks != (c.want != 0) || r != c.want {
			t.Errorf("Lacking(%q) = %q, %v; want %q", c.name, r, lacks, c.want)
		}
	}
}
