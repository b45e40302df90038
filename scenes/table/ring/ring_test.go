package ring

import (
	"fmt"
	"testing"

	"parlour/render/style"
)

var screens = [][3]float64{
	{360, 640, 1}, {390, 844, 1}, {412, 915, 2.625}, {640, 360, 1}, {768, 1024, 1}, {1024, 768, 1},
	{1280, 720, 1}, {1366, 768, 1}, {1440, 900, 2}, {1920, 1080, 1}, {2560, 1440, 1}, {844, 390, 1},
}

// apart fails unless every part lies on the screen and no two share any area.
func apart(t *testing.T, id string, screen Rect, parts map[string]Rect) {
	t.Helper()
	for k, r := range parts {
		if !r.Within(screen) {
			t.Fatalf("%s: %s %+v is off the screen", id, k, r)
		}
		for k2, r2 := range parts {
			if k < k2 && r.Overlaps(r2) {
				t.Fatalf("%s: %s %+v overlaps %s %+v", id, k, r, k2, r2)
			}
		}
	}
}

func name(s [3]float64, seats int) string { return fmt.Sprintf("%vx%v@%v/%d", s[0], s[1], s[2], seats) }

// TestNoSeatOverlapsAndEveryPartFits lays out every seat count on every
// screen: nothing leaves the screen, no two parts share any area, and every
// part keeps its minimum size.
func TestNoSeatOverlapsAndEveryPartFits(t *testing.T) {
	for _, s := range screens {
		w, h, sc := s[0]*s[2], s[1]*s[2], s[2]
		screen := Rect{W: w, H: h}
		for seats := 2; seats <= 13; seats++ {
			for _, hand := range []int{2, 16} {
				tb := Layout(Spec{W: w, H: h, Scale: sc, Seats: seats, Hand: hand})
				id := name(s, seats) + fmt.Sprintf("/hand %d", hand)
				parts := map[string]Rect{"top": tb.Top, "centre": tb.Centre, "prompt": tb.Prompt, "hand": tb.Hand}
				if tb.Wide {
					parts["side"] = tb.Side
				}
				if tb.Caption.Y >= tb.Top.Bottom() {
					parts["caption"] = tb.Caption
				} else if !tb.Caption.Within(tb.Top) || tb.Caption.Overlaps(tb.Log) || tb.Caption.Overlaps(tb.Rules) {
					t.Fatalf("%s: the caption %+v is neither under the bar nor inside it", id, tb.Caption)
				}
				if tb.Caption.W < 200*sc || tb.Caption.H < tb.Type.Body {
					t.Fatalf("%s: no room for the caption: %+v", id, tb.Caption)
				}
				for i, r := range tb.Seats {
					parts[fmt.Sprintf("seat %d", i)] = r
				}
				if len(tb.Seats) != seats {
					t.Fatalf("%s: %d panels", id, len(tb.Seats))
				}
				apart(t, id, screen, parts)
				for i, r := range tb.Seats {
					if r.W < MinSeatW*sc-0.5 || r.H < MinSeatH*sc-0.5 {
						t.Fatalf("%s: seat %d is %.0f×%.0f device px, under %d×%d CSS px", id, i, r.W, r.H, MinSeatW, MinSeatH)
					}
					p := tb.Inside(r)
					if p.NameSize < MinText*sc-0.01 || p.StatusSize < MinText*sc*0.9 {
						t.Fatalf("%s: seat %d's name is %.1f px, status %.1f px", id, i, p.NameSize, p.StatusSize)
					}
					if p.Body.H < 14*sc {
						t.Fatalf("%s: seat %d has %.1f px for cards", id, i, p.Body.H)
					}
				}
				if tb.Centre.W < 100*sc || tb.Centre.H < 60*sc {
					t.Fatalf("%s: the centre is only %.0f×%.0f", id, tb.Centre.W, tb.Centre.H)
				}
				for k, b := range map[string]Rect{"menu": tb.Menu, "rules": tb.Rules} {
					if b.W < tb.Touch-0.01 || b.H < tb.Touch-0.01 || !b.Within(tb.Top) {
						t.Fatalf("%s: the %s button %+v is under the touch size %.0f or off the bar", id, k, b, tb.Touch)
					}
				}
				if !tb.Wide && (tb.Log.W < tb.Touch-0.01 || tb.Log.Overlaps(tb.Rules)) {
					t.Fatalf("%s: no log button to open the drawer: %+v", id, tb.Log)
				}
				if tb.Side.W < 200*sc && tb.Side.W < w-1 {
					t.Fatalf("%s: the side panel is only %.0f wide", id, tb.Side.W)
				}
			}
		}
	}
}

// TestSeatsGoClockwiseFromThePersonsLeft checks the ring's order: the first
// other seat is at the left (or the top-left), and the last at the right.
func TestSeatsGoClockwiseFromThePersonsLeft(t *testing.T) {
	for _, seats := range []int{3, 5, 8, 13} {
		tb := Layout(Spec{W: 1280, H: 720, Scale: 1, Seats: seats, Hand: 2})
		first, last := tb.Seats[1], tb.Seats[seats-1]
		if first.CX() >= last.CX() {
			t.Fatalf("%d seats: the first opponent %+v is not left of the last %+v", seats, first, last)
		}
		if own := tb.Seats[0]; own.Y < first.Y {
			t.Fatalf("%d seats: the person is not at the bottom", seats)
		}
	}
}

// TestAHandOfSixteenStaysTappableOnAPhone lays out a 16-card hand on the
// smallest phone: every card is inside the hand, and a tap reaches each.
func TestAHandOfSixteenStaysTappableOnAPhone(t *testing.T) {
	tb := Layout(Spec{W: 360, H: 640, Scale: 1, Seats: 6, Hand: 16})
	f := HandFan(tb.Hand, 16, tb.Touch)
	if len(f.Cards) != 16 {
		t.Fatalf("%d cards", len(f.Cards))
	}
	for i, c := range f.Cards {
		if !c.Within(tb.Hand) {
			t.Fatalf("card %d %+v leaves the hand %+v", i, c, tb.Hand)
		}
		if f.Hits[i].W < 30 || c.H < 50 {
			t.Fatalf("card %d: a %.0f px slice of a %.0f px card is too small to tap", i, f.Hits[i].W, c.H)
		}
		for j, h := range f.Hits[:i] {
			if h.Overlaps(f.Hits[i]) {
				t.Fatalf("the taps of cards %d and %d overlap", j, i)
			}
		}
	}
	one := HandFan(Rect{W: 600, H: 100}, 16, 44)
	if !one.Overlap || one.Hits[0].W >= one.Cards[0].W {
		t.Fatalf("sixteen cards in one row must overlap: %+v", one.Cards[:2])
	}
	two := HandFan(tb.Hand, 2, tb.Touch)
	if two.Overlap || two.Cards[0].W < 60 {
		t.Fatalf("two cards should sit side by side, large: %+v", two.Cards)
	}
}

func TestSmallCardsStayInsideTheirBody(t *testing.T) {
	body := Rect{X: 10, Y: 10, W: 80, H: 20}
	for n := 1; n <= 12; n++ {
		for _, c := range Cards(body, n) {
			if !c.Within(body) {
				t.Fatalf("%d cards: %+v leaves %+v", n, c, body)
			}
		}
	}
}

// TestASmallEmbedKeepsItsTextReadableAndNothingOverlaps lays out the boxes
// an embed may get (320×240 landscape, 240×320 portrait, at two device
// scales), drawn zoomed down from the 360-pixel layout: nothing leaves the
// box or overlaps, no seat's text is under style.ReadableCSS real CSS
// pixels, every seat keeps a row for its cards, and on the landscape box
// the person's panel sits beside the hand instead of taking a strip of the
// height the other seats and the centre need.
func TestASmallEmbedKeepsItsTextReadableAndNothingOverlaps(t *testing.T) {
	for _, b := range []struct {
		w, h, dpr float64
		fold      bool
	}{{320, 240, 1, true}, {320, 240, 2, true}, {240, 320, 1, false}, {240, 320, 2, false}} {
		zoom := style.Zoom(b.w, b.h)
		sc := b.dpr * zoom
		screen := Rect{W: b.w * b.dpr, H: b.h * b.dpr}
		for seats := 2; seats <= 6; seats++ {
			for _, hand := range []int{0, 2, 10} {
				id := fmt.Sprintf("%vx%v@%v/%d seats/hand %d", b.w, b.h, b.dpr, seats, hand)
				tb := Layout(Spec{W: screen.W, H: screen.H, Scale: sc, Seats: seats, Hand: hand, Zoom: zoom})
				parts := map[string]Rect{"top": tb.Top, "centre": tb.Centre, "prompt": tb.Prompt, "hand": tb.Hand}
				for i, r := range tb.Seats {
					parts[fmt.Sprintf("seat %d", i)] = r
				}
				apart(t, id, screen, parts)
				real := func(px float64) float64 { return px / b.dpr }
				for i, r := range tb.Seats {
					p := tb.Inside(r)
					if real(p.NameSize) < style.ReadableCSS-1e-9 || real(p.StatusSize) < style.ReadableCSS-1e-9 {
						t.Fatalf("%s: seat %d's name is %.1f real CSS px, its status %.1f", id, i, real(p.NameSize), real(p.StatusSize))
					}
					if p.Body.H < tb.Floor*0.9 {
						t.Fatalf("%s: seat %d keeps %.1f px for its cards, under a line of text", id, i, p.Body.H)
					}
				}
				for k, r := range map[string]Rect{"menu": tb.Menu, "rules": tb.Rules, "log": tb.Log} {
					if r.W < tb.Touch-0.01 || r.H < tb.Touch-0.01 {
						t.Fatalf("%s: the %s button %+v is under the touch size", id, k, r)
					}
				}
				if tb.Centre.H < 36*sc {
					t.Fatalf("%s: the centre is only %.0f real px tall", id, real(tb.Centre.H))
				}
				if own := tb.Seats[0]; b.fold && hand > 0 && own.Y < tb.Prompt.Bottom() {
					t.Fatalf("%s: the person's panel %+v is a strip of its own above the prompt %+v", id, own, tb.Prompt)
				}
			}
		}
	}
}

// Issue 38: a game says what centre its middle needs (Spec.Centre). The ring
// leaves it that where the seats keep their minimum (at 320×240, five
// seats across the top rather than two side columns squeezing the centre to
// 88 pixels), and a hand gives up height for it, but never so much that
// its cards fall under the least target.
func TestTheRingLeavesTheCentreAGameNeeds(t *testing.T) {
	z := style.Zoom(320, 240)
	small := Spec{W: 320, H: 240, Scale: z, Zoom: z, Seats: 5}
	if c := Layout(small).Centre; c.W >= 200 {
		t.Fatalf("the test is moot: the centre is already %.0f wide", c.W)
	}
	wide := small
	wide.Centre = func(_ Table, c Rect) float64 { return c.W / 200 }
	tb := Layout(wide)
	if tb.Centre.W < 200 {
		t.Errorf("the centre is %.0f wide, the game needs 200", tb.Centre.W)
	}
	apart(t, "320x240/5 wide centre", Rect{W: 320, H: 240}, map[string]Rect{"centre": tb.Centre, "seat 1": tb.Seats[1], "seat 2": tb.Seats[2], "seat 3": tb.Seats[3], "seat 4": tb.Seats[4], "own": tb.Seats[0]})

	portrait := Spec{W: 240, H: 320, Scale: z, Zoom: z, Seats: 2, Hand: 3}
	plain := Layout(portrait)
	tall := portrait
	need := plain.Centre.H + 20
	tall.Centre = func(_ Table, c Rect) float64 { return c.H / need }
	tb = Layout(tall)
	if tb.Centre.H < need || tb.Hand.H >= plain.Hand.H {
		t.Errorf("the centre is %.0f tall (needs %.0f), the hand %.0f (was %.0f): the hand did not give up height", tb.Centre.H, need, tb.Hand.H, plain.Hand.H)
	}
	// Never so much that its cards are too narrow to tap, though the
	// centre would fit then (the landscape box's hand is short already).
	wideHand := Spec{W: 320, H: 240, Scale: z, Zoom: z, Seats: 3, Hand: 3}
	want := Layout(wideHand).Centre.H + 30
	wideHand.Centre = func(_ Table, c Rect) float64 { return c.H / want }
	if got := Layout(wideHand); HandFan(got.Hand, 3, got.Touch).Cards[0].W < got.MinTarget-0.01 {
		t.Errorf("the hand's cards are %.1f px wide, under the least target: %+v", HandFan(got.Hand, 3, got.Touch).Cards[0].W, got.Hand)
	}

	// A centre the hand cannot give enough for gets all the hand can give
	// while its cards stay at least the least target wide, where it fits
	// best (here: the taller, the better).
	never := portrait
	never.Centre = func(_ Table, c Rect) float64 { return c.H / 1000 }
	got := Layout(never)
	if f := HandFan(got.Hand, 3, got.Touch); f.Cards[0].W < got.MinTarget-0.01 {
		t.Errorf("the hand's cards are %.1f px wide, under the least target %.1f", f.Cards[0].W, got.MinTarget)
	}
	if got.Centre.H <= tb.Centre.H {
		t.Errorf("a centre never to be had got %.0f px, less than one the hand could give (%.0f)", got.Centre.H, tb.Centre.H)
	}
}

// TestTheTopBarsButtonsGrowWithALargeTable: the bar's buttons are touch
// sized on every screen and grow with the table past it, keeping their
// share of the bar (at 2560×1440 they were 44 pixels tall in a bar of 101),
// inside the bar and apart; a phone's and a 1280×720 table's are as before.
func TestTheTopBarsButtonsGrowWithALargeTable(t *testing.T) {
	for _, s := range screens {
		w, h, sc := s[0]*s[2], s[1]*s[2], s[2]
		tb := Layout(Spec{W: w, H: h, Scale: sc, Seats: 4, Hand: 2})
		id := name(s, 4)
		buttons := map[string]Rect{"menu": tb.Menu, "rules": tb.Rules}
		if !tb.Wide {
			buttons["log"] = tb.Log
		}
		for k, r := range buttons {
			if r.H < tb.Touch-1e-9 || r.W < r.H-1e-9 {
				t.Errorf("%s: the %s button %+v is under a touch (%v)", id, k, r, tb.Touch)
			}
			if !r.Within(tb.Top) {
				t.Errorf("%s: the %s button %+v leaves the bar %+v", id, k, r, tb.Top)
			}
			if r.H < tb.Top.H*0.75 {
				t.Errorf("%s: the %s button is %.0f pixels tall in a bar of %.0f", id, k, r.H, tb.Top.H)
			}
		}
		apart(t, id, Rect{W: w, H: h}, buttons)
		if min(s[0], s[1]) <= 720 && tb.Menu.H != tb.Touch {
			t.Errorf("%s: the buttons grew on a screen of this size: %v, not a touch (%v)", id, tb.Menu.H, tb.Touch)
		}
	}
}
