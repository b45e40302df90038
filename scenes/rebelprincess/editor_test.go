package rebelprincess_test

import (
	"cmp"
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
)

// openRoundsEditor opens a 4-player classic setup and its round cards'
// editor ("custom…").
func openRoundsEditor(t *testing.T, w, h int) *apptest.Driver {
	d := apptest.Open(t, "?game=rebelprincess&players=4&variant=classic&lang=en", w, h)
	d.Until("the setup", 120, func(s scenes.Snapshot) bool { return s.Scene == "setup" })
	d.Press(false, "Tab") // the keyboard is in use: the setup's list reveals what it focuses
	for range 80 {
		if s := d.State(); s.Focus == "option-rounds-custom" {
			break
		}
		d.Press(false, "Tab")
	}
	if d.State().Focus != "option-rounds-custom" {
		t.Fatalf("Tab never reached the rounds' custom button (focus %q)", d.State().Focus)
	}
	d.Press(false, "Enter")
	d.Until("the rounds editor", 60, func(s scenes.Snapshot) bool { return s.Scene == "rounds-editor" })
	d.Frames(2) // its targets drawn, the focus on its first
	return d
}

// roundsChosen is the setup's rounds option once the editor is left.
func roundsChosen(t *testing.T, d *apptest.Driver) string {
	s := d.Until("the setup again", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" })
	setup := apptest.Decode[struct {
		Options map[string]string `json:"options"`
	}](t, s.Setup)
	return setup.Options["rounds"]
}

// Issue 39 §4: the rounds editor had a keyboard route of its own (↑ ↓ over
// the cards and Done only): Clear and the slots of the cards chosen could
// not be reached without a pointer, and its focus was not the menus'. Now
// it is a menu as the others are: Tab walks every button, Enter uses it.
func TestTheRoundsEditorIsUsedByKeyboardAloneLikeEveryMenu(t *testing.T) {
	d := openRoundsEditor(t, 1280, 720)
	first := d.State().Focus
	if !strings.HasPrefix(first, "round-") {
		t.Fatalf("the editor opens with the focus on %q, not on the first round card", first)
	}
	// The accessible page reads every button in words, the cards scrolled
	// out of view and the empty slots too.
	d.Frames(30)
	for _, w := range d.State().Access {
		if strings.HasPrefix(w, "round-") || strings.HasPrefix(w, "slot-") {
			t.Errorf("the accessible page names a button %q", w)
		}
	}
	if !slices.Contains(d.State().Access, "Round 1: not chosen yet") {
		t.Errorf("the accessible page does not tell the first slot: %q", d.State().Access)
	}
	// Five cards by Enter, each the next one Tab reaches.
	var chose []string
	for len(chose) < 5 {
		f := d.State().Focus
		if strings.HasPrefix(f, "round-") {
			d.Press(false, "Enter")
			chose = append(chose, strings.TrimPrefix(f, "round-"))
		}
		d.Press(false, "Tab")
	}
	// Clear is reached by Tab and empties the slots; the cards are chosen
	// again, and Done is reached and used by the keys too.
	reach := func(name string) {
		t.Helper()
		for range 60 {
			if d.State().Focus == name {
				return
			}
			d.Press(false, "Tab")
		}
		t.Fatalf("Tab never reached %q (focus %q; targets %v)", name, d.State().Focus, d.State().Targets)
	}
	reach("rounds-clear")
	d.Press(false, "Enter")
	if _, ok := d.State().Targets["slot-0"]; !ok {
		t.Fatalf("no slot target after Clear")
	}
	reach("round-" + chose[0])
	for range chose {
		for !strings.HasPrefix(d.State().Focus, "round-") {
			d.Press(false, "Tab")
		}
		d.Press(false, "Enter")
		d.Press(false, "Tab")
	}
	reach("rounds-done")
	d.Press(false, "Enter")
	if got, want := roundsChosen(t, d), strings.Join(chose, ","); got != want {
		t.Fatalf("the rounds chosen by keyboard are %q, want %q", got, want)
	}
}

// The editor by taps: cards go into the slots in the order tapped, a slot
// tapped gives its card back, Done waits for all five.
func TestTheRoundsEditorTakesTheCardsInTheOrderTapped(t *testing.T) {
	d := openRoundsEditor(t, 390, 844)
	// The first six cards the list shows, top down.
	var rounds []string
	at := d.State().Targets
	for name := range at {
		if strings.HasPrefix(name, "round-") {
			rounds = append(rounds, name)
		}
	}
	slices.SortFunc(rounds, func(x, y string) int {
		if c := cmp.Compare(at[x].Y, at[y].Y); c != 0 {
			return c
		}
		return cmp.Compare(at[x].X, at[y].X)
	})
	if len(rounds) < 6 {
		t.Fatalf("the editor shows %d round cards", len(rounds))
	}
	pick := rounds[:6]
	for _, p := range pick[:4] {
		d.TapWhenShown(p)
	}
	d.Tap("rounds-done", true) // four of five: Done waits
	if d.State().Scene != "rounds-editor" {
		t.Fatalf("Done left the editor with four cards of five")
	}
	d.Tap("slot-0", true) // the first card back
	d.TapWhenShown(pick[4])
	d.TapWhenShown(pick[0])
	d.Tap("rounds-done", true)
	slug := func(i int) string { return strings.TrimPrefix(pick[i], "round-") }
	want := strings.Join([]string{slug(1), slug(2), slug(3), slug(4), slug(0)}, ",")
	if got := roundsChosen(t, d); got != want {
		t.Fatalf("the rounds chosen by taps are %q, want %q", got, want)
	}
}
