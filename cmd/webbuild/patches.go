package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// The patches to Ebitengine, each named, in the order they are applied.
//
// Parlour builds against a copy of Ebitengine (the version go.mod selects,
// downloaded and checked against go.sum by "go mod download") with these
// patches applied, written to build/ebiten-patched/ at every build, and a
// go.mod beside it whose replace directive points there. The web build uses
// it, and so can the desktop build (make desktop) and any go command
// (go run ./cmd/webbuild -modfile prints the go.mod's path), so that every
// build of the game runs the same engine. None changes what Ebitengine draws:
// they take out of the program code that only a game with its own Kage
// shaders or a debug build needs. UPSTREAM.md proposes each to Ebitengine, so
// that this list can shrink.
//
// Each patch checks the shape of the files it rewrites first: when Ebitengine
// changes one, the build stops with errUpstreamChanged and the patch's name
// rather than build something different. The copy is made from the module
// cache at every build (under a second when nothing changed) rather than kept
// in this repository: the packages Parlour's builds use on any platform weigh
// 4.2 MB (0.65 MB gzip) before the generated shader table (0.33 MB), "go mod
// tidy" wants every package any build tag can import, and a build needs the
// module cache for Ebitengine's own dependencies either way.
var patches = []patch{
	{
		name:  "builtin-shader-sources",
		files: []string{"internal/builtinshader/shader.go"},
		why: "ShaderSource writes the built-in shaders with text/template, whose reflect.Value.MethodByName " +
			"call stops the linker from dropping unused exported methods anywhere in the program; the " +
			"template's output depends only on three small enums, so the patch runs it at build time for " +
			"every combination: 291 KB brotli (2.67 → 2.37 MB for the game when first made, 1.61 → 1.27 MB for cmd/bare)",
		upstream: "builtinshader generates its 18 sources with go generate (or writes them with strings.Builder) instead of text/template",
		apply:    func(m *module) error { return m.rewrite("internal/builtinshader/shader.go", precomputeBuiltinShaders) },
	},
	{
		name:  "caller-without-go-build",
		files: []string{"internal/debug/caller.go"},
		why: "FirstCaller (only used under the ebitenginedebug tag) imports go/build, whose package " +
			"initialisation links go/parser, go/doc and os/exec whether or not it is called: 65 KB brotli; " +
			"the stub finds no caller, as the original does in a browser, where go/build finds no source",
		upstream: "caller.go behind the ebitenginedebug build tag (a stub otherwise), or FirstCaller without go/build",
		apply:    withoutGoBuild,
	},
	{
		name: "precompiled-shaders",
		files: []string{"internal/graphics/shader.go", "internal/graphics/parlour_shaders.go (added)",
			"internal/graphics/parlour_precompiled.go (generated)"},
		why: "every start compiles Ebitengine's own Kage shaders with go/parser, go/ast and Kage's checker " +
			"(about 0.8 MB of wasm code, and about 140 ms for the first compilations under V8); the build " +
			"compiles every Kage source of Ebitengine's packages natively, and CompileShader decodes the " +
			"programs instead (a source not among them is an error: Parlour has no shader of its own); with " +
			"glsl-without-regexp, 2.38 → 2.16 MB brotli and the cold first frame 904 → 627 ms (234 KB alone)",
		upstream: "built-in shaders precompiled to shaderir by go generate, checked by a test (ebiten#3035, ebiten#2861), and a build tag that leaves the Kage compiler out",
		// The generator finds Kage sources as string literals: the 18
		// built-in ones exist as literals only once precomputed.
		needs: []string{"builtin-shader-sources"},
		apply: withCompiledShaders,
	},
	{
		name: "precompiled-glsl",
		files: []string{openGLShaderFile, "internal/graphicsdriver/opengl/parlour_glsl_js.go (added)",
			"internal/graphicsdriver/opengl/parlour_glsl_other.go (added)"},
		why: "a browser's OpenGL driver wrote each program's GLSL at run time with glsl.Compile (98 KB of " +
			"wasm code); WebGL 2's GLSL ES 3.00 is the only version a browser asks for, and the build writes " +
			"it for every program of Ebitengine's own beside the programs, so the driver takes it instead " +
			"(elsewhere it writes GLSL as before)",
		upstream: "GLSL written by go generate for the built-in shaders beside their precompiled programs (with precompiled-shaders), and a build tag that leaves the GLSL writer out of a browser's program",
		// The GLSL is written by precompiled-shaders' generator and kept
		// by its CompileShader.
		needs: []string{"precompiled-shaders"},
		apply: withPrecompiledGLSL,
	},
	{
		name:  "glsl-without-regexp",
		files: []string{"internal/shaderir/glsl/glsl.go"},
		why: "glsl.Compile collapses blank lines with regexp `\\n\\n+`; once the Kage compiler is gone it is the " +
			"last reason to link regexp (63 KB brotli); collapseNewlines (newlines.go, tested " +
			"against that regexp) does the same",
		upstream: "the same loop in glsl.Compile, or no blank-line collapsing at all (GLSL does not care)",
		apply:    withoutRegexpInGLSL,
	},
	{
		name:  "image-dumper-off-in-browser",
		files: []string{imageDumperFile},
		why: "the image dumper takes a screenshot or dumps the internal images on a key named by the " +
			"environment (EBITENGINE_SCREENSHOT_KEY), which a browser's program has not, so it can never act " +
			"there; its code links archive/zip, Ebitengine's PNG encoder and their callers: 26 KB brotli",
		upstream: "the image dumper in a file built everywhere but js (or behind a build tag)",
		apply:    withoutImageDumperInBrowser,
	},
	{
		name:  "image-to-bytes-without-image-draw",
		files: []string{imageToBytesFile, "parlour_imagetobytes.go (added)"},
		why: "imageToBytesSlow, the fallback for images other than a whole *image.RGBA or a paletted one " +
			"(Parlour gives neither), copies pixels with one draw.Draw, which links all of image/draw " +
			"(DrawMask and a converter per image type: 60 KB of wasm code); a loop over At gives the same " +
			"bytes for every image type of package image (pixelcopy_test.go)",
		upstream: "imageToBytesSlow copying by At (or by row for a sub-image of *image.RGBA) rather than with draw.Draw",
		apply:    withoutImageDraw,
	},
	{
		name: "shader-constants-without-big",
		files: append([]string{"internal/shaderir/constant/constant_js.go (added)", "internal/shaderir/constant/constant_other.go (added)"},
			shaderConstantUsers...),
		why: "the precompiled programs hold their constants as go/constant values, whose floats are math/big " +
			"numbers (math/big and go/constant: 310 KB of wasm code); in a browser they only ever become GLSL " +
			"literals through Float64Val, so float64s write the same GLSL (lightconst, tested against go/constant): " +
			"67 KB brotli",
		upstream: "shaderir holding constants as its own small value type (the Kage compiler folds with go/constant and converts once)",
		// The decoder it rewrites is written by precompiled-shaders, and the
		// Kage compiler, which keeps go/constant, must be out of the wasm.
		needs: []string{"precompiled-shaders"},
		apply: withShaderConstantsWithoutBig,
	},
}

// A patch is one change to Ebitengine's source, named as UPSTREAM.md's
// section that proposes it.
type patch struct {
	name     string
	files    []string // what it rewrites or adds, relative to the module's root
	why      string   // the cost it removes, measured
	upstream string   // the change in Ebitengine that would make the patch unneeded
	needs    []string // the patches it cannot be applied without
	apply    func(*module) error
}

// errUpstreamChanged is what a patch says when a file is no longer the
// shape it expects: updating Ebitengine needs a look at that patch.
var errUpstreamChanged = errors.New("Ebitengine changed: update the patch (cmd/webbuild/patches.go)")

// A module is the copy being patched: its files in dir, the version it was
// copied from, and the go.mod (modfile) that builds against it from the
// project's root.
type module struct {
	src, dir, version, modfile, root string
}

// rewrite replaces one file of the copy by what fn makes of the original's text.
func (m *module) rewrite(rel string, fn func([]byte) ([]byte, error)) error {
	file := filepath.Join(m.dir, filepath.FromSlash(rel))
	src, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	out, err := fn(src)
	if err != nil {
		return fmt.Errorf("%s: %w", rel, err)
	}
	return os.WriteFile(file, out, 0o644)
}

const ebitenModule = "github.com/hajimehoshi/ebiten/v2"

// patchedModfile prepares build/ebiten-patched/<version> with every patch
// but those named in skip, and a go.mod beside it that replaces Ebitengine
// with that copy, and returns the go.mod's path for go's -modfile flag.
func patchedModfile(root string, skip []string) (string, error) {
	for _, s := range skip {
		if !slices.ContainsFunc(patches, func(p patch) bool { return p.name == s }) {
			return "", fmt.Errorf("no patch is named %q", s)
		}
	}
	for _, p := range patches {
		for _, n := range p.needs {
			if slices.Contains(skip, n) && !slices.Contains(skip, p.name) {
				return "", fmt.Errorf("patch %s needs %s: leave both out", p.name, n)
			}
		}
	}
	src, version, err := moduleDir(ebitenModule)
	if err != nil {
		return "", err
	}
	base := filepath.Join(root, "build", "ebiten-patched")
	m := &module{src: src, dir: filepath.Join(base, version), version: version, modfile: filepath.Join(base, "go.mod"), root: root}
	if err := os.RemoveAll(m.dir); err != nil {
		return "", err
	}
	if err := copyModule(src, m.dir); err != nil {
		return "", fmt.Errorf("copying %s: %w", ebitenModule, err)
	}
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return "", err
	}
	gosum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		return "", err
	}
	var applied []string
	for _, p := range patches {
		if !slices.Contains(skip, p.name) {
			applied = append(applied, p.name)
		}
	}
	if err := os.WriteFile(m.modfile, patchedGoMod(gomod, applied, version), 0o644); err != nil {
		return "", err
	}
	// -modfile reads the go.sum that sits beside the go.mod it is given.
	if err := os.WriteFile(filepath.Join(base, "go.sum"), gosum, 0o644); err != nil {
		return "", err
	}
	for _, p := range patches {
		if slices.Contains(skip, p.name) {
			continue
		}
		if err := p.apply(m); err != nil {
			return "", fmt.Errorf("patch %s to %s %s: %w", p.name, ebitenModule, version, err)
		}
	}
	return m.modfile, nil
}

// patchedGoMod is the project's go.mod with Ebitengine replaced by the
// patched copy.
func patchedGoMod(gomod []byte, applied []string, version string) []byte {
	replace := fmt.Sprintf("\n// Written by cmd/webbuild: Ebitengine with the patches %s (cmd/webbuild/patches.go).\nreplace %s => %s\n",
		strings.Join(applied, ", "), ebitenModule, replacePath(version))
	return append(slices.Clip(gomod), replace...)
}

// replacePath is the patched copy's directory as go.mod names it: relative
// to the project's root (go resolves a relative replacement from the main
// module's folder, whichever file -modfile names, so every go command given
// this go.mod runs in the root). The wasm's build information keeps this
// path, so an
// absolute one made the wasm differ with the folder of the checkout: CI's
// clone built a wasm 9.8 KB larger (brotli) than the same commit here, and
// over the budget, because a few bytes more of path move every address in
// the data section that the code names.
func replacePath(version string) string {
	return "./" + path.Join("build", "ebiten-patched", version)
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
