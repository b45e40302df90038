package render

import (
	"cmp"
	"sort"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"
	etxtcache "github.com/tinne26/etxt/cache"
	"golang.org/x/image/font/sfnt"
)

// Drawing a card face for the first time at a size costs a software
// renderer a few milliseconds (its paths, its words' glyphs), and a move can
// bring many at once: a new hand, a trick's cards at the trick's size. So
// the sizes and states at which each deck's cards are drawn are remembered,
// and while a table is at rest (nothing moves, no bot thinks, the screen is
// kept) the deck's other faces are drawn ahead of need at those sizes.

// cardSlot is a size and state at which a deck's cards were drawn.
type cardSlot struct {
	deck  string
	w, h  float64 // the card's own size, rounded (Card's rect)
	flags uint8
}

// slots are the card slots drawn since the cache was last emptied; slotsGen
// counts the slots added, and warmed holds, by deck, the count at which
// WarmCards last found nothing left to draw (so a table at rest does not
// look over its whole deck every frame).
var (
	slots    = map[cardSlot]struct{}{}
	slotsGen int
	warmed   = map[string]int{}
)

// warmCap keeps ahead-of-need drawing well under the cache's limit, so it
// never empties the cache of what is on screen.
const warmCap = 384

// noteSlot remembers that a card of deck was drawn at w×h with flags. Hover
// and selection mark one card at a time: no slot is kept for them.
func noteSlot(deck string, w, h float64, flags uint8) {
	if flags&(flagSelected|flagHover) != 0 || flags&flagFaceDown != 0 || deck == "" {
		return
	}
	s := cardSlot{deck, w, h, flags}
	if _, ok := slots[s]; !ok {
		slots[s] = struct{}{}
		slotsGen++
	}
}

// WarmCards draws, until budget is spent, faces of deck (face(id) for each of
// ids) not yet drawn at the sizes and states its cards have been drawn at, and
// reports whether any is left to draw. It is for frames that keep the screen:
// it draws nothing on it, and its images do not count as the frame's (new
// images, smallest text) until a frame shows them.
func WarmCards(t *Text, deck string, ids []int, face func(id int) CardFace, budget time.Duration) (more bool) {
	if gen, ok := warmed[deck]; ok && gen == slotsGen {
		return false
	}
	var mine []cardSlot
	for s := range slots {
		if s.deck == deck {
			mine = append(mine, s)
		}
	}
	// Plain cards first, larger first: a hand's and a trick's cards before
	// the small marks beside the seats.
	// (sort.Slice rather than slices.SortFunc: a generic sort is compiled
	// anew for each element type, and the download is on a budget.)
	sort.Slice(mine, func(i, j int) bool {
		a, b := mine[i], mine[j]
		return cmp.Or(cmp.Compare(a.flags, b.flags), cmp.Compare(b.w*b.h, a.w*a.h), cmp.Compare(a.w, b.w)) < 0
	})
	start := time.Now()
	keep := saveCounts()
	defer keep.restore()
	for _, s := range mine {
		for _, id := range ids {
			if len(cache) >= warmCap {
				warmed[deck] = slotsGen
				return false
			}
			f := face(id)
			key, pad := cardKey(s.w, s.h, f, s.flags)
			if _, ok := cache[key]; ok {
				continue
			}
			if time.Since(start) >= budget {
				return true
			}
			st := CardState{Disabled: s.flags&flagDisabled != 0}
			cached(key, func(img *ebiten.Image) { drawCard(img, t, cardRect(s.w, s.h, pad), f, st) })
		}
	}
	warmed[deck] = slotsGen
	return false
}

// counts are the frame's tallies that drawing ahead of need must not change.
type counts struct {
	drawn      int
	paths      int
	cacheTime  time.Duration
	textTime   time.Duration
	frameSizes textSizes
}

func saveCounts() counts {
	return counts{drawnNow, pathsNow, cacheTime, textTime, sizes}
}

func (c counts) restore() {
	drawnNow, pathsNow, cacheTime, textTime, sizes = c.drawn, c.paths, c.cacheTime, c.textTime, c.frameSizes
}

// Glyphs are rasterised the first time they are drawn at a size, which in
// wasm costs about as much as drawing them: a move that brings new words (a
// round's rule, a summary) can spend 10–20 ms on it. So the faces and sizes
// text is drawn at are remembered, with the characters drawn so far, and in
// frames at rest every remembered character is rasterised at every
// remembered size.
type glyphWarm struct {
	cache *etxtcache.DefaultCache
	sizes map[faceSize]warmSize
	seen  [0x500]bool // Latin and Cyrillic, the catalogs' scripts
	runes []rune
}

type faceSize struct {
	font *sfnt.Font
	size float64
}

// warmSize is how many of runes are cached at a face and size, and the
// frame (framesBegun) in which text was last drawn at it.
type warmSize struct {
	done, drawnIn int
}

// warmFirst are rasterised at every size in use before any is drawn: the
// letters, digits and marks of most words.
const warmFirst = "etaoinsrhldcumfpgwybvkxjqzETAOINSRHLDCUMFPGWYBVKXJQZ0123456789 .,:;!?'’-–·…()/%+×"

// warmLargest (times the readable size) and warmSizes bound the glyphs
// warmed (a mask at 24 px is about 600 bytes, four positions a glyph), and
// warming stops while the glyph cache is over half full, so that it never
// evicts masks in use (at a high device pixel ratio it warms less).
const (
	warmLargest = 2.6
	warmSizes   = 12
)

func newGlyphWarm(cache *etxtcache.DefaultCache) *glyphWarm {
	w := &glyphWarm{cache: cache, sizes: map[faceSize]warmSize{}}
	w.addRunes(warmFirst)
	return w
}

func (w *glyphWarm) addRunes(s string) {
	for _, c := range s {
		if c < rune(len(w.seen)) && !w.seen[c] {
			w.seen[c] = true
			w.runes = append(w.runes, c)
		}
	}
}

// note remembers the renderer's face and size, and the characters of s, as
// text drawn on screen (text drawn into a cached image is drawn once).
func (w *glyphWarm) note(r *etxt.Renderer, s string) {
	if caching > 0 {
		return
	}
	// Only body sizes are warmed: larger ones (titles, headings) are few
	// words, and their masks would crowd the glyph cache.
	// Sizes in use replace the one drawn longest ago (the menus' sizes
	// give way to the table's).
	k := faceSize{r.GetFont(), r.GetSize()}
	if ws, ok := w.sizes[k]; ok {
		if ws.drawnIn != framesBegun { // one map write a size a frame, not one a string
			ws.drawnIn = framesBegun
			w.sizes[k] = ws
		}
	} else if k.size <= warmLargest*Readable() {
		if len(w.sizes) >= warmSizes {
			oldest := k
			for o, ws := range w.sizes {
				if oldest == k || ws.drawnIn < w.sizes[oldest].drawnIn {
					oldest = o
				}
			}
			delete(w.sizes, oldest)
		}
		w.sizes[k] = warmSize{drawnIn: framesBegun}
	}
	w.addRunes(s)
}

// WarmGlyphs rasterises, until budget is spent, the characters seen so far
// at every face and size text has been drawn at, and reports whether any is
// left. Like WarmCards it is for frames that keep the screen.
func (t *Text) WarmGlyphs(budget time.Duration) (more bool) {
	w := t.warm
	var todo []faceSize
	for k, ws := range w.sizes {
		if ws.done < len(w.runes) {
			todo = append(todo, k)
		}
	}
	if len(todo) == 0 {
		return false
	}
	// Smaller sizes first: the log's and the seats' words are the commonest.
	sort.Slice(todo, func(i, j int) bool { return todo[i].size < todo[j].size })
	start := time.Now()
	keep := saveCounts()
	defer keep.restore()
	font, size := t.r.GetFont(), t.r.GetSize()
	defer func() { t.r.SetFont(font); t.r.SetSize(size) }()
	for _, k := range todo {
		t.r.SetFont(k.font)
		t.r.SetSize(k.size)
		for ws := w.sizes[k]; ws.done < len(w.runes); ws.done++ {
			if time.Since(start) >= budget {
				return true
			}
			if w.cache.CurrentSize() > w.cache.Capacity()/2 {
				return false
			}
			// sfnt's lookup, not etxt's GetRuneIndex, which panics on a font error.
			if g, err := k.font.GlyphIndex(t.r.GetBuffer(), w.runes[ws.done]); err == nil && g != 0 {
				t.r.Glyph().CacheIndex(g)
			}
			w.sizes[k] = warmSize{done: ws.done + 1, drawnIn: ws.drawnIn}
		}
	}
	return false
}
