package perf

import (
	"testing"
	"time"
)

func TestPercentilesAndTheLongestBotFrame(t *testing.T) {
	var f Frames
	for i := 1; i <= 100; i++ {
		f.Add(time.Duration(i)*time.Millisecond, i == 40)
	}
	s := f.Summary()
	if s.P50 != 51 || s.P95 != 96 || s.Max != 100 || s.MaxBotFrame != 40 || s.BotFrames != 1 || s.Frames != 100 {
		t.Fatalf("%+v", s)
	}
}

func TestTheWindowForgetsOldFrames(t *testing.T) {
	var f Frames
	f.Add(time.Second, false)
	for range window {
		f.Add(time.Millisecond, false)
	}
	if s := f.Summary(); s.Max != 1 {
		t.Fatalf("an old slow frame is still counted: %+v", s)
	}
}
