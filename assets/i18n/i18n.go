// Package i18n is Parlour's message catalogs: every word a player reads goes
// through T. This package holds the shared catalogs (the app, the menus, the
// table kit); each game's table adds its own files with Add at start, so
// tables never edit one shared file. A key defined twice is a build error.
// English is complete; the completeness test checks every language of every
// catalog against it.
package i18n

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"
)

//go:embed *.json
var files embed.FS

var (
	mu       sync.RWMutex
	catalogs = map[string]map[string]string{}
	current  = "en"
)

func init() {
	if err := add(files, ".", true); err != nil {
		panic(err)
	}
}

// Add merges catalog files named <lang>.json found in dir of files (one per
// language the shared catalogs have) into the catalogs. It is called at
// start by each game's table; an embedded catalog that is broken, in an
// unknown language or that defines a key already defined is a build error,
// so Add panics.
func Add(files fs.FS, dir string) {
	if err := add(files, dir, false); err != nil {
		panic(err)
	}
}

func add(files fs.FS, dir string, base bool) error {
	entries, err := fs.ReadDir(files, dir)
	if err != nil {
		return fmt.Errorf("i18n: %v", err)
	}
	mu.Lock()
	defer mu.Unlock()
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		b, err := fs.ReadFile(files, path.Join(dir, e.Name()))
		if err != nil {
			return fmt.Errorf("i18n: %v", err)
		}
		var m map[string]string
		if err := json.Unmarshal(b, &m); err != nil {
			return fmt.Errorf("i18n: %s: %v", e.Name(), err)
		}
		lang := strings.TrimSuffix(e.Name(), ".json")
		cat, ok := catalogs[lang]
		if !ok {
			if !base {
				return fmt.Errorf("i18n: %s: no shared catalog for language %q", path.Join(dir, e.Name()), lang)
			}
			cat = map[string]string{}
			catalogs[lang] = cat
		}
		for k, v := range m {
			if _, dup := cat[k]; dup {
				return fmt.Errorf("i18n: %s defines %q again", path.Join(dir, e.Name()), k)
			}
			cat[k] = v
		}
	}
	return nil
}

// Languages lists the available languages, sorted.
func Languages() []string {
	mu.RLock()
	defer mu.RUnlock()
	var out []string
	for l := range catalogs {
		out = append(out, l)
	}
	sort.Strings(out)
	return out
}

// SetLanguage switches the language; an unknown one is refused and nothing changes.
func SetLanguage(lang string) error {
	mu.Lock()
	defer mu.Unlock()
	if _, ok := catalogs[lang]; !ok {
		return fmt.Errorf("no catalog for language %q", lang)
	}
	current = lang
	return nil
}

// Language is the current language.
func Language() string {
	mu.RLock()
	defer mu.RUnlock()
	return current
}

// T looks a key up in the current language (falling back to English, then to
// the key itself so a missing message is visible, not blank) and fills in
// {0}, {1}, ... with args.
func T(key string, args ...any) string {
	mu.RLock()
	msg, ok := catalogs[current][key]
	if !ok {
		msg, ok = catalogs["en"][key]
	}
	mu.RUnlock()
	if !ok {
		msg = key
	}
	for i, a := range args {
		msg = strings.ReplaceAll(msg, fmt.Sprintf("{%d}", i), fmt.Sprint(a))
	}
	return msg
}

// N is T for a message that depends on a count n: it looks up key#one,
// key#few, key#many or key#other by the current language's plural rule
// (falling back to key#other, then to key). The count is not an argument by
// itself: pass it in args where the message shows it.
func N(key string, n int, args ...any) string {
	return T(PluralKey(key, n), args...)
}

// PluralKey is the catalog key N would use for count n.
func PluralKey(key string, n int) string {
	if form := key + "#" + PluralForm(Language(), n); lookup(form) {
		return form
	}
	if lookup(key + "#other") {
		return key + "#other"
	}
	return key
}

func lookup(key string) bool {
	mu.RLock()
	defer mu.RUnlock()
	if _, ok := catalogs[current][key]; ok {
		return true
	}
	_, ok := catalogs["en"][key]
	return ok
}

// PluralForm is the CLDR plural category of n in a language: English has one
// and other; Ukrainian, Russian and Polish also have few and many
// (1 żeton, 2 żetony, 5 żetonów).
func PluralForm(lang string, n int) string {
	if n < 0 {
		n = -n
	}
	switch lang {
	case "uk", "ru":
		switch {
		case n%10 == 1 && n%100 != 11:
			return "one"
		case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
			return "few"
		}
		return "many"
	case "pl":
		switch {
		case n == 1:
			return "one"
		case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
			return "few"
		}
		return "many"
	}
	if n == 1 {
		return "one"
	}
	return "other"
}

// Has reports whether the current language or English defines key.
func Has(key string) bool { return lookup(key) }

// Keys lists a language's keys, sorted (for completeness tests).
func Keys(lang string) []string {
	mu.RLock()
	defer mu.RUnlock()
	var out []string
	for k := range catalogs[lang] {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Raw is a language's own message for key, without fallback.
func Raw(lang, key string) (string, bool) {
	mu.RLock()
	defer mu.RUnlock()
	m, ok := catalogs[lang][key]
	return m, ok
}
