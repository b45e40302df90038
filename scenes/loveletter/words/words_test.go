package words

import (
	"fmt"
	"testing"

	"parlour/game"
	ll "parlour/game/loveletter"
	"parlour/scenes/table/flow"
	"parlour/scenes/table/flow/flowtest"
)

func TestMain(m *testing.M) { flowtest.Main(m) }

// editions are the decks and the table sizes each plays at.
var editions = []struct {
	variant  ll.Variant
	min, max int
}{{ll.Edition2019, 2, 6}, {ll.Classic, 2, 4}}

// playGame plays a whole game with Clever and random bots.
func playGame(t *testing.T, variant ll.Variant, players int, seed uint64) []flowtest.Step {
	t.Helper()
	cfg := game.Config{Players: players, Variant: string(variant), Seed: seed}
	return flowtest.Play(t, ll.Name, cfg, flowtest.Mixed(seed))
}

// about are the players an event is about, by its public fields: the seat
// that acts, and the one it acts on. A card without effect names nobody.
func about(n int, _ []flowtest.Step) func(game.Event) flowtest.Involved {
	return func(e game.Event) flowtest.Involved {
		in := flowtest.About(e, n)
		switch e.Type {
		case ll.EvPlay, ll.EvGuardHit, ll.EvGuardMiss, ll.EvPriestLook, ll.EvBaron, ll.EvTrade:
			in.Add(n, e.Target)
		case ll.EvNoEffect:
			in.Unnamed = true
		}
		return in
	}
}

// tableWords are the table's words as the kit opens a table: a describer
// that has described nothing.
var tableWords = flowtest.Words{
	New: func(game.Game, int) flowtest.Describe {
		d := New()
		return func(tl *flowtest.Teller, viewer int, after game.Game, e game.Event) flow.Line {
			return d.Describe(tl, viewer, after, e)
		}
	},
	About: about,
}

// TestEveryLineNamesItsEventsPlayers plays whole games of both decks at
// every table size and checks every line of the log, for every kind of
// event the game has: the players it names are the event's (the one who
// played, the one played on), never the next player's, and the one it
// says acts is the one who acted. Every kind of event must have been seen.
func TestEveryLineNamesItsEventsPlayers(t *testing.T) {
	kinds := map[game.EventType]int{}
	for _, ed := range editions {
		for players := ed.min; players <= ed.max; players++ {
			for seed := uint64(1); seed <= 3; seed++ {
				steps := playGame(t, ed.variant, players, seed)
				flowtest.Kinds(kinds, steps)
				where := fmt.Sprintf("%s, %d players, seed %d", ed.variant, players, seed)
				flowtest.Logs(t, where, steps, []int{int(seed) % players}, tableWords)
				if t.Failed() {
					return
				}
			}
		}
	}
	flowtest.Covered(t, kinds, []game.EventType{ll.EvRoundStart, ll.EvSetAside, ll.EvSetAsideUp, ll.EvDeal, ll.EvDraw, ll.EvPlay,
		ll.EvNoEffect, ll.EvGuardMiss, ll.EvGuardHit, ll.EvPriestLook, ll.EvBaron, ll.EvProtected, ll.EvDiscard, ll.EvChancellor,
		ll.EvReturn, ll.EvTrade, ll.EvOut, ll.EvReveal, ll.EvRoundWin, ll.EvSpyBonus, ll.EvRoundEnd, ll.EvGameWin, ll.EvUnprotected})
}

// TestPassAndPlayLogs describes whole games for people sharing the device,
// as pass and play does (one describer, each event described for each
// person in turn): each person's log and summaries are exactly those they
// would have alone (a round's gains were once counted once per person).
func TestPassAndPlayLogs(t *testing.T) {
	for _, ed := range editions {
		for _, players := range []int{2, ed.max} {
			people := []int{0, 1}
			if players > 2 {
				people = []int{2, 0, 1}
			}
			steps := playGame(t, ed.variant, players, 7)
			flowtest.SameAlone(t, fmt.Sprintf("%s, %d players", ed.variant, players), steps, people, tableWords)
		}
	}
}

// TestWordsReadNothingBeyondTheView describes whole games with the game
// as it is and with a world dealt again from each person's view: the
// words may read the engine only for what the person may know, so both
// logs are the same (issue 31: the accessible page says what the log says).
func TestWordsReadNothingBeyondTheView(t *testing.T) {
	for _, ed := range editions {
		players := ed.max
		steps := playGame(t, ed.variant, players, 5)
		flowtest.SameInAnyWorld(t, fmt.Sprintf("%s, %d players", ed.variant, players), steps, []int{0, 1}, tableWords)
	}
}

// TestASpokenGameFollowsTheLog says whole pinned games as the table does
// at every speed, at sixty frames a second and at eight (issue 38): every
// line is said in the log's order or folded into a summary in its place,
// and the decision after the lines before it.
func TestASpokenGameFollowsTheLog(t *testing.T) {
	for _, ed := range editions {
		for _, players := range []int{2, ed.max} {
			flowtest.SpeakEverywhere(t, fmt.Sprintf("%s, %d players", ed.variant, players), playGame(t, ed.variant, players, 27), tableWords)
		}
	}
}
