// Package profile is the player's settings and statistics, stored as JSON and
// read defensively: a corrupt value falls back to defaults and says so.
package profile

import (
	"encoding/json"
	"fmt"
	"slices"
)

// Settings the player chooses.
type Settings struct {
	Speed    string `json:"speed"` // slow, normal, fast, instant
	Sound    bool   `json:"sound"`
	Language string `json:"language"`
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
