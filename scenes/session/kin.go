package session

import (
	"bytes"
	"maps"
	"slices"

	"parlour/game"
)

// Kin is how one session's game stands to another's: a save code holds
// the game of the tab that made it, and loading it where that game is
// still saved must not add a second copy (issue 37).
type Kin int

const (
	Other  Kin = iota // another deal, or the same deal played otherwise
	Before            // the same game, before some of the other's moves
	Same              // the same game at the same point
	After             // the same game, played on past the other
)

// KinOf says how s's game stands to o's. The same game is the same deal
// (game, setup with its seed, seats, the bots' seed, daily deal and guide)
// at points where one's moves begin the other's: undone and played
// otherwise, it is another game. Of a game saved before moves were kept,
// only an identical save is the same.
func (s *Session) KinOf(o *Session) Kin {
	if !s.sameDeal(o) {
		return Other
	}
	if !s.known || !o.known {
		a, errA := s.Save()
		b, errB := o.Save()
		if errA == nil && errB == nil && bytes.Equal(a, b) {
			return Same
		}
		return Other
	}
	n, m := len(s.moves), len(o.moves)
	switch common := commonStart(s.moves, o.moves); {
	case common < min(n, m):
		return Other
	case n == m:
		return Same
	case n < m:
		return Before
	}
	return After
}

// commonStart is how many first moves a and b share.
func commonStart(a, b []game.Move) int {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	return i
}

func (s *Session) sameDeal(o *Session) bool {
	c, d := s.Config, o.Config
	return s.Game.Name() == o.Game.Name() && c.Players == d.Players && c.Variant == d.Variant && c.Seed == d.Seed &&
		maps.Equal(c.Options, d.Options) && slices.Equal(s.Seats, o.Seats) && s.seed == o.seed &&
		s.Daily == o.Daily && s.Guide == o.Guide
}
