package main

import (
	"bytes"
	_ "embed"
	"fmt"
	"os"
	"path/filepath"
)

// The patch image-to-bytes-without-image-draw (patches.go says why) takes
// imageToBytesSlow out of Ebitengine's imagetobytes.go, with its import of
// image/draw, and adds pixelcopy.go's in a file of its own.
const imageToBytesFile = "imagetobytes.go"

//go:embed pixelcopy/pixelcopy.go
var pixelCopySource []byte

const (
	imageToBytesDrawImport = "\t\"image/draw\"\n"
	imageToBytesSlowStart  = "\nfunc imageToBytesSlow(img image.Image) []byte {\n"
	imageToBytesDrawCall   = "\tdraw.Draw(dstImg, image.Rect(0, 0, w, h), img, img.Bounds().Min, draw.Src)\n"
)

// withoutImageDraw applies imageToBytesWithoutDraw to the copy and writes
// the replacement beside it.
func withoutImageDraw(m *module) error {
	if err := m.rewrite(imageToBytesFile, imageToBytesWithoutDraw); err != nil {
		return err
	}
	src, err := pixelCopyForEbiten(pixelCopySource)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(m.dir, "parlour_imagetobytes.go"), src, 0o644)
}

// imageToBytesWithoutDraw removes imageToBytesSlow (its last function, up
// to the closing brace at a line's start) and the import of image/draw,
// after checking that the function is the one the patch replaces: one call
// of draw.Draw with draw.Src, and no other use of the package.
func imageToBytesWithoutDraw(src []byte) ([]byte, error) {
	for _, want := range []string{imageToBytesDrawImport, imageToBytesSlowStart, imageToBytesDrawCall} {
		if bytes.Count(src, []byte(want)) != 1 {
			return nil, fmt.Errorf("%s does not hold %q once: %w", imageToBytesFile, want, errUpstreamChanged)
		}
	}
	start := bytes.Index(src, []byte(imageToBytesSlowStart))
	length := bytes.Index(src[start:], []byte("\n}\n"))
	if length < 0 || bytes.Count(src, []byte("draw.")) != 3 || !bytes.Contains(src[start:start+length], []byte(imageToBytesDrawCall)) {
		return nil, fmt.Errorf("%s uses image/draw elsewhere than in imageToBytesSlow: %w", imageToBytesFile, errUpstreamChanged)
	}
	out := append(bytes.Clone(src[:start]), src[start+length+len("\n}\n"):]...)
	return bytes.Replace(out, []byte(imageToBytesDrawImport), nil, 1), nil
}

// pixelCopyForEbiten is pixelcopy.go as a file of package ebiten.
func pixelCopyForEbiten(src []byte) ([]byte, error) {
	if bytes.Count(src, []byte("\npackage pixelcopy\n")) != 1 {
		return nil, fmt.Errorf("pixelcopy.go has no package clause")
	}
	out := bytes.Replace(src, []byte("\npackage pixelcopy\n"), []byte("\npackage ebiten\n"), 1)
	return append([]byte("// Written by Parlour's cmd/webbuild (patch image-to-bytes-without-image-draw) from its pixelcopy/pixelcopy.go.\n\n"), out...), nil
}
