package words

import (
	"fmt"
	"testing"

	"parlour/game"
	rp "parlour/game/rebelprincess"
	"parlour/scenes/table/flow"
	"parlour/scenes/table/flow/flowtest"
)

func TestMain(m *testing.M) { flowtest.Main(m) }

// playGame plays a whole game of cfg with Clever and random bots.
func playGame(t *testing.T, cfg game.Config, seed uint64) []flowtest.Step {
	t.Helper()
	cfg.Seed = seed
	return flowtest.Play(t, rp.Name, cfg, flowtest.Mixed(seed))
}

// tracker follows the public facts the check needs, independently of the
// describing: whether a round's pass has begun.
type tracker struct {
	n      int
	passed bool
}

// about are the players an event is about, by its public fields: the seat
// that acts, and the seat it acts on where there is one (a pass, a gift, a
// power, the cards taken up); Alice, who deals a card anew, where she is
// the one said to act. The first pass of a round says that everyone
// passes, naming nobody.
func (k *tracker) about(e game.Event) flowtest.Involved {
	n := k.n
	in := flowtest.About(e, n)
	switch e.Type {
	case rp.EvRoundStart:
		k.passed = false
	case rp.EvPassed:
		in.Add(n, e.Target)
		in.Unnamed = !k.passed
		k.passed = true
	case rp.EvTakeUp, rp.EvPower, rp.EvGive, rp.EvForced:
		in.Add(n, e.Target)
	case rp.EvRedeal:
		in.Actor = e.Target
		in.Add(n, e.Target)
	}
	return in
}

// tableWords are the table's words as the kit opens a table at the draft:
// a describer synced with it, that has described nothing.
var tableWords = flowtest.Words{
	New: func(first game.Game, holder int) flowtest.Describe {
		d := New()
		d.Sync(first.Observe(holder).(*rp.Observation))
		return func(tl *flowtest.Teller, viewer int, after game.Game, e game.Event) flow.Line {
			return d.Describe(tl, viewer, after, e)
		}
	},
	About: func(n int, _ []flowtest.Step) func(game.Event) flowtest.Involved { return (&tracker{n: n}).about },
}

// TestEveryLineNamesItsEventsPlayers plays whole games of both editions
// with every round card, at 3 to 6 players, and checks every line of the
// log, for every kind of event the game has: the players it names are the
// event's (the one who plays, gives, uses a power, and the one they act
// on), never the next player's, and the one it says acts is the one who
// acted. Every kind of event must have been seen.
func TestEveryLineNamesItsEventsPlayers(t *testing.T) {
	kinds := map[game.EventType]int{}
	const seeds = 8 // a Carmesina's copy and a forced card first come at the sixth
	for _, cfg := range tables() {
		for seed := uint64(1); seed <= seeds; seed++ {
			steps := playGame(t, cfg, seed)
			flowtest.Kinds(kinds, steps)
			where := fmt.Sprintf("%s, %d players, rounds %s, seed %d", cfg.Variant, cfg.Players, cfg.Options["rounds"], seed)
			flowtest.Logs(t, where, steps, []int{int(seed) % cfg.Players}, tableWords)
			if t.Failed() {
				return
			}
		}
	}
	flowtest.Covered(t, kinds, []game.EventType{rp.EvOffer, rp.EvChosen, rp.EvDrafted, rp.EvRoundStart, rp.EvDeal, rp.EvCopy,
		rp.EvPassed, rp.EvAside, rp.EvShow, rp.EvTakeUp, rp.EvPower, rp.EvSkip, rp.EvLacks, rp.EvGive, rp.EvKeepCard, rp.EvForced,
		rp.EvGift, rp.EvPlay, rp.EvReveal, rp.EvPrincesIn, rp.EvMulan, rp.EvTrick, rp.EvRedeal, rp.EvSwap, rp.EvLeads, rp.EvKept,
		rp.EvScorePart, rp.EvRoundScore, rp.EvGameWin})
}

// TestPassAndPlayLogs describes whole games for people sharing the device,
// as pass and play does (one describer, each event described for each
// person in turn): each person's log and summaries are exactly those they
// would have alone (the round's pass, Crystal Clear's suits and the score's
// parts were once said to the first person only, or counted once per
// person).
func TestPassAndPlayLogs(t *testing.T) {
	for _, cfg := range tables() {
		steps := playGame(t, cfg, 9)
		flowtest.SameAlone(t, fmt.Sprintf("%s, %d players, rounds %s", cfg.Variant, cfg.Players, cfg.Options["rounds"]), steps, []int{1, 0, 2}, tableWords)
	}
}

// TestWordsReadNothingBeyondTheView describes whole games with the game
// as it is and with a world dealt again from each person's view: the
// words may read the engine only for what the person may know, so both
// logs are the same. A trick's taking was read from the engine's whole
// log, which a world dealt again does not share (found by check=hidden).
func TestWordsReadNothingBeyondTheView(t *testing.T) {
	for _, cfg := range tables()[:2] {
		steps := playGame(t, cfg, 5)
		flowtest.SameInAnyWorld(t, fmt.Sprintf("%s, %d players, rounds %s", cfg.Variant, cfg.Players, cfg.Options["rounds"]), steps, []int{0, 1}, tableWords)
	}
}

// TestASpokenGameFollowsTheLog says whole pinned games as the table does
// at every speed, at sixty frames a second and at eight (issue 38): every
// line is said in the log's order or folded into a summary in its place,
// and the decision after the lines before it.
func TestASpokenGameFollowsTheLog(t *testing.T) {
	for i, cfg := range tables()[:2] {
		flowtest.SpeakEverywhere(t, fmt.Sprintf("%s, %d players, rounds %s", cfg.Variant, cfg.Players, cfg.Options["rounds"]), playGame(t, cfg, uint64(5+i)), tableWords)
	}
}
