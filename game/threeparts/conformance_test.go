package threeparts

import (
	"fmt"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// tables are Three Parts' tables: no variants, no options, 3 and 4 players.
func tables() []game.Config { return gametest.Tables(Definition) }

func TestConformance(t *testing.T) {
	if len(tables()) != 2 {
		t.Fatalf("tables %v, want 3 and 4 players", tables())
	}
	gametest.Conformance(t, Definition, tables())
}

// TestSoak plays random games with Validate and the round's own bookkeeping
// after every action (go test -run Soak -soak N; make soak).
func TestSoak(t *testing.T) {
	gametest.Soak(t, Definition, tables(), func(t testing.TB, gg game.Game, s gametest.Step) {
		g := gg.(*Game)
		if err := checkRoundLog(g); err != nil {
			t.Errorf("%v", err)
		}
		if s.Action.Kind == KindVote {
			e := s.Events[0]
			if e.Type != EvVote || e.Seat != s.Seat || e.SeenBy != game.SeatsOf(s.Seat) || e.Secret.Len() != 1 || e.Secret.At(0) != int(s.Action.Args[0]) {
				t.Errorf("a vote reports %+v, want a vote event whose secret only the voter sees", e)
			}
		}
	})
}

// checkRoundLog checks the round's events against the state, as a table that
// animates them would use them: every row position is settled (taken or
// discarded) at most once, with the card that lies there; a taker has taken
// a part; the positions not settled are exactly those of the segments still
// to settle; and the reveal reports every claimant's vote in seat order.
// It allocates nothing.
func checkRoundLog(g *Game) error {
	var settled [9]bool
	lastVoted := -1
	for _, e := range g.Log {
		switch e.Type {
		case EvTake, EvDiscard:
			p := e.Value
			if p < 0 || p >= len(g.Row) || settled[p] || int(g.Row[p]) != e.Card {
				return fmt.Errorf("%s of %d at row position %d (row %v)", e.Type, e.Card, p, g.Row)
			}
			settled[p] = true
			if e.Type == EvTake && !g.Took[e.Seat] {
				return fmt.Errorf("seat %d took a card but has not taken a part", e.Seat)
			}
		case EvVoted:
			if e.Seat <= lastVoted {
				return fmt.Errorf("the reveal is not in seat order")
			}
			lastVoted = e.Seat
		default:
			lastVoted = -1
		}
	}
	var open [9]bool
	for _, seg := range g.Contests {
		for i := range seg.Cards {
			open[seg.At+i] = true
		}
	}
	for p := range g.Row {
		if settled[p] == open[p] {
			return fmt.Errorf("row position %d is settled %v and still to settle %v", p, settled[p], open[p])
		}
	}
	return nil
}
