package mascarade_test

import (
	"fmt"
	"slices"
	"testing"

	"parlour/assets/i18n"
	"parlour/scenes/apptest"
)

// A seat whose mask was revealed last turn may not announce, and its panel
// says so. "revealed: may not announce" was cut short with an ellipsis on
// phones (640×360, 390×844) and a phone on its side with eight players
// (844×390): where it has no room the panel says it in fewer words, whole.
func TestARevealedSeatsNoteIsNotCutOnAPhone(t *testing.T) {
	for _, c := range []struct {
		lang          string
		players, w, h int
	}{{"en", 8, 844, 390}, {"en", 6, 640, 360}, {"en", 5, 390, 844}, {"uk", 8, 844, 390}, {"ru", 6, 640, 360}, {"pl", 5, 390, 844}} {
		where := fmt.Sprintf("%s, %d players at %dx%d", c.lang, c.players, c.w, c.h)
		d := startGame(t, fmt.Sprintf("?game=mascarade&players=%d&seed=5&speed=instant&lang=%s", c.players, c.lang), c.w, c.h, true)
		// The catalogs are the app's: looked up once it is open.
		note, short := i18n.T("mascarade.seat.barred"), i18n.T("mascarade.seat.barred_short")
		m := apptest.NewMover(1)
		seen := false
		for frames := 0; frames < 20000 && !seen; frames++ {
			s := d.State()
			if tap := m.Next(s); apptest.AtRest(s) && tap != "" {
				d.Tap(tap, true)
			} else {
				d.Frame()
			}
			tb := d.Table()
			if tb == nil {
				continue
			}
			for _, st := range tb.Seats {
				if st.Status == note {
					seen = true
				}
			}
		}
		if !seen {
			t.Fatalf("%s: no seat was ever barred from announcing", where)
		}
		d.Frames(2)
		d.Draw()
		if cut := d.State().Clipped; slices.Contains(cut, note) || slices.Contains(cut, short) {
			t.Errorf("%s: the barred seat's note is cut short: %q", where, cut)
		}
	}
}
