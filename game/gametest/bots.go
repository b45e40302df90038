package gametest

import (
	"testing"

	"parlour/game"
	"parlour/game/bot"
)

// The tests every game's heuristic bot runs, written once: its strength
// against random bots, the reasons it gives, and its decisions benchmark.

// Strength is one strength target of a heuristic: newBot, at seat 0 among
// random bots, wins at least Want of the games numbered 0, 1, … (Games of
// them; ShortGames under -short), each from NewGame.
type Strength struct {
	Games, ShortGames int
	Want              float64
	NewGame           func(i int) game.Game
	NewBot            func(seed uint64) bot.Bot
}

// CheckStrength plays the games of target (over fixed seeds, so the figure
// is the same on every run; cmd/sim reports the same measure) and fails if
// the bot wins less often than it should.
func CheckStrength(t *testing.T, target Strength) {
	t.Helper()
	games := target.Games
	if testing.Short() {
		games = target.ShortGames
	}
	players := target.NewGame(0).Players()
	rate := WinRate(t, games, 0, target.NewGame,
		func(i int) []bot.Bot { return HeuristicAmongRandom(target.NewBot(uint64(i)), players, uint64(i)) })
	t.Logf("%d players: heuristic won %.1f%% of %d games against %d random bots", players, 100*rate, games, players-1)
	if rate < target.Want {
		t.Errorf("%d players: %.1f%%, want at least %.0f%%", players, 100*rate, 100*target.Want)
	}
}

// CheckReasons is the reason test of every heuristic: b decides for every
// seat of games on each config, and every reason it gives is checked
// against the catalogs (Reasons); each key of want must be reached by some
// game, so that the test cannot pass by never giving the reasons it cares
// about.
func CheckReasons(t *testing.T, def game.Definition, configs []game.Config, games int, b Reasoning, reasons, terms map[string]map[string]string, want ...string) {
	t.Helper()
	seen := map[string]int{}
	for _, cfg := range configs {
		for k, n := range Reasons(t, def, cfg, b, games, reasons, terms) {
			seen[k] += n
		}
	}
	for _, k := range want {
		if seen[k] == 0 {
			t.Errorf("no game reached reason %s: %v", k, seen)
		}
	}
}

// BenchmarkDecisions times b deciding, round and round, over obs.
func BenchmarkDecisions(b *testing.B, obs []game.Observation, decider bot.Bot) {
	i := 0
	for b.Loop() {
		decider.Act(obs[i%len(obs)], bot.Budget{})
		i++
	}
}

// CheckPrior proves a search prior that may abstain (search.Abstainer):
// whether it abstains depends on the observation alone (two priors of
// other seeds, asked twice, agree), and where it does not abstain it
// chooses one of the observation's legal actions. newPrior builds the prior
// from a seed; one that does not abstain is checked as a bot.
func CheckPrior(t testing.TB, obs []game.Observation, newPrior func(seed uint64) bot.Bot) {
	t.Helper()
	type abstainer interface {
		Abstains(obs game.Observation) bool
	}
	abstained, asked := 0, 0
	for i, o := range obs {
		p, q := newPrior(uint64(i)), newPrior(uint64(i)+1000)
		ap, okP := p.(abstainer)
		aq, _ := q.(abstainer)
		if okP {
			first := ap.Abstains(o)
			if ap.Abstains(o) != first || aq.Abstains(o) != first {
				t.Fatalf("observation %d: the prior abstains, then not, from the same observation", i)
			}
			if first {
				abstained++
				continue
			}
		}
		asked++
		a := p.Act(o, bot.Budget{})
		legal := o.LegalActions()
		found := false
		for _, l := range legal {
			found = found || l == a
		}
		if !found {
			t.Fatalf("observation %d: the prior chose %v, not one of %v", i, a, legal)
		}
	}
	if asked == 0 {
		t.Fatalf("the prior abstained on all %d observations: it is never asked", abstained)
	}
	t.Logf("the prior abstained on %d observations and chose a legal action on %d", abstained, asked)
}
