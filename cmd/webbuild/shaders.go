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
	"strings"
)

// Why Ebitengine's built-in shaders are compiled at build time.
//
// Ebitengine writes its shaders in Kage, a Go-like language, and compiles
// them when the program starts: three at package initialisation, more on
// first use. That compiler is go/parser, go/ast, go/scanner, go/constant's
// arithmetic and Ebitengine's own checker, about 0.8 MB of wasm code that
// every start has to download and compile, and under V8 the first
// compilations themselves cost about 140 ms (measured with node: the first
// two of the built-in shaders, before the engine's lazily compiled code is
// warm). A game that uses no shader of its own needs none of it.
//
// So the build compiles every Kage source that Ebitengine's own packages hold
// (the built-in shaders for each filter, address and colour matrix, the clear
// shader, vector's stencil shaders) with Ebitengine's compiler, natively, and
// the copy's graphics.CompileShader decodes the result instead of compiling.
// The programs are encoded rather than written as Go literals: a literal with
// go/constant values needs initialisation code, about as large as the
// compiler it replaces. A source the table lacks gets an error that says so
// (Parlour calls ebiten.NewShader nowhere).
//
// The generator checks each program against a decoded copy by the GLSL both
// write, and the rewrite of CompileShader refuses a function whose shape has
// changed upstream.

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
	return ParlourDecodeProgram(data)
}`

// The original's body as this file expects it; anything else fails the build.
var compileShaderMarks = []string{
	"completeShaderSource(fragmentSrc)",
	"shader.Compile(src, vert, frag, ShaderSrcImageCount)",
	"ir.VertexFunc.Block == nil",
	"ir.FragmentFunc.Block == nil",
}

// withCompiledShaders precompiles the copy's shaders (dst) and rewrites its
// CompileShader; modfile builds against the copy, so the generator runs with
// the same module versions as the game.
func withCompiledShaders(dst, modfile string) error {
	graphicsDir := filepath.Join(dst, "internal", "graphics")
	if err := os.WriteFile(filepath.Join(graphicsDir, "parlour_shaders.go"), withoutIgnoreTag(shaderDecoder), 0o644); err != nil {
		return err
	}
	genDir := filepath.Join(dst, "parlour_shadergen")
	if err := os.MkdirAll(genDir, 0o755); err != nil {
		return err
	}
	defer os.RemoveAll(genDir)
	if err := os.WriteFile(filepath.Join(genDir, "main.go"), withoutIgnoreTag(shadergen), 0o644); err != nil {
		return err
	}
	table := filepath.Join(graphicsDir, "parlour_precompiled.go")
	gen := exec.Command("go", "run", "-modfile="+modfile, ebitenModule+"/parlour_shadergen", table)
	gen.Dir = dst
	// Natively, whatever the caller's target: the generator runs here.
	gen.Env = append(os.Environ(), "GOOS=", "GOARCH=", "GOFLAGS=", "GOWORK=off")
	var stderr bytes.Buffer
	gen.Stderr = &stderr
	if err := gen.Run(); err != nil {
		return fmt.Errorf("precompiling the shaders: %v\n%s", err, stderr.String())
	}
	file := filepath.Join(graphicsDir, "shader.go")
	src, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	patched, err := replaceCompileShader(src)
	if err != nil {
		return fmt.Errorf("internal/graphics/shader.go: %w", err)
	}
	return os.WriteFile(file, patched, 0o644)
}

// withoutIgnoreTag drops the "//go:build ignore" line that keeps the inebiten
// files out of this module's builds.
func withoutIgnoreTag(b []byte) []byte {
	return bytes.TrimPrefix(b, []byte("//go:build ignore\n"))
}

// replaceCompileShader swaps graphics.CompileShader for compiledShaderSource
// after checking that the original compiles as this file expects.
func replaceCompileShader(src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "shader.go", src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	for _, decl := range file.Decls {
		d, ok := decl.(*ast.FuncDecl)
		if !ok || d.Recv != nil || d.Name.Name != "CompileShader" {
			continue
		}
		from, to := fset.Position(d.Pos()).Offset, fset.Position(d.End()).Offset
		if d.Doc != nil {
			from = fset.Position(d.Doc.Pos()).Offset
		}
		body := string(src[from:to])
		for _, mark := range compileShaderMarks {
			if !strings.Contains(body, mark) {
				return nil, fmt.Errorf("CompileShader no longer contains %q: Ebitengine changed; update cmd/webbuild/shaders.go", mark)
			}
		}
		out := append(append(append([]byte(nil), src[:from]...), compiledShaderSource...), src[to:]...)
		if _, err := parser.ParseFile(token.NewFileSet(), "shader.go", out, 0); err != nil {
			return nil, fmt.Errorf("the rewritten file does not parse: %w", err)
		}
		return out, nil
	}
	return nil, fmt.Errorf("no CompileShader: Ebitengine changed; update cmd/webbuild/shaders.go")
}
