package mascarade

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	mg "parlour/game/mascarade"
	"parlour/render"
	"parlour/render/style"
	"parlour/scenes/mascarade/words"
)

// The Mascarade faces: one colour and one picture per mask, never the colour
// alone (every face prints its name). A mask that takes money from the bank
// (the rulebook's coin symbol) prints what it takes in the coin at the top
// left; the others leave the coin out. Card ids are the masks (0 Judge to 15
// Puppeteer).
var maskColours = [mg.NumMasks]color.RGBA{
	{0x3b, 0x4a, 0x6b, 0xff}, // Judge: slate blue
	{0x6d, 0x3f, 0x9a, 0xff}, // Empress: purple
	{0xb3, 0x32, 0x2b, 0xff}, // King: red
	{0x3a, 0x35, 0x3d, 0xff}, // Widow: mourning grey
	{0x2f, 0x85, 0x6e, 0xff}, // Patron: teal
	{0xd4, 0x6f, 0x9c, 0xff}, // Princess: rose
	{0xe0, 0x8a, 0x22, 0xff}, // Fool: orange
	{0x8a, 0x6a, 0x3b, 0xff}, // Peasant: wheat brown
	{0x2e, 0x5a, 0x35, 0xff}, // Thief: forest green
	{0x1f, 0x7f, 0xa8, 0xff}, // Trickster: blue
	{0x7d, 0x77, 0x6c, 0xff}, // Beggar: ash
	{0xc9, 0x8b, 0x1c, 0xff}, // Guru: saffron
	{0x5a, 0x2d, 0x7a, 0xff}, // Witch: violet
	{0x8e, 0x1f, 0x45, 0xff}, // Cheat: wine
	{0x24, 0x2f, 0x52, 0xff}, // Spy: navy
	{0x9c, 0x4a, 0x2c, 0xff}, // Puppeteer: rust
}

var maskIcons = [mg.NumMasks]func(*ebiten.Image, float64, float64, float64, color.Color){
	iconScales, iconDiadem, iconCrown, iconVeil, iconPurse, iconTiara, iconJester, iconWheat,
	iconSack, iconDice, iconBowl, iconEye, iconHat, iconAce, iconGlass, iconCross,
}

// bankGain is what a mask takes from the bank, as its coin prints it ("" for
// a mask that takes nothing from the bank).
var bankGain = [mg.NumMasks]string{
	mg.Empress: "+3", mg.King: "+2", mg.Widow: "10", mg.Patron: "+3", mg.Princess: "+2", mg.Fool: "+1", mg.Peasant: "+1",
}

// Face is card id's face.
func Face(id int) render.CardFace {
	m := mg.Mask(id)
	if !m.Valid() {
		m = mg.Judge
	}
	return render.CardFace{Frame: frame, Deck: mg.Name, ID: int(m), Value: bankGain[m], Name: maskName(m),
		Text: i18n.T("mascarade.power." + m.String()), Colour: maskColours[m], Icon: func(dst *ebiten.Image, cx, cy, s float64, _ color.Color) {
			p := maskPortraits[m]
			p.Emblem, p.Mask = maskIcons[m], true // a masquerade: everyone is masked
			render.DrawPortrait(dst, cx, cy, s, p)
		}}
}

// maskName is a mask's name in the person's language, as the rulebooks name it.
func maskName(m mg.Mask) string { return words.MaskName(m) }

// chipKey names a drawn chip: a mask's colour and picture in a disc.
type chipKey struct {
	mask mg.Mask
	size int
}

// chips caches drawn chips: vector pictures are costly to draw every frame
// on a software renderer, so each is drawn once per size.
var chips = map[chipKey]*ebiten.Image{}

// drawChip draws mask m's chip of radius r centred at (cx, cy).
func drawChip(dst *ebiten.Image, m mg.Mask, cx, cy, r float64) {
	if !m.Valid() || r < 1 {
		return
	}
	n := int(math.Ceil(2*r)) + 2
	k := chipKey{m, n}
	img, ok := chips[k]
	if !ok {
		if len(chips) > 128 {
			for key, old := range chips {
				old.Deallocate()
				delete(chips, key)
			}
		}
		img = ebiten.NewImage(n, n)
		c := float64(n) / 2
		render.Circle(img, c, c, r, maskColours[m])
		maskIcons[m](img, c, c, r*1.5, style.Paper)
		chips[k] = img
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(math.Round(cx-float64(n)/2), math.Round(cy-float64(n)/2))
	dst.DrawImage(img, &op)
}
