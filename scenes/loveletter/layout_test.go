package loveletter_test

import (
	"fmt"
	"regexp"
	"slices"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// firstDecision opens a pinned deal at w×h (by touch on a phone, as the
// browser tests did) and waits for the person's first decision, which the
// deals these tests pin come to before any round's summary.
func firstDecision(t *testing.T, query string, w, h int) (*apptest.Driver, *table.Snap, view) {
	t.Helper()
	d := openTable(t, query, w, h, w < 500)
	tb := decision(d)
	if tb.Summary != nil {
		t.Fatalf("%s at %dx%d no longer lets the person decide before the round ends", query, w, h)
	}
	d.Draw() // the places are those of a frame drawn at rest
	tb = d.Table()
	return d, tb, apptest.Decode[view](t, tb.View)
}

// coverNone fails the test when r shares any area with one of others.
func coverNone(t *testing.T, what string, r table.Rect, others ...table.Rect) {
	t.Helper()
	for _, o := range others {
		if r.Overlaps(o) {
			t.Errorf("%s %+v covers %+v", what, r, o)
		}
	}
}

// TestHowManyTokensWinIsSaidOnPhonesAsOnTheDesktop (issue 29): on a phone
// the top bar keeps "Round 1 · Deck 15" and left out "4 tokens win the
// game", which the desktop's bar says; the felt says it then, on the
// screen and clear of the cards and their labels. Seeds 29 (four players)
// and 27 (two): the person's first decision comes before any summary.
func TestHowManyTokensWinIsSaidOnPhonesAsOnTheDesktop(t *testing.T) {
	goal := regexp.MustCompile(`\d+ tokens? wins? the game`)
	for _, c := range []struct{ w, h, players int }{{1280, 720, 4}, {390, 844, 4}, {360, 640, 4}, {360, 640, 2}} {
		t.Run(fmt.Sprintf("%dx%d_%dp", c.w, c.h, c.players), func(t *testing.T) {
			seed := map[int]int{2: 27, 4: 29}[c.players]
			_, _, v := firstDecision(t, fmt.Sprintf("?game=loveletter&players=%d&seed=%d&speed=instant", c.players, seed), c.w, c.h)
			p := v.Places
			if goal.MatchString(p.Bar) {
				if p.Goal != "" {
					t.Fatalf("the goal is said twice: in the bar %q and on the felt %q", p.Bar, p.Goal)
				}
				return
			}
			if c.w >= 500 {
				t.Fatalf("the desktop's bar no longer says how many tokens win: %q", p.Bar)
			}
			if !goal.MatchString(p.Goal) {
				t.Fatalf("how many tokens win is said nowhere (the bar shows %q, the felt %q)", p.Bar, p.Goal)
			}
			screen := table.Rect{W: float64(c.w), H: float64(c.h)}
			for _, r := range p.GoalAt {
				if !r.Within(screen) {
					t.Errorf("the goal's line %+v leaves the screen", r)
				}
				coverNone(t, "the goal's line", r, slices.Concat(p.Row, p.DeckLabel, p.AsideLabel, slices.Concat(p.Played...))...)
			}
		})
	}
}

// TestTheDecksCountNeverRunsIntoSetAside (issue 29): "16 cards left" ran
// into "set aside" at 1000×700 and 360×640. Seed 27 at two and four
// players.
func TestTheDecksCountNeverRunsIntoSetAside(t *testing.T) {
	for _, c := range []struct{ w, h, players int }{{1000, 700, 2}, {1000, 700, 4}, {360, 640, 2}, {360, 640, 4}} {
		t.Run(fmt.Sprintf("%dx%d_%dp", c.w, c.h, c.players), func(t *testing.T) {
			_, _, v := firstDecision(t, fmt.Sprintf("?game=loveletter&players=%d&seed=27&speed=instant", c.players), c.w, c.h)
			p := v.Places
			if len(p.AsideLabel) == 0 {
				t.Fatal("no card set aside")
			}
			for _, a := range p.DeckLabel {
				coverNone(t, fmt.Sprintf("%q", fmt.Sprintf("%d cards left", v.Deck)), a, p.AsideLabel...)
			}
		})
	}
}

// TestOnPhonesTapAgainClearsTheSeatsNamesAndEveryHandCardsRuleEndsInsideIt
// (issue 38, point 13): at 360×640 "Tap the card again to play it" was
// written above the close-up, over Ada's and Basil's names; it is said in
// the caption band now. At 390×844 the Guard's rule ran onto the card's
// border ("out."); a rule too long for its room raises the card's name to
// make room, or the card leaves it to its close-up. Seed 29: four players,
// the person holds the King and a Guard.
func TestOnPhonesTapAgainClearsTheSeatsNamesAndEveryHandCardsRuleEndsInsideIt(t *testing.T) {
	const query = "?game=loveletter&players=4&seed=29&speed=instant"
	t.Run("360x640", func(t *testing.T) {
		d, _, _ := firstDecision(t, query, 360, 640)
		d.Tap("hand-0", true)
		d.Until("the raised card in close-up, a second tap to play it", 60, func(s scenes.Snapshot) bool {
			x, _ := s.Table.(table.Snap)
			return x.CloseUp == 0 && x.TapAgain != nil
		})
		d.Draw()
		tb := d.Table()
		note := *tb.TapAgain
		for _, seat := range tb.Seats {
			coverNone(t, fmt.Sprintf("%q over %s's name", "tap again", seat.Name), note, seat.NameAt)
		}
		if !note.Within(table.Rect{W: 360, H: 640}) {
			t.Errorf(`"tap again" %+v leaves the screen`, note)
		}
	})
	t.Run("390x844", func(t *testing.T) {
		d, tb, _ := firstDecision(t, query, 390, 844)
		if !slices.Contains(tb.Hand, guard) {
			t.Fatalf("seed 29 no longer deals the person a Guard: %v", tb.Hand)
		}
		d.Frames(8)
		d.Draw()
		if o := d.State().RuleOverflow; len(o) > 0 {
			t.Fatalf("a card's rule runs onto its border: %v", o)
		}
	})
}
