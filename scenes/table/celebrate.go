package table

import (
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/render"
	"parlour/render/style"
	"parlour/render/tween"
	"parlour/scenes/table/flow"
)

// A round or a game the person wins ends with a little confetti over its
// summary (the game's more than the round's); "instant" speed skips it, as it
// skips all motion, and so does reduced motion.

// summaryPanel is the Summary layer's state: the final summary's focused
// button, the celebration and the summary it was for (each shows it once),
// and the last link shared.
type summaryPanel struct {
	final      int // the focused button of the final summary
	confetti   *tween.Confetti
	celebrated *flow.Summary
	cheered    bool   // the summary showing got its celebration
	shared     string // the last link shared, for tests
	// reviewed are the finished game's reviews by seat (one per person in
	// pass and play), made in its replay and kept for the next (review.go).
	reviewed map[int]*reviewState
	// kept is where the finished game is kept for later visits (finished.go).
	kept keptGame
}

var confettiColours = []color.RGBA{style.Gold, style.Highlight, style.Cream, style.Danger, {0x6c, 0xb4, 0xee, 0xff}}

// stepCelebration starts a burst when a summary the person wins first shows,
// and moves a running one on by dt.
func (t *Table) stepCelebration(dt float64) {
	if s := t.seq.Showing; s != nil && s != t.summary.celebrated {
		t.summary.celebrated, t.summary.cheered = s, false
		if t.s.Speed.Factor() > 0 && !t.seq.TL.Still && t.personWins(s) {
			t.summary.cheered = true
			n := 70
			if s.Final {
				n = 160
			}
			a := t.app
			t.summary.confetti = tween.Burst(uint64(t.s.Moves())+1, n, a.W/2, a.H*0.62, a.H, len(confettiColours))
		}
	}
	if t.summary.confetti != nil && !t.summary.confetti.Step(dt, t.app.H) {
		t.summary.confetti = nil
	}
}

// personWins reports whether a person at this device wins the summary.
func (t *Table) personWins(s *flow.Summary) bool {
	for _, st := range s.Standings {
		if st.Winner && slices.Contains(t.s.People(), st.Seat) {
			return true
		}
	}
	return false
}

func (t *Table) drawCelebration(dst *ebiten.Image) {
	render.Confetti(dst, t.summary.confetti, confettiColours)
}
