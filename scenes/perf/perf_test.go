package perf

import (
	"testing"
	"time"
)

func TestPercentilesAndTheLongestBotFrames(t *testing.T) {
	var f Frames
	for i := 1; i <= 100; i++ {
		f.AddPart(Thinking, time.Duration(i/2)*time.Millisecond)
		kind := map[int]Kind{20: Think, 40: Think, 30: Move, 10: Review, 12: Review}[i]
		f.Add(time.Duration(i)*time.Millisecond, time.Duration(i/4)*time.Millisecond, kind)
	}
	s := f.Summary()
	if s.P50 != 51 || s.P95 != 96 || s.Max != 100 || s.Frames != 100 {
		t.Fatalf("percentiles: %+v", s)
	}
	if s.MaxBotFrame != 40 || s.MaxBotDraw != 10 || s.BotFrames != 2 || s.MaxBotParts.Thinking != 20 {
		t.Fatalf("thinking frames: %+v", s)
	}
	if s.MaxMove != 30 || s.MoveFrames != 1 || s.MaxMoveParts.Thinking != 15 {
		t.Fatalf("move frames: %+v", s)
	}
	if s.MaxReview != 12 || s.ReviewFrames != 2 || s.MaxReviewDraw != 3 || s.MaxReviewParts.Thinking != 6 || s.MaxReviewAt != 2 || s.MaxReviewWork != 6 {
		t.Fatalf("review frames: %+v", s)
	}
	// The longest of the 95 other frames is the last; which of each kind
	// it was tells a cold start from a steady frame.
	if s.MaxOther != 100 || s.MaxOtherDraw != 25 || s.MaxOtherParts.Thinking != 50 || s.MaxOtherAt != 95 {
		t.Fatalf("other frames: %+v", s)
	}
	if s.MaxBotAt != 2 || s.MaxMoveAt != 1 {
		t.Fatalf("which thinking and move frames were longest: %+v", s)
	}
}

func TestTheWindowForgetsOldFrames(t *testing.T) {
	var f Frames
	f.Add(time.Second, 0, Other)
	for range window {
		f.Add(time.Millisecond, 0, Other)
	}
	if s := f.Summary(); s.Max != 1 {
		t.Fatalf("an old slow frame is still counted: %+v", s)
	}
}

// The accessible page's cost is kept over every update, as a mean and a
// maximum, and counts in the frame's parts.
func TestTheAccessiblePagesCostIsAMeanOverEveryUpdate(t *testing.T) {
	var f Frames
	f.AddAccess(2 * time.Millisecond)
	f.AddAccess(0)
	f.AddAccess(1 * time.Millisecond)
	f.Add(10*time.Millisecond, 5*time.Millisecond, Move)
	s := f.Summary()
	if s.AccessUpdates != 3 || s.AccessMean != 1 || s.AccessMax != 2 || s.AccessTotal != 3 {
		t.Errorf("access: %d updates, mean %v ms, max %v ms, total %v ms; want 3, 1, 2, 3", s.AccessUpdates, s.AccessMean, s.AccessMax, s.AccessTotal)
	}
	if s.MaxMoveParts.Access != 3 {
		t.Errorf("the move frame's access part is %v ms, want 3", s.MaxMoveParts.Access)
	}
}
