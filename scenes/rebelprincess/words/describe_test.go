package words

import (
	"fmt"
	"strings"
	"testing"

	"parlour/assets/i18n"
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
		rp.EvGift, rp.EvPlay, rp.EvReveal, rp.EvPrincesIn, rp.EvMulan, rp.EvTrick, rp.EvGiftsTaken, rp.EvRedeal, rp.EvSwap, rp.EvLeads, rp.EvKept,
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

// A Prince that lets the Princes in is one line, the play's own (or the
// card's turned up at a Masquerade Ball), which says why the Princes may
// lead from now on: without the led suit, or forced by the Ice Princess
// (issue 38: an off-suit Prince read as two plays, "Ada plays Prince 9",
// then "Ada plays Prince 9 without the led suit…"). Whole games of both
// editions and every round card, seen by seat 0.
func TestAPrinceThatLetsThePrincesInIsOneLineThatSaysWhy(t *testing.T) {
	seen := map[int]int{}
	for _, cfg := range tables() {
		for seed := uint64(1); seed <= 8; seed++ {
			steps := playGame(t, cfg, seed)
			describe := tableWords.New(steps[0].After, 0)
			var prev game.Event
			var prevLine flow.Line
			for _, st := range steps {
				for _, e := range st.Events {
					e = e.Redact(0)
					line := describe(&flowtest.Teller{Viewer: 0, N: cfg.Players}, 0, st.After, e)
					if e.Type == rp.EvPrincesIn {
						where := fmt.Sprintf("%s %dp %s seed %d: %q then %q", cfg.Variant, cfg.Players, cfg.Options["rounds"], seed, prevLine.Text, line.Text)
						why := i18n.T("rebelprincess.log.princes_in")
						if e.Value == rp.PrincesInForced {
							why = i18n.T("rebelprincess.log.princes_in_forced")
						}
						switch {
						case line.Text != "":
							t.Errorf("%s: a second line for the same card", where)
						case prev.Seat != e.Seat || prev.Card != e.Card || (prev.Type != rp.EvPlay && prev.Type != rp.EvReveal):
							t.Errorf("%s: not after the card's play", where)
						case !strings.Contains(prevLine.Text, CardName(rp.Card(e.Card))) || !strings.HasSuffix(prevLine.Text, " — "+why):
							t.Errorf("%s: the play's line does not say why (%q)", where, why)
						}
						seen[e.Value]++
					}
					prev, prevLine = e, line
				}
			}
		}
	}
	if seen[rp.PrincesInVoid] == 0 || seen[rp.PrincesInForced] == 0 {
		t.Errorf("both reasons must be seen: %v", seen)
	}
}

// A Deluxe Little Mermaid whose leader lacks the suit she named names the
// next with the same use of her power ("Jeśli ta osoba nie ma kart w tym
// kolorze, wymieniaj następne kolory", seeds/004, "KARTY KSIĘŻNICZEK"): the
// log says so, rather than "uses the Little Mermaid" a second time in one
// trick (issue 38). Whole Deluxe games, seen by seat 0: on each trick one
// line at most says a seat uses her, and every later naming says it is the
// same power.
func TestALittleMermaidNamingTheNextSuitIsLoggedAsTheSameUse(t *testing.T) {
	again := 0
	for _, cfg := range tables() {
		if cfg.Variant != string(rp.Deluxe) {
			continue
		}
		for seed := uint64(1); seed <= 8; seed++ {
			steps := playGame(t, cfg, seed)
			describe := tableWords.New(steps[0].After, 0)
			uses := map[int]int{}
			for _, st := range steps {
				for _, e := range st.Events {
					e = e.Redact(0)
					tl := &flowtest.Teller{Viewer: 0, N: cfg.Players}
					line := describe(tl, 0, st.After, e)
					switch e.Type {
					case rp.EvTrick, rp.EvRedeal, rp.EvRoundStart:
						uses = map[int]int{}
					case rp.EvPower:
						if e.Value != rp.LittleMermaid {
							continue
						}
						key := tl.Calls[len(tl.Calls)-1].Key
						if key == "rebelprincess.log.mermaid_again" {
							again++
							if uses[e.Seat] == 0 {
								t.Errorf("%s seed %d: %q names again before a first naming", cfg.Options["rounds"], seed, line.Text)
							}
							continue
						}
						if uses[e.Seat]++; uses[e.Seat] > 1 {
							t.Errorf("%s seed %d: %q: a second use on one trick", cfg.Options["rounds"], seed, line.Text)
						}
					}
				}
			}
		}
	}
	if again == 0 {
		t.Error("no Little Mermaid named a second suit: the check saw nothing")
	}
}
