package session

import (
	"testing"
	"time"

	"parlour/game"
)

// Issue 42: the bot that owes the next decision thinks while the table
// still shows the moves before it (Foresee), so the Expert's search uses
// the table's seconds of motion.

func experts(t *testing.T, name string, cfg game.Config, n int) *Session {
	t.Helper()
	seats := make([]Seat, n)
	for i := range seats {
		seats[i] = Seat{Name: string(rune('A' + i)), Bot: "expert"}
	}
	s, err := New(name, cfg, seats)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Thinking begun while the table moves is finished there, and the move is
// applied in the first update after the pause, with no thinking left.
func TestABotThinksWhileTheTableShowsTheMovesBeforeIt(t *testing.T) {
	s := experts(t, "loveletter", game.Config{Players: 2, Seed: 3}, 2)
	s.Slice = time.Hour
	moves := s.Moves()
	for range 10 {
		s.Foresee()
	}
	if !s.decided {
		t.Fatal("frames of motion with time to spare did not finish the decision")
	}
	if s.Moves() != moves {
		t.Fatal("Foresee applied a move: only Update applies, once the table is idle")
	}
	if !s.Update(BotPause) || s.Thought() {
		t.Fatal("after its pause the decided move was not applied at once, without thinking")
	}
}

// Foresee's time is spare, not owed: with the frame's deadline past it
// takes no step however many frames pass (Update forces one after
// MaxStarved), and a held table or a finished game does not think.
func TestForeseeingNeverThinksPastTheFramesDeadline(t *testing.T) {
	s := experts(t, "loveletter", game.Config{Players: 2, Seed: 3}, 2)
	s.Slice = time.Hour
	s.Deadline = time.Now().Add(-time.Millisecond)
	for range 3 * MaxStarved {
		s.Foresee()
		if s.Thought() {
			t.Fatal("a bot thought in a frame of motion with no time left")
		}
	}
	s.Deadline = time.Time{}
	s.Hold()
	s.Foresee()
	if s.Thought() {
		t.Fatal("a held table thought")
	}
	s.Release()
	s.DrawOnly = true
	s.Foresee()
	if s.Thought() {
		t.Fatal("a frame kept for drawing thought")
	}
}

// The decision does not depend on when it was thought: a game whose bots
// think during the motion, in slices of any size, is the game thought out
// at idle.
func TestAGameThoughtDuringTheMotionIsTheSameGame(t *testing.T) {
	play := func(foresee int) string {
		s := experts(t, "loveletter", game.Config{Players: 3, Seed: 5}, 3)
		s.Slice = time.Nanosecond // one step a call: the longest spread
		s.Speed = Instant
		for frames := 0; !s.Game.Over() && frames < 200000; frames++ {
			for range foresee {
				s.Foresee()
			}
			s.Update(1)
		}
		if !s.Game.Over() {
			t.Fatal("the game did not end")
		}
		b, _ := s.Save()
		return string(b)
	}
	if play(3) != play(0) {
		t.Fatal("thinking during the motion changed the game")
	}
}

// A decision begun before another seat's move (a person's vote cast while
// a bot thought) begins again on the observation that move made.
func TestADecisionBegunBeforeAnotherMoveBeginsAgainOnWhatThatMoveShowed(t *testing.T) {
	s, err := New("threeparts", game.Config{Players: 3, Seed: 4}, []Seat{{Name: "You"}, {Name: "B", Bot: "expert"}, {Name: "C", Bot: "expert"}})
	if err != nil {
		t.Fatal(err)
	}
	s.Slice = time.Nanosecond
	s.Speed = Instant
	// Play until the person and a bot owe decisions at once (a vote).
	for frames := 0; frames < 100000 && !s.Game.Over(); frames++ {
		if s.HumanToMove() && s.botToMove() >= 0 {
			break
		}
		if s.HumanToMove() {
			if err := s.Act(s.Game.Observe(s.Human).LegalActions()[0]); err != nil {
				t.Fatal(err)
			}
			continue
		}
		s.Update(1)
	}
	if !s.HumanToMove() || s.botToMove() < 0 {
		t.Skip("no simultaneous decision in this deal")
	}
	s.Foresee()
	before := s.thinking
	if before == nil {
		t.Fatal("no decision begun")
	}
	if err := s.Act(s.Game.Observe(s.Human).LegalActions()[0]); err != nil {
		t.Fatal(err)
	}
	if s.botToMove() < 0 {
		t.Skip("the person's move ended the bots' decision")
	}
	s.Foresee()
	if s.thinking == before {
		t.Fatal("the bot went on deciding on the observation from before the person's move")
	}
}

// steps is how many one-step updates s's first bot decision takes.
func stepsToDecide(s *Session) int {
	s.Slice = time.Nanosecond // one step a call
	n := 0
	for !s.decided && n < 1_000_000 {
		s.Foresee()
		n++
	}
	return n
}

// A slower table shows the moves before a decision longer, and its Expert
// thinks longer in that time: twice its budget at normal speed, three
// times at slow, its own at fast and instant (within 100 ms in the
// browser, as before).
func TestTheExpertThinksLongerAtASlowerTable(t *testing.T) {
	steps := map[Speed]int{}
	for _, sp := range []Speed{Instant, Fast, Normal, Slow} {
		s := experts(t, "loveletter", game.Config{Players: 2, Seed: 3}, 2)
		s.Speed = sp
		s.Think = sp.Think()
		steps[sp] = stepsToDecide(s)
	}
	if steps[Fast] != steps[Instant] {
		t.Errorf("a fast table's Expert took %d steps, an instant one's %d: want the same budget", steps[Fast], steps[Instant])
	}
	for sp, want := range map[Speed]float64{Normal: 2, Slow: 3} {
		if got := float64(steps[sp]) / float64(steps[Instant]); got < want*0.8 || got > want*1.25 {
			t.Errorf("at %s the Expert took %d steps, %.2f× the instant table's %d; want about %v×", sp, steps[sp], got, steps[Instant], want)
		}
	}
}

// The table's wait for a bot thinking past its pause is counted, and a
// decision thought while the table moved leaves none.
func TestTheTablesWaitForAThinkingBotIsCounted(t *testing.T) {
	wait := func(foresee bool) float64 {
		s := experts(t, "loveletter", game.Config{Players: 2, Seed: 3}, 2)
		s.Slice = time.Nanosecond
		if foresee {
			stepsToDecide(s)
		}
		s.Update(BotPause) // the pause over at once
		for !s.decided {
			s.Update(0.1)
		}
		return s.Waited
	}
	if w := wait(false); w <= 0 {
		t.Errorf("a decision thought after the pause left no wait counted (%v s)", w)
	}
	if w := wait(true); w != 0 {
		t.Errorf("a decision thought while the table moved left %v s of waiting", w)
	}
}
