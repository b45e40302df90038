package apptest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/table"
)

// A long prompt keeps to its bar on the smallest screens: at 240×320
// Mascarade's "… or look. You may not announce: your mask was revealed last
// turn" ran off the screen's bottom, and Rebel Princess's "Pass 3 cards to
// Basil, on your right (3 chosen) · tap Pass, or a card to change your
// choice" under the hand. Wrapped, its words lie above the hand and on the
// screen, clear of the seats and of the bar's buttons; cut short, a tap
// shows it whole in a notice, and the accessible page says it whole and
// offers no such tap.
func TestALongPromptKeepsToItsBarAndATapShowsItWhole(t *testing.T) {
	cut, wrapped := 0, 0
	tapped := map[string]bool{} // each prompt cut short is tapped once
	for _, g := range []string{"loveletter&players=3", "mascarade&players=6", "rebelprincess&players=3", "threeparts&players=3"} {
		for _, size := range [][2]int{{240, 320}, {320, 240}} {
			w, h := size[0], size[1]
			where := fmt.Sprintf("%s at %dx%d", g, w, h)
			d := Open(t, "?game="+g+"&seed=3&speed=instant", w, h)
			d.StartTable()
			k := d.App.Scale
			if d.App.Zoom > 0 {
				k /= d.App.Zoom
			}
			screenH := float64(h) / k
			m := NewMover(1)
			for taps := 0; taps < 14; {
				s := d.State()
				tb, _, deciding := Deciding(s)
				if deciding {
					d.Frames(2 * DrawsEvery) // drawn, then described to the accessible page
					s, tb = d.State(), *d.Table()
					if at := tb.PromptAt; at != nil {
						wrapped++
						if at.Bottom() > screenH+0.5 {
							t.Errorf("%s: the prompt %q runs off the screen's bottom (%.1f > %.1f)", where, tb.Prompt.Text, at.Bottom(), screenH)
						}
						for name, r := range s.Targets {
							if (strings.HasPrefix(name, "hand-") || strings.HasPrefix(name, "choice-") || name == "confirm" || name == "back" || strings.HasPrefix(name, "seat-")) && at.Overlaps(r) {
								t.Errorf("%s: the prompt %q %+v runs over %s %+v", where, tb.Prompt.Text, *at, name, r)
							}
						}
						for i, seat := range tb.Seats {
							if at.Overlaps(seat.At) {
								t.Errorf("%s: the prompt %q runs over seat %d's panel", where, tb.Prompt.Text, i)
							}
						}
						if !slices.Contains(s.Access, tb.Prompt.Text) {
							t.Errorf("%s: the accessible page does not say the whole prompt %q", where, tb.Prompt.Text)
						}
						if slices.Contains(s.Access, "prompt-whole") {
							t.Errorf("%s: the accessible page offers the prompt's tap, a button named by its id", where)
						}
						if _, ok := s.Targets["prompt-whole"]; ok && !tapped[tb.Prompt.Text] {
							tapped[tb.Prompt.Text] = true
							cut++
							d.Tap("prompt-whole", true)
							if n := d.State().Notice; n != tb.Prompt.Text {
								t.Errorf("%s: a tap on the prompt cut short shows %q, not %q", where, n, tb.Prompt.Text)
							}
							d.Frames(2)
						}
					}
				}
				name := m.Next(s)
				if _, shown := s.Targets[name]; name == "" || !shown {
					if tb.Over {
						break
					}
					d.Frame()
					continue
				}
				d.Tap(name, false)
				taps++
			}
		}
	}
	if wrapped == 0 || cut == 0 {
		t.Errorf("%d prompts wrapped, %d cut short: the long prompts went untried", wrapped, cut)
	}
}

// A small embed's prompt names the choices, so it is never cut short: held
// to its bar alone, Mascarade's "Your turn: tap a player to swap masks
// with, or look, or announce" lost its last line at 240×320, where it has
// the room down to the screen's bottom (embedgame.test.js checks the same
// in the browser). The tables are the browser test's, at their first
// decision.
func TestASmallEmbedsFirstPromptIsNotCutShort(t *testing.T) {
	for _, c := range []struct {
		game          string
		players, seed int
	}{{"loveletter", 4, 29}, {"mascarade", 6, 3}, {"rebelprincess", 4, 3}, {"threeparts", 4, 3}, {"loveletter", 2, 27}, {"mascarade", 5, 3}} {
		for _, size := range [][2]int{{320, 240}, {240, 320}} {
			d := Open(t, fmt.Sprintf("?embed=1&game=%s&players=%d&seed=%d&speed=instant&bots=beginner", c.game, c.players, c.seed), size[0], size[1])
			d.StartTable()
			d.Until("the first decision", 6000, func(s scenes.Snapshot) bool { _, _, ok := Deciding(s); return ok })
			d.Frames(2 * DrawsEvery)
			d.Draw()
			s, tb := d.State(), d.Table()
			var cut []string
			for _, w := range s.Clipped {
				if !slices.ContainsFunc(tb.Seats, func(seat table.SeatSnap) bool { return seat.Name == w }) {
					cut = append(cut, w)
				}
			}
			if len(cut) > 0 {
				t.Errorf("%s %dp at %dx%d: %q cut short (the prompt: %q)", c.game, c.players, size[0], size[1], cut, tb.Prompt.Text)
			}
		}
	}
}
