package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"sort"
	"strconv"
	"strings"
	"text/template"
)

// precomputeBuiltinShaders is the patch builtin-shader-sources (patches.go
// says why). It rewrites builtinshader's shader.go: the template
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
				return nil, fmt.Errorf("the template var holds no string literal: %w", errUpstreamChanged)
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
			return nil, fmt.Errorf("no %s to precompute: %w", want, errUpstreamChanged)
		}
	}
	for _, want := range []string{"FilterCount = 3", "AddressCount = 3", "FilterNearest Filter = iota", "AddressUnsafe Address = iota", "shaders  [FilterCount][AddressCount][2][]byte", "shadersM sync.Mutex"} {
		if !bytes.Contains(src, []byte(want)) {
			return nil, fmt.Errorf("no %q: %w", want, errUpstreamChanged)
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
	table.WriteString("\n// precomputedShaderSources[filter][address][useColorM] is what the template\n// this file held wrote (Parlour's cmd/webbuild ran it at build time).\nvar precomputedShaderSources = [FilterCount][AddressCount][2]string{\n")
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
