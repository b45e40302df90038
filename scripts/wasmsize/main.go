// Command wasmsize says where the game's wasm bytes go: the size of each
// section, and the code of each Go package, largest first. `go tool nm`
// cannot read a wasm file, so this reads the module itself: the code
// section's function bodies, named by the name section, which the linker
// writes unless -s is given. It builds the game with the site's flags
// (cmd/webbuild -flags) but without -s and -w, whose code is the same.
// `make measure` runs it.
//
//	go run ./scripts/wasmsize [-top 25] [-wasm file.wasm] [-funcs slices] [-only game]
//
// -only builds the wasm with that game alone registered (cmd/webbuild -only).
// -funcs lists the largest functions of the packages named (comma-separated):
// generic instantiations show there, one body per type shape.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	top := flag.Int("top", 25, "packages to list")
	file := flag.String("wasm", "", "read this wasm (built without -s) instead of building the game")
	funcs := flag.String("funcs", "", "comma-separated packages whose largest functions to list")
	only := flag.String("only", "", "build the wasm with this game alone registered (cmd/webbuild -only)")
	flag.Parse()
	if err := run(*file, *top, *funcs, *only); err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
}

func run(file string, top int, funcs, only string) error {
	var pkgs []string
	if file == "" {
		dir, err := os.MkdirTemp("", "wasmsize")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		file = filepath.Join(dir, "parlour.wasm")
		if pkgs, err = build(file, only); err != nil {
			return err
		}
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	m, err := parse(b)
	if err != nil {
		return err
	}
	if len(m.names) == 0 {
		return errors.New(file + " has no name section (built with -s?)")
	}
	fmt.Printf("== %s: %.2f MB\n", filepath.Base(file), float64(len(b))/1e6)
	for _, s := range m.sections {
		fmt.Printf("  %-10s %10d bytes\n", s.name, s.size)
	}
	byPkg := map[string]int{}
	count := map[string]int{}
	code := 0
	for i, size := range m.bodies {
		p := packageOf(m.names[m.imports+i], pkgs)
		byPkg[p] += size
		count[p]++
		code += size
	}
	var names []string
	for p := range byPkg {
		names = append(names, p)
	}
	sort.Slice(names, func(i, j int) bool { return byPkg[names[i]] > byPkg[names[j]] })
	fmt.Printf("== code by package (%d function bodies, %d bytes), largest %d\n", len(m.bodies), code, min(top, len(names)))
	for _, p := range names[:min(top, len(names))] {
		fmt.Printf("  %9d  %5.1f%%  %5d  %s\n", byPkg[p], 100*float64(byPkg[p])/float64(code), count[p], p)
	}
	for _, want := range strings.Split(funcs, ",") {
		if want != "" {
			listFuncs(m, pkgs, want, top)
		}
	}
	groups := map[string]int{}
	for p, n := range byPkg {
		groups[group(p)] += n
	}
	fmt.Printf("== code by origin\n")
	for _, g := range []string{"parlour", "ebitengine", "other modules", "standard library"} {
		fmt.Printf("  %9d  %5.1f%%  %s\n", groups[g], 100*float64(groups[g])/float64(code), g)
	}
	return nil
}

// listFuncs prints the top largest function bodies of package pkg.
func listFuncs(m *module, pkgs []string, pkg string, top int) {
	type fn struct {
		name string
		size int
	}
	var fns []fn
	total := 0
	for i, size := range m.bodies {
		if name := m.names[m.imports+i]; packageOf(name, pkgs) == pkg {
			fns = append(fns, fn{name, size})
			total += size
		}
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].size > fns[j].size })
	fmt.Printf("== %s: %d functions, %d bytes, largest %d\n", pkg, len(fns), total, min(top, len(fns)))
	for _, f := range fns[:min(top, len(fns))] {
		fmt.Printf("  %9d  %s\n", f.size, f.name)
	}
}

// build writes the game's wasm with the site's flags, keeping the names, and
// returns the packages it links.
func build(out, only string) ([]string, error) {
	raw, err := exec.Command("go", "run", "./cmd/webbuild", "-flags", "-only="+only).Output()
	if err != nil {
		return nil, fmt.Errorf("go run ./cmd/webbuild -flags (run from the repository's root): %w", err)
	}
	var flags []string
	for _, f := range strings.Split(strings.TrimSpace(string(raw)), "\n") {
		if !strings.HasPrefix(f, "-ldflags=") {
			flags = append(flags, f)
		}
	}
	env := append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd := exec.Command("go", append(append([]string{"build"}, flags...), "-o", out, "./cmd/parlour")...)
	cmd.Env, cmd.Stderr = env, os.Stderr
	if err := cmd.Run(); err != nil {
		return nil, err
	}
	list := exec.Command("go", append(append([]string{"list", "-deps"}, listFlags(flags)...), "./cmd/parlour")...)
	list.Env = env
	deps, err := list.Output()
	if err != nil {
		return nil, err
	}
	return strings.Fields(string(deps)), nil
}

// listFlags are the build flags go list needs to see the wasm's packages:
// the patched engine's go.mod, and the one-game overlay of -only.
func listFlags(flags []string) []string {
	var out []string
	for _, f := range flags {
		if strings.HasPrefix(f, "-modfile=") || strings.HasPrefix(f, "-overlay=") {
			out = append(out, f)
		}
	}
	return out
}

// mangled writes a package path as the Go linker writes it in a wasm
// function's name: every byte but letters, digits, "_" and "." becomes "_".
func mangled(p string) string {
	b := []byte(p)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.') {
			b[i] = '_'
		}
	}
	return string(b)
}

// packageOf finds the package of a function named as the Go linker names
// wasm functions: the mangled import path, then ".", then the function
// (methods as "__T_.M"). The longest linked package whose mangled path
// prefixes the name wins; without a package list (-wasm), the name is cut at
// its first "." after a domain's and stays mangled.
func packageOf(fn string, pkgs []string) string {
	best := ""
	for _, p := range pkgs {
		if len(p) > len(best) && strings.HasPrefix(fn, mangled(p)+".") {
			best = p
		}
	}
	if best != "" {
		return best
	}
	start := 0
	for _, host := range hosts {
		if strings.HasPrefix(fn, host+"_") {
			start = len(host)
		}
	}
	if i := strings.Index(fn[start:], "."); i >= 0 {
		return fn[:start+i]
	}
	return fn
}

// hosts are the module hosts whose "." is part of a package path, for
// names read without a package list.
var hosts = []string{"github.com", "golang.org", "gopkg.in", "google.golang.org", "gitlab.com", "go.uber.org"}

func group(p string) string {
	m := mangled(p)
	switch {
	case m == "parlour" || strings.HasPrefix(m, "parlour_"):
		return "parlour"
	case strings.HasPrefix(m, "github.com_hajimehoshi_ebiten"):
		return "ebitengine"
	case strings.Contains(strings.SplitN(m, "_", 2)[0], "."):
		return "other modules"
	}
	return "standard library"
}

type section struct {
	name string
	size int
}

type module struct {
	sections []section
	imports  int            // imported functions, which come first in the index space
	bodies   []int          // size of each defined function's body
	names    map[int]string // function index -> name
}

var sectionNames = map[byte]string{0: "custom", 1: "type", 2: "import", 3: "function", 4: "table", 5: "memory",
	6: "global", 7: "export", 8: "start", 9: "element", 10: "code", 11: "data", 12: "data count"}

// parse reads what wasmsize needs of a wasm module (the WebAssembly core
// specification's binary format).
func parse(b []byte) (*module, error) {
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return nil, errors.New("not a wasm module")
	}
	m := &module{names: map[int]string{}}
	r := reader{b: b, pos: 8}
	for r.pos < len(b) && r.err == nil {
		id := r.byte()
		size := int(r.uvarint())
		if r.err != nil || size > len(b)-r.pos {
			return nil, errors.New("a section runs past the end")
		}
		s := reader{b: b[r.pos : r.pos+size]}
		r.pos += size
		name := sectionNames[id]
		switch id {
		case 0:
			name = "custom " + s.name()
			if name == "custom name" {
				m.readNames(&s)
			}
		case 2:
			m.readImports(&s)
		case 10:
			for n := s.uvarint(); n > 0 && s.err == nil; n-- {
				l := int(s.uvarint())
				if l > len(s.b)-s.pos {
					s.err = errors.New("a function body runs past the end")
					break
				}
				m.bodies = append(m.bodies, l)
				s.pos += l
			}
		}
		if s.err != nil {
			return nil, fmt.Errorf("section %s: %w", name, s.err)
		}
		m.sections = append(m.sections, section{name, size})
	}
	return m, r.err
}

func (m *module) readImports(s *reader) {
	for n := s.uvarint(); n > 0 && s.err == nil; n-- {
		s.name()
		s.name()
		switch s.byte() {
		case 0: // a function: its type index
			s.uvarint()
			m.imports++
		case 1: // a table: element type and limits
			s.byte()
			s.limits()
		case 2: // a memory: limits
			s.limits()
		case 3: // a global: value type and mutability
			s.byte()
			s.byte()
		case 4: // a tag: attribute and type index
			s.byte()
			s.uvarint()
		default:
			s.err = errors.New("an import of an unknown kind")
		}
	}
}

// readNames reads the name section's function names (subsection 1).
func (m *module) readNames(s *reader) {
	for s.pos < len(s.b) && s.err == nil {
		id := s.byte()
		size := int(s.uvarint())
		end := s.pos + size
		if id == 1 {
			for n := s.uvarint(); n > 0 && s.err == nil; n-- {
				idx := int(s.uvarint())
				m.names[idx] = s.name()
			}
		}
		s.pos = end
	}
}

type reader struct {
	b   []byte
	pos int
	err error
}

func (r *reader) byte() byte {
	if r.pos >= len(r.b) {
		r.err = errors.New("truncated")
		return 0
	}
	r.pos++
	return r.b[r.pos-1]
}

func (r *reader) uvarint() uint64 {
	var x uint64
	for shift := uint(0); shift < 64 && r.err == nil; shift += 7 {
		c := r.byte()
		x |= uint64(c&0x7f) << shift
		if c < 0x80 {
			return x
		}
	}
	return x
}

func (r *reader) name() string {
	n := int(r.uvarint())
	if r.err != nil || n > len(r.b)-r.pos {
		r.err = errors.New("a name runs past the end")
		return ""
	}
	r.pos += n
	return string(r.b[r.pos-n : r.pos])
}

func (r *reader) limits() {
	if r.byte()&1 != 0 {
		r.uvarint()
	}
	r.uvarint()
}
