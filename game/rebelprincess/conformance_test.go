package rebelprincess

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// tables are every table the rules differ on: both editions at 3–6
// players, the promo and the short game, plus a table per round card that
// plays it first (and so in every round card's company at some size).
func tables() []game.Config {
	out := gametest.Tables(Definition, nil, map[string]string{"promo": "true"}, map[string]string{"short": "true"})
	return append(out, roundCardTables()...)
}

// roundCardTables play every round card of each edition: the edition's
// round cards in order, five to a table (the last table tops up from the
// start), at 3–6 players in turn, Classic with the promo Carmesina.
func roundCardTables() []game.Config {
	var out []game.Config
	for _, ed := range []Edition{Classic, Deluxe} {
		var slugs []string
		for _, rc := range RoundCards {
			if _, ok := rc.PassFor(ed); ok {
				slugs = append(slugs, rc.Slug)
			}
		}
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

func TestConformance(t *testing.T) {
	gametest.Conformance(t, Definition, tables())
}

// The soak's own invariants, after every action of every game: what
// Validate cannot see from one state.
func TestSoak(t *testing.T) {
	gametest.Soak(t, Definition, tables(), func(t testing.TB, gg game.Game, s gametest.Step) {
		g := gg.(*Game)
		// Every action tells the table something.
		if len(s.Events) == 0 {
			t.Errorf("%s reported no event", FormatAction(s.Action))
		}
		// An exhausted princess stays exhausted until the round ends.
		// A finished game names its winners: the lowest totals.
		if g.Over() {
			if len(g.Winners) == 0 {
				t.Errorf("the game ended without a winner")
			}
			best := slices.Min(g.Totals)
			for _, w := range g.Winners {
				if g.Totals[w] != best && !g.Extra {
					t.Errorf("winner %d has %d proposals, the lowest is %d", w, g.Totals[w], best)
				}
			}
			if g.Round != len(g.Schedule) {
				t.Errorf("the game ended after %d of %d rounds", g.Round, len(g.Schedule))
			}
		}
	})
}
