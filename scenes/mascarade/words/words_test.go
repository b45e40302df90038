package words

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/assets/i18n"
	"parlour/game"
	mg "parlour/game/mascarade"
	"parlour/scenes/table/flow"
	"parlour/scenes/table/flow/flowtest"
)

func TestMain(m *testing.M) { flowtest.Main(m) }

var names = flowtest.Names

// playGame plays a whole game with Clever and random bots and returns its
// steps, the deal's events first.
func playGame(t *testing.T, players int, scenario string, seed uint64) []flowtest.Step {
	t.Helper()
	cfg := game.Config{Players: players, Seed: seed, Options: map[string]string{"scenario": scenario}}
	return flowtest.Play(t, mg.Name, cfg, flowtest.Mixed(seed))
}

// tracker follows the public facts the check needs, independently of the
// describing: each player's place and the announcement in progress.
type tracker struct {
	at          []int
	announcer   int
	answers     int
	contested   bool
	unchallenge int // unchallenged announcements so far
}

func newTracker(n int) *tracker {
	k := &tracker{at: make([]int, n), announcer: -1}
	for p := range k.at {
		k.at[p] = p
	}
	return k
}

func (k *tracker) playerAt(place int) int { return slices.Index(k.at, place) }

// about are the players an event is about, by its public fields (places
// read through at, the players' places as they are then), and the seat a
// line of it must name as the one who acts (the announcer for the last
// pass of an unchallenged announcement).
func (k *tracker) about(e game.Event) flowtest.Involved {
	n := len(k.at)
	in := flowtest.About(e, n)
	switch e.Type {
	case mg.EvSetup:
		in.Actor = k.playerAt(e.Target)
		in.Add(n, in.Actor)
	case mg.EvSwap, mg.EvSpySwap:
		in.Add(n, k.playerAt(e.Target))
	case mg.EvFoolSwap:
		in.Add(n, k.playerAt(e.Target), k.playerAt(e.Value))
	case mg.EvTransfer, mg.EvCoinSwap, mg.EvPrincess, mg.EvGuru, mg.EvSpyLook, mg.EvSeatsChange:
		in.Add(n, e.Target)
	case mg.EvAnnounce:
		k.announcer, k.answers, k.contested = e.Seat, 0, false
	case mg.EvContest:
		k.answers++
		k.contested = true
	case mg.EvPass:
		in.Unnamed = true // only captioned, or the announcer's line
		k.answers++
		if k.answers == n-1 && !k.contested {
			k.unchallenge++
			in.Add(n, k.announcer)
			in.Says = map[string]int{"mascarade.log.unchallenged": k.announcer}
		}
	}
	if e.Type == mg.EvSeatsChange {
		k.at[e.Seat], k.at[e.Target] = k.at[e.Target], k.at[e.Seat]
	}
	return in
}

// tableWords are the table's words as the kit opens a table (the describer
// synced with the table at rest after the deal, its deal not yet
// described); last is the tracker of the latest game described.
func tableWords(last **tracker) flowtest.Words {
	return flowtest.Words{
		New: func(first game.Game, holder int) flowtest.Describe {
			d := New()
			d.Reset(first.Observe(holder).(*mg.Observation))
			return func(tl *flowtest.Teller, viewer int, after game.Game, e game.Event) flow.Line {
				return d.Describe(tl, viewer, after.Result, e)
			}
		},
		About: func(n int, _ []flowtest.Step) func(game.Event) flowtest.Involved {
			*last = newTracker(n)
			return (*last).about
		},
	}
}

// describeGame describes a whole game for each of people (flowtest.Logs),
// checking every line, and that each person's log says once per
// unchallenged announcement that nobody contests.
func describeGame(t *testing.T, where string, steps []flowtest.Step, people []int) map[int][]string {
	t.Helper()
	var k *tracker
	logs := flowtest.Logs(t, where, steps, people, tableWords(&k))
	for _, p := range people {
		said := 0
		for _, l := range logs[p] {
			if strings.HasPrefix(l, "Nobody contests") {
				said++
			}
		}
		if said != k.unchallenge {
			t.Errorf("%s: %s's log says %d times that nobody contests, for %d unchallenged announcements", where, names[p], said, k.unchallenge)
		}
	}
	return logs
}

// TestEveryLineNamesItsEventsPlayers plays whole games at every table size
// in both scenarios and checks every line of the log, for every kind of
// event the game has: the players it names are the event's, the one it
// says acts is the one who acted (issue 29: "Nobody contests: Basil uses
// the Empress unrevealed" for Ada's announcement). Every kind of event must
// have been seen.
func TestEveryLineNamesItsEventsPlayers(t *testing.T) {
	kinds := map[game.EventType]int{}
	for players := mg.MinTable; players <= mg.MaxTable; players++ {
		for _, scenario := range []string{"a", "b"} {
			for seed := uint64(1); seed <= 3; seed++ {
				steps := playGame(t, players, scenario, seed)
				flowtest.Kinds(kinds, steps)
				where := fmt.Sprintf("%d players, scenario %s, seed %d", players, scenario, seed)
				describeGame(t, where, steps, []int{int(seed) % players})
				if t.Failed() {
					return
				}
			}
		}
	}
	flowtest.Covered(t, kinds, []game.EventType{mg.EvSetup, mg.EvTurn, mg.EvLook, mg.EvSwap, mg.EvAnnounce, mg.EvContest, mg.EvPass, mg.EvReveal,
		mg.EvBank, mg.EvCourt, mg.EvFine, mg.EvTransfer, mg.EvCoinSwap, mg.EvPrincess, mg.EvFoolSwap, mg.EvGuru, mg.EvName,
		mg.EvSpyLook, mg.EvSpySwap, mg.EvSeatsChange, mg.EvNoEffect, mg.EvWin})
}

// TestPassAndPlayLogs describes whole games for three people sharing the
// device, as pass and play does (one describer, each event described for
// each person in turn): each person's log is exactly the log they would
// have alone (issue 29: the "Nobody contests" line appeared two or three
// times with different names).
func TestPassAndPlayLogs(t *testing.T) {
	for _, players := range []int{4, 7, 13} {
		for _, scenario := range []string{"a", "b"} {
			steps := playGame(t, players, scenario, 11)
			where := fmt.Sprintf("%d players, scenario %s", players, scenario)
			describeGame(t, where+", pass and play", steps, []int{0, 1, 2})
			var k *tracker
			flowtest.SameAlone(t, where, steps, []int{0, 1, 2}, tableWords(&k))
			if t.Failed() {
				return
			}
		}
	}
}

// TestResetAnywhere: a describer set from the table at rest after any
// decision (a replay jumping to a move, a table reopened, a hint's search
// syncing the view) goes on exactly as one that described every event.
func TestResetAnywhere(t *testing.T) {
	for _, players := range []int{5, 10} {
		for _, scenario := range []string{"a", "b"} {
			steps := playGame(t, players, scenario, 5)
			const viewer = 1
			lines := func(d *Describer, from int) []string {
				var out []string
				for _, st := range steps[from:] {
					for _, e := range st.Events {
						l := d.Describe(&flowtest.Teller{Viewer: viewer, N: players}, viewer, st.After.Result, e.Redact(viewer))
						out = append(out, l.Text+" | "+l.Caption)
						if l.Summary != nil {
							out = append(out, l.Summary.Title)
						}
					}
				}
				return out
			}
			d := New()
			d.Reset(steps[0].After.Observe(viewer).(*mg.Observation))
			whole := lines(d, 0)
			count := 0
			for _, st := range steps[:1] {
				count += len(st.Events)
			}
			for k := 1; k < len(steps); k++ {
				r := New()
				r.Reset(steps[k-1].After.Observe(viewer).(*mg.Observation))
				got := lines(r, k)
				if want := whole[count:]; !slices.Equal(got, want) {
					for i := range min(len(got), len(want)) {
						if got[i] != want[i] {
							t.Fatalf("%d players, scenario %s: reset after %d decisions, line %d: %q, not %q", players, scenario, k-1, i, got[i], want[i])
						}
					}
					t.Fatalf("%d players, scenario %s: reset after %d decisions: %d lines, not %d", players, scenario, k-1, len(got), len(want))
				}
				count += len(steps[k].Events)
			}
		}
	}
}

// TestGuideEnds: the guided first round lasts the four opening swaps and
// one turn for every player, and ends with the game should it end first.
func TestGuideEnds(t *testing.T) {
	for _, players := range []int{4, 7, 13} {
		for turn := 1; turn <= 30; turn++ {
			want := turn > 4+players
			if got := GuideEnds(game.Event{Type: mg.EvTurn, Seat: 0, Target: -1, Value: turn}, players); got != want {
				t.Errorf("%d players, turn %d: the guide ends %v, want %v", players, turn, got, want)
			}
		}
		if !GuideEnds(game.Event{Type: mg.EvWin, Seat: 1, Value: 13}, players) {
			t.Errorf("%d players: the guide goes on past the game's end", players)
		}
		if GuideEnds(game.Event{Type: mg.EvAnnounce, Seat: 1, Card: int(mg.King)}, players) {
			t.Errorf("%d players: an announcement ends the guide", players)
		}
	}
}

// TestFoolSwapOfYourMask: when the Fool swaps (or pretends to) the
// person's mask and another player's, the log says so in the person's own
// words, whichever of the two the Fool chose first, in every language:
// "Ada, the Fool, swaps your mask and Basil's", never "the masks of Basil
// and You" (issue 29). The line names the Fool and the other player.
func TestFoolSwapOfYourMask(t *testing.T) {
	defer func() {
		if err := i18n.SetLanguage("en"); err != nil {
			t.Fatal(err)
		}
	}()
	seen := 0
	for _, lang := range []string{"en", "pl", "ru", "uk"} {
		if err := i18n.SetLanguage(lang); err != nil {
			t.Fatal(err)
		}
		you := i18n.T("you")
		for _, players := range []int{7, 9} {
			for seed := uint64(1); seed <= 6; seed++ {
				steps := playGame(t, players, "a", seed)
				k := newTracker(players)
				for _, st := range steps {
					for _, e := range st.Events {
						a, b := k.playerAt(e.Target), k.playerAt(e.Value)
						k.about(e)
						if e.Type != mg.EvFoolSwap {
							continue
						}
						for _, viewer := range []int{a, b} {
							d := New()
							d.Reset(steps[0].After.Observe(viewer).(*mg.Observation))
							d.base.at = slices.Clone(k.at) // the places as this event finds them
							tl := &flowtest.Teller{Viewer: viewer, N: players, You: true}
							line := d.Describe(tl, viewer, st.After.Result, e.Redact(viewer))
							other := a + b - viewer
							seen++
							if strings.Contains(line.Text, you) || !strings.Contains(line.Text, names[e.Seat]) || !strings.Contains(line.Text, names[other]) {
								t.Errorf("%s, %d players, seed %d, seen by %s: the Fool %s swaps %s's and %s's masks: %q", lang, players, seed, names[viewer], names[e.Seat], names[a], names[b], line.Text)
							}
						}
					}
				}
			}
		}
	}
	if seen == 0 {
		t.Fatal("no Fool swapped anyone's masks in the games played")
	}
}

// TestWordsReadNothingBeyondTheView describes whole games with the game
// as it is and with a world dealt again from each person's view: the
// words may read the engine only for what the person may know, so both
// logs are the same (issue 31: the accessible page says what the log says).
func TestWordsReadNothingBeyondTheView(t *testing.T) {
	for _, players := range []int{4, 7} {
		steps := playGame(t, players, "a", 5)
		var k *tracker
		flowtest.SameInAnyWorld(t, fmt.Sprintf("%d players", players), steps, []int{0, 1}, tableWords(&k))
	}
}

// TestASpokenGameFollowsTheLog says whole pinned games as the table does
// at every speed, at sixty frames a second and at eight (issue 38: at
// five players, seed 3, "Your turn" was said before four opponents'
// turns, and at instant speed 16 of 55 lines were said): every line is
// said in the log's order or folded into a summary in its place, and the
// decision after the lines before it.
func TestASpokenGameFollowsTheLog(t *testing.T) {
	for _, g := range []struct {
		players  int
		scenario string
		seed     uint64
	}{{5, "a", 3}, {4, "b", 7}, {13, "a", 1}} {
		var k *tracker
		flowtest.SpeakEverywhere(t, fmt.Sprintf("%d players, scenario %s, seed %d", g.players, g.scenario, g.seed), playGame(t, g.players, g.scenario, g.seed), tableWords(&k))
	}
}
