package words

import (
	"strings"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	fontdata "parlour/assets/fonts"
	rp "parlour/game/rebelprincess"
	"parlour/render/style"
	"parlour/scenes/table/ring"
)

// faces measures text as the table draws it, from the fonts' own metrics:
// the bold face's widths, and lines wrapped word by word in the regular
// face, each the face's line height.
type faces struct{ regular, bold *sfnt.Font }

func (f faces) Width(s string, size float64, bold bool) float64 {
	if bold {
		return fontdata.Advance(f.bold, s, size)
	}
	return fontdata.Advance(f.regular, s, size)
}

func (f faces) WrapHeight(s string, width, size float64) float64 {
	var buf sfnt.Buffer
	m, err := f.regular.Metrics(&buf, fixed.Int26_6(size*64), font.HintingNone)
	if err != nil {
		return 1e9
	}
	lines, line := 1, ""
	for _, w := range strings.Fields(s) {
		next := strings.TrimSpace(line + " " + w)
		if line != "" && fontdata.Advance(f.regular, next, size) > width {
			lines, next = lines+1, w
		}
		line = next
	}
	return float64(lines) * float64(m.Height) / 64
}

// The reason a card cannot be followed with ("Follow Fairies") is written
// whole, once, over the cards of an overlapped hand that share it, in every
// language and for every suit (issue 38: at 1280×720 a 3-player hand
// printed it on each of its cards, each cut by the next): at the first
// trick (12 cards) and later (9), with the card that can be played at
// either end.
func TestAFollowReasonIsWrittenWholeOnceOverAnOverlappedHand(t *testing.T) {
	var f faces
	var err error
	if f.regular, err = sfnt.Parse(fontdata.Regular); err != nil {
		t.Fatal(err)
	}
	if f.bold, err = sfnt.Parse(fontdata.Bold); err != nil {
		t.Fatal(err)
	}
	z := style.Zoom(1280, 720)
	geo := ring.Layout(ring.Spec{W: 1280, H: 720, Scale: z, Seats: 3, Hand: 16, Zoom: z})
	for _, lang := range []string{"en", "uk", "ru", "pl"} {
		cat := catalog(t, lang)
		for s := rp.Princes; s <= rp.Fairies; s++ {
			reason := strings.ReplaceAll(cat["rebelprincess.reason.follow-suit"], "{0}", cat["rebelprincess.suit."+s.String()])
			for _, n := range []int{12, 9} {
				fan := ring.HandFan(geo.Hand, n, geo.Touch)
				for _, playable := range []int{0, n - 1} {
					notes := make([]string, n)
					for i := range notes {
						if i != playable {
							notes[i] = reason
						}
					}
					spans := ring.NoteSpans(fan, notes, -1, geo.Type.Tiny, 90*geo.Scale, f)
					if len(spans) != 1 {
						t.Errorf("%s, %d cards, card %d playable: %q is written %d times, not once", lang, n, playable, reason, len(spans))
						continue
					}
					if sp := spans[0]; sp.Last-sp.First != n-2 {
						t.Errorf("%s, %d cards: %q spans cards %d–%d", lang, n, reason, sp.First, sp.Last)
					}
				}
			}
		}
	}
}
