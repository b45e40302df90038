package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// The patch caller-without-go-build (patches.go) replaces caller.go by a
// stub that keeps FirstCaller's types and signature and finds no caller, as
// the original does when go/build cannot find Ebitengine's source.
const callerFile = "internal/debug/caller.go"

var callerStub = []byte(`// Replaced by Parlour's cmd/webbuild (patch caller-without-go-build): FirstCaller without go/build.

package debug

type CallerType int

const (
	CallerTypeNone CallerType = iota
	CallerTypeRegular
	CallerTypeInternal
)

// FirstCaller finds no caller: in a browser go/build never finds Ebitengine's source.
func FirstCaller() (file string, line int, callerType CallerType) {
	return "", 0, CallerTypeNone
}
`)

// withoutGoBuild replaces the copy's caller.go by callerStub, after checking
// that the original declares what the stub does and nothing else.
func withoutGoBuild(m *module) error {
	original, err := os.ReadFile(filepath.Join(m.dir, callerFile))
	if err != nil {
		return err
	}
	file, err := parser.ParseFile(token.NewFileSet(), callerFile, original, 0)
	if err != nil {
		return err
	}
	var names []string
	for _, decl := range file.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			names = append(names, d.Name.Name)
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				switch s := spec.(type) {
				case *ast.TypeSpec:
					names = append(names, s.Name.Name)
				case *ast.ValueSpec:
					for _, n := range s.Names {
						names = append(names, n.Name)
					}
				}
			}
		}
	}
	sort.Strings(names)
	want := "CallerType CallerTypeInternal CallerTypeNone CallerTypeRegular FirstCaller ebitengineFileDir ebitengineFileDirOnce"
	if got := strings.Join(names, " "); got != want {
		return fmt.Errorf("%s declares %q, not %q, which the stub does: %w", callerFile, got, want, errUpstreamChanged)
	}
	return os.WriteFile(filepath.Join(m.dir, callerFile), callerStub, 0o644)
}
