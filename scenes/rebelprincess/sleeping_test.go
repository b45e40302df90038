package rebelprincess_test

import (
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
)

// TestThePersonsOwnSleepingBeautyAsksForTheirCardInTheirOwnWords (issue
// 29 #23): the prompt spoke of the person's own Sleeping Beauty as of
// another seat's. Seed 7 deals the person Sleeping Beauty, whose power the
// person uses.
func TestThePersonsOwnSleepingBeautyAsksForTheirCardInTheirOwnWords(t *testing.T) {
	d := apptest.Open(t, "?game=rebelprincess&players=4&variant=classic&bots=clever&speed=instant&seed=7&lang=en&rounds=upside-down,once-upon-a-time,invitation,royal-decree,wedding-gift", 1280, 720)
	d.StartTable()
	s := playUntil(t, d, "the person's Sleeping Beauty's pile", func(s scenes.Snapshot) bool {
		_, v := viewOf(t, s)
		return apptest.AtRest(s) && v.Step == "sleep-give"
	})
	tb, _ := viewOf(t, s)
	if want := "Your Sleeping Beauty: put a card of your own in her pile too"; tb.Prompt.Text != want {
		t.Fatalf("the prompt says %q, not %q", tb.Prompt.Text, want)
	}
}
