package felt

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"parlour/assets/fonts"
	"parlour/assets/i18n"
	"parlour/game"
	ll "parlour/game/loveletter"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes/table/flow/flowtest"
	"parlour/scenes/table/ring"
	"parlour/scenes/table/ring/ringtest"
)

func TestMain(m *testing.M) { flowtest.Main(m) }

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
				c := Place(geo, geo.Centre, players, WordsFor(15, ll.TokensToWin(players), goal), true, fonts.Width)
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

// layoutFor lays out the ring for players on a w×h box at dpr device pixels
// per CSS pixel as the kit does, the centre's test included.
func layoutFor(w, h, dpr float64, players int) ring.Table {
	zoom := style.Zoom(w, h)
	cfg := game.Config{Players: players}
	m := layout.Remember(fonts.Width) // as the kit does
	return ring.Layout(ring.Spec{W: w * dpr, H: h * dpr, Scale: dpr * zoom, Zoom: zoom, Seats: players, Hand: 3,
		Centre: func(geo ring.Table, c Rect) float64 { return CentreFit(cfg, geo, c, m) }})
}

// Issue 38: in a 240×320 embed the deck and the three cards set aside face
// up were dots, and "14 cards left" was drawn 5.9 pixels high. In the
// embeds' boxes, on phones and on desktops, at every table and in every
// language, the deck and the cards face up are at least MinRowCSS real CSS
// pixels wide (their values readable), lie in the centre apart from one another
// and from the labels; the deck's count (in short where the full words have
// no room), "set aside" and the goal's line fit their rooms, whole words on
// each line, never under the readable size in real CSS pixels.
func TestTheCentreIsReadableAtEveryTableOnEveryScreen(t *testing.T) {
	screens := []struct{ w, h, dpr float64 }{{320, 240, 1}, {240, 320, 1}, {320, 240, 2}, {240, 320, 2},
		{360, 640, 1}, {390, 844, 1}, {412, 915, 2.625}, {844, 390, 1}, {1000, 700, 1}, {1280, 720, 1}, {1920, 1080, 1}}
	for _, lang := range []string{"en", "uk", "ru", "pl"} {
		if err := i18n.SetLanguage(lang); err != nil {
			t.Fatal(err)
		}
		for _, s := range screens {
			for players := 2; players <= 6; players++ {
				geo := layoutFor(s.w, s.h, s.dpr, players)
				pile := PileInCentre(geo, geo.Inside(geo.Seats[0]).Body)
				for _, deck := range []int{1, 15} {
					id := fmt.Sprintf("%s %vx%v@%v/%d, %d in the deck", lang, s.w, s.h, s.dpr, players, deck)
					w := WordsFor(deck, ll.TokensToWin(players), true)
					c := Place(geo, geo.Centre, players, w, pile, fonts.Width)
					if !c.Fits {
						t.Errorf("%s: the centre does not fit in %+v: %+v", id, geo.Centre, c)
					}
					parts := map[string]Rect{"the deck's label": c.Deck, "set aside": c.Aside}
					if c.Goal.W > 0 {
						parts["the goal"] = c.Goal
					} else if !cramped(s.w, s.h, players) {
						t.Errorf("%s: the goal's line gave way in %+v", id, geo.Centre)
					}
					for i, r := range c.Row {
						parts[fmt.Sprintf("card %d", i)] = r
						if r.W/s.dpr < MinRowCSS-0.01 {
							t.Errorf("%s: card %d is %.1f real CSS px wide", id, i, r.W/s.dpr)
						}
					}
					ringtest.Apart(t, id, geo.Centre, parts)
					goal := label(geo, w.Goal, c.Goal)
					if c.Goal.W == 0 {
						goal = func() (string, []string, float64, bool) { return "", nil, geo.Floor, true }
					}
					for _, l := range []struct {
						room Rect
						set  func() (string, []string, float64, bool)
					}{
						{c.Deck, func() (string, []string, float64, bool) {
							l := DeckLabel(geo, w, c.Deck, fonts.Width)
							return strings.Join(l.Lines, " "), l.Lines, l.Size, l.Fits && l.Height() <= c.Deck.H+0.5
						}},
						{c.Aside, label(geo, w.Aside, c.Aside)},
						{c.Goal, goal},
					} {
						s0, lines, size, ok := l.set()
						if !ok || size/s.dpr < style.ReadableCSS-1e-9 {
							t.Errorf("%s: %q is set as %q at %.1f px in %+v", id, s0, lines, size, l.room)
						}
						for _, line := range lines {
							if fonts.Width(line, size, false) > l.room.W+0.5 {
								t.Errorf("%s: %q is wider than its room %.1f", id, line, l.room.W)
							}
						}
					}
				}
			}
		}
	}
}

// cramped are the tables whose centre has no room for the goal's line as
// well as the cards and their labels: six players in an embed's smallest
// boxes. It gives way there (the rules and the side panel's status say it).
func cramped(w, h float64, players int) bool { return players == 6 && math.Min(w, h) < 360 }

func label(geo ring.Table, s string, room Rect) func() (string, []string, float64, bool) {
	return func() (string, []string, float64, bool) {
		l := geo.Label(s, room, fonts.Width)
		return s, l.Lines, l.Size, l.Fits && l.Height() <= room.H+0.5 && strings.Join(l.Lines, " ") == s
	}
}

// The ring tries many centres for each layout (a resize, a new table): what
// that costs, the words measured natively, with two players in the
// portrait embed and at 1280×720.
func BenchmarkATableLaidOutWithItsCentre(b *testing.B) {
	for _, s := range [][2]float64{{240, 320}, {1280, 720}} {
		b.Run(fmt.Sprintf("%vx%v", s[0], s[1]), func(b *testing.B) {
			for b.Loop() {
				layoutFor(s[0], s[1], 1, 2)
			}
		})
	}
}
