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
	reasons := gametest.Catalogs(t, "../../../assets/i18n/*.json")
	terms := gametest.Catalogs(t, "../../../scenes/threeparts/i18n/*.json")
	gametest.CheckReasons(t, tp.Definition, []game.Config{{Players: 3}, {Players: 4}}, 6, New(3), reasons, terms,
		"reason.threeparts.cut_mine", "reason.threeparts.vote_best", "reason.threeparts.vote_spread", "reason.threeparts.joker")
}
