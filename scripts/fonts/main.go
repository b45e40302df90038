// Command fonts writes assets/fonts: Parlour's faces, each cut from its
// Debian font file down to the characters Parlour can show, without hinting
// (etxt rasterises outlines and never runs hinting programs) and without
// layout tables: etxt does not shape text, and the kerning pairs (GPOS) would
// cost about 5 KB brotli a face, over the size budget (issue 17); the Go
// fonts had none either.
//
//	display.ttf   Vollkorn SemiBold (fonts-vollkorn): titles, headings, names
//	regular.ttf   Lato Regular (fonts-lato): body, prompts, buttons, the log
//	bold.ttf      Lato Bold (fonts-lato)
//
// Both are under the SIL Open Font License 1.1 (assets/fonts/OFL.txt, with
// each face's copyright). Lato's licence reserves the name "Lato", so the
// cut-down faces are renamed: a modified font may not carry a reserved name.
//
// Kept: ASCII, Latin-1 and Latin Extended-A (Polish, and names people type),
// Cyrillic (Russian, Ukrainian), common punctuation and arrows, and every
// character of every message catalog (assets/i18n, scenes/*/i18n) and of the
// client's Go sources that the face has. The characters a catalog uses that a
// face lacks are listed in assets/fonts/lacking.txt (etxt skips them);
// assets/fonts' test fails when a catalog gains a character a subset lacks
// and the list does not name: run this again then.
//
//	apt-get install fonttools fonts-vollkorn fonts-lato
//	go run ./scripts/fonts
//
// The output depends only on the inputs and the fonttools version, so the
// files are committed and the build needs neither Python nor the fonts.
package main

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// A face is one committed font file and the Debian file it is cut from;
// figures, when set, is the suffix of the digits to map 0-9 to instead of
// the default ones.
type face struct {
	out, src, pkg, family, figures string
}

var faces = []face{
	// Vollkorn's default digits are old-style, and its 1 reads as a small
	// capital I ("Round I is over"): its lining figures (.lf) do not.
	{"display.ttf", "/usr/share/fonts/truetype/vollkorn/Vollkorn-SemiBold.ttf", "fonts-vollkorn", "Parlour Display", ".lf"},
	{"regular.ttf", "/usr/share/fonts/truetype/lato/Lato-Regular.ttf", "fonts-lato", "Parlour Text", ""},
	{"bold.ttf", "/usr/share/fonts/truetype/lato/Lato-Bold.ttf", "fonts-lato", "Parlour Text", ""},
}

// ranges are always kept, whatever the catalogs say today.
var ranges = []string{
	"U+0020-007E", "U+00A0-017F", // ASCII, Latin-1, Latin Extended-A
	"U+0400-045F", "U+0490-0491", // Cyrillic with Ukrainian's Ґ ґ
	"U+2010-2027", "U+2030-203A", // dashes, quotes, ellipsis, bullets
	"U+2190-2195", "U+21C4", "U+2212", "U+2264-2265", "U+25B2", "U+25BC", "U+2713", "U+FFFD",
}

// figures maps the digits of a font to other glyphs (before it is cut, so
// that the cut keeps them).
const figures = `
import sys
from fontTools.ttLib import TTFont
src, dst, suffix = sys.argv[1], sys.argv[2], sys.argv[3]
f = TTFont(src, recalcTimestamp=False)
names = set(f.getGlyphOrder())
for t in f["cmap"].tables:
    for cp in range(0x30, 0x3a):
        if cp in t.cmap and t.cmap[cp] + suffix in names:
            t.cmap[cp] = t.cmap[cp] + suffix
f.save(dst)
`

// rename gives a cut-down face its own family name (keeping the copyright
// notice, name 0) and lists the catalog characters the face lacks.
const rename = `
import sys
from fontTools.ttLib import TTFont
path, family, chars = sys.argv[1], sys.argv[2], sys.argv[3]
f = TTFont(path, recalcTimestamp=False)
name = f["name"]
for rec in list(name.names):
    if rec.nameID in (1, 3, 4, 6, 16, 17):
        name.removeNames(nameID=rec.nameID)
style = name.getDebugName(2) or "Regular"
name.setName(family, 1, 3, 1, 0x409)
name.setName(family + " " + style, 4, 3, 1, 0x409)
name.setName((family + "-" + style).replace(" ", ""), 6, 3, 1, 0x409)
f.save(path)
cmap = f.getBestCmap()
print("".join(c for c in chars if ord(c) not in cmap))
`

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "fonts:", err)
		os.Exit(1)
	}
}

// catalogs is every character of the message catalogs.
func catalogs() (map[rune]bool, error) {
	used := map[rune]bool{}
	files, _ := filepath.Glob("assets/i18n/*.json")
	more, _ := filepath.Glob("scenes/*/i18n/*.json")
	for _, f := range append(files, more...) {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var m map[string]string
		if err := json.Unmarshal(b, &m); err != nil {
			return nil, fmt.Errorf("%s: %v", f, err)
		}
		for _, v := range m {
			for _, r := range v {
				if r != '\n' {
					used[r] = true
				}
			}
		}
	}
	return used, nil
}

func run() error {
	inCatalogs, err := catalogs()
	if err != nil {
		return err
	}
	used := map[rune]bool{}
	for r := range inCatalogs {
		used[r] = true
	}
	for _, dir := range []string{"scenes", "render"} {
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return err
			}
			b, err := os.ReadFile(p)
			for _, r := range string(b) {
				used[r] = true
			}
			return err
		})
		if err != nil {
			return err
		}
	}
	unicodes := slices.Clone(ranges)
	var extra, cat []rune
	for r := range used {
		if r > 0x7e {
			extra = append(extra, r)
		}
	}
	for r := range inCatalogs {
		cat = append(cat, r)
	}
	slices.Sort(extra)
	slices.Sort(cat)
	for _, r := range extra {
		unicodes = append(unicodes, fmt.Sprintf("U+%04X", r))
	}
	tmp, err := os.MkdirTemp("", "fonts")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	var lacking strings.Builder
	lacking.WriteString("# Characters the message catalogs use that a face lacks (etxt skips them).\n" +
		"# Written by go run ./scripts/fonts; assets/fonts' test allows only these.\n")
	for _, f := range faces {
		if _, err := os.Stat(f.src); err != nil {
			return fmt.Errorf("%s (Debian: apt-get install %s): %v", f.src, f.pkg, err)
		}
		out := filepath.Join("assets", "fonts", f.out)
		src := f.src
		if f.figures != "" {
			src = filepath.Join(tmp, f.out)
			cmd := exec.Command("/usr/bin/python3", "-c", figures, f.src, src, f.figures)
			cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
			if err := cmd.Run(); err != nil {
				return fmt.Errorf("figures of %s (Debian: apt-get install fonttools): %v", f.src, err)
			}
		}
		cmd := exec.Command("pyftsubset", src,
			"--unicodes="+strings.Join(unicodes, ","),
			"--no-hinting", "--layout-features=",
			"--name-IDs=0,1,2", "--drop-tables+=gasp,DSIG,GDEF,GPOS,GSUB",
			"--output-file="+out)
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("pyftsubset (Debian: apt-get install fonttools): %v", err)
		}
		cmd = exec.Command("/usr/bin/python3", "-c", rename, out, f.family, string(cat))
		cmd.Stderr = os.Stderr
		missing, err := cmd.Output()
		if err != nil {
			return fmt.Errorf("renaming %s (Debian: apt-get install fonttools): %v", out, err)
		}
		fmt.Fprintf(&lacking, "%s %s\n", f.out, strings.TrimSpace(string(missing)))
	}
	return os.WriteFile(filepath.Join("assets", "fonts", "lacking.txt"), []byte(lacking.String()), 0o644)
}
