package session

import (
	"testing"
	"time"
)

// A review judges in what the frame's work so far and the last drawing
// leave of a 33 ms frame, at most ReviewSlice into the frame and at least
// ReviewFloor.
func TestAReviewJudgesInWhatTheFramesDrawingLeaves(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct {
		name            string
		spent, lastDraw time.Duration
		room            time.Duration
	}{
		{"a quick drawing leaves the whole slice", 0, 4 * ms, ReviewSlice},
		{"no drawing yet leaves the whole slice", 0, 0, ReviewSlice},
		{"the update's work so far counts against the slice", 1 * ms, 4 * ms, ReviewSlice - 1*ms},
		{"a 24 ms drawing leaves 3 ms of the frame", 0, 24 * ms, 3 * ms},
		{"a 20 ms drawing leaves 8 ms of the frame", 0, 20 * ms, 8 * ms},
		{"a 24 ms drawing after 2 ms of work leaves the floor", 2 * ms, 24 * ms, ReviewFloor},
		{"a drawing that takes the frame leaves the floor", 0, 30 * ms, ReviewFloor},
		{"a drawing far over the frame leaves the floor", 0, 90 * ms, ReviewFloor},
		{"a long update still leaves the floor", 20 * ms, 4 * ms, ReviewFloor},
	} {
		t.Run(c.name, func(t *testing.T) {
			start := time.Unix(100, 0)
			now := start.Add(c.spent)
			if got := ReviewStop(start, now, c.lastDraw).Sub(now); got != c.room {
				t.Errorf("room %v, want %v", got, c.room)
			}
		})
	}
}
