// Command uncovered measures issue 39's target: the lines of scenes/ and
// render/ that no native Go test runs (from 21k to at most 6k, and those
// only drawing). `make native-coverage` runs it; it is a measurement, not
// part of `make test`.
//
//	go run ./scripts/uncovered [-screen "pkgs"] [-tinygame "pkgs"] [-reuse] [-drawing]
//
// It runs every native Go test that reaches scenes/ or render/, -short, with
// -coverpkg=./scenes/...,./render/... and a -coverprofile per run, into
// build/native-coverage/:
//
//   - plain.out: `go test` of every package whose test binary links a
//     package of scenes/ or render/ and not Ebitengine (as make unit runs
//     them), with the packages of scenes/ and render/ that have no tests and
//     no Ebitengine (so that their blocks show, never run);
//   - screen.out: under `xvfb-run -a`, the packages -screen names (make passes
//     unit-screen's SCREEN_PKGS, and SCREEN_ENV in the environment), any other
//     test binary reaching them that links Ebitengine, and the test-less
//     packages of scenes/ and render/ that import it;
//   - tinygame.out: under Xvfb with -tags tinygame, the packages -tinygame
//     names (unit-screen's second line).
//
// Packages whose directory git ignores (build/, dist/) or that do not load
// are left out. A failing test does not stop the measurement (what ran,
// ran); the command says so and exits 1 after the figures. -reuse reads the
// profiles of the last run instead of running the tests again.
//
// How it counts:
//
//   - Source lines: every line, code, comment or blank, of each non-test .go
//     file under scenes/ and render/ (testdata left out).
//   - Lines in statement blocks: a block is a line of a cover profile (the
//     statements cmd/cover counts together); a line is in a block when a
//     block starts on it, ends on it or spans it.
//   - Uncovered: a line in a block that no block that ran touches. The
//     profiles are merged first: a block ran if any test of any run ran it.
//     A line where something ran counts as run (`if x { return }` whose
//     condition ran and whose return did not is not counted).
//   - A file built natively that is in no profile (no run compiled it)
//     counts each function body, from its opening brace to its closing one,
//     as uncovered, and is named.
//   - Files that build for js/wasm and not natively (GOOS=linux, with the
//     tinygame tag): scenes/platform's *_js.go and the like. No native test
//     can run them: their source lines and function-body lines are reported
//     apart and are in no other figure but the first total.
//
// The drawing rule: an uncovered line is drawing when the top-level function
// it is in (a declared function or method, with the function literals
// inside it; or a function literal of a package-level var) is
//
//   - named Draw or draw, alone or followed by an upper-case letter, a digit
//     or "_" (drawSeat, DrawCentre; not drawn, Drawn, drawable), or
//   - has a receiver, parameter or result whose type names ebiten.Image or
//     render.Pen (a pen holding the image it draws on), or
//   - in its body names ebiten.Image or calls ebiten.NewImage*, uses
//     Ebitengine's vector package, or calls a function or method whose name
//     is a drawing name as above (DrawImage, text's Draw, drawSeat).
//
// Every other uncovered line is listed per file and function, so that what
// is left can be looked at; -drawing lists the drawing ones too, with why.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// coverDirs are the directories measured, relative to the module's root.
var coverDirs = []string{"scenes", "render"}

const coverPkg = "./scenes/...,./render/..."

func main() {
	screen := flag.String("screen", "", "packages to test under Xvfb (make passes SCREEN_PKGS); empty: every package of scenes/ and render/ whose tests link Ebitengine")
	tiny := flag.String("tinygame", "./scenes/gametest/tiny/", "packages to test under Xvfb with -tags tinygame")
	reuse := flag.Bool("reuse", false, "read build/native-coverage/*.out from the last run instead of running the tests")
	drawing := flag.Bool("drawing", false, "list the uncovered drawing functions too, with why each counts as drawing")
	topFiles := flag.Int("top", 25, "files to list by uncovered lines")
	topFuncs := flag.Int("funcs", 40, "functions to list by uncovered lines that do not draw")
	timeout := flag.String("timeout", "60m", "go test -timeout for each run")
	flag.Parse()
	if err := run(*screen, *tiny, *reuse, *drawing, *topFiles, *topFuncs, *timeout); err != nil {
		fmt.Fprintln(os.Stderr, "uncovered:", err)
		os.Exit(1)
	}
}

// testRun is one go test invocation and its profile.
type testRun struct {
	name  string
	xvfb  bool
	tags  string
	pkgs  []string
	note  string
	took  time.Duration
	error error
}

func run(screenFlag, tinyFlag string, reuse, listDrawing bool, topFiles, topFuncs int, timeout string) error {
	modPath, root, err := module()
	if err != nil {
		return err
	}
	outDir := filepath.Join(root, "build", "native-coverage")
	runs, err := plan(root, modPath, strings.Fields(screenFlag), strings.Fields(tinyFlag))
	if err != nil {
		return err
	}
	failed := false
	if !reuse {
		if err := os.MkdirAll(outDir, 0o755); err != nil {
			return err
		}
	}
	var profiles [][]block
	start := time.Now()
	for i := range runs {
		r := &runs[i]
		prof := filepath.Join(outDir, r.name+".out")
		if !reuse {
			os.Remove(prof)
			r.error = r.exec(root, prof, timeout)
			if r.error != nil {
				failed = true
			}
		}
		f, err := os.Open(prof)
		if err != nil {
			return fmt.Errorf("%s run: no profile: %v", r.name, err)
		}
		p, err := parseProfile(bufio.NewReader(f))
		f.Close()
		if err != nil {
			return fmt.Errorf("%s: %v", prof, err)
		}
		profiles = append(profiles, p)
	}
	wall := time.Since(start)

	fmt.Printf("\nnative tests reaching scenes/ and render/, -short -coverpkg=%s\n", coverPkg)
	for _, r := range runs {
		status := "ok"
		if reuse {
			status = "profile of the last run"
		} else if r.error != nil {
			status = "FAILED: " + r.error.Error()
		}
		took := ""
		if !reuse {
			took = " in " + r.took.Round(time.Second).String()
		}
		fmt.Printf("  %-9s %2d packages%s%s: %s\n", r.name, len(r.pkgs), r.note, took, status)
	}
	if !reuse {
		fmt.Printf("  all runs: %s\n", wall.Round(time.Second))
	}

	results, err := analyse(root, modPath, coverDirs, merge(profiles...))
	if err != nil {
		return err
	}
	report(os.Stdout, results, topFiles, topFuncs, listDrawing)
	if failed {
		return errors.New("some tests failed: the figures count what ran")
	}
	return nil
}

func (r *testRun) exec(root, profile, timeout string) error {
	args := []string{"test", "-short", "-timeout", timeout, "-coverpkg=" + coverPkg, "-coverprofile=" + profile}
	if r.tags != "" {
		args = append(args, "-tags", r.tags)
	}
	args = append(args, r.pkgs...)
	name := "go"
	if r.xvfb {
		name, args = "xvfb-run", append([]string{"-a", "go"}, args...)
	}
	fmt.Fprintf(os.Stderr, "== %s: %s %s\n", r.name, name, strings.Join(args, " "))
	cmd := exec.Command(name, args...)
	cmd.Dir = root
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	start := time.Now()
	err := cmd.Run()
	r.took = time.Since(start)
	return err
}

func module() (path, dir string, err error) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Path}}\t{{.Dir}}").Output()
	if err != nil {
		return "", "", fmt.Errorf("go list -m: %v", err)
	}
	path, dir, ok := strings.Cut(strings.TrimSpace(string(out)), "\t")
	if !ok {
		return "", "", fmt.Errorf("go list -m: %q", out)
	}
	return path, dir, nil
}

// pkgInfo is what go list says of a package and of its test binary.
type pkgInfo struct {
	dir       string
	broken    bool
	deps      []string // the package's own
	testDeps  []string // its test binary's: nil when it has no tests
	hasTests  bool
	ignoredBy bool // git ignores its directory
}

// plan chooses the runs: see the package comment.
func plan(root, modPath string, screen, tiny []string) ([]testRun, error) {
	pkgs, err := listPackages(root)
	if err != nil {
		return nil, err
	}
	inCover := func(p string) bool {
		for _, d := range coverDirs {
			if p == modPath+"/"+d || strings.HasPrefix(p, modPath+"/"+d+"/") {
				return true
			}
		}
		return false
	}
	links := func(deps []string, pred func(string) bool) bool { return slices.ContainsFunc(deps, pred) }
	isEbiten := func(p string) bool { return p == ebitenPath || strings.HasPrefix(p, ebitenPath+"/") }

	names := make([]string, 0, len(pkgs))
	for p := range pkgs {
		names = append(names, p)
	}
	slices.Sort(names)
	if len(screen) == 0 {
		for _, p := range names {
			if i := pkgs[p]; i.hasTests && !i.broken && !i.ignoredBy && inCover(p) && links(i.testDeps, isEbiten) {
				screen = append(screen, p)
			}
		}
	}
	plain := testRun{name: "plain"}
	scr := testRun{name: "screen", xvfb: true, pkgs: slices.Clone(screen)}
	var untestedPlain, untestedScreen, extraScreen int
	for _, p := range names {
		i := pkgs[p]
		if i.broken || i.ignoredBy || slices.Contains(screen, p) {
			continue
		}
		switch {
		case i.hasTests && (inCover(p) || links(i.testDeps, inCover)):
			if links(i.testDeps, isEbiten) {
				scr.pkgs = append(scr.pkgs, p)
				extraScreen++
			} else {
				plain.pkgs = append(plain.pkgs, p)
			}
		case !i.hasTests && inCover(p):
			// No test binary: go test only writes its blocks, never run.
			if links(i.deps, isEbiten) {
				scr.pkgs = append(scr.pkgs, p)
				untestedScreen++
			} else {
				plain.pkgs = append(plain.pkgs, p)
				untestedPlain++
			}
		}
	}
	plain.note = fmt.Sprintf(" (%d of them without tests)", untestedPlain)
	scr.note = fmt.Sprintf(" (%d without tests, %d beyond -screen)", untestedScreen, extraScreen)
	runs := []testRun{plain, scr}
	if len(tiny) > 0 {
		runs = append(runs, testRun{name: "tinygame", xvfb: true, tags: "tinygame", pkgs: tiny})
	}
	return runs, nil
}

// listPackages asks go list for every package of the module and its test
// binary's dependencies, and git for the ignored directories.
func listPackages(root string) (map[string]*pkgInfo, error) {
	cmd := exec.Command("go", "list", "-e", "-test", "-f",
		"{{.ImportPath}}\t{{.Dir}}\t{{if .Error}}broken{{end}}\t{{join .Deps \" \"}}", "./...")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %v", err)
	}
	pkgs := map[string]*pkgInfo{}
	tests := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			return nil, fmt.Errorf("go list: %q", line)
		}
		ip := f[0]
		switch {
		case strings.Contains(ip, " "): // a package compiled for its test: "p [p.test]"
		case strings.HasSuffix(ip, ".test"): // the test binary: everything it links
			tests[strings.TrimSuffix(ip, ".test")] = strings.Fields(f[3])
		default:
			pkgs[ip] = &pkgInfo{dir: f[1], broken: f[2] != "", deps: strings.Fields(f[3])}
		}
	}
	var dirs []string
	for p, i := range pkgs {
		if d, ok := tests[p]; ok {
			i.hasTests, i.testDeps = true, d
		}
		dirs = append(dirs, i.dir)
	}
	ignored, err := gitIgnored(root, dirs)
	if err != nil {
		return nil, err
	}
	for _, i := range pkgs {
		i.ignoredBy = ignored[i.dir]
	}
	return pkgs, nil
}

// gitIgnored says which of dirs git ignores (build outputs such as build/).
func gitIgnored(root string, dirs []string) (map[string]bool, error) {
	if err := exec.Command("git", "-C", root, "rev-parse", "--git-dir").Run(); err != nil {
		return nil, nil // not a checkout (an export of a commit): nothing is ignored
	}
	cmd := exec.Command("git", "check-ignore", "--stdin")
	cmd.Dir = root
	cmd.Stdin = strings.NewReader(strings.Join(dirs, "\n") + "\n")
	out, err := cmd.Output()
	var exit *exec.ExitError
	if err != nil && !(errors.As(err, &exit) && exit.ExitCode() == 1) { // 1: none ignored
		return nil, fmt.Errorf("git check-ignore: %v", err)
	}
	ignored := map[string]bool{}
	for _, d := range strings.Fields(string(out)) {
		ignored[d] = true
	}
	return ignored, nil
}
