package render

import (
	"math"

	"parlour/render/style"
)

// The smallest text of each frame, in device pixels, counting text inside
// cached images each time they are shown: the browser tests check that no
// text on a phone is drawn under a readable size (issue 19).

const noText = math.MaxFloat64

type textSizes struct {
	min   float64
	words string // the text drawn at min
}

var sizes, lastFrame = textSizes{min: noText}, textSizes{min: noText}

// cssScale is device pixels per CSS pixel, for the readable minimum.
var cssScale = 1.0

// SetScale tells render the screen's device pixels per CSS pixel.
func SetScale(s float64) {
	if s > 0 {
		cssScale = s
	}
}

// Readable is the smallest text size worth drawing, in device pixels.
func Readable() float64 { return style.ReadableCSS * cssScale }

// seen notes text of size drawn now.
func seen(size float64, words string) {
	if size < sizes.min {
		sizes.min, sizes.words = size, words
	}
}

// clippedNow and clippedLast are the texts this frame and the last whole
// frame shortened with an ellipsis (Clip): the browser tests check, in every
// language and at each size, that only what a person typed (a seat's name)
// is ever cut (issue 29: words of the catalog must fit).
var clippedNow, clippedLast []string

// maxClipped bounds the list a frame keeps.
const maxClipped = 16

func clipped(s string) {
	if len(clippedNow) < maxClipped {
		clippedNow = append(clippedNow, s)
	}
}

// LeftOut counts text a screen had no room for at all as cut short.
func LeftOut(s string) { clipped(s) }

// Clipped lists the texts the last whole frame shortened with an ellipsis.
func Clipped() []string { return clippedLast }

// framesBegun counts the frames drawn (BeginFrame calls).
var framesBegun int

// BeginFrame starts counting a new frame's text, uncached paths and new
// cached images.
func BeginFrame() {
	framesBegun++
	clippedNow = clippedNow[:0]
	sizes = textSizes{min: noText}
	pathsLast, pathsNow = pathsNow, 0
	drawnLast, drawnNow = drawnNow, 0
}

// EndFrame makes the frame just drawn the last whole frame of the text
// counts: a screen at rest draws no more frames, so the tests read the one
// it shows (they once read the frame before it: a summary's first frame
// left its lines with no room unreported).
func EndFrame() {
	lastFrame = sizes
	clippedLast = append(clippedLast[:0], clippedNow...)
}

// SmallestText is the smallest text of the last whole frame and what it
// said; ok is false when the frame drew no text.
func SmallestText() (size float64, words string, ok bool) {
	return lastFrame.min, lastFrame.words, lastFrame.min != noText
}

// cardRuleSize is a card's rule text size, as a fraction of its width.
const cardRuleSize = 0.068

// CardPrintsRule reports whether a card w device pixels wide prints its
// rule: wide enough for the rule's lines, and the rule readable.
func CardPrintsRule(w float64) bool {
	return w >= style.CardTextMin && w*cardRuleSize >= Readable()
}

// CardRuleWidth is the narrowest card, in device pixels, that prints its rule.
func CardRuleWidth() float64 { return math.Ceil(math.Max(style.CardTextMin, Readable()/cardRuleSize)) }
