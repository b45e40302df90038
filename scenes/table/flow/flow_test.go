package flow

import (
	"flag"
	"os"
	"strings"
	"testing"

	"parlour/game"
	_ "parlour/game/loveletter"
	"parlour/render/layout"
	"parlour/render/tween"
	"parlour/scenes/session"
)

var (
	evPlay  = game.DefineEvent("flowtest_play")
	evEnd   = game.DefineEvent("flowtest_round_end")
	evStart = game.DefineEvent("flowtest_round_start")
	evDeal  = game.DefineEvent("flowtest_deal")
)

// run plays a sequencer at 60 frames a second and records when each event
// started, until the queue is idle or a summary shows.
func run(s *Sequencer, played *[]string, at *[]float64, frames int) {
	for range frames {
		s.Advance(1.0/60, func(e Entry) {
			*played = append(*played, e.Event.Type.String())
			*at = append(*at, s.TL.Now)
			// Each play flies a card for a third of a second; deals overlap.
			f := tween.Flight{From: layout.Rect{W: 10, H: 14}, To: layout.Rect{X: 100, W: 10, H: 14}, Dur: 0.33}
			delay := 0.0
			if e.Event.Type == evDeal {
				f.Dur, delay = 0.2, -0.15
			}
			s.TL.Queue(f, delay)
		})
		if s.Showing != nil || s.Idle() {
			return
		}
	}
}

func TestTheRoundEndPlaysOutBeforeTheNextDeal(t *testing.T) {
	s := &Sequencer{Speed: 1}
	sum := &Summary{Title: "Round over"}
	s.Push(
		Entry{Event: game.Event{Type: evPlay}, Line: Line{Text: "Ada plays the Guard on you: Priest? — miss"}},
		Entry{Event: game.Event{Type: evEnd}, Line: Line{Text: "Round 1 is over", Summary: sum}},
		Entry{Event: game.Event{Type: evStart}, Line: Line{Text: "Round 2 begins"}},
		Entry{Event: game.Event{Type: evDeal}},
	)
	var played []string
	var at []float64
	run(s, &played, &at, 600)
	if s.Showing != sum {
		t.Fatalf("the summary is not showing after %v", played)
	}
	if strings.Join(played, ",") != "flowtest_play,flowtest_round_end" {
		t.Fatalf("played %v before the summary was closed", played)
	}
	if at[1]-at[0] < 0.33 {
		t.Fatalf("the round end started %.2fs after the play, before its motion ended", at[1]-at[0])
	}
	if s.Caption != "Round 1 is over" {
		t.Fatalf("caption %q", s.Caption)
	}
	if s.Pending() != sum || s.Idle() {
		t.Fatal("a summary on screen is pending and keeps the table busy")
	}
	run(s, &played, &at, 600)
	if len(played) != 2 {
		t.Fatal("events played while the summary was open")
	}
	s.Close()
	run(s, &played, &at, 600)
	if strings.Join(played, ",") != "flowtest_play,flowtest_round_end,flowtest_round_start,flowtest_deal" || !s.Idle() {
		t.Fatalf("after closing: %v, idle %v", played, s.Idle())
	}
}

func TestACaptionHoldsTheTableForABeat(t *testing.T) {
	s := &Sequencer{Speed: 1}
	s.Push(Entry{Event: game.Event{Type: evEnd}, Line: Line{Text: "Basil is protected"}}, Entry{Event: game.Event{Type: evEnd}, Line: Line{Text: "next"}})
	var starts []float64
	for range 120 {
		s.Advance(1.0/60, func(e Entry) { starts = append(starts, s.TL.Now) })
	}
	if len(starts) != 2 || starts[1]-starts[0] < 0.44 {
		t.Fatalf("captions without motion followed each other after %v", starts)
	}
}

func TestAtInstantSpeedEverythingPlaysInOneFrameUpToASummary(t *testing.T) {
	s := &Sequencer{Speed: 0}
	sum := &Summary{Title: "over"}
	s.Push(Entry{Event: game.Event{Type: evPlay}}, Entry{Event: game.Event{Type: evEnd}, Line: Line{Summary: sum}}, Entry{Event: game.Event{Type: evStart}})
	n := 0
	s.Advance(1.0/60, func(e Entry) { n++ })
	s.Advance(1.0/60, func(e Entry) { n++ })
	if n != 2 || s.Showing != sum {
		t.Fatalf("played %d, showing %v", n, s.Showing)
	}
}

func TestQueuedSummariesArePendingForASave(t *testing.T) {
	s := &Sequencer{Speed: 1}
	sum := &Summary{Title: "Round over"}
	s.Push(Entry{Event: game.Event{Type: evPlay}}, Entry{Event: game.Event{Type: evEnd}, Line: Line{Summary: sum}})
	if s.Pending() != sum {
		t.Fatal("a queued summary is not pending")
	}
}

func TestSeveralSeatsChooseThenAreReadyWithoutTheirChoice(t *testing.T) {
	var st Status
	st.Update([]int{0, 1, 2}, 4, 0)
	want := func(w ...SeatState) {
		t.Helper()
		for i, s := range w {
			if st.States[i] != s {
				t.Fatalf("seat %d is %q, want %q (all: %v)", i, st.States[i], s, st.States)
			}
		}
	}
	want(Choosing, Choosing, Choosing, Idle)
	st.Update([]int{0, 2}, 4, 1) // seat 1 chose
	want(Choosing, Ready, Choosing, Idle)
	st.Update([]int{0}, 4, 2) // seat 2 chose
	want(Choosing, Ready, Ready, Idle)
	// The last choice resolves the vote; a re-vote of two claimants begins.
	st.Update([]int{1, 2}, 4, 3)
	want(Idle, Choosing, Choosing, Idle)
	// Turns one seat at a time are never "ready".
	st.Update([]int{3}, 4, 4)
	want(Idle, Idle, Idle, Choosing)
	st.Update([]int{0}, 4, 5)
	want(Choosing, Idle, Idle, Idle)
}

func TestANewDecisionOfTheSameSeatsIsNotReady(t *testing.T) {
	var st Status
	st.Update([]int{0, 1, 2, 3}, 4, 0) // everyone votes
	st.Update([]int{0}, 4, 3)          // the bots have voted; the person is last
	if st.States[1] != Ready {
		t.Fatalf("a bot that voted is %q, want ready", st.States[1])
	}
	// The person votes; the vote resolves and the person owes a new decision
	// (a joker): the bots are no longer "ready" for anything.
	st.Update([]int{0}, 4, 4)
	for i, want := range []SeatState{Choosing, Idle, Idle, Idle} {
		if st.States[i] != want {
			t.Fatalf("seat %d is %q after the vote resolved, want %q", i, st.States[i], want)
		}
	}
	// Frames without a move change nothing.
	st.Update([]int{0}, 4, 4)
	if st.States[1] != Idle {
		t.Fatalf("seat 1 is %q on a frame without a move", st.States[1])
	}
}

func TestTheLogScrollsBackAndStaysWhereTheReaderIs(t *testing.T) {
	var l Log
	for i := range 30 {
		l.Add(string(rune('a' + i%26)))
	}
	if from, to := l.View(10); from != 20 || to != 30 {
		t.Fatalf("view %d..%d", from, to)
	}
	l.Scroll(5, 10)
	l.Add("new")
	if from, to := l.View(10); from != 15 || to != 25 {
		t.Fatalf("a new line moved a reader who had scrolled back: %d..%d", from, to)
	}
	l.Scroll(100, 10)
	if from, _ := l.View(10); from != 0 {
		t.Fatalf("scrolled past the start: %d", from)
	}
	l.Scroll(-1000, 10)
	if _, to := l.View(10); to != 31 {
		t.Fatalf("scrolled past the end: %d", to)
	}
	for range MaxLog + 5 {
		l.Add("x")
	}
	if len(l.Lines) != MaxLog {
		t.Fatalf("the log grew to %d lines", len(l.Lines))
	}
}

func sampleSession(t *testing.T) []byte {
	t.Helper()
	s, err := session.New("loveletter", game.Config{Players: 2, Seed: 3}, []session.Seat{{Name: "You"}, {Name: "Ada", Bot: "clever"}})
	if err != nil {
		t.Fatal(err)
	}
	b, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestARecordKeepsTheLogAndTheSummary(t *testing.T) {
	r := Record{Session: sampleSession(t), Log: []string{"Round 1 begins; you start"}, Summary: &Summary{Title: "Round over", Standings: []Standing{{Seat: 1, Name: "Ada", Score: 1, Gain: 1, Winner: true}}}}
	b, err := r.Encode()
	if err != nil {
		t.Fatal(err)
	}
	got, s, err := DecodeRecord(b)
	if err != nil {
		t.Fatal(err)
	}
	if got.Game != "loveletter" || len(got.Log) != 1 || got.Summary == nil || got.Summary.Standings[0].Name != "Ada" || s.Human != 0 {
		t.Fatalf("%+v", got)
	}
	// A bare session from before records is read with an empty log.
	if got, _, err := DecodeRecord(sampleSession(t)); err != nil || got.Game != "loveletter" {
		t.Fatalf("bare session: %v", err)
	}
}

func TestARecordIsCheckedAsStrictlyAsTypedInput(t *testing.T) {
	good := sampleSession(t)
	long := strings.Repeat("x", 200000)
	cases := map[string]Record{
		"a huge log line":      {Session: good, Log: []string{long}},
		"a control character":  {Session: good, Log: []string{"a\x00b"}},
		"too many lines":       {Session: good, Log: make([]string, MaxLog+1)},
		"a huge summary title": {Session: good, Summary: &Summary{Title: long}},
		"a huge seat name":     {Session: good, Summary: &Summary{Title: "t", Standings: []Standing{{Seat: 0, Name: long}}}},
		"a seat not at table":  {Session: good, Summary: &Summary{Title: "t", Standings: []Standing{{Seat: 5, Name: "Ada"}}}},
		"another game's name":  {Session: good, Game: "mascarade"},
		"more lines played":    {Session: good, Log: []string{"a"}, Played: 2},
	}
	for name, r := range cases {
		b, _ := r.Encode()
		if _, _, err := DecodeRecord(b); err == nil {
			t.Errorf("%s was accepted", name)
		}
	}
	// A session whose seat name is 200,000 characters is refused too.
	bad := strings.Replace(string(good), `"name":"Ada"`, `"name":"`+long+`"`, 1)
	if _, _, err := DecodeRecord([]byte(bad)); err == nil {
		t.Error("a session with a 200,000-character name was accepted")
	}
	if _, _, err := DecodeRecord([]byte(`{"version":2,"session":` + strings.Repeat(" ", MaxRecord) + `}`)); err != ErrTooBig {
		t.Errorf("an oversized record: %v", err)
	}
}

// finishedFixture is a saved table whose game has ended, for the browser
// test that a finished game in the slot is recorded once and leaves it.
const finishedFixture = "testdata/finished-loveletter.json"

func TestTheFinishedGameFixtureIsAFinishedGame(t *testing.T) {
	s, err := session.New("loveletter", game.Config{Players: 2, Seed: 11}, []session.Seat{{Name: "You", Bot: ""}, {Name: "Ada", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	for !s.Game.Over() {
		if s.HumanToMove() {
			if err := s.Act(s.Observation().LegalActions()[0]); err != nil {
				t.Fatal(err)
			}
			continue
		}
		s.Update(10)
	}
	b, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	want, err := Record{Session: b, Log: []string{"You win the game!"}}.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(finishedFixture, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(finishedFixture)
	if err != nil {
		t.Fatalf("%v (run go test -run FinishedGameFixture ./scenes/table/flow -update)", err)
	}
	_, fs, err := DecodeRecord(got)
	if err != nil || !fs.Game.Over() {
		t.Fatalf("the fixture is not a finished game (%v); regenerate it with -update", err)
	}
}

var update = flag.Bool("update", false, "rewrite test fixtures")

// A table is drawn again only while its sequencer moves: Still is false from
// the first queued event to the end of the last motion and beat, true while
// a summary waits for the person, and true again once everything played.
func TestTheSequencerIsStillOnlyWhenNothingMovesOrWaitsToPlay(t *testing.T) {
	s := &Sequencer{Speed: 1}
	if !s.Still() {
		t.Fatal("an empty sequencer is not still")
	}
	sum := &Summary{Title: "Round over"}
	s.Push(Entry{Event: game.Event{Type: evPlay}, Line: Line{Text: "a play"}}, Entry{Event: game.Event{Type: evEnd}, Line: Line{Text: "over", Summary: sum}}, Entry{Event: game.Event{Type: evStart}})
	if s.Still() {
		t.Fatal("still with events queued")
	}
	var played []string
	var at []float64
	for s.Showing == nil {
		run(s, &played, &at, 1)
		if s.Showing == nil && s.Still() {
			t.Fatalf("still at %.2fs, before the summary showed (played %v)", s.TL.Now, played)
		}
	}
	if !s.Still() {
		t.Fatal("a summary on screen, waiting for the person, is not still")
	}
	s.Close()
	if s.Still() {
		t.Fatal("still with the next round's event queued after the summary closed")
	}
	run(s, &played, &at, 600)
	if !s.Still() {
		t.Fatal("not still once everything played")
	}
}

// TestAnUndoneDecisionIsNotReady: the person's cut undone after the vote it
// opened began (no bot had voted yet): nobody is "ready", the person owes
// the cut again.
func TestAnUndoneDecisionIsNotReady(t *testing.T) {
	var st Status
	st.Update([]int{0}, 3, 5)       // the person cuts
	st.Update([]int{0, 1, 2}, 3, 6) // everyone votes on the cut
	st.Update([]int{0}, 3, 5)       // Undo: the cut is owed again
	for i, want := range []SeatState{Choosing, Idle, Idle} {
		if st.States[i] != want {
			t.Fatalf("seat %d is %q after the undo, want %q", i, st.States[i], want)
		}
	}
}

// A summary's score reads with the minus sign, as the log and a seat's
// total do (issue 38: the summary printed "-10" where the log said "−10").
func TestAStandingsNegativeScoreReadsWithTheMinusSign(t *testing.T) {
	for _, c := range []struct {
		st   Standing
		want string
	}{
		{Standing{Score: 3}, "3"},
		{Standing{Score: -10}, "−10"},
		{Standing{Score: -4, Gain: -10}, "−10  →  −4"},
		{Standing{Score: 5, Gain: 2}, "+2  →  5"},
	} {
		if got := c.st.ScoreText(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.st, got, c.want)
		}
	}
}

// Issue 38: the person's "your turn" blinked off in a Three Parts vote
// while the bots' votes played ("ready"). A decision shown due at rest
// stays due while others' parts of the same decision play; one the table
// has not shown at rest, or a new decision, waits for the table to rest.
func TestADecisionShownDueStaysDueWhileOthersPlayTheirPart(t *testing.T) {
	var st Status
	st.Update([]int{0, 1, 2}, 3, 6) // everyone votes on the cut
	if st.Due(0, false) {
		t.Fatal("the vote is due on screen before the cut has played out")
	}
	st.Rest()
	st.Update([]int{0, 2}, 3, 7) // seat 1's vote plays
	if !st.Due(0, false) || !st.Due(2, false) {
		t.Fatal("the person's vote, shown due, is not due while a bot's vote plays")
	}
	if st.Due(1, false) {
		t.Fatal("a seat that voted is still due")
	}
	st.Update([]int{0}, 3, 8) // seat 2's vote plays
	if !st.Due(0, false) {
		t.Fatal("the person's vote is not due while the last bot's vote plays")
	}
	// The person votes; a re-vote of the same seats begins: not due until
	// the reveal has played out and the table rests.
	st.Update([]int{0, 1, 2}, 3, 9)
	if st.Due(0, false) || st.Due(1, false) {
		t.Fatal("a new vote is due before the reveal has played out")
	}
	if !st.Due(0, true) {
		t.Fatal("at rest the new vote is due")
	}
	// Turns one at a time: the next seat's turn waits for the table to rest.
	st.Rest()
	st.Update([]int{1}, 3, 10)
	st.Update([]int{0}, 3, 11)
	if st.Due(0, false) {
		t.Fatal("the person's turn is due while the bot's move still plays")
	}
	// An undo: the decision begins again, not due until the table rests.
	st.Rest()
	st.Update([]int{0, 1, 2}, 3, 12)
	st.Rest()
	st.Update([]int{0, 1, 2}, 3, 11)
	if st.Due(0, false) {
		t.Fatal("a decision undone is due before the table rests")
	}
}
