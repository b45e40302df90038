package gametest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/game"
)

// Deal creates a game from cfg and fixes its first deal with the game's
// Stacker (first starts; order lists cards from the top in the game's
// notation), for rule tests and replays. The game must be valid afterwards.
func Deal[G game.Game](t testing.TB, def game.Definition, cfg game.Config, first int, order ...string) G {
	t.Helper()
	g, err := def.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	st, ok := g.(game.Stacker)
	if !ok {
		t.Fatalf("%s has no fixed deals (game.Stacker)", def.Name)
	}
	if err := st.Stack(first, order); err != nil {
		t.Fatalf("stacking %v: %v", order, err)
	}
	MustValid(t, g)
	return g.(G)
}

// MustValid fails the test if g's own Validate does.
func MustValid(t testing.TB, g game.Game) {
	t.Helper()
	if v, ok := g.(Validator); ok {
		if err := v.Validate(); err != nil {
			t.Fatalf("invalid state: %v", err)
		}
	}
}

// Act applies seat's action written in the game's notation, fails the test if
// it is refused, checks the game's invariants, and returns the events.
func Act(t testing.TB, g game.Game, seat int, text string) []game.Event {
	t.Helper()
	a, err := g.ParseAction(seat, text)
	if err != nil {
		t.Fatalf("%d: %q: %v", seat, text, err)
	}
	events, err := g.Apply(seat, a)
	if err != nil {
		t.Fatalf("%d: %s: %v", seat, text, err)
	}
	MustValid(t, g)
	return events
}

// RefuseText is Refuse with the action in the game's notation.
func RefuseText(t testing.TB, g game.Game, seat int, text, wantRule string) {
	t.Helper()
	a, err := g.ParseAction(seat, text)
	if err != nil {
		t.Fatalf("%d: %q: %v", seat, text, err)
	}
	Refuse(t, g, seat, a, wantRule)
}

// LegalTexts lists seat's legal actions in notation, sorted.
func LegalTexts(g game.Game, seat int) []string {
	var out []string
	for _, a := range g.Legal(seat) {
		out = append(out, g.FormatAction(a))
	}
	slices.Sort(out)
	return out
}

// Find returns the first event of type typ about seat (any seat if seat < 0).
func Find(events []game.Event, typ game.EventType, seat int) (game.Event, bool) {
	for _, e := range events {
		if e.Type == typ && (seat < 0 || e.Seat == seat) {
			return e, true
		}
	}
	return game.Event{}, false
}

// Count counts the events of type typ.
func Count(events []game.Event, typ game.EventType) int {
	n := 0
	for _, e := range events {
		if e.Type == typ {
			n++
		}
	}
	return n
}

// ObsJSON is seat's observation as JSON, for comparing what a seat knows.
func ObsJSON(t testing.TB, g game.Game, seat int) string {
	t.Helper()
	return string(mustJSON(t, g.Observe(seat)))
}

// FuzzLoad is the whole body of a game's FuzzLoad target: it seeds the corpus
// with saves taken at several steps of random games on configs, plus a few
// broken ones, then checks that whatever Load accepts plays on (FuzzLoaded).
func FuzzLoad(f *testing.F, def game.Definition, configs []game.Config) {
	for i, cfg := range configs {
		g, err := def.New(cfg)
		if err != nil {
			f.Fatal(err)
		}
		r := game.NewRNG(uint64(i))
		for step := 0; !g.Over(); step++ {
			if step == 0 || step == 6 || step == 30 {
				b, err := game.Save(g)
				if err != nil {
					f.Fatal(err)
				}
				f.Add(b)
				if step == 6 {
					f.Add(b[:len(b)/2])
				}
			}
			p := g.Pending()
			s := p[r.Intn(len(p))]
			l := g.Legal(s)
			if _, err := g.Apply(s, l[r.Intn(len(l))]); err != nil {
				f.Fatal(err)
			}
		}
	}
	f.Add([]byte(fmt.Sprintf(`{"format":%q,"version":%d,"game":%q,"state_version":%d,"state":{}}`, game.SaveFormat, game.SaveVersion, def.Name, def.StateVersion)))
	f.Add([]byte(`not json`))
	f.Fuzz(FuzzLoaded)
}

// FuzzParse is the whole body of a game's FuzzParseAction target: seeds are
// added to the corpus, and every input goes through FuzzNotation on a fresh
// game from cfg.
func FuzzParse(f *testing.F, def game.Definition, cfg game.Config, seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Add(strings.Repeat("9", 40))
	f.Fuzz(func(t *testing.T, s string) {
		g, err := def.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		FuzzNotation(t, g, s)
	})
}
