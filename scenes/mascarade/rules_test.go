package mascarade_test

import (
	"fmt"
	"strings"
	"testing"

	"parlour/scenes"
)

// TestTheRulesReferenceShowsHowToPlayEveryMaskAndTheScenarios: from the
// table on a phone, each of the rules' five pages (how to play, every
// mask, the scenarios) opens with words of its own, and Back returns to
// the table. The pages' pixels are not read: in a package's test binary
// the first read of pixels runs every draw the earlier tests queued (a
// minute and more under Xvfb); the browser's screenshots are looked at.
func TestTheRulesReferenceShowsHowToPlayEveryMaskAndTheScenarios(t *testing.T) {
	d := startGame(t, "?game=mascarade&players=5&seed=2&speed=fast", 360, 640, true)
	tapShown(d, "table-rules", true)
	d.Until("the rules", 60, func(s scenes.Snapshot) bool { return s.Scene == "rules" })
	seen := map[string]string{}
	for i := range 5 {
		page := fmt.Sprintf("rules-page-%d", i)
		tapShown(d, page, true)
		words := strings.Join(d.State().Access, " ")
		if was, ok := seen[words]; ok {
			t.Fatalf("%s says what %s said: %.200q", page, was, words)
		}
		seen[words] = page
	}
	tapShown(d, "back", true)
	d.Until("back at the table", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" })
}
