package rebelprincess_test

import (
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
)

// TestWithNoSpeedChosenSixPlayersPlayFastThreeAtNormalPaceAndASpeedChosenHolds
// (issue 29): a 6-player Rebel Princess at normal speed took about 13 s
// between the person's plays. Until the person chooses a speed it is Auto:
// a table of 5 or more plays fast, a smaller one at normal pace; a speed
// chosen in Settings (here from the table's menu) holds at once.
func TestWithNoSpeedChosenSixPlayersPlayFastThreeAtNormalPaceAndASpeedChosenHolds(t *testing.T) {
	d := apptest.Open(t, "?game=rebelprincess&players=6&variant=deluxe&bots=clever&seed=4", 1280, 720)
	d.StartTable()
	if s := d.State(); s.Speed != "auto" || d.Table().Speed != "fast" {
		t.Fatalf("no speed chosen (%q): six players play %q, not fast", s.Speed, d.Table().Speed)
	}
	d.Until("the person's first decision", 7200, apptest.AtRest)
	d.TapWhenShown("menu")
	d.Until("the in-table menu", 60, func(scenes.Snapshot) bool { return d.Table().Sheet })
	d.TapWhenShown("menu-settings")
	s := d.Until("the settings from the table", 60, func(s scenes.Snapshot) bool { return s.Scene == "settings" })
	if _, ok := s.Targets["speed-auto"]; !ok {
		t.Fatal("Auto is not offered")
	}
	d.TapWhenShown("speed-normal")
	d.TapWhenShown("back")
	s = d.Until("the table again", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" && s.Table != nil })
	if s.Speed != "normal" || d.Table().Speed != "normal" {
		t.Fatalf("the speed the person chose (%q) does not win over Auto: the table plays %q", s.Speed, d.Table().Speed)
	}

	d = apptest.Open(t, "?game=rebelprincess&players=3&variant=classic&bots=clever&seed=6", 1280, 720)
	d.StartTable()
	if got := d.Table().Speed; got != "normal" {
		t.Fatalf("three players at Auto play %q, not at normal pace", got)
	}
}
