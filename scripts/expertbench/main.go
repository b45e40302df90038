// Command expertbench times every Expert's decisions natively and in wasm
// under Node (issue 16: at most 100 ms a decision in the browser), built with
// the game's own inlining flags (cmd/webbuild -flags), and prints the two
// side by side. Each benchmark sweeps the decisions of a few random games
// once (-benchtime=1x); see benchExpert in game/search. `make bench-wasm`
// runs it.
//
//	go run ./scripts/expertbench [-bench Expert]
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// figures are one benchmark's metrics, by unit.
type figures map[string]float64

func main() {
	pattern := flag.String("bench", "Expert", "benchmarks to run (go test -bench)")
	flag.Parse()
	flags, err := gcflags()
	if err != nil {
		fail(err)
	}
	goroot, err := output("go", "env", "GOROOT")
	if err != nil {
		fail(err)
	}
	args := append([]string{"test", "-run", "^$", "-bench", *pattern, "-benchtime=1x"}, flags...)
	fmt.Fprintln(os.Stderr, "native: go", strings.Join(args, " "), "./game/search")
	native, names, err := bench(nil, append(args, "./game/search")...)
	if err != nil {
		fail(err)
	}
	exec := filepath.Join(strings.TrimSpace(goroot), "lib", "wasm", "go_js_wasm_exec")
	fmt.Fprintln(os.Stderr, "wasm:   GOOS=js GOARCH=wasm go", strings.Join(args, " "), "-exec", exec, "./game/search")
	wasm, _, err := bench([]string{"GOOS=js", "GOARCH=wasm"}, append(args, "-exec", exec, "./game/search")...)
	if err != nil {
		fail(err)
	}
	fmt.Println("| table | decisions | native mean | native slowest | wasm mean | wasm slowest | wasm longest step | wasm/native |")
	fmt.Println("|---|---|---|---|---|---|---|---|")
	for _, name := range names {
		n, w := native[name], wasm[name]
		if w == nil {
			continue
		}
		fmt.Printf("| %s | %.0f | %.1f ms | %.1f ms | %.1f ms | %.1f ms | %.1f ms | %.1f× |\n", name, n["decisions"],
			n["ms/decision"], n["max-ms"], w["ms/decision"], w["max-ms"], w["step-ms"], w["ms/decision"]/n["ms/decision"])
	}
}

// gcflags are the wasm build's inlining flags: the game ships without most
// inlining (smaller), so its search runs slower than a default build's.
func gcflags() ([]string, error) {
	out, err := output("go", "run", "./cmd/webbuild", "-flags")
	if err != nil {
		return nil, err
	}
	var flags []string
	for _, f := range strings.Split(strings.TrimSpace(out), "\n") {
		if strings.HasPrefix(f, "-gcflags") {
			flags = append(flags, f)
		}
	}
	return flags, nil
}

var line = regexp.MustCompile(`^Benchmark(\S+?)(-\d+)?\s+\d+\s+\d+ ns/op(.*)$`)

// bench runs go test and returns each benchmark's figures, and their names
// in the order they ran.
func bench(env []string, args ...string) (map[string]figures, []string, error) {
	cmd := exec.Command("go", args...)
	cmd.Env = append(os.Environ(), env...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, os.Stderr
	if err := cmd.Run(); err != nil {
		return nil, nil, fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, out.String())
	}
	res := map[string]figures{}
	var names []string
	sc := bufio.NewScanner(&out)
	for sc.Scan() {
		m := line.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		f := figures{}
		fields := strings.Fields(m[3])
		for i := 0; i+1 < len(fields); i += 2 {
			if v, err := strconv.ParseFloat(fields[i], 64); err == nil {
				f[fields[i+1]] = v
			}
		}
		res[m[1]] = f
		names = append(names, m[1])
	}
	return res, names, nil
}

func output(name string, args ...string) (string, error) {
	out, err := exec.Command(name, args...).Output()
	return string(out), err
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "expertbench:", err)
	os.Exit(1)
}
