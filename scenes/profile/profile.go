// Package profile is the player's settings and statistics, stored as JSON and
// read defensively: a corrupt value falls back to defaults and says so.
package profile

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// Settings the player chooses.
type Settings struct {
	Speed    string `json:"speed"` // slow, normal, fast, instant
	Sound    bool   `json:"sound"`
	Language string `json:"language"`
	// Names are the seats' names chosen at setup: [0] is the person's, the
	// rest the bots' in seat order; an empty one uses the default.
	Names [6]string `json:"names,omitzero"`
}

// MaxNameLength is the longest name, in characters, that fits a seat panel.
const MaxNameLength = 14

// CleanName makes typed text a seat name: spaces trimmed and collapsed,
// control characters dropped, cut to MaxNameLength characters. It reports
// false when nothing is left.
func CleanName(s string) (string, bool) {
	var b []rune
	for _, r := range strings.Join(strings.Fields(s), " ") {
		if unicode.IsControl(r) || !unicode.IsPrint(r) {
			continue
		}
		b = append(b, r)
	}
	if len(b) > MaxNameLength {
		b = []rune(strings.TrimSpace(string(b[:MaxNameLength])))
	}
	return string(b), len(b) > 0
}

// Speeds in the order the settings screen cycles them.
var Speeds = []string{"slow", "normal", "fast", "instant"}

// DefaultSettings are used on first start and after a corrupt save.
func DefaultSettings() Settings { return Settings{Speed: "normal", Sound: true, Language: "en"} }

// Record is one game's statistics.
type Record struct {
	Played     int `json:"played"`
	Won        int `json:"won"`
	Streak     int `json:"streak"`
	BestStreak int `json:"best_streak"`
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

// DecodeSettings reads settings, refusing values it does not know.
func DecodeSettings(b []byte) (Settings, error) {
	s := DefaultSettings()
	if err := json.Unmarshal(b, &s); err != nil {
		return DefaultSettings(), fmt.Errorf("settings: %w", err)
	}
	if !slices.Contains(Speeds, s.Speed) {
		return DefaultSettings(), fmt.Errorf("settings: unknown speed %q", s.Speed)
	}
	for i, n := range s.Names {
		if c, _ := CleanName(n); c != n {
			return DefaultSettings(), fmt.Errorf("settings: name %d is not a valid name", i+1)
		}
	}
	return s, nil
}

// DecodeStats reads statistics, refusing impossible records.
func DecodeStats(b []byte) (Stats, error) {
	var s Stats
	if err := json.Unmarshal(b, &s); err != nil {
		return Stats{}, fmt.Errorf("statistics: %w", err)
	}
	for g, r := range s {
		if r.Played < 0 || r.Won < 0 || r.Won > r.Played || r.Streak < 0 || r.Streak > r.BestStreak {
			return Stats{}, fmt.Errorf("statistics for %s are impossible", g)
		}
	}
	if s == nil {
		s = Stats{}
	}
	return s, nil
}
