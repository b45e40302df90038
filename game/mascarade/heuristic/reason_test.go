package heuristic

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest"
	m "parlour/game/mascarade"
)

// Every decision of many games has a reason in all four catalogs, using
// exactly its arguments, with mask names the Mascarade catalogs have; and
// the games reach the main kinds of reason.
func TestReasonsExistInEveryLanguage(t *testing.T) {
	reasons := gametest.Catalogs(t, "../../../assets/i18n/*.json")
	terms := gametest.Catalogs(t, "../../../scenes/mascarade/i18n/*.json")
	seen := map[string]int{}
	for _, players := range []int{4, 6, 9} {
		for k, n := range gametest.Reasons(t, m.Definition, game.Config{Players: players}, New(3), 6, reasons, terms) {
			seen[k] += n
		}
	}
	for _, k := range []string{"opening", "swap", "look_unsure", "announce_sure", "contest_no"} {
		if seen["reason.mascarade."+k] == 0 {
			t.Errorf("no game reached reason %s: %v", k, seen)
		}
	}
}
