package rebelprincess

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

var notation = gametest.Notation{Parse: ParseAction, Format: FormatAction}

// Every kind of action reads and writes in the notation of the README.
func TestNotationRoundTrip(t *testing.T) {
	notation.CheckRoundTrip(t, "keep cinderella", "copy mulan", "pass P3 Q7 A8", "pass A8", "aside Q4", "show pets",
		"gift F2", "play Q12", "play Q5 power", "give A3", "swap Q2 P9", "skip", "cinderella", "mermaid queens",
		"pocahontas @2", "sleeping-beauty", "alice", "mulan A3 A9", "scheherazade @1", "pea", "ice @0", "rapunzel")
}

func TestNotationRefusesWhatIsNotAnAction(t *testing.T) {
	notation.CheckRefuses(t, map[string]string{
		"":                   "empty action",
		"dance":              "unknown action",
		"keep nobody":        "name a princess",
		"pass":               "pass one to three cards",
		"pass P1 P2 P3 P4":   "pass one to three cards",
		"play X9":            "is not a card",
		"play P13":           "is not a card",
		"play P03":           "is not a card",
		"play Q3 maybe":      "play CARD [power]",
		"mermaid hearts":     "name a suit",
		"pocahontas 2":       "name a seat",
		"pocahontas @-1":     "name a seat",
		"skip now":           "skip alone",
		"swap Q2":            "swap CARD CARD",
		"ice @7":             "name a seat",
		"scheherazade @1 @2": "name a seat",
	})
}

// A one-way pass may list its cards in any order (the game reads them in
// hand order); a pass each way keeps the right-hand neighbour's card first.
func TestPassCardsMayBeListedInAnyOrder(t *testing.T) {
	g, _ := New(game.Config{Players: 4, Seed: 1, Options: map[string]string{"rounds": "once-upon-a-time,invitation,royal-decree,masquerade-ball,wedding-gift"}})
	a, _ := g.ParseAction(0, "pass Q7 P3 A8")
	if FormatAction(a) != "pass P3 Q7 A8" {
		t.Fatalf("one way: %s", FormatAction(a))
	}
	g, _ = New(game.Config{Players: 4, Seed: 1, Options: map[string]string{"rounds": "wedding-gift,once-upon-a-time,invitation,royal-decree,masquerade-ball"}})
	for s := range 4 {
		g.Princess[s] = g.Offered[s][0]
	}
	g.startRound()
	a, _ = g.ParseAction(0, "pass Q7 P3")
	if FormatAction(a) != "pass Q7 P3" {
		t.Fatalf("each way: %s", FormatAction(a))
	}
}
