package apptest

import (
	"fmt"
	"image/png"
	"os"
	"strings"
	"testing"
	"time"

	"parlour/scenes"
)

// A finished game's replay reviews the person's decisions in slices of
// its updates: the track says how far it has gone, then how many choices
// it marked; each mark is a target the accessible page reads in words; a
// mark tapped goes to its decision with the better choice ringed and the
// caption saying what each was worth; the replay opened again shows the
// review at once.
func TestAFinishedGamesReplayReviewsThePersonsDecisionsAndAMarkGoesToItsMoment(t *testing.T) {
	for _, size := range []struct {
		w, h  int
		touch bool
	}{{1280, 720, false}, {360, 640, true}} {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) { reviewAt(t, size.w, size.h, size.touch) })
	}
}

func reviewAt(t *testing.T, w, h int, touch bool) {
	d := Open(t, "?game=loveletter&players=2&seed=5&speed=instant", w, h)
	d.DrawEvery = 64 // Mesa's queued frames are the test's time, not its subject
	d.StartTable()
	start := time.Now()
	d.PlayToTheEnd(NewMover(3), 20000, nil)
	t.Logf("played in %v", time.Since(start))
	d.Tap("summary-replay", touch)
	s := d.Until("the review under way", 60, func(s scenes.Snapshot) bool {
		r := d.Table().Replay
		return r != nil && r.Review != nil
	})
	r := d.Table().Replay.Review
	if r.Total == 0 {
		t.Fatal("the review found no decision of the person's to judge")
	}
	start = time.Now()
	d.Until("the review done", 3000, func(s scenes.Snapshot) bool { return d.Table().Replay.Review.Done })
	t.Logf("reviewed in %v", time.Since(start))
	r = d.Table().Replay.Review
	if r.Judged != r.Total || r.Failed != "" {
		t.Fatalf("the review stopped at %d of %d: %q", r.Judged, r.Total, r.Failed)
	}
	if len(r.Marks) == 0 {
		t.Fatal("a game of random choices had no choice marked")
	}
	// The statistics' strip has the game, reviewed: its chance lost a
	// decision, as the page draws it.
	d.Frames(2)
	results := d.App.Stats["loveletter"].Recent.At("clever")
	if n := len(results); n == 0 || results[n-1].Lost == nil || *results[n-1].Lost <= 0 {
		t.Errorf("the statistics did not get the review's chance lost: %+v", results)
	}
	// The page is described again when a frame is drawn (one in DrawEvery
	// here): it is waited for with the review's last words, not its words
	// as it went ("Reviewing your decisions: 15 of 16").
	s = d.Until("the page read", 400, func(s scenes.Snapshot) bool {
		return strings.Contains(strings.Join(s.Access, "\n"), "Review — inaccuracies")
	})
	page := strings.Join(s.Access, "\n")
	m := r.Marks[0]
	for _, want := range []string{"Review — inaccuracies", "Move "} {
		if !strings.Contains(page, want) {
			t.Errorf("the accessible page does not read %q:\n%s", want, page)
		}
	}
	if _, ok := s.Targets[m.Target]; !ok {
		t.Fatalf("the mark %s is no target: %v", m.Target, s.Targets)
	}
	d.Tap(m.Target, touch)
	d.Frames(4)
	tb := d.Table()
	if tb.Replay.At != m.Move {
		t.Errorf("the mark of move %d went to move %d", m.Move, tb.Replay.At)
	}
	if !strings.Contains(tb.Caption, "you chose") || !strings.Contains(tb.Caption, "%") {
		t.Errorf("the caption at the mark says %q", tb.Caption)
	}
	// Love Letter's hint bot gives every choice its reason: the caption
	// says why the better choice was better, as a hint would.
	if !strings.Contains(tb.Caption, ". Why: ") {
		t.Errorf("the caption at the mark says no reason: %q", tb.Caption)
	}
	if tb.Hint == nil || tb.Hint.Target == "" {
		t.Errorf("the better choice is not ringed: %+v", tb.Hint)
	}
	if dir := os.Getenv("REVIEW_SHOTS"); dir != "" {
		d.Draw()
		f, _ := os.Create(fmt.Sprintf("%s/review-%dx%d.png", dir, w, h))
		png.Encode(f, d.Screen)
		f.Close()
	}
	// Kept: the replay opened again has it all at once.
	d.Tap("replay-leave", touch)
	d.Frames(2)
	d.Tap("summary-replay", touch)
	d.Frames(2)
	if r2 := d.Table().Replay.Review; r2 == nil || !r2.Done || len(r2.Marks) != len(r.Marks) {
		t.Errorf("the replay opened again reviews anew: %+v", r2)
	}
}

// Every game's rules end with the review's page: how it judges, the
// verdicts' thresholds (package game/review's), and what its chances
// measure in that game — a token this round in Love Letter, the game in
// the others.
func TestEveryGamesRulesStateTheReviewsThresholdsAndWhatItsChancesMeasure(t *testing.T) {
	d := Open(t, "", 1280, 720)
	d.TapWhenShown("rules")
	for _, game := range d.State().Games {
		d.TapWhenShown("rules-game-" + game)
		last := ""
		for i := 0; ; i++ {
			if _, ok := d.State().Targets[fmt.Sprintf("rules-page-%d", i)]; !ok {
				break
			}
			last = fmt.Sprintf("rules-page-%d", i)
		}
		d.TapWhenShown(last)
		s := d.Until(game+"'s review page read", 30, func(s scenes.Snapshot) bool {
			return strings.Contains(strings.Join(s.Access, "\n"), "Verdicts")
		})
		page := strings.Join(s.Access, "\n")
		measure := "Your chance to win the game."
		if game == "loveletter" {
			measure = "Your chance to take a token in the round"
		}
		for _, want := range []string{"never the true ones", "5 points", "10 a mistake, 20 a blunder", measure} {
			if !strings.Contains(page, want) {
				t.Errorf("%s's review page does not say %q:\n%s", game, want, page)
			}
		}
	}
}

// At a mark the better choice is ringed only where the replay draws it (a
// hand card, a seat, a spot on the table): the replay's bar holds its own
// buttons, not the prompt's, so a better choice that begins with one of the
// prompt's buttons (Mascarade's Announce, a contest, a vote) is named in
// the caption and nothing is ringed; no picker opens, and a step on leaves
// no ring behind.
func TestAtAMarkOnlyWhatTheReplayDrawsIsRingedAndAStepOnClearsIt(t *testing.T) {
	d := ReviewedReplay(t, "?game=mascarade&players=4&seed=7&speed=instant", 1280, 720, 5)
	marks := d.Table().Replay.Review.Marks
	if len(marks) == 0 {
		t.Fatal("no mark to go to")
	}
	for _, m := range marks {
		d.Tap(m.Target, false)
		d.Frames(2)
		tb := d.Table()
		if !strings.Contains(tb.Caption, "you chose") {
			t.Errorf("move %d: the caption says %q", m.Move, tb.Caption)
		}
		if h := tb.Hint; h != nil && !strings.HasPrefix(h.Target, "hand-") && !strings.HasPrefix(h.Target, "seat-") && !strings.HasPrefix(h.Target, "spot-") {
			t.Errorf("move %d: the ring is on %q, which the replay does not draw", m.Move, h.Target)
		}
		if tb.Prompt != nil && tb.Hint == nil {
			t.Errorf("move %d: a prompt is left live with nothing ringed: %+v", m.Move, tb.Prompt)
		}
	}
	d.Tap("replay-forward", false)
	d.Frames(2)
	if tb := d.Table(); tb.Hint != nil || tb.Prompt != nil {
		t.Errorf("a step on left the mark's ring or prompt: %+v %+v", tb.Hint, tb.Prompt)
	}
}

// In pass and play each person has their own review, of their own
// decisions from what they saw: the replay opens on the holder's, its
// track's words name whose it is, and tapped they show the next person's,
// with the replay as that person saw it.
func TestInPassAndPlayEachPersonHasTheirOwnReview(t *testing.T) {
	d := PassAndPlayReviewed(t, "?game=loveletter&players=2&seed=6&speed=instant", 1280, 720)
	done := func(s scenes.Snapshot) bool {
		r := d.Table().Replay
		return r != nil && r.Review != nil && r.Review.Done
	}
	first := *d.Table().Replay.Review
	holder := d.Table().Holder
	if first.Seat != holder {
		t.Fatalf("the replay held by seat %d opened on seat %d's review", holder, first.Seat)
	}
	d.Tap("review-person", false)
	d.Until("the next person's review", 3000, done)
	tb := d.Table()
	second := tb.Replay.Review
	if second.Seat == first.Seat || tb.Holder != second.Seat {
		t.Fatalf("the next person's review is seat %d's, the replay seat %d's (first %d)", second.Seat, tb.Holder, first.Seat)
	}
	if second.Total == 0 || first.Total == 0 {
		t.Fatalf("a person had no decision reviewed: %d and %d", first.Total, second.Total)
	}
	s := d.Until("the page names whose review", 30, func(s scenes.Snapshot) bool {
		return strings.Contains(strings.Join(s.Access, "\n"), "Review of ")
	})
	if !strings.Contains(strings.Join(s.Access, "\n"), "Show ") {
		t.Errorf("the accessible page offers no other person's review:\n%s", strings.Join(s.Access, "\n"))
	}
	// Back to the first: kept, not made again.
	d.Tap("review-person", false)
	d.Frames(2)
	if again := d.Table().Replay.Review; again.Seat != first.Seat || !again.Done || len(again.Marks) != len(first.Marks) {
		t.Errorf("the first person's review came back changed: %+v, was %+v", again, first)
	}
	// Each person's review is kept with the game for a later visit.
	if kept := d.App.Finished(); len(kept) != 1 || len(kept[0].Reviews) != 2 || !kept[0].Reviews[0].Done || !kept[0].Reviews[1].Done || kept[0].Reviews[0].Seat == kept[0].Reviews[1].Seat {
		t.Errorf("the finished game was not kept with both people's reviews: %+v", kept)
	}
}
