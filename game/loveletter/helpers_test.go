package loveletter

import (
	"encoding/json"
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// table deals a stacked first round. Deck order from the top: the face-down
// set-aside card, (2 players: three face-up), one card per seat from first
// clockwise, then the draws in turn order.
func table(t *testing.T, players int, v Variant, first int, cards ...Card) *Game {
	t.Helper()
	g, err := New(game.Config{Players: players, Variant: string(v), Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.StackCards(first, cards...); err != nil {
		t.Fatal(err)
	}
	mustValid(t, g)
	return g
}

func mustValid(t *testing.T, g *Game) {
	t.Helper()
	if err := g.Validate(); err != nil {
		t.Fatalf("invalid state: %v", err)
	}
}

// act applies an action in notation and returns its events.
func act(t *testing.T, g *Game, seat int, text string) []game.Event {
	t.Helper()
	a, err := ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	events, err := g.Apply(seat, a)
	if err != nil {
		t.Fatalf("%d: %s: %v", seat, text, err)
	}
	mustValid(t, g)
	return events
}

// refuse checks that an action is illegal, that the error names the rule, and
// that the game did not change.
func refuse(t *testing.T, g *Game, seat int, text, want string) {
	t.Helper()
	a, err := ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	gametest.Refuse(t, g, seat, a, want)
}

func hasEvent(events []game.Event, typ game.EventType, seat int) (game.Event, bool) {
	for _, e := range events {
		if e.Type == typ && (seat < 0 || e.Seat == seat) {
			return e, true
		}
	}
	return game.Event{}, false
}

func legalTexts(g *Game, seat int) []string {
	var out []string
	for _, a := range g.Legal(seat) {
		out = append(out, FormatAction(a))
	}
	slices.Sort(out)
	return out
}

func obsJSON(t *testing.T, g *Game, seat int) string {
	t.Helper()
	b, err := json.Marshal(g.ObserveSeat(seat))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
