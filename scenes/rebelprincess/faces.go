package rebelprincess

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	rp "parlour/game/rebelprincess"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes/rebelprincess/words"
)

// Face ids (words numbers them, so the decision's choices agree).
const (
	faceNew      = words.FaceNew
	facePrincess = words.FacePrincess
	faceRound    = words.FaceRound
)

func princessFace(p int) int { return words.PrincessFace(p) }
func roundFace(id int) int   { return words.RoundFace(id) }

// Suit colours; every face also prints its value and a suit picture, so
// colour is never the only sign.
var suitColours = [4]color.RGBA{
	{0x36, 0x5c, 0xb0, 0xff}, // Princes: royal blue
	{0xb0, 0x34, 0x5c, 0xff}, // Queens: crimson
	{0x4f, 0x86, 0x3a, 0xff}, // Pets: meadow green
	{0x85, 0x55, 0xc2, 0xff}, // Fairies: violet
}

var princessColours = []color.RGBA{
	{0x4a, 0x78, 0xc8, 0xff}, // Cinderella
	{0xc0, 0x3a, 0x3a, 0xff}, // Snow White
	{0x2a, 0x9a, 0xa0, 0xff}, // the Little Mermaid
	{0xa8, 0x6a, 0x32, 0xff}, // Pocahontas
	{0xb0, 0x78, 0xc0, 0xff}, // Sleeping Beauty
	{0x4a, 0x90, 0xd0, 0xff}, // Alice
	{0xb8, 0x40, 0x30, 0xff}, // Mulan
	{0x8a, 0x4a, 0x9a, 0xff}, // Scheherazade
	{0x6a, 0xa0, 0x4a, 0xff}, // the Princess on the Pea
	{0x5a, 0xa8, 0xd8, 0xff}, // the Ice Princess
	{0xa0, 0x2a, 0x4a, 0xff}, // Carmesina
	{0xd0, 0xa0, 0x30, 0xff}, // Rapunzel
	{0xd0, 0x70, 0x90, 0xff}, // Thumbelina
}

// Face is the face of id (see the face ids above).
func Face(id int) render.CardFace {
	switch {
	case id >= faceRound:
		return roundCardFace(id - faceRound)
	case id >= facePrincess:
		return princessCardFace(id - facePrincess)
	}
	fresh := id >= faceNew
	c := rp.Card(id % faceNew)
	if !c.Valid() {
		c = rp.MakeCard(rp.Princes, 1)
	}
	f := render.CardFace{Frame: frame, Deck: rp.Name, ID: id, Value: fmt.Sprint(c.Value()), Name: words.SuitOne(c),
		Colour: suitColours[c.Suit()], Icon: cardIcon(c, fresh)}
	switch {
	case c == rp.Frog:
		f.Text = i18n.N("rebelprincess.proposals", 5, 5)
	case c.Suit() == rp.Princes:
		f.Text = i18n.N("rebelprincess.proposals", 1, 1)
	}
	return f
}

func princessCardFace(p int) render.CardFace {
	if p < 0 || p >= len(rp.Princesses) {
		p = 0
	}
	return render.CardFace{Frame: frame, Deck: rp.Name, ID: princessFace(p), Name: words.PrincessName(p),
		Text: i18n.T("rebelprincess.power." + rp.Princesses[p].Slug), Colour: princessColours[p],
		Icon: func(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
			portrait := princessPortraits[p]
			portrait.Emblem = princessIcons[p]
			render.DrawPortrait(dst, cx, cy, s, portrait)
		}}
}

func roundCardFace(id int) render.CardFace {
	if id < 1 || id > len(rp.RoundCards) {
		id = 1
	}
	rc := rp.RoundCards[id-1]
	col := color.RGBA{0x8a, 0x6a, 0x3a, 0xff}
	if rc.Final {
		col = color.RGBA{0x3a, 0x2e, 0x4a, 0xff} // the darker hourglass cards
	}
	return render.CardFace{Frame: frame, Deck: rp.Name, ID: roundFace(id), Name: words.RoundName(id),
		Text: i18n.T("rebelprincess.twist." + rc.Slug), Colour: col,
		Icon: func(dst *ebiten.Image, cx, cy, s float64, c color.Color) { roundIcon(dst, cx, cy, s, c, rc) }}
}

// cardIcon is a playing card's picture: its value large, the suit's sign
// under it and small at the left edge, a ring for a card that is a proposal, a ribbon on a card just
// received.
func cardIcon(c rp.Card, fresh bool) func(*ebiten.Image, float64, float64, float64, color.Color) {
	return func(dst *ebiten.Image, cx, cy, s float64, ink color.Color) {
		// A card too small for its large value shows it in its coin alone
		// (a trick in an embed's short centre).
		if tx := render.IconText(); tx != nil {
			v := fmt.Sprint(c.Value())
			if size := tx.Fit(v, s*1.5, s*0.95, true); size >= render.Readable() {
				tx.Draw(dst, v, cx, cy-s*0.42, size, ink, render.Center, true)
			}
		}
		sy, ss := cy+s*0.42, s*0.62
		if c == rp.Frog {
			iconFrog(dst, cx, sy, ss, ink)
		} else {
			suitIcons[c.Suit()](dst, cx, sy, ss, ink)
		}
		// A small sign at the picture's left edge, so the suit shows on
		// the strip an overlapping hand leaves visible (not colour alone).
		if c == rp.Frog {
			iconFrog(dst, cx-s*0.76, cy+s*0.55, s*0.3, ink)
		} else {
			suitIcons[c.Suit()](dst, cx-s*0.76, cy+s*0.55, s*0.3, ink)
		}
		if c == rp.Frog || c.Suit() == rp.Princes {
			ringSign(dst, cx+s*0.62, cy-s*0.62, s*0.22, style.Gold)
		}
		if fresh {
			// A gold corner on the picture's top left, with a dot: a card
			// just given to the person.
			x0, y0 := cx-s*0.99, cy-s*0.94
			w := s * 0.75
			render.Polygon(dst, style.Highlight, x0, y0, x0+w, y0, x0, y0+w)
			render.Circle(dst, x0+w*0.28, y0+w*0.28, w*0.12, style.Ink)
		}
	}
}

// ringReach is how far ringSign reaches from its centre, in radii.
const ringReach = 1.3

// ringIcon is ringSign as an icon reaching s (render.Icon caches it).
func ringIcon(dst *ebiten.Image, cx, cy, s float64, c color.Color) {
	ringSign(dst, cx, cy, s/ringReach, c)
}

// ringSign is a proposal's ring: a band with a stone on top.
func ringSign(dst *ebiten.Image, cx, cy, r float64, c color.Color) {
	render.StrokePath(dst, circlePath(cx, cy+r*0.15, r*0.85), math.Max(1, r*0.32), c)
	d := r * 0.55
	y := cy - r*0.7
	render.Polygon(dst, c, cx-d, y, cx, y-d*0.9, cx+d, y, cx, y+d*0.9)
}
