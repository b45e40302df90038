package mascarade_test

import (
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// builder is what these tests read of the custom scenario builder's state.
type builder struct {
	Masks  []string `json:"masks"`
	Need   int      `json:"need"`
	Reason string   `json:"reason"`
}

// openBuilder opens the setup of eight players and its custom scenario.
func openBuilder(t *testing.T, w, h int, touch bool) *apptest.Driver {
	t.Helper()
	d := apptest.Open(t, "?game=mascarade&players=8&speed=fast", w, h)
	d.Until("the setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" && s.Targets["option-masks-custom"].W > 0 })
	d.Tap("option-masks-custom", touch)
	d.Until("the builder", 60, func(s scenes.Snapshot) bool { return s.Scene == "mascarade-masks" })
	return d
}

func builderOf(t *testing.T, d *apptest.Driver) builder {
	return apptest.Decode[builder](t, d.State().Setup)
}

func sorted(xs []string) []string { return slices.Sorted(slices.Values(xs)) }

// TestTheCustomScenarioBuilderSaysWhyASetIsRefusedAndAGoodSetIsPlayed:
// too few masks, no Judge with the Thief, too few masks that take money
// from the bank: each is said, and Use refuses the set, saying why; a good
// set is played as chosen (390×844, by touch).
func TestTheCustomScenarioBuilderSaysWhyASetIsRefusedAndAGoodSetIsPlayed(t *testing.T) {
	d := openBuilder(t, 390, 844, true)
	tap := func(name string) builder { tapShown(d, name, true); return builderOf(t, d) }
	b := builderOf(t, d)
	if b.Need != 8 || b.Reason != "" {
		t.Fatalf("the builder starts from the scenario's 8 masks, which are fine: %+v", b)
	}
	// Without the Judge: first too few masks, then a set without the Judge.
	if b = tap("mask-judge"); !strings.HasPrefix(b.Reason, "Choose 8 masks") {
		t.Fatalf("too few masks: %q", b.Reason)
	}
	if b = tap("mask-thief"); !strings.Contains(b.Reason, "Judge must always be in the game") {
		t.Fatalf("the Thief without the Judge: %q", b.Reason)
	}
	// The Peasants come and go as a pair; then too few masks bring money.
	for _, m := range []string{"peasant", "judge", "beggar", "empress", "fool", "guru", "spy"} {
		b = tap("mask-" + m)
	}
	if want := []string{"beggar", "guru", "judge", "king", "spy", "thief", "trickster", "witch"}; !slices.Equal(sorted(b.Masks), want) {
		t.Fatalf("the masks chosen are %q, not %q", sorted(b.Masks), want)
	}
	if !strings.Contains(b.Reason, "a third of the masks must take money from the bank: 3 of them, not 1") {
		t.Fatalf("too few masks take money: %q", b.Reason)
	}
	d.Tap("editor-use", true)
	if s := d.State(); s.Scene != "mascarade-masks" || !strings.Contains(s.Notice, "a third") {
		t.Fatalf("a refused set was taken, or Use did not say why: scene %q, notice %q", s.Scene, s.Notice)
	}
	// The Widow and the Empress instead of the Spy and the Guru.
	for _, m := range []string{"spy", "guru", "widow", "empress"} {
		b = tap("mask-" + m)
	}
	if b.Reason != "" {
		t.Fatalf("a good set is refused: %+v", b)
	}
	d.Tap("editor-use", true)
	d.Until("back in setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" && s.Targets["start"].W > 0 })
	d.Tap("start", true)
	s := d.Until("the table", 60, func(s scenes.Snapshot) bool { x, ok := s.Table.(table.Snap); return ok && x.View != nil })
	tb := s.Table.(table.Snap)
	v := viewOf(t, &tb)
	if v.Scenario != "custom" {
		t.Errorf("the scenario played is %q", v.Scenario)
	}
	if want := []string{"beggar", "empress", "judge", "king", "thief", "trickster", "widow", "witch"}; !slices.Equal(sorted(v.Masks), want) {
		t.Errorf("the table plays %q, not the set chosen %q", sorted(v.Masks), want)
	}
}

// TestTheCustomScenarioBuilderWorksByKeyboardAlone (issue 30): the
// builder's masks are walked by the keyboard as every menu is (one focus
// for all menus): the arrows move, Enter toggles the focused mask, and Tab
// reaches Use, which Enter uses.
func TestTheCustomScenarioBuilderWorksByKeyboardAlone(t *testing.T) {
	d := openBuilder(t, 1280, 720, false)
	before := sorted(builderOf(t, d).Masks)
	d.Press(false, "ArrowRight")
	d.Press(false, "ArrowLeft")
	focus := d.State().Focus
	mask, ok := strings.CutPrefix(focus, "mask-")
	if !ok {
		t.Fatalf("the keyboard's focus starts on a mask, not %q", focus)
	}
	d.Press(false, "Enter")
	after := sorted(builderOf(t, d).Masks)
	if slices.Contains(after, mask) == slices.Contains(before, mask) {
		t.Fatalf("Enter did not toggle %s: %q", mask, after)
	}
	d.Press(false, "Enter")
	if again := sorted(builderOf(t, d).Masks); !slices.Equal(again, before) {
		t.Fatalf("a second Enter did not toggle %s back: %q", mask, again)
	}
	for range 40 {
		if d.State().Focus == "editor-use" {
			break
		}
		d.Press(false, "Tab")
	}
	if f := d.State().Focus; f != "editor-use" {
		t.Fatalf("Tab never reaches Use (the focus is on %q)", f)
	}
	d.Press(false, "Enter")
	d.Until("back in setup by Enter on Use", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" })
}

// Issue 39 §4: the builder's masks are buttons that draw a chip and a name
// apart, and the accessible page read none of them, nor the lines that say
// how many masks the table needs and why a set is refused: a person with a
// screen reader could not build a set. Each mask is read by its name (with
// its smallest table when this one is too small), and the lines are read.
func TestTheCustomScenarioBuilderIsReadByTheAccessiblePage(t *testing.T) {
	d := apptest.Open(t, "?game=mascarade&players=4&lang=en", 1280, 720)
	d.Until("the setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" && s.Targets["option-masks-custom"].W > 0 })
	d.Tap("option-masks-custom", false)
	d.Until("the builder", 60, func(s scenes.Snapshot) bool { return s.Scene == "mascarade-masks" })
	d.Frames(30) // the page is told again within half a second
	words := d.State().Access
	for _, want := range []string{"Your own masks", "Ready to play", "Judge", "Peasant ×2 (8+)", "Use these masks"} {
		if !slices.Contains(words, want) {
			t.Errorf("the accessible page does not read %q: %q", want, words)
		}
	}
	if !slices.ContainsFunc(words, func(w string) bool { return strings.HasPrefix(w, "Choose ") && strings.Contains(w, "masks") }) {
		t.Errorf("the accessible page does not say how many masks the table needs: %q", words)
	}
	if !slices.ContainsFunc(words, func(w string) bool { return strings.HasSuffix(w, "+)") }) {
		t.Errorf("no mask too big for 4 players says its smallest table: %q", words)
	}
	named := 0
	for name := range d.State().Targets {
		if strings.HasPrefix(name, "mask-") {
			named++
		}
	}
	if named < 10 || slices.ContainsFunc(words, func(w string) bool { return strings.HasPrefix(w, "mask-") }) {
		t.Errorf("%d masks; the page names one by its target: %q", named, words)
	}
}
