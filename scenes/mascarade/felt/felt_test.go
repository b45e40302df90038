package felt

import (
	"fmt"
	"strings"
	"testing"

	"parlour/assets/fonts"
	"parlour/assets/i18n"
	"parlour/game"
	mg "parlour/game/mascarade"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes/table/flow/flowtest"
	"parlour/scenes/table/ring"
	"parlour/scenes/table/ring/ringtest"
)

func TestMain(m *testing.M) { flowtest.Main(m) }

// screen is a box of w×h CSS pixels at dpr device pixels per CSS pixel.
type screen struct{ w, h, dpr float64 }

// The embeds' smallest boxes (drawn zoomed down), phones and desktops.
var screens = []screen{
	{320, 240, 1}, {240, 320, 1}, {320, 240, 2}, {240, 320, 2},
	{360, 640, 1}, {390, 844, 1}, {412, 915, 2.625}, {844, 390, 1}, {640, 360, 1},
	{1000, 700, 1}, {1280, 720, 1}, {1920, 1080, 1}, {2560, 1440, 1},
}

// table lays out the ring for cfg on s as the kit does, the middle's test
// of a centre included.
func table(s screen, cfg game.Config) ring.Table {
	zoom := style.Zoom(s.w, s.h)
	m := layout.Remember(fonts.Width) // as the kit does
	return ring.Layout(ring.Spec{W: s.w * s.dpr, H: s.h * s.dpr, Scale: s.dpr * zoom, Zoom: zoom, Seats: cfg.Players,
		Centre: func(geo ring.Table, c Rect) float64 { return CentreFit(cfg, geo, c, m) }})
}

// configs are every table Mascarade seats: 4 to 13 players, with the extra
// centre masks a table of six or more may add.
func configs() []game.Config {
	var out []game.Config
	for n := mg.MinTable; n <= mg.MaxTable; n++ {
		out = append(out, game.Config{Players: n})
		if n > 5 {
			for _, c := range []string{"1", "2"} {
				out = append(out, game.Config{Players: n, Options: map[string]string{"centre": c}})
			}
		}
	}
	return out
}

// cramped are the tables whose middle has no room for cards MinCard tall:
// a portrait embed's twelve or thirteen players round two extra centre
// masks (an option). Their cards are smaller, but every spot is at least the
// least target and every label readable (Usable).
func cramped(s screen, cfg game.Config) bool {
	return s.w < s.h && s.w < 360 && cfg.Players >= 12 && MasksAt(cfg) == 2
}

// whole reports whether lines are s broken between words, none inside one.
func whole(lines []string, s string) bool {
	return strings.Join(lines, " ") == strings.Join(strings.Fields(s), " ")
}

// Issue 38: at 320×240 the centre mask was one pixel wide (11.8 at
// 240×320) and "Bank", "Court" and "Centre 1" were stacked a letter a line.
// On every screen, at every table and in every language, the middle's cards
// lie in the centre apart from one another and from the memory aid's
// switch; each card is at least the least target tall; each spot a tap
// picks (the card and its label) and the switch are at least the least
// target on each side; and every label fits its room, whole words on each
// line, never under the readable size in real CSS pixels.
func TestTheMiddleIsReadableAndTappableAtEveryTableOnEveryScreen(t *testing.T) {
	for _, lang := range []string{"en", "uk", "ru", "pl"} {
		if err := i18n.SetLanguage(lang); err != nil {
			t.Fatal(err)
		}
		for _, s := range screens {
			for _, cfg := range configs() {
				id := fmt.Sprintf("%s %vx%v@%v, %d players, %d centre masks", lang, s.w, s.h, s.dpr, cfg.Players, MasksAt(cfg))
				geo := table(s, cfg)
				w := WordsFor(MasksAt(cfg))
				c := Place(geo, geo.Centre, w, fonts.Width)
				if !c.Usable || !c.Fits && !cramped(s, cfg) {
					t.Errorf("%s: the middle does not fit in the centre %+v", id, geo.Centre)
				}
				checkMiddle(t, id, geo, c, w, s.dpr)
			}
		}
	}
}

func checkMiddle(t *testing.T, id string, geo ring.Table, c Centre, w Words, dpr float64) {
	t.Helper()
	items := c.Items()
	if len(c.Masks) != len(w.Masks) {
		t.Fatalf("%s: %d centre masks placed for %d", id, len(c.Masks), len(w.Masks))
	}
	parts := map[string]Rect{"the switch": c.Toggle}
	names := append([]string{"the bank", "the court"}, w.Masks...)
	names = append(names, "the claim")
	for i, it := range items {
		parts[names[i]] = it.Spot
		if !it.Card.Within(it.Spot) || !it.Label.Within(it.Spot) {
			t.Errorf("%s: %s's card %+v or label %+v leaves its spot %+v", id, names[i], it.Card, it.Label, it.Spot)
		}
		if it.Card.H < MinCard*geo.MinTarget-0.01 && c.Fits {
			t.Errorf("%s: %s is %.1f real CSS px tall", id, names[i], it.Card.H/dpr)
		}
		if it.Spot.W < geo.MinTarget-0.01 || it.Spot.H < geo.MinTarget-0.01 {
			t.Errorf("%s: %s's spot is %.1f×%.1f real CSS px", id, names[i], it.Spot.W/dpr, it.Spot.H/dpr)
		}
	}
	ringtest.Apart(t, id, geo.Centre, parts)
	if c.Toggle.W < geo.MinTarget-0.01 || c.Toggle.H < geo.MinTarget-0.01 {
		t.Errorf("%s: the switch is %.1f×%.1f real CSS px", id, c.Toggle.W/dpr, c.Toggle.H/dpr)
	}
	// A centre tall enough keeps the switch as tall as a comfortable touch,
	// grown with a large table as the top bar's buttons are.
	if geo.Centre.H*0.2 >= geo.Rules.H && c.Toggle.H < geo.Rules.H-0.01 {
		t.Errorf("%s: the switch is %.1f px tall in a centre %.0f tall; the top bar's buttons are %.0f", id, c.Toggle.H, geo.Centre.H, geo.Rules.H)
	}
	// Every label in its room; the announced mask's, or its claimant's
	// name where it has no room.
	said := append([]string{w.Bank, w.Court}, w.Masks...)
	if c.Short {
		said = append([]string{w.Bank, w.Court}, w.Short...)
	}
	claim := items[len(items)-1].Label
	for _, l := range []layout.Label{ClaimLabel(geo, i18n.T("mascarade.claims_you"), i18n.T("you"), claim, fonts.Width),
		ClaimLabel(geo, i18n.T("mascarade.claims", "Leon"), "Leon", claim, fonts.Width)} {
		s := strings.Join(l.Lines, " ")
		if !l.Fits || l.Height() > claim.H+0.5 || l.Size/dpr < style.ReadableCSS-1e-9 {
			t.Errorf("%s: the claim %q is set as %q at %.1f px in a room of %.1f×%.1f", id, s, l.Lines, l.Size, claim.W, claim.H)
		}
	}
	for i, s := range said {
		room := items[i].Label
		l := geo.Label(s, room, fonts.Width)
		if !l.Fits || !whole(l.Lines, s) || l.Height() > room.H+0.5 {
			t.Errorf("%s: %q is set as %q at %.1f px in a room of %.1f×%.1f", id, s, l.Lines, l.Size, room.W, room.H)
		}
		if l.Size/dpr < style.ReadableCSS-1e-9 {
			t.Errorf("%s: %q is set at %.1f real CSS px", id, s, l.Size/dpr)
		}
		for _, line := range l.Lines {
			if fonts.Width(line, l.Size, false) > room.W+0.5 {
				t.Errorf("%s: %q is wider than its room %.1f", id, line, room.W)
			}
		}
	}
}

// The test of a centre the ring asks is the middle's own: a centre that
// passes it holds the middle, one that fails it does not.
func TestTheRingsTestOfACentreIsTheMiddles(t *testing.T) {
	zoom := style.Zoom(320, 240)
	geo := ring.Layout(ring.Spec{W: 320, H: 240, Scale: zoom, Zoom: zoom, Seats: 5})
	cfg := game.Config{Players: 5}
	for _, c := range []Rect{{X: 116, Y: 90, W: 88, H: 62}, {X: 4, Y: 90, W: 311, H: 71}} {
		if got, want := CentreFit(cfg, geo, c, fonts.Width) >= 1, Place(geo, c, WordsFor(1), fonts.Width).Fits; got != want {
			t.Errorf("%+v: the ring is told %v, the middle says %v", c, got, want)
		}
	}
	if CentreFit(cfg, geo, Rect{X: 116, Y: 90, W: 88, H: 62}, fonts.Width) >= 1 {
		t.Errorf("the middle of five players fits 88×62 pixels between two side columns")
	}
}

// The ring tries many centres for each layout (a resize, a new table): what
// that costs, the words measured natively, at the most players in the
// portrait embed and at 1280×720.
func BenchmarkATableLaidOutWithItsMiddle(b *testing.B) {
	for _, s := range []screen{{240, 320, 1}, {1280, 720, 1}} {
		b.Run(fmt.Sprintf("%vx%v", s.w, s.h), func(b *testing.B) {
			cfg := game.Config{Players: mg.MaxTable, Options: map[string]string{"centre": "2"}}
			for b.Loop() {
				zoom := style.Zoom(s.w, s.h)
				m := layout.Remember(fonts.Width)
				ring.Layout(ring.Spec{W: s.w * s.dpr, H: s.h * s.dpr, Scale: s.dpr * zoom, Zoom: zoom, Seats: cfg.Players,
					Centre: func(geo ring.Table, c Rect) float64 { return CentreFit(cfg, geo, c, m) }})
			}
		})
	}
}
