package main

import (
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"io"
	"os"
	"path"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

const (
	ebitenPath = "github.com/hajimehoshi/ebiten/v2"
	vectorPath = "github.com/hajimehoshi/ebiten/v2/vector"
)

// fn is one top-level function of a file: a declared function or method,
// or a function literal in a package-level var; the function literals
// inside a function belong to it.
type fn struct {
	name       string
	start, end int    // its lines, from "func" to the closing brace
	bodyStart  int    // the line of the body's opening brace (0: no body)
	drawing    string // why it counts as drawing; "" when it does not
}

// imports are the names a file gives the packages the drawing rule looks for
// ("" when the file does not import it).
type imports struct {
	ebiten, vector, render string
	inRender               bool // the file is in package render itself
}

// funcs lists a file's top-level functions, each classified by the drawing
// rule (see the package comment). modPath is the module's path, for the
// render package's import.
func funcs(fset *token.FileSet, f *ast.File, modPath string, inRender bool) []fn {
	im := imports{inRender: inRender}
	for _, spec := range f.Imports {
		p, _ := strconv.Unquote(spec.Path.Value)
		name := path.Base(p)
		if p == ebitenPath {
			name = "ebiten"
		}
		if spec.Name != nil {
			name = spec.Name.Name
		}
		switch p {
		case ebitenPath:
			im.ebiten = name
		case vectorPath:
			im.vector = name
		case modPath + "/render":
			im.render = name
		}
	}
	line := func(p token.Pos) int { return fset.Position(p).Line }
	var out []fn
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			f := fn{name: funcName(d), start: line(d.Pos()), end: line(d.End())}
			if d.Body != nil {
				f.bodyStart = line(d.Body.Lbrace)
			}
			f.drawing = drawingFunc(d.Name.Name, []ast.Node{d.Recv, d.Type}, d.Body, im)
			out = append(out, f)
		case *ast.GenDecl:
			ast.Inspect(d, func(n ast.Node) bool {
				lit, ok := n.(*ast.FuncLit)
				if !ok {
					return true
				}
				out = append(out, fn{
					name:      "func literal at line " + strconv.Itoa(line(lit.Pos())),
					start:     line(lit.Pos()),
					end:       line(lit.End()),
					bodyStart: line(lit.Body.Lbrace),
					drawing:   drawingFunc("", []ast.Node{lit.Type}, lit.Body, im),
				})
				return false
			})
		}
	}
	return out
}

// funcName is "name", "T.name" or "(*T).name".
func funcName(d *ast.FuncDecl) string {
	if d.Recv == nil || len(d.Recv.List) == 0 {
		return d.Name.Name
	}
	t := d.Recv.List[0].Type
	star := false
	if s, ok := t.(*ast.StarExpr); ok {
		star, t = true, s.X
	}
	switch x := t.(type) { // a generic receiver: T[K]
	case *ast.IndexExpr:
		t = x.X
	case *ast.IndexListExpr:
		t = x.X
	}
	recv := "?"
	if id, ok := t.(*ast.Ident); ok {
		recv = id.Name
	}
	if star {
		return "(*" + recv + ")." + d.Name.Name
	}
	return recv + "." + d.Name.Name
}

// drawName: Draw or draw alone, or followed by an upper-case letter, a digit
// or "_" (drawSeat, DrawImage; not drawn, Drawn, drawable, drawerClose).
func drawName(name string) bool {
	rest, ok := strings.CutPrefix(name, "Draw")
	if !ok {
		rest, ok = strings.CutPrefix(name, "draw")
	}
	if !ok {
		return false
	}
	if rest == "" {
		return true
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return unicode.IsUpper(r) || unicode.IsDigit(r) || r == '_'
}

// drawingFunc applies the drawing rule to a function: its name, its
// signature (receiver, parameters, results) and its body. It returns why the
// function draws, or "".
func drawingFunc(name string, sig []ast.Node, body *ast.BlockStmt, im imports) string {
	if drawName(name) {
		return "named draw"
	}
	for _, n := range sig {
		if n == nil || isNil(n) {
			continue
		}
		if why := imageInSignature(n, im); why != "" {
			return why
		}
	}
	if body == nil {
		return ""
	}
	return firstReason(body, func(n ast.Node) (string, bool) {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if x, ok := n.X.(*ast.Ident); ok {
				switch {
				case im.ebiten != "" && x.Name == im.ebiten && (n.Sel.Name == "Image" || strings.HasPrefix(n.Sel.Name, "NewImage")):
					return "makes or holds an ebiten.Image", true
				case im.vector != "" && x.Name == im.vector:
					return "uses ebiten's vector package", true
				}
			}
		case *ast.CallExpr:
			var callee string
			switch f := n.Fun.(type) {
			case *ast.Ident:
				callee = f.Name
			case *ast.SelectorExpr:
				callee = f.Sel.Name
			}
			if drawName(callee) {
				return "calls " + callee, true
			}
		}
		return "", true
	})
}

// firstReason walks n depth first and returns the first reason check gives
// (check's bool: whether to look inside the node).
func firstReason(n ast.Node, check func(ast.Node) (string, bool)) string {
	why := ""
	ast.Inspect(n, func(n ast.Node) bool {
		if why != "" || n == nil {
			return false
		}
		var deeper bool
		why, deeper = check(n)
		return why == "" && deeper
	})
	return why
}

// isNil reports a typed nil in an interface (a method-less FuncDecl's nil
// *ast.FieldList).
func isNil(n ast.Node) bool {
	fl, ok := n.(*ast.FieldList)
	return ok && fl == nil
}

// imageInSignature: the signature names ebiten.Image, or render's Pen (a
// pen holding the image it draws on).
func imageInSignature(n ast.Node, im imports) string {
	return firstReason(n, func(n ast.Node) (string, bool) {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if x, ok := n.X.(*ast.Ident); ok {
				if im.ebiten != "" && x.Name == im.ebiten && n.Sel.Name == "Image" {
					return "takes or returns an ebiten.Image", false
				}
				if im.render != "" && x.Name == im.render && n.Sel.Name == "Pen" {
					return "takes a render.Pen", false
				}
			}
			return "", false
		case *ast.Ident:
			if im.inRender && n.Name == "Pen" {
				return "takes a render.Pen", false
			}
		}
		return "", true
	})
}

// jsOnly reports a file that builds for js/wasm but not natively (linux,
// with the tinygame tag, which a native run sets): no native test can run
// it.
func jsOnly(dir, name string, src []byte) bool {
	open := func(string) (io.ReadCloser, error) {
		return io.NopCloser(strings.NewReader(string(src))), nil
	}
	native := build.Default
	native.GOOS, native.GOARCH = "linux", "amd64"
	native.BuildTags = []string{"tinygame"}
	native.OpenFile = open
	js := native
	js.GOOS, js.GOARCH = "js", "wasm"
	inNative, err1 := native.MatchFile(dir, name)
	inJS, err2 := js.MatchFile(dir, name)
	return err1 == nil && err2 == nil && !inNative && inJS
}

// parseFile parses a Go file for funcs.
func parseFile(fset *token.FileSet, filename string) (*ast.File, []byte, error) {
	src, err := os.ReadFile(filename)
	if err != nil {
		return nil, nil, err
	}
	f, err := parser.ParseFile(fset, filename, src, parser.SkipObjectResolution)
	return f, src, err
}
