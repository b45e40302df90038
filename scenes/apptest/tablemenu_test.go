package apptest

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
)

// Menu at the table opens a menu over it (browser twin, gone: menus.test.js
// "Menu at the table opens a menu over it"): the table under it takes no
// taps and the game waits; Settings from it offers no save code import
// (a game is going on), and leads back to the same game with the speed
// chosen; Resume closes it; Main menu leaves for the title, whose Continue
// offers the game left (seed 2: the person moves first).
func TestMenuAtTheTableOpensOverItTheGameWaitsSettingsLeadBackAndMainMenuLeaves(t *testing.T) {
	d := Open(t, "?game=loveletter&players=2&seed=2&speed=fast", 390, 844)
	d.StartTable()
	d.Until("the person's turn", 6000, func(s scenes.Snapshot) bool { _, _, ok := Deciding(s); return ok })
	before := d.Table()
	d.TapWhenShown("menu")
	s := d.Until("the in-table menu", 60, func(scenes.Snapshot) bool { return d.Table().Sheet })
	d.Frames(60) // a second under the menu: the game waits
	d.Draw()
	s = d.State()
	for _, name := range []string{"menu-resume", "menu-settings", "menu-rules", "menu-home"} {
		if _, ok := s.Targets[name]; !ok {
			t.Errorf("the menu does not offer %s", name)
		}
	}
	if _, ok := s.Targets["hand-0"]; ok {
		t.Error("the table under the menu takes taps")
	}
	d.Tap("menu-settings", true)
	s = d.Until("the settings from the table", 60, func(s scenes.Snapshot) bool { return s.Scene == "settings" })
	if _, ok := s.Targets["import"]; ok {
		t.Error("the settings from inside a game offer to paste a save code")
	}
	d.TapWhenShown("speed-slow")
	d.TapWhenShown("back")
	s = d.Until("the table again", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" })
	after := d.Table()
	if s.Speed != "slow" {
		t.Errorf("the speed chosen at the table is %q, not slow", s.Speed)
	}
	if !slices.Equal(after.Hand, before.Hand) || after.LogLen != before.LogLen {
		t.Errorf("back at the table: hand %v and %d log lines, not %v and %d: the game went on", after.Hand, after.LogLen, before.Hand, before.LogLen)
	}
	d.TapWhenShown("menu")
	d.TapWhenShown("menu-resume")
	d.Until("the menu closed", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" && !d.Table().Sheet })
	d.TapWhenShown("menu")
	d.TapWhenShown("menu-home")
	s = untilTitle(d)
	if _, ok := s.Targets["continue"]; !ok {
		t.Errorf("the title does not offer Continue for the game left (targets %s)", strings.Join(slices.Sorted(maps.Keys(s.Targets)), " "))
	}
}

// touchSized fails the test for each target on the frame drawn now that
// is under 44 CSS pixels either way (the overlay is the whole screen).
func touchSized(t *testing.T, d *Driver, where string) scenes.Snapshot {
	t.Helper()
	d.Draw()
	s := d.State()
	for name, r := range s.Targets {
		if name != "overlay" && (r.W < 43.5 || r.H < 43.5) {
			t.Errorf("%s: %s is %.1f×%.1f", where, name, r.W, r.H)
		}
	}
	return s
}

// Every target is at least 44 CSS pixels both ways on a 360-pixel phone:
// the title's, a setup's and a table's at the person's turn (seed 3: the
// person's first turn comes before the round ends).
func TestTouchTargetsAreAtLeast44CSSPixelsOnA360PixelPhone(t *testing.T) {
	d := Open(t, "?speed=fast", 360, 640)
	d.Until("the title's Play", 120, func(s scenes.Snapshot) bool { _, ok := s.Targets["play"]; return s.Scene == "title" && ok })
	touchSized(t, d, "the title")
	d = Open(t, "?game=loveletter&players=3&seed=3&speed=fast", 360, 640)
	d.Until("the setup", 120, func(s scenes.Snapshot) bool { _, ok := s.Targets["start"]; return s.Scene == "setup" && ok })
	touchSized(t, d, "the setup")
	d.Tap("start", true)
	d.Until("the person's turn", 6000, func(s scenes.Snapshot) bool { _, _, ok := Deciding(s); return ok })
	d.Frames(8)
	s := touchSized(t, d, "the table")
	for _, name := range []string{"menu", "table-rules", "log", "hand-0"} {
		if _, ok := s.Targets[name]; !ok {
			t.Errorf("the table at the person's turn offers no %s", name)
		}
	}
}
