package finished

import (
	"bytes"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"sync"

	"parlour/game"
	"parlour/game/json"
	"parlour/game/review"
	"parlour/scenes/saves"
	"parlour/scenes/session"
	"parlour/scenes/table/flow"
)

// ReadEntry reads a stored finished game: one that does not decode or
// check is refused (err: it is dropped, alone), and a review that does not
// check against its game's moves is dropped alone (dropped says why), the
// game kept.
func ReadEntry(b []byte) (e Entry, dropped []string, err error) {
	if len(b) > MaxValue {
		return Entry{}, nil, fmt.Errorf("%d bytes, over the %d a finished game may weigh", len(b), MaxValue)
	}
	return readCached(b)
}

// checked are the entries read and checked (or written by this tab), by
// their bytes' hash: a game is read again before each write of its review
// under way (once a second), and the list each second on the title, and
// checking an entry replays its game's moves (session.Load: some 8 ms for a
// long Rebel Princess natively), which need not be done again while its
// bytes have not changed.
var checked = struct {
	sync.Mutex
	m map[uint64]cachedEntry
}{m: map[uint64]cachedEntry{}}

type cachedEntry struct {
	e       Entry
	dropped []string
}

// readCached is readEntry, once for each entry's bytes.
func readCached(raw json.RawMessage) (Entry, []string, error) {
	h := fnv.New64a()
	h.Write(raw)
	sum := h.Sum64()
	checked.Lock()
	defer checked.Unlock()
	if c, ok := checked.m[sum]; ok && bytes.Equal(c.e.raw, raw) {
		return c.e, c.dropped, nil
	}
	e, dropped, err := readEntry(raw)
	if err == nil {
		rememberLocked(sum, e, dropped)
	}
	return e, dropped, err
}

// remember caches e as what b reads as.
func remember(b []byte, e Entry, dropped []string) {
	h := fnv.New64a()
	h.Write(b)
	checked.Lock()
	defer checked.Unlock()
	rememberLocked(h.Sum64(), e, dropped)
}

func rememberLocked(sum uint64, e Entry, dropped []string) {
	if len(checked.m) >= 4*Max {
		clear(checked.m)
	}
	checked.m[sum] = cachedEntry{e, dropped}
}

// readEntry reads one entry: its record as a save slot's is checked
// (flow.DecodeRecord), and must hold a game that is over and whose moves
// are known; a review that does not check is dropped alone (dropped says
// why).
func readEntry(raw json.RawMessage) (e Entry, dropped []string, err error) {
	if err := json.Unmarshal(raw, &e); err != nil {
		return Entry{}, nil, err
	}
	if e.Version != Version {
		return e, nil, fmt.Errorf("version %d", e.Version)
	}
	if !saves.ValidID(e.ID) { // a save slot's name, or one made as they are
		return e, nil, fmt.Errorf("id %.40q", e.ID)
	}
	if e.Finished <= 0 {
		return e, nil, fmt.Errorf("finished at %d", e.Finished)
	}
	rec, s, err := flow.DecodeRecord(e.Record)
	switch {
	case err != nil:
		return e, nil, err
	case rec.Game != e.Game:
		return e, nil, fmt.Errorf("the entry names %.32q, its record %s", e.Game, rec.Game)
	case !s.Game.Over():
		return e, nil, errors.New("the game is not over")
	}
	moves, known := s.History()
	if !known {
		return e, nil, errors.New("the game's moves are not known")
	}
	var kept []Review
	for _, r := range e.Reviews {
		if err := checkReview(r, s, moves); err != nil {
			dropped = append(dropped, fmt.Sprintf("the review of seat %d: %v", r.Seat, err))
			continue
		}
		if _, twice := (Entry{Reviews: kept}).Review(r.Seat); twice {
			dropped = append(dropped, fmt.Sprintf("a second review of seat %d", r.Seat))
			continue
		}
		kept = append(kept, r)
	}
	e.Reviews, e.raw, e.s = kept, raw, s
	// An entry that lost a review is written again without it.
	e.changed = len(dropped) > 0
	return e, dropped, nil
}

// checkReview checks a review against its game: a person's seat, no more
// decisions judged than it has, each at a move of that seat after the last,
// its choices' chances chances and the one chosen the move made. Whether
// each was a decision with a choice, and none was left out, is checked
// when the review goes on from them (review.Reviewer.Resume).
func checkReview(r Review, s *session.Session, moves []game.Move) error {
	people := s.People()
	switch {
	case !contains(people, r.Seat):
		return fmt.Errorf("seat %d is nobody's", r.Seat)
	case r.Total < len(r.Decisions) || r.Total > len(moves):
		return fmt.Errorf("%d decisions judged of %d", len(r.Decisions), r.Total)
	case r.Done && (r.Failed != "" || len(r.Decisions) != r.Total):
		return fmt.Errorf("done with %d of %d (%.40q)", len(r.Decisions), r.Total, r.Failed)
	case !flow.CleanLine(r.Failed, flow.MaxLine):
		return errors.New("its failure")
	}
	last := -1
	for i, d := range r.Decisions {
		if err := checkDecision(d, r.Seat, moves, last); err != nil {
			return fmt.Errorf("decision %d: %v", i+1, err)
		}
		last = d.Move
	}
	return nil
}

func checkDecision(d review.Decision, seat int, moves []game.Move, last int) error {
	switch {
	case d.Move <= last || d.Move >= len(moves) || moves[d.Move].Seat != seat:
		return fmt.Errorf("move %d", d.Move)
	case len(d.Choices) < 2 || d.Chosen < 0 || d.Chosen >= len(d.Choices) || d.Best < 0 || d.Best >= len(d.Choices):
		return fmt.Errorf("%d choices, chosen %d, best %d", len(d.Choices), d.Chosen, d.Best)
	case d.Choices[d.Chosen].Action != moves[d.Move].Action:
		return errors.New("the choice made is not the move's")
	case d.Verdict < review.Fine || d.Verdict > review.Blunder:
		return fmt.Errorf("verdict %d", d.Verdict)
	case !within(d.Lost, -1, 1) || !within(d.Error, 0, 1):
		return fmt.Errorf("lost %v ± %v", d.Lost, d.Error)
	}
	for _, c := range d.Choices {
		if !within(c.Chance, 0, 1) || c.Worlds < 0 {
			return fmt.Errorf("a chance of %v on %d worlds", c.Chance, c.Worlds)
		}
	}
	return nil
}

// within reports whether p is a number from lo to hi.
func within(p, lo, hi float64) bool { return !math.IsNaN(p) && p >= lo && p <= hi }

func contains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
