package words

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// A message of the table's catalogs as the table's code writes it: where,
// which keys the call may name (patterns: "*" stands for a name the code
// computes, a slug or a code), and how many arguments it gives ({0}…).
type use struct {
	at       string
	patterns []string
	args     int  // the arguments given, {0} to {args-1}
	words    bool // t.Words: the _you, _on_you, _self and _self_you variants too
	spread   bool // a slice of arguments whose length the code decides
	seat     bool // a seat's name is among the arguments (not through t.Words)
}

// uses reads every call of the table's code (its package, its decisions'
// package decide and this one) that writes a message of the catalog:
// i18n.T(key, args…), i18n.N(key, n, args…), t.Words(key, actor, target,
// args…) and t.WordsN(key, n, actor, target, args…) (whose args begin at
// {2}), and local helpers that pass their arguments to t.Words.
func uses(t *testing.T) []use {
	t.Helper()
	fset := token.NewFileSet()
	files, _ := filepath.Glob("../*.go")         // the table's
	decide, _ := filepath.Glob("../decide/*.go") // the prompts'
	words, _ := filepath.Glob("*.go")            // the log's, here
	files = append(append(files, decide...), words...)
	var out []use
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			out = append(out, usesIn(fset, fn.Body)...)
		}
	}
	return out
}

func usesIn(fset *token.FileSet, body *ast.BlockStmt) []use {
	env := map[string][]string{} // string variables: the values they may hold
	lens := map[string]int{}     // []any variables: the most elements they may hold
	wrappers := map[string]bool{}
	var out []use
	var eval func(e ast.Expr) []string
	eval = func(e ast.Expr) []string {
		switch x := e.(type) {
		case *ast.BasicLit:
			if x.Kind == token.STRING {
				s, _ := strconv.Unquote(x.Value)
				return []string{s}
			}
		case *ast.ParenExpr:
			return eval(x.X)
		case *ast.Ident:
			if v, ok := env[x.Name]; ok {
				return v
			}
		case *ast.BinaryExpr:
			if x.Op == token.ADD {
				var r []string
				for _, a := range eval(x.X) {
					for _, b := range eval(x.Y) {
						r = append(r, a+b)
					}
				}
				return r
			}
		}
		return []string{"*"}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.AssignStmt:
			if len(x.Lhs) != 1 || len(x.Rhs) != 1 {
				return true
			}
			id, ok := x.Lhs[0].(*ast.Ident)
			if !ok {
				return true
			}
			switch rhs := x.Rhs[0].(type) {
			case *ast.FuncLit:
				// func(key string, args ...any) … t.Words(key, a, b, args...)
				ast.Inspect(rhs.Body, func(m ast.Node) bool {
					if c, ok := m.(*ast.CallExpr); ok && callName(c) == "Words" && c.Ellipsis.IsValid() {
						wrappers[id.Name] = true
					}
					return true
				})
				return true
			case *ast.CompositeLit:
				lens[id.Name] = len(rhs.Elts)
				return true
			case *ast.CallExpr:
				if callName(rhs) == "append" && len(rhs.Args) > 0 {
					if a, ok := rhs.Args[0].(*ast.Ident); ok && a.Name == id.Name {
						lens[id.Name] += len(rhs.Args) - 1
						return true
					}
				}
			}
			vals := eval(x.Rhs[0])
			switch x.Tok {
			case token.DEFINE:
				env[id.Name] = vals
			case token.ASSIGN:
				env[id.Name] = append(env[id.Name], vals...)
			case token.ADD_ASSIGN:
				var grown []string
				for _, a := range env[id.Name] {
					for _, b := range vals {
						grown = append(grown, a+b)
					}
				}
				env[id.Name] = append(env[id.Name], grown...)
			}
		case *ast.CallExpr:
			name := callName(x)
			skip := -1 // arguments before the message's own
			words := false
			switch {
			case name == "i18n.T":
				skip = 1
			case name == "i18n.N":
				skip = 2
			case name == "Words":
				skip, words = 1, true
			case name == "WordsN":
				skip, words = 2, true
			case wrappers[name]:
				skip, words = 1, true
			}
			if skip < 0 || len(x.Args) == 0 {
				return true
			}
			u := use{at: fset.Position(x.Pos()).String(), patterns: eval(x.Args[0]), words: words}
			given := x.Args[skip:]
			if name == "Words" || name == "WordsN" {
				given = x.Args[skip+2:]
			}
			u.args = len(given)
			for _, a := range given {
				if c, ok := a.(*ast.CallExpr); ok && !words {
					if n := callName(c); n == "name" || n == "SeatName" {
						u.seat = true
					}
				}
			}
			if x.Ellipsis.IsValid() && len(given) > 0 {
				u.args--
				if id, ok := given[len(given)-1].(*ast.Ident); ok {
					u.args += lens[id.Name]
					u.spread = true
				}
			}
			if words {
				u.args += 2
			}
			out = append(out, u)
		}
		return true
	})
	return out
}

// callName is a call's function as written: "i18n.T", "Words" for any
// receiver's Words, a local function's name.
func callName(c *ast.CallExpr) string {
	switch f := c.Fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		if x, ok := f.X.(*ast.Ident); ok && x.Name == "i18n" {
			return "i18n." + f.Sel.Name
		}
		return f.Sel.Name
	}
	return ""
}

// catalog reads the table's catalog of a language.
func catalog(t testing.TB, lang string) map[string]string {
	t.Helper()
	b, err := os.ReadFile("../i18n/" + lang + ".json")
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]string{}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

var placeholder = regexp.MustCompile(`\{(\d+)\}`)

func matcher(pattern string) *regexp.Regexp {
	parts := strings.Split(pattern, "*")
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	return regexp.MustCompile("^" + strings.Join(parts, "[a-z0-9_-]+") + "$")
}

// Every message the table's code writes, in every language and plural
// form, uses only the arguments the call gives it: no "{2}" is ever left
// in the log or a prompt (a Crystal Clear round once logged "You lay your
// {2} face up"). Every message of the catalog with arguments is written by
// some call this test reads, so none escapes it.
func TestEveryMessageIsGivenTheArgumentsItUses(t *testing.T) {
	cats := map[string]map[string]string{}
	for _, l := range []string{"en", "uk", "ru", "pl"} {
		cats[l] = catalog(t, l)
	}
	base := func(k string) string { return strings.SplitN(k, "#", 2)[0] }
	keys := map[string]bool{}
	for k := range cats["en"] {
		keys[base(k)] = true
	}
	covered := map[string]bool{}
	us := uses(t)
	if len(us) < 150 {
		t.Fatalf("only %d calls read: the reader is broken", len(us))
	}
	for _, u := range us {
		matched := 0
		for _, p := range u.patterns {
			if !strings.HasPrefix(p, "rebelprincess.") {
				continue
			}
			m := matcher(p)
			variants := []string{""}
			if u.words {
				variants = []string{"", "_you", "_on_you", "_self", "_self_you"}
			}
			for k := range keys {
				hit := false
				for _, v := range variants {
					if strings.HasSuffix(k, v) && m.MatchString(strings.TrimSuffix(k, v)) {
						hit = true
					}
				}
				if !hit {
					continue
				}
				matched++
				covered[k] = true
				for l, cat := range cats {
					for ck, msg := range cat {
						if base(ck) != k {
							continue
						}
						for _, ph := range placeholder.FindAllStringSubmatch(msg, -1) {
							if i, _ := strconv.Atoi(ph[1]); i >= u.args {
								t.Errorf("%s: %s (%s) uses {%d}, the call gives %d arguments: %q", u.at, ck, l, i, u.args, msg)
							}
						}
						if strings.Count(msg, "{") != len(placeholder.FindAllString(msg, -1)) {
							t.Errorf("%s (%s): a brace that is no argument: %q", ck, l, msg)
						}
					}
				}
			}
		}
		if matched == 0 && len(u.patterns) > 0 && strings.HasPrefix(u.patterns[0], "rebelprincess.") {
			t.Errorf("%s: no message of the catalog is named %v", u.at, u.patterns)
		}
	}
	var loose []string
	for k := range keys {
		if !covered[k] && strings.Contains(cats["en"][k]+cats["en"][k+"#other"], "{") {
			loose = append(loose, k)
		}
	}
	sort.Strings(loose)
	if len(loose) > 0 {
		t.Errorf("messages with arguments that no call read here writes: %v", loose)
	}
}

// never are the messages that name a seat which is never the person's own
// where the code writes them: a neighbour (passes), the seat a card came
// from, a winner other than the person, Scheherazade's victim.
var never = map[string]bool{
	"rebelprincess.pass_to.seat": true, "rebelprincess.prompt.pass_both": true, "rebelprincess.prompt.chairs": true,
	"rebelprincess.prompt.pass_right": true, "rebelprincess.prompt.pass_left": true, "rebelprincess.prompt.blind": true,
	"rebelprincess.prompt.scheh_give": true, "rebelprincess.prompt.sleep_deal": true, "rebelprincess.summary.wins": true,
	"rebelprincess.reveal.forced": true, "rebelprincess.reveal.from": true,
}

// A seat's name goes into a message through t.Words, which words it for the
// person when the seat is theirs ("You have none of that suit", never "You
// has none"; "Your Sleeping Beauty", never "Sleeping Beauty (You)"), unless
// the seat can never be the person's.
func TestASeatThatMayBeThePersonsIsNamedThroughWords(t *testing.T) {
	for _, u := range uses(t) {
		if !u.seat {
			continue
		}
		for _, p := range u.patterns {
			if !never[p] {
				t.Errorf("%s: %s names a seat that may be the person's without t.Words", u.at, p)
			}
		}
	}
}
