// Package perf keeps the recent frame work times of the client, so that
// make measure can read percentiles, the longest frame while a bot thinks
// and the longest frame that showed a bot's move, from the running page.
// It does not time anything itself.
package perf

import (
	"slices"
	"sort"
	"time"
)

// window is how many recent frames the percentiles cover (10 s at 60 Hz).
const window = 600

// Kind is what a frame did besides drawing the table.
type Kind int

const (
	// Other is any frame in which no bot thought or moved.
	Other Kind = iota
	// Think is a frame in which a bot thought (the budget: under 50 ms).
	Think
	// Move is a frame in which a bot's move was applied and first drawn,
	// without thinking: its cost is the table's, whichever bot moved.
	Move
	// Review is a frame in which a finished game's review judged
	// decisions (issue 41: no frame over 33 ms while it runs).
	Review
)

// Part names where some of a frame's time went.
type Part int

const (
	Thinking  Part = iota // a bot's search
	Events                // events arriving and playing
	Sync                  // the table catching up with the game
	Save                  // saving the table
	NewImages             // drawing cards, panels and icons into the cache
	Text                  // drawing text, first glyphs included
	Access                // describing the scene to the accessible page and changing it
	partCount
)

// Parts is where a frame's time went, in milliseconds (a fixed struct
// rather than a map: it keeps the download small).
type Parts struct {
	Thinking  float64 `json:"think"`
	Events    float64 `json:"events"`
	Sync      float64 `json:"sync"`
	Save      float64 `json:"save"`
	NewImages float64 `json:"new_images"`
	Text      float64 `json:"text"`
	Access    float64 `json:"access"`
}

// worst is the longest frame of a kind, and where its time went.
type worst struct {
	d, draw time.Duration
	parts   [partCount]time.Duration
	seen    int
	at      int // which of its kind it was (1: the first), to tell a cold start from a steady one
}

func (w *worst) summary() Parts {
	p := w.parts
	return Parts{ms(p[Thinking]), ms(p[Events]), ms(p[Sync]), ms(p[Save]), ms(p[NewImages]), ms(p[Text]), ms(p[Access])}
}

// Frames records durations in a ring.
type Frames struct {
	ring [window]time.Duration
	n    int
	// now is where this frame's time went so far (Add).
	now    [partCount]time.Duration
	think  worst
	move   worst
	other  worst // the longest of the rest: a table opening, a round's end
	review worst
	// reviewWork is the most a review's judging took of one frame.
	reviewWork time.Duration
	// access is the accessible page's cost over every update, at rest too
	// (issue 31: at most 1 ms a frame on average at the table).
	access, accessMax time.Duration
	accessN           int
	// botWait is the table's Session.Waited, set by the table.
	botWait float64
}

// SetBotWait records how long, in the table's seconds, the table up has
// stood idle for a bot still thinking after its pause (issue 42: thinking
// in the table's time should leave it near zero).
func (f *Frames) SetBotWait(seconds float64) { f.botWait = seconds }

// AddAccess records one update's cost of the accessible page (also a Part
// of the frame, AddPart).
func (f *Frames) AddAccess(d time.Duration) {
	f.now[Access] += d
	f.access += d
	f.accessMax = max(f.accessMax, d)
	f.accessN++
}

// AddPart adds d to this frame's time spent on p.
func (f *Frames) AddPart(p Part, d time.Duration) { f.now[p] += d }

// Add records one frame of d, of which draw went to drawing.
func (f *Frames) Add(d, draw time.Duration, kind Kind) {
	f.ring[f.n%window] = d
	f.n++
	var w *worst
	switch kind {
	case Think:
		w = &f.think
	case Move:
		w = &f.move
	case Review:
		w = &f.review
		f.reviewWork = max(f.reviewWork, f.now[Thinking])
	default:
		w = &f.other
	}
	w.seen++
	if d > w.d {
		w.d, w.draw, w.parts, w.at = d, draw, f.now, w.seen
	}
	f.now = [partCount]time.Duration{}
}

// Summary is what the page publishes, in milliseconds.
type Summary struct {
	Frames      int     `json:"frames"`
	P50         float64 `json:"p50_ms"`
	P95         float64 `json:"p95_ms"`
	P99         float64 `json:"p99_ms"`
	Max         float64 `json:"max_ms"`
	BotFrames   int     `json:"bot_frames"`
	MaxBotFrame float64 `json:"max_bot_frame_ms"`
	// MaxBotDraw and MaxBotParts say where the longest thinking frame's
	// time went: drawing, and the named parts of it and of the updates.
	MaxBotDraw  float64 `json:"max_bot_frame_draw_ms"`
	MaxBotParts Parts   `json:"max_bot_frame_parts_ms"`
	// MaxBotAt, MaxMoveAt and MaxOtherAt say which frame of its kind each
	// longest was (1: the first): a cold start's or a steady one's.
	MaxBotAt     int     `json:"max_bot_frame_at"`
	MaxMoveAt    int     `json:"max_move_frame_at"`
	MaxOtherAt   int     `json:"max_other_frame_at"`
	MoveFrames   int     `json:"move_frames"`
	MaxMove      float64 `json:"max_move_frame_ms"`
	MaxMoveDraw  float64 `json:"max_move_frame_draw_ms"`
	MaxMoveParts Parts   `json:"max_move_frame_parts_ms"`
	// The longest frame in which no bot thought or moved.
	MaxOther      float64 `json:"max_other_frame_ms"`
	MaxOtherDraw  float64 `json:"max_other_frame_draw_ms"`
	MaxOtherParts Parts   `json:"max_other_frame_parts_ms"`
	// The longest frame in which a review judged decisions, and how many
	// there were (the review's time is the Thinking part).
	ReviewFrames   int     `json:"review_frames"`
	MaxReview      float64 `json:"max_review_frame_ms"`
	MaxReviewDraw  float64 `json:"max_review_frame_draw_ms"`
	MaxReviewParts Parts   `json:"max_review_frame_parts_ms"`
	MaxReviewAt    int     `json:"max_review_frame_at"`
	// MaxReviewWork is the most the review's judging took of any frame.
	MaxReviewWork float64 `json:"max_review_work_ms"`
	// AccessUpdates, AccessMean and AccessMax are the accessible page's
	// cost per update since the start.
	AccessUpdates int     `json:"access_updates"`
	AccessMean    float64 `json:"access_mean_ms"`
	AccessMax     float64 `json:"access_max_ms"`
	// AccessTotal is their sum: the cost over a stretch of updates (a
	// table at rest, make measure) is the difference of two readings.
	AccessTotal float64 `json:"access_total_ms"`
	// BotWait is SetBotWait's figure, in seconds.
	BotWait float64 `json:"bot_wait_s"`
}

// Summary computes percentiles over the recent window.
func (f *Frames) Summary() Summary {
	n := min(f.n, window)
	s := Summary{Frames: f.n,
		BotFrames: f.think.seen, MaxBotFrame: ms(f.think.d), MaxBotDraw: ms(f.think.draw), MaxBotParts: f.think.summary(),
		MoveFrames: f.move.seen, MaxMove: ms(f.move.d), MaxMoveDraw: ms(f.move.draw), MaxMoveParts: f.move.summary(),
		MaxBotAt: f.think.at, MaxMoveAt: f.move.at, MaxOtherAt: f.other.at,
		MaxOther: ms(f.other.d), MaxOtherDraw: ms(f.other.draw), MaxOtherParts: f.other.summary(),
		ReviewFrames: f.review.seen, MaxReview: ms(f.review.d), MaxReviewDraw: ms(f.review.draw), MaxReviewParts: f.review.summary(),
		MaxReviewAt: f.review.at, MaxReviewWork: ms(f.reviewWork),
		AccessUpdates: f.accessN, AccessMax: ms(f.accessMax), AccessTotal: ms(f.access), BotWait: f.botWait}
	if f.accessN > 0 {
		s.AccessMean = ms(f.access / time.Duration(f.accessN))
	}
	if n == 0 {
		return s
	}
	d := slices.Clone(f.ring[:n])
	// sort.Slice, whose code the program has anyway: slices.Sort would add
	// a quicksort compiled for durations alone to the download (issue 40).
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	at := func(p float64) float64 { return ms(d[min(n-1, int(p*float64(n)))]) }
	s.P50, s.P95, s.P99, s.Max = at(0.5), at(0.95), at(0.99), ms(d[n-1])
	return s
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
