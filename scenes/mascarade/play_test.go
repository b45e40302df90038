package mascarade_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/table"
)

// view is what these tests read of Mascarade's view (scenes/mascarade's
// snap), by its JSON names.
type view struct {
	Turn     int      `json:"turn"`
	Phase    string   `json:"phase"`
	Step     string   `json:"step"`
	Opening  int      `json:"opening"`
	Mode     int      `json:"mode"`
	Centre   int      `json:"centre"`
	Scenario string   `json:"scenario"`
	Masks    []string `json:"masks"`
	Up       []string `json:"up"`
	Spots    []string `json:"spots"`
	Claim    *struct {
		Mask    string `json:"mask"`
		Answers []int  `json:"answers"`
	} `json:"claim"`
	Swaps []struct {
		Type  string   `json:"type"`
		Seat  int      `json:"seat"`
		A     int      `json:"a"`
		B     int      `json:"b"`
		Steps []string `json:"steps"`
	} `json:"swaps"`
	Aid      bool `json:"aid"`
	AidMarks []struct {
		Mask  string `json:"mask"`
		Since int    `json:"since"`
		Sure  bool   `json:"sure"`
	} `json:"aid_marks"`
}

func viewOf(t *testing.T, tb *table.Snap) view { return apptest.Decode[view](t, tb.View) }

// rng is the browser tests' small seeded generator (xorshift32), so that a
// chooser seeded alike plays alike.
type rng struct{ x uint32 }

func newRNG(seed uint32) *rng { return &rng{x: max(seed, 1)} }

func (r *rng) next() float64 {
	r.x ^= r.x << 13
	r.x ^= r.x >> 17
	r.x ^= r.x << 5
	return float64(r.x) / 4294967296
}

func (r *rng) pick(xs []string) string {
	if len(xs) == 0 {
		return ""
	}
	return xs[int(r.next()*float64(len(xs)))]
}

// kindOf names a decision: "contest", "turn", "opening", "real",
// "announce", "name", "power-<step>".
func kindOf(v view) string {
	switch {
	case v.Phase == "contest":
		return "contest"
	case v.Phase == "name":
		return "name"
	case v.Phase == "power":
		return "power-" + v.Step
	case v.Mode == 1:
		return "announce"
	case v.Mode == 2:
		return "real"
	case v.Opening > 0:
		return "opening"
	}
	return "turn"
}

// deciding is the person's decision at rest (nil otherwise), with its view.
func deciding(t *testing.T, s scenes.Snapshot) (*table.Snap, view) {
	tb, ok := s.Table.(table.Snap)
	if !ok || tb.Summary != nil || tb.Busy || !tb.HumanToMove || tb.Prompt == nil {
		return nil, view{}
	}
	return &tb, viewOf(t, &tb)
}

func on[M any](marks []M, isOn func(M) bool, name string) []string {
	var out []string
	for i, m := range marks {
		if isOn(m) {
			out = append(out, fmt.Sprintf("%s-%d", name, i))
		}
	}
	return out
}

// chooser plays like a varied newcomer: swaps, looks, announces, contests
// with the odds contest, and makes every power's choice (the browser
// tests' chooser).
func chooser(t *testing.T, seed uint32, contest float64) func(scenes.Snapshot) string {
	r := newRNG(seed)
	return func(s scenes.Snapshot) string {
		tb, v := deciding(t, s)
		if tb == nil {
			return ""
		}
		p := tb.Prompt
		seats := on(p.Seats, func(m table.Mark) bool { return m.On }, "seat")
		choices := on(p.Choices, func(c table.Choice) bool { return c.On }, "choice")
		var centre []string
		for i, x := range v.Spots {
			if strings.HasPrefix(x, "centre:") {
				centre = append(centre, fmt.Sprintf("spot-%d", i))
			}
		}
		switch kindOf(v) {
		case "contest":
			if r.next() < contest {
				return "choice-0"
			}
			return "choice-1"
		case "opening":
			return r.pick(append(seats, centre...))
		case "turn":
			x := r.next()
			if x < 0.45 || len(choices) == 0 {
				return r.pick(append(seats, centre...))
			}
			if x < 0.7 || !slices.Contains(choices, "choice-1") {
				return "choice-0"
			}
			return "choice-1"
		}
		return r.pick(append(choices, seats...))
	}
}

// startGame opens the link's setup at w×h and starts its game by a tap, a
// finger's when touch is set.
func startGame(t *testing.T, query string, w, h int, touch bool) *apptest.Driver {
	t.Helper()
	d := apptest.Open(t, query, w, h)
	d.Until("the Mascarade setup", 60, func(s scenes.Snapshot) bool {
		return s.Scene == "setup" && s.Game == "mascarade" && s.Targets["start"].W > 0
	})
	d.Tap("start", touch)
	d.Until("the table", 60, func(s scenes.Snapshot) bool {
		tb, ok := s.Table.(table.Snap)
		return s.Scene == "table" && ok && tb.View != nil
	})
	return d
}

// step taps what choose picks when the app shows it, by a finger's tap
// when touch is set, or runs a frame.
func step(d *apptest.Driver, choose func(scenes.Snapshot) string, touch bool) {
	s := d.State()
	if move := choose(s); move != "" {
		if _, shown := s.Targets[move]; shown {
			d.Tap(move, touch)
			return
		}
	}
	d.Frame()
}

// tapShown taps the target named name once the app shows it, within a
// second of frames, by a finger's tap when touch is set.
func tapShown(d *apptest.Driver, name string, touch bool) {
	d.Until("the target "+name, 60, func(s scenes.Snapshot) bool { _, ok := s.Targets[name]; return ok })
	d.Tap(name, touch)
}

// gameOver reports the game's final summary.
func gameOver(s scenes.Snapshot) bool {
	tb, ok := s.Table.(table.Snap)
	return ok && tb.Summary != nil && tb.Summary.Final
}

// untilDecision plays with choose (by a finger when touch is set) until the
// person owes a decision that want accepts.
func untilDecision(t *testing.T, d *apptest.Driver, choose func(scenes.Snapshot) string, touch bool, want func(*table.Snap, view) bool, what string) *table.Snap {
	t.Helper()
	for range 30000 {
		s := d.State()
		if gameOver(s) {
			t.Fatalf("the game ended before %s", what)
		}
		if tb, v := deciding(t, s); tb != nil && want(tb, v) {
			return tb
		}
		step(d, choose, touch)
	}
	t.Fatalf("no %s", what)
	return nil
}
