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
	"strconv"
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
// The generator checks that each program's decoded copy equals it and writes
// the same GLSL, and that every built-in source the engine builds from
// parameters is in the table; the rewrites refuse files whose shape has
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
	for _, p := range []struct {
		file    string
		rewrite func([]byte) ([]byte, error)
	}{
		{"internal/graphics/shader.go", rewriteGraphicsShader},
		{"internal/shaderir/glsl/glsl.go", withoutRegexpInGLSL},
	} {
		file := filepath.Join(dst, filepath.FromSlash(p.file))
		src, err := os.ReadFile(file)
		if err != nil {
			return err
		}
		patched, err := p.rewrite(src)
		if err != nil {
			return fmt.Errorf("%s: %w", p.file, err)
		}
		if err := os.WriteFile(file, patched, 0o644); err != nil {
			return err
		}
	}
	return nil
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
					return nil, fmt.Errorf("CompileShader no longer contains %q: Ebitengine changed; update cmd/webbuild/shaders.go", mark)
				}
			}
			edits = append(edits, span{from, to, compiledShaderSource})
		case "completeShaderSource", "CalcSourceHash":
			edits = append(edits, span{from, to, ""})
		}
	}
	if len(edits) != 3 {
		return nil, fmt.Errorf("found %d of CompileShader, completeShaderSource and CalcSourceHash: Ebitengine changed; update cmd/webbuild/shaders.go", len(edits))
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
		return nil, fmt.Errorf("internal/graphics/shader.go still uses internal/shader: Ebitengine changed; update cmd/webbuild/shaders.go")
	}
	return out, nil
}

// dropUnusedImports removes each of the imports that the file no longer
// names, and checks that the result parses.
func dropUnusedImports(src []byte, paths ...string) ([]byte, error) {
	for _, p := range paths {
		name := p[strings.LastIndex(p, "/")+1:]
		if !bytes.Contains(src, []byte(name+".")) {
			src = bytes.Replace(src, []byte("\t"+strconv.Quote(p)+"\n"), nil, 1)
		}
	}
	if _, err := parser.ParseFile(token.NewFileSet(), "rewritten.go", src, 0); err != nil {
		return nil, fmt.Errorf("the rewritten file does not parse: %w", err)
	}
	return src, nil
}

//go:embed newlines.go
var newlinesFile []byte

// The lines of glsl.Compile that collapse blank lines with a regexp.
const glslBlankLines = "\tnls := regexp.MustCompile(`\\n\\n+`)\n\tvs = nls.ReplaceAllString(vs, \"\\n\\n\")\n\tfs = nls.ReplaceAllString(fs, \"\\n\\n\")\n"

// withoutRegexpInGLSL replaces glsl.Compile's one use of regexp by
// collapseNewlines (newlines.go, tested there against that regexp), copied
// in as parlourCollapseNewlines: with internal/shader gone, it was the last
// reason to link regexp (about 250 KB of wasm code).
func withoutRegexpInGLSL(src []byte) ([]byte, error) {
	if bytes.Count(src, []byte(glslBlankLines)) != 1 {
		return nil, fmt.Errorf("no blank-line regexp where expected: Ebitengine changed; update cmd/webbuild/shaders.go")
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
		return nil, fmt.Errorf("glsl.go no longer imports strings: Ebitengine changed; update cmd/webbuild/shaders.go")
	}
	return dropUnusedImports(out, "regexp")
}
