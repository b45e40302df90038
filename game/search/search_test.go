package search_test

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
	"parlour/game/gametest"
	"parlour/game/registry"
	"parlour/game/search"
)

// table is one game at one count of players.
type table struct {
	game    string
	players int
}

func (t table) String() string { return t.game + "-" + itoa(t.players) + "p" }

// testTables are the tables every game's Expert is tested at, and
// benchTables those its decisions are pinned and benchmarked at
// (registry.Entry.Tables and Bench).
func testTables() []table  { return entryTables(func(e registry.Entry) []int { return e.Tables }) }
func benchTables() []table { return entryTables(func(e registry.Entry) []int { return e.Bench }) }

func entryTables(counts func(registry.Entry) []int) []table {
	var out []table
	for _, e := range catalog.Entries() {
		for _, n := range counts(e) {
			out = append(out, table{e.Name(), n})
		}
	}
	return out
}

// expert is a game's Expert with a small budget (the tests are about what it
// reads and how it steps, not how well it plays), or a skip.
func expert(t testing.TB, name string, iterations int) func(seed uint64) bot.Stepper {
	cfg, err := catalog.Expert(name)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Iterations, cfg.Work, cfg.WorkFor = iterations, 0, nil
	return func(seed uint64) bot.Stepper { return search.New(cfg, seed) }
}

func TestExpertThinksInSlicesThatChangeNothing(t *testing.T) {
	for _, tb := range testTables() {
		t.Run(tb.game+"-"+itoa(tb.players), func(t *testing.T) {
			newBot := expert(t, tb.game, 40)
			obs := decisions(tb.game, tb.players, 1)
			if len(obs) > 30 {
				obs = obs[:30]
			}
			gametest.CheckSteppedMatchesAct(t, obs, newBot)
		})
	}
}

// A decision measured in work (as every Expert's is: WorkFor) runs the same
// iterations however the work is cut into steps, so a client may step it
// as finely as its frames need: steps of one unit of work, of seven, and
// of the default size all choose what Act chooses.
func TestTheStepSizeChangesNoDecision(t *testing.T) {
	for _, tb := range testTables() {
		t.Run(tb.game+"-"+itoa(tb.players), func(t *testing.T) {
			cfg, err := catalog.Expert(tb.game)
			if err != nil {
				t.Fatal(err)
			}
			cfg.Iterations, cfg.Work, cfg.WorkFor = 0, 300, nil
			obs := decisions(tb.game, tb.players, 1)
			if len(obs) > 12 {
				obs = obs[:12]
			}
			sliced := 0
			for _, step := range []int{1, 7} {
				c := cfg
				c.StepWork = step
				for i, o := range obs {
					want := search.New(cfg, uint64(i)).Act(o, bot.Budget{})
					th := search.New(c, uint64(i)).Begin(o, bot.Budget{})
					steps := 1
					for !th.Step() {
						steps++
					}
					if got := th.Action(); got != want {
						t.Fatalf("observation %d: steps of %d work chose %v, the default steps %v", i, step, got, want)
					}
					if steps > 1 {
						sliced++
					}
				}
			}
			if sliced == 0 {
				t.Fatal("no decision took more than one step")
			}
		})
	}
}

// Every Expert's prior policy is asked only where it gives an opinion
// (search.Abstainer): whether it abstains follows from the observation
// alone, and where it does not it chooses a legal action.
func TestExpertPriorAbstainsByTheObservationAlone(t *testing.T) {
	for _, tb := range testTables() {
		t.Run(tb.game+"-"+itoa(tb.players), func(t *testing.T) {
			cfg, err := catalog.Expert(tb.game)
			if err != nil || cfg.PriorBot == nil {
				t.Skipf("%s's Expert has no prior policy", tb.game)
			}
			obs := decisions(tb.game, tb.players, 1)
			gametest.CheckPrior(t, obs[:min(len(obs), 60)], cfg.PriorBot)
		})
	}
}

func TestExpertIsReproducible(t *testing.T) {
	for _, tb := range testTables() {
		t.Run(tb.game+"-"+itoa(tb.players), func(t *testing.T) {
			newBot := expert(t, tb.game, 60)
			obs := decisions(tb.game, tb.players, 1)
			for i, o := range obs[:min(len(obs), 20)] {
				a := newBot(uint64(i)).Act(o, bot.Budget{})
				if b := newBot(uint64(i)).Act(o, bot.Budget{}); a != b {
					t.Fatalf("observation %d: the same seed decided %v, then %v", i, a, b)
				}
			}
		})
	}
}

// TestExpertIsHonest changes every card hidden from the bot and checks that
// its decision does not change: at each decision of random games, other
// games are dealt that give the bot's seat the very same observation (same
// JSON) but differ in what it cannot see; the bot, shown each of them, with
// the same seed, must decide the same.
func TestExpertIsHonest(t *testing.T) {
	for _, tb := range testTables() {
		t.Run(tb.game+"-"+itoa(tb.players), func(t *testing.T) {
			newBot := expert(t, tb.game, 20)
			h := checkHonesty(t, tb, func(_ game.Game, seed uint64) bot.Bot { return newBot(seed) })
			if h.caught != "" {
				t.Fatal(h.caught)
			}
			if h.hidden*2 < h.checked {
				t.Fatalf("only %d of %d games differed from the real one in a hidden card: the test checked too little", h.hidden, h.checked)
			}
			t.Logf("%d decisions against %d games with other hidden cards", h.checked, h.hidden)
		})
	}
}

// honesty is what checkHonesty found: the first decision that changed with
// a card its seat cannot see ("" if none did), how many decisions it
// compared and against how many games that differed from the real one.
type honesty struct {
	caught          string
	checked, hidden int
}

// checkHonesty is TestExpertIsHonest's check of the bots newBot makes: a
// bot is made for each game it is shown (the real one, then others dealt
// from the seat's observation), and given that game, which an honest bot
// leaves alone and a cheat reads (the oracle, oracle_test.go).
func checkHonesty(t *testing.T, tb table, newBot func(g game.Game, seed uint64) bot.Bot) honesty {
	t.Helper()
	d, err := game.Lookup(tb.game)
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := catalog.Expert(tb.game)
	r := game.NewRNG(5)
	var h honesty
	for gi := range 2 {
		g, err := catalog.NewGame(tb.game, game.Config{Players: tb.players, Seed: uint64(100 + gi)})
		if err != nil {
			t.Fatal(err)
		}
		rnd := bot.NewRandom(uint64(gi))
		for step := 0; !g.Over(); step++ {
			seat := g.Pending()[0]
			obs := g.Observe(seat)
			if len(obs.LegalActions()) > 1 && step%4 == 0 {
				want := newBot(g, uint64(step)).Act(obs, bot.Budget{})
				real := gametest.WithoutRNG(t, gametest.MustSave(t, g))
				for range 2 {
					other, err := cfg.Sample(obs, r)
					if err != nil {
						t.Fatal(err)
					}
					o2 := other.Observe(seat)
					if gametest.ObsJSON(t, other, seat) != gametest.ObsJSON(t, g, seat) {
						t.Fatalf("%s: a sample gives seat %d another observation", d.Name, seat)
					}
					// Without the generator, which every sample reseeds: a
					// sampler that dealt the real cards (it saw more than
					// the observation) would leave nothing hidden varied.
					if !bytes.Equal(gametest.WithoutRNG(t, gametest.MustSave(t, other)), real) {
						h.hidden++
					}
					if got := newBot(other, uint64(step)).Act(o2, bot.Budget{}); got != want {
						h.caught = fmt.Sprintf("step %d: seat %d decided %s in the real game and %s in one that differs only in cards it cannot see",
							step, seat, g.FormatAction(want), g.FormatAction(got))
						return h
					}
					h.checked++
				}
			}
			if _, err := g.Apply(seat, rnd.Act(obs, bot.Budget{})); err != nil {
				t.Fatal(err)
			}
		}
	}
	return h
}

func itoa(n int) string { return string(rune('0'+n/10%10)) + string(rune('0'+n%10)) }

// A sampler that refuses an observation is a bug, but the table must go on:
// the bot falls back on its Fallback (the game's heuristic) and says why.
func TestExpertFallsBackWhenSamplingFails(t *testing.T) {
	obs := decisions("loveletter", 2, 1)[0]
	cfg := search.Config{
		Sample:   func(game.Observation, *game.RNG) (game.Game, error) { return nil, errors.New("no deal") },
		Fallback: func(seed uint64) bot.Bot { return bot.NewRandom(seed) },
	}
	th := search.New(cfg, 1).Begin(obs, bot.Budget{})
	a := bot.Finish(th)
	if !slices.Contains(obs.LegalActions(), a) {
		t.Fatalf("the fallback chose %v, not a legal action", a)
	}
	if err := th.(interface{ Err() error }).Err(); err == nil || !strings.Contains(err.Error(), "no deal") {
		t.Fatalf("the reason is %v", err)
	}
}

// The race odds of Love Letter's horizon: a seat that has won wins; equal
// needs are even; needing fewer wins is better; the odds add up to one.
func TestRaceOdds(t *testing.T) {
	out := make([]float64, 3)
	search.RaceOdds([]int{0, 2, 3}, out)
	if out[0] != 1 || out[1] != 0 || out[2] != 0 {
		t.Fatalf("a seat with no wins to go: %v", out)
	}
	search.RaceOdds([]int{3, 3, 3}, out)
	for _, x := range out {
		if math.Abs(x-1.0/3) > 1e-12 {
			t.Fatalf("equal needs: %v", out)
		}
	}
	search.RaceOdds([]int{1, 2, 4}, out)
	if !(out[0] > out[1] && out[1] > out[2]) || math.Abs(out[0]+out[1]+out[2]-1) > 1e-12 {
		t.Fatalf("needs 1, 2, 4: %v", out)
	}
	two := make([]float64, 2)
	search.RaceOdds([]int{1, 2}, two)
	// Seat 0 wins unless seat 1 takes the next two rounds: 1 - 1/4.
	if math.Abs(two[0]-0.75) > 1e-12 {
		t.Fatalf("needs 1 and 2: %v, want 0.75", two)
	}
}

// TestASimultaneousChoiceStaysHiddenFromTheExpert: where several seats owe a
// secret decision at once (Three Parts' votes; Rebel Princess's draft,
// passes, set-up, gifts and Sleeping Beauty's pile),
// one seat's choice, made first in the engine, must change neither what
// another seat still choosing sees nor what its Expert decides: the Expert is
// shown the same observation and, with the same seed, decides the same
// whatever the other chose.
func TestASimultaneousChoiceStaysHiddenFromTheExpert(t *testing.T) {
	// Three Parts' jokers join their stacks face up: two seats placing
	// theirs at once may see each other's.
	tpSecret := func(text string) bool { return !strings.HasPrefix(text, "joker") }
	for _, tb := range []struct {
		game    string
		players int
		secret  func(action string) bool
	}{{"threeparts", 3, tpSecret}, {"threeparts", 4, tpSecret}, {"rebelprincess", 3, nil}, {"rebelprincess", 4, nil}} {
		t.Run(tb.game+"-"+itoa(tb.players), func(t *testing.T) {
			newBot := expert(t, tb.game, 30)
			found := 0
			for gi := 0; gi < 3 && found < 12; gi++ {
				g, err := catalog.NewGame(tb.game, game.Config{Players: tb.players, Seed: uint64(40 + gi)})
				if err != nil {
					t.Fatal(err)
				}
				rnd := bot.NewRandom(uint64(gi))
				for step := 0; !g.Over() && found < 12; step++ {
					pending := g.Pending()
					if len(pending) > 1 && step%3 == 0 && (tb.secret == nil || tb.secret(g.FormatAction(g.Legal(pending[0])[0]))) {
						checkHiddenChoice(t, g, pending[0], pending[1], newBot)
						found++
					}
					seat := pending[0]
					if _, err := g.Apply(seat, rnd.Act(g.Observe(seat), bot.Budget{})); err != nil {
						t.Fatal(err)
					}
				}
			}
			if found == 0 {
				t.Fatal("no two seats owed a decision at once: the test checked nothing")
			}
		})
	}
}

// checkHiddenChoice makes each of chooser's first few legal choices in a copy
// of g and checks that other's observation and Expert decision are the same
// after every one of them.
func checkHiddenChoice(t *testing.T, g game.Game, chooser, other int, newBot func(uint64) bot.Stepper) {
	t.Helper()
	save := gametest.MustSave(t, g)
	choices := g.Legal(chooser)
	if len(choices) > 3 {
		choices = choices[:3]
	}
	var firstObs string
	var firstAct game.Action
	for i, c := range choices {
		cp, err := game.Load(save)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := cp.Apply(chooser, c); err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(cp.Pending(), other) {
			t.Fatalf("seat %d no longer owes its decision once seat %d chose %s", other, chooser, g.FormatAction(c))
		}
		obs := gametest.ObsJSON(t, cp, other)
		act := newBot(7).Act(cp.Observe(other), bot.Budget{})
		if i == 0 {
			firstObs, firstAct = obs, act
			continue
		}
		if obs != firstObs {
			t.Fatalf("seat %d's observation tells seat %d's choice (%s against %s):\n%s\n%s", other, chooser, g.FormatAction(choices[0]), g.FormatAction(c), firstObs, obs)
		}
		if act != firstAct {
			t.Fatalf("seat %d's Expert decided %s after seat %d chose %s, but %s after %s", other, g.FormatAction(firstAct), chooser,
				g.FormatAction(choices[0]), g.FormatAction(act), g.FormatAction(c))
		}
	}
}
