package words

import (
	"fmt"
	"testing"

	"parlour/game"
	tp "parlour/game/threeparts"
	"parlour/scenes/table/flow"
	"parlour/scenes/table/flow/flowtest"
	"parlour/scenes/threeparts/board"
)

func TestMain(m *testing.M) { flowtest.Main(m) }

// playGame plays a whole game with Clever and random bots.
func playGame(t *testing.T, players int, seed uint64) []flowtest.Step {
	t.Helper()
	return flowtest.Play(t, tp.Name, game.Config{Players: players, Seed: seed}, flowtest.Mixed(seed))
}

// tracker follows the public facts the check needs, independently of the
// describing: the round's leader (who cuts, and cuts a contested part
// again), the votes of the reveal in progress, and, read ahead, the seats
// that share a majority or the win.
type tracker struct {
	n        int
	leader   int
	voters   []int
	holders  map[int][]int // by number: the seats whose majority it is
	winners  []int
	previous game.EventType
}

func newTracker(n int, steps []flowtest.Step) func(game.Event) flowtest.Involved {
	k := &tracker{n: n, leader: -1, holders: map[int][]int{}}
	for _, st := range steps {
		for _, e := range st.Events {
			switch e.Type {
			case tp.EvMajority:
				k.holders[e.Card] = append(k.holders[e.Card], e.Seat)
			case tp.EvGameWin:
				k.winners = append(k.winners, e.Seat)
			}
		}
	}
	return k.about
}

// about are the players an event is about: the seat that acts (the leader
// turning up, cutting, splitting; a voter; a taker), every voter of a
// reveal, the claimants of a contested part with the leader who settles
// it, every holder of a shared majority, every winner of a shared win. A
// moment whose words name no one (the row, a split, a discard, a round's
// end) names nobody else.
func (k *tracker) about(e game.Event) flowtest.Involved {
	n := k.n
	in := flowtest.About(e, n)
	if e.Type != tp.EvVoted {
		k.voters = k.voters[:0]
	}
	switch e.Type {
	case tp.EvRoundStart:
		k.leader = e.Seat
	case tp.EvTurnUp, tp.EvSplit, tp.EvRoundEnd:
		in.Unnamed = true
	case tp.EvVoted:
		k.voters = append(k.voters, e.Seat)
		in.Add(n, k.voters...)
	case tp.EvContest:
		// "Ada and Basil want the white part: Cyrus cuts it again": the
		// leader is named only when they cut again.
		in.Actor, in.Unnamed = k.leader, true
		in.Add(n, k.leader)
		for s := range n {
			if game.Seats(e.Target).Has(s) {
				in.Add(n, s)
			}
		}
	case tp.EvMajority:
		in.Add(n, k.holders[e.Card]...)
	case tp.EvGameWin:
		in.Add(n, k.winners...)
	}
	return in
}

// tableWords are the table's words as the kit opens a table: the
// describer set from the holder's board at rest after the deal, its deal
// not yet described.
var tableWords = flowtest.Words{
	New: func(first game.Game, holder int) flowtest.Describe {
		d := New()
		d.Reset(board.From(first.Observe(holder).(*tp.Observation)))
		return func(tl *flowtest.Teller, viewer int, after game.Game, e game.Event) flow.Line {
			return d.Describe(tl, viewer, after, e)
		}
	},
	About: newTracker,
}

// TestEveryLineNamesItsEventsPlayers plays whole games at every table size
// and checks every line of the log, for every kind of event the game has:
// the players it names are the event's (the leader who cuts, the voters of
// a reveal, the seat that takes), never the next player's, and the one it
// says acts is the one who acted. Every kind of event must have been seen.
func TestEveryLineNamesItsEventsPlayers(t *testing.T) {
	kinds := map[game.EventType]int{}
	for players := 3; players <= 4; players++ {
		for seed := uint64(1); seed <= 4; seed++ {
			steps := playGame(t, players, seed)
			flowtest.Kinds(kinds, steps)
			where := fmt.Sprintf("%d players, seed %d", players, seed)
			flowtest.Logs(t, where, steps, []int{int(seed) % players}, tableWords)
			if t.Failed() {
				return
			}
		}
	}
	flowtest.Covered(t, kinds, []game.EventType{tp.EvRoundStart, tp.EvTurnUp, tp.EvCut, tp.EvSplit, tp.EvVote, tp.EvVoted, tp.EvTake,
		tp.EvDiscard, tp.EvContest, tp.EvJoker, tp.EvJokerWait, tp.EvRoundEnd, tp.EvMajority, tp.EvScore, tp.EvGameWin})
}

// TestPassAndPlayLogs describes whole games for people sharing the device,
// as pass and play does (one describer, each event described for each
// person in turn): each person's log and summary are exactly those they
// would have alone (the board the words are read from once moved on once
// per person).
func TestPassAndPlayLogs(t *testing.T) {
	for _, players := range []int{3, 4} {
		steps := playGame(t, players, 5)
		flowtest.SameAlone(t, fmt.Sprintf("%d players", players), steps, []int{1, 0, 2}, tableWords)
	}
}

// TestWordsWithoutASync: the kit writes the whole log again in another
// language with a fresh copy of the table, never synced: its words are
// those of the table that described the game as it went.
func TestWordsWithoutASync(t *testing.T) {
	steps := playGame(t, 4, 3)
	fresh := flowtest.Words{
		New: func(game.Game, int) flowtest.Describe {
			d := New()
			return func(tl *flowtest.Teller, viewer int, after game.Game, e game.Event) flow.Line {
				return d.Describe(tl, viewer, after, e)
			}
		},
		About: newTracker,
	}
	synced := flowtest.Logs(t, "synced", steps, []int{0}, tableWords)[0]
	got := flowtest.Logs(t, "fresh", steps, []int{0}, fresh)[0]
	if fmt.Sprint(got) != fmt.Sprint(synced) {
		t.Errorf("a fresh table's log differs from the synced table's:\n%q\n%q", got, synced)
	}
}

// TestWordsReadNothingBeyondTheView describes whole games with the game
// as it is and with a world dealt again from each person's view: the
// words may read the engine only for what the person may know, so both
// logs are the same (issue 31: the accessible page says what the log says).
func TestWordsReadNothingBeyondTheView(t *testing.T) {
	for _, players := range []int{3, 4} {
		steps := playGame(t, players, 6)
		flowtest.SameInAnyWorld(t, fmt.Sprintf("%d players", players), steps, []int{0, 1}, tableWords)
	}
}

// A tie on points broken on the numbers is said first, before each seat's
// sum: it decided the game, and a small frame's panel has room for its
// first lines only (an embed of 320×240 once left "Ada wins on more
// numbers" out).
func TestATieBrokenOnNumbersIsSaidBeforeEachSeatsSum(t *testing.T) {
	b := &board.Board{N: 3, Final: []int{22, 22, 15}, Count: []int{5, 4, 2}, Scored: make([][11]bool, 3)}
	for seat, nums := range [][]int{{1, 2, 5, 6, 8}, {2, 3, 7, 10}, {6, 9}} {
		for _, n := range nums {
			b.Scored[seat][n] = true
		}
	}
	tl := &flowtest.Teller{Viewer: 2, N: 3}
	cases := []struct {
		name    string
		winners []int
		first   []string
	}{
		{"broken on numbers", []int{0}, []string{"Ada and Basil tie on 22 points", "Ada wins on more numbers: 5 to 4"}},
	}
	for _, c := range cases {
		s := summary(tl, 2, b, c.winners)
		if len(s.Lines) < len(c.first)+3 || fmt.Sprint(s.Lines[:len(c.first)]) != fmt.Sprint(c.first) {
			t.Errorf("%s: the lines are %q; want them to begin %q, then each seat's sum", c.name, s.Lines, c.first)
		}
	}
}

// TestASpokenGameFollowsTheLog says whole pinned games as the table does
// at every speed, at sixty frames a second and at eight (issue 38): every
// line is said in the log's order or folded into a summary in its place,
// and the decision after the lines before it.
func TestASpokenGameFollowsTheLog(t *testing.T) {
	for _, players := range []int{3, 4} {
		flowtest.SpeakEverywhere(t, fmt.Sprintf("%d players", players), playGame(t, players, 1), tableWords)
	}
}
