package i18n

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// useStore swaps the package's catalogs for a store of English files and
// languages still to fetch, as a browser's program starts, for one test.
func useStore(t *testing.T, en string, fetch ...string) {
	t.Helper()
	mu.Lock()
	saved, savedCurrent, savedWanted, savedGen := std, current, wanted, generation
	std, current, wanted = newStore(), "en", "en"
	for _, l := range fetch {
		std.fetch[l] = true
	}
	err := std.add(fstest.MapFS{"en.json": {Data: []byte(en)}}, ".", true)
	mu.Unlock()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		mu.Lock()
		std, current, wanted, generation = saved, savedCurrent, savedWanted, savedGen
		mu.Unlock()
	})
}

// A language whose catalog the page fetches is offered and may be chosen at
// once; the words stay in the language they were in until its catalog
// arrives, then are its own, and what was drawn is known to be stale
// (Generation).
func TestALanguageToFetchIsOfferedAndItsWordsComeWithItsCatalog(t *testing.T) {
	useStore(t, `{"menu.start":"Start","you":"You"}`, "uk")
	if got := Languages(); !slices.Equal(got, []string{"en", "uk"}) {
		t.Fatalf("Languages() = %v", got)
	}
	if err := SetLanguage("uk"); err != nil {
		t.Fatalf("a language to fetch is refused: %v", err)
	}
	if !ToFetch("uk") || T("menu.start") != "Start" || Language() != "en" {
		t.Fatalf("before its catalog: ToFetch %v, T %q, Language %q", ToFetch("uk"), T("menu.start"), Language())
	}
	gen := Generation()
	if err := Provide("uk", []byte(`{"menu.start":"Почати","you":"Ви"}`)); err != nil {
		t.Fatal(err)
	}
	if ToFetch("uk") || T("menu.start") != "Почати" || Language() != "uk" || Generation() == gen {
		t.Fatalf("after its catalog: ToFetch %v, T %q, generation %d → %d", ToFetch("uk"), T("menu.start"), gen, Generation())
	}
	if w, ok := Raw("uk", "you"); !ok || w != "Ви" {
		t.Fatalf("Raw(uk, you) = %q %v", w, ok)
	}
	if err := SetLanguage("xx"); err == nil || Language() != "uk" {
		t.Fatal("an unknown language is chosen")
	}
}

// A language chosen and then left before its catalog arrives is not
// switched to when it does.
func TestACatalogArrivingAfterAnotherChoiceDoesNotSwitchTheWords(t *testing.T) {
	useStore(t, `{"menu.start":"Start"}`, "uk", "pl")
	_ = SetLanguage("uk")
	_ = SetLanguage("pl")
	_ = SetLanguage("en")
	if err := Provide("uk", []byte(`{"menu.start":"Почати"}`)); err != nil {
		t.Fatal(err)
	}
	if Language() != "en" || T("menu.start") != "Start" {
		t.Fatalf("Language %q, T %q", Language(), T("menu.start"))
	}
	_ = SetLanguage("uk") // fetched already: at once
	if Language() != "uk" || T("menu.start") != "Почати" {
		t.Fatalf("Language %q, T %q", Language(), T("menu.start"))
	}
}

// A fetched catalog that does not decode, or that defines a key a table's
// embedded catalog in that language defines too, is refused; the language
// stays to fetch and still says English, and a good catalog is taken after.
func TestABrokenFetchedCatalogIsRefusedAndTheLanguageStaysToFetch(t *testing.T) {
	useStore(t, `{"menu.start":"Start","tiny.hello":"Hello"}`, "uk")
	Add(fstest.MapFS{"i18n/uk.json": {Data: []byte(`{"tiny.hello":"Привіт"}`)}}, "i18n")
	for name, data := range map[string]string{
		"cut short":      `{"menu.start":"Поч`,
		"not an object":  `["menu.start"]`,
		"a key twice":    `{"menu.start":"Почати","menu.start":"Старт"}`,
		"a table's key":  `{"menu.start":"Почати","tiny.hello":"Вітаю"}`,
		"a number value": `{"menu.start":1}`,
	} {
		if err := Provide("uk", []byte(data)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if err := SetLanguage("uk"); err != nil {
		t.Fatal(err)
	}
	if !ToFetch("uk") || T("menu.start") != "Start" {
		t.Fatalf("after refusals: ToFetch %v, T %q", ToFetch("uk"), T("menu.start"))
	}
	if err := Provide("uk", []byte(`{"menu.start":"Почати"}`)); err != nil {
		t.Fatal(err)
	}
	if T("menu.start") != "Почати" || T("tiny.hello") != "Привіт" {
		t.Fatalf("the fetched and the embedded catalogs: %q, %q", T("menu.start"), T("tiny.hello"))
	}
	if err := Provide("uk", []byte(`{}`)); err == nil {
		t.Fatal("a language's catalog is taken twice")
	}
}

// Every catalog file's language is English, which every program carries,
// or one of the languages a browser's program fetches.
func TestEveryLanguageIsEmbeddedOrFetched(t *testing.T) {
	paths, _ := filepath.Glob("*.json")
	var langs []string
	for _, p := range paths {
		if l := strings.TrimSuffix(p, ".json"); l != "en" {
			langs = append(langs, l)
		}
	}
	slices.Sort(langs)
	if !slices.Equal(langs, fetchedLanguages) {
		t.Fatalf("catalogs besides English: %v; fetched: %v", langs, fetchedLanguages)
	}
}
