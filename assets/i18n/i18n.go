// Package i18n is Parlour's one message catalog: every word a player reads
// goes through T. English is complete; other languages fall back to it key by
// key until their catalogs are filled in.
package i18n

import (
	"embed"
	"encoding/json"
	"fmt"
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
	entries, err := files.ReadDir(".")
	if err != nil {
		panic(err)
	}
	for _, e := range entries {
		b, err := files.ReadFile(e.Name())
		if err != nil {
			panic(err)
		}
		var m map[string]string
		if err := json.Unmarshal(b, &m); err != nil {
			panic(fmt.Sprintf("i18n: %s: %v", e.Name(), err)) // a broken embedded catalog is a build error
		}
		catalogs[strings.TrimSuffix(e.Name(), ".json")] = m
	}
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

// Has reports whether English defines key.
func Has(key string) bool {
	mu.RLock()
	defer mu.RUnlock()
	_, ok := catalogs["en"][key]
	return ok
}
