package loveletter

import (
	"image/color"

	"parlour/render"
)

// Skin, hair and cloth of the portraits.
var (
	skinFair  = color.RGBA{0xf6, 0xd9, 0xc4, 0xff}
	skinWarm  = color.RGBA{0xe4, 0xb4, 0x8c, 0xff}
	skinBrown = color.RGBA{0xb0, 0x78, 0x50, 0xff}
	hairBlack = color.RGBA{0x26, 0x1e, 0x1c, 0xff}
	hairBrown = color.RGBA{0x6a, 0x40, 0x24, 0xff}
	hairGold  = color.RGBA{0xe8, 0xc0, 0x4a, 0xff}
	hairGrey  = color.RGBA{0xc8, 0xc8, 0xcc, 0xff}
	clothDark = color.RGBA{0x2e, 0x2e, 0x3a, 0xff}
	ermine    = color.RGBA{0xf4, 0xee, 0xe0, 0xff}
	goldTrim  = color.RGBA{0xe8, 0xc0, 0x4a, 0xff}
)

// cardPortraits: each character a bust told apart by outline — hair,
// beard and headdress — with the old icon as its emblem (cardIcons).
var cardPortraits = [10]render.Portrait{
	{Skin: skinFair, Hair: hairBlack, Robe: clothDark, Trim: hairBlack, Style: render.HairShort, Head: render.HeadHood, Mask: true},                                                      // Spy: hooded, masked
	{Skin: skinWarm, Hair: hairBrown, Robe: color.RGBA{0x8a, 0x9a, 0xb0, 0xff}, Trim: color.RGBA{0xc0, 0x30, 0x30, 0xff}, Style: render.HairShort, Head: render.HeadHelmet},              // Guard: helmet
	{Skin: skinFair, Hair: hairGrey, Robe: color.RGBA{0x24, 0x20, 0x20, 0xff}, Trim: ermine, Style: render.HairShort, Beard: true},                                                       // Priest: grey beard, white collar
	{Skin: skinWarm, Hair: hairBrown, Robe: color.RGBA{0x3a, 0x5a, 0x3a, 0xff}, Trim: goldTrim, Style: render.HairShort, Head: render.HeadBrim, Beard: true},                             // Baron: hat and beard
	{Skin: skinBrown, Hair: hairBrown, Robe: color.RGBA{0xf0, 0xd8, 0xe0, 0xff}, Trim: ermine, Style: render.HairBun, Head: render.HeadBow},                                              // Handmaid: bun and cap-bow
	{Skin: skinFair, Hair: hairGold, Robe: color.RGBA{0x3a, 0x5a, 0xa8, 0xff}, Trim: goldTrim, Style: render.HairShort, Head: render.HeadTiara},                                          // Prince: circlet
	{Skin: skinFair, Hair: hairGrey, Robe: color.RGBA{0x1e, 0x4e, 0x48, 0xff}, Trim: color.RGBA{0x24, 0x30, 0x30, 0xff}, Style: render.HairShort, Head: render.HeadPointed, Beard: true}, // Chancellor: scholar's hat
	{Skin: skinWarm, Hair: hairBrown, Robe: color.RGBA{0x7a, 0x1e, 0x1e, 0xff}, Trim: ermine, Style: render.HairShort, Head: render.HeadCrown, Beard: true},                              // King: crown and beard
	{Skin: skinFair, Hair: hairBlack, Robe: color.RGBA{0x7a, 0x2a, 0x4a, 0xff}, Trim: goldTrim, Style: render.HairLong, Head: render.HeadFlower},                                         // Countess: long dark hair, flower
	{Skin: skinFair, Hair: hairGold, Robe: color.RGBA{0xf0, 0xe0, 0xa8, 0xff}, Trim: color.RGBA{0xd0, 0x60, 0x80, 0xff}, Style: render.HairFlowing, Head: render.HeadTiara},              // Princess: flowing hair, tiara
}
