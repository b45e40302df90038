package words

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	rp "parlour/game/rebelprincess"
	"parlour/scenes/table/flow/flowtest"
)

// tables end games with each round card of each edition, at 3 to 6 players
// in turn, Classic with the promo Carmesina.
func tables() []game.Config {
	var out []game.Config
	for _, ed := range []rp.Edition{rp.Classic, rp.Deluxe} {
		var slugs []string
		for _, rc := range rp.RoundCards {
			if _, ok := rc.PassFor(ed); ok {
				slugs = append(slugs, rc.Slug)
			}
		}
		for i := 0; i < len(slugs); i += 5 {
			var names []string
			for k := 0; len(names) < 5; k++ {
				names = append(names, slugs[(i+k)%len(slugs)])
			}
			opts := map[string]string{"rounds": strings.Join(names, ",")}
			if ed == rp.Classic {
				opts["promo"] = "true"
			}
			out = append(out, game.Config{Players: 3 + len(out)%4, Variant: string(ed), Options: opts})
		}
	}
	return out
}

// At every trick of whole games of every round card, the trick rebuilt from
// the log is the one the engine decided (it names the same winner), and the
// reason names the winner's card and a rule every catalog words.
func TestEveryTrickTakenSaysWhichCardTookItAndWhy(t *testing.T) {
	cats := map[string]map[string]string{}
	for _, l := range []string{"en", "uk", "ru", "pl"} {
		cats[l] = catalog(t, l)
	}
	seen := map[string]int{}
	for _, cfg := range tables() {
		for seed := uint64(1); seed <= 4; seed++ {
			cfg.Seed = seed
			gg, err := rp.Definition.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			g := gg.(*rp.Game)
			r := game.NewRNG(seed)
			princess := func(s int) int {
				p := g.Princess[s]
				if p == rp.Carmesina && g.Copy != nil {
					return g.Copy[s]
				}
				return p
			}
			for steps := 0; !g.Over() && steps < 5000; steps++ {
				pending := g.Pending()
				seat := pending[r.Intn(len(pending))]
				legal := g.Legal(seat)
				events, err := g.Apply(seat, legal[r.Intn(len(legal))])
				if err != nil {
					t.Fatal(err)
				}
				base := len(g.Log) - len(events)
				for i, e := range events {
					if e.Type != rp.EvTrick {
						continue
					}
					at := fmt.Sprintf("%s %dp %s seed %d, trick %d", cfg.Variant, cfg.Players, cfg.Options["rounds"], seed, e.Value)
					tk, ok := TrickAt(g.Log[:base+i+1], e.Value, g.Edition, princess)
					if !ok {
						t.Fatalf("%s: the trick could not be rebuilt from the log", at)
					}
					o := &rp.Observation{Players: g.NPlayers, Edition: g.Edition, Schedule: []int{tk.Round}, T: rp.Trick{Reversed: tk.Reversed}}
					if w := o.WinnerIf(tk.Trick); w != e.Seat {
						t.Fatalf("%s: the rebuilt trick %v (reversed %v) goes to seat %d, the engine gave it to %d", at, tk.Trick, tk.Reversed, w, e.Seat)
					}
					card, keys := Why(tk, e.Seat)
					if !slices.ContainsFunc(tk.Trick, func(p rp.Played) bool { return p.Seat == e.Seat && p.Card == card }) || len(keys) == 0 {
						t.Fatalf("%s: the reason names %v %v for seat %d in %v", at, card, keys, e.Seat, tk.Trick)
					}
					for _, k := range keys {
						seen[k]++
						for l, cat := range cats {
							for _, k := range []string{k, Short(k)} {
								if m, ok := cat[k]; !ok || strings.Contains(m, "{") {
									t.Fatalf("%s: %s in %s: %q", at, k, l, m)
								}
							}
						}
					}
				}
			}
		}
	}
	for _, k := range []string{"high", "alone", "low_six", "low_cinderella", "decree", "poison", "bridesmaid", "sisterhood", "rings", "bouquet", "midnight", "zero"} {
		if seen["rebelprincess.why."+k] == 0 {
			t.Errorf("no trick was taken for the reason %s: %v", k, seen)
		}
	}
}

// Under Upside Down a 6 turns the order: a 3 takes a 10 and says so.
func TestALowCardThatTakesATrickUnderUpsideDownSaysA6TurnedTheOrder(t *testing.T) {
	q := func(v int) rp.Card { return rp.MakeCard(rp.Queens, v) }
	tk := Taken{Round: rcUpsideDown, Trick: []rp.Played{{Seat: 0, Card: q(10)}, {Seat: 1, Card: q(6)}, {Seat: 2, Card: q(3)}}}
	card, keys := Why(tk, 2)
	if card != q(3) || !slices.Equal(keys, []string{"rebelprincess.why.low_six"}) {
		t.Fatalf("%v %v", card, keys)
	}
	tk.Reversed = true // and Cinderella: the two cancel out
	if card, keys := Why(tk, 0); card != q(10) || !slices.Equal(keys, []string{"rebelprincess.why.cancel"}) {
		t.Fatalf("%v %v", card, keys)
	}
}

// The log the person reads says why each trick was taken, as the words
// describe the game event by event (the trick read from the events told so
// far, the taking itself among them): no trick is logged bare.
func TestEveryTrickInThePersonsLogSaysWhy(t *testing.T) {
	for _, cfg := range tables()[:4] {
		steps := playGame(t, cfg, 3)
		where := fmt.Sprintf("%s, %d players, rounds %s", cfg.Variant, cfg.Players, cfg.Options["rounds"])
		d := tableWords.New(steps[0].After, 0)
		tricks := 0
		for _, st := range steps {
			for _, e := range st.Events {
				tl := &flowtest.Teller{Viewer: 0, N: cfg.Players}
				line := d(tl, 0, st.After, e.Redact(0))
				if e.Type != rp.EvTrick {
					continue
				}
				tricks++
				if !slices.ContainsFunc(tl.Calls, func(c flowtest.Call) bool { return c.Key == "rebelprincess.log.trick_why" }) {
					t.Fatalf("%s: trick %d is logged without its card and reason: %q", where, e.Value, line.Text)
				}
			}
		}
		if tricks == 0 {
			t.Fatalf("%s: no trick was taken", where)
		}
	}
}
