// Package params reads the URL parameters that preselect a game's setup, as
// in ?game=threeparts&players=4&variant=…&bots=clever&lang=en&<option>=<value>.
// What a game accepts comes from its metadata (game.Definition): its player
// range, variants and options, and the bot levels the client offers. Unknown
// names and bad values are ignored, each with a warning for the console.
package params

import (
	"fmt"
	"hash/fnv"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

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
	// Deal, if set, is a shared deal (seed= and seat=): the setup deals it.
	Deal *Deal
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
	readDeal(&c, get, warn, c.Players)
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

// Deal is a shared deal's part of a link: the seed that deals the cards
// (and seeds the bots) and the seat the person who shared it sat at.
type Deal struct {
	Seed uint64
	Seat int
}

// ShareQuery is the query string of a link that deals this table again:
// the game, its setup, the seed and the person's seat. Opening it deals the
// same cards, and the bots, seeded from the same seed, decide the same.
func ShareQuery(gameName string, cfg game.Config, bots string, seat int) string {
	v := url.Values{}
	v.Set("game", gameName)
	v.Set("players", strconv.Itoa(cfg.Players))
	if cfg.Variant != "" {
		v.Set("variant", cfg.Variant)
	}
	if bots != "" {
		v.Set("bots", bots)
	}
	for k, val := range cfg.Options {
		v.Set(k, val)
	}
	v.Set("seed", strconv.FormatUint(cfg.Seed, 10))
	v.Set("seat", strconv.Itoa(seat))
	return "?" + v.Encode()
}

// DailySeed is the seed of a game's daily deal on a day (its UTC date):
// the same for every player that day, different for every game.
func DailySeed(gameName string, day time.Time) uint64 {
	h := fnv.New64a()
	h.Write([]byte("parlour-daily/" + gameName + "/" + DailyDate(day)))
	return h.Sum64()
}

// GuideSeed is the seed of a game's guided first round: one fixed deal per
// game, the same for everyone, so the guidance meets the same cards.
func GuideSeed(gameName string) uint64 {
	h := fnv.New64a()
	h.Write([]byte("parlour-guide/" + gameName))
	return h.Sum64()
}

// DailyDate is the UTC date of day, as the daily deal names it.
func DailyDate(day time.Time) string { return day.UTC().Format("2006-01-02") }

// readDeal reads seed= and seat= (a seat outside the table is ignored).
func readDeal(c *Choice, get func(string) (string, bool), warn func(string, ...any), players int) {
	v, ok := get("seed")
	if !ok {
		get("seat")
		return
	}
	seed, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		warn("ignoring seed=%q (a whole number)", v)
		get("seat")
		return
	}
	c.Deal = &Deal{Seed: seed}
	if v, ok := get("seat"); ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n >= max(players, 1) {
			warn("ignoring seat=%q (0 to %d)", v, max(players, 1)-1)
		} else {
			c.Deal.Seat = n
		}
	}
}
