package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render/style"
)

// Portrait is a character's bust for a card's picture: a head and shoulders
// with a hair style and a headdress, so that characters differ by outline
// and not by colour alone, and an emblem of their own in a medallion. It is
// data; a game's faces fill it in. It knows no game.
type Portrait struct {
	Skin, Hair, Robe, Trim color.RGBA
	Style                  HairStyle
	Head                   Headdress
	// Beard grows one in the hair colour; Mask puts an eye mask in the
	// trim colour over the eyes (Mascarade's court wears them).
	Beard, Mask bool
	// Emblem is the character's attribute (a clock, an apple…), drawn in
	// the medallion at the lower right, centred at (cx, cy), size s, colour c.
	Emblem func(dst *ebiten.Image, cx, cy, s float64, c color.Color)
}

// Skin and hair tones for portraits, shared by every game's faces.
var (
	SkinFair   = color.RGBA{0xf6, 0xd9, 0xc4, 0xff}
	SkinWarm   = color.RGBA{0xe6, 0xb6, 0x8e, 0xff}
	SkinOlive  = color.RGBA{0xd2, 0x9e, 0x72, 0xff}
	SkinBrown  = color.RGBA{0xac, 0x72, 0x4c, 0xff}
	HairBlack  = color.RGBA{0x25, 0x1d, 0x1c, 0xff}
	HairBrown  = color.RGBA{0x6a, 0x40, 0x24, 0xff}
	HairGold   = color.RGBA{0xe8, 0xc0, 0x4a, 0xff}
	HairFlax   = color.RGBA{0xf2, 0xe2, 0xa8, 0xff}
	HairRed    = color.RGBA{0xc8, 0x48, 0x2a, 0xff}
	HairGrey   = color.RGBA{0xc8, 0xc8, 0xcc, 0xff}
	HairSilver = color.RGBA{0xe4, 0xee, 0xf4, 0xff}
)

// HairStyle is the outline of the hair.
type HairStyle uint8

const (
	HairShort   HairStyle = iota // close round the head
	HairBob                      // to the jaw, a straight fringe
	HairLong                     // falling behind the shoulders
	HairBun                      // gathered in a knot on top
	HairBraid                    // one long plait over the shoulder
	HairFlowing                  // long and wide, in waves
)

// Headdress is what the character wears on the head.
type Headdress uint8

const (
	HeadNone    Headdress = iota
	HeadCrown             // a pointed gold crown
	HeadTiara             // a low band with a gem
	HeadBand              // a plain band across the hair
	HeadFeather           // a band with a feather standing up
	HeadVeil              // a veil over the hair to the shoulders
	HeadFlower            // a flower over one ear
	HeadBow               // a bow on top
	HeadHelmet            // a round helmet with a crest
	HeadHood              // a hood framing the face, in the robe's colour
	HeadPointed           // a tall pointed hat with a brim
	HeadJester            // a cap of two drooping points with bells
	HeadTurban            // a wrapped turban with a jewel
	HeadBrim              // a round hat with a wide brim
)

// DrawPortrait draws p in a picture centred at (cx, cy) of size s (an
// icon's size, as a card face calls its Icon): the bust fills, and is cut
// off at the edges of, the box about 2s across and 1.6s down that a card's
// picture band gives an icon of size s.
func DrawPortrait(dst *ebiten.Image, cx, cy, s float64, p Portrait) {
	box := image.Rect(int(math.Ceil(cx-s*0.97)), int(math.Ceil(cy-s*0.79)), int(cx+s*0.97), int(cy+s*0.79))
	dst = dst.SubImage(box.Intersect(dst.Bounds())).(*ebiten.Image)
	ink := style.Mix(style.Ink, p.Robe, 0.2)
	pen := Pen{Dst: dst, Line: math.Max(0.8, s*0.035), Ink: ink}
	fx := cx - s*0.18       // the figure stands a little left; the medallion is right
	hy := cy - s*0.2        // the head's centre
	hr, hh := s*0.25, s*0.3 // the head's half width and half height
	gold := style.Gold

	// Behind: long hair, the veil.
	switch p.Style {
	case HairLong:
		pen.Blob(p.Hair, fx-hr*1.35, hy-hh*0.6, fx, hy-hh*1.45, fx+hr*1.35, hy-hh*0.6, fx+hr*1.5, hy+hh*2.2, fx-hr*1.5, hy+hh*2.2)
	case HairFlowing:
		pen.Blob(p.Hair, fx-hr*1.6, hy-hh*0.4, fx, hy-hh*1.5, fx+hr*1.6, hy-hh*0.4, fx+hr*2.1, hy+hh*1.4, fx+hr*1.6, hy+hh*2.4, fx-hr*1.6, hy+hh*2.4, fx-hr*2.1, hy+hh*1.4)
	case HairBraid:
		// The plait falls over the left shoulder to the bottom.
		for i := 0; i < 5; i++ {
			y := hy + hh*(0.6+float64(i)*0.45)
			pen.Oval(fx-hr*1.05+float64(i)*hr*0.05, y, hr*0.3, hh*0.28, p.Hair)
		}
	}
	if p.Head == HeadHood {
		pen.Blob(p.Robe, fx-hr*1.55, hy+hh*1.6, fx-hr*1.6, hy-hh*1.45, fx+hr*1.6, hy-hh*1.45, fx+hr*1.55, hy+hh*1.6)
	}
	if p.Head == HeadVeil {
		pen.Blob(style.Mix(p.Trim, style.Paper, 0.35), fx-hr*1.5, hy-hh*0.2, fx, hy-hh*1.5, fx+hr*1.5, hy-hh*0.2, fx+hr*1.8, hy+hh*2.2, fx-hr*1.8, hy+hh*2.2)
	}

	// The shoulders and the gown, with a collar in the trim colour.
	top := hy + hh*1.05
	bottom := cy + s*0.78
	pen.Blob(p.Robe, fx-s*0.62, bottom+s*0.3, fx-s*0.62, top+s*0.05, fx, top-s*0.05, fx+s*0.62, top+s*0.05, fx+s*0.62, bottom+s*0.3)
	pen.Poly(p.Trim, fx-hr*0.7, top+s*0.02, fx+hr*0.7, top+s*0.02, fx, top+s*0.3)
	// The neck and the head.
	pen.Poly(p.Skin, fx-hr*0.32, hy+hh*0.6, fx+hr*0.32, hy+hh*0.6, fx+hr*0.32, top+s*0.06, fx-hr*0.32, top+s*0.06)
	pen.Oval(fx, hy, hr, hh, p.Skin)

	// The hair in front: a crown of hair over the forehead.
	switch p.Style {
	case HairBob:
		pen.Blob(p.Hair, fx-hr*1.15, hy+hh*0.55, fx-hr*1.1, hy-hh*1.25, fx+hr*1.1, hy-hh*1.25, fx+hr*1.15, hy+hh*0.55, fx+hr*0.8, hy-hh*0.25, fx-hr*0.8, hy-hh*0.25)
	case HairBun:
		pen.Disc(fx, hy-hh*1.15, hr*0.5, p.Hair)
		pen.Blob(p.Hair, fx-hr*1.05, hy, fx-hr*0.9, hy-hh*1.2, fx+hr*0.9, hy-hh*1.2, fx+hr*1.05, hy, fx, hy-hh*0.45)
	default:
		pen.Blob(p.Hair, fx-hr*1.1, hy+hh*0.1, fx-hr*0.95, hy-hh*1.25, fx+hr*0.95, hy-hh*1.25, fx+hr*1.1, hy+hh*0.1, fx+hr*0.4, hy-hh*0.55, fx-hr*0.4, hy-hh*0.45)
	}
	if p.Beard {
		pen.Blob(p.Hair, fx-hr*0.95, hy+hh*0.05, fx-hr*0.8, hy+hh*1.05, fx, hy+hh*1.45, fx+hr*0.8, hy+hh*1.05, fx+hr*0.95, hy+hh*0.05, fx, hy+hh*0.55)
	}
	// A face when there is room for one: eyes and a small smile (under an
	// eye mask, the eyes show through its holes).
	if p.Mask {
		mw, my := hr*1.15, hy+hh*0.02
		pen.Blob(p.Trim, fx-mw, my-hh*0.22, fx-hr*0.2, my-hh*0.32, fx, my-hh*0.12, fx+hr*0.2, my-hh*0.32, fx+mw, my-hh*0.22, fx+mw*0.8, my+hh*0.28, fx, my+hh*0.12, fx-mw*0.8, my+hh*0.28)
	}
	if s >= 18 {
		face := Pen{Dst: dst, Ink: ink}
		face.Disc(fx-hr*0.38, hy+hh*0.05, math.Max(0.8, s*0.028), ink)
		face.Disc(fx+hr*0.38, hy+hh*0.05, math.Max(0.8, s*0.028), ink)
		if !p.Beard {
			face.Arc(ink, math.Max(0.8, s*0.022), fx, hy+hh*0.2, hr*0.38, math.Pi*0.25, math.Pi*0.75)
		}
	}

	// The headdress.
	crownY := hy - hh*0.95
	switch p.Head {
	case HeadCrown:
		w := hr * 0.95
		pen.Poly(gold, fx-w, crownY, fx-w, crownY-hh*0.55, fx-w*0.5, crownY-hh*0.25, fx, crownY-hh*0.7, fx+w*0.5, crownY-hh*0.25, fx+w, crownY-hh*0.55, fx+w, crownY)
	case HeadTiara:
		pen.Arc(gold, math.Max(1, s*0.06), fx, hy, hr*1.02, math.Pi*1.15, math.Pi*1.85)
		pen.Poly(gold, fx-hr*0.22, crownY+hh*0.05, fx, crownY-hh*0.4, fx+hr*0.22, crownY+hh*0.05)
		pen.Disc(fx, crownY-hh*0.08, math.Max(1, s*0.045), p.Trim)
	case HeadBand, HeadFeather:
		pen.Arc(p.Trim, math.Max(1.2, s*0.07), fx, hy, hr*1.0, math.Pi*1.1, math.Pi*1.9)
		if p.Head == HeadFeather {
			pen.Blob(style.Paper, fx+hr*0.55, crownY+hh*0.05, fx+hr*1.1, crownY-hh*0.7, fx+hr*0.85, crownY-hh*1.3, fx+hr*0.5, crownY-hh*0.6)
		}
	case HeadFlower:
		x, y := fx+hr*0.95, hy-hh*0.45
		for i := 0; i < 5; i++ {
			a := float64(i) * 2 * math.Pi / 5
			pen.Disc(x+math.Cos(a)*hr*0.28, y+math.Sin(a)*hr*0.28, hr*0.22, style.Paper)
		}
		pen.Disc(x, y, hr*0.16, gold)
	case HeadBow:
		x, y := fx+hr*0.1, crownY-hh*0.05
		pen.Poly(p.Trim, x, y, x-hr*0.75, y-hh*0.35, x-hr*0.75, y+hh*0.3)
		pen.Poly(p.Trim, x, y, x+hr*0.75, y-hh*0.35, x+hr*0.75, y+hh*0.3)
		pen.Disc(x, y, hr*0.16, p.Trim)
	case HeadHelmet:
		pen.Blob(style.Mix(style.Paper, style.Ink, 0.35), fx-hr*1.15, hy-hh*0.1, fx-hr*1.05, hy-hh*1.45, fx+hr*1.05, hy-hh*1.45, fx+hr*1.15, hy-hh*0.1, fx, hy-hh*0.55)
		pen.Poly(p.Trim, fx-hr*0.15, crownY-hh*0.35, fx, crownY-hh*1.0, fx+hr*0.5, crownY-hh*0.8, fx+hr*0.15, crownY-hh*0.3)
	case HeadHood:
		// The hood's rim round the face, over the hair.
		pen.Arc(p.Robe, math.Max(1.5, s*0.14), fx, hy+hh*0.05, hr*1.22, math.Pi*0.85, math.Pi*2.15)
	case HeadPointed:
		pen.Oval(fx, crownY+hh*0.1, hr*1.7, hh*0.22, p.Trim)
		pen.Poly(p.Trim, fx-hr*0.85, crownY+hh*0.05, fx+hr*0.35, crownY-hh*1.7, fx+hr*0.85, crownY+hh*0.05)
	case HeadJester:
		pen.Blob(p.Trim, fx-hr*1.05, crownY+hh*0.25, fx-hr*1.7, crownY-hh*0.9, fx-hr*1.5, crownY+hh*0.2, fx, crownY-hh*0.5, fx+hr*1.5, crownY+hh*0.2, fx+hr*1.7, crownY-hh*0.9, fx+hr*1.05, crownY+hh*0.25)
		pen.Disc(fx-hr*1.65, crownY-hh*0.75, hr*0.2, gold)
		pen.Disc(fx+hr*1.65, crownY-hh*0.75, hr*0.2, gold)
	case HeadTurban:
		pen.Blob(p.Trim, fx-hr*1.2, crownY+hh*0.35, fx-hr*1.15, crownY-hh*0.85, fx+hr*1.15, crownY-hh*0.85, fx+hr*1.2, crownY+hh*0.35, fx, crownY+hh*0.05)
		pen.Disc(fx, crownY-hh*0.05, math.Max(1, s*0.05), gold)
	case HeadBrim:
		pen.Oval(fx, crownY+hh*0.05, hr*1.75, hh*0.2, p.Trim)
		pen.Blob(p.Trim, fx-hr*0.8, crownY+hh*0.05, fx-hr*0.7, crownY-hh*0.75, fx+hr*0.7, crownY-hh*0.75, fx+hr*0.8, crownY+hh*0.05)
	}

	// The emblem in a medallion at the lower right.
	if p.Emblem != nil {
		mx, my, mr := cx+s*0.6, cy+s*0.4, s*0.32
		Pen{Dst: dst, Line: math.Max(1, s*0.05), Ink: gold}.Disc(mx, my, mr, style.Mix(p.Robe, style.Ink, 0.45))
		p.Emblem(dst, mx, my, mr*1.1, style.Paper)
	}
}
