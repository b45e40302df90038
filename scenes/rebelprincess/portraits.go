package rebelprincess

import (
	"image/color"

	"parlour/render"
)

// Gowns of the portraits.
var (
	gownRose  = color.RGBA{0xe0, 0x8a, 0xa8, 0xff}
	gownCream = color.RGBA{0xf4, 0xea, 0xd4, 0xff}
)

// princessPortraits: each princess's bust, told apart by her hair and
// headdress as well as her colour, with her emblem (princessIcons) in the
// medallion.
var princessPortraits = []render.Portrait{
	{Skin: render.SkinFair, Hair: render.HairGold, Robe: color.RGBA{0x9c, 0xc4, 0xf0, 0xff}, Trim: gownCream, Style: render.HairBun, Head: render.HeadTiara},                               // Cinderella
	{Skin: render.SkinFair, Hair: render.HairBlack, Robe: color.RGBA{0x2e, 0x4e, 0x9a, 0xff}, Trim: color.RGBA{0xd8, 0x30, 0x30, 0xff}, Style: render.HairBob, Head: render.HeadBow},       // Snow White
	{Skin: render.SkinFair, Hair: render.HairRed, Robe: color.RGBA{0x6a, 0x4a, 0xa8, 0xff}, Trim: gownCream, Style: render.HairFlowing, Head: render.HeadNone},                             // the Little Mermaid
	{Skin: render.SkinBrown, Hair: render.HairBlack, Robe: color.RGBA{0xc8, 0x9a, 0x62, 0xff}, Trim: color.RGBA{0x2a, 0x8a, 0x8a, 0xff}, Style: render.HairLong, Head: render.HeadFeather}, // Pocahontas
	{Skin: render.SkinFair, Hair: render.HairGold, Robe: gownRose, Trim: gownCream, Style: render.HairFlowing, Head: render.HeadCrown},                                                     // Sleeping Beauty
	{Skin: render.SkinFair, Hair: render.HairFlax, Robe: color.RGBA{0x7a, 0xb8, 0xe8, 0xff}, Trim: render.HairBlack, Style: render.HairLong, Head: render.HeadBand},                        // Alice
	{Skin: render.SkinWarm, Hair: render.HairBlack, Robe: color.RGBA{0x8a, 0x2a, 0x22, 0xff}, Trim: color.RGBA{0xd8, 0xb0, 0x40, 0xff}, Style: render.HairShort, Head: render.HeadHelmet},  // Mulan
	{Skin: render.SkinOlive, Hair: render.HairBlack, Robe: color.RGBA{0xd8, 0x9a, 0x2a, 0xff}, Trim: color.RGBA{0xc0, 0x90, 0xd8, 0xff}, Style: render.HairLong, Head: render.HeadVeil},    // Scheherazade
	{Skin: render.SkinFair, Hair: render.HairBrown, Robe: color.RGBA{0xc8, 0xd8, 0x98, 0xff}, Trim: gownCream, Style: render.HairBun, Head: render.HeadCrown},                              // the Princess on the Pea
	{Skin: render.SkinFair, Hair: render.HairSilver, Robe: color.RGBA{0x2a, 0x5a, 0x98, 0xff}, Trim: render.HairSilver, Style: render.HairBraid, Head: render.HeadTiara},                   // the Ice Princess
	{Skin: render.SkinWarm, Hair: render.HairRed, Robe: color.RGBA{0x3a, 0x2a, 0x3a, 0xff}, Trim: color.RGBA{0xd8, 0xb0, 0x40, 0xff}, Style: render.HairLong, Head: render.HeadCrown},      // Carmesina
	{Skin: render.SkinFair, Hair: render.HairGold, Robe: color.RGBA{0x9a, 0x6a, 0xc0, 0xff}, Trim: gownCream, Style: render.HairBraid, Head: render.HeadFlower},                            // Rapunzel
	{Skin: render.SkinFair, Hair: render.HairBrown, Robe: color.RGBA{0x8a, 0xc0, 0x6a, 0xff}, Trim: gownRose, Style: render.HairShort, Head: render.HeadFlower},                            // Thumbelina
}
