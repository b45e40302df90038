package threeparts

import tp "parlour/game/threeparts"

// A finished game's replay with every card face up shows every choice card
// lying face down face up: the votes of the replay's game at rest (Sync),
// and the secrets of the whole events it plays (board.Step). Votes are in
// no hand, so the kit's way of showing an open replay (each other seat's
// Hand(), read through a Sync of that seat's observation) shows nothing of
// them.

// openVotes shows the open replay's votes lying face down, from its game.
func (g *Table) openVotes() {
	if e, ok := g.t.Engine().(*tp.Game); ok && g.open {
		g.v.Open(e.Votes)
	}
}
