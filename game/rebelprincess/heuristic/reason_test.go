package heuristic

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest"
	rp "parlour/game/rebelprincess"
)

// Every decision of many games has a reason in all four catalogs, using
// exactly its arguments; and the games reach the main kinds of reason.
func TestReasonsExistInEveryLanguage(t *testing.T) {
	reasons := gametest.Catalogs(t, "../../../assets/i18n/*.json")
	terms := gametest.Catalogs(t, "../../../scenes/rebelprincess/i18n/*.json")
	seen := map[string]int{}
	for _, cfg := range []game.Config{{Players: 3}, {Players: 5, Variant: "deluxe"}} {
		for k, n := range gametest.Reasons(t, rp.Definition, cfg, New(3), 3, reasons, terms) {
			seen[k] += n
		}
	}
	for _, k := range []string{"draft", "pass", "lead", "shed", "win_clean"} {
		if seen["reason.rebelprincess."+k] == 0 {
			t.Errorf("no game reached reason %s: %v", k, seen)
		}
	}
}
