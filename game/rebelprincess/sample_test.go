package rebelprincess

import (
	"bytes"
	"math"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// stacked starts a game from a fixed deal (Stack): the round cards, each
// seat's princess (kept in the draft) and each seat's first hand; first
// leads. The round card's pass comes next.
func stacked(t testing.TB, ed Edition, first int, rounds []string, princesses []int, hands ...string) *Game {
	t.Helper()
	n := len(hands)
	var order []string
	order = append(order, rounds...)
	// The draft offers go round from first's left: each seat is offered its
	// princess and, while they last, one more.
	spare := slices.DeleteFunc(PrincessesOf(ed, true), func(p int) bool { return slices.Contains(princesses, p) })
	pool := len(PrincessesOf(ed, slices.Contains(princesses, Carmesina)))
	doubles := min(n, pool-n)
	for k := range n {
		s := (first + 1 + k) % n
		order = append(order, Princesses[princesses[s]].Slug)
		if k < doubles {
			order = append(order, Princesses[spare[0]].Slug)
			spare = spare[1:]
		}
	}
	for _, h := range hands {
		order = append(order, strings.Fields(h)...)
	}
	cfg := game.Config{Players: n, Variant: string(ed), Seed: 1}
	if slices.Contains(princesses, Carmesina) {
		cfg.Options = map[string]string{"promo": "true"}
	}
	g := gametest.Deal[*Game](t, Definition, cfg, first, order...)
	for s, p := range princesses {
		gametest.Act(t, g, s, "keep "+Princesses[p].Slug)
	}
	return g
}

// locate says where each card a viewer cannot see lies in a sample.
func locate(g *Game, o *Observation) map[Card]place {
	out := map[Card]place{}
	for s := range g.NPlayers {
		if s == o.Seat {
			continue
		}
		for _, c := range g.Hands[s] {
			out[c] = place{inHand, int8(s)}
		}
		for _, c := range g.Aside[s] {
			out[c] = place{inAside, int8(s)}
		}
		for _, c := range g.Won[s] {
			if !slices.Contains(o.Won[s], c) {
				out[c] = place{inWon, int8(s)}
			}
		}
	}
	for i, p := range g.Trick {
		if o.Trick[i].Card == NoCard {
			out[p.Card] = place{inTrick, int8(p.Seat)}
		}
	}
	for _, p := range g.Gifts {
		out[p.Card] = place{inGifts, int8(p.Seat)}
	}
	if sleepingStep(g.Step) {
		for _, p := range g.T.Pool {
			out[p.Card] = place{inSleeping, int8(p.Seat)}
		}
	}
	return out
}

// feasible lists, for each hidden card, the places some deal that honours
// the knowledge puts it: card c may go to slot i when some perfect
// matching of cards to slots uses (i, c).
func feasible(d *hidden) map[Card][]place {
	m := len(d.ids)
	match := make([]Card, m)
	if !fit(d.allow, seq(m), d.unseen, match, game.NewRNG(1)) {
		return nil
	}
	slotOf := map[Card]int{}
	for i, c := range match {
		slotOf[c] = i
	}
	out := map[Card][]place{}
	for i := range m {
		// Slots reachable from i by giving up i's card for another it
		// allows and moving that card's slot on, and so on.
		reach := make([]bool, m)
		reach[i] = true
		queue := []int{i}
		for len(queue) > 0 {
			j := queue[0]
			queue = queue[1:]
			for cs := d.allow[j]; cs != 0; cs &= cs - 1 {
				if k := slotOf[cs.first()]; !reach[k] {
					reach[k] = true
					queue = append(queue, k)
				}
			}
		}
		// (j, match[i]) is in a perfect matching when j reaches i back.
		for j := range m {
			if reach[j] && d.allow[j].has(match[i]) {
				p := d.places[j]
				if !slices.Contains(out[match[i]], p) {
					out[match[i]] = append(out[match[i]], p)
				}
			}
		}
	}
	return out
}

func seq(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// Over many samples, every hidden card visits more than one place whenever
// the seat's knowledge allows more than one: the sampler does vary the
// hidden cards, everywhere.
func TestSamplesVaryEveryHiddenCardThatCanMove(t *testing.T) {
	checked := 0
	for ti, cfg := range tables() {
		if ti%3 != 0 {
			continue
		}
		cfg.Seed = uint64(ti)
		g, _ := New(cfg)
		r := game.NewRNG(uint64(ti))
		for step := 0; !g.Over(); step++ {
			if step%41 == 17 && g.Phase != PhaseDraft {
				v := step % g.NPlayers
				o := g.ObserveSeat(v)
				d, err := prepare(o)
				if err != nil {
					t.Fatal(err)
				}
				want := feasible(d)
				seen := map[Card][]place{}
				for range 400 {
					s, err := SampleFrom(o, r)
					if err != nil {
						t.Fatal(err)
					}
					for c, p := range locate(s, o) {
						if !slices.Contains(seen[c], p) {
							seen[c] = append(seen[c], p)
						}
					}
				}
				for c, ps := range want {
					if len(ps) > 1 && len(seen[c]) < 2 {
						t.Errorf("%s step %d seat %d: %s may lie in %v but always lay in %v", gametest.ConfigName(cfg), step, v, c, ps, seen[c])
					}
					for _, p := range seen[c] {
						if !slices.Contains(ps, p) {
							t.Errorf("%s step %d seat %d: %s lay in %v, which the knowledge rules out (%v)", gametest.ConfigName(cfg), step, v, c, p, ps)
						}
					}
				}
				checked++
			}
			p := g.Pending()
			s := p[r.Intn(len(p))]
			l := g.Legal(s)
			gametest.Act(t, g, s, FormatAction(l[r.Intn(len(l))]))
		}
	}
	if checked < 20 {
		t.Fatalf("only %d positions checked", checked)
	}
}

// The sampler reads only the observation: two games that differ only in
// cards hidden from the viewer (two other seats swap a card) give the
// viewer the same observation, and the same sample for the same seed.
func TestSampleReadsOnlyTheObservation(t *testing.T) {
	compared := 0
	for ti, cfg := range tables() {
		cfg.Seed = uint64(ti)
		g, _ := New(cfg)
		r := game.NewRNG(uint64(ti))
		for step := 0; !g.Over(); step++ {
			if step%29 == 11 && g.Phase == PhasePlay && g.Step == StepPlay {
				v := g.Turn
				a, b := (v+1)%g.NPlayers, (v+2)%g.NPlayers
				other := g.Clone().(*Game)
				ca, cb := other.Hands[a], other.Hands[b]
				if len(ca) > 0 && len(cb) > 0 && len(other.Exposed[a]) == 0 && len(other.Exposed[b]) == 0 &&
					other.Forced[a] == NoCard && other.Forced[b] == NoCard {
					ca[0], cb[0] = cb[0], ca[0]
					slices.Sort(ca)
					slices.Sort(cb)
					if !bytes.Equal(gametest.MustSave(t, g), gametest.MustSave(t, other)) {
						oa, ob := g.ObserveSeat(v), other.ObserveSeat(v)
						if gametest.ObsJSON(t, g, v) != gametest.ObsJSON(t, other, v) {
							t.Fatalf("the swap changed seat %d's observation", v)
						}
						sa, err := SampleFrom(oa, game.NewRNG(99))
						if err != nil {
							t.Fatal(err)
						}
						sb, err := SampleFrom(ob, game.NewRNG(99))
						if err != nil {
							t.Fatal(err)
						}
						if !bytes.Equal(gametest.MustSave(t, sa), gametest.MustSave(t, sb)) {
							t.Fatalf("%s step %d: the same observation and seed gave different samples", gametest.ConfigName(cfg), step)
						}
						compared++
					}
				}
			}
			p := g.Pending()
			s := p[r.Intn(len(p))]
			l := g.Legal(s)
			g.Apply(s, l[r.Intn(len(l))])
		}
	}
	if compared < 10 {
		t.Fatalf("only %d pairs compared", compared)
	}
}

// samples draws n samples of seat's view.
func samples(t testing.TB, g *Game, seat, n int) []*Game {
	t.Helper()
	o := g.ObserveSeat(seat)
	r := game.NewRNG(5)
	var out []*Game
	for range n {
		s, err := SampleFrom(o, r)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

// quiet princesses open no window before a trick (Classic): the tests
// that use them see the base rules undisturbed.
var quiet = []int{SnowWhite, Alice, Mulan, PrincessOnThePea}

// fourHands is a 4-player Classic deal where, after each seat passes its
// first three cards to the right, seat 2 holds no Queen.
var fourHands = []string{
	"P1 A1 F1 Q1 Q2 Q3 A2 A3 F2 F3",
	"P2 A4 F4 Q4 Q5 Q6 A5 A6 F5 F6",
	"P3 P4 P5 A7 A9 A10 F7 F8 F9 F10",
	"P6 P7 P8 Q7 Q8 Q9 Q10 A8 P9 P10",
}

func passFirstThree(t testing.TB, g *Game) {
	t.Helper()
	for s, h := range fourHands {
		gametest.Act(t, g, s, "pass "+strings.Join(strings.Fields(h)[:3], " "))
	}
}

// With nothing known of the others but what the viewer passed, each unseen
// card lies in each other hand as often as that hand has room for it:
// samples are uniform among the consistent deals.
func TestSampleIsUniformAmongConsistentDeals(t *testing.T) {
	g := stacked(t, Classic, 0, []string{"once-upon-a-time"}, quiet, fourHands...)
	passFirstThree(t, g)
	// Seat 0 passed P1 A1 F1 to seat 3; 27 cards are unknown to it: 10 in
	// seat 1's hand, 10 in seat 2's, 7 in seat 3's.
	const n = 3000
	count := map[Card][4]int{}
	for _, s := range samples(t, g, 0, n) {
		for seat := 1; seat < 4; seat++ {
			for _, c := range s.Hands[seat] {
				k := count[c]
				k[seat]++
				count[c] = k
			}
		}
	}
	known := cards(t, "P1 A1 F1")
	for _, c := range known {
		if count[c][3] != n {
			t.Errorf("%s, passed by the viewer, is with seat 3 in %d of %d samples", c, count[c][3], n)
		}
	}
	room := map[int]float64{1: 10.0 / 27, 2: 10.0 / 27, 3: 7.0 / 27}
	for c, k := range count {
		if slices.Contains(known, c) {
			continue
		}
		for seat, p := range room {
			mean, sd := n*p, math.Sqrt(n*p*(1-p))
			if math.Abs(float64(k[seat])-mean) > 5*sd {
				t.Errorf("%s is with seat %d in %d of %d samples, want about %.0f", c, seat, k[seat], n, mean)
			}
		}
	}
}

// A seat that did not follow suit holds no card of that suit in any sample.
func TestSampleHonoursTheSuitsAPlayerLacked(t *testing.T) {
	g := stacked(t, Classic, 0, []string{"once-upon-a-time"}, quiet, fourHands...)
	passFirstThree(t, g)
	gametest.Act(t, g, 0, "play Q1")
	gametest.Act(t, g, 1, "play Q4")
	gametest.Act(t, g, 2, "play A7") // no Queen
	for _, s := range samples(t, g, 1, 300) {
		for _, c := range s.Hands[2] {
			if c.Suit() == Queens {
				t.Fatalf("seat 2 failed to follow Queens, yet a sample gives it %s", c)
			}
		}
	}
}

// A leader who led a Prince before Princes were in held nothing else.
func TestSampleHonoursAPrinceLedFromAHandOfPrinces(t *testing.T) {
	g := stacked(t, Classic, 0, []string{"once-upon-a-time"}, quiet,
		"P1 P2 P3 P4 P5 P6 P7 Q1 Q2 Q3", "P8 P9 P10 A1 A2 A3 A4 A5 A6 A7", "Q4 Q5 Q6 Q7 Q8 Q9 Q10 A8 A9 A10", "F1 F2 F3 F4 F5 F6 F7 F8 F9 F10")
	for s, give := range []string{"Q1 Q2 Q3", "P8 P9 P10", "Q4 Q5 Q6", "F1 F2 F3"} {
		gametest.Act(t, g, s, "pass "+give)
	}
	gametest.Act(t, g, 0, "play P1") // seat 0 holds only Princes
	for _, s := range samples(t, g, 1, 200) {
		if extra := setOf(s.Hands[0]) &^ suitSet(Princes); extra != 0 {
			t.Fatalf("seat 0 led a Prince before Princes were in, yet a sample gives it %s", extra.first())
		}
	}
}

// The Deluxe Ice Princess sees the card she fixed: in every sample of her
// view the leader must play that card.
func TestSampleKeepsTheCardTheIcePrincessFixed(t *testing.T) {
	g := stacked(t, Deluxe, 0, []string{"once-upon-a-time", "magic-beans", "sisterhood"}, []int{SnowWhite, IcePrincess, Alice, Mulan},
		fourHands...)
	passFirstThree(t, g)
	gametest.Act(t, g, 1, "ice @2")
	gametest.Act(t, g, 1, FormatAction(g.Legal(1)[0]))
	want := g.Forced[2]
	for _, s := range samples(t, g, 1, 100) {
		if s.Forced[2] != want || !slices.Contains(s.Hands[2], want) {
			t.Fatalf("the Ice Princess fixed %s for seat 2; a sample has %s", want, s.Forced[2])
		}
	}
	// Another seat knows only that seat 2's card is fixed.
	got := map[Card]bool{}
	for _, s := range samples(t, g, 3, 100) {
		got[s.Forced[2]] = true
	}
	if len(got) < 2 {
		t.Fatal("seat 3 does not know which card was fixed, but every sample fixed the same")
	}
}

// Mulan is asked whenever she can swap: a fresh Mulan who was not asked
// held no other card of the suit she played (the Frog aside).
func TestSampleHonoursAMulanWhoCouldNotSwap(t *testing.T) {
	g := stacked(t, Classic, 0, []string{"once-upon-a-time"}, []int{SnowWhite, Mulan, Alice, PrincessOnThePea}, fourHands...)
	for s, give := range []string{"P1 A1 F1", "F4 F5 P2", "P3 P4 P5", "P6 P7 P8"} {
		gametest.Act(t, g, s, "pass "+give)
	}
	gametest.Act(t, g, 0, "play F2")
	gametest.Act(t, g, 1, "play F6") // her only Fairy
	gametest.Act(t, g, 2, "play F7")
	gametest.Act(t, g, 3, "play F1")
	if g.Step == StepMulan {
		t.Fatalf("Mulan had no Fairy left, yet the game stopped at %s", g.Step)
	}
	for _, s := range samples(t, g, 0, 300) {
		if f := setOf(s.Hands[1]) & suitSet(Fairies); f != 0 {
			t.Fatalf("Mulan was not asked, so she held no Fairy; a sample gives her %s", f.first())
		}
	}
}

// The Deluxe Little Mermaid is offered Princes before any was played only
// when the leader holds nothing else: her samples give the leader only Princes.
func TestSampleHonoursWhatTheMermaidsChoicesTellHer(t *testing.T) {
	g := stacked(t, Deluxe, 0, []string{"once-upon-a-time"}, []int{SnowWhite, LittleMermaid, Alice, Mulan},
		"P1 P2 P3 P4 P5 P6 P7 Q1 Q2 Q3", "P8 P9 P10 A1 A2 A3 A4 A5 A6 A7", "Q4 Q5 Q6 Q7 Q8 Q9 Q10 A8 A9 A10", "F1 F2 F3 F4 F5 F6 F7 F8 F9 F10")
	for s, give := range []string{"Q1 Q2 Q3", "P8 P9 P10", "Q4 Q5 Q6", "F1 F2 F3"} {
		gametest.Act(t, g, s, "pass "+give)
	}
	if !slices.Contains(gametest.LegalTexts(g, 1), "mermaid princes") {
		t.Fatalf("set-up: the leader holds only Princes: %v", g.Hands[0])
	}
	for _, s := range samples(t, g, 1, 100) {
		if extra := setOf(s.Hands[0]) &^ suitSet(Princes); extra != 0 {
			t.Fatalf("a sample gives the leader %s", extra.first())
		}
	}
}
