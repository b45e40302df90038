package main

// games.json: what the embed builder (wasm/embed.html) offers, written from
// the list of games (game/catalog, game/games) and their catalogs, so that
// a fifth game appears in the builder, gets a poster and is known to the
// loader without an edit to any page.

import (
	"encoding/json"
	"os"
	"path/filepath"

	"parlour/assets/i18n"
	"parlour/game/catalog"
	"parlour/scenes/params"
)

// gameInfo is one game as the builder and the loader see it: the URL
// parameters it takes (scenes/params reads them) with English labels.
type gameInfo struct {
	Name  string `json:"name"`
	Title string `json:"title"`
	Blurb string `json:"blurb"`
	Min   int    `json:"min"`
	Max   int    `json:"max"`
	// VariantLabel is what the game calls its variants (a deck, an edition).
	VariantLabel string    `json:"variantLabel,omitempty"`
	Variants     []choice  `json:"variants,omitempty"`
	Options      []setting `json:"options,omitempty"`
}

type choice struct {
	Name  string `json:"name"`
	Label string `json:"label"`
	// Min and Max narrow the players for a variant (0: the game's).
	Min int `json:"min,omitempty"`
	Max int `json:"max,omitempty"`
}

type setting struct {
	Name     string   `json:"name"`
	Label    string   `json:"label"`
	Default  string   `json:"default"`
	Values   []choice `json:"values"`
	Variants []string `json:"variants,omitempty"`
	Min      int      `json:"min,omitempty"`
}

// site is games.json: the games, and the choices every game shares.
type site struct {
	Games     []gameInfo `json:"games"`
	Bots      []choice   `json:"bots"`
	Speeds    []choice   `json:"speeds"`
	Languages []string   `json:"languages"`
}

// label is the catalog's English text for key, or fallback.
func label(key, fallback string) string {
	if i18n.Has(key) {
		return i18n.T(key)
	}
	return fallback
}

// readGames lists the games with their catalogs' English names.
func readGames(root string) (site, error) {
	if err := i18n.SetLanguage("en"); err != nil {
		return site{}, err
	}
	var s site
	for _, e := range catalog.Entries() {
		d := e.Definition
		dir := filepath.Join(root, "scenes", d.Name, "i18n")
		if _, err := os.Stat(dir); err == nil && !i18n.Has(d.Name+".name") {
			i18n.Add(os.DirFS(dir), ".")
		}
		g := gameInfo{Name: d.Name, Title: label(d.Name+".name", d.Name), Blurb: label(d.Name+".blurb", ""), Min: d.MinPlayers, Max: d.MaxPlayers}
		if len(d.Variants) > 0 {
			g.VariantLabel = label(d.Name+".variant", label("setup.variant", "Deck"))
		}
		for _, v := range d.Variants {
			g.Variants = append(g.Variants, choice{Name: v.Name, Label: label(d.Name+".variant."+v.Name, v.Name), Min: v.MinPlayers, Max: v.MaxPlayers})
		}
		for _, o := range d.Options {
			if len(o.Values) == 0 {
				continue // free text: the game's setup edits it, a builder's list cannot
			}
			key := d.Name + ".option." + o.Name
			st := setting{Name: o.Name, Label: label(key, o.Name), Default: o.Default, Variants: o.Variants, Min: o.MinPlayers}
			for _, v := range o.Values {
				st.Values = append(st.Values, choice{Name: v, Label: label(key+"."+v, v)})
			}
			g.Options = append(g.Options, st)
		}
		s.Games = append(s.Games, g)
	}
	for _, b := range catalog.Offered() {
		s.Bots = append(s.Bots, choice{Name: b, Label: label("bots."+b, b)})
	}
	for _, v := range params.Speeds {
		s.Speeds = append(s.Speeds, choice{Name: v, Label: label("speed."+v, v)})
	}
	s.Languages = i18n.Languages()
	return s, nil
}

// writeGames writes games.json.
func writeGames(out string, s site) error {
	b, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, "games.json"), b, 0o644)
}

// titles is the loader's table of game names (wasm/embed.js, {{GAMES}}):
// the poster's alt text, the Play button's and the frame's names.
func titles(s site) string {
	m := map[string]string{}
	for _, g := range s.Games {
		m[g.Name] = g.Title
	}
	b, _ := json.Marshal(m)
	return string(b)
}
