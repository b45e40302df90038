package main

// lang/<lang>.json: every catalog of one language but English in one file,
// which the page fetches when the language is first chosen (index.js,
// parlourCatalog) and the service worker keeps for offline play. A
// browser's program carries English alone (assets/i18n, catalogs_js.go).

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"parlour/game/catalog"
)

// sourceLanguage is the language every program carries.
const sourceLanguage = "en"

// writeLanguages writes lang/<lang>.json for each language of the shared
// catalogs but English, from the shared catalog and each game's table's,
// and returns the files' paths relative to out.
func writeLanguages(root, out string) ([]string, error) {
	shared, err := filepath.Glob(filepath.Join(root, "assets", "i18n", "*.json"))
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Join(out, "lang"), 0o755); err != nil {
		return nil, err
	}
	var written []string
	for _, f := range shared {
		lang := strings.TrimSuffix(filepath.Base(f), ".json")
		if lang == sourceLanguage {
			continue
		}
		files := []string{f}
		for _, e := range catalog.Entries() {
			if g := filepath.Join(root, "scenes", e.Definition.Name, "i18n", lang+".json"); fileExists(g) {
				files = append(files, g)
			}
		}
		b, err := mergeCatalogs(files)
		if err != nil {
			return nil, err
		}
		rel := filepath.Join("lang", lang+".json")
		if err := os.WriteFile(filepath.Join(out, rel), b, 0o644); err != nil {
			return nil, err
		}
		written = append(written, rel)
	}
	return written, nil
}

// mergeCatalogs is one catalog object of every key of files, sorted; a key
// in two files is an error, as it is when the program adds them.
func mergeCatalogs(files []string) ([]byte, error) {
	all := map[string]string{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var m map[string]string
		if err := json.Unmarshal(b, &m); err != nil {
			return nil, fmt.Errorf("%s: %v", f, err)
		}
		for k, v := range m {
			if _, dup := all[k]; dup {
				return nil, fmt.Errorf("%s: %q is defined twice", f, k)
			}
			all[k] = v
		}
	}
	keys := make([]string, 0, len(all))
	for k := range all {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var buf bytes.Buffer
	buf.WriteString("{")
	for i, k := range keys {
		if i > 0 {
			buf.WriteString(",")
		}
		kb, _ := json.Marshal(k)
		vb, _ := json.Marshal(all[k])
		buf.WriteString("\n")
		buf.Write(kb)
		buf.WriteString(":")
		buf.Write(vb)
	}
	buf.WriteString("\n}\n")
	return buf.Bytes(), nil
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// swLanguages is the service worker's list entries for the files.
func swLanguages(files []string, hash string) string {
	var s strings.Builder
	for _, f := range files {
		fmt.Fprintf(&s, ", %q", filepath.ToSlash(f)+"?v="+hash)
	}
	return s.String()
}
