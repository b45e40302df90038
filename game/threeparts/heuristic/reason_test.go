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
	seen := map[string]int{}
	for _, players := range []int{3, 4} {
		for k, n := range gametest.Reasons(t, tp.Definition, game.Config{Players: players}, New(3), 6, reasons, terms) {
			seen[k] += n
		}
	}
	for _, k := range []string{"cut_mine", "vote_best", "vote_spread", "joker"} {
		if seen["reason.threeparts."+k] == 0 {
			t.Errorf("no game reached reason %s: %v", k, seen)
		}
	}
}
