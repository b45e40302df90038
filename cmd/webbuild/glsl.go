package main

import (
	"bytes"
	_ "embed"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
)

//go:embed newlines.go
var newlinesFile []byte

// The lines of glsl.Compile that collapse blank lines with a regexp.
const glslBlankLines = "\tnls := regexp.MustCompile(`\\n\\n+`)\n\tvs = nls.ReplaceAllString(vs, \"\\n\\n\")\n\tfs = nls.ReplaceAllString(fs, \"\\n\\n\")\n"

// withoutRegexpInGLSL is the patch glsl-without-regexp (patches.go says
// why): it applies glslWithoutRegexp to the copy's glsl.go.
func withoutRegexpInGLSL(m *module) error {
	return m.rewrite("internal/shaderir/glsl/glsl.go", glslWithoutRegexp)
}

// glslWithoutRegexp replaces glsl.Compile's one use of regexp by
// collapseNewlines (newlines.go, tested there against that regexp), copied
// in as parlourCollapseNewlines.
func glslWithoutRegexp(src []byte) ([]byte, error) {
	if bytes.Count(src, []byte(glslBlankLines)) != 1 {
		return nil, fmt.Errorf("no blank-line regexp where expected: %w", errUpstreamChanged)
	}
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "newlines.go", newlinesFile, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	var fn string
	for _, decl := range file.Decls {
		if d, ok := decl.(*ast.FuncDecl); ok && d.Name.Name == "collapseNewlines" {
			fn = string(newlinesFile[fset.Position(d.Pos()).Offset:fset.Position(d.End()).Offset])
		}
	}
	if fn == "" {
		return nil, fmt.Errorf("newlines.go has no collapseNewlines")
	}
	fn = strings.Replace(fn, "func collapseNewlines(", "func parlourCollapseNewlines(", 1)
	out := bytes.Replace(src, []byte(glslBlankLines), []byte("\tvs = parlourCollapseNewlines(vs)\n\tfs = parlourCollapseNewlines(fs)\n"), 1)
	out = append(out, "\n// Written by Parlour's cmd/webbuild (newlines.go) in place of a regular\n// expression: every run of two or more newlines becomes two.\n"+fn+"\n"...)
	if !bytes.Contains(out, []byte("\t\"strings\"\n")) {
		return nil, fmt.Errorf("glsl.go no longer imports strings: %w", errUpstreamChanged)
	}
	return dropUnusedImports(out, "regexp")
}
