package table

import (
	"fmt"
	"time"

	"parlour/assets/i18n"
	"parlour/scenes"
	"parlour/scenes/finished"
	"parlour/scenes/platform"
	"parlour/scenes/saves"
	"parlour/scenes/table/flow"
)

// A finished game is kept for later visits with its reviews (package
// finished): when it ends, its record joins the kept list, and each
// person's review is written there as it goes — when a decision is judged,
// at most once a keepEvery, and when it is done or left — so a second
// visit opens its replay with the review done at once, or goes on from the
// next decision not judged. A game opened from the list (OpenFinished) is
// not recorded in the statistics again, and its replay leaves to the list.

// keptGame is where the finished table is kept.
type keptGame struct {
	id string // its entry's ID; "" when it is not kept
	// stored are the reviews read with it (a game opened from the list),
	// by seat.
	stored map[int]finished.Review
	// wrote is when a review was last written, and written what each
	// person's review held then.
	wrote   time.Time
	written map[int]reviewWritten
	// told says the person was told it could not be kept.
	told bool
}

// reviewWritten is how far a review was when written.
type reviewWritten struct {
	judged int
	done   bool
}

// keepEvery is the least time between two writes of a review under way:
// the list is one value of some tens of kB, and a decision of Love Letter
// is judged in a few milliseconds.
const keepEvery = time.Second

// keepFinished keeps the table's game, which has just ended, for later
// visits. A game whose moves are not known cannot be replayed: it is not.
func (t *Table) keepFinished() {
	if t.replayOff() != "" {
		return
	}
	b, err := t.s.Save()
	var rec []byte
	if err == nil {
		rec, err = flow.Record{Game: t.spec.Name, Session: b}.Encode()
	}
	if err != nil {
		platform.Warn("parlour: the finished game could not be kept: " + err.Error())
		return
	}
	id := t.save.slot
	if id == "" {
		id = saves.NewID()
	}
	t.summary.kept = keptGame{id: id}
	t.keptOr(t.app.KeepFinished(finished.New(id, rec, t.s, time.Now())))
}

// keptOr tells the person, once, that the game could not be kept: it
// stays, with its replay and review, until they leave it.
func (t *Table) keptOr(err error) {
	k := &t.summary.kept
	if err == nil || k.told {
		return
	}
	k.told = true
	platform.Warn("parlour: " + err.Error())
	t.app.Notify(i18n.T("notice.finished_not_kept"))
}

// keepReview writes rs, the review of the finished table t, to its kept
// entry when it went further than last written: at once when it is done
// or force is set (the person leaves it), else at most once a keepEvery;
// it reports whether it wrote.
func (t *Table) keepReview(rs *reviewState, force bool) (wrote bool) {
	k := &t.summary.kept
	if k.id == "" || rs == nil {
		return false
	}
	now := reviewWritten{judged: len(rs.decisions), done: rs.r == nil}
	if k.written[rs.seat] == now || !force && !now.done && time.Since(k.wrote) < keepEvery {
		return false
	}
	if k.written == nil {
		k.written = map[int]reviewWritten{}
	}
	k.written[rs.seat], k.wrote = now, time.Now()
	r := finished.Review{Seat: rs.seat, Total: rs.total, Decisions: rs.decisions, Done: now.done && rs.failed == "", Failed: rs.failed}
	kept, err := t.app.KeepReview(k.id, r)
	if !kept {
		k.id = "" // newer games took its place: nothing more to write
	}
	t.keptOr(err)
	return true
}

// OpenFinished opens the replay of a finished game kept for later visits,
// with its reviews as far as they went: a review done shows at once, one
// under way goes on from its next decision. Leaving it goes to back.
func OpenFinished(a *scenes.App, e finished.Entry, back scenes.Scene) (*Scene, error) {
	_, s, err := flow.DecodeRecord(e.Record)
	if err != nil {
		return nil, err
	}
	spec, ok := Lookup(s.Game.Name())
	if !ok {
		return nil, fmt.Errorf("no table for %s", s.Game.Name())
	}
	ended := open(a, spec, s)
	k := keptGame{id: e.ID, stored: map[int]finished.Review{}, written: map[int]reviewWritten{}}
	for _, r := range e.Reviews {
		k.stored[r.Seat] = r
		k.written[r.Seat] = reviewWritten{judged: len(r.Decisions), done: r.Done || r.Failed != ""}
	}
	ended.summary.kept = k
	t, err := NewReplay(ended)
	if err != nil {
		return nil, err
	}
	t.replay.back = back
	return t.scene(), nil
}

// leaveReplay keeps the review as far as it went and goes back: to the
// finished table, or to where a kept game was opened from.
func (t *Table) leaveReplay() {
	r := t.replay
	r.ended.keepReview(r.review, true)
	if r.back != nil {
		t.app.Go(r.back)
		return
	}
	t.app.Go(r.ended.scene())
}
