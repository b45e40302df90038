package search_test

import (
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
	"parlour/game/gametest"
	"parlour/game/match"
	"parlour/game/search"
)

// oracle is a game's oracle with the small budget expert gives the Expert
// in these tests, on the true state truth returns.
func oracle(t testing.TB, name string, iterations int) func(truth game.Game, seed uint64) bot.Bot {
	cfg, err := catalog.Expert(name)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Iterations, cfg.Work, cfg.WorkFor = iterations, 0, nil
	return func(truth game.Game, seed uint64) bot.Bot {
		return search.NewOracle(cfg, func() game.Game { return truth }, seed)
	}
}

// The Expert's honesty check (TestExpertIsHonest) catches a bot that reads
// the true state: the oracle, at every table the Expert is checked at,
// decides otherwise in a game that differs only in cards its seat cannot
// see. So the check would fail an Expert that came to read the state.
func TestTheHonestyCheckCatchesTheOracle(t *testing.T) {
	for _, tb := range testTables() {
		t.Run(tb.String(), func(t *testing.T) {
			h := checkHonesty(t, tb, oracle(t, tb.game, 20))
			if h.caught == "" {
				t.Fatalf("the oracle passed the honesty check over %d decisions against %d games with other hidden cards", h.checked, h.hidden)
			}
			t.Logf("caught after %d decisions: %s", h.checked, h.caught)
		})
	}
}

// The oracle plays from a copy of the true state: a decision changes
// nothing of the game it was given. And a true state that does not give the
// observation asked about (another game's, or one that moved on) is
// refused, the fallback deciding instead.
func TestTheOracleCopiesTheTruthAndRefusesAStaleOne(t *testing.T) {
	g, err := catalog.NewGame("loveletter", game.Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	newOracle := oracle(t, "loveletter", 40)
	seat := g.Pending()[0]
	obs := g.Observe(seat)
	before := string(gametest.MustSave(t, g))
	th := newOracle(g, 1).(bot.Stepper).Begin(obs, bot.Budget{})
	bot.Finish(th)
	if err := th.(interface{ Err() error }).Err(); err != nil {
		t.Fatalf("the oracle fell back on the true state: %v", err)
	}
	if after := string(gametest.MustSave(t, g)); after != before {
		t.Fatal("the oracle's decision changed the game it was given")
	}
	// Another deal, where the same seat owes the same kind of decision
	// with other cards: searched, it would decide without error.
	other, err := catalog.NewGame("loveletter", game.Config{Players: 2, Seed: 6})
	if err != nil {
		t.Fatal(err)
	}
	if other.Pending()[0] != seat || gametest.ObsJSON(t, other, seat) == gametest.ObsJSON(t, g, seat) {
		t.Fatal("the other deal is not another observation of the same decision")
	}
	th = newOracle(other, 1).(bot.Stepper).Begin(obs, bot.Budget{})
	bot.Finish(th)
	if err := th.(interface{ Err() error }).Err(); err == nil {
		t.Fatal("the oracle searched a true state that does not give the observation it was asked about")
	}
}

// A sanity check, not a measurement (make strength-oracle measures): in
// Love Letter at 2 players the oracle, seeing both hands and the deck,
// beats the Expert over a small pinned sample, seats alternating, both at
// a quarter of their budget so that it takes seconds.
func TestTheOracleBeatsTheExpertInLoveLetterAtTwoPlayers(t *testing.T) {
	const games = 24
	cfg, err := catalog.Expert("loveletter")
	if err != nil {
		t.Fatal(err)
	}
	work := cfg.WorkFor
	cfg.WorkFor = func(o game.Observation) int { return work(o) / 4 }
	won := 0
	for i := range games {
		g, err := catalog.NewGame("loveletter", game.Config{Players: 2, Seed: uint64(1000 + i)})
		if err != nil {
			t.Fatal(err)
		}
		o := i % 2 // the oracle's seat
		bots := make([]bot.Bot, 2)
		bots[o] = search.NewOracle(cfg, func() game.Game { return g }, uint64(2*i))
		bots[1-o] = search.New(cfg, uint64(2*i+1))
		if err := match.Play(g, bots, match.Options{}); err != nil {
			t.Fatal(err)
		}
		for _, w := range g.Result().Winners {
			if w == o {
				won++
			}
		}
	}
	t.Logf("the oracle won %d of %d games against the Expert", won, games)
	if won*3 < games*2 {
		t.Fatalf("the oracle won %d of %d games against the Expert: want at least two thirds", won, games)
	}
}
