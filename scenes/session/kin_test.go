package session

import (
	"testing"

	"parlour/game"
)

// played is a fresh Love Letter table after n steps (the person's first
// legal action, or a bot's move), saved and loaded back as a record is.
func played(t *testing.T, cfg game.Config, seats []Seat, n int) *Session {
	t.Helper()
	s, err := New("loveletter", cfg, seats)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n && !s.Game.Over(); i++ {
		if s.HumanToMove() {
			if err := s.Act(s.Observation().LegalActions()[0]); err != nil {
				t.Fatal(err)
			}
		} else {
			for !s.Update(5) {
			}
		}
	}
	return reloaded(t, s)
}

// A save code's game is the saved one when it is the same deal at the same
// point (or one is the other played on); another deal, or other seats, is
// another game.
func TestASessionKnowsItsOwnGame(t *testing.T) {
	cfg := game.Config{Players: 3, Seed: 5}
	otherSeats := seats()
	otherSeats[2].Name = "Cy"
	base := played(t, cfg, seats(), 4)
	for _, c := range []struct {
		name string
		o    *Session
		want Kin
	}{
		{"the same game at the same point", played(t, cfg, seats(), 4), Same},
		{"the same game played on", played(t, cfg, seats(), 6), Before},
		{"the same game earlier", played(t, cfg, seats(), 2), After},
		{"another deal", played(t, game.Config{Players: 3, Seed: 6}, seats(), 4), Other},
		{"other seats", played(t, cfg, otherSeats, 4), Other},
	} {
		if got := base.KinOf(c.o); got != c.want {
			t.Errorf("%s: KinOf = %d, want %d", c.name, got, c.want)
		}
	}
}
