package session

import (
	"errors"

	"parlour/game"
	"parlour/game/catalog"
)

// Sampled is a whole game that the person's observation cannot tell from
// the real one: every card they have not seen dealt again at random (the
// game's Definition.Sample, the search bots' determinization), with seed
// choosing the deal. The hidden-information check (issue 31, check=hidden)
// hands it to a table in place of the engine: the person's page must read
// the same whichever world lies behind it.
func (s *Session) Sampled(seed uint64) (game.Game, error) {
	if s.Human < 0 {
		return nil, errors.New("a table of bots alone hides nothing from a person")
	}
	e, err := catalog.Lookup(s.Game.Name())
	if err != nil {
		return nil, err
	}
	if e.Definition.Sample == nil {
		return nil, errors.New(s.Game.Name() + " has no sampler")
	}
	return e.Definition.Sample(s.Observation(), game.NewRNG(seed))
}
