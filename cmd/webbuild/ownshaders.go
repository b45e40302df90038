package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// The wasm carries no Kage compiler (the patch precompiled-shaders): every
// shader it may make is one of Ebitengine's own, compiled at build time, and
// a source the table lacks is an error only a person playing would meet.
// So the build refuses a call to NewShader in any package of the game's
// that is not Ebitengine's (Parlour's own, etxt, …), naming where.

// checkNoOwnShaders lists the wasm's packages (with its build tags and the
// patched go.mod) and refuses a NewShader call outside Ebitengine.
func checkNoOwnShaders(modfile, tags string) error {
	args := []string{"list", "-deps", "-modfile=" + modfile, "-f", "{{if not .Standard}}{{.ImportPath}}|{{.Dir}}|{{join .GoFiles \",\"}}{{end}}"}
	if tags != "" {
		args = append(args, "-tags", tags)
	}
	cmd := exec.Command("go", append(args, "./cmd/parlour")...)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("listing the wasm's packages: %v: %s", err, stderr.String())
	}
	var files []string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		imp, rest, ok := strings.Cut(line, "|")
		if !ok || imp == ebitenModule || strings.HasPrefix(imp, ebitenModule+"/") {
			continue
		}
		dir, names, _ := strings.Cut(rest, "|")
		for _, n := range strings.Split(names, ",") {
			if n != "" {
				files = append(files, filepath.Join(dir, n))
			}
		}
	}
	calls, err := shaderCalls(files)
	if err != nil {
		return err
	}
	if len(calls) > 0 {
		return fmt.Errorf("the wasm has no Kage compiler, and these make a shader of their own: %s (add its source to the precompiled table, cmd/webbuild/shaders.go)", strings.Join(calls, "; "))
	}
	return nil
}

// shaderCalls lists, as file:line, every call of a function named NewShader
// in files.
func shaderCalls(files []string) ([]string, error) {
	var out []string
	fset := token.NewFileSet()
	for _, f := range files {
		file, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			name := ""
			switch fn := call.Fun.(type) {
			case *ast.SelectorExpr:
				name = fn.Sel.Name
			case *ast.Ident:
				name = fn.Name
			}
			if name == "NewShader" {
				p := fset.Position(call.Pos())
				out = append(out, fmt.Sprintf("%s:%d", p.Filename, p.Line))
			}
			return true
		})
	}
	return out, nil
}
