// Package gametest holds the checks every game's tests share: random play to the
// end, determinism of saves, save and load at any step, the body of a save
// decoder fuzz target, and bot win rates. Each game's own tests add its rules.
package gametest

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/match"
)

// Validator is implemented by every game state: it checks all invariants.
type Validator interface {
	Validate() error
}

// Step is one applied action.
type Step struct {
	Seat   int
	Action game.Action
	Events []game.Event
	// Index counts the game's actions from 0, so a check that keeps state
	// across steps can tell when a new game begins (Index 0).
	Index int
}

// RandomPlay plays g to its end with uniformly random legal actions, answering
// seats that owe a decision together in random order. check, if set, runs after
// every action. It returns the steps, and false if maxSteps ran out first.
func RandomPlay(t testing.TB, g game.Game, r *game.RNG, maxSteps int, check func(Step)) ([]Step, bool) {
	t.Helper()
	var steps []Step
	for !g.Over() {
		if len(steps) >= maxSteps {
			return steps, false
		}
		pending := g.Pending()
		if len(pending) == 0 {
			t.Fatalf("%s: not over, yet nobody owes a decision", g.Name())
		}
		seat := pending[r.Intn(len(pending))]
		legal := g.Legal(seat)
		if len(legal) == 0 {
			t.Fatalf("%s: seat %d owes a decision but has no legal action", g.Name(), seat)
		}
		a := legal[r.Intn(len(legal))]
		events, err := g.Apply(seat, a)
		if err != nil {
			t.Fatalf("%s: a legal action was refused: %v", g.Name(), err)
		}
		s := Step{Seat: seat, Action: a, Events: events, Index: len(steps)}
		steps = append(steps, s)
		if check != nil {
			check(s)
		}
	}
	return steps, true
}

// MustSave saves g or fails the test.
func MustSave(t testing.TB, g game.Game) []byte {
	t.Helper()
	b, err := game.Save(g)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// WithoutRNG is a save without its state's generator: two saves equal by it
// hold the same cards everywhere. A sampler reseeds the generator of every
// sample, so whole saves always differ, even when a sample dealt every hidden
// card where the real game has it.
func WithoutRNG(t testing.TB, save []byte) []byte {
	t.Helper()
	var doc map[string]json.RawMessage
	var state map[string]json.RawMessage
	if err := json.Unmarshal(save, &doc); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(doc["state"], &state); err != nil {
		t.Fatal(err)
	}
	if _, ok := state["rng"]; !ok {
		t.Fatal("the save's state has no \"rng\": WithoutRNG must learn its new name")
	}
	delete(state, "rng")
	b, err := json.Marshal(state)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// CheckDeterministic plays a random game and replays its actions on a new game
// from the same configuration: the saves must be byte-identical at every step.
func CheckDeterministic(t *testing.T, newGame func() game.Game, r *game.RNG) {
	t.Helper()
	first := newGame()
	var saves [][]byte
	steps, _ := RandomPlay(t, first, r, 100_000, func(Step) { saves = append(saves, MustSave(t, first)) })
	again := newGame()
	for i, s := range steps {
		if _, err := again.Apply(s.Seat, s.Action); err != nil {
			t.Fatalf("replaying step %d: %v", i, err)
		}
		if !bytes.Equal(MustSave(t, again), saves[i]) {
			t.Fatalf("same seed and actions, different saves at step %d", i)
		}
	}
}

// CheckSaveLoadAnyStep saves and loads a random game before every step and
// finishes it from the loaded copy: the end must be byte-identical.
func CheckSaveLoadAnyStep(t *testing.T, newGame func() game.Game, r *game.RNG) {
	t.Helper()
	ref := newGame()
	steps, _ := RandomPlay(t, ref, r, 100_000, nil)
	final := MustSave(t, ref)
	g := newGame()
	for k := range steps {
		loaded, err := game.Load(MustSave(t, g))
		if err != nil {
			t.Fatalf("loading at step %d: %v", k, err)
		}
		for _, s := range steps[k:] {
			if _, err := loaded.Apply(s.Seat, s.Action); err != nil {
				t.Fatalf("after loading at step %d: %v", k, err)
			}
		}
		if !bytes.Equal(MustSave(t, loaded), final) {
			t.Fatalf("saving and loading at step %d changed the game", k)
		}
		if _, err := g.Apply(steps[k].Seat, steps[k].Action); err != nil {
			t.Fatal(err)
		}
	}
}

// FuzzLoaded is the body of a save decoder fuzz target: any bytes may be
// refused, but a save that is accepted must play on without a panic, an
// unanswerable decision or a broken invariant, and its observations must be
// safe to sample (a damaged log must not crash a sampler or a search bot).
func FuzzLoaded(t *testing.T, data []byte) {
	g, err := game.Load(data)
	if err != nil {
		return
	}
	def, _ := game.Lookup(g.Name())
	r := game.NewRNG(1)
	for steps := 0; steps < 300 && !g.Over(); steps++ {
		p := g.Pending()
		if len(p) == 0 {
			t.Fatal("not over, yet nobody owes a decision")
		}
		obs := g.Observe(p[0])
		if def.Sample != nil && steps < 20 {
			// A sample may be refused (an error), never a panic.
			def.Sample(obs, r)
		}
		legal := g.Legal(p[0])
		if len(legal) == 0 {
			t.Fatalf("seat %d owes a decision with no legal action", p[0])
		}
		if _, err := g.Apply(p[0], legal[r.Intn(len(legal))]); err != nil {
			t.Fatalf("a legal action was refused after loading: %v", err)
		}
		if v, ok := g.(Validator); ok {
			if err := v.Validate(); err != nil {
				t.Fatalf("an accepted save became invalid: %v", err)
			}
		}
	}
}

// WinRate plays games numbered 0..games-1 and returns how often seat won
// (a shared win counts). newGame and newBots receive the game's number.
func WinRate(t testing.TB, games, seat int, newGame func(i int) game.Game, newBots func(i int) []bot.Bot) float64 {
	t.Helper()
	wins := 0
	for i := range games {
		g := newGame(i)
		if err := match.Play(g, newBots(i), match.Options{}); err != nil {
			t.Fatal(err)
		}
		for _, w := range g.Result().Winners {
			if w == seat {
				wins++
			}
		}
	}
	return float64(wins) / float64(games)
}

// HeuristicAmongRandom seats bot h at seat 0 and random bots elsewhere.
func HeuristicAmongRandom(h bot.Bot, players int, seed uint64) []bot.Bot {
	bots := []bot.Bot{h}
	for s := 1; s < players; s++ {
		bots = append(bots, bot.NewRandom(seed*16+uint64(s)))
	}
	return bots
}

// Observations collects real observations from random games, for decision benchmarks.
func Observations(newGame func(i int) game.Game, games int) []game.Observation {
	var out []game.Observation
	for i := range games {
		g := newGame(i)
		rnd := bot.NewRandom(uint64(i))
		for !g.Over() {
			p := g.Pending()[0]
			o := g.Observe(p)
			out = append(out, o)
			if _, err := g.Apply(p, rnd.Act(o, bot.Budget{})); err != nil {
				panic(err)
			}
		}
	}
	return out
}

// Refuse checks that a is illegal for seat: Apply returns an *IllegalError
// naming the seat and a rule containing wantRule, and the game is unchanged.
func Refuse(t testing.TB, g game.Game, seat int, a game.Action, wantRule string) {
	t.Helper()
	before := MustSave(t, g)
	_, err := g.Apply(seat, a)
	ie, ok := err.(*game.IllegalError)
	if !ok || ie.Seat != seat || !strings.Contains(err.Error(), wantRule) {
		t.Fatalf("%d: %s: error %v, want an IllegalError naming seat %d and %q", seat, g.FormatAction(a), err, seat, wantRule)
	}
	if !bytes.Equal(before, MustSave(t, g)) {
		t.Fatal("a refused action changed the game")
	}
}

// CheckSteppedMatchesAct proves that thinking in slices changes nothing: for
// every observation, a fresh bot advanced one Step at a time decides what a
// fresh bot with the same seed decides in one Act, and takes more than one
// step where there is a real choice to make (so slicing actually happens).
func CheckSteppedMatchesAct(t testing.TB, obs []game.Observation, newBot func(seed uint64) bot.Stepper) {
	t.Helper()
	sliced := 0
	for i, o := range obs {
		want := newBot(uint64(i)).Act(o, bot.Budget{})
		th := newBot(uint64(i)).Begin(o, bot.Budget{})
		steps := 1
		for !th.Step() {
			steps++
		}
		if got := th.Action(); got != want {
			t.Fatalf("observation %d: stepped decision %v, Act %v", i, got, want)
		}
		if steps > 1 {
			sliced++
		}
	}
	if sliced == 0 {
		t.Fatal("no decision was spread over more than one step")
	}
}

// FuzzNotation is the body of every FuzzParseAction: text that parses must
// format back to the same action, and Apply must judge that action at every
// seat (and at seats that do not exist) without a panic. g is a fresh game;
// it is changed.
func FuzzNotation(t *testing.T, g game.Game, text string) {
	a, err := g.ParseAction(0, text)
	if err != nil {
		return
	}
	back, err := g.ParseAction(0, g.FormatAction(a))
	if err != nil || back != a {
		t.Fatalf("%q → %+v → %q → %+v (%v)", text, a, g.FormatAction(a), back, err)
	}
	for seat := -1; seat <= g.Players(); seat++ {
		g.Apply(seat, a)
	}
}
