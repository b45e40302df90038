package main

// A wasm that seats one game, to measure issue 40's second target (a
// one-game embed's Play within 1,600,000 bytes brotli) and whether a wasm
// per game would reach it:
//
//	go run ./cmd/webbuild -out build/only-loveletter -compress -only loveletter
//	go run ./scripts/wasmsize -only loveletter
//
// A game is registered by one line in each of two lists (game/games and
// scenes/tables). -only keeps that game's line in both and leaves out the
// other games' lines and imports, through go build's -overlay: no source
// file changes, and a fifth game is measured without an edit here. The rest
// of the site (games.json, the posters, the pages) is the full build's.
//
// Measured on 92d4ac9: an embed's Play 1,601,938 (Love Letter), 1,633,379
// (Mascarade), 1,696,806 (Rebel Princess) and 1,610,082 bytes (Three Parts)
// against the full wasm's 1,982,302, and 1,502,163 with no game at all: the
// kit, menus, fonts, Go and Ebitengine leave a game under 98 KB, so a wasm
// per game alone does not reach the target, and a person who then opens a
// second game would download about 1.6 MB more. The site ships one wasm.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"parlour/game/catalog"
	"parlour/game/registry"
)

// registrations are the lists a game is registered in: the file that
// declares each (var All) and which of its lines is the game's, by the
// import path the line names.
var registrations = []struct {
	file string
	is   func(importPath string, e registry.Entry) bool
}{
	// The game's entry lives in its rules package or under it.
	{"game/games/games.go", func(p string, e registry.Entry) bool {
		return p == e.Package() || strings.HasPrefix(p, e.Package()+"/")
	}},
	// Its table is scenes/<name> (game/games' test holds every game to it).
	{"scenes/tables/tables.go", func(p string, e registry.Entry) bool { return p == "parlour/scenes/"+e.Name() }},
}

// oneGameOverlay writes into dir both of root's lists with the game's line
// alone, and the overlay (go build -overlay) that reads them in place of
// the real ones; it returns the overlay's path. webbuild's dir is
// build/only/<name>, which outlives the build so that -flags may name it.
func oneGameOverlay(root, dir, name string) (string, error) {
	e, err := catalog.Lookup(name)
	if err != nil {
		return "", err
	}
	// The overlay names files by absolute paths: go build reads it from
	// wherever it runs.
	if root, err = filepath.Abs(root); err != nil {
		return "", err
	}
	if dir, err = filepath.Abs(dir); err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	replace := map[string]string{}
	for _, r := range registrations {
		real := filepath.Join(root, filepath.FromSlash(r.file))
		src, err := os.ReadFile(real)
		if err != nil {
			return "", err
		}
		one, err := keepOne(src, func(p string) bool { return r.is(p, e) })
		if err != nil {
			return "", fmt.Errorf("%s: %w", r.file, err)
		}
		mine := filepath.Join(dir, path.Base(r.file))
		if err := os.WriteFile(mine, one, 0o644); err != nil {
			return "", err
		}
		replace[real] = mine
	}
	b, err := json.Marshal(map[string]any{"Replace": replace})
	if err != nil {
		return "", err
	}
	overlay := filepath.Join(dir, "overlay.json")
	return overlay, os.WriteFile(overlay, b, 0o644)
}

// keepOne is a list's Go source with only the line of var All whose
// package is the game's (keep), and without the imports of the lines left
// out. A list with no such line, or two, is an error: the game would be
// missing from the wasm, or the list is not what this reads.
func keepOne(src []byte, keep func(importPath string) bool) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	imports := map[string]string{} // the name a file uses → import path
	for _, s := range f.Imports {
		name, p := importName(s)
		imports[name] = p
	}
	var list *ast.CompositeLit
	ast.Inspect(f, func(n ast.Node) bool {
		if v, ok := n.(*ast.ValueSpec); ok && len(v.Names) == 1 && v.Names[0].Name == "All" && len(v.Values) == 1 {
			list, _ = v.Values[0].(*ast.CompositeLit)
		}
		return list == nil
	})
	if list == nil {
		return nil, fmt.Errorf("no var All = []…{…}")
	}
	var kept []ast.Expr
	dropped := map[string]bool{}
	for _, el := range list.Elts {
		sel, ok := el.(*ast.SelectorExpr)
		var x *ast.Ident
		if ok {
			x, ok = sel.X.(*ast.Ident)
		}
		if !ok {
			return nil, fmt.Errorf("a line of All is not package.Name")
		}
		if keep(imports[x.Name]) {
			kept = append(kept, el)
		} else {
			dropped[x.Name] = true
		}
	}
	if len(kept) != 1 {
		return nil, fmt.Errorf("%d lines of All are the game's, not one", len(kept))
	}
	list.Elts = kept
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.IMPORT {
			continue
		}
		specs := g.Specs[:0]
		for _, s := range g.Specs {
			if name, _ := importName(s.(*ast.ImportSpec)); !dropped[name] {
				specs = append(specs, s)
			}
		}
		g.Specs = specs
	}
	var out bytes.Buffer
	if err := format.Node(&out, fset, f); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// importName is the name a file uses for an import, and its path. (A
// package named otherwise than its path's last element would need an
// alias: Parlour's lists give one.)
func importName(s *ast.ImportSpec) (name, importPath string) {
	importPath, _ = strconv.Unquote(s.Path.Value)
	if s.Name != nil {
		return s.Name.Name, importPath
	}
	return path.Base(importPath), importPath
}
