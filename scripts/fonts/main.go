// Command fonts writes assets/fonts: the Go fonts (Regular and Bold, from
// golang.org/x/image at the version go.mod names) cut down to the characters
// Parlour can show, without TrueType hinting (etxt rasterises outlines and
// never runs hinting programs). Whole fonts are 300 KB raw, 113 KB brotli in
// the wasm; the subsets are about a quarter of that.
//
// Kept: ASCII, Latin-1 and Latin Extended-A (Polish, and names people type),
// Cyrillic (Russian, Ukrainian), common punctuation and arrows, and every
// character of every message catalog (assets/i18n, scenes/*/i18n) and of the
// client's Go sources. assets/fonts' test fails when a catalog gains a
// character the subsets lack: run this again then.
//
//	go run ./scripts/fonts   (needs pyftsubset: Debian's fonttools package)
//
// The output depends only on the inputs and the fonttools version, so the
// files are committed and the build needs no Python.
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

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// ranges are always kept, whatever the catalogs say today.
var ranges = []string{
	"U+0020-007E", "U+00A0-017F", // ASCII, Latin-1, Latin Extended-A
	"U+0400-045F", "U+0490-0491", // Cyrillic with Ukrainian's Ґ ґ
	"U+2010-2027", "U+2030-203A", // dashes, quotes, ellipsis, bullets
	"U+2190-2195", "U+21C4", "U+2212", "U+2264-2265", "U+25B2", "U+25BC", "U+2713", "U+FFFD",
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "fonts:", err)
		os.Exit(1)
	}
}

func run() error {
	used := map[rune]bool{}
	catalogs, _ := filepath.Glob("assets/i18n/*.json")
	more, _ := filepath.Glob("scenes/*/i18n/*.json")
	for _, f := range append(catalogs, more...) {
		b, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		var m map[string]string
		if err := json.Unmarshal(b, &m); err != nil {
			return fmt.Errorf("%s: %v", f, err)
		}
		for _, v := range m {
			for _, r := range v {
				used[r] = true
			}
		}
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
	var extra []rune
	for r := range used {
		if r > 0x7e {
			extra = append(extra, r)
		}
	}
	slices.Sort(extra)
	for _, r := range extra {
		unicodes = append(unicodes, fmt.Sprintf("U+%04X", r))
	}
	tmp, err := os.MkdirTemp("", "fonts")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	for name, ttf := range map[string][]byte{"regular": goregular.TTF, "bold": gobold.TTF} {
		in := filepath.Join(tmp, name+".ttf")
		if err := os.WriteFile(in, ttf, 0o644); err != nil {
			return err
		}
		cmd := exec.Command("pyftsubset", in,
			"--unicodes="+strings.Join(unicodes, ","),
			"--no-hinting", "--name-IDs=1,2", "--drop-tables+=gasp",
			"--output-file="+filepath.Join("assets", "fonts", name+".ttf"))
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("pyftsubset (Debian: apt-get install fonttools): %v", err)
		}
	}
	return nil
}
