package scenes

import (
	"errors"

	"parlour/assets/i18n"
	"parlour/scenes/finished"
	"parlour/scenes/platform"
	"parlour/scenes/storage"
)

// ErrNotKept says a finished game or its review could not be kept for a
// later visit: storage is full, or there is none. It stays for this visit.
var ErrNotKept = errors.New("the finished game could not be kept: storage is full or missing")

// Finished is the finished games kept (package finished), the newest
// first, read as stored now (another tab may have ended a game or gone on
// with a review). A game that cannot be read is removed alone, a review
// alone (the game written back without it); the person is told once a
// visit. Past finished.Max (two tabs ending games at once), the oldest go.
func (a *App) Finished() finished.List {
	var l finished.List
	var gone, reviews int
	for _, key := range a.Store.Keys(finished.Prefix) {
		b, ok := a.Store.Load(key)
		if !ok {
			continue // removed meanwhile
		}
		e, dropped, err := finished.ReadEntry(b)
		if err == nil && key != finished.Key(e.ID) {
			err = errors.New("stored under another game's key")
		}
		if err != nil {
			platform.Warn("parlour: a finished game was removed: " + key + ": " + err.Error())
			a.Store.Delete(key)
			gone++
			continue
		}
		for _, why := range dropped {
			platform.Warn("parlour: a finished game's review was dropped: " + why)
			reviews++
		}
		if len(dropped) > 0 {
			if w, err := e.Encode(); err == nil {
				a.Save(key, w)
			}
		}
		var past finished.List
		l, past = l.Put(e)
		a.dropFinished(past)
	}
	if (gone > 0 || reviews > 0) && !a.finishedTold {
		a.finishedTold = true
		if gone > 0 {
			a.Notify(i18n.T("notice.finished_dropped"))
		} else {
			a.Notify(i18n.T("notice.finished_review_dropped"))
		}
	}
	return l
}

// dropFinished removes games the bound dropped.
func (a *App) dropFinished(l finished.List) {
	for _, e := range l {
		a.Store.Delete(finished.Key(e.ID))
	}
}

// KeepFinished keeps a game that has just ended, as its own value; the
// games kept, read just before, lose the oldest past finished.Max.
// ErrNotKept when storage did not take it.
func (a *App) KeepFinished(e finished.Entry) error {
	_, past := a.Finished().Put(e)
	b, err := e.Encode()
	if err == nil {
		err = a.writeFinished(finished.Key(e.ID), b)
	}
	for _, p := range past {
		if p.ID != e.ID {
			a.Store.Delete(finished.Key(p.ID))
		}
	}
	return err
}

// KeepReview keeps a person's review of the finished game id as far as it
// went: that game's value is read as stored now, its review replaced only
// if this one went further (another tab may have judged more), and
// written back; no other game is touched. kept is false when the game is
// no longer kept (newer games dropped it, or it could not be read).
func (a *App) KeepReview(id string, r finished.Review) (kept bool, err error) {
	key := finished.Key(id)
	b, ok := a.Store.Load(key)
	if !ok {
		return false, nil
	}
	e, _, err := finished.ReadEntry(b)
	if err != nil || e.ID != id {
		return false, nil // Finished removes it, and says so
	}
	if !e.SetReview(r) {
		return true, nil
	}
	if b, err = e.Encode(); err != nil {
		return true, err
	}
	return true, a.writeFinished(key, b)
}

func (a *App) writeFinished(key string, b []byte) error {
	if _, err := a.Store.Save(key, b); err != nil || a.Store.Status() == storage.Unavailable {
		return ErrNotKept
	}
	return nil
}
