package gametest

import (
	"flag"
	"fmt"
	"maps"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"parlour/game"
)

var (
	soakPerTable = flag.Int("soak", 20_000, "random games per table in Soak tests (-short: 1,000)")
	soakTotal    = flag.Int("soak-total", 0, "if set, random games per engine in Soak tests, spread over its tables (make soak)")
)

// SoakGames is how many games Soak plays for each of tables configs.
func SoakGames(tables int) int {
	switch {
	case *soakTotal > 0:
		return (*soakTotal + tables - 1) / tables
	case testing.Short():
		return min(*soakPerTable, 1000)
	}
	return *soakPerTable
}

// Soak plays SoakGames random games on each config (seeds 0, 1, …, each table
// in its own parallel subtest), with the game's Validate and check after every
// action. A failure names the table, the seed and the step, so
// `go test -run 'Soak/<table>' -soak N` reproduces it.
func Soak(t *testing.T, def game.Definition, configs []game.Config, check func(t testing.TB, g game.Game, s Step)) {
	t.Helper()
	games := SoakGames(len(configs))
	var total, actions atomic.Int64
	start := time.Now()
	t.Cleanup(func() {
		t.Logf("%d games, %d actions, %.0f games/s", total.Load(), actions.Load(), float64(total.Load())/time.Since(start).Seconds())
	})
	for ci, cfg := range configs {
		t.Run(fmt.Sprintf("%d-%s", ci, ConfigName(cfg)), func(t *testing.T) {
			t.Parallel()
			buf := make([]game.Action, 0, 256)
			r := game.NewRNG(0)
			for i := range games {
				c := cfg
				c.Seed = uint64(i)
				g, err := def.New(c)
				if err != nil {
					t.Fatal(err)
				}
				r.Seed(uint64(i) ^ 0x50a4)
				val, _ := g.(Validator)
				app, _ := g.(game.LegalAppender)
				for step := 0; !g.Over(); step++ {
					if step > 100_000 {
						t.Fatalf("%s seed %d: the game did not end", ConfigName(c), i)
					}
					pending := g.Pending()
					if len(pending) == 0 {
						t.Fatalf("%s seed %d step %d: not over, yet nobody owes a decision", ConfigName(c), i, step)
					}
					seat := pending[r.Intn(len(pending))]
					if app != nil {
						buf = app.AppendLegal(buf[:0], seat)
					} else {
						buf = append(buf[:0], g.Legal(seat)...)
					}
					if len(buf) == 0 {
						t.Fatalf("%s seed %d step %d: seat %d owes a decision but has no legal action", ConfigName(c), i, step, seat)
					}
					a := buf[r.Intn(len(buf))]
					events, err := g.Apply(seat, a)
					if err != nil {
						t.Fatalf("%s seed %d step %d: a legal action was refused: %v", ConfigName(c), i, step, err)
					}
					if val != nil {
						if err := val.Validate(); err != nil {
							t.Fatalf("%s seed %d step %d (seat %d: %s): %v", ConfigName(c), i, step, seat, g.FormatAction(a), err)
						}
					}
					if check != nil {
						check(t, g, Step{Seat: seat, Action: a, Events: events, Index: step})
						if t.Failed() {
							t.Fatalf("%s seed %d step %d (seat %d: %s): the game's own invariant failed", ConfigName(c), i, step, seat, g.FormatAction(a))
						}
					}
					actions.Add(1)
				}
				total.Add(1)
			}
		})
	}
}

// Tables lists one config per player count of every variant of def, each
// crossed with the given option sets (nil: none), skipping combinations the
// metadata refuses: the tables a soak or conformance run should cover.
func Tables(def game.Definition, optionSets ...map[string]string) []game.Config {
	if def.MinPlayers < 1 {
		// A package-level var evaluated before the game's init registered it.
		panic("gametest.Tables: the definition has no player range (not assigned yet?)")
	}
	variants := def.VariantNames()
	if len(variants) == 0 {
		variants = []string{""}
	}
	if len(optionSets) == 0 {
		optionSets = []map[string]string{nil}
	}
	var out []game.Config
	for _, v := range variants {
		lo, hi := def.PlayerRange(v)
		for n := lo; n <= hi; n++ {
			for _, opts := range optionSets {
				cfg := game.Config{Players: n, Variant: v, Options: maps.Clone(opts)}
				if _, err := def.CheckConfig(cfg); err != nil {
					continue // an option that does not apply to this variant or size
				}
				out = append(out, cfg)
			}
		}
	}
	return out
}

func sortedKeys(m map[string]string) []string {
	return slices.Sorted(maps.Keys(m))
}
