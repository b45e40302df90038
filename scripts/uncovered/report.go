package main

import (
	"bytes"
	"cmp"
	"fmt"
	"go/token"
	"io"
	"io/fs"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// fileResult is one non-test Go file of scenes/ or render/.
type fileResult struct {
	path       string // relative to the module's root, slash-separated
	pkg        string // its directory
	lines      int    // source lines: every line of the file
	blockLines int    // lines in statement blocks (function bodies for jsOnly and notBuilt)
	jsOnly     bool   // builds for js/wasm only: apart from every other count
	notBuilt   bool   // built natively, yet in no run's profile
	stale      bool   // blocks outside its functions: the file changed since the run
	funcs      []fn
	uncovered  []uncoveredLine
}

type uncoveredLine struct {
	line int
	fn   int // index in funcs; -1 outside every function
}

func (u uncoveredLine) drawing(fs []fn) bool { return u.fn >= 0 && fs[u.fn].drawing != "" }

// analyse measures every non-test Go file under dirs (relative to root)
// against the merged profiles, whose files are named modPath + "/" + path.
func analyse(root, modPath string, dirs []string, profiles map[string][]block) ([]fileResult, error) {
	// A file without blocks in a package that has some was compiled: it
	// has no statements (declarations, embeds, docs).
	compiled := map[string]bool{}
	for file := range profiles {
		compiled[path.Dir(file)] = true
	}
	var out []fileResult
	for _, dir := range dirs {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			name := d.Name()
			if d.IsDir() {
				// The go command's own rule: testdata, _x and .x are no packages.
				if p != filepath.Join(root, dir) && (name == "testdata" || strings.HasPrefix(name, "_") || strings.HasPrefix(name, ".")) {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
				return nil
			}
			rel, err := filepath.Rel(root, p)
			if err != nil {
				return err
			}
			key := modPath + "/" + filepath.ToSlash(rel)
			r, err := analyseFile(p, filepath.ToSlash(rel), modPath, profiles[key], compiled[path.Dir(key)])
			if err != nil {
				return err
			}
			out = append(out, r)
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// analyseFile measures one file against its blocks; compiled says whether
// any run compiled its package.
func analyseFile(filename, rel, modPath string, blocks []block, compiled bool) (fileResult, error) {
	r := fileResult{path: rel, pkg: filepath.ToSlash(filepath.Dir(rel))}
	fset := token.NewFileSet()
	f, src, err := parseFile(fset, filename)
	if err != nil {
		return r, err
	}
	r.lines = bytes.Count(src, []byte("\n"))
	if len(src) > 0 && src[len(src)-1] != '\n' {
		r.lines++
	}
	r.funcs = funcs(fset, f, modPath, r.pkg == "render")
	r.jsOnly = jsOnly(filepath.Dir(filename), filepath.Base(filename), src)
	var lines []int
	switch {
	case r.jsOnly || !compiled:
		// No profile: count what cover would have, near enough: each
		// function body from its opening brace to its closing one.
		r.notBuilt = !r.jsOnly
		seen := map[int]bool{}
		for _, fn := range r.funcs {
			if fn.bodyStart == 0 {
				continue
			}
			for l := fn.bodyStart; l <= fn.end; l++ {
				if !seen[l] {
					seen[l] = true
					lines = append(lines, l)
				}
			}
		}
		slices.Sort(lines)
		r.blockLines = len(lines)
		if r.jsOnly {
			lines = nil
		}
	default:
		st := lineStates(blocks)
		r.blockLines = len(st)
		lines = uncoveredLines(st)
	}
	for _, l := range lines {
		r.uncovered = append(r.uncovered, uncoveredLine{l, enclosing(r.funcs, l)})
	}
	// cmd/cover's blocks all lie in function bodies.
	for _, b := range blocks {
		if enclosing(r.funcs, b.startLine) < 0 || enclosing(r.funcs, b.endLine) < 0 {
			r.stale = true
		}
	}
	return r, nil
}

// enclosing is the index of the function whose lines hold line, or -1.
func enclosing(fs []fn, line int) int {
	for i, f := range fs {
		if f.start <= line && line <= f.end {
			return i
		}
	}
	return -1
}

// tally is a group's figures.
type tally struct {
	files, lines, blockLines, uncovered, drawing int
}

func (t *tally) add(r fileResult) {
	t.files++
	t.lines += r.lines
	t.blockLines += r.blockLines
	t.uncovered += len(r.uncovered)
	for _, u := range r.uncovered {
		if u.drawing(r.funcs) {
			t.drawing++
		}
	}
}

// funcTally is one function's uncovered lines.
type funcTally struct {
	file  string
	fn    fn
	lines []int
}

// report prints the figures: totals, per package, the top files, and the
// uncovered lines that do not draw, per file and function.
func report(w io.Writer, results []fileResult, topFiles, topFuncs int, listDrawing bool) {
	var all, js, native tally
	var notBuilt, stale []string
	pkgs := map[string]*tally{}
	for _, r := range results {
		all.add(r)
		if r.jsOnly {
			js.add(r)
			continue
		}
		native.add(r)
		if r.notBuilt {
			notBuilt = append(notBuilt, r.path)
		}
		if r.stale {
			stale = append(stale, r.path)
		}
		if pkgs[r.pkg] == nil {
			pkgs[r.pkg] = &tally{}
		}
		pkgs[r.pkg].add(r)
	}
	fmt.Fprintf(w, "\nscenes/ and render/: %s source lines in %d non-test Go files\n", n(all.lines), all.files)
	fmt.Fprintf(w, "  js/wasm only (no native test can run them): %d files, %s lines, %s in function bodies: not counted below\n",
		js.files, n(js.lines), n(js.blockLines))
	for _, r := range results {
		if r.jsOnly {
			fmt.Fprintf(w, "    %s (%d lines, %d in function bodies)\n", r.path, r.lines, r.blockLines)
		}
	}
	fmt.Fprintf(w, "  built natively: %d files, %s source lines, %s of them in statement blocks\n",
		native.files, n(native.lines), n(native.blockLines))
	fmt.Fprintf(w, "  in blocks no native test ran: %s lines: drawing %s, not drawing %s\n",
		n(native.uncovered), n(native.drawing), n(native.uncovered-native.drawing))
	if len(notBuilt) > 0 {
		fmt.Fprintf(w, "  (in no run's profile, every function body counted uncovered: %s)\n", strings.Join(notBuilt, ", "))
	}

	if len(stale) > 0 {
		fmt.Fprintf(w, "  WARNING: changed since the tests ran (blocks outside its functions), their figures are wrong: %s\n", strings.Join(stale, ", "))
	}

	fmt.Fprintf(w, "\n%-36s %7s %9s %9s %8s %11s\n", "package", "lines", "in blocks", "uncovered", "drawing", "not drawing")
	names := make([]string, 0, len(pkgs))
	for p := range pkgs {
		names = append(names, p)
	}
	slices.SortFunc(names, func(a, b string) int {
		return cmp.Or(cmp.Compare(pkgs[b].uncovered, pkgs[a].uncovered), cmp.Compare(a, b))
	})
	for _, p := range names {
		t := pkgs[p]
		fmt.Fprintf(w, "%-36s %7d %9d %9d %8d %11d\n", p, t.lines, t.blockLines, t.uncovered, t.drawing, t.uncovered-t.drawing)
	}
	fmt.Fprintf(w, "%-36s %7d %9d %9d %8d %11d\n", "all (built natively)", native.lines, native.blockLines, native.uncovered, native.drawing, native.uncovered-native.drawing)

	byUncovered := slices.Clone(results)
	byUncovered = slices.DeleteFunc(byUncovered, func(r fileResult) bool { return r.jsOnly || len(r.uncovered) == 0 })
	slices.SortStableFunc(byUncovered, func(a, b fileResult) int { return cmp.Compare(len(b.uncovered), len(a.uncovered)) })
	fmt.Fprintf(w, "\ntop files by lines in blocks no native test ran (of %d files with any)\n", len(byUncovered))
	fmt.Fprintf(w, "%9s %8s %11s  %s\n", "uncovered", "drawing", "not drawing", "file")
	for i, r := range byUncovered {
		if i == topFiles {
			break
		}
		var t tally
		t.add(r)
		fmt.Fprintf(w, "%9d %8d %11d  %s\n", t.uncovered, t.drawing, t.uncovered-t.drawing, r.path)
	}

	var fns []funcTally
	perFile := map[string][]funcTally{}
	var fileOrder []string
	fileCount := map[string]int{}
	for _, r := range byUncovered {
		byFn := map[int]*funcTally{}
		var order []int
		for _, u := range r.uncovered {
			if u.drawing(r.funcs) {
				continue
			}
			ft := byFn[u.fn]
			if ft == nil {
				f := fn{name: "(outside functions)"}
				if u.fn >= 0 {
					f = r.funcs[u.fn]
				}
				ft = &funcTally{file: r.path, fn: f}
				byFn[u.fn] = ft
				order = append(order, u.fn)
			}
			ft.lines = append(ft.lines, u.line)
			fileCount[r.path]++
		}
		for _, i := range order {
			fns = append(fns, *byFn[i])
			perFile[r.path] = append(perFile[r.path], *byFn[i])
		}
		if len(order) > 0 {
			fileOrder = append(fileOrder, r.path)
		}
	}
	slices.SortStableFunc(fns, func(a, b funcTally) int { return cmp.Compare(len(b.lines), len(a.lines)) })
	fmt.Fprintf(w, "\nbiggest functions by uncovered lines that do not draw (of %d)\n", len(fns))
	for i, f := range fns {
		if i == topFuncs {
			break
		}
		fmt.Fprintf(w, "%5d  %s:%d %s\n", len(f.lines), f.file, f.fn.start, f.fn.name)
	}

	slices.SortStableFunc(fileOrder, func(a, b string) int { return cmp.Compare(fileCount[b], fileCount[a]) })
	fmt.Fprintf(w, "\nuncovered lines that do not draw, per file and function (lines)\n")
	for _, file := range fileOrder {
		fmt.Fprintf(w, "%5d  %s\n", fileCount[file], file)
		for _, f := range perFile[file] {
			fmt.Fprintf(w, "       %4d  %s  %s\n", len(f.lines), f.fn.name, ranges(f.lines))
		}
	}

	if listDrawing {
		fmt.Fprintf(w, "\nuncovered lines that draw, per function (why it counts as drawing)\n")
		for _, r := range byUncovered {
			counts := map[int]int{}
			var order []int
			for _, u := range r.uncovered {
				if !u.drawing(r.funcs) {
					continue
				}
				if counts[u.fn] == 0 {
					order = append(order, u.fn)
				}
				counts[u.fn]++
			}
			for _, i := range order {
				fmt.Fprintf(w, "%5d  %s:%d %s: %s\n", counts[i], r.path, r.funcs[i].start, r.funcs[i].name, r.funcs[i].drawing)
			}
		}
	}
}

// ranges writes sorted lines as "3-7,9,12-13".
func ranges(lines []int) string {
	var b strings.Builder
	for i := 0; i < len(lines); {
		j := i
		for j+1 < len(lines) && lines[j+1] == lines[j]+1 {
			j++
		}
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(lines[i]))
		if j > i {
			b.WriteString("-" + strconv.Itoa(lines[j]))
		}
		i = j + 1
	}
	return b.String()
}

// n writes a count with thousands separated: 21,034.
func n(v int) string {
	s := strconv.Itoa(v)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
