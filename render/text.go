package render

import (
	"image/color"
	"math"
	"strings"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"
	etxtcache "github.com/tinne26/etxt/cache"
	"golang.org/x/image/font/sfnt"

	fontdata "parlour/assets/fonts"
)

// Parlour's faces (assets/fonts), cut down to Latin (Polish included) and
// Cyrillic (Russian, Ukrainian) and the symbols the catalogs use: a display
// face for titles, headings and names, and a text face, regular and bold,
// for everything else.
var (
	fontsOnce              sync.Once
	display, regular, bold *sfnt.Font
)

func fonts() {
	fontsOnce.Do(func() {
		for _, f := range []struct {
			dst  **sfnt.Font
			data []byte
		}{{&display, fontdata.Display}, {&regular, fontdata.Regular}, {&bold, fontdata.Bold}} {
			var err error
			if *f.dst, err = sfnt.Parse(f.data); err != nil {
				panic(err) // embedded font data: a build problem, not input
			}
		}
	})
}

// Text draws strings in the text face, and its Display in the display face.
// Sizes are in device pixels.
type Text struct {
	r         *etxt.Renderer
	display   *Text
	isDisplay bool
	warm      *glyphWarm // shared with display
	// widths remembers what Width measured: a frame measures the same
	// words at the same sizes again and again (each step of Fit, every
	// seat's name, the snapshots the tests read), and etxt measures glyph
	// by glyph each time (a Rebel Princess table spent 40% of a native
	// game in it). A face and a size give one width, so nothing goes stale;
	// it is emptied when full (maxWidths), which bounds its memory.
	widths map[widthKey]float64
}

type widthKey struct {
	s      string
	size   float64
	isBold bool
}

// maxWidths bounds Text.widths: the words of a few screens at their sizes.
const maxWidths = 4096

// NewText prepares a text renderer with a glyph cache.
func NewText() *Text {
	fonts()
	r := etxt.NewRenderer()
	r.SetFont(regular)
	glyphs := etxtcache.NewDefaultCache(8 * 1024 * 1024)
	r.SetCacheHandler(countingHandler{glyphs.NewHandler()})
	// A character the fonts lack (a check mark in a catalog, an emoji in a
	// name) is left out rather than stopping the program.
	r.Glyph().SetMissHandler(etxt.OnMissSkip)
	t := &Text{r: r, warm: newGlyphWarm(glyphs)}
	t.display = &Text{r: r, isDisplay: true, warm: t.warm}
	t.display.display = t.display
	return t
}

// countingHandler is etxt's glyph cache, counting each glyph rasterised
// into it as an image drawn into the cache (Warming): a new size of text
// costs a frame as much as new card images do.
type countingHandler struct {
	etxtcache.GlyphCacheHandler
}

func (h countingHandler) PassMask(g sfnt.GlyphIndex, m etxtcache.GlyphMask) {
	drawnNow++
	h.GlyphCacheHandler.PassMask(g, m)
}

// Display is the same renderer (and glyph cache) drawing in the display face:
// titles, headings, seat names and card names. Every method works on it; the
// display face has one weight, so isBold makes no difference there.
func (t *Text) Display() *Text { return t.display }

// Align says where (x, y) is relative to the text.
type Align = etxt.Align

// Alignments.
const (
	Left   = etxt.Left | etxt.VertCenter
	Center = etxt.Center
	Right  = etxt.Right | etxt.VertCenter
	TopL   = etxt.Left | etxt.Top
)

// Draw writes s at (x, y).
func (t *Text) Draw(dst *ebiten.Image, s string, x, y, size float64, c color.Color, align Align, isBold bool) {
	if size < 1 || s == "" {
		return
	}
	seen(size, s)
	defer timeText(time.Now())
	t.set(size, c, align, isBold)
	t.warm.note(t.r, s)
	t.r.Draw(dst, s, int(x), int(y))
}

// Wrap writes s wrapped to width, from its top-left corner.
func (t *Text) Wrap(dst *ebiten.Image, s string, x, y, width, size float64, c color.Color, isBold bool) {
	if size < 1 || s == "" {
		return
	}
	seen(size, s)
	defer timeText(time.Now())
	t.set(size, c, TopL, isBold)
	t.warm.note(t.r, s)
	// A room of no width (a frame too narrow for what it holds) wraps a
	// word a line rather than crash.
	t.r.DrawWithWrap(dst, s, int(x), int(y), max(0, int(width)))
}

// Width measures s.
func (t *Text) Width(s string, size float64, isBold bool) float64 {
	k := widthKey{s, size, isBold}
	if w, ok := t.widths[k]; ok {
		return w
	}
	t.set(size, color.Black, Left, isBold)
	w := float64(t.r.Measure(s).Width().ToFloat64())
	if t.widths == nil || len(t.widths) >= maxWidths {
		t.widths = make(map[widthKey]float64, 256)
	}
	t.widths[k] = w
	return w
}

// Fit returns the largest size up to max at which s fits in width.
func (t *Text) Fit(s string, width, max float64, isBold bool) float64 {
	size := max
	for size > 6 && t.Width(s, size, isBold) > width {
		size *= 0.9
	}
	return size
}

// displayAdjust scales the display face's sizes: its x-height is 0.458 em
// and the text face's 0.506, so at one nominal size a seat's name would look
// a size smaller than the status under it (CSS's size-adjust).
const displayAdjust = 1.1

func (t *Text) set(size float64, c color.Color, align Align, isBold bool) {
	if t.isDisplay {
		t.r.SetFont(display)
		size *= displayAdjust
	} else if isBold {
		t.r.SetFont(bold)
	} else {
		t.r.SetFont(regular)
	}
	t.r.SetSize(size)
	t.r.SetColor(c)
	t.r.SetAlign(align)
}

// WrapHeight is the height s takes when wrapped to width.
func (t *Text) WrapHeight(s string, width, size float64) float64 {
	t.set(size, color.Black, TopL, false)
	return t.r.MeasureWithWrap(s, max(0, int(width))).Height().ToFloat64()
}

// Clip shortens s with an ellipsis until it fits width at size.
func (t *Text) Clip(s string, width, size float64, isBold bool) string {
	if t.Width(s, size, isBold) <= width {
		return s
	}
	clipped(s)
	r := []rune(s)
	for len(r) > 1 && t.Width(string(r)+"…", size, isBold) > width {
		r = r[:len(r)-1]
	}
	return strings.TrimSpace(string(r)) + "…"
}

// FitOrClip is s and a size for it in width: the largest size up to max at
// which it fits, and when that is under the readable size, s clipped with
// an ellipsis at the readable size.
func (t *Text) FitOrClip(s string, width, max float64, isBold bool) (string, float64) {
	size := t.Fit(s, width, max, isBold)
	if size >= Readable() {
		return s, size
	}
	size = math.Min(max, Readable())
	return t.Clip(s, width, size, isBold), size
}
