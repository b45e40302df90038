package main

import (
	"errors"
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

// In the copy, both of the dumper's methods return at once in a browser,
// the file still parses, and the rest of it is as it was.
func TestTheImageDumperDoesNothingInABrowser(t *testing.T) {
	src := ebitenFile(t, imageDumperFile)
	out, err := imageDumperOffInBrowser(src)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := parser.ParseFile(token.NewFileSet(), imageDumperFile, out, 0); err != nil {
		t.Fatalf("the patched file does not parse: %v", err)
	}
	for _, m := range imageDumperMethods {
		if !strings.Contains(string(out), m+imageDumperGuard) {
			t.Errorf("%q does not open with the guard", strings.TrimSpace(m))
		}
	}
	if got := strings.ReplaceAll(string(out), imageDumperGuard, ""); got != string(src) {
		t.Error("the patch changed more than the guards")
	}
}

// A dumper that no longer reads its keys from the environment, or whose
// methods changed, stops the build rather than being patched blind.
func TestTheImageDumperPatchRefusesAnUnexpectedFile(t *testing.T) {
	src := string(ebitenFile(t, imageDumperFile))
	for name, changed := range map[string]string{
		"no environment": strings.ReplaceAll(src, `os.Getenv("EBITENGINE_SCREENSHOT_KEY")`, `""`),
		"update renamed": strings.ReplaceAll(src, "func (i *imageDumper) update() error {", "func (i *imageDumper) poll() error {"),
	} {
		if _, err := imageDumperOffInBrowser([]byte(changed)); !errors.Is(err, errUpstreamChanged) {
			t.Errorf("%s: err = %v, want one that says what to update", name, err)
		}
	}
}
