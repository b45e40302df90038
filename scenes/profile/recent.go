package profile

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"

	"parlour/game"
	"parlour/game/json"
)

// A game's line keeps its last results at each level of the bots it was
// played against, for the statistics page's pictures (issue 41: a strip of
// won and lost, the win rate over time, and, once a game is reviewed, the
// chance the person lost a decision). Only a game's own line holds them,
// as only its games count there: daily deals and games played with hints
// have lines and counts of their own.

// RecentKept is how many results a line keeps at each level: the oldest
// is dropped for the next.
const RecentKept = 50

// maxLevels bounds the levels a line keeps results at: a person is
// offered three; a later version may offer a few more.
const maxLevels = 8

// Result is one finished game among a line's recent results.
type Result struct {
	Won bool
	// Lost is the review's average chance to win the person lost a
	// decision in this game (0–1), nil when the game was not reviewed.
	Lost *float64
	// more are the fields a later version stored with the result, kept
	// as they were.
	more map[string]json.RawMessage
}

// MarshalJSON writes a result as {"won":…,"lost":…} with the fields a
// later version stored, keys in order.
func (r Result) MarshalJSON() ([]byte, error) {
	m := maps.Clone(r.more)
	if m == nil {
		m = map[string]json.RawMessage{}
	}
	m["won"] = json.RawMessage("false")
	if r.Won {
		m["won"] = json.RawMessage("true")
	}
	delete(m, "lost")
	if r.Lost != nil {
		b, err := json.Marshal(*r.Lost)
		if err != nil {
			return nil, err
		}
		m["lost"] = b
	}
	return json.Marshal(m)
}

// readResult reads one stored result: "won" a boolean, "lost", when
// there, a chance; any other field is kept.
func readResult(raw json.RawMessage) (Result, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil || m == nil {
		return Result{}, errors.New("a result that is not an object")
	}
	var r Result
	if err := json.Unmarshal(m["won"], &r.Won); err != nil || m["won"] == nil {
		return Result{}, fmt.Errorf("won is %.16s", m["won"])
	}
	if raw, ok := m["lost"]; ok {
		var lost float64
		if err := json.Unmarshal(raw, &lost); err != nil || !chance(lost) || string(raw) == "null" {
			return Result{}, fmt.Errorf("lost is %.16s, not a chance", raw)
		}
		r.Lost = &lost
	}
	delete(m, "won")
	delete(m, "lost")
	if len(m) > 0 {
		r.more = m
	}
	return r, nil
}

// chance reports whether c is a chance: 0 to 1.
func chance(c float64) bool { return c >= 0 && c <= 1 }

// Recent are a line's last results at each level of its bots ("clever",
// "expert"…), the oldest first. It is a value, as comparable as the rest
// of a Record (the setup asks whether a game was ever played with ==, a
// save code whether its statistics are yours), and a copy shares nothing:
// it holds the results as stored, a JSON object written in one order.
type Recent struct{ stored string }

// Levels are the levels with results, in order.
func (r Recent) Levels() []string { return game.SortedKeys(r.levels()) }

// At are the results at level, the oldest first.
func (r Recent) At(level string) []Result { return r.levels()[level] }

// Count is how many results are kept, at every level.
func (r Recent) Count() (games, won int) {
	for _, rs := range r.levels() {
		for _, x := range rs {
			games++
			if x.Won {
				won++
			}
		}
	}
	return games, won
}

// IsZero reports whether no result is kept (the line leaves the field out).
func (r Recent) IsZero() bool { return r.stored == "" }

// levels reads what r holds; it was written by recentOf, so it reads.
func (r Recent) levels() map[string][]Result {
	if r.stored == "" {
		return nil
	}
	lists, _, _ := readRecent(json.RawMessage(r.stored))
	return lists
}

// recentOf holds lists as a Recent, written in one order (a list of none
// is left out).
func recentOf(lists map[string][]Result) Recent {
	lists = maps.Clone(lists)
	maps.DeleteFunc(lists, func(_ string, rs []Result) bool { return len(rs) == 0 })
	if len(lists) == 0 {
		return Recent{}
	}
	b, err := json.Marshal(lists)
	if err != nil {
		return Recent{} // a Result always writes: not reached
	}
	return Recent{stored: string(b)}
}

// MarshalJSON writes the results as an object of lists by level.
func (r Recent) MarshalJSON() ([]byte, error) {
	if r.stored == "" {
		return []byte("{}"), nil
	}
	return []byte(r.stored), nil
}

// UnmarshalJSON reads results strictly: a list that cannot be read refuses
// them all (ReadStats drops such a list alone).
func (r *Recent) UnmarshalJSON(b []byte) error {
	lists, bad, err := readRecent(b)
	if err == nil && len(bad) > 0 {
		err = errors.New(bad[0])
	}
	if err != nil {
		return err
	}
	*r = recentOf(lists)
	return nil
}

// readRecent reads stored results level by level: a list that is not one
// (under a key that is no level's name, too long, a result that cannot
// be) is left out and said in bad; err is for a value that is not an
// object of lists at all.
func readRecent(raw json.RawMessage) (lists map[string][]Result, bad []string, err error) {
	var levels map[string]json.RawMessage
	if err := json.Unmarshal(raw, &levels); err != nil || levels == nil {
		return nil, nil, fmt.Errorf("recent results that are not an object (%.16s)", raw)
	}
	if len(levels) > maxLevels {
		return nil, nil, fmt.Errorf("recent results at %d levels, over the %d kept", len(levels), maxLevels)
	}
	lists = map[string][]Result{}
	for _, level := range game.SortedKeys(levels) {
		rs, err := readResults(level, levels[level])
		if err != nil {
			bad = append(bad, fmt.Sprintf("recent results at %.32q: %v", level, err))
			continue
		}
		if len(rs) > 0 {
			lists[level] = rs
		}
	}
	return lists, bad, nil
}

func readResults(level string, raw json.RawMessage) ([]Result, error) {
	if level == "" || !word(level) {
		return nil, errors.New("not a level's name")
	}
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		return nil, errors.New("not a list")
	}
	if len(list) > RecentKept {
		return nil, fmt.Errorf("%d results, over the %d kept", len(list), RecentKept)
	}
	rs := make([]Result, 0, len(list))
	for i, x := range list {
		r, err := readResult(x)
		if err != nil {
			return nil, fmt.Errorf("result %d: %v", i+1, err)
		}
		rs = append(rs, r)
	}
	return rs, nil
}

// with is r with a result added at level, the oldest dropped past
// RecentKept; a level past the bound is not added.
func (r Recent) with(level string, x Result) Recent {
	lists := r.levels()
	if lists == nil {
		lists = map[string][]Result{}
	}
	if _, ok := lists[level]; !ok && len(lists) >= maxLevels {
		return r
	}
	rs := append(slices.Clone(lists[level]), x)
	lists[level] = rs[max(0, len(rs)-RecentKept):]
	return recentOf(lists)
}

// recentInconsistent says why a line's recent results cannot be its
// games, nil when they can: more results, wins or losses than it counts.
func (r Record) recentInconsistent() error {
	games, won := r.Recent.Count()
	if games > r.Played || won > r.Won || games-won > r.Played-r.Won {
		return fmt.Errorf("%d recent results, %d won, in a line of %d games, %d won", games, won, r.Played, r.Won)
	}
	return nil
}

// RecordAgainst files a finished game of one person at its line, as Record
// does, and, when it counts on the game's own line (no daily deal, no
// hints), adds its result to the line's recent results at level, the
// level of the bots it was played against ("" when not known: the game is
// counted, with no result kept).
func (s Stats) RecordAgainst(game, level string, daily, assisted, won bool) {
	s.Record(game, daily, assisted, won)
	if daily || assisted || level == "" || !word(level) {
		return
	}
	r := s[game]
	r.Recent = r.Recent.with(level, Result{Won: won})
	s[game] = r
}

// Reviewed notes a review's average chance lost a decision (0–1) on the
// newest result at level on game's line: the game just recorded there
// (RecordAgainst), reviewed. A second review of it replaces the first. It
// changes nothing and reports false when there is no such result or lost
// is not a chance. The value is kept to four places (0.01%).
func (s Stats) Reviewed(game, level string, lost float64) bool {
	r := s[game]
	lists := r.Recent.levels()
	rs := lists[level]
	if len(rs) == 0 || !chance(lost) {
		return false
	}
	lost = math.Round(lost*1e4) / 1e4
	rs[len(rs)-1].Lost = &lost
	r.Recent = recentOf(lists)
	s[game] = r
	return true
}
