package loveletter

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	ll "parlour/game/loveletter"
	"parlour/render"
	"parlour/scenes/loveletter/words"
)

// The Love Letter faces: a colour and a picture per character, never the
// colour alone (every face prints its value and name).
var cardColours = [10]color.RGBA{
	{0x5b, 0x5b, 0x6e, 0xff}, // Spy: slate
	{0x3f, 0x6f, 0xb5, 0xff}, // Guard: blue
	{0xb0, 0x8d, 0x3a, 0xff}, // Priest: ochre
	{0x7b, 0x4a, 0x9e, 0xff}, // Baron: purple
	{0xd0, 0x6f, 0x9a, 0xff}, // Handmaid: rose
	{0xe0, 0x7a, 0x3a, 0xff}, // Prince: orange
	{0x2f, 0x8f, 0x80, 0xff}, // Chancellor: teal
	{0xb8, 0x33, 0x2a, 0xff}, // King: red
	{0x2c, 0x2c, 0x54, 0xff}, // Countess: navy
	{0xc9, 0x9a, 0x1e, 0xff}, // Princess: gold
}

var cardIcons = [10]func(*ebiten.Image, float64, float64, float64, color.Color){
	iconMask, iconShield, iconEye, iconScales, iconFlower,
	iconSmallCrown, iconScroll, iconCrown, iconFan, iconTiara,
}

// Face is card id's face (ids are the card values, 0 Spy to 9 Princess).
func Face(id int) render.CardFace {
	c := ll.Card(id)
	if !c.Valid() {
		c = ll.Spy
	}
	return render.CardFace{Frame: frame, Deck: ll.Name, ID: int(c), Value: fmt.Sprint(int(c)), Name: words.CardName(c),
		Text: i18n.T("loveletter.cardtext." + c.String()), Colour: cardColours[c], Icon: func(dst *ebiten.Image, cx, cy, s float64, _ color.Color) {
			p := cardPortraits[c]
			p.Emblem = cardIcons[c]
			render.DrawPortrait(dst, cx, cy, s, p)
		}}
}
