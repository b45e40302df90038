package session

import "time"

// ReviewSlice is the most of a frame a finished game's review takes (with
// a table at rest drawing some 5 ms a frame, a 60 Hz frame still), and
// ReviewFrame the frame it keeps to (issue 41: no frame over 33 ms while
// it runs): it judges in what the last frame's drawing, with a margin,
// leaves of ReviewFrame, as a bot's thinking does (ThinkTime), and for
// ReviewFloor at least: a device whose every frame draws long still
// finishes its review, the review adding little to such a frame.
const (
	ReviewSlice = 10 * time.Millisecond
	ReviewFrame = 33 * time.Millisecond
	ReviewFloor = 2 * time.Millisecond
)

// ReviewStop is when a frame's judging, starting now, must end, the frame
// begun at frameStart and its last drawing having taken lastDraw: the
// frame's other work so far counts against the slice, never the floor.
func ReviewStop(frameStart, now time.Time, lastDraw time.Duration) time.Time {
	spent := now.Sub(frameStart)
	return now.Add(max(ReviewFloor, min(ReviewSlice-spent, ReviewFrame-lastDraw*5/4-spent)))
}
