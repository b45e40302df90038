package main

import (
	"bytes"
	_ "embed"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// How the patch precompiled-shaders (patches.go says why) works.
//
// The build compiles every Kage source that Ebitengine's own packages hold
// (the built-in shaders for each filter, address and colour matrix, the clear
// shader, vector's stencil shaders) with Ebitengine's compiler, natively, and
// the copy's graphics.CompileShader decodes the result instead of compiling.
// The programs are encoded rather than written as Go literals: a literal with
// go/constant values needs initialisation code, about as large as the
// compiler it replaces. A source the table lacks gets an error that says so
// (Parlour calls ebiten.NewShader nowhere).
//
// The generator (inebiten/shadergen.go) checks that each program's decoded
// copy equals it and writes the same GLSL, and that every built-in source the
// engine builds from parameters is in the table; the rewrite refuses a
// CompileShader whose shape has changed upstream.

//go:embed inebiten/shadergen.go
var shadergen []byte

//go:embed inebiten/parlour_shaders.go
var shaderDecoder []byte

// compiledShaderSource replaces graphics.CompileShader in the copy.
const compiledShaderSource = `// CompileShader returns the program that Parlour's build compiled from
// fragmentSrc (cmd/webbuild/shaders.go): this copy of Ebitengine has no Kage
// compiler.
func CompileShader(fragmentSrc []byte) (*shaderir.Program, error) {
	data, ok := precompiledShaders[string(fragmentSrc)]
	if !ok {
		return nil, fmt.Errorf("graphics: this build compiles only Ebitengine's own shaders ahead of time and carries no Kage compiler; a %d-byte source is not among them (Parlour's cmd/webbuild/shaders.go)", len(fragmentSrc))
	}
	p, err := ParlourDecodeProgram(data)
	if g, ok := precompiledGLSL[string(fragmentSrc)]; ok && err == nil {
		parlourRememberGLSL(p, g)
	}
	return p, err
}`

// The original's body as this file expects it; anything else fails the build.
var compileShaderMarks = []string{
	"completeShaderSource(fragmentSrc)",
	"shader.Compile(src, vert, frag, ShaderSrcImageCount)",
	"ir.VertexFunc.Block == nil",
	"ir.FragmentFunc.Block == nil",
}

// withCompiledShaders precompiles the copy's shaders and rewrites its
// CompileShader; the generator runs with the copy's go.mod, so with the same
// module versions as the game.
func withCompiledShaders(m *module) error {
	graphicsDir := filepath.Join(m.dir, "internal", "graphics")
	if err := os.WriteFile(filepath.Join(graphicsDir, "parlour_shaders.go"), withoutIgnoreTag(shaderDecoder), 0o644); err != nil {
		return err
	}
	genDir := filepath.Join(m.dir, "parlour_shadergen")
	if err := os.MkdirAll(genDir, 0o755); err != nil {
		return err
	}
	defer os.RemoveAll(genDir)
	if err := os.WriteFile(filepath.Join(genDir, "main.go"), withoutIgnoreTag(shadergen), 0o644); err != nil {
		return err
	}
	table := filepath.Join(graphicsDir, "parlour_precompiled.go")
	gen := exec.Command("go", "run", "-modfile="+m.modfile, ebitenModule+"/parlour_shadergen", table, m.dir)
	// In the root: the go.mod names the copy by a path relative to it.
	gen.Dir = m.root
	// Natively, whatever the caller's target: the generator runs here.
	gen.Env = append(os.Environ(), "GOOS=", "GOARCH=", "GOFLAGS=", "GOWORK=off")
	var stderr bytes.Buffer
	gen.Stderr = &stderr
	if err := gen.Run(); err != nil {
		return fmt.Errorf("precompiling the shaders: %v\n%s", err, stderr.String())
	}
	return m.rewrite("internal/graphics/shader.go", rewriteGraphicsShader)
}

// withoutIgnoreTag drops the "//go:build ignore" line that keeps the inebiten
// files out of this module's builds.
func withoutIgnoreTag(b []byte) []byte {
	return bytes.TrimPrefix(b, []byte("//go:build ignore\n"))
}

// rewriteGraphicsShader swaps graphics.CompileShader for
// compiledShaderSource after checking that the original compiles as this
// file expects, and drops what only served the compiler: completeShaderSource
// and CalcSourceHash (which nothing outside Ebitengine's tests and tools
// calls), and with them the import of internal/shader, whose package
// initialisation alone linked go/parser and regexp.
func rewriteGraphicsShader(src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "shader.go", src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	type span struct {
		from, to int
		with     string
	}
	var edits []span
	for _, decl := range file.Decls {
		d, ok := decl.(*ast.FuncDecl)
		if !ok || d.Recv != nil {
			continue
		}
		from, to := fset.Position(d.Pos()).Offset, fset.Position(d.End()).Offset
		if d.Doc != nil {
			from = fset.Position(d.Doc.Pos()).Offset
		}
		switch d.Name.Name {
		case "CompileShader":
			body := string(src[from:to])
			for _, mark := range compileShaderMarks {
				if !strings.Contains(body, mark) {
					return nil, fmt.Errorf("CompileShader no longer contains %q: %w", mark, errUpstreamChanged)
				}
			}
			edits = append(edits, span{from, to, compiledShaderSource})
		case "completeShaderSource", "CalcSourceHash":
			edits = append(edits, span{from, to, ""})
		}
	}
	if len(edits) != 3 {
		return nil, fmt.Errorf("found %d of CompileShader, completeShaderSource and CalcSourceHash: %w", len(edits), errUpstreamChanged)
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].from > edits[j].from })
	out := append([]byte(nil), src...)
	for _, e := range edits {
		out = append(append(append([]byte(nil), out[:e.from]...), e.with...), out[e.to:]...)
	}
	out, err = dropUnusedImports(out, "github.com/hajimehoshi/ebiten/v2/internal/shader", "bytes")
	if err != nil {
		return nil, err
	}
	if bytes.Contains(out, []byte("internal/shader\"")) {
		return nil, fmt.Errorf("internal/graphics/shader.go still uses internal/shader: %w", errUpstreamChanged)
	}
	return out, nil
}
