package table

import "parlour/game"

// Hidden information stays hidden (issue 31): the page beside the canvas,
// the log, the live regions' lines, the summaries, parlourState and the
// saved log hold only what the person's observation holds. A table draws
// and describes from its view (synced from the person's observation) and
// from the events redacted for the person; the one way to anything more is
// Engine, which Describe reads for what an event leaves to be told. So the
// test opens the page with check=hidden (package params): Engine is then a
// world dealt again from the person's observation (session.Sampled), a new
// one for each person and move, and the bots, which play the real game,
// play as before. A browser test (wasm/test/hidden.test.js) plays the same
// pinned game with and without the check and reads the whole page at every
// step: any difference is something the person may not know, said.

// hiddenCheck is check=hidden's world and what it did.
type hiddenCheck struct {
	world  game.Game
	person int // the person and the move the world was dealt for
	moves  int
	worlds int    // worlds dealt
	failed string // why a world could not be dealt, the first time
}

// HiddenSnap is what check=hidden did: how many worlds it dealt in place
// of the engine, and why one could not be dealt (the engine was read then:
// the test fails, as it checked nothing).
type HiddenSnap struct {
	Worlds int    `json:"worlds"`
	Failed string `json:"failed,omitempty"`
	// Log is the holder's whole log (parlourState's log is its last lines):
	// a line the live regions said must be one of the holder's.
	Log []string `json:"log"`
}

// sampled is the world Engine is under check=hidden: one for the person
// whose words are written (Viewer: each person in turn at a pass-and-play
// table) at the game's move, so that one event's words read one world.
func (t *Table) sampled() game.Game {
	h := t.checks.hidden
	person, moves := t.s.Human, t.s.Moves()
	if person < 0 {
		return t.s.Game // a table of bots alone: no person to hide from
	}
	if h.world == nil || h.person != person || h.moves != moves {
		seed := t.s.Config.Seed*0x9e3779b97f4a7c15 ^ uint64(moves)<<8 ^ uint64(person)
		w, err := t.s.Sampled(seed)
		if err != nil {
			if h.failed == "" {
				h.failed = err.Error()
			}
			return t.s.Game
		}
		h.world, h.person, h.moves = w, person, moves
		h.worlds++
	}
	return h.world
}
