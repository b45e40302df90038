package apptest

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/table"
)

// hintDeals are the pinned deals the hint is followed on (the browser's
// extras.test.js's): three players and seed 1 unless named here; on a
// phone by touch, but Mascarade at 1280×720.
var hintDeals = map[string]string{"threeparts": "players=3&seed=2", "mascarade": "players=4&seed=7", "rebelprincess": "players=4&seed=5"}

// firstDecision closes the rounds' summaries that come before the person's
// first decision (a deal may knock the person out first) and returns it.
func firstDecision(t *testing.T, d *Driver, touch bool) table.Snap {
	t.Helper()
	for range 5 {
		s := d.Until("the person's first decision", 6000, func(s scenes.Snapshot) bool { _, due, ok := Deciding(s); return ok || due != "" })
		tb, due, ok := Deciding(s)
		if ok {
			return tb
		}
		if due != "summary-next" {
			t.Fatalf("the game ended before the person's first decision (%q due)", due)
		}
		d.Tap(due, touch)
	}
	t.Fatal("five rounds passed without a decision for the person")
	return table.Snap{}
}

// onInPrompt reports whether target names a hand card, seat or choice the
// prompt offers (other targets, a table's spots, are not checked here).
func onInPrompt(p *table.PromptSnap, target string) bool {
	zone, n, _ := strings.Cut(target, "-")
	i, err := strconv.Atoi(n)
	var marks []table.Mark
	switch zone {
	case "hand":
		marks = p.Hand
	case "seat":
		marks = p.Seats
	case "choice":
		for _, c := range p.Choices {
			marks = append(marks, c.Mark)
		}
	default:
		return true
	}
	return err == nil && i >= 0 && i < len(marks) && marks[i].On
}

// A hint asked for at the person's first decision rings a pick the prompt
// offers, and tapping each ring in turn (a decision may take several
// picks: a card, then a player) makes a whole move, in every game the
// title offers.
func TestEveryGamesHintIsFollowedToAWholeMove(t *testing.T) {
	for _, game := range Open(t, "", 390, 844).State().Games {
		t.Run(game, func(t *testing.T) {
			deal, ok := hintDeals[game]
			if !ok {
				deal = "players=3&seed=1"
			}
			w, h, touch := 390, 844, true
			if game == "mascarade" {
				w, h, touch = 1280, 720, false
			}
			d := Open(t, fmt.Sprintf("?game=%s&%s&speed=instant", game, deal), w, h)
			d.Until("the setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" && s.Targets["start"].W > 0 })
			d.Tap("start", touch)
			firstDecision(t, d, touch)
			d.TapWhenShown("hint")
			lines := d.Table().LogLen
			moved := func(tb table.Snap) bool { return tb.LogLen > lines || tb.Busy || !tb.HumanToMove }
			for pick := 0; ; pick++ {
				s := d.Until("the ring's next pick", 3600, func(s scenes.Snapshot) bool {
					tb, _ := s.Table.(table.Snap)
					return moved(tb) || tb.Hint != nil && tb.Hint.Target != ""
				})
				tb := s.Table.(table.Snap)
				if moved(tb) {
					t.Logf("%d picks made the move", pick)
					break
				}
				if pick == 6 {
					t.Fatalf("six rings followed and no move made (ring on %s)", tb.Hint.Target)
				}
				if !onInPrompt(tb.Prompt, tb.Hint.Target) {
					t.Fatalf("the ring %s is on something the prompt does not offer: %+v", tb.Hint.Target, *tb.Prompt)
				}
				d.Tap(tb.Hint.Target, touch)
			}
			d.Until("the hinted move made", 3600, func(s scenes.Snapshot) bool { tb, _ := s.Table.(table.Snap); return tb.LogLen > lines })
		})
	}
}
