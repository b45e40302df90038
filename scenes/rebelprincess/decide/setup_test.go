package decide

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
	rp "parlour/game/rebelprincess"
	"parlour/scenes/table/flow/flowtest"
	"parlour/scenes/table/prompt"
)

func TestMain(m *testing.M) { flowtest.Main(m) }

// deal is a game set up by the engine for a test: a table of as many seats
// as princesses, the first round card, who leads its first trick, each
// seat's princess (-1: one whose power seldom asks anything), and the hands
// after the pass.
type deal struct {
	ed    rp.Edition
	round string
	// rounds, when given, are all the round cards in order (round is the
	// first, the others follow the list of round cards).
	rounds   []string
	leader   int
	princess []int
	// hands: each seat's hand once the pass is made (at least as many
	// cards as the pass gives); the rest of the deck lies in the last
	// seat's won pile, so that every card has a place. nil: the seed's
	// deal, passed by each seat's first legal pass.
	hands []string
	// atPass stops at the pass, hands being the hands dealt.
	atPass bool
}

// quiet are princesses that seldom ask anything of their seat (Snow White,
// the Classic Princess on the Pea and Thumbelina only play with a power).
func quiet(ed rp.Edition) []int {
	if ed == rp.Deluxe {
		return []int{rp.SnowWhite, rp.Thumbelina, rp.Mulan, rp.Alice}
	}
	return []int{rp.SnowWhite, rp.PrincessOnThePea, rp.Mulan, rp.Alice}
}

// drafted is the deal's game once each seat has kept its princess: New
// with the princesses and round cards stacked, and the draft played.
func (d deal) drafted(t *testing.T, seed uint64) *rp.Game {
	t.Helper()
	n := len(d.princess)
	ps := slices.Clone(d.princess)
	for s, p := range ps {
		if p < 0 {
			for _, q := range quiet(d.ed) {
				if !slices.Contains(ps, q) {
					ps[s] = q
					break
				}
			}
		}
	}
	rounds := d.rounds
	for _, r := range rp.RoundCards {
		if rounds == nil {
			rounds = []string{d.round}
		}
		if _, ok := r.PassFor(d.ed); ok && d.rounds == nil && r.Slug != d.round && len(rounds) < 5 {
			rounds = append(rounds, r.Slug)
		}
	}
	opts := map[string]string{"rounds": strings.Join(rounds, ",")}
	if d.ed == rp.Classic {
		opts["promo"] = "true"
	}
	g, err := rp.New(game.Config{Players: n, Variant: string(d.ed), Seed: seed, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	// Each seat is offered its princess and one nobody keeps, going round
	// from the leader's left.
	var order, spare []string
	for _, p := range rp.PrincessesOf(d.ed, d.ed == rp.Classic) {
		if !slices.Contains(ps, p) {
			spare = append(spare, rp.Princesses[p].Slug)
		}
	}
	for k := range n {
		s := (d.leader + 1 + k) % n
		order = append(order, rp.Princesses[ps[s]].Slug)
		if k < len(spare) {
			order = append(order, spare[k])
		}
	}
	if err := g.Stack(d.leader, order); err != nil {
		t.Fatal(err)
	}
	for s, p := range ps {
		gametest.Act(t, g, s, "keep "+rp.Princesses[p].Slug)
	}
	return g
}

// game is the deal's game: drafted, Carmesina's copy made (her first
// choice), the hands shaped before the pass and the pass made.
func (d deal) game(t *testing.T) *rp.Game {
	t.Helper()
	n := len(d.princess)
	g := d.drafted(t, 1)
	for g.Phase == rp.PhaseCopy {
		s := g.Pending()[0]
		gametest.Act(t, g, s, rp.FormatAction(g.Legal(s)[0]))
	}
	if g.Phase != rp.PhasePass {
		t.Fatalf("set-up: %s after the draft", g.Phase)
	}
	pass, _ := rp.RoundCards[g.Schedule[0]-1].PassFor(d.ed)
	if d.hands == nil {
		for s := range n {
			gametest.Act(t, g, s, rp.FormatAction(g.Legal(s)[0]))
		}
		return g
	}
	final := make([][]rp.Card, n)
	for s, h := range d.hands {
		final[s] = cards(t, h)
		if !d.atPass && len(final[s]) < pass.Total() {
			t.Fatalf("set-up: seat %d's hand %s is smaller than the pass", s, h)
		}
	}
	// Each seat receives the first cards of its final hand: from its left
	// neighbour (who passes right), then from its right one.
	right := func(s int) int { return (s + n - 1) % n }
	left := func(s int) int { return (s + 1) % n }
	gives := make([][]rp.Card, n)
	for s := range n {
		if d.atPass {
			break
		}
		gives[s] = append(slices.Clone(final[right(s)][:pass.Right]), final[left(s)][pass.Right:pass.Total()]...)
		if pass.Right == 0 || pass.Left == 0 {
			slices.Sort(gives[s]) // one way: the legal pass lists them in hand order
		}
	}
	used := map[rp.Card]bool{}
	for s := range n {
		h := slices.Clone(final[s])
		if !d.atPass {
			h = slices.Concat(h[pass.Total():], gives[s])
		}
		slices.Sort(h)
		g.Hands[s] = h
		for _, c := range h {
			used[c] = true
		}
		g.Won[s] = nil
	}
	for _, c := range rp.Deck(n) {
		if !used[c] {
			g.Won[n-1] = append(g.Won[n-1], c)
		}
	}
	gametest.MustValid(t, g)
	if d.atPass {
		return g
	}
	for s := range n {
		a := game.NewAction(rp.KindPass, cardInts(gives[s])...)
		if _, err := g.Apply(s, a); err != nil {
			t.Fatalf("set-up: seat %d passes %s: %v", s, rp.FormatAction(a), err)
		}
	}
	for s := range n {
		if !slices.Equal(g.Hands[s], sorted(final[s])) {
			t.Fatalf("set-up: seat %d holds %v, not %s", s, g.Hands[s], d.hands[s])
		}
	}
	return g
}

func sorted(cs []rp.Card) []rp.Card { cs = slices.Clone(cs); slices.Sort(cs); return cs }

func cardInts(cs []rp.Card) []int {
	out := make([]int, len(cs))
	for i, c := range cs {
		out[i] = int(c)
	}
	return out
}

// cards reads cards in the notation: "Q3 A2".
func cards(t testing.TB, text string) []rp.Card {
	t.Helper()
	var out []rp.Card
	for _, f := range strings.Fields(text) {
		c, err := rp.ParseCard(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

func card(t testing.TB, text string) rp.Card { return cards(t, text)[0] }

// act applies moves in the notation, "seat: action".
func act(t *testing.T, g *rp.Game, moves ...string) {
	t.Helper()
	for _, m := range moves {
		seat, text, _ := strings.Cut(m, ":")
		gametest.Act(t, g, int(seat[0]-'0'), strings.TrimSpace(text))
	}
}

// person is a seat's side of a table: its view of g and its decision so far.
type person struct {
	t    *testing.T
	g    *rp.Game
	seat int
	d    Decision
}

func sit(t *testing.T, g *rp.Game, seat int) *person {
	return &person{t: t, g: g, seat: seat, d: New()}
}

// view is what the table hands the decision: the seat's observation, its
// words (flowtest's names: Ada, Basil, Cyrus…), the trick as it lies with
// a spot for each card.
func (p *person) view() View {
	o := p.g.ObserveSeat(p.seat)
	return View{Obs: o, Tell: &flowtest.Teller{Viewer: p.seat, N: o.Players}, Trick: o.Trick,
		Spots: func(k int) []prompt.Rect {
			out := make([]prompt.Rect, k)
			for i := range out {
				out[i] = prompt.Rect{X: float64(i) * 10, W: 8, H: 12}
			}
			return out
		}}
}

// prompt is the decision's prompt, asked twice: it must not change.
func (p *person) prompt() prompt.Prompt {
	p.t.Helper()
	before := p.d.key()
	pr := p.d.Prompt(p.view())
	if again := p.d.Prompt(p.view()); !samePrompt(pr, again) || p.d.key() != before {
		p.t.Fatalf("Prompt is not pure: %+v then %+v", pr, again)
	}
	return pr
}

// pick picks a target; ok reports whether an action came of it.
func (p *person) pick(zone prompt.Zone, i int) (game.Action, bool) {
	return p.d.Pick(p.view(), prompt.Target{Zone: zone, Index: i})
}

// hand is the index of a card in the seat's hand.
func (p *person) hand(c string) int {
	p.t.Helper()
	i := slices.Index(p.g.ObserveSeat(p.seat).Hand, card(p.t, c))
	if i < 0 {
		p.t.Fatalf("seat %d holds no %s", p.seat, c)
	}
	return i
}

// mark is how a hand card shows.
func (p *person) mark(c string) prompt.Mark {
	p.t.Helper()
	pr := p.prompt()
	if pr.Hand == nil {
		p.t.Fatalf("the hand is not picked from: %q", pr.Text)
	}
	return pr.Hand[p.hand(c)]
}

// open lists the hand cards that can be picked, in the notation.
func open(o *rp.Observation, pr prompt.Prompt) string {
	var out []string
	for i, m := range pr.Hand {
		if m.On {
			out = append(out, o.Hand[i].String())
		}
	}
	return strings.Join(out, " ")
}

// labels lists the choices' labels.
func labels(pr prompt.Prompt) []string {
	var out []string
	for _, c := range pr.Choices {
		out = append(out, c.Label)
	}
	return out
}

func samePrompt(a, b prompt.Prompt) bool {
	return a.Text == b.Text && slices.Equal(a.Hand, b.Hand) && slices.Equal(a.Seats, b.Seats) &&
		slices.Equal(a.Spots, b.Spots) && slices.Equal(a.Choices, b.Choices) && a.Picker == b.Picker &&
		a.Confirm == b.Confirm && a.Danger == b.Danger && a.Back == b.Back && a.Toggle == b.Toggle
}

// key is the decision so far, as a comparable value.
func (d Decision) key() string { return fmt.Sprint(d.Sel, d.Power, d.Taken, d.MulanIn) }
