// Package finished keeps this browser's last finished games with their
// review (issue 41: "stored with the game, so a second visit shows it at
// once; an unfinished review resumes"). A game in progress lives in its
// save slot (package saves) and leaves it when it ends; its entry here holds
// the same record (flow.Record: the session's seed, seats and moves), when
// it ended, and each person's review as far as it went: the decisions
// judged, in order, and whether it is done. A review judges each decision
// from its move alone (game/review: the seed of a decision's worlds is the
// move's), so one resumed from its stored decisions ends as one run whole
// would.
//
// Each game is a stored value of its own (Key: "finished-" and its ID),
// so a tab writing its review touches its own game's value alone: read as
// stored just before the write, its review replaced only by one that went
// further (Entry.SetReview), and written back; every other game is left as
// it is. The list is the values under Prefix, the newest Max kept: a game
// finished past the bound drops the oldest. Read, a game that cannot be
// checked is dropped alone, and a review that cannot is dropped alone with
// its game kept (made again when opened).
package finished

import (
	"slices"
	"time"

	"parlour/game"
	"parlour/game/json"
	"parlour/game/review"
	"parlour/scenes/session"
)

// Max is how many finished games are kept: the newest. A game's value is
// its record (a 2-player Love Letter some 5 kB, a 6-player Rebel Princess
// some 30 kB) and its reviews (every choice of every decision with its
// chance: 6 kB for Love Letter's 17 decisions, 30 kB for Rebel Princess's
// 49), so five take at most some 300 kB of the browser's five megabytes for
// the whole origin, beside the save slots (saves.Max); and five are the
// games a person looks back on. A sixth finished drops the oldest.
const Max = 5

// MaxValue is the most a game's value may weigh, in bytes: its record's
// bound (flow.MaxRecord) and as much again for its reviews.
const MaxValue = 2 << 20

// Prefix begins every finished game's storage key.
const Prefix = "finished-"

// Key is the storage key of the finished game id.
func Key(id string) string { return Prefix + id }

// Version is a stored game's format.
const Version = 1

// Review is one person's review of a finished game as far as it went.
type Review struct {
	Seat int `json:"seat"`
	// Total is how many of the seat's decisions the review judges, and
	// Decisions those judged, in the game's order.
	Total     int               `json:"total"`
	Decisions []review.Decision `json:"decisions"`
	// Done says the review judged them all; Failed why it stopped.
	Done   bool   `json:"done,omitempty"`
	Failed string `json:"failed,omitempty"`
}

// further reports whether r went further than o.
func (r Review) further(o Review) bool {
	return o.Failed == "" && !o.Done && (r.Done || r.Failed != "" || len(r.Decisions) > len(o.Decisions))
}

// Entry is one finished game.
type Entry struct {
	Version int    `json:"version"`
	ID      string `json:"id"`
	Game    string `json:"game"`
	// Record is the game's record as a save slot holds it.
	Record json.RawMessage `json:"record"`
	// Finished is when the game ended, in Unix milliseconds.
	Finished int64    `json:"finished"`
	Reviews  []Review `json:"reviews,omitempty"`

	// raw is the entry as read, written back as it was unless this tab
	// changed it (changed): another tab's, or a later version's fields.
	raw     json.RawMessage
	changed bool
	// s is the record's session, as read and checked.
	s *session.Session
}

// New is the entry of a game that ended at when, its record rec (a
// flow.Record's encoding) and its session s.
func New(id string, rec []byte, s *session.Session, when time.Time) Entry {
	return Entry{ID: id, Game: s.Game.Name(), Record: rec, Finished: when.UnixMilli(), changed: true, s: s}
}

// Session is the entry's game, as read.
func (e Entry) Session() *session.Session { return e.s }

// When is when the game ended.
func (e Entry) When() time.Time { return time.UnixMilli(e.Finished) }

// Review is seat's review, if one is kept.
func (e Entry) Review(seat int) (Review, bool) {
	i := slices.IndexFunc(e.Reviews, func(r Review) bool { return r.Seat == seat })
	if i < 0 {
		return Review{}, false
	}
	return e.Reviews[i], true
}

// SetReview keeps r as its seat's review unless the one kept went as far
// (another tab, or an earlier visit, judged more); it reports whether the
// entry changed.
func (e *Entry) SetReview(r Review) bool {
	i := slices.IndexFunc(e.Reviews, func(o Review) bool { return o.Seat == r.Seat })
	switch {
	case i < 0:
		// A new list: an entry read may share its reviews (Read's cache).
		e.Reviews = append(slices.Clip(e.Reviews), r)
	case r.further(e.Reviews[i]):
		e.Reviews = slices.Clone(e.Reviews)
		e.Reviews[i] = r
	default:
		return false
	}
	e.changed = true
	return true
}

// List is the kept games, the newest first.
type List []Entry

// Index is the position of the entry id, -1 if none.
func (l List) Index(id string) int {
	return slices.IndexFunc(l, func(e Entry) bool { return e.ID == id })
}

// Put is l with e in place of the entry of its ID, or added, the newest
// first; past Max, the oldest are dropped (to be removed from storage).
func (l List) Put(e Entry) (kept, dropped List) {
	e.changed = true
	out := slices.Clone(l)
	if i := out.Index(e.ID); i >= 0 {
		out[i] = e
	} else {
		out = append(out, e)
	}
	game.SortStable(out, newestFirst)
	if len(out) > Max {
		return out[:Max], out[Max:]
	}
	return out, nil
}

func newestFirst(a, b Entry) int { return int(min(max(b.Finished-a.Finished, -1), 1)) }

// Encode writes the entry: as it was read, byte for byte, unless this tab
// changed it (a later version's fields then are not kept: only the tab
// that plays or reviews a game changes it).
func (e Entry) Encode() ([]byte, error) {
	if e.raw != nil && !e.changed {
		return e.raw, nil
	}
	e.Version = Version
	b, err := json.Marshal(e)
	if err == nil && e.s != nil {
		// What this tab wrote reads back as itself, unchecked again.
		e.raw, e.changed = b, false
		remember(b, e, nil)
	}
	return b, err
}
