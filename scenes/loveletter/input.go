package loveletter

import (
	"parlour/game"
	"parlour/scenes/table"
)

// The person's decision is package decide's, tested natively; the table
// keeps it (g.d) and hands it the observation and the seats' names.

// Prompt implements table.Game.
func (g *Table) Prompt() table.Prompt { return g.d.Prompt(g.obs(), g.t.SeatName) }

// Pick implements table.Game.
func (g *Table) Pick(tg table.Target) (game.Action, bool) { return g.d.Pick(g.obs(), tg) }

// Back implements table.Game: one step of the decision at a time.
func (g *Table) Back() { g.d.Back() }
