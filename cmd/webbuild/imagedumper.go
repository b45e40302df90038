package main

import (
	"bytes"
	"fmt"
)

// The patch image-dumper-off-in-browser (patches.go says why) opens the
// image dumper's two methods with a return in a browser.
const imageDumperFile = "imagedumper.go"

// The methods' first lines, and the return the patch puts under each:
// runtime.GOOS is a constant, so the compiler drops the rest of the body
// and, with it, everything only the dumper calls.
var imageDumperMethods = []string{
	"func (i *imageDumper) update() error {\n",
	"func (i *imageDumper) dump(screen *Image, transparent bool) error {\n",
}

const imageDumperGuard = "\t// Parlour's cmd/webbuild (image-dumper-off-in-browser): a browser's\n" +
	"\t// program has no environment to name the keys in.\n" +
	"\tif runtime.GOOS == \"js\" {\n\t\treturn nil\n\t}\n"

// withoutImageDumperInBrowser applies imageDumperOffInBrowser to the copy.
func withoutImageDumperInBrowser(m *module) error {
	return m.rewrite(imageDumperFile, imageDumperOffInBrowser)
}

// imageDumperOffInBrowser adds the guard to both methods, after checking
// that the file still reads the keys from the environment and imports
// runtime, which the guard names.
func imageDumperOffInBrowser(src []byte) ([]byte, error) {
	for _, want := range append([]string{"\t\"runtime\"\n", "os.Getenv(\"EBITENGINE_SCREENSHOT_KEY\")"}, imageDumperMethods...) {
		if bytes.Count(src, []byte(want)) != 1 {
			return nil, fmt.Errorf("%s does not hold %q once: %w", imageDumperFile, want, errUpstreamChanged)
		}
	}
	out := src
	for _, m := range imageDumperMethods {
		out = bytes.Replace(out, []byte(m), []byte(m+imageDumperGuard), 1)
	}
	return out, nil
}
