package apptest

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/finished"
	"parlour/scenes/table"
)

const finishedQuery = "?game=loveletter&players=2&seed=5&speed=instant"

// openKept opens, on a new visit to store (a new App over the same
// storage), the saved games' list from the title and the replay of the
// finished game id from it; it returns the visit and the replay's review
// as the first frame of the replay shows it.
func openKept(t *testing.T, store *Memory, id string) (*Driver, table.ReviewSnap) {
	t.Helper()
	d := OpenOn(t, store, "", 1280, 720)
	d.DrawEvery = 64
	d.Until("the title", 120, func(s scenes.Snapshot) bool { return s.Scene == "title" })
	d.TapWhenShown("saved")
	d.Until("the saved games", 60, func(s scenes.Snapshot) bool { return s.Scene == "saved" })
	d.TapWhenShown("finished-replay-" + id)
	tb := d.Table()
	if tb == nil || tb.Replay == nil || tb.Replay.Review == nil {
		t.Fatalf("the kept game's replay did not open (scene %q)", d.State().Scene)
	}
	return d, *tb.Replay.Review
}

// marksOf are a review's marks as the chart shows them, without their
// place on its page.
func marksOf(r table.ReviewSnap) string {
	var out []string
	for _, m := range r.Marks {
		out = append(out, fmt.Sprintf("%d:%s:%d→%d", m.Move, m.Verdict, m.Before, m.After))
	}
	return strings.Join(out, " ")
}

// A finished game is kept with its review: a second visit (a new App over
// the same storage) lists it under Finished, and its replay opens with the
// review done and its marks there at once, nothing judged again; leaving
// it goes back to the list.
func TestAFinishedGamesReviewShowsAtOnceOnASecondVisit(t *testing.T) {
	first := ReviewedReplay(t, finishedQuery, 1280, 720, 3)
	want := *first.Table().Replay.Review
	kept := first.App.Finished()
	if len(kept) != 1 {
		t.Fatalf("%d finished games kept", len(kept))
	}
	d, got := openKept(t, first.Store, kept[0].ID)
	if !got.Done || got.Judged != want.Total || marksOf(got) != marksOf(want) {
		t.Fatalf("the second visit's review at once: done %v, %d of %d judged, marks %q; the first visit's %q", got.Done, got.Judged, got.Total, marksOf(got), marksOf(want))
	}
	d.Tap("replay-leave", false)
	if s := d.State(); s.Scene != "saved" {
		t.Errorf("leaving the kept game's replay went to %q, not the list", s.Scene)
	}
}

// A review left half-way is kept as far as it went, and the next visit
// goes on from the next decision it had not judged, to the verdicts a
// review run whole gives.
func TestAnInterruptedReviewResumesAtTheNextUnjudgedDecision(t *testing.T) {
	whole := *ReviewedReplay(t, finishedQuery, 1280, 720, 3).Table().Replay.Review
	d := Open(t, finishedQuery, 1280, 720)
	d.DrawEvery = 64
	d.StartTable()
	d.PlayToTheEnd(NewMover(3), 20000, nil)
	d.Tap("summary-replay", false)
	d.Until("the review half-way", 3000, func(s scenes.Snapshot) bool {
		r := d.Table().Replay.Review
		return r != nil && r.Judged >= r.Total/2
	})
	d.Tap("replay-leave", false)
	e := d.App.Finished()[0]
	stored, ok := e.Review(0)
	if !ok || stored.Done || len(stored.Decisions) == 0 {
		t.Fatalf("the review left half-way was not kept so: %v, done %v, %d judged", ok, stored.Done, len(stored.Decisions))
	}
	next, got := openKept(t, d.Store, e.ID)
	if got.Done || got.Judged < len(stored.Decisions) || got.Judged > len(stored.Decisions)+1 {
		t.Fatalf("the next visit's review stands at %d of %d (done %v); %d were kept", got.Judged, got.Total, got.Done, len(stored.Decisions))
	}
	next.Until("the resumed review done", 3000, func(s scenes.Snapshot) bool { return next.Table().Replay.Review.Done })
	if got := *next.Table().Replay.Review; got.Total != whole.Total || marksOf(got) != marksOf(whole) {
		t.Errorf("the resumed review marked %q of %d decisions; the whole one %q of %d", marksOf(got), got.Total, marksOf(whole), whole.Total)
	}
	if r, _ := next.App.Finished()[0].Review(0); !r.Done || len(r.Decisions) != whole.Total {
		t.Errorf("the resumed review was kept at %d of %d, done %v", len(r.Decisions), whole.Total, r.Done)
	}
}

// keptGames are the finished games stored, by key, each as its JSON
// fields.
func keptGames(t *testing.T, store *Memory) map[string]map[string]json.RawMessage {
	t.Helper()
	keys, _ := store.ListObjectProps("parlour")
	out := map[string]map[string]json.RawMessage{}
	for _, k := range keys {
		if !strings.HasPrefix(k, finished.Prefix) {
			continue
		}
		b, err := store.LoadObjectProp("parlour", k)
		var e map[string]json.RawMessage
		if err == nil {
			err = json.Unmarshal(b, &e)
		}
		if err != nil {
			t.Fatal(err)
		}
		out[k] = e
	}
	return out
}

// storeCopies stores n copies of the finished game e (its fields) in
// store, each another game's: its ID 000000abc00i, its end i minutes
// before the first's. It returns their keys, the newest first.
func storeCopies(t *testing.T, store *Memory, e map[string]json.RawMessage, n int) []string {
	t.Helper()
	var keys []string
	for i := range n {
		c := maps.Clone(e)
		id := fmt.Sprintf("%012x", 0xabc000+i)
		c["id"] = json.RawMessage(`"` + id + `"`)
		c["finished"] = json.RawMessage(fmt.Sprint(1_700_000_000_000 - int64(i)*60_000))
		b, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		_ = store.SaveObjectProp("parlour", finished.Key(id), b) // a map: no error
		keys = append(keys, finished.Key(id))
	}
	return keys
}

// theOne is the one finished game store keeps.
func theOne(t *testing.T, store *Memory) map[string]json.RawMessage {
	t.Helper()
	for _, e := range keptGames(t, store) {
		return e
	}
	t.Fatal("no finished game kept")
	return nil
}

// One kept finished game that cannot be read is removed alone: the next
// visit lists the others, says so once, and leaves them as stored; a
// damaged review alone is dropped with its game kept, and made again when
// its replay opens.
func TestADamagedFinishedGameIsRepairedAloneAndThePersonToldOnce(t *testing.T) {
	d := ReviewedReplay(t, finishedQuery, 1280, 720, 3)
	store := NewMemory()
	keys := storeCopies(t, store, theOne(t, d.Store), 3)
	bad := keptGames(t, store)
	bad[keys[1]]["record"] = json.RawMessage(`{"version":2,"game":"loveletter","session":{"not":"a game"}}`)
	bad[keys[2]]["reviews"] = json.RawMessage(strings.Replace(string(bad[keys[2]]["reviews"]), `"chosen":`, `"chosen":9`, 1))
	for _, k := range keys[1:] {
		b, _ := json.Marshal(bad[k])
		_ = store.SaveObjectProp("parlour", k, b) // a map: no error
	}
	good, _ := store.LoadObjectProp("parlour", keys[0])
	visit := OpenOn(t, store, "", 1280, 720)
	s := visit.Until("the title", 120, func(s scenes.Snapshot) bool { return s.Scene == "title" })
	if want := "could not be read and was removed"; !strings.Contains(s.Notice, want) {
		t.Errorf("the notice %q does not say %q", s.Notice, want)
	}
	after := keptGames(t, store)
	if _, ok := after[keys[1]]; len(after) != 2 || ok {
		t.Fatalf("the damaged game was not removed alone: %d kept", len(after))
	}
	if _, ok := after[keys[2]]["reviews"]; ok {
		t.Error("the damaged review was kept")
	}
	if b, _ := store.LoadObjectProp("parlour", keys[0]); string(b) != string(good) {
		t.Error("a good game was written over")
	}
	// Told once: another look at the list, and another visit, say nothing.
	visit.Frames(120)
	again := OpenOn(t, store, "", 1280, 720)
	if s := again.Until("the title", 120, func(s scenes.Snapshot) bool { return s.Scene == "title" }); s.Notice != "" {
		t.Errorf("the repair was told again: %q", s.Notice)
	}
	// The game whose review was dropped is judged again when opened.
	_, r := openKept(t, store, strings.TrimPrefix(keys[2], finished.Prefix))
	if r.Done || r.Judged > 1 {
		t.Errorf("the game whose review was damaged opened at %d judged, done %v", r.Judged, r.Done)
	}
}

// At most finished.Max games are kept: a game finished when as many are
// kept removes the oldest and joins them, the newest.
func TestTheFinishedGamesKeptAreBoundedAndTheOldestDropped(t *testing.T) {
	played := ReviewedReplay(t, finishedQuery, 1280, 720, 3)
	store := NewMemory()
	keys := storeCopies(t, store, theOne(t, played.Store), finished.Max)
	d := OpenOn(t, store, finishedQuery, 1280, 720)
	d.DrawEvery = 64
	d.StartTable()
	d.PlayToTheEnd(NewMover(3), 20000, nil)
	kept := keptGames(t, store)
	if len(kept) != finished.Max {
		t.Fatalf("%d games kept, the bound is %d", len(kept), finished.Max)
	}
	if _, ok := kept[keys[finished.Max-1]]; ok {
		t.Error("the oldest game was kept")
	}
	if l := d.App.Finished(); len(l) != finished.Max || l[0].ID != d.Table().Slot && strings.HasPrefix(l[0].ID, "000000abc") {
		t.Errorf("the game just finished is not the first kept: %+v", l[0].ID)
	}
}

// A finished game that storage cannot keep (full, or none) does not stop
// anything: the person is told it could not be kept, and its replay and
// review go on for this visit.
func TestAFinishedGameStorageCannotKeepGoesOnAndSaysSo(t *testing.T) {
	store := NewMemory()
	store.Refuse = func(prop string) bool { return strings.HasPrefix(prop, finished.Prefix) }
	d := OpenOn(t, store, finishedQuery, 1280, 720)
	d.DrawEvery = 64
	d.StartTable()
	d.PlayToTheEnd(NewMover(3), 20000, nil)
	if n := d.State().Notice; !strings.Contains(n, "could not be kept for a later visit") {
		t.Errorf("the end of a game storage refused says %q", n)
	}
	d.Tap("summary-replay", false)
	d.Until("the review done", 3000, func(s scenes.Snapshot) bool {
		r := d.Table().Replay
		return r != nil && r.Review != nil && r.Review.Done && r.Review.Failed == ""
	})
	if kept := keptGames(t, store); len(kept) > 0 {
		t.Error("the refused game was written")
	}
}

// The saved games' list holds the finished games under their heading and
// scrolls where they do not all fit: on a phone the last is out of view
// (no target a tap could miss), a page down shows it, and its Replay opens
// its replay.
func TestTheSavedGamesListScrollsToItsLastFinishedGame(t *testing.T) {
	played := ReviewedReplay(t, finishedQuery, 1280, 720, 3)
	store := NewMemory()
	keys := storeCopies(t, store, theOne(t, played.Store), finished.Max)
	last := "finished-replay-" + strings.TrimPrefix(keys[len(keys)-1], finished.Prefix)
	d := OpenOn(t, store, "", 360, 640)
	d.Until("the title", 120, func(s scenes.Snapshot) bool { return s.Scene == "title" })
	d.TapWhenShown("saved")
	s := d.Until("the saved games", 60, func(s scenes.Snapshot) bool { return s.Scene == "saved" })
	if _, shown := s.Targets[last]; shown || !slices.Contains(s.OutOfView, last) {
		t.Fatalf("the last finished game is not out of view at first: shown %v, out of view %v", shown, s.OutOfView)
	}
	d.Press(false, "PageDown")
	d.Press(false, "PageDown")
	d.TapWhenShown(last)
	if tb := d.Table(); tb == nil || tb.Replay == nil {
		t.Fatalf("its Replay did not open its replay (scene %q)", d.State().Scene)
	}
}
