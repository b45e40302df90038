package tiny

import (
	"encoding/json"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// TestLoadRefusesDamagedSaves damages one thing at a time in a save taken
// mid-game: each must be refused.
func TestLoadRefusesDamagedSaves(t *testing.T) {
	g := gametest.Deal[*Game](t, Definition, game.Config{Players: 3}, 0, "1", "2", "3", "4", "5", "6", "7", "8", "9")
	for _, p := range []string{"play 1", "play 4", "play 7", "play 8"} {
		gametest.Act(t, g, g.turn(), p)
	}
	good := gametest.MustSave(t, g)
	if _, err := game.Load(good); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		damage func(st map[string]any)
	}{
		{"a card in two places", func(st map[string]any) { st["hands"].([]any)[0].([]any)[0] = 5.0 }},
		{"a card not of the deck", func(st map[string]any) { st["hands"].([]any)[0].([]any)[0] = 10.0 }},
		{"a hand its log does not leave", func(st map[string]any) {
			h := st["hands"].([]any)
			h[0].([]any)[0], h[1].([]any)[0] = h[1].([]any)[0], h[0].([]any)[0]
		}},
		{"a trick given to the wrong seat", func(st map[string]any) { st["tricks"] = []any{1.0, 0.0, 0.0} }},
		{"a leader who did not take the trick", func(st map[string]any) { st["leader"] = 0.0 }},
		{"a winner before the end", func(st map[string]any) { st["winners"] = []any{2.0} }},
		{"a log cut short", func(st map[string]any) { st["log"] = st["log"].([]any)[:5] }},
		{"a table of four", func(st map[string]any) { st["players"] = 4.0 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var doc map[string]any
			if err := json.Unmarshal(good, &doc); err != nil {
				t.Fatal(err)
			}
			tc.damage(doc["state"].(map[string]any))
			bad, _ := json.Marshal(doc)
			if _, err := game.Load(bad); err == nil {
				t.Fatal("accepted")
			}
		})
	}
}
