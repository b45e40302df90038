// Package i18n is Parlour's message catalogs: every word a player reads goes
// through T. This package holds the shared catalogs (the app, the menus, the
// table kit); each game's table adds its own files with Add at start, so
// tables never edit one shared file. A key defined twice is a build error.
// English is complete; the completeness test checks every language of every
// catalog against it.
package i18n

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"
)

// A language's catalog is decoded the first time it is needed (the current
// language at the first T, English at the first key the current language
// lacks): decoding all of them at start cost the first frame tens of
// milliseconds. Add only lists a table's files.
var (
	mu      sync.Mutex
	std     = newStore()
	current = "en"
)

// store is every catalog: the files of each language, the languages
// decoded so far, and those still to fetch (catalogs_js.go: a browser's
// program carries English alone, and the page fetches another language's
// catalog, every table's messages in one file, when it is first chosen).
type store struct {
	files    map[string][]source          // language -> its files, shared first
	decoded  map[string]map[string]string // language -> key -> message
	fetch    map[string]bool              // language -> its catalog is still to fetch
	provided map[string]bool              // language -> its catalog was fetched
}

type source struct {
	files fs.FS
	name  string
}

func newStore() *store {
	return &store{files: map[string][]source{}, decoded: map[string]map[string]string{}, fetch: map[string]bool{}, provided: map[string]bool{}}
}

func init() {
	for _, l := range fetched {
		std.fetch[l] = true
	}
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
	// fs.ReadDirFS's ReadDir lists a directory sorted, as fs.ReadDir does;
	// fs.ReadDir would sort again with a generic sort of its own (about
	// 15 KB of wasm), and every catalog comes from an embed.FS.
	rd, ok := files.(fs.ReadDirFS)
	if !ok {
		return fmt.Errorf("i18n: %T cannot list the catalogs in %s", files, dir)
	}
	entries, err := rd.ReadDir(dir)
	if err != nil {
		return fmt.Errorf("i18n: %v", err)
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		lang := strings.TrimSuffix(e.Name(), ".json")
		if _, ok := s.files[lang]; !ok && !base && !s.fetch[lang] {
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
// language with no files, or one still to fetch: T says English meanwhile).
func (s *store) catalog(lang string) (map[string]string, error) {
	if cat, ok := s.decoded[lang]; ok || s.files[lang] == nil || s.fetch[lang] {
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

// Languages lists the available languages, sorted: those with a catalog
// and those whose catalog the page fetches when chosen.
func Languages() []string {
	mu.Lock()
	defer mu.Unlock()
	var out []string
	for _, m := range []map[string]bool{std.fetch, std.provided} {
		for l := range m {
			out = append(out, l)
		}
	}
	for l := range std.files {
		if !std.fetch[l] && !std.provided[l] {
			out = append(out, l)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// SetLanguage switches the language; an unknown one is refused and nothing
// changes. A language whose catalog is still to fetch is chosen, but its
// words come in with its catalog (Provide): until then the words stay in the
// language they were in, so nothing is said half in English (ToFetch says
// to fetch it).
func SetLanguage(lang string) error {
	mu.Lock()
	defer mu.Unlock()
	if _, ok := std.files[lang]; !ok && !std.fetch[lang] && !std.provided[lang] {
		return fmt.Errorf("no catalog for language %q", lang)
	}
	wanted = lang
	if !std.fetch[lang] && current != lang {
		current = lang
		generation++
	}
	return nil
}

// ToFetch reports whether lang's catalog is still to fetch.
func ToFetch(lang string) bool {
	mu.Lock()
	defer mu.Unlock()
	return std.fetch[lang]
}

// Provide gives a language still to fetch its catalog: one file of every
// table's messages in that language, as the site's build writes it (cmd/webbuild,
// lang/<lang>.json). A file that does not decode, or defines a key twice,
// is refused, and the language stays to fetch.
func Provide(lang string, b []byte) error {
	mu.Lock()
	defer mu.Unlock()
	if !std.fetch[lang] {
		return fmt.Errorf("i18n: %q is not a language to fetch", lang)
	}
	cat := map[string]string{}
	if err := decodeCatalog(b, cat); err != nil {
		return fmt.Errorf("i18n: the %s catalog: %v", lang, err)
	}
	// Catalogs embedded in that language (a test-only table's) join it.
	for _, src := range std.files[lang] {
		if err := merge(cat, src); err != nil {
			return err
		}
	}
	std.decoded[lang] = cat
	delete(std.fetch, lang)
	std.provided[lang] = true
	if wanted == lang {
		current = lang
		generation++
	}
	return nil
}

// Generation changes each time the words change: the language switched, or
// the catalog of the language chosen arrived.
func Generation() int {
	mu.Lock()
	defer mu.Unlock()
	return generation
}

var (
	// wanted is the language last chosen; current differs from it while
	// its catalog is on its way.
	wanted     = "en"
	generation int
)

// Language is the language of the words now: the one last chosen, or,
// while its catalog is on its way, the one before it.
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
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// Raw is a language's own message for key, without fallback.
func Raw(lang, key string) (string, bool) {
	mu.Lock()
	defer mu.Unlock()
	m, ok := messages(lang)[key]
	return m, ok
}
