package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	_ "parlour/game/games" // the list of games, as cmd/parlour links it
)

// Each language but English is one file of every key of the shared catalog
// and of each game's table's catalog in that language, and nothing else:
// what the program adds from its embedded files outside a browser.
func TestEachLanguageIsOneFileOfEveryCatalogInIt(t *testing.T) {
	out := t.TempDir()
	written, err := writeLanguages("../..", out)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"lang/pl.json", "lang/ru.json", "lang/uk.json"}; !slices.Equal(written, want) {
		t.Fatalf("written %v, want %v", written, want)
	}
	for _, lang := range []string{"pl", "ru", "uk"} {
		want := map[string]string{}
		sources, _ := filepath.Glob("../../scenes/*/i18n/" + lang + ".json")
		for _, f := range append(sources, "../../assets/i18n/"+lang+".json") {
			var m map[string]string
			b, _ := os.ReadFile(f)
			if err := json.Unmarshal(b, &m); err != nil {
				t.Fatal(f, err)
			}
			for k, v := range m {
				want[k] = v
			}
		}
		var got map[string]string
		b, _ := os.ReadFile(filepath.Join(out, "lang", lang+".json"))
		if err := json.Unmarshal(b, &got); err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want) {
			t.Errorf("%s: %d keys, want %d", lang, len(got), len(want))
		}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("%s: %s = %q, want %q", lang, k, got[k], v)
				break
			}
		}
	}
}

// A key two catalogs of one language define stops the build, as it stops
// the program that adds them.
func TestAKeyDefinedTwiceInALanguageStopsTheBuild(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	os.WriteFile(a, []byte(`{"menu.start":"Почати"}`), 0o644)
	os.WriteFile(b, []byte(`{"menu.start":"Старт"}`), 0o644)
	if _, err := mergeCatalogs([]string{a, b}); err == nil {
		t.Fatal("a key in two files was merged")
	}
}
