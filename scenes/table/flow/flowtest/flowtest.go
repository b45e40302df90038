// Package flowtest is what the native tests of every table's words share
// (scenes/<game>/words): a teller that puts messages in a person's words
// as the kit does and records what it is asked, whole games played by
// bots, and the check of every log line against its event's players, for
// one person at a table or several sharing the device (pass and play). In
// a bluffing game the log is the record (issue 29): a line that names the
// next player for the one who acted misleads. Only tests import it.
package flowtest

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
	"parlour/scenes/table/flow"
)

// Names are the seats' names: distinct words no message contains.
var Names = []string{"Ada", "Basil", "Cyrus", "Dmitri", "Elena", "Farid", "Greta", "Hiro", "Ines", "Jonas", "Kira", "Lev", "Mona"}

var nameRE = regexp.MustCompile(`\b(` + strings.Join(Names, "|") + `)\b`)

// Call is one message put in the person's words: its key and the seats it
// was given as actor and target.
type Call struct {
	Key           string
	Actor, Target int
}

// Teller is the kit's Table.Words for one person (Viewer) at a table of N
// seats, recording what it is asked: the same choice of _you, _on_you and
// _self variants (flow.WordsKey).
type Teller struct {
	Viewer, N int
	Calls     []Call
	You       bool // the person is named as the table names them: by the word for "you"
}

func (t *Teller) key(key string, actor, target int) string {
	return i18n.FormKey(flow.WordsKey(key, actor, target, t.Viewer), t.SeatForm(actor))
}

func (t *Teller) SeatForm(seat int) i18n.Form { return flow.SeatForm(t.SeatName(seat)) }

func (t *Teller) Words(key string, actor, target int, args ...any) string {
	t.Calls = append(t.Calls, Call{key, actor, target})
	return i18n.T(t.key(key, actor, target), append([]any{t.SeatName(actor), t.SeatName(target)}, args...)...)
}

func (t *Teller) WordsN(key string, n, actor, target int, args ...any) string {
	t.Calls = append(t.Calls, Call{key, actor, target})
	return i18n.N(t.key(key, actor, target), n, append([]any{t.SeatName(actor), t.SeatName(target)}, args...)...)
}

func (t *Teller) SeatName(seat int) string {
	if t.You && seat == t.Viewer {
		return i18n.T("you")
	}
	if seat < 0 || seat >= t.N {
		return "?"
	}
	return Names[seat]
}

// Step is one applied decision's events, and the game right after it (the
// kit describes a decision's events as they arrive, the engine already past
// them all).
type Step struct {
	Events []game.Event
	After  game.Game
}

// Play plays a whole game of cfg with bots (botAt names the one at a seat)
// and returns its steps, the opening deal's first (game.Opener).
func Play(t testing.TB, name string, cfg game.Config, botAt func(seat int) string) []Step {
	t.Helper()
	g, err := catalog.NewGame(name, cfg)
	if err != nil {
		t.Fatal(err)
	}
	first := Step{After: g.Clone()}
	if op, ok := g.(game.Opener); ok {
		first.Events = op.Opening()
	}
	steps := []Step{first}
	bots := make([]bot.Bot, cfg.Players)
	for s := range bots {
		if bots[s], err = catalog.NewBot(name, botAt(s), cfg.Seed*31+uint64(s)); err != nil {
			t.Fatal(err)
		}
	}
	for n := 0; !g.Over(); n++ {
		if n > 20000 {
			t.Fatalf("%s, %+v: the game does not end", name, cfg)
		}
		seat := g.Pending()[0]
		evs, err := g.Apply(seat, bots[seat].Act(g.Observe(seat), bot.Budget{}))
		if err != nil {
			t.Fatal(err)
		}
		steps = append(steps, Step{Events: game.CloneEvents(evs), After: g.Clone()})
	}
	return steps
}

// Involved are the players an event is about, as the test reads them from
// the event's public fields (and what it tracks of the game): the only
// seats a line of it may name.
type Involved struct {
	Seats []int
	// Actor is the seat each message of the line is said of, and the one
	// the line must name (unless it is the person's, or Unnamed); -1 for
	// none.
	Actor int
	// Says are the messages said of another seat than Actor (Mascarade's
	// "nobody contests", of the announcer, on the last pass).
	Says map[string]int
	// Unnamed: the line may leave the actor unnamed (a pass, a moment
	// whose words name others).
	Unnamed bool
}

// About is an event's players: its Seat, who acts, and the others given
// (seats out of 0..n-1 are left out: a centre place, "nobody").
func About(e game.Event, n int, others ...int) Involved {
	in := Involved{Actor: e.Seat}
	if e.Seat < 0 || e.Seat >= n {
		in.Actor = -1
	}
	in.Add(n, e.Seat)
	in.Add(n, others...)
	return in
}

// Add adds seats to those the event is about.
func (in *Involved) Add(n int, seats ...int) {
	for _, s := range seats {
		if s >= 0 && s < n && !slices.Contains(in.Seats, s) {
			in.Seats = append(in.Seats, s)
		}
	}
}

// CheckLine checks one line's players against its event's: every name it
// shows is of a player the event is about, every message's actor is the
// event's (a summary's messages aside: they are about the whole game), and
// a line about someone else names them.
func CheckLine(t testing.TB, where string, tl *Teller, e game.Event, in Involved, line flow.Line) {
	t.Helper()
	for _, s := range []string{line.Text, line.Caption} {
		for _, name := range nameRE.FindAllString(s, -1) {
			if seat := slices.Index(Names, name); !slices.Contains(in.Seats, seat) {
				t.Errorf("%s: %s event %+v (about seats %v): %q names %s", where, e.Type, e, in.Seats, s, name)
			}
		}
	}
	for _, c := range tl.Calls {
		if strings.Contains(c.Key, ".summary.") {
			continue
		}
		want, ok := in.Says[c.Key]
		if !ok {
			want = in.Actor
		}
		if c.Actor != want {
			t.Errorf("%s: %s event %+v: %s is said of %s, not of %s (%q)", where, e.Type, e, c.Key, tl.SeatName(c.Actor), tl.SeatName(want), line.Text)
		}
		if c.Target >= 0 && !slices.Contains(in.Seats, c.Target) {
			t.Errorf("%s: %s event %+v: %s names %s as its target (%q)", where, e.Type, e, c.Key, tl.SeatName(c.Target), line.Text)
		}
	}
	if in.Actor >= 0 && in.Actor != tl.Viewer && line.Text != "" && !in.Unnamed {
		if !strings.Contains(line.Text, Names[in.Actor]) {
			t.Errorf("%s: %s event %+v: %q does not name %s", where, e.Type, e, line.Text, Names[in.Actor])
		}
	}
}

// Describe is a table's words as the kit calls them: event e (redacted
// for viewer) in viewer's words, the game being after once the decision's
// events are all applied.
type Describe func(tl *Teller, viewer int, after game.Game, e game.Event) flow.Line

// Words is what the shared checks need of a game's words.
type Words struct {
	// New is a table's words as the kit opens the table, synced at rest
	// after the deal (first) for the person holding the device.
	New func(first game.Game, holder int) Describe
	// About is a fresh tracker of a game (steps, whose table has n seats):
	// the players each event is about, called once for each event in
	// order. It may read ahead (the tied holders of a majority).
	About func(n int, steps []Step) func(e game.Event) Involved
}

// Logs describes a whole game for each of people with one table's words,
// as the kit does: for each event every other person first (its
// arriveOthers), then the holder, people[0]; with one person it is the
// ordinary table. It checks every line and returns each person's log:
// their lines, and their summaries in short.
func Logs(t testing.TB, where string, steps []Step, people []int, w Words) map[int][]string {
	t.Helper()
	n := steps[0].After.Players()
	d := w.New(steps[0].After, people[0])
	about := w.About(n, steps)
	logs := map[int][]string{}
	order := append(slices.Clone(people[1:]), people[0])
	for _, st := range steps {
		for _, e := range st.Events {
			in := about(e)
			for _, p := range order {
				tl := &Teller{Viewer: p, N: n}
				line := d(tl, p, st.After, e.Redact(p))
				CheckLine(t, fmt.Sprintf("%s, seen by %s", where, Names[p]), tl, e, in, line)
				if line.Text != "" {
					logs[p] = append(logs[p], line.Text)
				}
				if s := line.Summary; s != nil {
					logs[p] = append(logs[p], fmt.Sprintf("summary %q %+v %q", s.Title, s.Standings, s.Lines))
				}
			}
		}
	}
	return logs
}

// SameAlone describes a whole game for people sharing the device, as pass
// and play does (one table's words, each event described for each person
// in turn), and checks that each person's log is exactly the log they
// would have alone (issue 29: Mascarade's "Nobody contests" line came two
// or three times with different names, a describer's count moving on once
// per person).
func SameAlone(t testing.TB, where string, steps []Step, people []int, w Words) {
	t.Helper()
	shared := Logs(t, where+", pass and play", steps, people, w)
	for _, p := range people {
		alone := Logs(t, where+", alone", steps, []int{p}, w)[p]
		if slices.Equal(shared[p], alone) {
			continue
		}
		for i := range min(len(shared[p]), len(alone)) {
			if shared[p][i] != alone[i] {
				t.Errorf("%s: %s's log in pass and play differs from their log alone at line %d: %q, not %q", where, Names[p], i, shared[p][i], alone[i])
				break
			}
		}
		t.Errorf("%s: %s's log: %d lines in pass and play, %d alone", where, Names[p], len(shared[p]), len(alone))
	}
}

// SameInAnyWorld describes a whole game for each of people twice: with
// the game as it is after each decision, and with a world dealt again
// (the game's sampler) from that person's observation of it, a new one for
// each event. A table's words may read the game only for what the person
// may know (the result, a trick's cards), so the two logs must be equal; a
// line that differs names something the person was not shown. It is the
// native twin of the browser's check=hidden (wasm/test/hidden.test.js).
func SameInAnyWorld(t testing.TB, where string, steps []Step, people []int, w Words) {
	t.Helper()
	def, err := game.Lookup(steps[0].After.Name())
	if err != nil || def.Sample == nil {
		t.Fatalf("%s: no sampler: %v", where, err)
	}
	for _, p := range people {
		real := Logs(t, where+", the game itself", steps, []int{p}, w)[p]
		rng := game.NewRNG(uint64(p) + 1)
		sampled := make([]Step, len(steps))
		for i, st := range steps {
			world, err := def.Sample(st.After.Observe(p), rng)
			if err != nil {
				t.Fatalf("%s: step %d: no world for %s's view: %v", where, i, Names[p], err)
			}
			sampled[i] = Step{Events: st.Events, After: world}
		}
		dealt := Logs(t, where+", a world dealt again", sampled, []int{p}, w)[p]
		for i := range min(len(real), len(dealt)) {
			if real[i] != dealt[i] {
				t.Errorf("%s: %s's line %d reads the game beyond their view: %q, and %q in a world dealt again from it", where, Names[p], i, real[i], dealt[i])
				return
			}
		}
		if len(real) != len(dealt) {
			t.Errorf("%s: %s's log: %d lines, %d in a world dealt again from their view", where, Names[p], len(real), len(dealt))
		}
	}
}

// Kinds counts the kinds of event in steps into seen.
func Kinds(seen map[game.EventType]int, steps []Step) {
	for _, st := range steps {
		for _, e := range st.Events {
			seen[e.Type]++
		}
	}
}

// Covered fails for every kind of event the engine emits (kinds) that the
// games played never had: its lines were not checked, and a test that only
// passes by luck says so.
func Covered(t testing.TB, seen map[game.EventType]int, kinds []game.EventType) {
	t.Helper()
	for _, k := range kinds {
		if seen[k] == 0 {
			t.Errorf("no %s event in the games played: its lines are not checked", k)
		}
	}
}

// Main runs a table's words tests (package scenes/<game>/words) in
// English, with the table's catalogs (../i18n) and the kit's.
func Main(m *testing.M) {
	i18n.Add(os.DirFS(".."), "i18n")
	if err := i18n.SetLanguage("en"); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}

// Mixed seats Clever bots, one seat in three random (which ones follows
// the seed), for Play: the random ones make the moves Clever never makes.
func Mixed(seed uint64) func(seat int) string {
	return func(s int) string {
		if (s+int(seed))%3 == 0 {
			return "random"
		}
		return "clever"
	}
}
