package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"text/template"
)

// Why the wasm is built against a patched copy of Ebitengine.
//
// Ebitengine's internal/builtinshader writes its built-in shaders with
// text/template, and text/template calls reflect.Value.MethodByName with a
// name known only at run time. When the linker sees such a call it can no
// longer tell which exported methods are unused, so it keeps every exported
// method of every type that reaches an interface — in the whole program, ours
// included. The template's output depends only on three small enums, so this
// file runs the template here, natively, for every combination, and builds
// against a copy of the module whose shader.go returns those precomputed
// sources instead. Same shaders, byte for byte; the linker's dead-code
// elimination works again: 2.67 → 2.37 MB brotli for the game, 1.61 → 1.27 MB
// for the bare program (measured on v2.9.10 with the flags below).
//
// Nothing of Ebitengine is committed: the copy is made from the module cache
// into build/ at every build, and a change upstream that this cannot follow
// fails the build with a message rather than building something different.

const ebitenModule = "github.com/hajimehoshi/ebiten/v2"

// patchedModfile prepares build/ebiten-patched/<version> and a go.mod beside
// it that replaces Ebitengine with that copy, and returns the go.mod's path
// for go build's -modfile flag.
func patchedModfile(root string) (string, error) {
	src, version, err := moduleDir(ebitenModule)
	if err != nil {
		return "", err
	}
	base := filepath.Join(root, "build", "ebiten-patched")
	dst := filepath.Join(base, version)
	if err := os.RemoveAll(dst); err != nil {
		return "", err
	}
	if err := copyModule(src, dst); err != nil {
		return "", fmt.Errorf("copying %s: %w", ebitenModule, err)
	}
	shader := filepath.Join("internal", "builtinshader", "shader.go")
	original, err := os.ReadFile(filepath.Join(src, shader))
	if err != nil {
		return "", err
	}
	patched, err := precomputeBuiltinShaders(original)
	if err != nil {
		return "", fmt.Errorf("%s %s: %s: %w", ebitenModule, version, shader, err)
	}
	if err := os.WriteFile(filepath.Join(dst, shader), patched, 0o644); err != nil {
		return "", err
	}
	if err := withoutGoBuild(src, dst); err != nil {
		return "", fmt.Errorf("%s %s: %w", ebitenModule, version, err)
	}
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return "", err
	}
	gosum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		return "", err
	}
	modfile := filepath.Join(base, "go.mod")
	replace := fmt.Sprintf("\n// Written by cmd/webbuild (patch.go): Ebitengine without text/template, go/build or a Kage compiler.\nreplace %s => %s\n", ebitenModule, dst)
	if err := os.WriteFile(modfile, append(gomod, replace...), 0o644); err != nil {
		return "", err
	}
	// -modfile reads the go.sum that sits beside the go.mod it is given.
	if err := os.WriteFile(filepath.Join(base, "go.sum"), gosum, 0o644); err != nil {
		return "", err
	}
	if err := withCompiledShaders(dst, modfile); err != nil {
		return "", fmt.Errorf("%s %s: %w", ebitenModule, version, err)
	}
	return modfile, nil
}

// moduleDir returns the directory and version of a module the build needs,
// downloading it first if the module cache lacks it. "go list -m" is not
// enough: on an empty cache it fetches the module's go.mod and .info but not
// its files, and says Dir is "" — a fresh machine's first build failed so.
// "go mod download -json" fetches the version go.mod selects and gives Dir.
func moduleDir(module string) (dir, version string, err error) {
	cmd := exec.Command("go", "mod", "download", "-json", module)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	var info struct{ Dir, Version, Error string }
	if jerr := json.Unmarshal(out, &info); jerr != nil && err == nil {
		err = jerr
	}
	switch {
	case info.Error != "":
		return "", "", fmt.Errorf("downloading %s: %s", module, info.Error)
	case err != nil:
		return "", "", fmt.Errorf("downloading %s: %v %s", module, err, strings.TrimSpace(stderr.String()))
	case info.Dir == "" || info.Version == "":
		return "", "", fmt.Errorf("downloading %s: go mod download gave no directory (%.200q)", module, out)
	}
	if _, err := os.Stat(filepath.Join(info.Dir, "go.mod")); err != nil {
		return "", "", fmt.Errorf("downloading %s: %w", module, err)
	}
	return info.Dir, info.Version, nil
}

// copyModule copies a module's tree (module cache files are read-only, so
// the copy is made writable), leaving out its examples.
func copyModule(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			if rel == "examples" {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
}

// precomputeBuiltinShaders rewrites builtinshader's shader.go: the template
// and the ShaderSource that executes it give way to the template's output for
// every filter, address and colour-matrix choice, and a ShaderSource that
// returns those (cached as []byte, as the original does).
func precomputeBuiltinShaders(src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "shader.go", src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	var tmplText string
	type span struct{ from, to int }
	var cuts []span
	cut := func(from, to token.Pos) {
		cuts = append(cuts, span{fset.Position(from).Offset, fset.Position(to).Offset})
	}
	found := map[string]bool{}
	for _, decl := range file.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil && d.Name.Name == "ShaderSource" {
				from := d.Pos()
				if d.Doc != nil {
					from = d.Doc.Pos()
				}
				cut(from, d.End())
				found["ShaderSource"] = true
			}
		case *ast.GenDecl:
			if d.Tok != token.VAR || len(d.Specs) != 1 {
				continue
			}
			vs, ok := d.Specs[0].(*ast.ValueSpec)
			if !ok || len(vs.Names) != 1 || vs.Names[0].Name != "tmpl" || len(vs.Values) != 1 {
				continue
			}
			// template.Must(template.New("tmpl").Parse(`...`))
			lit := findStringLit(vs.Values[0])
			if lit == nil {
				return nil, fmt.Errorf("the template var holds no string literal")
			}
			if tmplText, err = strconv.Unquote(lit.Value); err != nil {
				return nil, err
			}
			cut(d.Pos(), d.End())
			found["tmpl"] = true
		}
	}
	for _, want := range []string{"tmpl", "ShaderSource"} {
		if !found[want] {
			return nil, fmt.Errorf("no %s to precompute: Ebitengine changed; update cmd/webbuild/patch.go", want)
		}
	}
	for _, want := range []string{"FilterCount = 3", "AddressCount = 3", "FilterNearest Filter = iota", "AddressUnsafe Address = iota", "shaders  [FilterCount][AddressCount][2][]byte", "shadersM sync.Mutex"} {
		if !bytes.Contains(src, []byte(want)) {
			return nil, fmt.Errorf("no %q: Ebitengine changed; update cmd/webbuild/patch.go", want)
		}
	}
	tmpl, err := template.New("tmpl").Parse(tmplText)
	if err != nil {
		return nil, err
	}
	// The enums as the original declares them (checked above): iota from 0.
	const (
		filterNearest, filterLinear, filterPixelated     = 0, 1, 2
		addressUnsafe, addressClampToZero, addressRepeat = 0, 1, 2
	)
	var table strings.Builder
	table.WriteString("\n// precomputedShaderSources[filter][address][useColorM] is what the template\n// this file held wrote (cmd/webbuild's patch.go ran it at build time).\nvar precomputedShaderSources = [FilterCount][AddressCount][2]string{\n")
	for filter := 0; filter < 3; filter++ {
		table.WriteString("\t{\n")
		for address := 0; address < 3; address++ {
			table.WriteString("\t\t{")
			for c := 0; c < 2; c++ {
				var buf bytes.Buffer
				err := tmpl.Execute(&buf, map[string]any{
					"Filter": filter, "FilterNearest": filterNearest, "FilterLinear": filterLinear, "FilterPixelated": filterPixelated,
					"Address": address, "AddressUnsafe": addressUnsafe, "AddressClampToZero": addressClampToZero, "AddressRepeat": addressRepeat,
					"UseColorM": c == 1,
				})
				if err != nil {
					return nil, fmt.Errorf("running the template: %w", err)
				}
				table.WriteString(strconv.Quote(buf.String()))
				table.WriteString(", ")
			}
			table.WriteString("},\n")
		}
		table.WriteString("\t},\n")
	}
	table.WriteString("}\n")
	table.WriteString(`
// ShaderSource returns the built-in shader source based on the given parameters.
func ShaderSource(filter Filter, address Address, useColorM bool) []byte {
	shadersM.Lock()
	defer shadersM.Unlock()

	var c int
	if useColorM {
		c = 1
	}
	if s := shaders[filter][address][c]; s != nil {
		return s
	}
	b := []byte(precomputedShaderSources[filter][address][c])
	shaders[filter][address][c] = b
	return b
}
`)
	sort.Slice(cuts, func(i, j int) bool { return cuts[i].from > cuts[j].from })
	out := append([]byte(nil), src...)
	for _, c := range cuts {
		out = append(out[:c.from], out[c.to:]...)
	}
	out = append(out, table.String()...)
	return dropUnusedImports(out, "text/template", "bytes", "fmt")
}

// findStringLit finds the first string literal in an expression.
func findStringLit(e ast.Expr) *ast.BasicLit {
	var lit *ast.BasicLit
	ast.Inspect(e, func(n ast.Node) bool {
		if b, ok := n.(*ast.BasicLit); ok && b.Kind == token.STRING && lit == nil && len(b.Value) > 20 {
			lit = b
		}
		return lit == nil
	})
	return lit
}

// Why internal/debug/caller.go is replaced.
//
// Ebitengine's internal/debug imports go/build for FirstCaller, which finds
// where Ebitengine's source lies to name the caller of a draw in debug builds
// (the ebitenginedebug tag; never ours: debug.IsDebug is a constant false and
// the call is compiled away). Importing go/build still links its package
// initialisation: its default build context (which reads the environment and
// the Go root), and with it go/parser, go/doc, os/exec and their own
// package variables. The copy's caller.go keeps FirstCaller's types and
// signature and finds no caller, as the original does when go/build cannot
// find Ebitengine's source, which is always the case in a browser.
const callerFile = "internal/debug/caller.go"

var callerStub = []byte(`// Replaced by Parlour's cmd/webbuild (patch.go): FirstCaller without go/build.

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
// that the original declares what the stub does and nothing else, and uses
// go/build only in FirstCaller.
func withoutGoBuild(src, dst string) error {
	original, err := os.ReadFile(filepath.Join(src, callerFile))
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
		return fmt.Errorf("%s declares %q, not %q: patch.go's stub no longer matches it", callerFile, got, want)
	}
	return os.WriteFile(filepath.Join(dst, callerFile), callerStub, 0o644)
}
