// Package i18n is Parlour's message catalogs: every word a player reads goes
// through T. This package holds the shared catalogs (the app, the menus, the
// table kit); each game's table adds its own files with Add at start, so
// tables never edit one shared file. A key defined twice is a build error.
// English is complete; the completeness test checks every language of every
// catalog against it.
package i18n

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"
)

//go:embed *.json
var files embed.FS

// A language's catalog is decoded the first time it is needed (the current
// language at the first T, English at the first key the current language
// lacks): decoding all of them at start cost the first frame tens of
// milliseconds. Add only lists a table's files.
var (
	mu      sync.Mutex
	std     = newStore()
	current = "en"
)

// store is every catalog: the files of each language, and the languages
// decoded so far.
type store struct {
	files   map[string][]source          // language -> its files, shared first
	decoded map[string]map[string]string // language -> key -> message
}

type source struct {
	files fs.FS
	name  string
}

func newStore() *store {
	return &store{files: map[string][]source{}, decoded: map[string]map[string]string{}}
}

func init() {
	if err := std.add(files, ".", true); err != nil {
		panic(err)
	}
}

// Add registers the catalog files named <lang>.json found in dir of files
// (one per language the shared catalogs have). It is called at start by each
// game's table; an embedded catalog in an unknown language is a build error,
// so Add panics, as decoding one that is broken or that defines a key
// already defined does (the completeness tests decode every catalog).
func Add(files fs.FS, dir string) {
	mu.Lock()
	defer mu.Unlock()
	if err := std.add(files, dir, false); err != nil {
		panic(err)
	}
}

func (s *store) add(files fs.FS, dir string, base bool) error {
	entries, err := fs.ReadDir(files, dir)
	if err != nil {
		return fmt.Errorf("i18n: %v", err)
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		lang := strings.TrimSuffix(e.Name(), ".json")
		if _, ok := s.files[lang]; !ok && !base {
			return fmt.Errorf("i18n: %s: no shared catalog for language %q", path.Join(dir, e.Name()), lang)
		}
		src := source{files, path.Join(dir, e.Name())}
		s.files[lang] = append(s.files[lang], src)
		if cat, ok := s.decoded[lang]; ok {
			if err := merge(cat, src); err != nil {
				return err
			}
		}
	}
	return nil
}

// catalog is a language's messages, decoded on first use (nil for a
// language with no files).
func (s *store) catalog(lang string) (map[string]string, error) {
	if cat, ok := s.decoded[lang]; ok || s.files[lang] == nil {
		return cat, nil
	}
	cat := map[string]string{}
	for _, src := range s.files[lang] {
		if err := merge(cat, src); err != nil {
			return nil, err
		}
	}
	s.decoded[lang] = cat
	return cat, nil
}

func merge(cat map[string]string, src source) error {
	b, err := fs.ReadFile(src.files, src.name)
	if err != nil {
		return fmt.Errorf("i18n: %v", err)
	}
	if err := decodeCatalog(b, cat); err != nil {
		return fmt.Errorf("i18n: %s: %v", src.name, err)
	}
	return nil
}

// messages is std's catalog of a language; the caller holds mu. Embedded
// catalogs that do not decode are a build error.
func messages(lang string) map[string]string {
	cat, err := std.catalog(lang)
	if err != nil {
		panic(err)
	}
	return cat
}

// Languages lists the available languages, sorted.
func Languages() []string {
	mu.Lock()
	defer mu.Unlock()
	var out []string
	for l := range std.files {
		out = append(out, l)
	}
	sort.Strings(out)
	return out
}

// SetLanguage switches the language; an unknown one is refused and nothing changes.
func SetLanguage(lang string) error {
	mu.Lock()
	defer mu.Unlock()
	if _, ok := std.files[lang]; !ok {
		return fmt.Errorf("no catalog for language %q", lang)
	}
	current = lang
	return nil
}

// Language is the current language.
func Language() string {
	mu.Lock()
	defer mu.Unlock()
	return current
}

// T looks a key up in the current language (falling back to English, then to
// the key itself so a missing message is visible, not blank) and fills in
// {0}, {1}, ... with args (a negative int with the minus sign: Number).
func T(key string, args ...any) string {
	mu.Lock()
	msg, ok := messages(current)[key]
	if !ok {
		msg, ok = messages("en")[key]
	}
	mu.Unlock()
	if !ok {
		msg = key
	}
	for i, a := range args {
		msg = strings.ReplaceAll(msg, fmt.Sprintf("{%d}", i), arg(a))
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
	mu.Lock()
	defer mu.Unlock()
	if _, ok := messages(current)[key]; ok {
		return true
	}
	_, ok := messages("en")[key]
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
	mu.Lock()
	defer mu.Unlock()
	var out []string
	for k := range messages(lang) {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Raw is a language's own message for key, without fallback.
func Raw(lang, key string) (string, bool) {
	mu.Lock()
	defer mu.Unlock()
	m, ok := messages(lang)[key]
	return m, ok
}
