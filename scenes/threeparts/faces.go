package threeparts

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	tp "parlour/game/threeparts"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes/threeparts/words"
)

// Face ids: 0 the joker, 1–10 the numbers, then the three choice cards
// (white, blue, black) and the leader's divider.
const (
	faceJoker   = 0
	faceChoice  = 11 // + colour
	faceDivider = 14
)

// numberColours give each number its own colour; a face always prints the
// number as well, so colour is never the only cue.
var numberColours = [11]color.RGBA{
	{0x3a, 0x33, 0x44, 0xff}, // joker: night
	{0x6b, 0x7a, 0x8f, 0xff}, // 1: slate
	{0x3f, 0x8f, 0x5a, 0xff}, // 2: green
	{0x2f, 0x7f, 0xa8, 0xff}, // 3: blue
	{0x7b, 0x4a, 0x9e, 0xff}, // 4: purple
	{0xc0, 0x58, 0x3f, 0xff}, // 5: terracotta
	{0x2a, 0x86, 0x80, 0xff}, // 6: teal
	{0xa8, 0x84, 0x22, 0xff}, // 7: ochre
	{0xa8, 0x3a, 0x6a, 0xff}, // 8: magenta
	{0x4a, 0x5f, 0xb5, 0xff}, // 9: indigo
	{0xb8, 0x33, 0x2a, 0xff}, // 10: red
}

// choiceColours are the choice cards and the parts they claim.
var choiceColours = [3]color.RGBA{
	{0xee, 0xea, 0xe0, 0xff}, // white
	{0x6f, 0xb3, 0xe0, 0xff}, // blue (light blue, as printed)
	{0x1e, 0x1e, 0x22, 0xff}, // black
}

// choiceInk is the text colour on a part's or a choice card's colour.
var choiceInk = [3]color.RGBA{style.Ink, style.Ink, style.Paper}

// Face is card id's face.
func Face(id int) render.CardFace {
	switch {
	case id >= 1 && id <= 10:
		s := strconv.Itoa(id)
		return render.CardFace{Frame: frame, Deck: tp.Name, ID: id, Value: s, Name: numberName(id),
			Text: i18n.N("threeparts.cardtext.number", id, id), Colour: numberColours[id], Icon: numeral(s)}
	case id >= faceChoice && id < faceChoice+3:
		c := id - faceChoice
		return render.CardFace{Frame: frame, Deck: tp.Name, ID: id, Name: words.Colour(c), Text: i18n.T("threeparts.cardtext.choice"),
			Colour: choiceColours[c], Icon: ballot(choiceInk[c])}
	case id == faceDivider:
		return render.CardFace{Frame: frame, Deck: tp.Name, ID: id, Name: i18n.T("threeparts.card.divider"),
			Text: i18n.T("threeparts.cardtext.divider"), Colour: style.Gold, Icon: dividerIcon}
	}
	return render.CardFace{Frame: frame, Deck: tp.Name, ID: faceJoker, Value: i18n.T("threeparts.card.joker_short"), Name: i18n.T("threeparts.card.joker"),
		Text: i18n.T("threeparts.cardtext.joker"), Colour: numberColours[0], Icon: star}
}

func numberName(v int) string { return i18n.T("threeparts.card." + strconv.Itoa(v)) }

// numeral draws a number large in a face's band.
func numeral(s string) func(*ebiten.Image, float64, float64, float64, color.Color) {
	return func(dst *ebiten.Image, cx, cy, size float64, c color.Color) {
		tx := render.IconText()
		if tx == nil {
			return
		}
		// A card too small for it shows its number in its coin alone.
		if fs := tx.Fit(s, size*1.5, size*1.15, true); fs >= render.Readable() {
			tx.Draw(dst, s, cx, cy, fs, c, render.Center, true)
		}
	}
}

// star is the joker's picture.
func star(dst *ebiten.Image, cx, cy, size float64, _ color.Color) {
	var pts []float64
	for i := range 10 {
		r := size * 0.5
		if i%2 == 1 {
			r *= 0.45
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pts = append(pts, cx+r*math.Cos(a), cy+r*math.Sin(a))
	}
	render.Polygon(dst, style.Gold, pts...)
}

// ballot is a choice card's picture: a card dropped into a slot.
func ballot(ink color.Color) func(*ebiten.Image, float64, float64, float64, color.Color) {
	return func(dst *ebiten.Image, cx, cy, size float64, _ color.Color) {
		s := size / 2
		render.Polygon(dst, ink, cx-s*0.45, cy-s*0.9, cx+s*0.45, cy-s*0.9, cx+s*0.45, cy+s*0.1, cx-s*0.45, cy+s*0.1)
		render.Polygon(dst, ink, cx-s*0.95, cy+s*0.25, cx+s*0.95, cy+s*0.25, cx+s*0.95, cy+s*0.45, cx-s*0.95, cy+s*0.45)
	}
}

// dividerIcon is the divider's picture: a bar between two cards.
func dividerIcon(dst *ebiten.Image, cx, cy, size float64, c color.Color) {
	s := size / 2
	render.Polygon(dst, c, cx-s*0.12, cy-s, cx+s*0.12, cy-s, cx+s*0.12, cy+s, cx-s*0.12, cy+s)
	for _, dx := range []float64{-0.7, 0.7} {
		x := cx + dx*s
		render.Polygon(dst, c, x-s*0.3, cy-s*0.6, x+s*0.3, cy-s*0.6, x+s*0.3, cy+s*0.6, x-s*0.3, cy+s*0.6)
	}
}
