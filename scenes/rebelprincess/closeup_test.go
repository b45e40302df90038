package rebelprincess_test

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// TestEveryCardOnTheTableOutsideTheHandIsOfferedForACloseUpWhereItLies
// (issue 29 #21, the table's half), at every size: every seat's
// princess, the round card, the trick's cards and the cards lying face up
// (Crystal Clear), each on the screen.
func TestEveryCardOnTheTableOutsideTheHandIsOfferedForACloseUpWhereItLies(t *testing.T) {
	d := apptest.Open(t, "?game=rebelprincess&players=4&variant=classic&bots=clever&speed=instant&seed=7&lang=en&rounds=crystal-clear,once-upon-a-time,invitation,royal-decree,wedding-gift", 1280, 720)
	d.StartTable()
	playUntil(t, d, "a trick with a card in it while cards lie face up", func(s scenes.Snapshot) bool {
		_, v := viewOf(t, s)
		return apptest.AtRest(s) && v.Step == "play" && len(v.Trick) > 0 && slices.ContainsFunc(v.Panels, func(p panel) bool { return len(p.Exposed) > 0 })
	})
	suited := regexp.MustCompile(`^[PQAF]\d+$`)
	atEachSize(t, d, func(t *testing.T, w, h int, v view) {
		var names []string
		princesses, cards := 0, 0
		for _, c := range v.TableCards {
			names = append(names, c.Card)
			if strings.HasPrefix(c.Card, "princess:") {
				princesses++
			}
			if suited.MatchString(c.Card) {
				cards++
			}
			if c.At[0] < 0 || c.At[1] < 0 || c.At[0]+c.At[2] > float64(w)+0.5 || c.At[1]+c.At[3] > float64(h)+0.5 {
				t.Errorf("%s lies off the screen: %v", c.Card, c.At)
			}
		}
		if princesses != len(v.Princess) {
			t.Errorf("%d princesses offered, not every seat's %d: %v", princesses, len(v.Princess), names)
		}
		if !slices.Contains(names, "round:crystal-clear") {
			t.Errorf("the round card is not offered: %v", names)
		}
		for _, c := range v.Trick {
			if !slices.Contains(names, c) {
				t.Errorf("the trick's %s is not offered: %v", c, names)
			}
		}
		exposed := 0
		for _, p := range v.Panels {
			exposed += len(p.Exposed)
		}
		if cards != exposed+len(v.Trick) {
			t.Errorf("%d cards offered, not the %d lying face up and the trick's %d: %v", cards, exposed, len(v.Trick), names)
		}
	})
}

// lookable are a table's princesses and its round card turned up: what
// issue 38 found showing nothing on hover, focus or a long press.
func lookable(v view) []shown {
	var out []shown
	for _, c := range v.TableCards {
		if strings.HasPrefix(c.Card, "princess:") || strings.HasPrefix(c.Card, "round:") {
			out = append(out, c)
		}
	}
	return out
}

// everyLookable fails the test unless the three seats' princesses and
// the round card are there to look at.
func everyLookable(t *testing.T, v view, size string) {
	t.Helper()
	princesses, round := 0, false
	var names []string
	for _, c := range lookable(v) {
		names = append(names, c.Card)
		princesses += strings.Count(c.Card, "princess:")
		round = round || strings.HasPrefix(c.Card, "round:")
	}
	if princesses != 3 || !round {
		t.Fatalf("%s: not every princess and the round card are there to look at: %v", size, names)
	}
}

// atPlay is the table at rest where the person plays a card to a trick.
func atPlay(t *testing.T) func(scenes.Snapshot) bool {
	return func(s scenes.Snapshot) bool {
		tb, v := viewOf(t, s)
		return tb != nil && apptest.AtRest(s) && tb.Summary == nil && v.Phase == "play" && v.Step == "play"
	}
}

// closeUpOf runs frames until the table shows card c close up where it
// lies, large enough to print its rule and on the w×h screen, and returns
// the close-up.
func closeUpOf(t *testing.T, d *apptest.Driver, c shown, w, h int, how string) *table.TableCloseUpSnap {
	t.Helper()
	near := func(a, b [4]float64) bool {
		for i := range a {
			if math.Abs(a[i]-b[i]) >= 0.5 {
				return false
			}
		}
		return true
	}
	s := d.Until(fmt.Sprintf("%dx%d: %s close up by %s", w, h, c.Card, how), 120, func(s scenes.Snapshot) bool {
		tb, ok := s.Table.(table.Snap)
		return ok && tb.TableCloseUp != nil && near(tb.TableCloseUp.At, c.At)
	})
	cu := s.Table.(table.Snap).TableCloseUp
	if r := cu.Card; r[0] < 0 || r[1] < 0 || r[0]+r[2] > float64(w)+0.5 || r[1]+r[3] > float64(h)+0.5 {
		t.Errorf("%dx%d: %s's close-up leaves the screen: %v", w, h, c.Card, r)
	}
	if cu.Card[2] <= c.At[2]*1.4 {
		t.Errorf("%dx%d: %s's close-up (%v wide) is no larger than the card (%v)", w, h, c.Card, cu.Card[2], c.At[2])
	}
	return cu
}

// TestEveryPrincessAndTheRoundCardShowTheirRuleCloseUpUnderTheKeyboardsFocus
// (issue 38 #8): "focusing an opponent's princess, your own, or the round
// card shows nothing". ↓ reaches the table's cards (after the prompt's
// buttons), → walks them; each comes up close as the focus reaches it.
func TestEveryPrincessAndTheRoundCardShowTheirRuleCloseUpUnderTheKeyboardsFocus(t *testing.T) {
	d := apptest.Open(t, "?game=rebelprincess&players=3&variant=classic&bots=clever&speed=instant&seed=7&lang=en", 1280, 720)
	d.StartTable()
	playUntil(t, d, "a trick to play to", atPlay(t))
	isLook := regexp.MustCompile(`^look-\d+$`)
	for k := 0; k < 12 && !isLook.MatchString(d.Table().Focus); k++ {
		d.Press(false, "ArrowDown")
	}
	if !isLook.MatchString(d.Table().Focus) {
		t.Fatalf("the keyboard does not reach the table's cards (the focus is on %q)", d.Table().Focus)
	}
	_, v := viewOf(t, d.State())
	everyLookable(t, v, "1280x720")
	looked := map[string]bool{}
	for range v.TableCards {
		i, _ := strconv.Atoi(strings.TrimPrefix(d.Table().Focus, "look-"))
		if cu := closeUpOf(t, d, v.TableCards[i], 1280, 720, "keyboard focus"); cu.Index != i {
			t.Errorf("the close-up is card %d's, not the focused %d's", cu.Index, i)
		}
		looked[v.TableCards[i].Card] = true
		d.Press(false, "ArrowRight")
	}
	for _, c := range lookable(v) {
		if !looked[c.Card] {
			t.Errorf("the keyboard never showed %s: %v", c.Card, looked)
		}
	}
}

// TestEveryPrincessAndTheRoundCardShowTheirRuleCloseUpUnderTheMouse (issue
// 38 #8: "hovering an opponent's princess, your own, or the round card
// shows nothing"), at 1280×720 and 390×844: each comes up close while the
// mouse rests on it, and the close-up goes when the mouse leaves.
func TestEveryPrincessAndTheRoundCardShowTheirRuleCloseUpUnderTheMouse(t *testing.T) {
	d := apptest.Open(t, "?game=rebelprincess&players=3&variant=classic&bots=clever&speed=instant&seed=7&lang=en", 1280, 720)
	d.StartTable()
	playUntil(t, d, "a trick to play to", atPlay(t))
	for _, size := range [][2]int{{1280, 720}, {390, 844}} {
		w, h := size[0], size[1]
		d.Resize(w, h)
		d.Hover(float64(w)/2, 1)
		d.Frames(4)
		if cu := d.Table().TableCloseUp; cu != nil {
			t.Fatalf("%dx%d: a close-up with nothing under the mouse: %+v", w, h, cu)
		}
		_, v := viewOf(t, d.State())
		size := fmt.Sprintf("%dx%d", w, h)
		everyLookable(t, v, size)
		for _, c := range lookable(v) {
			d.Hover(c.At[0]+c.At[2]/2, c.At[1]+c.At[3]/2)
			closeUpOf(t, d, c, w, h, "hover")
		}
		d.Hover(float64(w)/2, 1)
		d.Until(size+": the close-up gone once the mouse leaves", 60, func(scenes.Snapshot) bool { return d.Table().TableCloseUp == nil })
	}
}

// TestEveryPrincessAndTheRoundCardShowTheirRuleCloseUpWhileAFingerIsHeldOnIt
// (issue 38 #8, a long press on a 390×844 phone): the close-up shows while
// the finger stays on the card, and goes when it lifts.
func TestEveryPrincessAndTheRoundCardShowTheirRuleCloseUpWhileAFingerIsHeldOnIt(t *testing.T) {
	d := apptest.Open(t, "?game=rebelprincess&players=3&variant=classic&bots=clever&speed=instant&seed=7&lang=en", 390, 844)
	d.StartTable()
	playUntilBy(t, d, true, "a trick to play to", atPlay(t))
	_, v := viewOf(t, d.State())
	everyLookable(t, v, "390x844")
	for _, c := range lookable(v) {
		d.Hold(c.At[0]+c.At[2]/2, c.At[1]+c.At[3]/2, true)
		closeUpOf(t, d, c, 390, 844, "a long press")
		d.Lift()
		d.Until(c.Card+"'s close-up gone when the finger lifts", 60, func(scenes.Snapshot) bool { return d.Table().TableCloseUp == nil })
	}
}

// TestAHandCardsCloseUpFromTheKeyboardsFocusGoesWhenTheMouseMoves (issue
// 29): with the keyboard's focus on a hand card, its close-up stayed over
// the trick and the round card's rule after the person went back to the
// mouse. It shows while a key was the latest input, and goes when the
// pointer moves. At 390×844, where the hand's cards are too small to
// print their rules.
func TestAHandCardsCloseUpFromTheKeyboardsFocusGoesWhenTheMouseMoves(t *testing.T) {
	d := apptest.Open(t, "?game=rebelprincess&players=4&seed=5&speed=instant", 390, 844)
	d.StartTable()
	d.TapWhenShown("choice-0") // the princess to keep
	d.Until("the person's decision over a hand", 600, func(s scenes.Snapshot) bool {
		tb, ok := s.Table.(table.Snap)
		return ok && tb.Prompt != nil && len(tb.Hand) > 4 && !tb.Busy
	})
	d.Hover(5, 5)
	d.Press(false, "ArrowRight")
	d.Until("the focused card's close-up", 60, func(scenes.Snapshot) bool { return d.Table().CloseUp >= 0 })
	d.Hover(40, 300)
	d.Until("the close-up gone once the mouse moved", 60, func(scenes.Snapshot) bool { return d.Table().CloseUp < 0 })
}
