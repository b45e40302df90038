package review

import (
	"encoding/json"
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
)

// decisionSeed is the seed the reviewer judges the decision at move with.
func decisionSeed(opts Options, move int) uint64 {
	return (&Reviewer{opts: opts}).seedOf(move)
}

// play plays a game of name from cfg: seat 0 by choose, the others by the
// Clever bot, and returns its moves.
func play(t testing.TB, name string, cfg game.Config, choose func(g game.Game, move int) game.Action) []game.Move {
	return playUpTo(t, name, cfg, -1, choose)
}

// playUpTo plays as play does, and stops after limit moves (-1: none).
func playUpTo(t testing.TB, name string, cfg game.Config, limit int, choose func(g game.Game, move int) game.Action) []game.Move {
	t.Helper()
	g, err := catalog.NewGame(name, cfg)
	if err != nil {
		t.Fatal(err)
	}
	others := map[int]bot.Bot{}
	var moves []game.Move
	for !g.Over() && len(moves) != limit {
		seat := g.Pending()[0]
		var a game.Action
		if seat == 0 {
			a = choose(g, len(moves))
		} else {
			if others[seat] == nil {
				others[seat], _ = catalog.NewBot(name, "clever", cfg.Seed+uint64(seat))
			}
			a = others[seat].Act(g.Observe(seat), bot.Budget{})
		}
		if _, err := g.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
		moves = append(moves, game.Move{Seat: seat, Action: a})
	}
	return moves
}

// review reviews seat 0's decisions in moves to the end.
func review(t *testing.T, name string, cfg game.Config, moves []game.Move, opts Options) []Decision {
	t.Helper()
	expert, err := catalog.Expert(name)
	if err != nil {
		t.Fatal(err)
	}
	r, err := New(expert, name, cfg, moves, 0, opts)
	if err != nil {
		t.Fatal(err)
	}
	for !r.Step(1000) {
	}
	if r.Err() != nil {
		t.Fatal(r.Err())
	}
	if judged, total := r.Progress(); judged != total {
		t.Fatalf("%d of %d decisions judged", judged, total)
	}
	return r.Decisions()
}

// tables are a table of each game, small enough to review in a test.
// (a game's first moves where a whole game is long to review: a review
// of part of a game, as of a game left unfinished, is a review all the same).
var tables = []struct {
	name    string
	players int
	moves   int
}{{"loveletter", 2, -1}, {"mascarade", 4, -1}, {"rebelprincess", 3, 30}, {"threeparts", 3, -1}}

// A person who made the best choice at every decision, as the review
// judges it, has nothing marked: the review compares the choice made with
// the best of the same judgement, at the same decisions it counts.
func TestAReviewMarksNothingWhenThePersonMadeTheBestChoiceEachTime(t *testing.T) {
	for _, tb := range tables {
		t.Run(tb.name, func(t *testing.T) {
			expert, _ := catalog.Expert(tb.name)
			cfg := game.Config{Players: tb.players, Seed: 3}
			opts := Options{Seed: 1, Worlds: 24}
			moves := playUpTo(t, tb.name, cfg, tb.moves, func(g game.Game, move int) game.Action {
				if len(g.Legal(0)) == 1 {
					return g.Legal(0)[0]
				}
				j := Judge(expert, g, 0, opts.Worlds, decisionSeed(opts, move))
				for !j.Step(1 << 20) {
				}
				return j.Actions()[j.Best()]
			})
			ds := review(t, tb.name, cfg, moves, opts)
			if len(ds) == 0 {
				t.Fatal("no decision was reviewed")
			}
			for _, d := range ds {
				if d.Verdict != Fine || d.Lost != 0 || d.Chosen != d.Best {
					t.Errorf("move %d: the best choice marked %s (lost %.3f)", d.Move, d.Verdict, d.Lost)
				}
			}
		})
	}
}

// The Expert's own choices are never marked mistakes or blunders: it
// searches the same worlds more deeply than the review's playouts, so a
// disagreement between them is a close call, within the review's error.
func TestTheExpertsChoicesAreNeverMarkedMistakesOrBlunders(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		ex, _ := catalog.NewBot("loveletter", "expert", seed)
		cfg := game.Config{Players: 2, Seed: seed}
		moves := play(t, "loveletter", cfg, func(g game.Game, move int) game.Action { return ex.Act(g.Observe(0), bot.Budget{}) })
		for _, d := range review(t, "loveletter", cfg, moves, Options{Seed: 1}) {
			if d.Verdict >= Mistake {
				t.Errorf("seed %d, move %d: the Expert's choice marked a %s (lost %.3f ± %.3f)", seed, d.Move, d.Verdict, d.Lost, d.Error)
			}
		}
	}
}

// A deliberately bad choice in a pinned position of each game is marked a
// blunder, and the best choice there is fine. Each position comes from a
// game whose seat 0 chose at random (seeded), the others playing as the
// Clever bot.
func TestADeliberatelyBadChoiceInAPinnedPositionIsMarkedABlunder(t *testing.T) {
	for _, c := range []struct {
		name         string
		players      int
		seed         uint64
		move         int
		choice, best string
	}{
		// The Princess played puts her holder out of the round.
		{"loveletter", 2, 2, 0, "princess", "spy"},
		{"mascarade", 4, 7, 5, "swap 3", "announce thief"},
		{"rebelprincess", 4, 2, 279, "play A1", "play A10"},
		{"threeparts", 3, 1, 1, "black", "white"},
	} {
		t.Run(c.name, func(t *testing.T) {
			random, _ := catalog.NewBot(c.name, "random", c.seed)
			cfg := game.Config{Players: c.players, Seed: c.seed}
			moves := playUpTo(t, c.name, cfg, c.move+1, func(g game.Game, move int) game.Action { return random.Act(g.Observe(0), bot.Budget{}) })
			g, err := game.Replay(c.name, cfg, moves[:c.move])
			if err != nil {
				t.Fatal(err)
			}
			if got := g.FormatAction(moves[c.move].Action); moves[c.move].Seat != 0 || got != c.choice {
				t.Fatalf("the pinned position moved: move %d is seat %d's %q, not seat 0's %q", c.move, moves[c.move].Seat, got, c.choice)
			}
			expert, _ := catalog.Expert(c.name)
			j := Judge(expert, g, 0, 96, 1)
			for !j.Step(1 << 20) {
			}
			bad := decide(j, c.move, moves[c.move].Action)
			if bad.Verdict != Blunder {
				t.Errorf("%s: marked %s, lost %.3f ± %.3f", c.choice, bad.Verdict, bad.Lost, bad.Error)
			}
			// A good choice there (the best, or within the review's error
			// of it) is fine.
			good, err := g.ParseAction(0, c.best)
			if err != nil {
				t.Fatal(err)
			}
			if d := decide(j, c.move, good); d.Verdict != Fine {
				t.Errorf("%s marked %s (lost %.3f ± %.3f)", c.best, d.Verdict, d.Lost, d.Error)
			}
		})
	}
}

// The review reads nothing the seat did not see: a decision judged in the
// true game and in other worlds dealt consistent with the seat's
// observation (other hidden cards, another deck) gets the same values, the
// same best choice and the same verdicts.
func TestTheReviewJudgesADecisionTheSameInEveryWorldTheSeatCouldBeIn(t *testing.T) {
	for _, tb := range tables {
		t.Run(tb.name, func(t *testing.T) {
			entry, _ := catalog.Lookup(tb.name)
			expert, _ := catalog.Expert(tb.name)
			cfg := game.Config{Players: tb.players, Seed: 5}
			clever, _ := catalog.NewBot(tb.name, "clever", 5)
			// The third decision of seat 0 with a choice.
			decisions := 0
			var at game.Game
			playUpTo(t, tb.name, cfg, -1, func(g game.Game, move int) game.Action {
				if at == nil && len(g.Legal(0)) > 1 {
					if decisions++; decisions == 3 {
						at = g.Clone()
					}
				}
				return clever.Act(g.Observe(0), bot.Budget{})
			})
			if at == nil {
				t.Fatal("seat 0 had fewer than three decisions")
			}
			judged := func(g game.Game) []float64 {
				j := Judge(expert, g, 0, 32, 7)
				for !j.Step(1 << 20) {
				}
				var vs []float64
				for i := range j.Actions() {
					vs = append(vs, j.Value(i))
				}
				return vs
			}
			want := judged(at)
			truth, _ := at.MarshalState()
			seen, _ := json.Marshal(at.Observe(0))
			rng := game.NewRNG(11)
			other := 0
			for range 4 {
				w, err := entry.Definition.Sample(at.Observe(0), rng)
				if err != nil {
					t.Fatal(err)
				}
				if o, _ := json.Marshal(w.Observe(0)); string(o) != string(seen) {
					t.Fatalf("a world dealt from the observation shows seat 0 another: %s", o)
				}
				if s, _ := w.MarshalState(); string(s) != string(truth) {
					other++
				}
				if got := judged(w); !slices.Equal(got, want) {
					t.Errorf("judged %v in another world, %v in the true one", got, want)
				}
			}
			if other == 0 {
				t.Fatal("every world dealt was the true one: the test shows nothing")
			}
		})
	}
}

// The review's judgement races the choices (a choice clearly worse than the
// best is played on fewer worlds) and says what the full judgement says: on
// pinned decisions of each game, for the choice made there, the best and
// the worst, the same verdict, the same best, and the same chance lost and
// error to the last bit, while it plays fewer worlds.
func TestARacedJudgementGivesTheVerdictsOfTheFullOne(t *testing.T) {
	for _, tb := range []struct {
		name    string
		players int
		seed    uint64
	}{{"loveletter", 2, 4}, {"mascarade", 4, 4}, {"rebelprincess", 4, 2}, {"threeparts", 3, 4}} {
		t.Run(tb.name, func(t *testing.T) {
			expert, _ := catalog.Expert(tb.name)
			cfg := game.Config{Players: tb.players, Seed: tb.seed}
			opts := Options{Seed: 1, Worlds: 96}
			clever, _ := catalog.NewBot(tb.name, "clever", tb.seed)
			// Seat 0's first decision of three to sixty choices (Rebel
			// Princess's: a pass of two cards), and its first after that
			// of three to twenty.
			var at []game.Game
			var moves []int
			playUpTo(t, tb.name, cfg, 60, func(g game.Game, move int) game.Action {
				if n := len(g.Legal(0)); len(at) == 0 && n >= 3 && n <= 60 || len(at) == 1 && n >= 3 && n <= 20 {
					at, moves = append(at, g.Clone()), append(moves, move)
				}
				return clever.Act(g.Observe(0), bot.Budget{})
			})
			if len(at) < 2 {
				t.Fatalf("seat 0 had %d decisions of three choices", len(at))
			}
			played, full := 0, 0
			for k, g := range at {
				seed := decisionSeed(opts, moves[k])
				whole := Judge(expert, g, 0, opts.Worlds, seed)
				for !whole.Step(1 << 20) {
				}
				worst := 0
				for i := range whole.Actions() {
					if whole.Value(i) < whole.Value(worst) {
						worst = i
					}
				}
				made := clever.Act(g.Observe(0), bot.Budget{})
				choices := []game.Action{made, whole.Actions()[worst]}
				if best := whole.Actions()[whole.Best()]; best != made {
					choices = append(choices, best)
				}
				for _, chosen := range choices {
					want := decide(whole, moves[k], chosen)
					raced := judgeChoice(expert, g, 0, opts.Worlds, seed, chosen)
					for !raced.Step(1000) {
					}
					got := decide(raced, moves[k], chosen)
					if got.Verdict != want.Verdict || got.Best != want.Best || got.Lost != want.Lost || got.Error != want.Error {
						t.Errorf("move %d, %s: raced %s (best %s, lost %.4f ± %.4f), full %s (best %s, lost %.4f ± %.4f)", moves[k], g.FormatAction(chosen),
							got.Verdict, g.FormatAction(got.Choices[got.Best].Action), got.Lost, got.Error,
							want.Verdict, g.FormatAction(want.Choices[want.Best].Action), want.Lost, want.Error)
					}
					for i, c := range got.Choices {
						played += c.Worlds
						full += opts.Worlds
						if (i == got.Best || i == got.Chosen) && c.Worlds != opts.Worlds {
							t.Errorf("move %d: %s played on %d worlds, not all %d", moves[k], g.FormatAction(c.Action), c.Worlds, opts.Worlds)
						}
					}
				}
			}
			t.Logf("%d of %d playouts", played, full)
			if played == full {
				t.Error("the race dropped no choice: the test shows nothing")
			}
		})
	}
}
