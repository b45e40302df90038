package decide

import (
	"fmt"
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
	rp "parlour/game/rebelprincess"
	"parlour/scenes/table/flow/flowtest"
	"parlour/scenes/table/prompt"
)

// reach makes every decision the person can make from a fresh one, by
// every pick the kit offers (and Back, where the prompt has it), and
// returns the actions they end in. It fails the test on a Prompt that is
// not pure, or a Back that does not step back to a decision seen.
func reach(t *testing.T, v View) map[game.Action]bool {
	t.Helper()
	out := map[game.Action]bool{}
	start := New()
	seen := map[string]bool{start.key(): true}
	queue := []Decision{start}
	for len(queue) > 0 {
		d := queue[0]
		queue = queue[1:]
		before := d.key()
		p := d.Prompt(v)
		if again := d.Prompt(v); !samePrompt(p, again) || d.key() != before {
			t.Fatalf("Prompt is not pure at %s", before)
		}
		if p.Back != "" {
			b := d.clone()
			b.Back()
			if !seen[b.key()] {
				t.Errorf("Back from %s goes to %s, a decision never made", before, b.key())
			}
		}
		for _, tg := range p.Offered() {
			next := d.clone()
			a, ok := next.Pick(v, tg)
			switch {
			case ok:
				out[a] = true
				if next.key() != New().key() {
					t.Errorf("after %s the decision is not forgotten: %s", rp.FormatAction(a), next.key())
				}
			case !seen[next.key()]:
				seen[next.key()] = true
				queue = append(queue, next)
			}
		}
	}
	return out
}

func (d Decision) clone() Decision { d.Sel = slices.Clone(d.Sel); return d }

// games are whole bot games that together play every round card and
// princess of both editions: drafts of the seed's princesses and round
// cards at 3 to 6 seats, and drafts stacked so that each princess is kept
// (Carmesina, the Deluxe Ice Princess and others Clever seldom keeps)
// with each round card, five to a game.
func games(t *testing.T, seeds uint64) []game.Game {
	var out []game.Game
	for _, ed := range []rp.Edition{rp.Classic, rp.Deluxe} {
		for n := 3; n <= 6; n++ {
			for seed := uint64(1); seed <= seeds; seed++ {
				g, err := rp.New(game.Config{Players: n, Variant: string(ed), Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, g)
			}
		}
		var slugs []string
		for _, rc := range rp.RoundCards {
			if _, ok := rc.PassFor(ed); ok {
				slugs = append(slugs, rc.Slug)
			}
		}
		all := rp.PrincessesOf(ed, ed == rp.Classic)
		for r, p, n := 0, 0, 3; r < len(slugs) || p < len(all); r, p, n = r+5, p+n, 3+(n-2)%4 {
			var rounds []string
			for k := range 5 {
				rounds = append(rounds, slugs[(r+k)%len(slugs)])
			}
			ps := make([]int, n)
			for k := range ps {
				ps[k] = all[(p+k)%len(all)]
			}
			for seed := uint64(1); seed <= seeds; seed++ {
				d := deal{ed: ed, rounds: rounds, leader: int(seed) % n, princess: ps}
				out = append(out, d.drafted(t, seed))
			}
		}
	}
	return out
}

// play plays g to its end with Clever and random bots (flowtest.Mixed),
// calling visit at every state.
func play(t *testing.T, g game.Game, seed uint64, visit func(*rp.Game)) {
	t.Helper()
	bots := make([]bot.Bot, g.(*rp.Game).NPlayers)
	for s := range bots {
		b, err := catalog.NewBot(rp.Name, flowtest.Mixed(seed)(s), seed*31+uint64(s))
		if err != nil {
			t.Fatal(err)
		}
		bots[s] = b
	}
	for n := 0; !g.Over(); n++ {
		if n > 20000 {
			t.Fatal("the game does not end")
		}
		visit(g.(*rp.Game))
		seat := g.Pending()[0]
		if _, err := g.Apply(seat, bots[seat].Act(g.Observe(seat), bot.Budget{})); err != nil {
			t.Fatal(err)
		}
	}
}

// In every state of whole bot games of every round card and princess, the
// prompt reaches exactly the engine's legal actions: every action its picks
// end in is legal, and every legal action is reached.
func TestThePromptReachesExactlyTheLegalActions(t *testing.T) {
	seeds := uint64(3)
	if testing.Short() {
		seeds = 1
	}
	steps := map[rp.Step]int{}
	phases := map[rp.Phase]int{}
	states := 0
	for i, g := range games(t, seeds) {
		play(t, g, uint64(i), func(g *rp.Game) {
			for seat := range g.NPlayers {
				o := g.ObserveSeat(seat)
				if len(o.Legal) == 0 {
					continue // the kit asks only a person who owes a decision
				}
				v := View{Obs: o, Tell: &flowtest.Teller{Viewer: seat, N: o.Players}, Trick: o.Trick,
					Spots: func(k int) []prompt.Rect { return make([]prompt.Rect, k) }}
				got := reach(t, v)
				where := func() string {
					return fmt.Sprintf("game %d (%s, %d seats, rounds %v), seat %d at %s/%s", i, g.Edition, g.NPlayers, g.Schedule, seat, o.Phase, o.Step)
				}
				for a := range got {
					if !slices.Contains(o.Legal, a) {
						t.Errorf("%s: the prompt makes %s, which is not legal", where(), rp.FormatAction(a))
					}
				}
				for _, a := range o.Legal {
					if !got[a] {
						t.Errorf("%s: no pick makes the legal %s", where(), rp.FormatAction(a))
					}
				}
				states++
				if o.Phase == rp.PhasePlay {
					steps[o.Step]++
				} else {
					phases[o.Phase]++
				}
			}
			if t.Failed() {
				t.FailNow()
			}
		})
	}
	t.Logf("%d decisions: %v %v", states, phases, steps)
	// Every kind of decision was met.
	for _, p := range []rp.Phase{rp.PhaseDraft, rp.PhaseCopy, rp.PhasePass, rp.PhaseSetup} {
		if phases[p] == 0 {
			t.Errorf("no decision of the %s phase was met", p)
		}
	}
	for _, s := range []rp.Step{rp.StepWindow, rp.StepSleepGive, rp.StepSleepKeep, rp.StepSleepDeal, rp.StepSchehGive,
		rp.StepIceReturn, rp.StepMermaid, rp.StepGift, rp.StepPlay, rp.StepMulan, rp.StepAlice, rp.StepHaggle,
		rp.StepPocahontas, rp.StepChairs} {
		if steps[s] == 0 {
			t.Errorf("no decision at step %s was met", s)
		}
	}
}
