package session

import (
	"encoding/json"
	"testing"

	"parlour/game"
)

// The hidden-information check hands a table a world the person cannot
// tell from the real one: their observation of it is theirs, field for
// field, while the cards they have not seen may lie elsewhere.
func TestASampledWorldLooksTheSameToThePersonButHidesOtherCards(t *testing.T) {
	s, err := New("loveletter", game.Config{Players: 3, Seed: 2}, seats())
	if err != nil {
		t.Fatal(err)
	}
	mine, _ := json.Marshal(s.Observation())
	real, _ := json.Marshal(s.Game.Observe(1))
	varied := false
	for seed := range uint64(8) {
		w, err := s.Sampled(seed)
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := json.Marshal(w.Observe(s.Human)); string(got) != string(mine) {
			t.Fatalf("the person's observation of a sampled world differs:\n%s\n%s", got, mine)
		}
		if other, _ := json.Marshal(w.Observe(1)); string(other) != string(real) {
			varied = true
		}
	}
	if !varied {
		t.Error("eight sampled worlds all dealt another seat the cards it really holds")
	}
	s.Human = -1
	if _, err := s.Sampled(1); err == nil {
		t.Error("a table of bots alone was sampled: nothing is hidden from a spectator that a sample could vary")
	}
}
