package menus

import (
	"time"

	"parlour/assets/i18n"
	"parlour/scenes"
	"parlour/scenes/finished"
	"parlour/scenes/session"
	"parlour/scenes/table"
)

// doneGame is a finished game kept for its replay and review, as the list
// of saved games shows it.
type doneGame struct {
	id     string
	entry  finished.Entry
	line   string // "Love Letter · 2 players"
	when   string // "Finished 2026-05-01 14:03"
	review string // how far its review went
}

// doneGames are the finished games kept, the newest first; a game without
// a table in this version is left for a later one.
func doneGames(a *scenes.App) []*doneGame {
	var out []*doneGame
	for _, e := range a.Finished() {
		spec, ok := table.Lookup(e.Game)
		if !ok {
			continue
		}
		n := len(e.Session().Seats)
		out = append(out, &doneGame{id: e.ID, entry: e,
			line:   i18n.N("title.saved_line", n, i18n.T(spec.Name+".name"), n),
			when:   i18n.T("saved.finished_on", e.When().Local().Format("2006-01-02 15:04")),
			review: reviewWords(e)})
	}
	return out
}

// reviewWords say how far a finished game's review went: the person's who
// held the device at its end (in pass and play each person has one).
func reviewWords(e finished.Entry) string {
	r, ok := e.Review(e.Session().Human)
	if !ok && len(e.Reviews) > 0 {
		r, ok = e.Reviews[0], true
	}
	switch {
	case !ok:
		return i18n.T("saved.review_none")
	case r.Failed != "":
		return i18n.T("review.failed")
	case !r.Done:
		return i18n.T("saved.review_part", len(r.Decisions), r.Total)
	}
	return table.ReviewDone(r.Decisions)
}

// keepEnded keeps a game found ended in its save slot (its tab closed as
// it ended) with the finished games, as its table would have, for its
// replay and review.
func keepEnded(a *scenes.App, id string, rec []byte, s *session.Session, last time.Time) {
	if _, known := s.History(); !known {
		return
	}
	if last.IsZero() {
		last = time.Now()
	}
	_ = a.KeepFinished(finished.New(id, rec, s, last)) // not kept: nothing to say of a game the person did not see end
}
