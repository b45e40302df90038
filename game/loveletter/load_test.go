package loveletter

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

func TestLoadRefusesCorruptSaves(t *testing.T) {
	g, _ := New(game.Config{Players: 3, Seed: 1})
	good := gametest.MustSave(t, g)
	cases := map[string]struct {
		corrupt func(m map[string]any)
		want    string
	}{
		"extra card":      {func(m map[string]any) { st(m)["deck"] = append(st(m)["deck"].([]any), 9.0) }, "do not match the 2019 deck"},
		"unknown card":    {func(m map[string]any) { st(m)["deck"].([]any)[0] = 42.0 }, "the deck holds an unknown card 42"},
		"bad turn":        {func(m map[string]any) { st(m)["turn"] = 7.0 }, "turn 7 is not a seat"},
		"bad phase":       {func(m map[string]any) { st(m)["phase"] = "dance" }, `unknown phase "dance"`},
		"tokens mismatch": {func(m map[string]any) { st(m)["awarded"] = 3.0 }, "but 3 were awarded"},
		"wrong target":    {func(m map[string]any) { st(m)["target"] = 1.0 }, "token target 1"},
		"seven players":   {func(m map[string]any) { st(m)["players"] = 7.0 }, "7 players is outside 2–6"},
		"short seats":     {func(m map[string]any) { st(m)["out"] = []any{false} }, "want 3"},
		"newer version":   {func(m map[string]any) { m["version"] = 2.0 }, "version"},
		"other game":      {func(m map[string]any) { m["game"] = "chess" }, "chess"},
		"zero rng":        {func(m map[string]any) { st(m)["rng"] = []any{"0", "0", "0", "0"} }, "rng"},
		"unknown field":   {func(m map[string]any) { st(m)["cheat"] = true }, "cheat"},
		"hand too big": {func(m map[string]any) {
			h := st(m)["hands"].([]any)
			h[1] = append(h[1].([]any), h[0].([]any)...)
			h[0] = []any{}
		}, "holds"},
		"not a save at all": {func(m map[string]any) { clear(m) }, ""},
	}
	for name, c := range cases {
		var m map[string]any
		json.Unmarshal(good, &m)
		c.corrupt(m)
		b, _ := json.Marshal(m)
		if _, err := game.Load(b); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", name, err, c.want)
		}
	}
	if _, err := game.Load(good); err != nil {
		t.Fatal(err)
	}
}

func st(m map[string]any) map[string]any { return m["state"].(map[string]any) }

// A damaged log in an otherwise valid save must not crash what reads it: the
// observation, the deductions and the sampler judge it without a panic.
func TestDeductionSurvivesADamagedLog(t *testing.T) {
	g := deal(t, 3, Edition2019, 0, Spy, Priest, King, Baron, Guard)
	gametest.Act(t, g, 0, "priest@1")
	for i := range g.Log {
		for _, bad := range []game.Event{
			{Type: EvGuardMiss, Seat: 0, Target: 9, Value: 77},
			{Type: EvTrade, Seat: 1, Target: -4},
			{Type: EvReturn, Seat: 2, Value: 40},
			{Type: EvChancellor, Seat: 1, Value: -3},
			{Type: EvBaron, Seat: 0, Target: 2, Value: 5, Secret: game.ValuesOf(12, -1)},
			{Type: EvPlay, Seat: 33, Card: 44},
		} {
			d := g.clone()
			d.Log[i] = bad
			o := d.ObserveSeat(0)
			Deduce(o)
			SampleFrom(o, game.NewRNG(1)) // may refuse, must not panic
		}
	}
}

// The events of an action are the same whatever cards are hidden from a
// seat, as far as that seat can see them: the public part of a secret event
// never depends on its secret (the samples of Conformance compare whole
// observations; this checks each event as it is returned).
func TestRedactedEventsDoNotDependOnHiddenCards(t *testing.T) {
	r := game.NewRNG(99)
	secretOnly := map[game.EventType]bool{EvSetAside: true, EvDeal: true, EvDraw: true, EvChancellor: true, EvReturn: true, EvPriestLook: true, EvTrade: true}
	for _, cfg := range tables() {
		for seed := range uint64(20) {
			cfg.Seed = seed
			g, _ := New(cfg)
			for !g.Over() {
				seat := g.Turn
				legal := g.Legal(seat)
				a := legal[r.Intn(len(legal))]
				for v := range g.NPlayers {
					if v == seat {
						continue
					}
					// Deal v's unseen cards differently (a sample of its view), then
					// compare the redacted events of the same action.
					s, err := SampleFrom(g.ObserveSeat(v), r)
					if err != nil {
						t.Fatal(err)
					}
					if !containsAction(s.Legal(seat), a) {
						continue // the action needs a card the sample dealt elsewhere
					}
					want, _ := g.clone().Apply(seat, a)
					got, _ := s.Apply(seat, a)
					for i := range min(len(want), len(got)) {
						ew, eg := want[i].Redact(v), got[i].Redact(v)
						if ew.Type != eg.Type || ew.Seat != eg.Seat || ew.Target != eg.Target {
							break // a hidden card changed what happened (a Guard hit, a Baron)
						}
						if !secretOnly[ew.Type] || want[i].SeenBy.Has(v) {
							continue
						}
						jw, _ := json.Marshal(ew)
						jg, _ := json.Marshal(eg)
						if !bytes.Equal(jw, jg) {
							t.Fatalf("seat %d's view of a %s event depends on a card it cannot see:\n%s\n%s", v, ew.Type, jw, jg)
						}
					}
				}
				if _, err := g.Apply(seat, a); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

func containsAction(l []game.Action, a game.Action) bool {
	for _, x := range l {
		if x == a {
			return true
		}
	}
	return false
}
