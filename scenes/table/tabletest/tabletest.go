// Package tabletest is the table conformance suite: every game's table
// calls Run from its tests (the client's twin of game/gametest, which every
// engine calls). It opens the whole app natively (package apptest), at every
// player count and variant the game has, on screens from a phone to a
// desktop, plays pinned games to their end through the kit's prompt as a
// person would, and holds the table to the kit's contract:
//
//   - the view the events played into is the view Sync makes of the
//     observation after them, at every sync (a view that shadows the
//     engine wrongly — a deck a card short — fails here);
//   - Prompt changes nothing and answers alike when asked twice;
//   - every target the prompt offers can be tapped where it is drawn, and
//     the game reaches its final summary by those taps alone;
//   - the words of the page, the table's state and the storage hold nothing
//     the person's observation does not fix (RunHidden: the same game read
//     with the engine replaced by a world dealt again from the person's
//     observation, at a pass-and-play table);
//   - every frame is drawn, and the last one is not a blank felt.
//
// The tests run under Xvfb (make unit-screen): a package calling Run has
//
//	func TestMain(m *testing.M) { screentest.Main(m) }
package tabletest

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/finished"
	"parlour/scenes/table"
)

// Sizes are the screens the suite plays on, in turn: a desktop, phones
// upright and small, a laptop and the smallest embed.
var Sizes = [][2]int{{1280, 720}, {390, 844}, {360, 640}, {1024, 768}, {320, 240}}

// Case is one pinned game the suite plays.
type Case struct {
	Players int
	Variant string
	Seed    uint64
	W, H    int
	// Hints is how many hints the person asks for and follows.
	Hints int
}

func (c Case) String() string {
	v := ""
	if c.Variant != "" {
		v = " " + c.Variant
	}
	return fmt.Sprintf("%dp%s seed %d at %dx%d", c.Players, v, c.Seed, c.W, c.H)
}

func (c Case) query(name string) string {
	q := fmt.Sprintf("?game=%s&players=%d&seed=%d&speed=instant", name, c.Players, c.Seed)
	if c.Variant != "" {
		q += "&variant=" + c.Variant
	}
	return q
}

// Cases are the games the suite plays for a game: each variant at each
// player count it seats, each on the next of Sizes, seeds per game.
func Cases(name string, seeds int) []Case {
	d, err := game.Lookup(name)
	if err != nil {
		panic(err)
	}
	variants := d.Variants
	if len(variants) == 0 {
		variants = []game.Variant{{}}
	}
	var out []Case
	for vi, v := range variants {
		lo, hi := d.MinPlayers, d.MaxPlayers
		if v.MinPlayers > 0 {
			lo = v.MinPlayers
		}
		if v.MaxPlayers > 0 {
			hi = v.MaxPlayers
		}
		name := v.Name
		if vi == 0 {
			name = "" // the default, as the setup starts it
		}
		for n := lo; n <= hi; n++ {
			for s := range seeds {
				size := Sizes[len(out)%len(Sizes)]
				out = append(out, Case{Players: n, Variant: name, Seed: uint64(1 + s + 10*n), W: size[0], H: size[1]})
			}
		}
	}
	return out
}

// DrawEvery is how many updates the suite runs a frame: a very slow
// device's cadence. Natively the cost of a game is its drawing, not its
// play: Mesa's software renderer does the frames' GPU work when the last
// frame is read back, some 30 ms a frame at 1280x720 (a Three Parts game of
// 1,035 updates drawn every 4th: 9.4 s of its 10 s), and every frame's
// drawing code runs just the same at a quarter of the frames.
const DrawEvery = 16

// Gap is a key of a game's snapshot whose view the events are known to
// leave otherwise than Sync makes it, and why: the suite logs it rather than
// failing, so that every other key is held to the contract meanwhile. Each
// gap is a defect to mend, named where the game calls Run.
type Gap struct{ Key, Why string }

// Run plays the game's Cases (one seed each; two with -short off) and checks
// each, then RunHidden at the smallest table.
func Run(t *testing.T, name string, gaps ...Gap) {
	seeds := 1
	if !testing.Short() {
		seeds = 2
	}
	for i, c := range Cases(name, seeds) {
		// The first game asks for hints too: the hint's search asks Prompt
		// again and again between its picks (each hint a bot's search).
		if i == 0 {
			c.Hints = 2
		}
		t.Run(c.String(), func(t *testing.T) { Play(t, name, c, gaps...) })
	}
	d, _ := game.Lookup(name)
	players := max(d.MinPlayers, 3)
	if players > d.MaxPlayers {
		players = d.MaxPlayers
	}
	t.Run(fmt.Sprintf("hidden %dp", players), func(t *testing.T) { RunHidden(t, name, players, 2) })
}

// Play plays one pinned game to its end under check=pure and checks it.
func Play(t *testing.T, name string, c Case, gaps ...Gap) {
	d := apptest.Open(t, c.query(name)+"&check=pure", c.W, c.H)
	d.DrawEvery = DrawEvery
	d.StartTable()
	mover := apptest.NewMover(c.Seed)
	mover.Hints = c.Hints
	checked := 0
	d.PlayToTheEnd(mover, 60000, func(tap string) {
		checked++
		pure(t, d, fmt.Sprintf("after tap %d (%s)", checked, tap), gaps)
	})
	tb := pure(t, d, "at the end", gaps)
	t.Logf("%d taps, %d frames, %d drawn", checked, d.App.Frames, d.State().Perf.Frames)
	for _, g := range gaps {
		if n := tb.Impure.Unfolded[g.Key]; n > 0 {
			t.Logf("known gap %q (%s): %d times; first %s", g.Key, g.Why, n, tb.Impure.UnfoldedFirst[g.Key])
		}
	}
	if tb.Impure.Asked == 0 || tb.Impure.Folded == 0 {
		t.Fatalf("the check saw nothing: Prompt asked %d times, %d syncs compared", tb.Impure.Asked, tb.Impure.Folded)
	}
	if len(tb.Winners) == 0 || tb.Summary == nil || !tb.Summary.Final {
		t.Fatalf("the game ended without its final summary and winners: %+v", tb.Summary)
	}
	if len(tb.LogAll) == 0 && tb.LogLen == 0 {
		t.Fatal("the game's log is empty")
	}
	d.NotBlank("the last frame")
}

// pure fails the test with the first difference check=pure found but in
// a known gap's key.
func pure(t *testing.T, d *apptest.Driver, when string, gaps []Gap) *table.Snap {
	t.Helper()
	tb := d.Table()
	if tb == nil {
		t.Fatalf("%s: no table (scene %q)", when, d.State().Scene)
	}
	if tb.Impure == nil {
		t.Fatalf("%s: the table was not opened with check=pure", when)
	}
	if tb.Impure.Count > 0 {
		t.Fatalf("%s: %d impure (first: %s)", when, tb.Impure.Count, tb.Impure.First)
	}
	for k, n := range tb.Impure.Unfolded {
		if !slices.ContainsFunc(gaps, func(g Gap) bool { return g.Key == k }) {
			t.Fatalf("%s: the events played left a view Sync does not make, in %q (%d times; first %s)", when, k, n, tb.Impure.UnfoldedFirst[k])
		}
	}
	return tb
}

// reading is what a person's tools could read at one step: the accessible
// page's words, the table as parlourState publishes it, and the storage.
type reading struct {
	at      string
	words   []string
	table   string
	storage map[string]string
}

// RunHidden plays the same pinned pass-and-play game (seat 1 a second
// person) twice, as it is and with check=hidden, in which the table reads,
// in place of the engine, a world dealt again from the person's observation
// at every move; the bots play the real game in both. At every step the two
// readings must be equal: a difference is something the page said that the
// person's observation does not fix. Under the cover, the page reads as
// under the first cover, before anything happened.
func RunHidden(t *testing.T, name string, players int, seed uint64) {
	c := Case{Players: players, Seed: seed, W: 390, H: 844}
	plain := readGame(t, c.query(name), 400)
	checked := readGame(t, c.query(name)+"&check=hidden", 400)
	for i := range min(len(plain), len(checked)) {
		a, b := plain[i], checked[i]
		if a.at != b.at {
			t.Fatalf("the two games parted at step %d: %s, with the check %s", i, a.at, b.at)
		}
		if d := firstDiff(a.words, b.words); d != "" {
			t.Fatalf("%s: the page's words depend on what the person may not know: %s\n%q\n%q", a.at, d, a.words[:min(6, len(a.words))], b.words[:min(6, len(b.words))])
		}
		if a.table != b.table {
			t.Fatalf("%s: the table's state depends on what the person may not know: %s", a.at, table.FirstDiff(a.table, b.table))
		}
		for k, v := range a.storage {
			if b.storage[k] != v {
				t.Fatalf("%s: the stored %s depends on what the person may not know: %s", a.at, k, table.FirstDiff(v, b.storage[k]))
			}
		}
	}
	if len(plain) != len(checked) {
		t.Fatalf("%d steps, %d with the check", len(plain), len(checked))
	}
	covers := map[string]reading{}
	for _, r := range checked {
		if !strings.HasPrefix(r.at, "cover") {
			continue
		}
		first, ok := covers[r.at]
		if !ok {
			covers[r.at] = r
			continue
		}
		if d := firstDiff(first.words, r.words); d != "" {
			t.Fatalf("%s: under the cover the page reads otherwise than under the first cover: %s", r.at, d)
		}
	}
	if len(covers) == 0 {
		t.Fatal("the device was never handed over: no cover")
	}
}

// readGame plays a pinned game with seat 1 a second person, reading it at
// every decision, summary and cover, to its end or steps readings.
func readGame(t *testing.T, query string, steps int) []reading {
	d := apptest.Open(t, query, 390, 844)
	d.Until("the setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" && s.Targets["person-1"].W > 0 })
	d.Tap("person-1", false)
	d.StartTable()
	mover := apptest.NewMover(7)
	var out []reading
	for frames := 0; len(out) < steps; frames++ {
		if frames > 60000 {
			t.Fatalf("%s: no end after %d frames", query, frames)
		}
		s := d.State()
		tb, _ := s.Table.(table.Snap)
		switch {
		case tb.Cover != "" && !tb.Busy:
			out = append(out, read(t, d, "cover for "+tb.Cover))
			d.TapWhenShown("pass-show")
		case tb.HandOff != "" && !tb.Busy:
			out = append(out, read(t, d, "hand-off to "+tb.HandOff))
			d.TapWhenShown("pass-done")
		case apptest.AtRest(s):
			at := ""
			if tb.Summary != nil {
				at = "summary " + tb.Summary.Title
			} else {
				at = fmt.Sprintf("%q (holder %d, log %d)", tb.Prompt.Text, tb.Holder, tb.LogLen)
			}
			out = append(out, read(t, d, at))
			if tb.Summary != nil && tb.Summary.Final {
				return out
			}
			next := mover.Next(s)
			if next == "" {
				t.Fatalf("%s: nothing to tap at %s", query, at)
			}
			d.TapWhenShown(next)
		default:
			d.Frame()
		}
	}
	return out
}

func read(t *testing.T, d *apptest.Driver, at string) reading {
	t.Helper()
	// The page is read as it rests, described from a frame drawn after
	// the last change, as the browser test reads it once still.
	d.Draw()
	d.Frames(2 * d.DrawEvery)
	if tb, _ := d.State().Table.(table.Snap); tb.Summary == nil && tb.Cover == "" && tb.HandOff == "" {
		// At a decision, once the screen is still: no bot still choosing
		// (a joker placed while the person places theirs). A summary or
		// the cover holds the bots back, so nothing moves there.
		rested := d.State().Rested
		s := d.Until("the screen at rest", 1200, func(s scenes.Snapshot) bool { return s.Rested >= rested+3 })
		if !apptest.AtRest(s) {
			t.Fatalf("%s: the table moved on while it was read", at)
		}
	}
	s := d.State()
	tb, _ := s.Table.(table.Snap)
	slot := tb.Slot
	tb.Slot, tb.Hidden = "", nil
	b, err := json.Marshal(tb)
	if err != nil {
		t.Fatal(err)
	}
	r := reading{at: at, words: s.Access, table: string(b), storage: map[string]string{}}
	keys, _ := d.Store.ListObjectProps("parlour")
	for _, k := range keys {
		if strings.Contains(k, "lease-") {
			continue // a lease names the tab that holds a game, and when
		}
		v, _ := d.Store.LoadObjectProp("parlour", k)
		if strings.HasPrefix(k, finished.Prefix) {
			// A finished game says when it ended: the wall's time.
			v = endedAt.ReplaceAll(v, []byte(`"finished":0`))
		}
		if slot != "" {
			k, v = strings.ReplaceAll(k, slot, "<slot>"), []byte(strings.ReplaceAll(string(v), slot, "<slot>"))
		}
		r.storage[k] = string(v)
	}
	return r
}

// endedAt is a finished game's time of ending (package finished).
var endedAt = regexp.MustCompile(`"finished":[0-9]+`)

func firstDiff(a, b []string) string {
	for i := range max(len(a), len(b)) {
		var x, y string
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			return fmt.Sprintf("line %d: %q — with the check: %q", i, x, y)
		}
	}
	return ""
}
