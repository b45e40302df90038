package rebelprincess

import (
	"parlour/game"
	"parlour/scenes/rebelprincess/decide"
	"parlour/scenes/table"
)

// The person's decisions are made in the pure package decide (tested
// natively against the engine); the table hands it the observation, its
// words, and the trick as drawn with where each card lies.

func (g *Table) decideView() decide.View {
	return decide.View{Obs: g.obs(), Tell: g.t, Trick: g.v.Trick, Spots: g.trickSpots}
}

// Prompt implements table.Game.
func (g *Table) Prompt() table.Prompt { return g.d.Prompt(g.decideView()) }

// Pick implements table.Game.
func (g *Table) Pick(tg table.Target) (game.Action, bool) { return g.d.Pick(g.decideView(), tg) }

// Back implements table.Game: one step of the decision at a time.
func (g *Table) Back() { g.d.Back() }
