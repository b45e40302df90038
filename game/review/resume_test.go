package review

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"parlour/game"
	"parlour/game/catalog"
)

// A review resumed from the decisions an earlier one judged (kept with the
// game) judges the rest as the whole review did: the same decisions, the
// same verdicts. Decisions that do not fit the game are refused, and the
// reviewer is left as it was made.
func TestAReviewResumedFromItsFirstDecisionsEndsAsTheWholeReview(t *testing.T) {
	cfg := game.Config{Players: 2, Seed: 11}
	rng := rand.New(rand.NewPCG(11, 1))
	moves := play(t, "loveletter", cfg, func(g game.Game, _ int) game.Action {
		legal := g.Legal(0)
		return legal[rng.IntN(len(legal))]
	})
	opts := Options{Seed: 11, Worlds: 24}
	whole := review(t, "loveletter", cfg, moves, opts)
	if len(whole) < 4 {
		t.Fatalf("the pinned game has %d decisions", len(whole))
	}
	expert, err := catalog.Expert("loveletter")
	if err != nil {
		t.Fatal(err)
	}
	half := len(whole) / 2
	r, err := New(expert, "loveletter", cfg, moves, 0, opts)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Resume(whole[:half]); err != nil {
		t.Fatal(err)
	}
	if judged, total := r.Progress(); judged != half || total != len(whole) {
		t.Fatalf("resumed at %d of %d, want %d of %d", judged, total, half, len(whole))
	}
	for !r.Step(reviewStep) {
	}
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	if got := r.Decisions(); !reflect.DeepEqual(got, whole) {
		t.Errorf("the resumed review judged\n%+v\nthe whole one\n%+v", got[half:], whole[half:])
	}
	// A decision left out, or one whose choice is not the move made, does
	// not resume.
	wrong := append([]Decision(nil), whole[:half]...)
	wrong[half-1].Chosen = (wrong[half-1].Chosen + 1) % len(wrong[half-1].Choices)
	for name, made := range map[string][]Decision{"a decision left out": whole[1:half], "another choice": wrong} {
		r, _ := New(expert, "loveletter", cfg, moves, 0, opts)
		if err := r.Resume(made); err == nil {
			t.Errorf("%s was resumed from", name)
		}
		if judged, _ := r.Progress(); judged != 0 {
			t.Errorf("%s: the refused reviewer stands at %d", name, judged)
		}
	}
}

const reviewStep = 48
