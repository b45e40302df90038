package loveletter

import (
	"sync"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// tables lists every table: both decks at every player count they allow
// (Love Letter has no options).
func tables() []game.Config { return gametest.Tables(Definition) }

func TestTablesCoverBothDecksAtEveryPlayerCount(t *testing.T) {
	// 2019: 2–6 players, classic: 2–4.
	if n := len(tables()); n != 5+3 {
		t.Fatalf("%d tables: %v", n, tables())
	}
}

func TestConformance(t *testing.T) {
	gametest.Conformance(t, Definition, tables())
}

// TestSoak plays random games on every table with Validate and Love Letter's
// own invariants after every action: an out seat never acts, the tokens
// handed out are exactly the round wins and Spy bonuses the events report,
// every round ends with at least one round win, and a new round begins
// with every seat in, unprotected, and nothing discarded.
func TestSoak(t *testing.T) {
	gametest.Soak(t, Definition, tables(), soakCheck())
}

func soakCheck() func(t testing.TB, gg game.Game, s gametest.Step) {
	type seen struct {
		g       *Game
		out     [6]bool
		awarded int
	}
	// One tracker per table: Soak runs a table's games one after another on
	// one goroutine, and a new game is noticed by its pointer.
	var mu sync.Mutex
	last := map[testing.TB]*seen{}
	return func(t testing.TB, gg game.Game, s gametest.Step) {
		g := gg.(*Game)
		mu.Lock()
		p := last[t]
		if p == nil || p.g != g {
			p = &seen{g: g}
			last[t] = p
		}
		mu.Unlock()
		if p.out[s.Seat] {
			t.Errorf("seat %d acted while out of the round", s.Seat)
		}
		awarded, wins := 0, 0
		newRound := false
		for _, e := range s.Events {
			switch e.Type {
			case EvRoundWin:
				awarded++
				wins++
			case EvSpyBonus:
				awarded++
			case EvRoundEnd:
				if wins == 0 {
					t.Errorf("round %d ended without a round win", e.Value)
				}
				wins = 0
			case EvRoundStart:
				newRound = true
			}
		}
		if g.Awarded != p.awarded+awarded {
			t.Errorf("%d tokens awarded, the events show %d", g.Awarded-p.awarded, awarded)
		}
		if newRound && !g.Over() {
			for seat := range g.NPlayers {
				if g.Out[seat] || g.Protected[seat] || len(g.Discards[seat]) != 0 {
					t.Errorf("a new round began with seat %d out %v, protected %v, discards %v", seat, g.Out[seat], g.Protected[seat], g.Discards[seat])
				}
			}
		}
		p.awarded = g.Awarded
		copy(p.out[:], g.Out)
	}
}
