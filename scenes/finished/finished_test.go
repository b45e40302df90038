package finished

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/review"
	"parlour/scenes/session"
	"parlour/scenes/table/flow"
)

// finishedGame plays a 2-player Love Letter of seed to its end by random
// choices, and returns its record and entry ending at minute seed of a day.
func finishedGame(t *testing.T, seed uint64) Entry {
	t.Helper()
	s, err := session.New("loveletter", game.Config{Players: 2, Seed: seed}, []session.Seat{{Name: "You"}, {Name: "Ada", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	for !s.Game.Over() {
		seat := s.Game.Pending()[0]
		legal := s.Game.Legal(seat)
		if err := s.Step(game.Move{Seat: seat, Action: legal[rng.IntN(len(legal))]}, false); err != nil {
			t.Fatal(err)
		}
	}
	b, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	rec, err := flow.Record{Game: "loveletter", Session: b}.Encode()
	if err != nil {
		t.Fatal(err)
	}
	_, s, err = flow.DecodeRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	return New(fmt.Sprintf("%012x", seed), rec, s, time.Date(2026, 1, 1, 0, int(seed), 0, 0, time.UTC))
}

// reviewOf is the review of seat 0's decisions in e, the first n judged
// (-1: all of them).
func reviewOf(t *testing.T, e Entry, n int) Review {
	t.Helper()
	expert, _, err := catalog.Review("loveletter")
	if err != nil {
		t.Fatal(err)
	}
	moves, _ := e.Session().History()
	r, err := review.New(expert, "loveletter", e.Session().Config, moves, 0, review.Options{Seed: 1, Worlds: 16})
	if err != nil {
		t.Fatal(err)
	}
	for !r.Step(64) {
		if judged, _ := r.Progress(); judged == n {
			break
		}
	}
	judged, total := r.Progress()
	return Review{Seat: 0, Total: total, Decisions: r.Decisions(), Done: judged == total}
}

func encode(t *testing.T, e Entry) []byte {
	t.Helper()
	b, err := e.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// At most Max finished games are kept, the newest: a game finished when
// Max are kept drops the oldest.
func TestTheListKeepsOnlyTheNewestFinishedGames(t *testing.T) {
	var l, dropped List
	for seed := uint64(1); seed <= Max+2; seed++ {
		var out List
		l, out = l.Put(finishedGame(t, seed))
		dropped = append(dropped, out...)
	}
	if len(l) != Max || len(dropped) != 2 {
		t.Fatalf("%d kept and %d dropped, want %d and 2", len(l), len(dropped), Max)
	}
	for i, e := range l {
		if want := fmt.Sprintf("%012x", Max+2-i); e.ID != want {
			t.Errorf("entry %d is %s, want the newest first (%s)", i, e.ID, want)
		}
	}
	for i, e := range dropped {
		if want := fmt.Sprintf("%012x", i+1); e.ID != want {
			t.Errorf("dropped %d is %s, want the oldest (%s)", i, e.ID, want)
		}
	}
}

// A stored game that cannot be checked is refused; a review that does not
// check against its game is dropped alone, its game kept; a game read and
// not changed is written back byte for byte (a later version's fields
// kept); one written reads back as itself.
func TestADamagedGameIsRefusedAndADamagedReviewDroppedAlone(t *testing.T) {
	e := finishedGame(t, 2)
	e.SetReview(reviewOf(t, e, -1))
	stored := encode(t, e)
	if back, dropped, err := ReadEntry(stored); err != nil || len(dropped) > 0 || back.ID != e.ID || len(back.Reviews) != 1 {
		t.Fatalf("a game written read back as %+v, %v, %v", back.ID, dropped, err)
	}
	later := []byte(strings.Replace(string(stored), `{"version"`, `{"later":[1,2],"version"`, 1))
	if back, _, err := ReadEntry(later); err != nil || !bytes.Equal(encode(t, back), later) {
		t.Errorf("a game read was not written back as it was read (%v)", err)
	}
	for name, damage := range map[string][2]string{
		"its record": {`"seats":[`, `"seats":[7,`},
		"its id":     {`"id":"`, `"id":"x`},
		"its format": {`{"version":1`, `{"version":9`},
		"its end":    {`"finished":`, `"finished":-`},
	} {
		if !strings.Contains(string(stored), damage[0]) {
			t.Fatalf("no %s to damage", damage[0])
		}
		if _, _, err := ReadEntry([]byte(strings.Replace(string(stored), damage[0], damage[1], 1))); err == nil {
			t.Errorf("a game with a damaged %s was read", name)
		}
	}
	back, dropped, err := ReadEntry([]byte(strings.Replace(string(stored), `"chosen":`, `"chosen":9`, 1)))
	if err != nil || len(dropped) != 1 || len(back.Reviews) != 0 || back.ID != e.ID {
		t.Errorf("a damaged review read as %d reviews, %v, %v", len(back.Reviews), dropped, err)
	}
	for _, bad := range []string{`[1,2`, `"finished"`, strings.Repeat(" ", MaxValue+1)} {
		if _, _, err := ReadEntry([]byte(bad)); err == nil {
			t.Errorf("%.20q was read", bad)
		}
	}
}

// A review kept is replaced only by one that went further: a tab that
// judged fewer of its decisions (an older visit, another tab) never takes
// back what another judged, and a review done stays done.
func TestAReviewIsReplacedOnlyByOneThatWentFurther(t *testing.T) {
	e := finishedGame(t, 4)
	whole := reviewOf(t, e, -1)
	if whole.Total < 3 {
		t.Fatalf("%d decisions", whole.Total)
	}
	part := reviewOf(t, e, 2)
	if !e.SetReview(part) {
		t.Fatal("a first review was not kept")
	}
	if e.SetReview(reviewOf(t, e, 1)) {
		t.Error("a review that judged less replaced one that judged more")
	}
	if !e.SetReview(whole) {
		t.Error("a review done did not replace one under way")
	}
	if e.SetReview(part) {
		t.Error("a review under way replaced one done")
	}
	if r, _ := e.Review(0); !r.Done || len(r.Decisions) != whole.Total {
		t.Errorf("kept %d of %d, done %v", len(r.Decisions), r.Total, r.Done)
	}
}
