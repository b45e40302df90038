// Package params reads the URL parameters that preselect a game's setup, as in
// ?game=loveletter&players=4&variant=classic&lang=en. Unknown names and bad
// values are ignored, each with a warning for the console.
package params

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
)

// Choice is a preselected setup; zero values mean "not chosen".
type Choice struct {
	Game       string
	Players    int
	Variant    string
	Difficulty string
	Lang       string
	Speed      string
	// Direct is true when a game was named: the page opens on its setup.
	Direct bool
	// Preferred is the device's language, used on a first start (before any
	// settings are saved) when the URL names none.
	Preferred string
}

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

// Parse reads a query string (with or without the leading "?"). langs lists the languages the catalog has.
func Parse(query string, langs []string) (Choice, []string) {
	var c Choice
	var warnings []string
	warn := func(format string, args ...any) { warnings = append(warnings, fmt.Sprintf(format, args...)) }
	values, err := url.ParseQuery(strings.TrimPrefix(query, "?"))
	if err != nil {
		return c, []string{fmt.Sprintf("parlour: ignoring malformed URL parameters: %v", err)}
	}
	keys := make([]string, 0, len(values))
	for k := range values {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		v := values.Get(k)
		switch k {
		case "game":
			if v == "loveletter" {
				c.Game, c.Direct = v, true
			} else {
				warn("parlour: ignoring game=%q (playable: loveletter)", v)
			}
		case "players":
			n, err := strconv.Atoi(v)
			if err != nil || n < 2 || n > 6 {
				warn("parlour: ignoring players=%q (2 to 6)", v)
				continue
			}
			c.Players = n
		case "variant":
			if v == "2019" || v == "classic" {
				c.Variant = v
			} else {
				warn("parlour: ignoring variant=%q (2019, classic)", v)
			}
		case "bots", "difficulty":
			if v == "random" || v == "heuristic" {
				c.Difficulty = v
			} else {
				warn("parlour: ignoring %s=%q (random, heuristic)", k, v)
			}
		case "speed":
			if slices.Contains([]string{"slow", "normal", "fast", "instant"}, v) {
				c.Speed = v
			} else {
				warn("parlour: ignoring speed=%q (slow, normal, fast, instant)", v)
			}
		case "lang":
			if slices.Contains(langs, v) {
				c.Lang = v
			} else {
				warn("parlour: ignoring lang=%q (%s)", v, strings.Join(langs, ", "))
			}
		default:
			warn("parlour: ignoring unknown URL parameter %q", k)
		}
	}
	if c.Variant == "classic" && c.Players > 4 {
		warn("parlour: the classic deck is for 2–4 players; using 4")
		c.Players = 4
	}
	return c, warnings
}
