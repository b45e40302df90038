package session

import (
	"testing"
	"time"

	"parlour/game"
	_ "parlour/game/loveletter"
	_ "parlour/game/threeparts"
)

func seats() []Seat {
	return []Seat{{Name: "You"}, {Name: "Ann", Bot: "heuristic"}, {Name: "Bo", Bot: "random"}}
}

// reloaded is s saved and loaded back, as a reload or a save code reads it.
func reloaded(t *testing.T, s *Session) *Session {
	t.Helper()
	b, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	l, err := Load(b)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestBotsWaitTheirPauseThenAct(t *testing.T) {
	s, err := New("loveletter", game.Config{Players: 3, Seed: 2}, seats())
	if err != nil {
		t.Fatal(err)
	}
	for !s.Game.Over() {
		if s.HumanToMove() {
			o := s.Observation()
			if err := s.Act(o.LegalActions()[0]); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if s.Update(0.1) {
			t.Fatal("a bot acted before its pause")
		}
		for !s.Update(1.0) && !s.HumanToMove() && !s.Game.Over() {
		}
	}
	if len(s.Drain()) == 0 {
		t.Fatal("no events reached the person")
	}
}

func TestTheFeedIsRedactedForThePerson(t *testing.T) {
	s, _ := New("loveletter", game.Config{Players: 3, Seed: 2}, seats())
	for i := 0; i < 200 && !s.Game.Over(); i++ {
		if s.HumanToMove() {
			s.Act(s.Observation().LegalActions()[0])
		} else {
			s.Update(5)
		}
	}
	for _, e := range s.Drain() {
		if e.Secret.Len() > 0 && !e.SeenBy.Has(0) {
			t.Fatalf("the person sees a secret: %+v", e)
		}
	}
}

func TestSaveAndLoadContinuesExactly(t *testing.T) {
	s, _ := New("loveletter", game.Config{Players: 3, Seed: 5}, seats())
	for i := 0; i < 7; i++ {
		if s.HumanToMove() {
			s.Act(s.Observation().LegalActions()[0])
		} else {
			s.Update(5)
		}
	}
	l := reloaded(t, s)
	for !s.Game.Over() {
		if s.HumanToMove() {
			a := s.Observation().LegalActions()[0]
			s.Act(a)
			if err := l.Act(a); err != nil {
				t.Fatal(err)
			}
		} else {
			s.Update(5)
			l.Update(5)
		}
	}
	a, _ := game.Save(s.Game)
	c, _ := game.Save(l.Game)
	if string(a) != string(c) {
		t.Fatal("the loaded session played differently")
	}
}

func TestLoadRefusesBadSaves(t *testing.T) {
	for _, b := range []string{``, `{}`, `{"version":1,"seats":[],"game":{}}`, `{"version":9}`} {
		if _, err := Load([]byte(b)); err == nil {
			t.Errorf("%q accepted", b)
		}
	}
}

func TestInstantSpeedHasNoPause(t *testing.T) {
	s, _ := New("loveletter", game.Config{Players: 3, Seed: 1}, []Seat{{Name: "A", Bot: "random"}, {Name: "B", Bot: "random"}, {Name: "C", Bot: "random"}})
	s.Speed = Instant
	s.wait = 0
	if !s.Update(0) {
		t.Fatal("instant bots act at once")
	}
}

func TestABotThinksInSlicesAndTheGameStaysTheSame(t *testing.T) {
	// A zero slice allows one step per frame: the longest possible spread.
	play := func(slice time.Duration) (string, int) {
		s, _ := New("threeparts", game.Config{Players: 3, Seed: 4}, []Seat{{Name: "A", Bot: "heuristic"}, {Name: "B", Bot: "heuristic"}, {Name: "C", Bot: "heuristic"}})
		s.Slice = slice
		frames, spread := 0, 0
		for !s.Game.Over() && frames < 200000 {
			frames++
			s.Update(10)
			if s.Thinking() {
				spread++
			}
		}
		b, _ := s.Save()
		return string(b), spread
	}
	sliced, spread := play(0)
	whole, _ := play(time.Hour)
	if spread == 0 {
		t.Fatal("no decision spanned frames with a zero slice")
	}
	if sliced != whole {
		t.Fatal("thinking in slices changed the game")
	}
}

// A bot that searches thinks while it pauses, so its pause is as long as
// anyone's: with thinking time to spare in the first frame, the decision is
// made then, and the bot acts in the first frame after its pause.
func TestABotThinksDuringItsPause(t *testing.T) {
	s, err := New("loveletter", game.Config{Players: 2, Seed: 3}, []Seat{{Name: "A", Bot: "expert"}, {Name: "B", Bot: "expert"}})
	if err != nil {
		t.Fatal(err)
	}
	s.Slice = time.Hour
	if s.Update(0) {
		t.Fatal("the bot acted before its pause")
	}
	if !s.decided {
		t.Fatal("the bot had not decided during its pause")
	}
	if !s.Update(BotPause) {
		t.Fatal("the bot did not act once its pause was over")
	}
}

// A frame whose other work has used its budget gives the bots no time: the
// decision waits for later frames, never more than MaxStarved in a row
// without a step, and the game is the same as one thought out at once.
func TestABotThinksOnlyInWhatTheFrameLeaves(t *testing.T) {
	s, _ := New("loveletter", game.Config{Players: 2, Seed: 3}, []Seat{{Name: "A", Bot: "expert"}, {Name: "B", Bot: "expert"}})
	s.Slice = time.Hour
	s.Deadline = time.Now().Add(-time.Millisecond)
	s.Update(10)
	if !s.Thinking() || s.decided {
		t.Fatal("a bot thought in a frame with no time left")
	}
	frames, longest := 1, 0
	for !s.decided && frames < 1_000_000 {
		frames++
		s.Update(10)
		longest = max(longest, s.starved)
	}
	if !s.decided {
		t.Fatal("a bot given no time never decided")
	}
	if longest != MaxStarved {
		t.Fatalf("a bot waited up to %d frames in a row for a step; want %d", longest, MaxStarved)
	}

	// With time left in every frame, the same game as without deadlines.
	play := func(deadline bool) string {
		s, _ := New("threeparts", game.Config{Players: 3, Seed: 4}, []Seat{{Name: "A", Bot: "heuristic"}, {Name: "B", Bot: "heuristic"}, {Name: "C", Bot: "heuristic"}})
		for frames := 0; !s.Game.Over() && frames < 200000; frames++ {
			if deadline {
				// Every third frame is spent by the time the bots' turn comes.
				s.Deadline = time.Now().Add(map[bool]time.Duration{true: -time.Millisecond, false: time.Hour}[frames%3 == 0])
			}
			s.Update(10)
		}
		b, _ := s.Save()
		return string(b)
	}
	if play(true) != play(false) {
		t.Fatal("thinking within frame deadlines changed the game")
	}
}

// A decided move waits while the frame is past ActBy (its work so far too
// heavy to draw a move as well), at most MaxStarved frames in a row, and
// is applied in the first frame that is not.
func TestAMoveWaitsForAFrameNotSpentOnThinking(t *testing.T) {
	s, _ := New("loveletter", game.Config{Players: 2, Seed: 3}, []Seat{{Name: "A", Bot: "heuristic"}, {Name: "B", Bot: "heuristic"}})
	s.Speed = Instant
	s.wait = 0
	s.ActBy = time.Now().Add(-time.Millisecond)
	for i := range MaxStarved {
		if s.Update(0) {
			t.Fatalf("the move was applied in frame %d, past ActBy", i)
		}
	}
	if !s.Update(0) {
		t.Fatal("a move waited more than MaxStarved frames")
	}
	s.ActBy = time.Now().Add(time.Hour)
	for range 3 {
		s.Update(0)
	}
	if s.late != 0 {
		t.Fatal("a frame with time to spare still held the move")
	}
}

// A decision that thought more than QuickThink in a frame (the Expert's
// search) is applied in a later frame, without thinking there; with no
// frame named, at once as before.
func TestASearchedMoveIsShownInAFrameWithoutThinking(t *testing.T) {
	for _, named := range []bool{true, false} {
		s, _ := New("loveletter", game.Config{Players: 2, Seed: 3}, []Seat{{Name: "A", Bot: "expert"}, {Name: "B", Bot: "expert"}})
		s.Speed = Instant
		s.wait = 0
		s.Slice = time.Hour
		if named {
			s.Frame = time.Unix(1, 0)
		}
		if acted := s.Update(0); acted == named {
			t.Fatalf("frame named %v: applied in the frame it searched in: %v", named, acted)
		}
		if !named {
			continue
		}
		if s.thinkSpent <= QuickThink {
			t.Skipf("the search took only %v", s.thinkSpent)
		}
		if s.Update(0) {
			t.Fatal("applied in a second update of the frame it searched in")
		}
		s.Frame = time.Unix(2, 0)
		if !s.Update(0) || s.Thought() {
			t.Fatal("not applied, without thinking, in the next frame")
		}
	}
}

// A held frame (one that draws what just changed) neither thinks nor moves,
// and does not bring the starved bot's forced step nearer; the pause still
// runs, and the same game is played as without holds.
func TestAHeldFrameNeitherThinksNorMoves(t *testing.T) {
	s, _ := New("loveletter", game.Config{Players: 2, Seed: 3}, []Seat{{Name: "A", Bot: "expert"}, {Name: "B", Bot: "expert"}})
	s.Slice = time.Hour
	s.DrawOnly = true
	for i := range 3 * MaxStarved {
		if s.Update(BotPause) || s.Thought() || s.Thinking() {
			t.Fatalf("frame %d: a bot thought or moved in a held frame", i)
		}
	}
	if s.starved != 0 {
		t.Fatal("held frames counted as starved ones")
	}
	play := func(hold bool) string {
		s, _ := New("threeparts", game.Config{Players: 3, Seed: 4}, []Seat{{Name: "A", Bot: "heuristic"}, {Name: "B", Bot: "heuristic"}, {Name: "C", Bot: "heuristic"}})
		for frames := 0; !s.Game.Over() && frames < 200000; frames++ {
			s.DrawOnly = hold && frames%2 == 0
			s.Update(10)
		}
		b, _ := s.Save()
		return string(b)
	}
	if play(true) != play(false) {
		t.Fatal("held frames changed the game")
	}
}

// A bot thinks for ThinkBudget in a frame after a light one, less after
// a frame whose drawing took long, and ThinkFloor after one that took
// most of FrameTarget (a slow device's bots still decide).
func TestABotThinksLessAfterAHeavyFrame(t *testing.T) {
	for _, c := range []struct {
		lastDraw, think time.Duration
	}{
		{0, ThinkBudget},
		{10 * time.Millisecond, ThinkBudget},
		{24 * time.Millisecond, 10 * time.Millisecond},
		{30 * time.Millisecond, ThinkFloor},
		{200 * time.Millisecond, ThinkFloor},
	} {
		if got := ThinkTime(c.lastDraw); got != c.think {
			t.Errorf("after a frame drawn in %v: think %v, want %v", c.lastDraw, got, c.think)
		}
	}
}

// A table rests (is not drawn again) only while no bot owes a move: BotOwes
// is true exactly when a bot is pending and the session would let it act.
func TestBotOwesWhenABotIsPendingAndNotHeld(t *testing.T) {
	s, _ := New("loveletter", game.Config{Players: 3, Seed: 2}, seats())
	for i := 0; i < 300 && !s.Game.Over(); i++ {
		botPending := false
		for _, p := range s.Game.Pending() {
			botPending = botPending || s.Seats[p].Bot != ""
		}
		if s.BotOwes() != botPending {
			t.Fatalf("step %d: BotOwes %v with pending %v", i, s.BotOwes(), s.Game.Pending())
		}
		if botPending {
			s.Hold()
			if s.BotOwes() {
				t.Fatal("a held session's bots owe nothing that will be played")
			}
			s.Release()
		}
		if s.HumanToMove() {
			s.Act(s.Observation().LegalActions()[0])
		} else {
			s.Update(5)
		}
	}
	if !s.Game.Over() {
		t.Fatal("the game did not end")
	}
	if s.BotOwes() {
		t.Fatal("a bot owes a move in a finished game")
	}
}

// The speed a table plays at: Auto (the default, until the person chooses)
// is fast with 5 players or more and normal below (issue 29: a 6-player
// Rebel Princess at normal speed took about 13 s between the person's
// plays); a speed the person chose always holds, at any table.
func TestAutoSpeedIsFastWithFivePlayersAndAChosenSpeedWins(t *testing.T) {
	for _, c := range []struct {
		setting Speed
		players int
		want    Speed
	}{
		{Auto, 2, Normal}, {Auto, 4, Normal}, {Auto, 5, Fast}, {Auto, 6, Fast}, {Auto, 13, Fast},
		{Normal, 6, Normal}, {Slow, 6, Slow}, {Instant, 6, Instant}, {Fast, 3, Fast},
		{Normal, 3, Normal}, {Slow, 2, Slow},
	} {
		if got := c.setting.At(c.players); got != c.want {
			t.Errorf("%s at %d players: %s, want %s", c.setting, c.players, got, c.want)
		}
	}
}
