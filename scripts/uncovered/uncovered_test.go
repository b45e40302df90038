package main

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func mustParse(t *testing.T, profile string) []block {
	t.Helper()
	p, err := parseProfile(strings.NewReader(profile))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Two runs' profiles of the same file: the screen run ran what the plain run
// did not, and neither ran lines 20-22.
const plainRun = `mode: set
m/scenes/a.go:3.20,5.2 2 1
m/scenes/a.go:7.15,9.3 1 0
m/scenes/a.go:9.3,11.3 1 0
m/scenes/a.go:20.10,22.2 3 0
`

const screenRun = `mode: set
m/scenes/a.go:3.20,5.2 2 0
m/scenes/a.go:7.15,9.3 1 1
m/scenes/a.go:9.3,11.3 1 0
m/scenes/a.go:20.10,22.2 3 0
`

func TestABlockCountsAsRunWhenAnyRunRanItAndALineWhenAnyBlockOnItRan(t *testing.T) {
	merged := merge(mustParse(t, plainRun), mustParse(t, screenRun))
	blocks := merged["m/scenes/a.go"]
	if len(blocks) != 4 {
		t.Fatalf("merged into %d blocks, want each of the 4 once: %+v", len(blocks), blocks)
	}
	st := lineStates(blocks)
	if len(st) != 3+5+3 {
		t.Errorf("%d lines in blocks, want 11 (3-5, 7-11, 20-22)", len(st))
	}
	// Line 9 ends a block that ran (screen) and starts one no run ran: run.
	// Lines 10-11 are only in the block no run ran; 20-22 likewise.
	if got, want := uncoveredLines(st), []int{10, 11, 20, 21, 22}; !slices.Equal(got, want) {
		t.Errorf("uncovered lines %v, want %v", got, want)
	}
}

func TestAProfileLineWithoutItsCountsIsAnError(t *testing.T) {
	for _, bad := range []string{
		"m/a.go:3.20,5.2 2",
		"m/a.go:3.20 2 1",
		"m/a.go:3.20,5 2 1",
		"m/a.go:9.1,5.2 2 1",
		"no colon at all",
	} {
		if _, err := parseProfile(strings.NewReader("mode: set\n" + bad + "\n")); err == nil {
			t.Errorf("%q parsed without an error", bad)
		}
	}
	p := mustParse(t, "mode: count\nm/c:dir/a.go:3.20,5.2 2 7\n")
	if want := (block{"m/c:dir/a.go", 3, 20, 5, 2, 2, 7}); len(p) != 1 || p[0] != want {
		t.Errorf("parsed %+v, want %+v", p, want)
	}
}

const drawSrc = `package table

import (
	eb "github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"m/render"
)

type T struct{}

func (t *T) drawSeat() {}

func (t *T) Drawn() bool { return true }

func frame(dst *eb.Image, x int) {}

func card(p render.Pen) {}

func (t *T) cached() any { return eb.NewImage(1, 1) }

func (t *T) ring() { var p vector.Path; _ = p }

func (t *T) Update() error {
	t.drawSeat()
	return nil
}

func (t *T) Layout(w, h int) (int, int) {
	return w, h
}

var hook = func(img *eb.Image) {}

var plain = func() int { return 1 }
`

func TestAFunctionDrawsWhenNamedDrawTakesAnImageOrAPenOrMakesOneOrCallsADrawing(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "a.go", drawSrc, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{
		"(*T).drawSeat":           true,  // named draw
		"(*T).Drawn":              false, // drawn is not draw
		"frame":                   true,  // takes an image, its package renamed
		"card":                    true,  // takes a render.Pen
		"(*T).cached":             true,  // makes an image
		"(*T).ring":               true,  // uses vector
		"(*T).Update":             true,  // calls drawSeat
		"(*T).Layout":             false,
		"func literal at line 32": true,
		"func literal at line 34": false,
	}
	got := map[string]bool{}
	for _, fn := range funcs(fset, f, "m", false) {
		got[fn.name] = fn.drawing != ""
	}
	for name, w := range want {
		g, ok := got[name]
		if !ok {
			t.Errorf("no function %s among %v", name, got)
		} else if g != w {
			t.Errorf("%s drawing = %v, want %v", name, g, w)
		}
	}
}

func TestOnlyFilesThatCannotBuildNativelyAreJsOnly(t *testing.T) {
	for _, c := range []struct {
		name, src string
		js        bool
	}{
		{"page_js.go", "package p\n", true},
		{"page_other.go", "//go:build !js\n\npackage p\n", false},
		{"shown.go", "//go:build js\n\npackage p\n", true},
		{"tiny.go", "//go:build tinygame\n\npackage p\n", false},
		// A native run with -tags tinygame builds it.
		{"tinyweb.go", "//go:build js || tinygame\n\npackage p\n", false},
		{"plain.go", "package p\n", false},
	} {
		if got := jsOnly(".", c.name, []byte(c.src)); got != c.js {
			t.Errorf("%s: jsOnly = %v, want %v", c.name, got, c.js)
		}
	}
}

func TestAFileOfAPackageNoRunCompiledCountsItsFunctionBodiesAndAJsFileIsApart(t *testing.T) {
	dir := t.TempDir()
	src := "package p\n\nfunc f() {\n\tg()\n}\n\nfunc g() {}\n"
	for _, name := range []string{"a.go", "a_js.go"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	r, err := analyseFile(filepath.Join(dir, "a.go"), "scenes/p/a.go", "m", nil, false)
	if err != nil {
		t.Fatal(err)
	}
	if r.lines != 7 || r.blockLines != 4 || len(r.uncovered) != 4 || !r.notBuilt {
		t.Errorf("in no profile: %d lines, %d in blocks, %d uncovered, notBuilt %v; want 7, 4 (3-5, 7), 4, true",
			r.lines, r.blockLines, len(r.uncovered), r.notBuilt)
	}
	// The same file where its package was compiled: no blocks, no statements.
	empty, err := analyseFile(filepath.Join(dir, "a.go"), "scenes/p/a.go", "m", nil, true)
	if err != nil {
		t.Fatal(err)
	}
	if empty.notBuilt || len(empty.uncovered) != 0 {
		t.Errorf("in a compiled package without blocks: notBuilt %v, %d uncovered; want false, 0", empty.notBuilt, len(empty.uncovered))
	}
	js, err := analyseFile(filepath.Join(dir, "a_js.go"), "scenes/p/a_js.go", "m", nil, true)
	if err != nil {
		t.Fatal(err)
	}
	if !js.jsOnly || js.notBuilt || len(js.uncovered) != 0 || js.blockLines != 4 {
		t.Errorf("js only: jsOnly %v, notBuilt %v, %d uncovered, %d in bodies; want true, false, 0, 4",
			js.jsOnly, js.notBuilt, len(js.uncovered), js.blockLines)
	}
}

func TestLineRangesAreWrittenShort(t *testing.T) {
	if got := ranges([]int{3, 4, 5, 7, 9, 10}); got != "3-5,7,9-10" {
		t.Errorf("ranges = %q", got)
	}
	if got := n(21034); got != "21,034" {
		t.Errorf("n = %q", got)
	}
}

func TestAFileChangedSinceTheRunIsCalledStale(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.go")
	if err := os.WriteFile(file, []byte("package p\n\nfunc f() {\n\tg()\n}\n\nfunc g() {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	fits := mustParse(t, "mode: set\nm/scenes/p/a.go:3.10,5.2 1 0\n")
	r, err := analyseFile(file, "scenes/p/a.go", "m", fits, true)
	if err != nil {
		t.Fatal(err)
	}
	if r.stale {
		t.Error("a block inside f called stale")
	}
	// The profile of a longer version of the file: a block past its end.
	longer := mustParse(t, "mode: set\nm/scenes/p/a.go:12.10,14.2 1 0\n")
	if r, err = analyseFile(file, "scenes/p/a.go", "m", longer, true); err != nil {
		t.Fatal(err)
	}
	if !r.stale {
		t.Error("a block past the file's functions not called stale")
	}
}
