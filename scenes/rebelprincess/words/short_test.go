package words

import (
	"testing"

	"golang.org/x/image/font/sfnt"

	fontdata "parlour/assets/fonts"
	rp "parlour/game/rebelprincess"
	"parlour/render/style"
	"parlour/scenes/table/ring"
)

// A princess's short name is for the smallest seat panel, an embed of
// 240×320 with four players: its body is one line high and, beside the
// running total ("Σ 10"), about 44 pixels wide. Every short name, in every
// language, fits there in the display face at the readable size (a seat's
// princess is never drawn smaller: her name would be cut short).
func TestEveryShortPrincessNameFitsTheSmallestSeatPanel(t *testing.T) {
	display, err := sfnt.Parse(fontdata.Display)
	if err != nil {
		t.Fatal(err)
	}
	bold, err := sfnt.Parse(fontdata.Bold)
	if err != nil {
		t.Fatal(err)
	}
	z := style.Zoom(240, 320)
	geo := ring.Layout(ring.Spec{W: 240, H: 320, Scale: z, Seats: 4, Hand: 16, Zoom: z})
	size := geo.Floor
	body := geo.Inside(geo.Seats[1]).Body
	// As the table leaves it: the widest total of two digits, a gap.
	room := body.W - fontdata.Advance(bold, "Σ 10", size) - 0.4*geo.Unit
	const displayAdjust = 1.1 // render's display face, drawn larger
	for _, lang := range []string{"en", "uk", "ru", "pl"} {
		cat := catalog(t, lang)
		for _, p := range rp.Princesses {
			key := "rebelprincess.princess_short." + p.Slug
			s, ok := cat[key]
			if !ok {
				t.Errorf("%s: no %s", lang, key)
				continue
			}
			if w := fontdata.Advance(display, s, size*displayAdjust); w > room-1 {
				t.Errorf("%s: %q is %.1f px wide; a 240×320 embed's seat has %.1f", lang, s, w, room)
			}
		}
	}
}
