package memory

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
	mg "parlour/game/mascarade"
)

func TestMain(m *testing.M) {
	i18n.Add(os.DirFS(".."), "i18n")
	if err := i18n.SetLanguage("en"); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}

// checkMarks checks what the aid says to the viewer of o against the
// truth (the mask at each place) and against what the viewer can know:
// a sure mark is true, a mark names a mask that can still be there, no
// mask is shown at more places than it could be at, and the tracker's
// holders say "?" exactly where the seat's mark does.
func checkMarks(t *testing.T, where string, o *mg.Observation, truth []mg.Mask) {
	t.Helper()
	marks, err := Marks(o)
	if err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	k, _ := mg.Know(o)
	belief := k.Belief()
	copies := map[mg.Mask]int{}
	for _, m := range o.Masks {
		copies[m]++
	}
	for p, a := range marks {
		if a.Sure && truth[p] != a.Mask {
			t.Errorf("%s: place %d is surely the %s, but it is the %s", where, p, a.Mask, truth[p])
		}
		if a.Mask != mg.NoMask && k.Exact() && belief[p][a.Mask] == 0 {
			t.Errorf("%s: place %d is marked %q, a mask that cannot be there (%v)", where, p, a.Label(), marks)
		}
	}
	for m, n := range copies {
		holders := Holders(marks, m)
		sure := 0
		for _, p := range holders {
			if marks[p].Sure {
				sure++
			}
			name := fmt.Sprintf("Place%d", p)
			who := marks[p].Who(name)
			if unsure := strings.Contains(marks[p].Label(), "?"); unsure != strings.HasSuffix(who, "?") {
				t.Errorf("%s: the seat shows %q, the tracker says %q", where, marks[p].Label(), who)
			}
		}
		if sure > n || (sure == n && len(holders) > n) {
			t.Errorf("%s: the %s (%d of it) is shown at places %v (sure at %d of them): %v", where, m, n, holders, sure, marks)
		}
	}
}

// TestMarksNeverOverstate plays whole games at every table size in both
// scenarios and reads the aid of one seat after every decision (issue 29:
// "Judge: You, Dmitri", a mask listed at two places, one of them sure).
func TestMarksNeverOverstate(t *testing.T) {
	for players := mg.MinTable; players <= mg.MaxTable; players++ {
		for _, scenario := range []string{"a", "b"} {
			for seed := uint64(1); seed <= 2; seed++ {
				g, err := catalog.NewGame(mg.Name, game.Config{Players: players, Seed: seed, Options: map[string]string{"scenario": scenario}})
				if err != nil {
					t.Fatal(err)
				}
				bots := make([]bot.Bot, players)
				for s := range bots {
					name := "clever"
					if s%2 == 1 {
						name = "random"
					}
					if bots[s], err = catalog.NewBot(mg.Name, name, seed*17+uint64(s)); err != nil {
						t.Fatal(err)
					}
				}
				viewer := int(seed) % players
				for step := 0; !g.Over() && step < 3000; step++ {
					where := fmt.Sprintf("%d players, scenario %s, seed %d, step %d", players, scenario, seed, step)
					checkMarks(t, where, g.Observe(viewer).(*mg.Observation), slices.Clone(g.(*mg.Game).Places))
					if t.Failed() {
						return
					}
					seat := g.Pending()[0]
					if _, err := g.Apply(seat, bots[seat].Act(g.Observe(seat), bot.Budget{})); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
}

// Issue 38: the aid was read from the observation at rest only, so while a
// turn's events played it still said "Judge Basil?" beside Basil's mask
// lying face up as the Cheat. Read after the events played so far, the
// marks are those of the observation at that moment, event by event.
func TestTheMarksAfterTheEventsSeenAreThoseOfThatMoment(t *testing.T) {
	revealed := 0
	for _, players := range []int{mg.MinTable, 6, mg.MaxTable} {
		g, err := catalog.NewGame(mg.Name, game.Config{Players: players, Seed: 7})
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]bot.Bot, players)
		for s := range bots {
			if bots[s], err = catalog.NewBot(mg.Name, "clever", 7*31+uint64(s)); err != nil {
				t.Fatal(err)
			}
		}
		const viewer = 0
		type moment struct {
			log   int
			marks []Mark
		}
		var seen []moment
		for step := 0; !g.Over() && step < 400; step++ {
			o := g.Observe(viewer).(*mg.Observation)
			marks, err := Marks(o)
			if err != nil {
				t.Fatal(err)
			}
			seen = append(seen, moment{len(o.Log), marks})
			seat := g.Pending()[0]
			if _, err := g.Apply(seat, bots[seat].Act(g.Observe(seat), bot.Budget{})); err != nil {
				t.Fatal(err)
			}
		}
		last := g.Observe(viewer).(*mg.Observation)
		for _, m := range seen {
			got, err := After(last, last.Log[:m.log])
			if err != nil {
				t.Fatalf("%d players, after %d events: %v", players, m.log, err)
			}
			if !slices.Equal(got, m.marks) {
				t.Fatalf("%d players, after %d events: %v, the observation then said %v", players, m.log, got, m.marks)
			}
		}
		// Every mask revealed is marked sure at its place right after.
		for i, e := range last.Log {
			if e.Type != mg.EvReveal {
				continue
			}
			marks, _ := After(last, last.Log[:i+1])
			if a := marks[e.Target]; !a.Sure || a.Mask != mg.Mask(e.Card) {
				t.Fatalf("%d players: place %d revealed as the %s is marked %q", players, e.Target, mg.Mask(e.Card), a.Label())
			}
			revealed++
		}
	}
	if revealed == 0 {
		t.Fatal("no mask revealed in any game")
	}
}
