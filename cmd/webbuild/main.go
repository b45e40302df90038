// Command webbuild assembles the static site: it compiles the game to wasm
// against Parlour's patched Ebitengine (patches.go), copies the wasm_exec.js
// of the same Go, stamps every file with the build's content hash, and with
// -compress writes .br and .gz siblings for hosts that serve precompressed
// files.
//
//	go run ./cmd/webbuild -out build/web [-compress]
//	go run ./cmd/webbuild -modfile    # the go.mod of the patched engine, for any go command
//	go run ./cmd/webbuild -patches    # the patches, why, and what upstream change removes each
//	go run ./cmd/webbuild -only loveletter -out build/only-loveletter -compress  # a wasm that seats one game (only.go)
package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/andybalholm/brotli"
)

// inlining: the first visit's download is the budget that binds (brotli
// under 2.6 MB), and inlined code is unique per call site, so it compresses
// badly. Without inlining, outside the runtime and Ebitengine (whose hot
// drawing paths keep it), the brotli wasm is 12% smaller (2.65 → 2.34 MB
// measured on the kit's first build) for a small cost in speed that make
// measure's frame times keep an eye on; bots think in slices either way.
var inlining = []string{"-gcflags=all=-l", "-gcflags=runtime=", "-gcflags=github.com/hajimehoshi/ebiten/v2/...="}

// buildFlags are the go build flags of the wasm; modfile is the go.mod that
// builds against the patched Ebitengine (patches.go), overlay (if any) the
// one that leaves all games but one out (only.go).
func buildFlags(modfile, overlay string) []string {
	flags := []string{"-trimpath", "-ldflags=-s -w", "-modfile=" + modfile}
	if overlay != "" {
		flags = append(flags, "-overlay="+overlay)
	}
	return append(flags, inlining...)
}

// pages are written with the build's hash (and more) stamped in. The pages'
// script and style are files of their own, never inline: hosts serve the
// game under strict Content-Security-Policies (script-src 'self').
var pages = []string{"index.html", "index.css", "index.js", "sw.js", "manifest.webmanifest", "icon.svg",
	"embed.html", "builder.css", "builder.js", "embed.js"}

// maxLoader is the most embed.js may weigh, brotli (issue 32): a host page
// with embeds pays it once, before anyone presses Play.
const maxLoader = 5 * 1024

func main() {
	out := flag.String("out", "build/web", "output folder")
	compress := flag.Bool("compress", false, "also write .br and .gz siblings")
	budget := flag.Int("budget", 0, "with -compress: fail if a first visit's brotli transfer is over this many bytes (0: no check)")
	flags := flag.Bool("flags", false, "print the go build flags of the wasm, one a line, and stop (for builds that must match it)")
	modfileOnly := flag.Bool("modfile", false, "prepare the patched Ebitengine, print the path of the go.mod that builds against it, and stop (go build -modfile=$(go run ./cmd/webbuild -modfile) ./cmd/parlour: the desktop program on the same engine)")
	list := flag.Bool("patches", false, "list the patches to Ebitengine and stop")
	skip := flag.String("skip", "", "comma-separated names of patches to leave out (to measure what each is worth)")
	tags := flag.String("tags", "", "build tags for the wasm (tinygame: the client also seats the test-only game Tiny)")
	lines := flag.Bool("lines", false, "keep the wasm's file and line tables, so that a browser's stack traces name lines (pclntab.go: 130 KB brotli more)")
	only := flag.String("only", "", "register this game alone in the wasm, to measure what a one-game embed would download (only.go); with -flags, the flags of that wasm")
	flag.Parse()
	if *list {
		for _, p := range patches {
			fmt.Printf("%s\n  files: %s\n  why: %s\n  upstream: %s\n", p.name, strings.Join(p.files, ", "), p.why, p.upstream)
			if len(p.needs) > 0 {
				fmt.Printf("  needs: %s\n", strings.Join(p.needs, ", "))
			}
		}
		return
	}
	root, err := os.Getwd()
	if err == nil {
		_, err = os.Stat(filepath.Join(root, "go.mod"))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "webbuild: run it from the repository's root:", err)
		os.Exit(1)
	}
	var skipped []string
	if *skip != "" {
		skipped = strings.Split(*skip, ",")
	}
	unlock, err := lockPatched(root)
	if err != nil {
		fmt.Fprintln(os.Stderr, "webbuild: locking build/ebiten-patched:", err)
		os.Exit(1)
	}
	defer unlock()
	modfile, err := patchedModfile(root, skipped)
	if err != nil {
		fmt.Fprintln(os.Stderr, "webbuild: patching Ebitengine:", err)
		os.Exit(1)
	}
	if *modfileOnly {
		fmt.Println(modfile)
		return
	}
	overlay := ""
	if *only != "" {
		if overlay, err = oneGameOverlay(root, filepath.Join(root, "build", "only", *only), *only); err != nil {
			fmt.Fprintln(os.Stderr, "webbuild: -only:", err)
			os.Exit(1)
		}
	}
	if *flags {
		fmt.Println(strings.Join(buildFlags(modfile, overlay), "\n"))
		return
	}
	if err := build(*out, *compress, modfile, overlay, *tags, *lines); err != nil {
		fmt.Fprintln(os.Stderr, "webbuild:", err)
		os.Exit(1)
	}
	if *budget > 0 {
		if err := checkBudget(*out, *budget); err != nil {
			fmt.Fprintln(os.Stderr, "webbuild:", err)
			os.Exit(1)
		}
	}
}

func build(out string, compress bool, modfile, overlay, tags string, lines bool) error {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	if err := checkNoOwnShaders(modfile, tags); err != nil {
		return err
	}
	wasm := filepath.Join(out, "parlour.wasm")
	args := append([]string{"build"}, buildFlags(modfile, overlay)...)
	if tags != "" {
		args = append(args, "-tags", tags)
	}
	cmd := exec.Command("go", append(args, "-o", wasm, "./cmd/parlour")...)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("building the wasm: %w", err)
	}
	if err := packWasmFile(wasm, lines); err != nil {
		return err
	}
	// wasm_exec.js must come from the Go that built the wasm.
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return err
	}
	execJS, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return fmt.Errorf("wasm_exec.js: %w", err)
	}
	if err := os.WriteFile(filepath.Join(out, "wasm_exec.js"), dropCommentLines(execJS), 0o644); err != nil {
		return err
	}
	wasmBytes, err := os.ReadFile(wasm)
	if err != nil {
		return err
	}
	h := sha256.New()
	h.Write(wasmBytes)
	h.Write(execJS)
	// The embeds' posters and the builder's list of games come from the
	// games' metadata and backs: the hash covers them, as the loader names
	// the posters by it.
	games, err := readGames(".")
	if err != nil {
		return err
	}
	posters, err := writePosters(".", out, games.Games)
	if err != nil {
		return err
	}
	if err := writeGames(out, games); err != nil {
		return err
	}
	langs, err := writeLanguages(".", out)
	if err != nil {
		return err
	}
	for _, p := range append(append([]string{"games.json"}, posters...), langs...) {
		b, err := os.ReadFile(filepath.Join(out, p))
		if err != nil {
			return err
		}
		h.Write(b)
	}
	templates := map[string][]byte{}
	for _, p := range pages {
		b, err := os.ReadFile(filepath.Join("wasm", p))
		if err != nil {
			return err
		}
		templates[p] = b
		h.Write(b)
	}
	hash := hex.EncodeToString(h.Sum(nil))[:16]
	for _, p := range pages {
		s := strings.ReplaceAll(string(dropCommentLines(templates[p])), "{{HASH}}", hash)
		s = strings.ReplaceAll(s, "{{WASM_SIZE}}", fmt.Sprint(len(wasmBytes)))
		s = strings.ReplaceAll(s, "{{GAMES}}", titles(games))
		s = strings.ReplaceAll(s, "{{LANGS}}", swLanguages(langs, hash))
		if err := os.WriteFile(filepath.Join(out, p), []byte(s), 0o644); err != nil {
			return err
		}
	}
	if err := os.WriteFile(filepath.Join(out, "build.txt"), []byte(fmt.Sprintf("build %s\ngo %s\nwasm %d bytes\n", hash, runtime.Version(), len(wasmBytes))), 0o644); err != nil {
		return err
	}
	if err := checkLoader(out); err != nil {
		return err
	}
	for _, p := range append(append(append([]string{"parlour.wasm", "wasm_exec.js", "games.json"}, pages...), posters...), langs...) {
		file := filepath.Join(out, p)
		if compress {
			if err := precompress(file); err != nil {
				return err
			}
			continue
		}
		// Siblings from an earlier compressed build would be served instead of this build.
		for _, ext := range []string{".br", ".gz"} {
			if err := os.Remove(file + ext); err != nil && !os.IsNotExist(err) {
				return err
			}
		}
	}
	fmt.Printf("built %s (build %s, wasm %.1f MB)\n", out, hash, float64(len(wasmBytes))/1e6)
	if compress {
		n, err := embedPlay(out)
		if err != nil {
			return err
		}
		fmt.Printf("an embed's Play: %d bytes brotli (the loader, the frame's page and the wasm; issue 40's target %d)\n", n, embedTarget)
	}
	return nil
}

// dropCommentLines leaves out the lines that are only a // comment, but
// not the comment a file opens with (a licence): what explains the page
// and the service worker to us is not downloaded by every first visit
// (about 1 KB brotli of the 2.4 MB budget). Only whole lines go, so a //
// inside a string or a URL is never touched.
func dropCommentLines(b []byte) []byte {
	lines := strings.SplitAfter(string(b), "\n")
	var out strings.Builder
	opening := true
	for _, l := range lines {
		comment := strings.HasPrefix(strings.TrimSpace(l), "//")
		if opening && comment {
			out.WriteString(l)
			continue
		}
		opening = false
		if !comment {
			out.WriteString(l)
		}
	}
	return []byte(out.String())
}

// checkLoader fails the build when embed.js is over maxLoader bytes
// brotli, whatever the host's server sends: the figure issue 32 promises.
func checkLoader(out string) error {
	b, err := os.ReadFile(filepath.Join(out, "embed.js"))
	if err != nil {
		return err
	}
	n := len(brotliBytes(b))
	if n > maxLoader {
		return fmt.Errorf("embed.js is %d bytes brotli, over the %d a host page may pay for its embeds", n, maxLoader)
	}
	fmt.Printf("embed.js: %d bytes, %d brotli (limit %d)\n", len(b), n, maxLoader)
	return nil
}

// firstVisit is what a first visit downloads before the game runs.
var firstVisit = []string{"index.html", "index.css", "index.js", "wasm_exec.js", "parlour.wasm", "sw.js", "manifest.webmanifest", "icon.svg"}

// checkBudget sums the brotli siblings of a first visit's files and fails
// when they are over budget: issue 17's 2.4 MB, kept by make test so that a
// change that grows the download says so at once.
func checkBudget(out string, budget int) error {
	total := 0
	for _, f := range firstVisit {
		info, err := os.Stat(filepath.Join(out, f+".br"))
		if err != nil {
			return fmt.Errorf("the budget needs -compress: %w", err)
		}
		total += int(info.Size())
	}
	fmt.Printf("first visit: %d bytes brotli (budget %d, %.1f KB to spare)\n", total, budget, float64(budget-total)/1e3)
	if total > budget {
		return fmt.Errorf("a first visit downloads %d bytes brotli, over the budget of %d by %d: see what grew with make measure (sizes) and README's size notes", total, budget, total-budget)
	}
	return nil
}

// embedPlayFiles are what a person who presses an embed's Play has
// downloaded by the game's first scene: the loader, the frame's page (its
// service worker is registered once the scene is drawn) and the wasm.
var embedPlayFiles = []string{"embed.js", "index.html", "index.css", "index.js", "wasm_exec.js", "sw.js", "parlour.wasm"}

// embedTarget is issue 40's second target for embedPlay, brotli bytes.
const embedTarget = 1600000

// embedPlay sums the brotli siblings of embedPlayFiles.
func embedPlay(out string) (int, error) {
	total := 0
	for _, f := range embedPlayFiles {
		info, err := os.Stat(filepath.Join(out, f+".br"))
		if err != nil {
			return 0, err
		}
		total += int(info.Size())
	}
	return total, nil
}

func precompress(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	br := brotliBytes(b)
	var gz bytes.Buffer
	g, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	g.Write(b)
	if err := g.Close(); err != nil {
		return err
	}
	if err := os.WriteFile(path+".br", br, 0o644); err != nil {
		return err
	}
	return os.WriteFile(path+".gz", gz.Bytes(), 0o644)
}

func brotliBytes(b []byte) []byte {
	var br bytes.Buffer
	// The largest window (16 MB, against the default 4 MB) finds repeats
	// across the whole wasm: 27 KB less on a 16.9 MB wasm, at the same speed
	// of decoding. Every browser that speaks brotli takes any window size.
	w := brotli.NewWriterOptions(&br, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24})
	w.Write(b)
	w.Close() // writing to memory cannot fail
	return br.Bytes()
}
