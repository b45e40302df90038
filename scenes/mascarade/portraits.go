package mascarade

import (
	"image/color"

	mg "parlour/game/mascarade"
	"parlour/render"
)

// Cloth of the portraits.
var (
	black  = color.RGBA{0x22, 0x1e, 0x24, 0xff}
	gold   = color.RGBA{0xe8, 0xc0, 0x4a, 0xff}
	cream  = color.RGBA{0xf4, 0xee, 0xe0, 0xff}
	silver = color.RGBA{0xd0, 0xd4, 0xdc, 0xff}
)

// maskPortraits: every character of the court, told apart by outline —
// hair, beard and headdress — and by the emblem in the medallion (maskIcons);
// Face puts each in an eye mask.
var maskPortraits = [mg.NumMasks]render.Portrait{
	mg.Judge:     {Skin: render.SkinWarm, Hair: render.HairSilver, Robe: black, Trim: black, Style: render.HairFlowing},
	mg.Empress:   {Skin: render.SkinFair, Hair: render.HairBrown, Robe: color.RGBA{0xc8, 0xa8, 0xe0, 0xff}, Trim: gold, Style: render.HairBun, Head: render.HeadCrown},
	mg.King:      {Skin: render.SkinWarm, Hair: render.HairBrown, Robe: color.RGBA{0x6a, 0x1a, 0x1a, 0xff}, Trim: gold, Style: render.HairShort, Head: render.HeadCrown, Beard: true},
	mg.Widow:     {Skin: render.SkinFair, Hair: render.HairBlack, Robe: black, Trim: black, Style: render.HairBun, Head: render.HeadVeil},
	mg.Patron:    {Skin: render.SkinBrown, Hair: render.HairBlack, Robe: color.RGBA{0x1e, 0x4a, 0x40, 0xff}, Trim: gold, Style: render.HairShort, Head: render.HeadTiara, Beard: true},
	mg.Princess:  {Skin: render.SkinFair, Hair: render.HairGold, Robe: cream, Trim: color.RGBA{0x9a, 0x2a, 0x5a, 0xff}, Style: render.HairFlowing, Head: render.HeadTiara},
	mg.Fool:      {Skin: render.SkinFair, Hair: render.HairRed, Robe: color.RGBA{0x3a, 0x6a, 0xb8, 0xff}, Trim: color.RGBA{0xc8, 0x2a, 0x2a, 0xff}, Style: render.HairShort, Head: render.HeadJester},
	mg.Peasant:   {Skin: render.SkinWarm, Hair: render.HairBrown, Robe: color.RGBA{0x5a, 0x7a, 0x3a, 0xff}, Trim: color.RGBA{0xc8, 0x3a, 0x2a, 0xff}, Style: render.HairBraid, Head: render.HeadBand},
	mg.Thief:     {Skin: render.SkinOlive, Hair: render.HairBlack, Robe: color.RGBA{0x4a, 0x3a, 0x2a, 0xff}, Trim: black, Style: render.HairShort, Head: render.HeadHood},
	mg.Trickster: {Skin: render.SkinFair, Hair: render.HairBlack, Robe: color.RGBA{0xe8, 0xb0, 0x3a, 0xff}, Trim: color.RGBA{0x2a, 0x8a, 0x6a, 0xff}, Style: render.HairBob, Head: render.HeadFeather},
	mg.Beggar:    {Skin: render.SkinWarm, Hair: render.HairGrey, Robe: color.RGBA{0x6a, 0x5a, 0x4a, 0xff}, Trim: color.RGBA{0x3a, 0x34, 0x30, 0xff}, Style: render.HairShort, Beard: true},
	mg.Guru:      {Skin: render.SkinBrown, Hair: render.HairGrey, Robe: color.RGBA{0xe8, 0x80, 0x30, 0xff}, Trim: cream, Style: render.HairShort, Head: render.HeadTurban, Beard: true},
	mg.Witch:     {Skin: render.SkinFair, Hair: render.HairBlack, Robe: color.RGBA{0x2a, 0x3a, 0x2a, 0xff}, Trim: black, Style: render.HairLong, Head: render.HeadPointed},
	mg.Cheat:     {Skin: render.SkinFair, Hair: render.HairRed, Robe: color.RGBA{0x2a, 0x2a, 0x4a, 0xff}, Trim: gold, Style: render.HairBob, Head: render.HeadBow},
	mg.Spy:       {Skin: render.SkinOlive, Hair: render.HairBrown, Robe: color.RGBA{0x8a, 0x8a, 0x94, 0xff}, Trim: black, Style: render.HairLong, Head: render.HeadBrim},
	mg.Puppeteer: {Skin: render.SkinFair, Hair: render.HairBrown, Robe: color.RGBA{0x3a, 0x2a, 0x4a, 0xff}, Trim: silver, Style: render.HairFlowing, Beard: true},
}
