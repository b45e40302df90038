// Package perf keeps the recent frame work times of the client, so that
// make measure can read percentiles and the longest frame while a bot thinks
// from the running page. It does not time anything itself.
package perf

import (
	"slices"
	"time"
)

// window is how many recent frames the percentiles cover (10 s at 60 Hz).
const window = 600

// Frames records durations in a ring.
type Frames struct {
	ring    [window]time.Duration
	n       int
	maxBot  time.Duration
	botSeen int
}

// Add records one frame; bot says whether a bot thought or acted in it.
func (f *Frames) Add(d time.Duration, bot bool) {
	f.ring[f.n%window] = d
	f.n++
	if bot {
		f.botSeen++
		f.maxBot = max(f.maxBot, d)
	}
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
}

// Summary computes percentiles over the recent window.
func (f *Frames) Summary() Summary {
	n := min(f.n, window)
	s := Summary{Frames: f.n, BotFrames: f.botSeen, MaxBotFrame: ms(f.maxBot)}
	if n == 0 {
		return s
	}
	d := slices.Clone(f.ring[:n])
	slices.Sort(d)
	at := func(p float64) float64 { return ms(d[min(n-1, int(p*float64(n)))]) }
	s.P50, s.P95, s.P99, s.Max = at(0.5), at(0.95), at(0.99), ms(d[n-1])
	return s
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
