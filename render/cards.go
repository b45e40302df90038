package render

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render/layout"
	"parlour/render/style"
)

// CardFace is what a card shows: never its colour alone, always its value,
// its name and an icon. Deck and ID name the face (a game's name and its own
// number for the card): cached drawings are keyed by them (and the name, which
// changes with the language), so two games' cards never share an image.
type CardFace struct {
	Deck   string
	ID     int
	Value  string // printed in the coin at the top left; "" for none
	Name   string
	Text   string // the short rule, shown when the card is large enough
	Colour color.RGBA
	Icon   func(dst *ebiten.Image, cx, cy, size float64, c color.Color)
	Frame  Frame // the deck's frame; the zero Frame is DefaultFrame
}

// CardState changes how a card is drawn.
type CardState struct {
	FaceDown bool
	Disabled bool
	Selected bool
	Hover    bool
}

// A card's state in its cached image's key.
const (
	flagFaceDown uint8 = 1 << iota
	flagDisabled
	flagSelected
	flagHover
)

// Card draws a card in r (from a cached image of that face, size and state).
func Card(dst *ebiten.Image, t *Text, r layout.Rect, f CardFace, st CardState) {
	var flags uint8
	for i, b := range []bool{st.FaceDown, st.Disabled, st.Selected, st.Hover} {
		if b {
			flags |= 1 << i
		}
	}
	w, h := math.Round(r.W), math.Round(r.H)
	key, pad := cardKey(w, h, f, flags)
	img := cached(key, func(img *ebiten.Image) {
		drawCard(img, t, cardRect(w, h, pad), f, st)
	})
	noteSlot(f.Deck, w, h, flags)
	blit(dst, img, math.Round(r.X)-pad, math.Round(r.Y)-pad)
}

// cardKey is the cache key of face f drawn w×h (whole pixels) with flags, and the margin
// its image leaves around the card for the shadow and the selection ring.
func cardKey(w, h float64, f CardFace, flags uint8) (cacheKey, float64) {
	pad := math.Ceil(w * 0.12)
	iw, ih := int(math.Ceil(w+2*pad)), int(math.Ceil(h+2*pad))
	return cacheKey{kind: "card", deck: f.Deck, id: f.ID, w: iw, h: ih, flags: flags, extra: f.Name}, pad
}

// cardRect is where a w×h card lies in its cached image.
func cardRect(w, h, pad float64) layout.Rect { return layout.Rect{X: pad, Y: pad, W: w, H: h} }

// iconText is the text a card's picture is drawn with, while Card draws it.
var iconText *Text

// IconText is the text renderer the card being drawn was given: a face's
// Icon that prints a numeral in its picture uses it (nil outside Card).
// Icons have no text of their own, and two games kept one in a global set
// by whichever screen drew first, so a rules page opened before any table
// drew its cards without their numerals.
func IconText() *Text { return iconText }

func drawCard(dst *ebiten.Image, t *Text, r layout.Rect, f CardFace, st CardState) {
	rad := r.W * style.CardRadius
	shadow := r
	shadow.X += r.W * 0.03
	shadow.Y += r.W * 0.04
	Panel(dst, shadow, rad, style.Shade, nil, 0)
	if st.Selected {
		Panel(dst, r.Inset(-r.W*0.05), rad*1.3, style.Highlight, nil, 0)
	}
	if st.FaceDown {
		drawBack(dst, r)
		return
	}
	drawFrame(dst, r, rad, f.Frame)
	// A coloured band behind the icon, and a matching frame.
	band := layout.Rect{X: r.X + r.W*0.07, Y: r.Y + r.H*style.CardBandTop, W: r.W * 0.86, H: r.H * style.CardBandH}
	Panel(dst, band, rad*0.6, f.Colour, style.Mix(f.Colour, style.Ink, 0.4), math.Max(1, r.W*0.01))
	if f.Icon != nil {
		iconText = t
		f.Icon(dst, band.CX(), band.CY(), band.H*0.62, style.Paper)
		iconText = nil
	}
	// The value in a coin at the top left, the name along the bottom.
	// Text under the readable size is left out (a small card shows its
	// picture and value); the value's coin grows to keep its number readable.
	if f.Value != "" {
		coin := r.W * style.CardCoin
		size := t.Fit(f.Value, coin*1.7, coin*1.5, true)
		if size < Readable() {
			coin *= Readable() / size
			size = Readable()
		}
		Circle(dst, r.X+coin*1.15, r.Y+coin*1.05, coin, style.Mix(f.Colour, style.Ink, 0.35))
		t.Draw(dst, f.Value, r.X+coin*1.15, r.Y+coin*1.05, size, style.Paper, Center, true)
	}
	// The name in the display face, as the rules and the seats name cards,
	// and under it the rule where the card prints it.
	at := cardLines[0]
	ruleSize, rule := 0.0, false
	if f.Text != "" && CardPrintsRule(r.W) {
		at, ruleSize, rule = ruleLines(t, r, f.Text)
	}
	d := t.Display()
	nameW, nameMax, nameY := r.W*0.86, r.W*at.nameMax, r.Y+r.H*at.nameY
	if nameMax < Readable() && Readable() <= r.W*smallNameRoom {
		// A small card (some 40 to 70 pixels wide: a phone's hand, the
		// Guard's picker) names itself at the readable size if the name
		// fits its width, centred under the picture: by its portrait and
		// number alone a newcomer could not tell a Priest from a Baron.
		bandBottom := r.Y + r.H*(style.CardBandTop+style.CardBandH)
		nameW, nameMax, nameY = r.W*0.92, Readable(), (bandBottom+r.Bottom()-r.W*0.05)/2
	}
	if nameSize := d.Fit(f.Name, nameW, nameMax, true); nameSize >= Readable() {
		d.Draw(dst, f.Name, r.CX(), nameY, nameSize, style.Ink, Center, true)
	}
	if rule {
		x, y, w := r.X+r.W*0.08, r.Y+r.H*at.ruleY, r.W*0.84
		if t.WrapHeight(f.Text, w, ruleSize) > ruleRoom(r, at) {
			ruleOverflow(f.Name)
		}
		t.Wrap(dst, f.Text, x, y, w, ruleSize, style.Mix(style.Ink, style.Paper, 0.2), false)
	}
	if st.Disabled {
		Panel(dst, r, rad, style.Disabled, nil, 0)
	}
	if st.Hover && !st.Disabled {
		StrokePath(dst, RoundRectPath(r, rad), math.Max(2, r.W*0.025), style.Highlight)
	}
}

// CardBack draws the back of a card (cached per size).
func CardBack(dst *ebiten.Image, r layout.Rect) {
	pad := math.Ceil(r.W * 0.05)
	w, h := int(math.Ceil(r.W+2*pad)), int(math.Ceil(r.H+2*pad))
	img := cached(cacheKey{kind: "back", w: w, h: h, extra: back.Name}, func(img *ebiten.Image) {
		drawBack(img, layout.Rect{X: pad, Y: pad, W: math.Round(r.W), H: math.Round(r.H)})
	})
	blit(dst, img, math.Round(r.X)-pad, math.Round(r.Y)-pad)
}

// Heart is a heart shape (also the token of affection), cached per size and colour.
func Heart(dst *ebiten.Image, cx, cy, size float64, c color.Color) {
	n := int(math.Ceil(size*1.2)) + 2
	img := cached(cacheKey{kind: "heart", w: n, h: n, extra: fmt.Sprint(c)}, func(img *ebiten.Image) {
		drawHeart(img, float64(n)/2, float64(n)/2, size, c)
	})
	blit(dst, img, math.Round(cx-float64(n)/2), math.Round(cy-float64(n)/2))
}

func drawHeart(dst *ebiten.Image, cx, cy, size float64, c color.Color) {
	s := size / 2
	Circle(dst, cx-s*0.5, cy-s*0.25, s*0.55, c)
	Circle(dst, cx+s*0.5, cy-s*0.25, s*0.55, c)
	Polygon(dst, c, cx-s*1.02, cy-s*0.05, cx+s*1.02, cy-s*0.05, cx, cy+s*1.05)
}

// MovingCard draws a card that changes size as it moves: the image is cached
// at the reference width ref (one size per flight, not one per frame) and
// scaled into r. A nil face draws the back. lift raises a shadow under it;
// lean turns it in perspective (see tween.InAir.Lean; 0 flat).
func MovingCard(dst *ebiten.Image, t *Text, r layout.Rect, ref float64, f *CardFace, lift, lean float64) {
	if r.W < 1 || r.H < 1 {
		return
	}
	ref = math.Max(8, math.Round(ref))
	refH := math.Round(ref * layout.CardAspect)
	pad := math.Ceil(ref * 0.12)
	w, h := int(math.Ceil(ref+2*pad)), int(math.Ceil(refH+2*pad))
	var img *ebiten.Image
	if f == nil {
		img = cached(cacheKey{kind: "moving-back", w: w, h: h, extra: back.Name}, func(img *ebiten.Image) {
			drawBack(img, layout.Rect{X: pad, Y: pad, W: ref, H: refH})
		})
	} else {
		img = cached(cacheKey{kind: "moving", deck: f.Deck, id: f.ID, w: w, h: h, extra: f.Name}, func(img *ebiten.Image) {
			drawCard(img, t, layout.Rect{X: pad, Y: pad, W: ref, H: refH}, *f, CardState{})
		})
	}
	if lean != 0 {
		if lift > 0 {
			var sh ebiten.ColorScale
			sh.Scale(0, 0, 0, float32(0.35*lift))
			drawLeaning(dst, img, pad, r.X+r.W*0.06*lift, r.Y+r.W*0.12*lift, r.W, r.H, lean, sh)
		}
		drawLeaning(dst, img, pad, r.X, r.Y, r.W, r.H, lean, ebiten.ColorScale{})
		return
	}
	sx, sy := r.W/ref, r.H/refH
	if lift > 0 {
		// The card's own image, darkened, is its shadow: it grows away from
		// the card as it rises, and costs no new image per frame.
		var sh ebiten.DrawImageOptions
		sh.GeoM.Translate(-pad, -pad)
		sh.GeoM.Scale(sx, sy)
		sh.GeoM.Translate(r.X+r.W*0.06*lift, r.Y+r.W*0.12*lift)
		sh.ColorScale.Scale(0, 0, 0, float32(0.35*lift))
		sh.Filter = filterFor(sh.GeoM)
		dst.DrawImage(img, &sh)
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-pad, -pad)
	op.GeoM.Scale(sx, sy)
	op.GeoM.Translate(r.X, r.Y)
	op.Filter = filterFor(op.GeoM)
	dst.DrawImage(img, &op)
}

// smallNameRoom is the share of a card's width the room under its picture
// gives a name's size (the room is some 0.42 of the width tall).
const smallNameRoom = 0.3

// cardLine is where a card's name and rule go, in proportions of its
// height (the name's centre, the rule's top) and width (the name's largest
// size).
type cardLine struct{ nameY, nameMax, ruleY float64 }

// cardLines are a card's places for its name and rule: the usual, and for a
// rule too long for its room at the readable size, the name a little higher
// and smaller, the rule starting higher (issue 38: at 390×844 the Guard's
// "out." sat on the card's border).
var cardLines = [...]cardLine{{0.75, 0.15, 0.81}, {0.72, 0.12, 0.775}}

// ruleRoom is the height a card's rule has at at: down to the frame.
func ruleRoom(r layout.Rect, at cardLine) float64 {
	return r.Bottom() - r.W*0.05 - (r.Y + r.H*at.ruleY)
}

// ruleLines is where a card r prints its rule and at what size: from its
// width's share down to the readable size, the rule set smaller until it
// ends above the frame's bottom edge, in the usual place or else the higher
// one; ok is false when it fits in neither (the card leaves it out, as a
// small card does, and a close-up shows it).
func ruleLines(t *Text, r layout.Rect, rule string) (at cardLine, size float64, ok bool) {
	w := r.W * 0.84
	for _, at := range cardLines {
		size, room := r.W*cardRuleSize, ruleRoom(r, at)
		for size*0.92 >= Readable() && t.WrapHeight(rule, w, size) > room {
			size *= 0.92
		}
		if t.WrapHeight(rule, w, size) <= room {
			return at, size, true
		}
	}
	return cardLines[0], 0, false
}

// CardShowsRule reports whether a card drawn in r prints its rule: wide
// enough for it (CardPrintsRule), and the rule fits above its frame.
func CardShowsRule(t *Text, r layout.Rect, rule string) bool {
	if rule == "" || !CardPrintsRule(r.W) {
		return false
	}
	_, _, ok := ruleLines(t, r, rule)
	return ok
}

// RuleWidth is the narrowest card, in device pixels, that prints rule
// whole: CardRuleWidth for most rules, wider for a long one (issue 38: at
// 360×640 the Spy's close-up, drawn at the usual size, left its rule out
// and showed a blank card); 4 × CardRuleWidth when none up to that does.
// Searched pixel by pixel (whether a rule fits need not be monotone in
// the width: the rule's size steps down from a share of it), with a
// pixel of height to spare for rounding, and kept per rule and readable
// size: close-ups ask each frame.
func RuleWidth(t *Text, rule string) float64 {
	least := CardRuleWidth()
	key := ruleWidthKey{rule, least}
	if w, ok := ruleWidths[key]; ok {
		return w
	}
	fits := func(w float64) bool {
		return CardShowsRule(t, layout.Rect{W: w, H: math.Floor(w*layout.CardAspect) - 1}, rule)
	}
	w := least
	for rule != "" && w < 4*least && !fits(w) {
		w++
	}
	if len(ruleWidths) >= 512 {
		clear(ruleWidths) // sizes change as the window does: keep the recent
	}
	ruleWidths[key] = w
	return w
}

type ruleWidthKey struct {
	rule  string
	least float64
}

var ruleWidths = map[ruleWidthKey]float64{}

// CloseUpWidth is how wide a card with rule shows close up: half as large
// again as the narrowest card that prints a rule, so the rule reads
// easily, and never narrower than the narrowest that prints this one.
func CloseUpWidth(t *Text, rule string) float64 {
	return math.Max(1.5*CardRuleWidth(), RuleWidth(t, rule))
}

// overflown are the cards (by name) whose rule was drawn past the frame's
// bottom edge, for the browser tests (never, since issue 38).
var overflown []string

func ruleOverflow(name string) {
	if len(overflown) < maxClipped {
		overflown = append(overflown, name)
	}
}

// RuleOverflow lists the cards whose rule ran onto or past their frame.
func RuleOverflow() []string { return overflown }
