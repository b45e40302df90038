// Package style is Parlour's visual language in one place: the palette, the
// type scale, the spacing, the card frame, the touch size and the motion
// timings and curves. The drawing primitives (package render), the menus, the
// table kit (scenes/table) and every game's table draw only with these
// values, so a change of art direction is made here once for all games.
//
// Sizes are in units of the screen (see Unit) unless a name says otherwise;
// every text size has a floor in CSS pixels, so nothing is drawn too small to
// read on a phone.
package style

import (
	"image/color"
	"math"
)

// Palette: the table's colours, as SetContrast last chose them. Read them
// when drawing (never copy one into a variable of your own at start-up),
// so that a change of contrast reaches everything drawn next.
var (
	Felt      color.RGBA // the table
	FeltDark  color.RGBA // bars and wells on the table
	FeltDeep  color.RGBA // pickers and drawers over the table
	SeatFill  color.RGBA // a seat panel
	OutFill   color.RGBA // a seat that is out of the round
	Button    color.RGBA // a button at rest
	Ink       color.RGBA // text on paper
	Paper     color.RGBA // a card's face
	Cream     color.RGBA // text on felt
	Gold      color.RGBA // headings, the seat whose turn it is
	Muted     color.RGBA // secondary text, what is gone
	Highlight color.RGBA // what can be picked, the selection
	Focus     color.RGBA // the keyboard's focus ring
	Danger    color.RGBA // out, a hit, a move that costs you
	Good      color.RGBA // ready, a win
	Shade     color.RGBA // shadows
	Veil      color.RGBA // behind a summary or dialog
	Notice    color.RGBA // the notice strip
	BackFill  color.RGBA // a card's back
	BackInner color.RGBA
	Disabled  color.RGBA // laid over a card that cannot be picked
	// EdgeMix is how far a panel's border leans from gold to the felt.
	EdgeMix float64
	// Line scales the focus ring's and the buttons' borders.
	Line float64
)

// palette is one set of the colours above.
type palette struct {
	felt, feltDark, feltDeep, seatFill, outFill, button, ink, paper, cream, gold, muted,
	highlight, focus, danger, good, shade, veil, notice, backFill, backInner, disabled color.RGBA
	edgeMix, line float64
}

// normal is the table as designed: warm felt under a lamp.
var normal = palette{
	felt:      color.RGBA{0x1f, 0x4d, 0x3a, 0xff},
	feltDark:  color.RGBA{0x16, 0x38, 0x2a, 0xff},
	feltDeep:  color.RGBA{0x10, 0x26, 0x1c, 0xff},
	seatFill:  color.RGBA{0x14, 0x3b, 0x2c, 0xff},
	outFill:   color.RGBA{0x2b, 0x2f, 0x2d, 0xff},
	button:    color.RGBA{0x2a, 0x62, 0x4b, 0xff},
	ink:       color.RGBA{0x22, 0x1c, 0x18, 0xff},
	paper:     color.RGBA{0xfb, 0xf6, 0xea, 0xff},
	cream:     color.RGBA{0xf2, 0xe6, 0xc9, 0xff},
	gold:      color.RGBA{0xe8, 0xc1, 0x5a, 0xff},
	muted:     color.RGBA{0x9a, 0xa8, 0x9e, 0xff},
	highlight: color.RGBA{0xff, 0xe0, 0x7a, 0xff},
	focus:     color.RGBA{0x7f, 0xd4, 0xff, 0xff},
	danger:    color.RGBA{0xd9, 0x4f, 0x4f, 0xff},
	good:      color.RGBA{0x6f, 0xcf, 0x8f, 0xff},
	shade:     color.RGBA{0, 0, 0, 0x70},
	veil:      color.RGBA{0, 0, 0, 0x90},
	notice:    color.RGBA{0x20, 0x20, 0x20, 0xe8},
	backFill:  color.RGBA{0x7a, 0x1f, 0x2b, 0xff},
	backInner: color.RGBA{0x96, 0x2d, 0x3b, 0xff},
	disabled:  color.RGBA{0x30, 0x30, 0x30, 0x90},
	edgeMix:   0.6,
	line:      1,
}

// high is the high-contrast table (issue 31): a near-black felt, white
// text and paper, black ink, secondary text light enough to read at 7:1,
// brighter state colours, gold borders and heavier rings, and what cannot
// be picked greyed further.
var high = palette{
	felt:      color.RGBA{0x08, 0x1c, 0x13, 0xff},
	feltDark:  color.RGBA{0x03, 0x0f, 0x0a, 0xff},
	feltDeep:  color.RGBA{0x00, 0x08, 0x05, 0xff},
	seatFill:  color.RGBA{0x00, 0x0d, 0x08, 0xff},
	outFill:   color.RGBA{0x24, 0x24, 0x24, 0xff},
	button:    color.RGBA{0x0b, 0x36, 0x25, 0xff},
	ink:       color.RGBA{0x00, 0x00, 0x00, 0xff},
	paper:     color.RGBA{0xff, 0xff, 0xff, 0xff},
	cream:     color.RGBA{0xff, 0xff, 0xff, 0xff},
	gold:      color.RGBA{0xff, 0xd2, 0x3f, 0xff},
	muted:     color.RGBA{0xc9, 0xd4, 0xcd, 0xff},
	highlight: color.RGBA{0xff, 0xee, 0x33, 0xff},
	focus:     color.RGBA{0x5c, 0xe1, 0xff, 0xff},
	danger:    color.RGBA{0xff, 0x70, 0x70, 0xff},
	good:      color.RGBA{0x7d, 0xf5, 0xa3, 0xff},
	shade:     color.RGBA{0, 0, 0, 0x90},
	veil:      color.RGBA{0, 0, 0, 0xc8},
	notice:    color.RGBA{0x00, 0x00, 0x00, 0xf8},
	backFill:  color.RGBA{0x6a, 0x10, 0x1e, 0xff},
	backInner: color.RGBA{0x9e, 0x26, 0x37, 0xff},
	disabled:  color.RGBA{0x10, 0x10, 0x10, 0xb0},
	edgeMix:   0.15,
	line:      1.6,
}

func init() { SetContrast(false) }

// highOn is the contrast SetContrast last chose.
var highOn bool

// SetContrast chooses the high-contrast palette or the normal one. Images
// drawn with the old colours and kept (render's caches) must be dropped by
// the caller.
func SetContrast(on bool) {
	p := normal
	if on {
		p = high
	}
	highOn = on
	Felt, FeltDark, FeltDeep, SeatFill, OutFill, Button = p.felt, p.feltDark, p.feltDeep, p.seatFill, p.outFill, p.button
	Ink, Paper, Cream, Gold, Muted = p.ink, p.paper, p.cream, p.gold, p.muted
	Highlight, Focus, Danger, Good = p.highlight, p.focus, p.danger, p.good
	Shade, Veil, Notice, BackFill, BackInner, Disabled = p.shade, p.veil, p.notice, p.backFill, p.backInner, p.disabled
	EdgeMix, Line = p.edgeMix, p.line
}

// HighContrast reports whether the high-contrast palette is on.
func HighContrast() bool { return highOn }

// Mix blends a toward b by t (0 is a, 1 is b).
func Mix(a, b color.Color, t float64) color.RGBA {
	ar, ag, ab, aa := a.RGBA()
	br, bg, bb, ba := b.RGBA()
	f := func(x, y uint32) uint8 { return uint8((float64(x)*(1-t) + float64(y)*t) / 257) }
	return color.RGBA{f(ar, br), f(ag, bg), f(ab, bb), f(aa, ba)}
}

// Edge is the soft gold of a panel's border.
func Edge() color.RGBA { return Mix(Gold, Felt, EdgeMix) }

// Unit is the base size every margin and font scales with, in device
// pixels, for a w×h canvas at the given device scale (device pixels per CSS
// pixel). It is a fortieth of the short side, and never less than 11 CSS
// pixels, so a 360-pixel phone still reads comfortably.
func Unit(w, h, scale float64) float64 {
	return math.Max(11*scale, math.Min(w, h)/40)
}

// TouchCSS is the smallest comfortable touch target, in CSS pixels.
const TouchCSS = 44

// Touch is TouchCSS in device pixels.
func Touch(scale float64) float64 { return TouchCSS * scale }

// MinTargetCSS is the least a target may measure on a side, in real CSS
// pixels, where a box has no room for Touch: WCAG 2.2's Target Size
// (Minimum), 2.5.8.
const MinTargetCSS = 24

// MinTarget is MinTargetCSS in device pixels, at scale device pixels per
// layout CSS pixel in a box drawn at zoom (0 is 1; an embed of 320×240
// draws a larger layout scaled down).
func MinTarget(scale, zoom float64) float64 {
	if zoom <= 0 {
		zoom = 1
	}
	return MinTargetCSS * scale / zoom
}

// Type is the type scale for one screen, in device pixels: every text size
// of the menus and the table kit is one of these steps (a size fitted to its
// room starts from one).
type Type struct {
	Hero  float64 // the title screen's name
	Title float64 // a screen's or a summary's title
	Head  float64 // a section's heading, a game's name
	Label float64 // a button's label, the prompt
	Body  float64 // running text, names in lists
	Small float64 // notes, the log
	Tiny  float64 // legends, captions under cards
}

// Scaled is the type scale with every size k times larger (the larger
// text setting).
func (t Type) Scaled(k float64) Type {
	return Type{Hero: t.Hero * k, Title: t.Title * k, Head: t.Head * k, Label: t.Label * k, Body: t.Body * k, Small: t.Small * k, Tiny: t.Tiny * k}
}

// AtLeast is the type scale with every size raised to at least min: in a
// box drawn scaled down (see Zoom) the steps' floors, in layout pixels, fall
// under what a person can read, so the app raises them to ReadableCSS real
// CSS pixels (the small steps then meet: a tiny box has one size for notes,
// legends and running text).
func (t Type) AtLeast(min float64) Type {
	f := func(x float64) float64 { return math.Max(x, min) }
	return Type{Hero: f(t.Hero), Title: f(t.Title), Head: f(t.Head), Label: f(t.Label), Body: f(t.Body), Small: f(t.Small), Tiny: f(t.Tiny)}
}

// TextFloor is the smallest text, in device pixels, at scale device pixels
// per layout CSS pixel in a box drawn at zoom (0 is 1): MinTextCSS layout
// pixels, and never under ReadableCSS real CSS pixels.
func TextFloor(scale, zoom float64) float64 {
	if zoom <= 0 {
		zoom = 1
	}
	return math.Max(MinTextCSS*scale, ReadableCSS*scale/zoom)
}

// TypeFor is the type scale at unit u and device scale; each size has a
// floor in CSS pixels (Tiny, the smallest, is 11).
func TypeFor(u, scale float64) Type {
	f := func(units, floorCSS float64) float64 { return math.Max(units*u, floorCSS*scale) }
	return Type{Hero: f(3.7, 30), Title: f(3.2, 26), Head: f(1.7, 17), Label: f(1.375, 15.4),
		Body: f(1.25, 14), Small: f(1.05, 12.5), Tiny: f(0.9, 11)}
}

// Leading is the height of a line of text over its size: a heading's row
// above the buttons it names, a list's line.
const Leading = 1.4

// Space is the spacing scale for one screen, in device pixels: every gap,
// margin and padding of the menus and the table kit is one of these steps
// (or a sum of them).
type Space struct {
	XS float64 // tight: between the buttons of a toolbar, a label off its edge
	S  float64 // between neighbours: buttons in a row, lines of a list
	M  float64 // a margin: a screen's or a panel's edge to its content
	L  float64 // between sections
}

// The spacing steps, in units.
const (
	SpaceXS = 0.3
	SpaceS  = 0.6
	SpaceM  = 1
	SpaceL  = 1.6
)

// SpaceFor is the spacing scale at unit u.
func SpaceFor(u float64) Space {
	return Space{XS: SpaceXS * u, S: SpaceS * u, M: SpaceM * u, L: SpaceL * u}
}

// Control heights, in units (never under the touch size).
const (
	ButtonH = 3.2 // a menu's button
	BarH    = 2.6 // a button in a bar: back, the table's prompt, the replay's
	TopH    = 2.2 // a button in the table's top bar (Menu, rules, Log, Undo, Hint)
)

// MinTextCSS is the smallest text the layouts plan for, in CSS pixels.
const MinTextCSS = 11

// ReadableCSS is the size, in CSS pixels, under which no text is drawn at
// all: a card too small for its name shows its value and picture, and a
// label too long for its button takes two lines (the browser tests check it
// on phone sizes).
const ReadableCSS = 10

// Panels, in units.
const (
	Gap    = SpaceS // between neighbours
	Radius = 0.6    // a panel's corners
	Border = 0.12
)

// The card frame: proportions of a card's width.
const (
	CardAspect  = 1.4   // height over width
	CardRadius  = 0.08  // corners
	CardBorder  = 0.012 // the ink line around a face
	CardCoin    = 0.14  // the value's coin, top left
	CardBandTop = 0.16  // the colour band behind the picture
	CardBandH   = 0.5
	CardTextMin = 120 // device pixels of width from which a card prints its rule
)

// Motion timings in seconds at normal speed; the speed setting scales them.
const (
	Flight   = 0.38 // one card travelling
	Deal     = 0.22 // a card dealt: quick, overlapping the next
	Hold     = 1.4  // a revealed card lingers so it can be read
	Beat     = 0.45 // the least time a captioned event holds the table
	Glow     = 0.8  // a seat lit up
	Shake    = 1.1  // a seat knocked sideways
	CountUp  = 0.7  // a number counting to its new value
	Summary  = 0.3  // the pause before a summary
	BotPause = 0.6  // how long a bot waits before acting
)

// EaseInOut is a smooth start and stop (cubic): the curve of every flight.
func EaseInOut(p float64) float64 {
	if p < 0.5 {
		return 4 * p * p * p
	}
	q := -2*p + 2
	return 1 - q*q*q/2
}

// EaseOut is a quick start that settles (counts, glows).
func EaseOut(p float64) float64 { q := 1 - p; return 1 - q*q*q }

// MinBoxCSS is the shortest side, in CSS pixels, the layouts are made for
// (the smallest phone the browser tests lay out, 360×640): the top bar's touch
// targets, the table's ring, the setup's rows.
const MinBoxCSS = 360

// Zoom is how much smaller than their CSS size a box of w×h CSS pixels
// draws everything, so that a smaller box (an embed of 320×240) shows the
// layout of a MinBoxCSS one scaled down, rather than one that overlaps:
// 1 from MinBoxCSS up.
func Zoom(w, h float64) float64 {
	if w <= 0 || h <= 0 {
		return 1
	}
	return math.Min(1, math.Min(w, h)/MinBoxCSS)
}
