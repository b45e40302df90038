package session

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"parlour/game"
)

// toVote plays a Three Parts table until the person owes a vote that every
// seat owes (a simultaneous decision).
func toVote(t *testing.T, seed uint64) *Session {
	t.Helper()
	s, err := New("threeparts", game.Config{Players: 3, Seed: seed}, seats())
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 500 && !s.Game.Over(); i++ {
		if s.HumanToMove() {
			if len(s.Game.Pending()) == 3 {
				return s
			}
			if err := s.Act(s.Observation().LegalActions()[0]); err != nil {
				t.Fatal(err)
			}
			continue
		}
		s.Update(5)
	}
	t.Fatal("no vote reached")
	return nil
}

func TestUndoTakesBackASecretVoteBeforeAnyoneElseDecides(t *testing.T) {
	s := toVote(t, 4)
	before, _ := game.Save(s.Game)
	n := len(s.moves)
	if err := s.Act(s.Observation().LegalActions()[0]); err != nil {
		t.Fatal(err)
	}
	if why, seat := s.Undoable(); why != UndoOK {
		t.Fatalf("after a secret vote: undo refused (%d, seat %d)", why, seat)
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	after, _ := game.Save(s.Game)
	if string(before) != string(after) || len(s.moves) != n || !s.HumanToMove() {
		t.Fatal("undo did not bring back the table as it was at the person's decision")
	}
}

func TestUndoIsRefusedOnceABotHasDecided(t *testing.T) {
	s := toVote(t, 4)
	s.Act(s.Observation().LegalActions()[0])
	for !s.Update(5) {
	}
	if why, seat := s.Undoable(); why != UndoDecided || seat == s.Human || seat < 0 {
		t.Fatalf("after a bot's vote: got (%d, seat %d), want UndoDecided naming the bot", why, seat)
	}
	if s.Undo() == nil {
		t.Fatal("Undo went ahead although it was refused")
	}
}

func TestUndoIsRefusedAfterADraw(t *testing.T) {
	s, _ := New("loveletter", game.Config{Players: 3, Seed: 2}, seats())
	for !s.HumanToMove() {
		s.Update(5)
	}
	if why, _ := s.Undoable(); why != UndoNone {
		t.Fatalf("before any decision: got %d, want UndoNone", why)
	}
	s.Act(s.Observation().LegalActions()[0])
	if s.Game.Over() {
		t.Skip("the round ended at once")
	}
	// The next player draws as the person's play ends: that seat learns.
	if why, seat := s.Undoable(); why != UndoLearned || seat < 0 {
		t.Fatalf("after a play and the next draw: got (%d, seat %d), want UndoLearned", why, seat)
	}
}

func TestMovesSurviveSaveAndLoadAndDamagedMovesAreDropped(t *testing.T) {
	s := toVote(t, 6)
	s.Act(s.Observation().LegalActions()[0])
	b, _ := s.Save()
	l, err := Load(b)
	if err != nil {
		t.Fatal(err)
	}
	m1, k1 := s.History()
	m2, k2 := l.History()
	if !k1 || !k2 || !slices.Equal(m1, m2) {
		t.Fatal("the moves did not survive save and load")
	}
	if why, _ := l.Undoable(); why != UndoOK {
		t.Fatalf("after load: undo refused (%d)", why)
	}
	// Moves that do not rebuild the saved game are dropped, not trusted.
	l.moves = l.moves[:len(l.moves)-1]
	b, _ = l.Save()
	l2, err := Load(b)
	if err != nil {
		t.Fatal(err)
	}
	if _, known := l2.History(); known {
		t.Fatal("moves that do not rebuild the game were kept")
	}
	if why, _ := l2.Undoable(); why != UndoUnknown {
		t.Fatalf("without moves: got %d, want UndoUnknown", why)
	}
}

func TestHintIsLegalAndMarksTheGameAssisted(t *testing.T) {
	s, _ := New("loveletter", game.Config{Players: 3, Seed: 3}, seats())
	for !s.HumanToMove() {
		s.Update(5)
	}
	a, _, _, err := s.Hint()
	if err != nil || !slices.Contains(s.Observation().LegalActions(), a) {
		t.Fatalf("hint %v, %v: not a legal action", a, err)
	}
	if !s.Assisted {
		t.Fatal("a hinted game is not marked assisted")
	}
	b, _ := s.Save()
	if l, _ := Load(b); !l.Assisted {
		t.Fatal("assisted was lost in the save")
	}
}

// Issue 29: the guided first round rang moves through the same function
// that flags a game as played with hints, so a newcomer's first game counted
// apart before they ever asked for a hint. A suggestion marks nothing, and
// is the move Hint gives.
func TestTheGuidesSuggestionDoesNotCountAsAHint(t *testing.T) {
	s, _ := New("loveletter", game.Config{Players: 3, Seed: 3}, seats())
	for !s.HumanToMove() {
		s.Update(5)
	}
	a, key, _, err := s.Suggest()
	if err != nil || !slices.Contains(s.Observation().LegalActions(), a) {
		t.Fatalf("suggestion %v, %v: not a legal action", a, err)
	}
	if s.Assisted {
		t.Fatal("a suggestion marked the game assisted")
	}
	h, hkey, _, _ := s.Hint()
	if h != a || hkey != key {
		t.Fatalf("the hint (%v %q) is not the suggestion (%v %q)", h, hkey, a, key)
	}
}

// Issue 41: the review says why its better choice was better in the
// words a hint uses: Reason gives any legal action the hint bot's line,
// the same as the hint's for the hint's own action, and it marks nothing.
func TestTheReasonForAChoiceIsTheHintsLineAndMarksNothing(t *testing.T) {
	s, _ := New("loveletter", game.Config{Players: 3, Seed: 3}, seats())
	for !s.HumanToMove() {
		s.Update(5)
	}
	a, key, args, _ := s.Suggest()
	rkey, rargs := s.Reason(a)
	if key == "" || rkey != key || fmt.Sprint(rargs) != fmt.Sprint(args) {
		t.Fatalf("the reason for the hint's own action is %q %v; the hint's is %q %v", rkey, rargs, key, args)
	}
	for _, other := range s.Observation().LegalActions() {
		if k, _ := s.Reason(other); k == "" {
			t.Errorf("no reason for the legal action %v", other)
		}
	}
	if s.Assisted {
		t.Fatal("asking for a reason marked the game assisted")
	}
}

func TestAReplayStepsThroughTheSameGameAndBack(t *testing.T) {
	s, _ := New("loveletter", game.Config{Players: 3, Seed: 8}, seats())
	for !s.Game.Over() {
		if s.HumanToMove() {
			s.Act(s.Observation().LegalActions()[0])
		} else {
			s.Update(5)
		}
	}
	r, moves, err := s.Replay()
	if err != nil {
		t.Fatal(err)
	}
	r.Drain()
	for _, m := range moves {
		if err := r.Step(m, false); err != nil {
			t.Fatal(err)
		}
		for _, e := range r.Drain() {
			if e.Secret.Len() > 0 && !e.SeenBy.Has(r.Human) {
				t.Fatalf("a replay as the person saw it shows a secret: %+v", e)
			}
		}
	}
	a, _ := game.Save(s.Game)
	b, _ := game.Save(r.Game)
	if string(a) != string(b) {
		t.Fatal("the replay does not end as the game did")
	}
	if r.Update(5) {
		t.Fatal("a bot acted in a replay")
	}
	if err := r.Rewind(0); err != nil || len(r.moves) != 0 || r.Game.Over() {
		t.Fatalf("rewind to the start: %v", err)
	}
	open := false
	r.Rewind(0)
	for _, m := range moves {
		r.Step(m, true)
		for _, e := range r.Drain() {
			open = open || e.Secret.Len() > 0 && !e.SeenBy.Has(r.Human)
		}
	}
	if !open {
		t.Fatal("a replay with every card face up shows no card the person could not see")
	}
	// A jump from the deal to the end, and to the middle, reaches the same
	// games as stepping there.
	r.Rewind(0)
	if err := r.Rebuild(moves); err != nil {
		t.Fatal(err)
	}
	if c, _ := game.Save(r.Game); string(c) != string(a) {
		t.Fatal("a jump to the replay's end is not where the game ended")
	}
	half := moves[:len(moves)/2]
	if err := r.Rebuild(half); err != nil || len(r.moves) != len(half) {
		t.Fatalf("a jump back to the middle: %v", err)
	}
	stepped, _ := game.Replay("loveletter", s.Config, half)
	c, _ := game.Save(r.Game)
	d, _ := game.Save(stepped)
	if string(c) != string(d) {
		t.Fatal("a jump to the middle is not where stepping there leads")
	}
}

func TestPassAndPlayAsksEachPersonInTurnAndFeedsWholeEvents(t *testing.T) {
	people := []Seat{{Name: "Ann"}, {Name: "Bo", Bot: "clever"}, {Name: "Cy"}}
	s, err := New("threeparts", game.Config{Players: 3, Seed: 4}, people)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Several() || !slices.Equal(s.People(), []int{0, 2}) || s.Human != 0 {
		t.Fatalf("people %v, holding %d", s.People(), s.Human)
	}
	if err := s.Pass(1); err == nil {
		t.Fatal("the device was passed to a bot")
	}
	both := false
	for i := 0; i < 400 && !s.Game.Over() && !both; i++ {
		p := s.NextPerson()
		if p < 0 {
			s.Update(5)
			continue
		}
		if p != s.Human {
			s.Pass(p)
		}
		pending := s.Game.Pending()
		if err := s.Act(s.Observation().LegalActions()[0]); err != nil {
			t.Fatal(err)
		}
		if slices.Contains(pending, 0) && slices.Contains(pending, 2) {
			// A decision both owe at once: the other person is asked next.
			if next := s.NextPerson(); next != 2-p {
				t.Fatalf("after %d's part of a simultaneous decision, %d is asked, not %d", p, next, 2-p)
			}
			both = true
		}
	}
	if !both {
		t.Fatal("the two people never owed one decision at once")
	}
	whole := false
	for _, e := range s.Drain() {
		whole = whole || e.Secret.Len() > 0 && !(e.SeenBy.Has(0) && e.SeenBy.Has(2))
	}
	if !whole {
		t.Fatal("with several people the feed is redacted for one of them")
	}
	b, _ := s.Save()
	l, err := Load(b)
	if err != nil || !l.Several() || !slices.Equal(l.People(), []int{0, 2}) {
		t.Fatalf("pass and play lost in the save: %v", err)
	}
}

// The log is written again from Story when the language changes: Story must
// give exactly the events the table was fed, move by move, in every game.
func TestStoryRepeatsEveryEventThePersonWasFed(t *testing.T) {
	for _, name := range []string{"loveletter", "mascarade", "rebelprincess", "threeparts"} {
		t.Run(name, func(t *testing.T) {
			s, err := New(name, game.Config{Players: 4, Seed: 7}, []Seat{{Name: "You"}, {Name: "Ada", Bot: "beginner"}, {Name: "Basil", Bot: "beginner"}, {Name: "Clara", Bot: "beginner"}})
			if err != nil {
				t.Fatal(err)
			}
			fed := s.Drain()
			wantStarts := []int{}
			for i := 0; i < 400 && !s.Game.Over(); i++ {
				if s.HumanToMove() {
					wantStarts = append(wantStarts, len(fed))
					if err := s.Act(s.Observation().LegalActions()[0]); err != nil {
						t.Fatal(err)
					}
				} else {
					before := len(s.moves)
					s.Update(5)
					if len(s.moves) > before {
						wantStarts = append(wantStarts, len(fed))
					}
				}
				fed = append(fed, s.Drain()...)
			}
			evs, starts, err := s.Story()
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(evs, fed) {
				t.Fatalf("Story gave %d events, the table was fed %d (or different ones)", len(evs), len(fed))
			}
			if !slices.Equal(starts, wantStarts) || len(starts) < 10 {
				t.Fatalf("moves begin at %v, want %v", starts, wantStarts)
			}
		})
	}
}
