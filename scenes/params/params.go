// Package params reads the URL parameters that preselect a game's setup, as
// in ?game=threeparts&players=4&variant=…&bots=clever&lang=en&<option>=<value>.
// What a game accepts comes from its metadata (game.Definition): its player
// range, variants and options, and the bot levels the client offers. Unknown
// names and bad values are ignored, each with a warning for the console; a
// value a warning quotes is cut to a short prefix (see Quote).
package params

import (
	"fmt"
	"hash/fnv"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"parlour/game"
	"parlour/scenes/query"
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
	// Check is a test's check=: the tables check what a test asks (Checks).
	Check string
	// Embed is embed=1: the page is a frame on another site showing one
	// game (package hostlink speaks with that site). Lock are the setup's
	// choices the host fixed (lock=players,variant): "players",
	// "variant", "bots" or an option's name. Origins are the host's
	// origins it listed (origins=), to talk to instead of the embedder's.
	Embed   bool
	Lock    []string
	Origins []string
}

// Locked reports whether the host fixed a setup choice.
func (c Choice) Locked(name string) bool { return slices.Contains(c.Lock, name) }

// MaxLocks is the most choices lock= names (more than any game has).
const MaxLocks = 16

// Checks are the values of check=, for tests only: "pure" has every table
// ask its game's Prompt twice each time and compare the answers and the
// game's snapshot before and after (package table, parlourState().table.
// impure), as the hint's search relies on Prompt changing nothing;
// "hidden" has every table read, in place of the engine, a world dealt
// again from the person's observation (package table, hidden.go), so that
// a test finds the page the same as without the check, or a leak.
var Checks = []string{"pure", "hidden"}

// Speeds are the animation speeds, auto (fast with 5+ players) first.
var Speeds = []string{"auto", "slow", "normal", "fast", "instant"}

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
func Parse(rawQuery string, langs []string, games []Game) (Choice, []string) {
	var c Choice
	var warnings []string
	warn := func(format string, args ...any) {
		warnings = append(warnings, "parlour: "+fmt.Sprintf(format, args...))
	}
	values, err := query.Parse(strings.TrimPrefix(rawQuery, "?"))
	if err != nil {
		return c, []string{"parlour: ignoring malformed URL parameters: " + cut(err.Error(), maxQuoted*2)}
	}
	// A parameter given more than once: the first is used, the rest said so.
	for _, k := range game.SortedKeys(values) {
		if v := values[k]; len(v) > 1 {
			warn("%s= is given %d times; using the first, %s", cut(k, maxQuoted), len(v), Quote(v[0]))
		}
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
			warn("ignoring game=%s (games: %s)", Quote(v), strings.Join(names, ", "))
		}
	}
	if g == nil && len(games) > 0 {
		g = &games[0]
	}
	if v, ok := get("lang"); ok {
		if slices.Contains(langs, v) {
			c.Lang = v
		} else {
			warn("ignoring lang=%s (%s)", Quote(v), strings.Join(langs, ", "))
		}
	}
	if v, ok := get("speed"); ok {
		if slices.Contains(Speeds, v) {
			c.Speed = v
		} else {
			warn("ignoring speed=%s (%s)", Quote(v), strings.Join(Speeds, ", "))
		}
	}
	if v, ok := get("check"); ok {
		if slices.Contains(Checks, v) {
			c.Check = v
		} else {
			warn("ignoring check=%s (%s)", Quote(v), strings.Join(Checks, ", "))
		}
	}
	readEmbed(&c, get, warn)
	if g == nil {
		for k := range values {
			warn("ignoring %s: there is no game to set up", Quote(k))
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
			warn("ignoring variant=%s (%s has no variants)", Quote(v), d.Name)
		default:
			warn("ignoring variant=%s (%s: %s)", Quote(v), d.Name, strings.Join(d.VariantNames(), ", "))
		}
	}
	lo, hi := d.PlayerRange(c.Variant)
	if v, ok := get("players"); ok {
		n, err := strconv.Atoi(v)
		switch {
		case err != nil || n < d.MinPlayers || n > d.MaxPlayers:
			warn("ignoring players=%s (%s: %d to %d)", Quote(v), d.Name, d.MinPlayers, d.MaxPlayers)
		case n < lo || n > hi:
			c.Players = min(max(n, lo), hi)
			warn("%s %s is for %d to %d players; using %d", d.Name, c.Variant, lo, hi, c.Players)
		default:
			c.Players = n
		}
	}
	readDeal(&c, get, warn, d)
	readLock(&c, get, warn, *g)
	for _, k := range []string{"bots", "difficulty"} {
		if v, ok := get(k); ok {
			v = strings.ToLower(v)
			if v == "heuristic" {
				v = "clever"
			}
			if slices.Contains(g.Bots, v) {
				c.Bots = v
			} else {
				warn("ignoring %s=%s (%s: %s)", k, Quote(v), d.Name, strings.Join(g.Bots, ", "))
			}
		}
	}
	keys := make([]string, 0, len(values))
	for k := range values {
		keys = append(keys, k)
	}
	game.SortSmall(keys)
	players := c.Players
	if players == 0 {
		players = hi
	}
	variant := c.Variant
	if variant == "" {
		variant = d.DefaultVariant()
	}
	var free []string // free-text options, checked once the listed ones are read
	given := map[string]string{}
	for _, k := range keys {
		v := values.Get(k)
		o, ok := d.Option(strings.ToLower(k))
		if !ok {
			warn("ignoring unknown URL parameter %s", Quote(k))
			continue
		}
		switch low := strings.ToLower(v); {
		case given[o.Name] != "":
			warn("ignoring %s=%s: %s is already given as %s=", cut(k, maxQuoted), Quote(v), o.Name, given[o.Name])
		case !o.AppliesTo(variant, players):
			warn("ignoring %s=%s: it does not apply to this table", k, Quote(v))
		case len(o.Values) > 0 && !slices.Contains(o.Values, low):
			warn("ignoring %s=%s (%s)", k, Quote(v), strings.Join(o.Values, ", "))
		case len(o.Values) == 0 && len(v) > maxFree:
			warn("ignoring %s=%s: %d bytes long (%d at most)", k, Quote(v), len(v), maxFree)
		default:
			given[o.Name] = k
			if c.Options == nil {
				c.Options = map[string]string{}
			}
			if len(o.Values) > 0 {
				v = low
			} else {
				free = append(free, o.Name)
			}
			c.Options[o.Name] = v
		}
	}
	// A free-text option (a set of masks, a list of round cards) is the
	// game's to check: it is kept if the game starts with it at the table
	// named (at some table in the range when players= is not given).
	for _, name := range free {
		if why := checkFree(d, c, name, free); why != "" {
			warn("ignoring %s=%s: %s", given[name], Quote(c.Options[name]), why)
			delete(c.Options, name)
		}
	}
	if len(c.Options) == 0 {
		c.Options = nil
	}
	return c, warnings
}

// checkFree is why the game refuses free-text option name at the table
// chosen (with the listed options chosen, without the other free-text
// ones), or "". With no player count chosen, any count in the variant's
// range will do; the refusal quoted is then the smallest table's (without
// its count when every table refuses it alike).
func checkFree(d game.Definition, c Choice, name string, free []string) string {
	opts := map[string]string{}
	for k, v := range c.Options {
		if k == name || !slices.Contains(free, k) {
			opts[k] = v
		}
	}
	lo, hi := c.Players, c.Players
	if c.Players == 0 {
		lo, hi = d.PlayerRange(c.Variant)
	}
	first, alike, n0 := "", true, 0
	for n := lo; n <= hi; n++ {
		cfg := game.Config{Players: n, Variant: c.Variant, Options: opts}
		// An option that does not apply to this count is not the value's fault.
		if _, err := d.CheckConfig(cfg); err != nil || d.New == nil {
			continue
		}
		_, err := d.New(cfg)
		if err == nil {
			return ""
		}
		why := strings.TrimPrefix(err.Error(), d.Name+": ")
		if first == "" {
			first, n0 = why, n
		}
		alike = alike && why == first
	}
	switch {
	case first == "":
		return ""
	case c.Players != 0 || alike:
		return cut(first, maxQuoted*3)
	}
	return fmt.Sprintf("no table takes it (at %d players: %s)", n0, cut(first, maxQuoted*3))
}

// maxQuoted is the most bytes of a value a warning quotes; maxFree, the
// longest free-text option value read (the longest list a game takes is
// a few hundred bytes).
const (
	maxQuoted = 40
	maxFree   = 1024
)

// Quote is v as a warning quotes it: in quotes, cut to its first
// maxQuoted bytes (at a character's boundary) with "…" after a cut, so that
// a long parameter makes a short warning.
func Quote(v string) string {
	p := prefix(v, maxQuoted)
	if len(p) == len(v) {
		return strconv.Quote(v)
	}
	return strconv.Quote(p) + "…"
}

// Cut is s cut to its first maxQuoted bytes as Quote cuts it, without the
// quotes: for a value already quoted, or JSON.
func Cut(s string) string { return cut(s, maxQuoted) }

// cut is s cut to at most n bytes (at a character's boundary) followed by
// "…", or s if it is that short.
func cut(s string, n int) string {
	if p := prefix(s, n); len(p) < len(s) {
		return p + "…"
	}
	return s
}

// prefix is s's first n bytes at most, cut at a character's boundary.
func prefix(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
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
	v := query.Values{}
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

// readDeal reads seed= and seat= once the table's player count is read (a
// seat outside the table is ignored). A deal is dealt for a player count, so
// a seed without one (players= absent or refused) is ignored, seat= with it:
// setup would not deal it either.
func readDeal(c *Choice, get func(string) (string, bool), warn func(string, ...any), d game.Definition) {
	v, ok := get("seed")
	seat, hasSeat := get("seat")
	if !ok {
		if hasSeat {
			warn("ignoring seat=%s: there is no seed= to deal", Quote(seat))
		}
		return
	}
	seed, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		warn("ignoring seed=%s (a whole number)", Quote(v))
		return
	}
	if c.Players == 0 {
		lo, hi := d.PlayerRange(c.Variant)
		warn("ignoring seed=%s: a shared deal needs its player count, players= (%s: %d to %d)", Quote(v), d.Name, lo, hi)
		return
	}
	c.Deal = &Deal{Seed: seed}
	if hasSeat {
		n, err := strconv.Atoi(seat)
		if err != nil || n < 0 || n >= c.Players {
			warn("ignoring seat=%s (%d players: 0 to %d)", Quote(seat), c.Players, c.Players-1)
		} else {
			c.Deal.Seat = n
		}
	}
}

// readEmbed reads embed= and origins= (lock= needs the game: readLock).
// Outside an embed, origins= means nothing and is said so.
func readEmbed(c *Choice, get func(string) (string, bool), warn func(string, ...any)) {
	if v, ok := get("embed"); ok {
		switch strings.ToLower(v) {
		case "1", "true", "yes":
			c.Embed = true
		case "0", "false", "no":
		default:
			warn("ignoring embed=%s (1 or 0)", Quote(v))
		}
	}
	if v, ok := get("origins"); ok {
		if !c.Embed {
			warn("ignoring origins=%s: only an embed (embed=1) talks to its host", Quote(v))
			return
		}
		origins, ws := ParseOrigins(v)
		for _, w := range ws {
			warn("%s", w)
		}
		c.Origins = origins
	}
}

// readLock reads lock=: a comma-separated list of the setup's choices the
// host fixed, each "players", "variant", "bots" or one of the game's
// options, in an embed only.
func readLock(c *Choice, get func(string) (string, bool), warn func(string, ...any), g Game) {
	v, ok := get("lock")
	if !ok {
		return
	}
	if !c.Embed {
		warn("ignoring lock=%s: only an embed (embed=1) locks its setup", Quote(v))
		return
	}
	names := []string{"players"}
	if len(g.Def.Variants) > 0 {
		names = append(names, "variant")
	}
	names = append(names, "bots")
	for _, o := range g.Def.Options {
		names = append(names, o.Name)
	}
	for i, n := range strings.Split(v, ",") {
		n = strings.ToLower(strings.TrimSpace(n))
		switch {
		case i == MaxLocks:
			// Each name may be warned of: a long list makes few warnings.
			warn("ignoring lock= beyond its first %d names", MaxLocks)
			return
		case n == "" || slices.Contains(c.Lock, n):
		case !slices.Contains(names, n):
			warn("ignoring lock=%s (%s: %s)", Quote(n), g.Def.Name, strings.Join(names, ", "))
		default:
			c.Lock = append(c.Lock, n)
		}
	}
}

// Bounds of origins=.
const (
	MaxOrigins = 8   // origins listed
	MaxOrigin  = 200 // one origin's length
)

// Origin is the origin (scheme://host[:port]) of an http or https address,
// or "" when it has none (an opaque origin, about:blank, a malformed one).
func Origin(address string) string {
	a, ok := query.ParseAddress(address)
	if !ok {
		return ""
	}
	// A browser names an origin without its scheme's default port.
	return a.Scheme + "://" + strings.TrimSuffix(a.Host, map[string]string{"http": ":80", "https": ":443"}[a.Scheme])
}

// ParseOrigins reads origins= (an embed's, package hostlink): a comma-separated list of origins
// (https://example.org), each an origin and nothing more.
func ParseOrigins(v string) ([]string, []string) {
	var out, warnings []string
	for _, o := range strings.Split(v, ",") {
		o = strings.TrimSpace(o)
		if o == "" {
			continue
		}
		a, ok := query.ParseAddress(o)
		switch {
		case len(out) == MaxOrigins:
			warnings = append(warnings, fmt.Sprintf("ignoring origins beyond the first %d", MaxOrigins))
			return out, warnings
		case len(o) > MaxOrigin || !ok || a.Path || a.Query || a.Fragment:
			warnings = append(warnings, fmt.Sprintf("ignoring the origin %s (an origin is https://host or https://host:port)", Quote(o)))
		case !slices.Contains(out, Origin(o)):
			out = append(out, Origin(o))
		}
	}
	return out, warnings
}
