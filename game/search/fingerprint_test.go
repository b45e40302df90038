package search

import (
	"encoding/json"
	"fmt"
	"testing"

	"parlour/game"
	"parlour/game/bot"
	_ "parlour/game/loveletter"
	_ "parlour/game/mascarade"
	_ "parlour/game/rebelprincess"
	_ "parlour/game/threeparts"
)

// The fingerprint of an observation stands for its JSON: equal encodings
// hash equal (so one information set is one node), and the observations of
// a game as it goes on, all different, hash apart.
func TestFingerprintFollowsTheJSON(t *testing.T) {
	for _, name := range game.Names() {
		d, _ := game.Lookup(name)
		g, err := d.New(game.Config{Players: d.MinPlayers + 1, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		byJSON := map[string]uint64{}
		byHash := map[uint64]string{}
		rnd := bot.NewRandom(1)
		r := game.NewRNG(2)
		samples := 0
		for step := 0; !g.Over() && step < 300; step++ {
			for s := range g.Players() {
				o := g.Observe(s)
				b, _ := json.Marshal(o)
				h, err := fingerprint(o)
				if err != nil {
					t.Fatal(err)
				}
				if again, _ := fingerprint(g.Observe(s)); again != h {
					t.Fatalf("%s: the same observation hashed twice differs", name)
				}
				// A sample gives its viewer an observation with the same JSON
				// from another game: it must hash the same.
				if d.Sample != nil && len(o.LegalActions()) > 0 {
					other, err := d.Sample(o, r)
					if err != nil {
						t.Fatal(err)
					}
					if h2, _ := fingerprint(other.Observe(s)); h2 != h {
						t.Fatalf("%s: a sample's observation, with the same JSON, hashes differently", name)
					}
					samples++
				}
				if prev, ok := byJSON[string(b)]; ok && prev != h {
					t.Fatalf("%s: equal JSON, different fingerprints", name)
				}
				if prev, ok := byHash[h]; ok && prev != string(b) {
					t.Fatalf("%s: different observations share a fingerprint:\n%s\n%s", name, prev, b)
				}
				byJSON[string(b)], byHash[h] = h, string(b)
			}
			p := g.Pending()[0]
			if _, err := g.Apply(p, rnd.Act(g.Observe(p), bot.Budget{})); err != nil {
				t.Fatal(err)
			}
		}
		if samples < 20 {
			t.Fatalf("%s: only %d samples compared", name, samples)
		}
		if len(byHash) < 20 {
			t.Fatalf("%s: only %d observations compared", name, len(byHash))
		}
	}
}

// The planned walk hashes exactly as the reflective walk it replaced
// (fingerprint_ref_test.go): the same values, so the same search.
func TestFingerprintMatchesTheReflectiveWalk(t *testing.T) {
	for _, name := range game.Names() {
		d, _ := game.Lookup(name)
		for players := d.MinPlayers; players <= d.MaxPlayers; players++ {
			g, err := d.New(game.Config{Players: players, Seed: uint64(players)})
			if err != nil {
				t.Fatal(err)
			}
			rnd := bot.NewRandom(uint64(players))
			for step := 0; !g.Over() && step < 400; step++ {
				for s := -1; s < g.Players(); s++ {
					o := g.Observe(s)
					want, err := fingerprintByReflection(o)
					if err != nil {
						t.Fatal(err)
					}
					if got, err := fingerprint(o); got != want || err != nil {
						t.Fatalf("%s %dp step %d seat %d: %x, %v; the reflective walk gives %x", name, players, step, s, got, err, want)
					}
				}
				p := g.Pending()[0]
				if _, err := g.Apply(p, rnd.Act(g.Observe(p), bot.Budget{})); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// oddObservation holds what no game's observation does yet: the planned walk
// must treat it as the reflective one did.
type oddObservation struct {
	Seat    int
	Any     any
	Map     map[string]int
	F32     float32
	F64     float64
	Arr     [2]int16
	Next    *oddObservation
	Rest    []oddObservation
	Ptr     uintptr
	Name    string
	Skipped int `json:"-"`
	Secret  game.Values
	Text    textual
	Flags   []bool
	Small   []int8
	U       [3]uint32
	oddEmbedded
	hidden int
}

type oddEmbedded struct{ Inner int64 }

type textual struct{ X int }

func (t textual) MarshalText() ([]byte, error) { return []byte(fmt.Sprint("x", t.X)), nil }

func (o *oddObservation) Viewer() int                 { return o.Seat }
func (o *oddObservation) LegalActions() []game.Action { return nil }

func TestFingerprintPlansTypesNoGameUsesYet(t *testing.T) {
	base := func() *oddObservation {
		return &oddObservation{Seat: 1, Any: 3, Map: map[string]int{"a": 1, "b": 2}, F32: 1.5, F64: -2, Arr: [2]int16{-1, 7},
			Ptr: 9, Name: "né", Skipped: 4, Secret: game.ValuesOf(3, -1), Text: textual{5}, Flags: []bool{true, false},
			Small: []int8{-3}, U: [3]uint32{1, 2, 3}, oddEmbedded: oddEmbedded{-8}, hidden: 6}
	}
	variants := []func(o *oddObservation){
		func(*oddObservation) {},
		func(o *oddObservation) { o.Any = nil },
		func(o *oddObservation) { o.Any = "three" },
		func(o *oddObservation) { o.Any = &oddEmbedded{2} },
		func(o *oddObservation) { o.Any = oddEmbedded{2} },
		func(o *oddObservation) { o.Map = nil },
		func(o *oddObservation) { o.Map["a"] = 5 },
		func(o *oddObservation) { o.F32 = 2.5 },
		func(o *oddObservation) { o.Arr[1] = 8 },
		func(o *oddObservation) { o.Next = base() },
		func(o *oddObservation) { o.Next = base(); o.Next.Next = base() },
		func(o *oddObservation) { o.Rest = []oddObservation{} },
		func(o *oddObservation) { o.Rest = []oddObservation{*base()} },
		func(o *oddObservation) { o.Name = "" },
		func(o *oddObservation) { o.Skipped = 5 },
		func(o *oddObservation) { o.Secret = game.Values{} },
		func(o *oddObservation) { o.Text.X = 6 },
		func(o *oddObservation) { o.Flags = nil },
		func(o *oddObservation) { o.Small = []int8{} },
		func(o *oddObservation) { o.Inner = 8 },
		func(o *oddObservation) { o.hidden = 7 },
	}
	seen := map[uint64]int{}
	for i, v := range variants {
		o := base()
		v(o)
		want, err := fingerprintByReflection(o)
		if err != nil {
			t.Fatal(err)
		}
		got, err := fingerprint(o)
		if err != nil || got != want {
			t.Fatalf("variant %d: %x, %v; the reflective walk gives %x", i, got, err, want)
		}
		seen[got]++
	}
	// Three variants change only what JSON leaves out.
	if len(seen) != len(variants)-2 {
		t.Fatalf("%d distinct fingerprints of %d variants", len(seen), len(variants))
	}
}
