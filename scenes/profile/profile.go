// Package profile is the player's settings and statistics, stored as JSON and
// read defensively, part by part: a damaged setting, seat name, game's setup
// or statistics line takes its default alone and says so (stored.go).
package profile

import (
	"maps"
	"strings"
	"unicode"
)

// Settings the player chooses.
type Settings struct {
	Speed    string `json:"speed"` // auto (the default: fast with 5+ players), slow, normal, fast, instant
	Sound    bool   `json:"sound"`
	Language string `json:"language"`
	// Names are the seats' names chosen at setup: [0] is the person's, the
	// rest the bots' in seat order; an empty one uses the default.
	Names [MaxSeats]string `json:"names,omitzero"`
	// Setups are the last setup chosen for each game, by game name.
	Setups map[string]Setup `json:"setups,omitempty"`
	// Sight and motion (issue 31): left out while at their defaults, so
	// settings and save codes written before them read the same.
	Sight
}

// Sight are the settings for sight and motion. Each is a word, so a value
// this version does not know (a later version's) is told from a default.
type Sight struct {
	// Motion is "" until the person chooses: the device's preference
	// (prefers-reduced-motion) decides; then "reduced" or "full".
	Motion string `json:"motion,omitempty"`
	// Text is "" (the type scale as designed) or "large".
	Text string `json:"text,omitempty"`
	// Contrast is "" (the table's palette) or "high".
	Contrast string `json:"contrast,omitempty"`
}

// The values each sight setting accepts; the first is its default.
var (
	Motions   = []string{"", "reduced", "full"}
	Texts     = []string{"", "large"}
	Contrasts = []string{"", "high"}
)

// ReducedMotion reports whether motion is reduced: as chosen, or, until
// the person chooses, as the device prefers.
func (s Sight) ReducedMotion(devicePrefers bool) bool {
	if s.Motion == "" {
		return devicePrefers
	}
	return s.Motion == "reduced"
}

// LargeText reports whether the text is set larger.
func (s Sight) LargeText() bool { return s.Text == "large" }

// HighContrast reports whether the high-contrast palette is on.
func (s Sight) HighContrast() bool { return s.Contrast == "high" }

// TextScale is how much larger than designed the interface's text is.
func (s Sight) TextScale() float64 {
	if s.LargeText() {
		return LargeTextScale
	}
	return 1
}

// LargeTextScale is the larger text's size over the designed one: a step
// a person with low vision notices, that the menus and tables still fit on
// a 360×640 phone (wasm/test/sight.test.js checks it).
const LargeTextScale = 1.25

// Clone is a copy that shares no map with s.
func (s Settings) Clone() Settings {
	c := s
	if s.Setups != nil {
		c.Setups = make(map[string]Setup, len(s.Setups))
		for k, v := range s.Setups {
			v.Options = maps.Clone(v.Options)
			c.Setups[k] = v
		}
	}
	return c
}

// MaxSeats is the most seats a table has.
const MaxSeats = 16

// Setup is one game's last chosen setup. It is checked against the game's
// metadata when it is used; here only its shape is checked.
type Setup struct {
	Players int               `json:"players"`
	Variant string            `json:"variant,omitempty"`
	Bots    string            `json:"bots,omitempty"`
	Options map[string]string `json:"options,omitempty"`
}

// Limits on stored values: anything read from storage is checked as
// strictly as typed input.
const (
	maxValue   = 64 << 10 // bytes of settings or statistics
	maxGames   = 32
	maxWord    = 32 // a game's, variant's, bot's or option's name
	maxOptions = 12
	maxCount   = 1_000_000_000
)

// word reports whether s is a short lower-case name: letters, digits, - and _.
func word(s string) bool {
	if len(s) > maxWord {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// MaxNameLength is the longest name, in characters, that fits a seat panel.
const MaxNameLength = 14

// CleanName makes typed text a seat name: spaces trimmed and collapsed,
// other invisible characters dropped, composed as Unicode's NFC (compose),
// cut to MaxNameLength characters. It reports false when nothing is left.
func CleanName(s string) (string, bool) {
	name, ok, _ := CleanTypedName(s)
	return name, ok
}

// CleanTypedName is CleanName, also reporting whether the name was cut to
// MaxNameLength: the person who typed it is told.
func CleanTypedName(s string) (name string, ok, shortened bool) {
	visible := strings.Map(func(r rune) rune {
		switch {
		case unicode.IsSpace(r):
			return ' '
		case unicode.IsControl(r) || !unicode.IsPrint(r):
			return -1
		}
		return r
	}, s)
	b := []rune(compose(strings.Join(strings.Fields(visible), " ")))
	if len(b) > MaxNameLength {
		b, shortened = []rune(strings.TrimSpace(string(b[:MaxNameLength]))), true
	}
	return string(b), len(b) > 0, shortened
}

// Speeds in the order the settings screen cycles them.
var Speeds = []string{"auto", "slow", "normal", "fast", "instant"}

// DefaultSettings are used on first start and after a corrupt save.
func DefaultSettings() Settings { return Settings{Speed: "auto", Sound: true, Language: "en"} }

// Record is one game's statistics.
type Record struct {
	Played     int `json:"played"`
	Won        int `json:"won"`
	Streak     int `json:"streak"`
	BestStreak int `json:"best_streak"`
	// Assisted counts games played with hints, and AssistedWon those won;
	// they are not in Played, Won or the streaks.
	Assisted    int `json:"assisted,omitempty"`
	AssistedWon int `json:"assisted_won,omitempty"`
	// Recent are the last games' results at each level of the bots
	// (recent.go), on a game's own line; left out while there are none, so
	// a line written before them reads the same.
	Recent Recent `json:"recent,omitzero"`
}

// Stats are the records per game.
type Stats map[string]Record

// Finish records a finished game.
func (s Stats) Finish(game string, won bool) {
	r := s[game]
	r.Played++
	if won {
		r.Won++
		r.Streak++
		r.BestStreak = max(r.BestStreak, r.Streak)
	} else {
		r.Streak = 0
	}
	s[game] = r
}

// Record files a finished game of one person at its line: the game's own,
// or its daily deal's (DailyKey). A game played with hints is counted apart
// (Assisted, AssistedWon) and leaves the wins and streaks alone.
func (s Stats) Record(game string, daily, assisted, won bool) {
	key := game
	if daily {
		key = DailyKey(game)
	}
	if assisted {
		r := s[key]
		r.Assisted++
		if won {
			r.AssistedWon++
		}
		s[key] = r
		return
	}
	s.Finish(key, won)
}

// DailyKey is the statistics line of a game's daily deal.
func DailyKey(game string) string { return game + dailySuffix }

// GameOf is the game a statistics line is of: the line's own key, or the
// game whose daily deal it counts.
func GameOf(line string) string { return strings.TrimSuffix(line, dailySuffix) }

const dailySuffix = "-daily"

// Totals are the games played and won over every line: each game's, its
// daily deals' and those played with hints.
func (s Stats) Totals() (played, won int) {
	for _, r := range s {
		played += r.Played + r.Assisted
		won += r.Won + r.AssistedWon
	}
	return played, won
}

// Equal reports whether s and o hold the same records; a line never played
// is the same as none.
func (s Stats) Equal(o Stats) bool {
	for _, pair := range [][2]Stats{{s, o}, {o, s}} {
		for k, r := range pair[0] {
			if pair[1][k] != r {
				return false
			}
		}
	}
	return true
}
