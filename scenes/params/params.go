// Package params reads the URL parameters that preselect a game's setup, as
// in ?game=threeparts&players=4&variant=…&bots=clever&lang=en&<option>=<value>.
// What a game accepts comes from its metadata (game.Definition): its player
// range, variants and options, and the bot levels the client offers. Unknown
// names and bad values are ignored, each with a warning for the console.
package params

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"parlour/game"
)

// Game is one game the client offers: its metadata and its bot levels.
type Game struct {
	Def  game.Definition
	Bots []string
}

// Choice is a preselected setup; zero values mean "not chosen".
type Choice struct {
	Game    string
	Players int
	Variant string
	Bots    string
	Options map[string]string
	Lang    string
	Speed   string
	// Direct is true when a game was named: the page opens on its setup
	// (unless a saved game must be offered first); Used is set once the app
	// has done so.
	Direct, Used bool
	// Preferred is the device's language, used on a first start (before any
	// settings are saved) when the URL names none.
	Preferred string
}

// Speeds are the animation speeds.
var Speeds = []string{"slow", "normal", "fast", "instant"}

// PreferredLanguage picks the catalog for a browser language tag such as
// "uk-UA" or "pl", or "" when there is none.
func PreferredLanguage(tag string, langs []string) string {
	base, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(tag)), "-")
	for _, l := range langs {
		if l == base {
			return l
		}
	}
	return ""
}

// Parse reads a query string (with or without the leading "?"). langs lists
// the languages the catalogs have; games lists the games with a table, the
// first being the one other parameters apply to when no game is named.
func Parse(query string, langs []string, games []Game) (Choice, []string) {
	var c Choice
	var warnings []string
	warn := func(format string, args ...any) {
		warnings = append(warnings, "parlour: "+fmt.Sprintf(format, args...))
	}
	values, err := url.ParseQuery(strings.TrimPrefix(query, "?"))
	if err != nil {
		return c, []string{fmt.Sprintf("parlour: ignoring malformed URL parameters: %v", err)}
	}
	get := func(k string) (string, bool) {
		v, ok := values[k]
		delete(values, k)
		if !ok || len(v) == 0 {
			return "", false
		}
		return strings.TrimSpace(v[0]), true
	}
	names := make([]string, len(games))
	for i, g := range games {
		names[i] = g.Def.Name
	}
	var g *Game
	if v, ok := get("game"); ok {
		if i := slices.Index(names, strings.ToLower(v)); i >= 0 {
			g = &games[i]
			c.Game, c.Direct = g.Def.Name, true
		} else {
			warn("ignoring game=%q (games: %s)", v, strings.Join(names, ", "))
		}
	}
	if g == nil && len(games) > 0 {
		g = &games[0]
	}
	if v, ok := get("lang"); ok {
		if slices.Contains(langs, v) {
			c.Lang = v
		} else {
			warn("ignoring lang=%q (%s)", v, strings.Join(langs, ", "))
		}
	}
	if v, ok := get("speed"); ok {
		if slices.Contains(Speeds, v) {
			c.Speed = v
		} else {
			warn("ignoring speed=%q (%s)", v, strings.Join(Speeds, ", "))
		}
	}
	if g == nil {
		for k := range values {
			warn("ignoring %s: there is no game to set up", k)
		}
		return c, warnings
	}
	d := g.Def
	if c.Game == "" {
		c.Game = d.Name
	}
	if v, ok := get("variant"); ok {
		v = strings.ToLower(v)
		switch {
		case slices.Contains(d.VariantNames(), v):
			c.Variant = v
		case len(d.Variants) == 0:
			warn("ignoring variant=%q (%s has no variants)", v, d.Name)
		default:
			warn("ignoring variant=%q (%s: %s)", v, d.Name, strings.Join(d.VariantNames(), ", "))
		}
	}
	lo, hi := d.PlayerRange(c.Variant)
	if v, ok := get("players"); ok {
		n, err := strconv.Atoi(v)
		switch {
		case err != nil || n < d.MinPlayers || n > d.MaxPlayers:
			warn("ignoring players=%q (%s: %d to %d)", v, d.Name, d.MinPlayers, d.MaxPlayers)
		case n < lo || n > hi:
			c.Players = min(max(n, lo), hi)
			warn("%s %s is for %d to %d players; using %d", d.Name, c.Variant, lo, hi, c.Players)
		default:
			c.Players = n
		}
	}
	for _, k := range []string{"bots", "difficulty"} {
		if v, ok := get(k); ok {
			v = strings.ToLower(v)
			if v == "heuristic" {
				v = "clever"
			}
			if slices.Contains(g.Bots, v) {
				c.Bots = v
			} else {
				warn("ignoring %s=%q (%s: %s)", k, v, d.Name, strings.Join(g.Bots, ", "))
			}
		}
	}
	keys := make([]string, 0, len(values))
	for k := range values {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		v := values.Get(k)
		o, ok := d.Option(strings.ToLower(k))
		if !ok {
			warn("ignoring unknown URL parameter %q", k)
			continue
		}
		players := c.Players
		if players == 0 {
			players = hi
		}
		variant := c.Variant
		if variant == "" {
			variant = d.DefaultVariant()
		}
		switch low := strings.ToLower(v); {
		case !o.AppliesTo(variant, players):
			warn("ignoring %s=%q: it does not apply to this table", k, v)
		case len(o.Values) > 0 && !slices.Contains(o.Values, low):
			warn("ignoring %s=%q (%s)", k, v, strings.Join(o.Values, ", "))
		default:
			if c.Options == nil {
				c.Options = map[string]string{}
			}
			if len(o.Values) > 0 {
				v = low
			}
			c.Options[o.Name] = v
		}
	}
	return c, warnings
}
