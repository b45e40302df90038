package main

import (
	"errors"
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

// In the copy, imagetobytes.go keeps imageToBytes and loses only
// imageToBytesSlow and the import of image/draw; the added file declares
// imageToBytesSlow in package ebiten; both parse.
func TestImageToBytesLeavesImageDrawOut(t *testing.T) {
	src := ebitenFile(t, imageToBytesFile)
	out, err := imageToBytesWithoutDraw(src)
	if err != nil {
		t.Fatal(err)
	}
	added, err := pixelCopyForEbiten(pixelCopySource)
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string][]byte{imageToBytesFile: out, "parlour_imagetobytes.go": added} {
		f, err := parser.ParseFile(token.NewFileSet(), name, text, parser.ImportsOnly)
		if err != nil {
			t.Fatalf("%s does not parse: %v", name, err)
		}
		if f.Name.Name != "ebiten" {
			t.Errorf("%s is package %s", name, f.Name.Name)
		}
		for _, imp := range f.Imports {
			if imp.Path.Value == `"image/draw"` {
				t.Errorf("%s still imports image/draw", name)
			}
		}
	}
	if strings.Contains(string(out), "func imageToBytesSlow") || !strings.Contains(string(out), "func imageToBytes(") {
		t.Error("the copy's imagetobytes.go should keep imageToBytes and lose imageToBytesSlow")
	}
	if !strings.Contains(string(added), "func imageToBytesSlow(img image.Image) []byte {") {
		t.Error("the added file does not declare imageToBytesSlow as the original did")
	}
}

// A file whose imageToBytesSlow changed, or that uses image/draw
// elsewhere, stops the build rather than being patched blind.
func TestTheImageToBytesPatchRefusesAnUnexpectedFile(t *testing.T) {
	src := string(ebitenFile(t, imageToBytesFile))
	for name, changed := range map[string]string{
		"another call":     strings.Replace(src, "draw.Src)", "draw.Over)", 1),
		"draw used twice":  src + "\nvar _ = draw.Over\n",
		"no image/draw":    strings.Replace(src, imageToBytesDrawImport, "", 1),
		"a renamed helper": strings.Replace(src, "func imageToBytesSlow(", "func imageToBytesSlowly(", 1),
	} {
		if _, err := imageToBytesWithoutDraw([]byte(changed)); !errors.Is(err, errUpstreamChanged) {
			t.Errorf("%s: %v, want errUpstreamChanged", name, err)
		}
	}
}
