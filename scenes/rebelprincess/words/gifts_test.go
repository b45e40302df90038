package words

import (
	"fmt"
	"slices"
	"testing"

	"parlour/game"
	rp "parlour/game/rebelprincess"
	"parlour/scenes/table/flow/flowtest"
)

// Wedding Gift: whoever takes a trick takes its gift pile and is told its
// cards in one line, "You take the gift pile: …", said with the pile's
// last event (six players give six gifts, named in two events: an event's
// secret holds four); everyone else is told nothing of it (the trick's own
// line says who took it). Whole six-player games of both editions, seen by
// every seat.
func TestTheGiftPilesTakerIsToldItsCardsInOneLine(t *testing.T) {
	told := 0
	for _, ed := range []rp.Edition{rp.Classic, rp.Deluxe} {
		cfg := game.Config{Players: 6, Variant: string(ed), Options: map[string]string{"rounds": "wedding-gift,once-upon-a-time,royal-decree,late-to-the-ball,crystal-clear"}}
		steps := playGame(t, cfg, 3)
		for v := range cfg.Players {
			describe := tableWords.New(steps[0].After, v)
			var pile []rp.Card // the pile being named, as the engine names it
			parts := 0
			for _, st := range steps {
				for _, e := range st.Events {
					line := describe(&flowtest.Teller{Viewer: v, N: cfg.Players}, v, st.After, e.Redact(v))
					if e.Type != rp.EvGiftsTaken {
						continue
					}
					parts++
					for i := range e.Secret.Len() {
						pile = append(pile, rp.Card(e.Secret.At(i)))
					}
					at := fmt.Sprintf("%s, seat %d, seat %d takes %d gifts", ed, v, e.Seat, e.Value)
					last := len(pile) == e.Value
					switch want := "You take the gift pile: " + CardList(pile); {
					case e.Seat == v && last:
						if line.Text != want {
							t.Fatalf("%s: %q, want %q", at, line.Text, want)
						}
						told++
					case line.Text != "" || line.Caption != "":
						t.Fatalf("%s: %q (%q) before the pile is whole, or to a seat that did not take it", at, line.Text, line.Caption)
					}
					if last {
						if !slices.IsSorted(pile) || parts != (e.Value+game.MaxValues-1)/game.MaxValues {
							t.Fatalf("%s: named %v in %d events", at, pile, parts)
						}
						pile, parts = nil, 0
					}
				}
			}
		}
	}
	if told == 0 {
		t.Fatal("no seat took a gift pile: the check saw nothing")
	}
}
