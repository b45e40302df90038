package table

import (
	"image/color"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render"
	"parlour/render/style"
	"parlour/scenes"
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

// drawAvatar draws a player's medallion in r: a coloured disc in a gold ring
// with the first letter of their name.
func drawAvatar(a *scenes.App, dst *ebiten.Image, r Rect, seat int, name string, out bool) {
	fill := avatarColours[seat%len(avatarColours)]
	ring := style.Gold
	if out {
		fill, ring = style.Mix(fill, style.OutFill, 0.6), style.Muted
	}
	rad := r.W * 0.44 // a little inside its square: cards may start right under it
	render.Circle(dst, r.CX(), r.CY(), rad, ring)
	render.Circle(dst, r.CX(), r.CY(), rad*0.86, fill)
	initial, _ := utf8.DecodeRuneInString(strings.TrimSpace(name))
	if initial == utf8.RuneError {
		return
	}
	a.Text.Display().Draw(dst, string(unicode.ToUpper(initial)), r.CX(), r.CY(), rad*1.05, style.Cream, render.Center, true)
}
