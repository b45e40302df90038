package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The copy's caller.go no longer imports go/build (see patch.go), and a
// caller.go that declares something the stub lacks is refused, not replaced.
func TestCallerIsReplacedOnlyWhileItDeclaresWhatTheStubDoes(t *testing.T) {
	dir := ebitenDir(t)
	dst := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dst, "internal", "debug"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := copyFile(filepath.Join(dir, callerFile), filepath.Join(dst, callerFile)); err != nil {
		t.Fatal(err)
	}
	if err := withoutGoBuild(&module{dir: dst}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dst, callerFile))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), `"go/build"`) || !strings.Contains(string(b), "func FirstCaller() (file string, line int, callerType CallerType)") {
		t.Fatalf("the replaced caller.go:\n%s", b)
	}
	changed := t.TempDir()
	if err := os.MkdirAll(filepath.Join(changed, "internal", "debug"), 0o755); err != nil {
		t.Fatal(err)
	}
	upstream := append([]byte(nil), callerStub...)
	upstream = append(upstream, "\nfunc CallerDepth() int { return 0 }\n"...)
	if err := os.WriteFile(filepath.Join(changed, callerFile), upstream, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := withoutGoBuild(&module{dir: changed}); !errors.Is(err, errUpstreamChanged) {
		t.Fatalf("a caller.go with a new function was replaced anyway (err %v)", err)
	}
}

func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, b, 0o644)
}
