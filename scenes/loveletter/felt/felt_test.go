package felt

import (
	"fmt"
	"testing"

	"parlour/scenes/table/ring"
)

type screen struct{ w, h, scale float64 }

var phones = []screen{{390, 844, 1}, {360, 640, 1}, {390, 844, 3}, {360, 640, 2}}

func inside(r, o Rect) bool { return r.Within(o) }

// On a phone the person's panel is too short to read their played cards: they
// lie in the centre, at least MinPileCSS wide, clear of the deck's row, its
// labels and the goal's line, for every seat count and up to eight cards.
func TestThePersonsPlayedCardsAreReadableOnAPhone(t *testing.T) {
	for _, s := range phones {
		for players := 2; players <= 6; players++ {
			name := fmt.Sprintf("%vx%v@%v/%d", s.w, s.h, s.scale, players)
			geo := ring.Layout(ring.Spec{W: s.w * s.scale, H: s.h * s.scale, Scale: s.scale, Seats: players, Hand: 3})
			body := geo.Inside(geo.Seats[0]).Body
			if !PileInCentre(geo, body) {
				t.Errorf("%s: the person's panel draws cards %.1f CSS px wide, yet they stay there", name, body.H/1.4/s.scale)
				continue
			}
			for _, goal := range []bool{false, true} {
				c := Place(geo, players, goal, true)
				if !inside(c.Pile, geo.Centre) {
					t.Errorf("%s: the pile %+v leaves the centre %+v", name, c.Pile, geo.Centre)
				}
				for _, r := range append(c.Row, c.Labels, c.Goal) {
					if r.Overlaps(c.Pile) {
						t.Errorf("%s goal=%v: %+v overlaps the pile %+v", name, goal, r, c.Pile)
					}
					if r.W > 0 && !inside(r, geo.Centre) {
						t.Errorf("%s goal=%v: %+v leaves the centre %+v", name, goal, r, geo.Centre)
					}
				}
				for n := 1; n <= 8; n++ {
					for _, card := range PileCards(c.Pile, n) {
						if card.W < MinPileCSS*s.scale {
							t.Errorf("%s: %d played cards are %.1f CSS px wide", name, n, card.W/s.scale)
						}
						if !inside(card, c.Pile) {
							t.Errorf("%s: card %+v leaves the pile %+v", name, card, c.Pile)
						}
					}
				}
			}
		}
	}
}

// A screen whose panel shows the played cards large enough keeps them there,
// and its centre is laid out as before.
func TestTheDesktopKeepsThePlayedCardsInThePanel(t *testing.T) {
	for _, s := range []screen{{1280, 720, 1}, {1920, 1080, 1}, {1000, 700, 1}} {
		for players := 2; players <= 6; players++ {
			geo := ring.Layout(ring.Spec{W: s.w, H: s.h, Scale: s.scale, Seats: players, Hand: 3})
			if PileInCentre(geo, geo.Inside(geo.Seats[0]).Body) {
				t.Errorf("%vx%v/%d: the played cards leave a panel that shows them", s.w, s.h, players)
			}
		}
	}
}

// Another seat's played cards never cover its hand, and all stay in its panel.
func TestPlayedCardsNeverCoverTheHand(t *testing.T) {
	for _, s := range append(phones, screen{1280, 720, 1}, screen{1000, 700, 1}) {
		for players := 2; players <= 6; players++ {
			geo := ring.Layout(ring.Spec{W: s.w * s.scale, H: s.h * s.scale, Scale: s.scale, Seats: players, Hand: 3})
			for seat := 1; seat < players; seat++ {
				body := geo.Inside(geo.Seats[seat]).Body
				for hand := 0; hand <= 3; hand++ {
					for played := 0; played <= 12; played++ {
						in, out := SeatCards(body, hand, played)
						if len(in) != max(hand, 1) || len(out) != played {
							t.Fatalf("%d in hand and %d played: %d and %d places", hand, played, len(in), len(out))
						}
						for _, h := range in {
							if !inside(h, body) {
								t.Errorf("%vx%v seat %d: the hand %+v leaves the body %+v", s.w, s.h, seat, h, body)
							}
							for _, p := range out {
								if p.Overlaps(h) {
									t.Errorf("%vx%v seat %d, %d in hand, %d played: %+v covers the hand's %+v", s.w, s.h, seat, hand, played, p, h)
								}
							}
						}
						for _, p := range out {
							if !inside(p, body) {
								t.Errorf("%vx%v seat %d: a played card %+v leaves the body %+v", s.w, s.h, seat, p, body)
							}
						}
					}
				}
			}
		}
	}
}
