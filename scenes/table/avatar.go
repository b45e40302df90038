package table

import (
	"image/color"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render"
	"parlour/render/style"
	"parlour/scenes/ui"
)

// avatarColours give each seat its own medallion colour, deep enough for a
// cream initial and far enough apart to tell the seats of a full table
// apart at a glance; the initial tells them apart without colour.
var avatarColours = []color.RGBA{
	{0x8a, 0x2f, 0x3c, 0xff}, // claret
	{0x2f, 0x5a, 0x8a, 0xff}, // slate blue
	{0x7a, 0x5a, 0x1e, 0xff}, // bronze
	{0x5a, 0x3a, 0x7a, 0xff}, // plum
	{0x2a, 0x6e, 0x5e, 0xff}, // teal
	{0x8a, 0x4a, 0x22, 0xff}, // rust
	{0x3e, 0x4a, 0x5e, 0xff}, // pewter
}

// botLooks are the bots' faces, one per seat (seat 1, Ada by default, has
// the first), told apart by outline — hair, headdress, beard — as the
// cards' characters are, so that no two seats share a face at a table of up
// to fifteen.
var botLooks = []render.Portrait{
	{Skin: render.SkinWarm, Hair: render.HairRed, Robe: color.RGBA{0x3c, 0x6e, 0x9e, 0xff}, Trim: style.Gold, Style: render.HairBun, Head: render.HeadFlower},                                           // Ada
	{Skin: render.SkinFair, Hair: render.HairBrown, Robe: color.RGBA{0xa8, 0x6a, 0x2a, 0xff}, Trim: color.RGBA{0x4a, 0x34, 0x2a, 0xff}, Style: render.HairShort, Head: render.HeadBrim, Beard: true},    // Basil
	{Skin: render.SkinOlive, Hair: render.HairBlack, Robe: color.RGBA{0x7a, 0x4a, 0x9a, 0xff}, Trim: style.Gold, Style: render.HairLong, Head: render.HeadBand},                                         // Clara
	{Skin: render.SkinFair, Hair: render.HairFlax, Robe: color.RGBA{0x3a, 0x7a, 0x5a, 0xff}, Trim: style.Gold, Style: render.HairShort, Beard: true},                                                    // Dmitri
	{Skin: render.SkinBrown, Hair: render.HairBlack, Robe: color.RGBA{0xc0, 0x5a, 0x4a, 0xff}, Trim: color.RGBA{0xe8, 0xd8, 0xb8, 0xff}, Style: render.HairBraid, Head: render.HeadBow},                 // Elena
	{Skin: render.SkinWarm, Hair: render.HairGrey, Robe: color.RGBA{0x4a, 0x4a, 0x6e, 0xff}, Trim: color.RGBA{0x2a, 0x2a, 0x3a, 0xff}, Style: render.HairShort, Head: render.HeadPointed},               // Felix
	{Skin: render.SkinFair, Hair: render.HairGold, Robe: color.RGBA{0x9a, 0x3a, 0x5a, 0xff}, Trim: style.Gold, Style: render.HairFlowing, Head: render.HeadTiara},                                       // Greta
	{Skin: render.SkinOlive, Hair: render.HairBrown, Robe: color.RGBA{0x5a, 0x6a, 0x3a, 0xff}, Trim: color.RGBA{0x8a, 0x2a, 0x2a, 0xff}, Style: render.HairShort, Head: render.HeadFeather},             // Hugo
	{Skin: render.SkinFair, Hair: render.HairBlack, Robe: color.RGBA{0x2a, 0x6a, 0x8a, 0xff}, Trim: color.RGBA{0xd8, 0xe0, 0xe8, 0xff}, Style: render.HairBob},                                          // Iris
	{Skin: render.SkinBrown, Hair: render.HairBlack, Robe: color.RGBA{0x8a, 0x6a, 0x2a, 0xff}, Trim: color.RGBA{0xc8, 0x3a, 0x3a, 0xff}, Style: render.HairShort, Head: render.HeadTurban, Beard: true}, // Jonas
	{Skin: render.SkinWarm, Hair: render.HairSilver, Robe: color.RGBA{0x5a, 0x3a, 0x6a, 0xff}, Trim: color.RGBA{0x8a, 0x9a, 0xb8, 0xff}, Style: render.HairLong, Head: render.HeadVeil},                 // Kira
	{Skin: render.SkinFair, Hair: render.HairRed, Robe: color.RGBA{0x6a, 0x2a, 0x2a, 0xff}, Trim: style.Gold, Style: render.HairShort, Head: render.HeadCrown, Beard: true},                             // Leon
	{Skin: render.SkinOlive, Hair: render.HairGold, Robe: color.RGBA{0x2a, 0x7a, 0x6a, 0xff}, Trim: color.RGBA{0xe0, 0x6a, 0x8a, 0xff}, Style: render.HairBob, Head: render.HeadFlower},                 // Mira
	{Skin: render.SkinFair, Hair: render.HairFlax, Robe: color.RGBA{0x3a, 0x4a, 0x7a, 0xff}, Trim: color.RGBA{0x9a, 0x9a, 0xa8, 0xff}, Style: render.HairShort, Head: render.HeadHelmet},                // Nils
	{Skin: render.SkinWarm, Hair: render.HairBrown, Robe: color.RGBA{0x7a, 0x3a, 0x2a, 0xff}, Trim: color.RGBA{0x6a, 0x2a, 0x1a, 0xff}, Style: render.HairBun, Head: render.HeadHood},                   // Olga
}

// drawAvatar draws a player's medallion in r: a coloured disc in a gold
// ring holding the bot's face (botLooks), or the first letter of a person's
// name, or of anyone's where the disc is too small for a face to read.
func drawAvatar(u *ui.Frame, dst *ebiten.Image, r Rect, seat int, name string, bot, out bool) {
	fill := avatarColours[seat%len(avatarColours)]
	ring := style.Gold
	if out {
		fill, ring = style.Mix(fill, style.OutFill, 0.6), style.Muted
	}
	rad := r.W * 0.44 // a little inside its square: cards may start right under it
	render.Circle(dst, r.CX(), r.CY(), rad, ring)
	if bot && rad >= minFaceRadius {
		i := (seat + len(botLooks) - 1) % len(botLooks)
		look := botLooks[i]
		if out {
			look.Skin, look.Robe = style.Mix(look.Skin, style.OutFill, 0.5), style.Mix(look.Robe, style.OutFill, 0.5)
		}
		inner := rad * 0.86
		render.Icon(dst, "avatar-"+string(rune('a'+i)), r.CX(), r.CY(), inner, fill, func(img *ebiten.Image, cx, cy, s float64, c color.Color) {
			drawFace(img, cx, cy, s, c, look)
		})
		return
	}
	render.Circle(dst, r.CX(), r.CY(), rad*0.86, fill)
	initial, _ := utf8.DecodeRuneInString(strings.TrimSpace(name))
	if initial == utf8.RuneError {
		return
	}
	u.Text.Display().Draw(dst, string(unicode.ToUpper(initial)), r.CX(), r.CY(), rad*1.05, style.Cream, render.Center, true)
}

// minFaceRadius is the smallest disc (in pixels) that shows a face: below
// it a bust is a blur and the initial reads better.
const minFaceRadius = 11

// drawFace fills a disc of radius s in a light tint of c and draws the
// bust inside it, cut to the disc: the portrait is drawn on its own image,
// then over the disc only where the disc is (source-atop).
func drawFace(img *ebiten.Image, cx, cy, s float64, c color.Color, look render.Portrait) {
	render.Circle(img, cx, cy, s, style.Mix(c, style.Paper, 0.45))
	b := img.Bounds()
	bust := ebiten.NewImage(b.Dx(), b.Dy())
	defer bust.Deallocate()
	// A card's bust stands left of its emblem; here it stands in the middle,
	// the head a little above the disc's centre, the shoulders cut by its rim.
	const size = 1.7 // the portrait's size for a disc of radius 1
	render.DrawPortrait(bust, cx+0.18*size*s, cy+0.24*s, size*s, look)
	var op ebiten.DrawImageOptions
	op.Blend = ebiten.BlendSourceAtop
	img.DrawImage(bust, &op)
}
