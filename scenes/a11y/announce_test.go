package a11y

import (
	"fmt"
	"testing"
)

func TestAnnouncerPacesPoliteLinesAndSaysTheAssertiveAtOnce(t *testing.T) {
	var a Announcer
	a.Add("Ada plays the Guard", false)
	a.Add("Basil plays the Priest", false)
	a.Add("", false)
	steps := []struct {
		now  float64
		add  string
		loud bool
		want string // "" for nothing due
	}{
		{now: 0, want: "Ada plays the Guard"},
		{now: 500, want: ""},                                        // within the beat
		{now: 700, add: "Your turn", loud: true, want: "Your turn"}, // at once
		{now: 800, want: ""},                                        // the beat restarts
		{now: 1800, want: "Basil plays the Priest"},                 // the polite line waited
		{now: 5000, want: ""},                                       // nothing left
	}
	for _, s := range steps {
		if s.add != "" {
			a.Add(s.add, s.loud)
		}
		got, ok := a.Due(s.now, 1000)
		if ok != (s.want != "") || got.Text != s.want {
			t.Errorf("at %v ms: said %q (%v), want %q", s.now, got.Text, ok, s.want)
		}
	}
}

func TestAnnouncerKeepsTheNewestAndEveryAssertiveLine(t *testing.T) {
	var a Announcer
	a.Add("Your turn", true)
	for i := range 100 {
		a.Add(fmt.Sprint("move ", i), false)
	}
	if a.Pending() != MaxQueued {
		t.Fatalf("%d lines wait, want %d", a.Pending(), MaxQueued)
	}
	first, _ := a.Due(0, 0)
	second, _ := a.Due(1, 0)
	if first.Text != "Your turn" || second.Text != fmt.Sprint("move ", 100-MaxQueued+1) {
		t.Errorf("said %q then %q", first.Text, second.Text)
	}
	a.Clear()
	if _, ok := a.Due(99, 0); ok {
		t.Error("a cleared announcer spoke")
	}
}
