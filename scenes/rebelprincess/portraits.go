package rebelprincess

import (
	"image/color"

	"parlour/render"
)

// Skin and hair tones of the portraits.
var (
	skinFair   = color.RGBA{0xf6, 0xd9, 0xc4, 0xff}
	skinWarm   = color.RGBA{0xe8, 0xb9, 0x90, 0xff}
	skinOlive  = color.RGBA{0xd2, 0x9e, 0x72, 0xff}
	skinBrown  = color.RGBA{0xa8, 0x6e, 0x48, 0xff}
	hairGold   = color.RGBA{0xe8, 0xc0, 0x4a, 0xff}
	hairFlax   = color.RGBA{0xf2, 0xe2, 0xa8, 0xff}
	hairBlack  = color.RGBA{0x24, 0x1c, 0x1c, 0xff}
	hairBrown  = color.RGBA{0x6a, 0x40, 0x24, 0xff}
	hairRed    = color.RGBA{0xc8, 0x48, 0x2a, 0xff}
	hairSilver = color.RGBA{0xe4, 0xee, 0xf4, 0xff}
	gownRose   = color.RGBA{0xe0, 0x8a, 0xa8, 0xff}
	gownCream  = color.RGBA{0xf4, 0xea, 0xd4, 0xff}
)

// princessPortraits: each princess's bust, told apart by her hair and
// headdress as well as her colour, with her emblem (princessIcons) in the
// medallion.
var princessPortraits = []render.Portrait{
	{Skin: skinFair, Hair: hairGold, Robe: color.RGBA{0x9c, 0xc4, 0xf0, 0xff}, Trim: gownCream, Style: render.HairBun, Head: render.HeadTiara},                               // Cinderella
	{Skin: skinFair, Hair: hairBlack, Robe: color.RGBA{0x2e, 0x4e, 0x9a, 0xff}, Trim: color.RGBA{0xd8, 0x30, 0x30, 0xff}, Style: render.HairBob, Head: render.HeadBow},       // Snow White
	{Skin: skinFair, Hair: hairRed, Robe: color.RGBA{0x6a, 0x4a, 0xa8, 0xff}, Trim: gownCream, Style: render.HairFlowing, Head: render.HeadNone},                             // the Little Mermaid
	{Skin: skinBrown, Hair: hairBlack, Robe: color.RGBA{0xc8, 0x9a, 0x62, 0xff}, Trim: color.RGBA{0x2a, 0x8a, 0x8a, 0xff}, Style: render.HairLong, Head: render.HeadFeather}, // Pocahontas
	{Skin: skinFair, Hair: hairGold, Robe: gownRose, Trim: gownCream, Style: render.HairFlowing, Head: render.HeadCrown},                                                     // Sleeping Beauty
	{Skin: skinFair, Hair: hairFlax, Robe: color.RGBA{0x7a, 0xb8, 0xe8, 0xff}, Trim: hairBlack, Style: render.HairLong, Head: render.HeadBand},                               // Alice
	{Skin: skinWarm, Hair: hairBlack, Robe: color.RGBA{0x8a, 0x2a, 0x22, 0xff}, Trim: color.RGBA{0xd8, 0xb0, 0x40, 0xff}, Style: render.HairShort, Head: render.HeadHelmet},  // Mulan
	{Skin: skinOlive, Hair: hairBlack, Robe: color.RGBA{0xd8, 0x9a, 0x2a, 0xff}, Trim: color.RGBA{0xc0, 0x90, 0xd8, 0xff}, Style: render.HairLong, Head: render.HeadVeil},    // Scheherazade
	{Skin: skinFair, Hair: hairBrown, Robe: color.RGBA{0xc8, 0xd8, 0x98, 0xff}, Trim: gownCream, Style: render.HairBun, Head: render.HeadCrown},                              // the Princess on the Pea
	{Skin: skinFair, Hair: hairSilver, Robe: color.RGBA{0x2a, 0x5a, 0x98, 0xff}, Trim: hairSilver, Style: render.HairBraid, Head: render.HeadTiara},                          // the Ice Princess
	{Skin: skinWarm, Hair: hairRed, Robe: color.RGBA{0x3a, 0x2a, 0x3a, 0xff}, Trim: color.RGBA{0xd8, 0xb0, 0x40, 0xff}, Style: render.HairLong, Head: render.HeadCrown},      // Carmesina
	{Skin: skinFair, Hair: hairGold, Robe: color.RGBA{0x9a, 0x6a, 0xc0, 0xff}, Trim: gownCream, Style: render.HairBraid, Head: render.HeadFlower},                            // Rapunzel
	{Skin: skinFair, Hair: hairBrown, Robe: color.RGBA{0x8a, 0xc0, 0x6a, 0xff}, Trim: gownRose, Style: render.HairShort, Head: render.HeadFlower},                            // Thumbelina
}
