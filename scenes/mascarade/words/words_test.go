package words

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
	mg "parlour/game/mascarade"
	"parlour/scenes/table/flow"
)

func TestMain(m *testing.M) {
	i18n.Add(os.DirFS(".."), "i18n")
	if err := i18n.SetLanguage("en"); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}

// names are the seats' names: distinct words no message contains.
var names = []string{"Ada", "Basil", "Cyrus", "Dmitri", "Elena", "Farid", "Greta", "Hiro", "Ines", "Jonas", "Kira", "Lev", "Mona"}

// call is one message put in the person's words: its key and the seats it
// was given as actor and target.
type call struct {
	key           string
	actor, target int
}

// teller is the kit's Table.Words for one person (viewer), recording what
// it is asked: the same choice of _you, _on_you and _self variants.
type teller struct {
	viewer int
	n      int
	calls  []call
	you    bool // the person is named as the table names them: by the word for "you"
}

func (t *teller) wordsKey(key string, actor, target int) string {
	return flow.WordsKey(key, actor, target, t.viewer)
}

func (t *teller) Words(key string, actor, target int, args ...any) string {
	t.calls = append(t.calls, call{key, actor, target})
	return i18n.T(t.wordsKey(key, actor, target), append([]any{t.SeatName(actor), t.SeatName(target)}, args...)...)
}

func (t *teller) WordsN(key string, n, actor, target int, args ...any) string {
	t.calls = append(t.calls, call{key, actor, target})
	return i18n.N(t.wordsKey(key, actor, target), n, append([]any{t.SeatName(actor), t.SeatName(target)}, args...)...)
}

func (t *teller) SeatName(seat int) string {
	if t.you && seat == t.viewer {
		return i18n.T("you")
	}
	if seat < 0 || seat >= t.n {
		return "?"
	}
	return names[seat]
}

// step is one applied decision's events, and the game right after it (the
// kit describes a decision's events as they arrive, the engine already past
// them all).
type step struct {
	events []game.Event
	after  game.Game
}

// playGame plays a whole game with Clever and random bots and returns its
// steps, the deal's events first.
func playGame(t *testing.T, players int, scenario string, seed uint64) []step {
	t.Helper()
	g, err := catalog.NewGame(mg.Name, game.Config{Players: players, Seed: seed, Options: map[string]string{"scenario": scenario}})
	if err != nil {
		t.Fatal(err)
	}
	steps := []step{{events: game.CloneEvents(g.(*mg.Game).Log), after: g.Clone()}}
	bots := make([]bot.Bot, players)
	for s := range bots {
		name := "clever"
		if (s+int(seed))%3 == 0 {
			name = "random"
		}
		if bots[s], err = catalog.NewBot(mg.Name, name, seed*31+uint64(s)); err != nil {
			t.Fatal(err)
		}
	}
	for n := 0; !g.Over(); n++ {
		if n > 5000 {
			t.Fatalf("%d players, scenario %s, seed %d: the game does not end", players, scenario, seed)
		}
		seat := g.Pending()[0]
		evs, err := g.Apply(seat, bots[seat].Act(g.Observe(seat), bot.Budget{}))
		if err != nil {
			t.Fatal(err)
		}
		steps = append(steps, step{events: game.CloneEvents(evs), after: g.Clone()})
	}
	return steps
}

// involved are the players an event is about, by its public fields (places
// read through at, the players' places as they are then), and the seat a
// line of it must name as the one who acts (the announcer for the last
// pass of an unchallenged announcement).
type involved struct {
	seats []int
	actor int
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

func (k *tracker) playerAt(place int) int { return slices.Index(k.at, place) }

func (k *tracker) about(e game.Event) involved {
	n := len(k.at)
	in := involved{actor: e.Seat}
	add := func(s ...int) {
		for _, x := range s {
			if x >= 0 && x < n && !slices.Contains(in.seats, x) {
				in.seats = append(in.seats, x)
			}
		}
	}
	add(e.Seat)
	switch e.Type {
	case mg.EvSetup:
		in.actor = k.playerAt(e.Target)
		add(in.actor)
	case mg.EvSwap, mg.EvSpySwap:
		add(k.playerAt(e.Target))
	case mg.EvFoolSwap:
		add(k.playerAt(e.Target), k.playerAt(e.Value))
	case mg.EvTransfer, mg.EvCoinSwap, mg.EvPrincess, mg.EvGuru, mg.EvSpyLook, mg.EvSeatsChange:
		add(e.Target)
	case mg.EvAnnounce:
		k.announcer, k.answers, k.contested = e.Seat, 0, false
	case mg.EvContest:
		k.answers++
		k.contested = true
	case mg.EvPass:
		k.answers++
		if k.answers == n-1 && !k.contested {
			k.unchallenge++
			add(k.announcer)
		}
	}
	if e.Type == mg.EvSeatsChange {
		defer func() { k.at[e.Seat], k.at[e.Target] = k.at[e.Target], k.at[e.Seat] }()
	}
	return in
}

var nameRE = regexp.MustCompile(`\b(` + strings.Join(names, "|") + `)\b`)

// checkLine checks one line's players against its event's: every name it
// shows is of a player the event is about, every message's actor is the
// event's, and a line about someone else names them.
func checkLine(t *testing.T, where string, tl *teller, e game.Event, in involved, announcer int, line flow.Line) {
	t.Helper()
	for _, s := range []string{line.Text, line.Caption} {
		for _, name := range nameRE.FindAllString(s, -1) {
			if seat := slices.Index(names, name); !slices.Contains(in.seats, seat) {
				t.Errorf("%s: %s event %+v (about seats %v): %q names %s", where, e.Type, e, in.seats, s, name)
			}
		}
	}
	for _, c := range tl.calls {
		if strings.HasPrefix(c.key, "mascarade.summary.") {
			continue
		}
		want := in.actor
		if c.key == "mascarade.log.unchallenged" {
			want = announcer
		}
		if c.actor != want {
			t.Errorf("%s: %s event %+v: %s is said of %s, not of %s (%q)", where, e.Type, e, c.key, tl.SeatName(c.actor), tl.SeatName(want), line.Text)
		}
		if c.target >= 0 && !slices.Contains(in.seats, c.target) {
			t.Errorf("%s: %s event %+v: %s names %s as its target (%q)", where, e.Type, e, c.key, tl.SeatName(c.target), line.Text)
		}
	}
	if in.actor >= 0 && in.actor != tl.viewer && line.Text != "" && e.Type != mg.EvPass {
		if !strings.Contains(line.Text, names[in.actor]) {
			t.Errorf("%s: %s event %+v: %q does not name %s", where, e.Type, e, line.Text, names[in.actor])
		}
	}
}

// describeGame describes a whole game for each of people, one describer
// shared as the table shares it: for each event every other person first
// (the kit's arriveOthers), then the holder, as pass and play does; with
// one person it is the ordinary table. It checks every line and returns
// each person's log.
func describeGame(t *testing.T, where string, steps []step, people []int) map[int][]string {
	t.Helper()
	n := steps[0].after.Players()
	d := New()
	d.Reset(steps[0].after.Observe(people[0]).(*mg.Observation)) // the kit syncs the table as it opens, its deal not yet described
	logs := map[int][]string{}
	k := &tracker{at: make([]int, n), announcer: -1}
	for p := range k.at {
		k.at[p] = p
	}
	for _, st := range steps {
		for _, e := range st.events {
			in := k.about(e)
			announcer := k.announcer
			order := append(slices.Clone(people[1:]), people[0])
			for _, p := range order {
				tl := &teller{viewer: p, n: n}
				line := d.Describe(tl, p, st.after.Result, e.Redact(p))
				checkLine(t, fmt.Sprintf("%s, seen by %s", where, names[p]), tl, e, in, announcer, line)
				if line.Text != "" {
					logs[p] = append(logs[p], line.Text)
				}
			}
		}
	}
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
				for _, st := range steps {
					for _, e := range st.events {
						kinds[e.Type]++
					}
				}
				where := fmt.Sprintf("%d players, scenario %s, seed %d", players, scenario, seed)
				describeGame(t, where, steps, []int{int(seed) % players})
				if t.Failed() {
					return
				}
			}
		}
	}
	for _, k := range []game.EventType{mg.EvSetup, mg.EvTurn, mg.EvLook, mg.EvSwap, mg.EvAnnounce, mg.EvContest, mg.EvPass, mg.EvReveal,
		mg.EvBank, mg.EvCourt, mg.EvFine, mg.EvTransfer, mg.EvCoinSwap, mg.EvPrincess, mg.EvFoolSwap, mg.EvGuru, mg.EvName,
		mg.EvSpyLook, mg.EvSpySwap, mg.EvSeatsChange, mg.EvNoEffect, mg.EvWin} {
		if kinds[k] == 0 {
			t.Errorf("no %s event in the games played: its lines are not checked", k)
		}
	}
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
			shared := describeGame(t, where+", pass and play", steps, []int{0, 1, 2})
			for _, p := range []int{0, 1, 2} {
				alone := describeGame(t, where+", alone", steps, []int{p})
				if !slices.Equal(shared[p], alone[p]) {
					for i := range min(len(shared[p]), len(alone[p])) {
						if shared[p][i] != alone[p][i] {
							t.Errorf("%s: %s's log in pass and play differs from their log alone at line %d: %q, not %q", where, names[p], i, shared[p][i], alone[p][i])
							break
						}
					}
					t.Errorf("%s: %s's log: %d lines in pass and play, %d alone", where, names[p], len(shared[p]), len(alone[p]))
				}
			}
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
					for _, e := range st.events {
						l := d.Describe(&teller{viewer: viewer, n: players}, viewer, st.after.Result, e.Redact(viewer))
						out = append(out, l.Text+" | "+l.Caption)
						if l.Summary != nil {
							out = append(out, l.Summary.Title)
						}
					}
				}
				return out
			}
			d := New()
			d.Reset(steps[0].after.Observe(viewer).(*mg.Observation))
			whole := lines(d, 0)
			count := 0
			for _, st := range steps[:1] {
				count += len(st.events)
			}
			for k := 1; k < len(steps); k++ {
				r := New()
				r.Reset(steps[k-1].after.Observe(viewer).(*mg.Observation))
				got := lines(r, k)
				if want := whole[count:]; !slices.Equal(got, want) {
					for i := range min(len(got), len(want)) {
						if got[i] != want[i] {
							t.Fatalf("%d players, scenario %s: reset after %d decisions, line %d: %q, not %q", players, scenario, k-1, i, got[i], want[i])
						}
					}
					t.Fatalf("%d players, scenario %s: reset after %d decisions: %d lines, not %d", players, scenario, k-1, len(got), len(want))
				}
				count += len(steps[k].events)
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
				k := &tracker{at: make([]int, players), announcer: -1}
				for p := range k.at {
					k.at[p] = p
				}
				for _, st := range steps {
					for _, e := range st.events {
						a, b := k.playerAt(e.Target), k.playerAt(e.Value)
						k.about(e)
						if e.Type != mg.EvFoolSwap {
							continue
						}
						for _, viewer := range []int{a, b} {
							d := New()
							d.Reset(steps[0].after.Observe(viewer).(*mg.Observation))
							d.base.at = slices.Clone(k.at) // the places as this event finds them
							tl := &teller{viewer: viewer, n: players, you: true}
							line := d.Describe(tl, viewer, st.after.Result, e.Redact(viewer))
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
