package heuristic

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest"
	tp "parlour/game/threeparts"
)

// Every decision of many games has a reason in all four catalogs, using
// exactly its arguments, with part names the Three Parts catalogs have;
// and the games reach every kind of reason.
func TestReasonsExistInEveryLanguage(t *testing.T) {
	// A reason and the card names it quotes are in the game's own catalog.
	reasons := gametest.Catalogs(t, "../../../scenes/threeparts/i18n/*.json")
	terms := reasons
	gametest.CheckReasons(t, tp.Definition, []game.Config{{Players: 3}, {Players: 4}}, 6, New(3), reasons, terms,
		"threeparts.hint.cut_mine", "threeparts.hint.vote_best", "threeparts.hint.vote_spread", "threeparts.hint.joker")
}
