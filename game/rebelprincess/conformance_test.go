package rebelprincess

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// soakTables are every table the rules differ on: both editions at 3–6
// players, the promo and the short game, with round cards drawn at random
// (so over many games every round card is played in every company).
func soakTables() []game.Config {
	return gametest.Tables(Definition, nil, map[string]string{"promo": "true"}, map[string]string{"short": "true"})
}

// tables adds tables that name their round cards, so that a few games per
// table (Conformance) still play every round card of each edition.
func tables() []game.Config { return append(soakTables(), roundCardTables()...) }

// roundCardTables play every round card of each edition: the edition's
// round cards in order, five to a table (the last table tops up from the
// start), at 3–6 players in turn, Classic with the promo Carmesina.
func roundCardTables() []game.Config {
	var out []game.Config
	for _, ed := range []Edition{Classic, Deluxe} {
		slugs := editionSlugs(ed)
		for i := 0; i < len(slugs); i += 5 {
			names := slices.Clone(slugs[i:min(i+5, len(slugs))])
			for k := 0; len(names) < 5; k++ {
				names = append(names, slugs[k])
			}
			opts := map[string]string{"rounds": strings.Join(names, ",")}
			if ed == Classic {
				opts["promo"] = "true"
			}
			out = append(out, game.Config{Players: 3 + len(out)%4, Variant: string(ed), Options: opts})
		}
	}
	return out
}

// editionSlugs names the round cards an edition plays, in order.
func editionSlugs(ed Edition) []string {
	var slugs []string
	for _, rc := range RoundCards {
		if _, ok := rc.PassFor(ed); ok {
			slugs = append(slugs, rc.Slug)
		}
	}
	return slugs
}

func TestConformance(t *testing.T) {
	gametest.Conformance(t, Definition, tables())
}

// The soak's own invariants, after every action of every game: what
// Validate cannot see from one state.
func TestSoak(t *testing.T) {
	gametest.Soak(t, Definition, soakTables(), func(t testing.TB, gg game.Game, s gametest.Step) {
		g := gg.(*Game)
		// Every action tells the table something.
		if len(s.Events) == 0 {
			t.Errorf("%s reported no event", FormatAction(s.Action))
		}
		// A card played leaves every hand (unless the next round was dealt).
		if gametest.Count(s.Events, EvRoundStart) == 0 {
			for _, e := range s.Events {
				if e.Type == EvPlay && e.Card >= 0 {
					for h := range g.NPlayers {
						if slices.Contains(g.Hands[h], Card(e.Card)) {
							t.Errorf("%s was played but is in seat %d's hand", Card(e.Card), h)
						}
					}
				}
			}
		}
		// A round's score parts add up to it.
		checkParts(t, s.Events)
		// Every trick taken is counted once.
		if g.Phase == PhasePlay {
			if n := sum(g.TricksWon); n != g.Tricks {
				t.Errorf("%d tricks taken, %d counted", g.Tricks, n)
			}
		}
		// Every seat has a score for every round played.
		for h := range g.NPlayers {
			if len(g.Scores[h]) != len(g.Scores[0]) {
				t.Errorf("seat %d has %d round scores, seat 0 %d", h, len(g.Scores[h]), len(g.Scores[0]))
			}
		}
		// A finished game names its winners, all on the lowest total, after
		// every round (with the Deluxe tie-break round, when it came to that).
		if g.Over() {
			if len(g.Winners) == 0 {
				t.Errorf("the game ended without a winner")
			}
			best := slices.Min(g.Totals)
			for _, w := range g.Winners {
				if g.Totals[w] != best {
					t.Errorf("winner %d has %d proposals, the lowest is %d", w, g.Totals[w], best)
				}
			}
			if g.Round != len(g.Schedule) || len(g.Scores[0]) != len(g.Schedule) {
				t.Errorf("the game ended after %d of %d rounds", g.Round, len(g.Schedule))
			}
		}
	})
}
