package loveletter

import (
	"image/color"

	"parlour/render"
)

// Cloth of the portraits.
var (
	clothDark = color.RGBA{0x2e, 0x2e, 0x3a, 0xff}
	ermine    = color.RGBA{0xf4, 0xee, 0xe0, 0xff}
	goldTrim  = color.RGBA{0xe8, 0xc0, 0x4a, 0xff}
)

// cardPortraits: each character a bust told apart by outline — hair,
// beard and headdress — with the old icon as its emblem (cardIcons).
var cardPortraits = [10]render.Portrait{
	{Skin: render.SkinFair, Hair: render.HairBlack, Robe: clothDark, Trim: render.HairBlack, Style: render.HairShort, Head: render.HeadHood, Mask: true},                                               // Spy: hooded, masked
	{Skin: render.SkinWarm, Hair: render.HairBrown, Robe: color.RGBA{0x8a, 0x9a, 0xb0, 0xff}, Trim: color.RGBA{0xc0, 0x30, 0x30, 0xff}, Style: render.HairShort, Head: render.HeadHelmet},              // Guard: helmet
	{Skin: render.SkinFair, Hair: render.HairGrey, Robe: color.RGBA{0x24, 0x20, 0x20, 0xff}, Trim: ermine, Style: render.HairShort, Beard: true},                                                       // Priest: grey beard, white collar
	{Skin: render.SkinWarm, Hair: render.HairBrown, Robe: color.RGBA{0x3a, 0x5a, 0x3a, 0xff}, Trim: goldTrim, Style: render.HairShort, Head: render.HeadBrim, Beard: true},                             // Baron: hat and beard
	{Skin: render.SkinBrown, Hair: render.HairBrown, Robe: color.RGBA{0xf0, 0xd8, 0xe0, 0xff}, Trim: ermine, Style: render.HairBun, Head: render.HeadBow},                                              // Handmaid: bun and cap-bow
	{Skin: render.SkinFair, Hair: render.HairGold, Robe: color.RGBA{0x3a, 0x5a, 0xa8, 0xff}, Trim: goldTrim, Style: render.HairShort, Head: render.HeadTiara},                                          // Prince: circlet
	{Skin: render.SkinFair, Hair: render.HairGrey, Robe: color.RGBA{0x1e, 0x4e, 0x48, 0xff}, Trim: color.RGBA{0x24, 0x30, 0x30, 0xff}, Style: render.HairShort, Head: render.HeadPointed, Beard: true}, // Chancellor: scholar's hat
	{Skin: render.SkinWarm, Hair: render.HairBrown, Robe: color.RGBA{0x7a, 0x1e, 0x1e, 0xff}, Trim: ermine, Style: render.HairShort, Head: render.HeadCrown, Beard: true},                              // King: crown and beard
	{Skin: render.SkinFair, Hair: render.HairBlack, Robe: color.RGBA{0x7a, 0x2a, 0x4a, 0xff}, Trim: goldTrim, Style: render.HairLong, Head: render.HeadFlower},                                         // Countess: long dark hair, flower
	{Skin: render.SkinFair, Hair: render.HairGold, Robe: color.RGBA{0xf0, 0xe0, 0xa8, 0xff}, Trim: color.RGBA{0xd0, 0x60, 0x80, 0xff}, Style: render.HairFlowing, Head: render.HeadTiara},              // Princess: flowing hair, tiara
}
