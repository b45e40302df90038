package main

import (
	"bytes"
	"encoding/xml"
	"image/color"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/image/font/sfnt"

	"parlour/assets/fonts"
	"parlour/render/style"
)

// Each game's poster shows its own back: the colours its table's back.go
// gives render.Back (Love Letter keeps render.DefaultBack's red), read from
// the source so that a change of colour there changes the poster.
func TestPostersReadEachGamesBackColours(t *testing.T) {
	for _, c := range []struct {
		game        string
		fill, inner color.RGBA
		corners     bool
	}{
		{"loveletter", style.BackFill, style.BackInner, true},
		{"mascarade", color.RGBA{0x4a, 0x1f, 0x4f, 0xff}, color.RGBA{0x5e, 0x2a, 0x63, 0xff}, true},
		{"rebelprincess", color.RGBA{0x1c, 0x2a, 0x55, 0xff}, color.RGBA{0x27, 0x3a, 0x70, 0xff}, true},
		{"threeparts", color.RGBA{0x14, 0x4a, 0x4a, 0xff}, color.RGBA{0x1d, 0x5e, 0x5b, 0xff}, false},
		{"a-game-without-a-table", style.BackFill, style.BackInner, true},
	} {
		b, err := readBack("../..", c.game)
		if err != nil {
			t.Fatal(err)
		}
		if b.fill != c.fill || b.inner != c.inner || b.corners != c.corners {
			t.Errorf("%s: back %+v, want fill %v inner %v corners %v", c.game, b, c.fill, c.inner, c.corners)
		}
	}
}

// Every game gets a poster under 30 KB that is well-formed SVG, the same
// bytes on every build, and names the game; each listed game has a motif
// of its own, and a game added without one gets the heart.
func TestPostersAreSmallWellFormedAndTheSameEveryBuild(t *testing.T) {
	games, err := readGames("../..")
	if err != nil {
		t.Fatal(err)
	}
	face, err := sfnt.Parse(fonts.Display)
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	files, err := writePosters("../..", out, append(games.Games, gameInfo{Name: "fifth", Title: "A Fifth & Last"}))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != len(games.Games)+1 {
		t.Fatalf("posters %v for %d games", files, len(games.Games)+1)
	}
	for _, g := range append(games.Games, gameInfo{Name: "fifth", Title: "A Fifth & Last"}) {
		svg, err := os.ReadFile(filepath.Join(out, "posters", g.Name+".svg"))
		if err != nil {
			t.Fatal(err)
		}
		if len(svg) > maxPoster {
			t.Errorf("%s: %d bytes", g.Name, len(svg))
		}
		if err := wellFormed(svg); err != nil {
			t.Errorf("%s: not well-formed: %v", g.Name, err)
		}
		b, _ := readBack("../..", g.Name)
		again, err := poster(g.Name, g.Title, b, face)
		if err != nil || !bytes.Equal(svg, again) {
			t.Errorf("%s: a second build draws another poster (%v)", g.Name, err)
		}
		if g.Name == "fifth" {
			if !strings.Contains(string(svg), motifs["heart"]) || !strings.Contains(string(svg), "A Fifth &amp; Last") {
				t.Errorf("a game without a motif: the heart, and its escaped title")
			}
			continue
		}
		if _, ok := motifs[g.Name]; !ok && g.Name != "loveletter" {
			t.Errorf("%s has no motif of its own on its poster (motifs in poster.go)", g.Name)
		}
	}
}

func wellFormed(b []byte) error {
	d := xml.NewDecoder(bytes.NewReader(b))
	for {
		if _, err := d.Token(); err == io.EOF {
			return nil
		} else if err != nil {
			return err
		}
	}
}
