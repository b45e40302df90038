package menus_test

import (
	"fmt"
	"slices"
	"testing"

	"parlour/scenes"
	"parlour/scenes/a11y"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// TestEveryCardOfTheRulesIsReadByTheAccessiblePage: a rules page that lists
// cards (every Love Letter card, every mask, every princess and round card,
// Three Parts' deck) was read on the accessible page by its title alone, so
// a screen reader never heard a card's power. Each card is now read, its
// heading and its text, on every game's card pages; and a page a game
// draws itself (Mascarade's scenarios) reads its own words.
func TestEveryCardOfTheRulesIsReadByTheAccessiblePage(t *testing.T) {
	d := apptest.Open(t, "?lang=en", 1280, 720)
	d.Until("the title", 60, func(s scenes.Snapshot) bool { return s.Scene == "title" && s.Targets["rules"].W > 0 })
	d.Tap("rules", false)
	d.Until("the rules", 60, func(s scenes.Snapshot) bool { return s.Scene == "rules" })
	cardPages, drawnPages := 0, 0
	for _, spec := range table.Specs() {
		d.TapWhenShown("rules-game-" + spec.Name)
		for i, p := range spec.Rules {
			if p.Cards == nil && p.Words == nil {
				continue
			}
			d.TapWhenShown(fmt.Sprintf("rules-page-%d", i))
			d.Frames(30) // the page is told again within half a second
			words := d.State().Access
			if p.Cards != nil {
				cardPages++
				for _, c := range p.Cards() {
					if want := a11y.Sentences(c.Head, c.Text); !slices.Contains(words, want) {
						t.Errorf("%s, page %d: the accessible page does not read %q", spec.Name, i, want)
					}
				}
			}
			if p.Words != nil {
				drawnPages++
				for _, w := range p.Words() {
					if !slices.Contains(words, w) {
						t.Errorf("%s, page %d: the accessible page does not read %q", spec.Name, i, w)
					}
				}
			}
		}
	}
	if cardPages < 6 || drawnPages < 1 {
		t.Fatalf("%d pages of cards and %d drawn pages read: the games' rules lost their card pages", cardPages, drawnPages)
	}
}
