// Package rebelprincess is Rebel Princess, Classic and Deluxe editions, for
// 3–6 players: a trick-taking game where Princes are proposals to avoid.
//
// This is the base game: the deck by player count, the princess draft (two
// dealt, one kept, all chosen at once), the simultaneous pass each round card
// asks for, tricks with follow-suit and the Prince lead restriction, scoring
// (each Prince 1, the Frog 5; Deluxe's Rebel of the Ball), the next leader,
// the winner and both editions' tie-breaks, and the Deluxe 3-round game.
// Round-card twists and princess powers build on it.
package rebelprincess

import (
	"fmt"
	"slices"
	"strings"

	"parlour/game"
)

// Name is the game's registered name.
const Name = "rebelprincess"

// Action kinds.
const (
	KindDraft uint8 = iota + 1 // Args[0]: the princess kept
	KindPass                   // Args: the cards given (right-hand ones first, then left)
	KindPlay                   // Args[0]: the card played
)

// Phases.
const (
	PhaseDraft = "draft"
	PhasePass  = "pass"
	PhasePlay  = "play"
	PhaseOver  = "over"
)

// Events.
var (
	EvDeal       = game.DefineEvent("rp_deal")        // Seat is dealt Secret[0], its Value-th card
	EvOffer      = game.DefineEvent("rp_offer")       // Seat is offered princesses Secret
	EvDrafted    = game.DefineEvent("rp_drafted")     // Seat keeps princess Value (revealed when all have chosen)
	EvRoundStart = game.DefineEvent("rp_round_start") // round Value begins with round card Card; Seat leads
	EvPassed     = game.DefineEvent("rp_passed")      // Seat gives Target the cards Secret (seen by both)
	EvPlay       = game.DefineEvent("rp_play")        // Seat plays Card
	EvPrincesIn  = game.DefineEvent("rp_princes_in")  // a void Seat played a Prince: Princes may now lead
	EvTrick      = game.DefineEvent("rp_trick")       // Seat wins the trick; Value is the trick's number
	EvRoundScore = game.DefineEvent("rp_round_score") // Seat took Value proposals this round (Card 1: Rebel of the Ball)
	EvGameWin    = game.DefineEvent("rp_game_win")    // Seat wins with Value proposals
)

// Played is one card on the table.
type Played struct {
	Seat int  `json:"seat"`
	Card Card `json:"card"`
}

// Game is a Rebel Princess game. Fields are exported for JSON only.
type Game struct {
	Edition   Edition      `json:"edition"`
	NPlayers  int          `json:"players"`
	Schedule  []int        `json:"schedule"` // round card ids, in play order
	Round     int          `json:"round"`    // index into Schedule
	Phase     string       `json:"phase"`
	Hands     [][]Card     `json:"hands"`
	Offered   [][]int      `json:"offered"`  // princesses dealt during the draft
	Princess  []int        `json:"princess"` // kept princess, -1 while choosing
	Giving    [][]Card     `json:"giving"`   // chosen passes, nil until chosen
	Leader    int          `json:"leader"`   // who leads the current trick
	Turn      int          `json:"turn"`
	Trick     []Played     `json:"trick"`
	Tricks    int          `json:"tricks"` // tricks finished this round
	PrincesIn bool         `json:"princes_in"`
	Won       [][]Card     `json:"won"`
	Scores    [][]int      `json:"scores"` // proposals per seat per round played
	Totals    []int        `json:"totals"`
	Extra     bool         `json:"extra"` // the Deluxe tie-break round is being played
	Tied      []int        `json:"tied"`  // the seats the extra round decides between
	Winners   []int        `json:"winners"`
	RNG       game.RNG     `json:"rng"`
	Log       []game.Event `json:"log"`
}

// Options: "rounds" names the five (or three) round cards in order, as slugs
// joined by commas (random when absent); "short" (Deluxe) plays 3 rounds;
// "promo" adds Carmesina to the Classic princesses.
func New(cfg game.Config) (*Game, error) {
	n := cfg.Players
	if n < 3 || n > 6 {
		return nil, fmt.Errorf("Rebel Princess is for 3–6 players, not %d", n)
	}
	ed := Edition(cfg.Variant)
	if ed == "" {
		ed = Classic
	}
	if ed != Classic && ed != Deluxe {
		return nil, fmt.Errorf("unknown edition %q (classic or deluxe)", cfg.Variant)
	}
	g := &Game{Edition: ed, NPlayers: n}
	g.RNG.Seed(cfg.Seed)
	rounds := 5
	if cfg.Options["short"] == "true" {
		if ed != Deluxe {
			return nil, fmt.Errorf("the 3-round game is a Deluxe rule")
		}
		rounds = 3
	}
	sched, err := g.schedule(cfg.Options["rounds"], rounds)
	if err != nil {
		return nil, err
	}
	g.Schedule = sched
	g.Princess = slices.Repeat([]int{-1}, n)
	g.Offered = make([][]int, n)
	g.Totals = make([]int, n)
	g.Scores = make([][]int, n)
	g.Leader = g.RNG.Intn(n)
	// The draft: two princesses each, one kept.
	pool := PrincessesOf(ed, cfg.Options["promo"] == "true")
	g.RNG.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	g.Phase = PhaseDraft
	// Classic at six has 10 princesses (11 with the promo), too few for two
	// each, and the rulebook is silent: the seats after the first get two
	// while they last, the rest one (still face down until all reveal).
	doubles := min(n, len(pool)-n)
	next := 0
	for k := range n {
		s := (g.Leader + 1 + k) % n
		take := 1
		if k < doubles {
			take = 2
		}
		g.Offered[s] = slices.Clone(pool[next : next+take])
		next += take
		e := game.Event{Type: EvOffer, Seat: s, Target: -1, Card: -1, Value: take, SeenBy: game.SeatsOf(s)}
		for _, p := range g.Offered[s] {
			e.Secret.Append(p)
		}
		g.Log = append(g.Log, e)
	}
	return g, nil
}

// schedule picks the round cards: named ones in order, or random ones with
// final-round (hourglass) cards last.
func (g *Game) schedule(named string, rounds int) ([]int, error) {
	var avail []RoundCard
	for _, r := range RoundCards {
		if _, ok := r.PassFor(g.Edition); ok {
			avail = append(avail, r)
		}
	}
	if named != "" {
		var out []int
		for _, slug := range splitList(named) {
			r, ok := RoundCardBySlug(slug)
			if !ok {
				return nil, fmt.Errorf("unknown round card %q", slug)
			}
			if _, ok := r.PassFor(g.Edition); !ok {
				return nil, fmt.Errorf("the %s edition has no round card %q", g.Edition, slug)
			}
			if slices.Contains(out, r.ID) {
				return nil, fmt.Errorf("round card %q is named twice", slug)
			}
			out = append(out, r.ID)
		}
		if len(out) != rounds {
			return nil, fmt.Errorf("%d round cards named; the game has %d rounds", len(out), rounds)
		}
		return out, nil
	}
	g.RNG.Shuffle(len(avail), func(i, j int) { avail[i], avail[j] = avail[j], avail[i] })
	chosen := avail[:rounds]
	slices.SortStableFunc(chosen, func(a, b RoundCard) int {
		switch {
		case a.Final == b.Final:
			return 0
		case b.Final:
			return -1
		}
		return 1
	})
	out := make([]int, rounds)
	for i, r := range chosen {
		out[i] = r.ID
	}
	return out, nil
}

func splitList(s string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ',' {
			if i > start {
				out = append(out, s[start:i])
			}
			start = i + 1
		}
	}
	return out
}

// RoundCard is the current round card.
func (g *Game) RoundCard() RoundCard {
	id := g.Schedule[min(g.Round, len(g.Schedule)-1)]
	return RoundCards[id-1]
}

// pass is the current round's pass.
func (g *Game) pass() Pass {
	p, _ := g.RoundCard().PassFor(g.Edition)
	return p
}

// Name implements game.Game.
func (g *Game) Name() string { return Name }

// Players implements game.Game.
func (g *Game) Players() int { return g.NPlayers }

// Over implements game.Game.
func (g *Game) Over() bool { return g.Phase == PhaseOver }

// Pending implements game.Game: everyone still choosing during the draft and
// the pass (they choose at once), the seat to play during a trick.
func (g *Game) Pending() []int {
	var out []int
	switch g.Phase {
	case PhaseDraft:
		for s, p := range g.Princess {
			if p < 0 {
				out = append(out, s)
			}
		}
	case PhasePass:
		for s, c := range g.Giving {
			if c == nil {
				out = append(out, s)
			}
		}
	case PhasePlay:
		out = append(out, g.Turn)
	}
	return out
}

// left and right neighbours: play goes clockwise, to the left.
func (g *Game) left(s int) int  { return (s + 1) % g.NPlayers }
func (g *Game) right(s int) int { return (s + g.NPlayers - 1) % g.NPlayers }

// Legal implements game.Game.
func (g *Game) Legal(seat int) []game.Action {
	if !slices.Contains(g.Pending(), seat) {
		return nil
	}
	switch g.Phase {
	case PhaseDraft:
		var out []game.Action
		for _, p := range g.Offered[seat] {
			out = append(out, game.NewAction(KindDraft, p))
		}
		return out
	case PhasePass:
		return g.passes(seat)
	case PhasePlay:
		var out []game.Action
		for _, c := range g.playable(seat) {
			out = append(out, game.NewAction(KindPlay, int(c)))
		}
		return out
	}
	return nil
}

// passes lists every way to give the round's cards: a set for one side, an
// ordered pair (right, left) for one each way.
func (g *Game) passes(seat int) []game.Action {
	h := g.Hands[seat]
	p := g.pass()
	var out []game.Action
	switch {
	case p.Right > 0 && p.Left > 0:
		for _, a := range h {
			for _, b := range h {
				if a != b {
					out = append(out, game.NewAction(KindPass, int(a), int(b)))
				}
			}
		}
	default:
		k := p.Total()
		var rec func(start int, picked []int)
		rec = func(start int, picked []int) {
			if len(picked) == k {
				out = append(out, game.NewAction(KindPass, picked...))
				return
			}
			for i := start; i < len(h); i++ {
				rec(i+1, append(picked, int(h[i])))
			}
		}
		rec(0, nil)
	}
	return out
}

// playable is what seat may play now: the led suit if it has it; on a lead,
// anything but a Prince until Princes are in, unless it holds only Princes.
func (g *Game) playable(seat int) []Card {
	h := g.Hands[seat]
	if len(g.Trick) == 0 {
		if g.PrincesIn {
			return slices.Clone(h)
		}
		var out []Card
		for _, c := range h {
			if c.Suit() != Princes {
				out = append(out, c)
			}
		}
		if len(out) == 0 {
			return slices.Clone(h)
		}
		return out
	}
	led := g.Trick[0].Card.Suit()
	var out []Card
	for _, c := range h {
		if c.Suit() == led {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return slices.Clone(h)
	}
	return out
}

// Apply implements game.Game.
func (g *Game) Apply(seat int, a game.Action) ([]game.Event, error) {
	if err := game.CheckTurn(g, seat, a); err != nil {
		return nil, err
	}
	mark := len(g.Log)
	text := FormatAction(a)
	switch {
	case g.Phase == PhaseDraft && a.Kind == KindDraft:
		p := int(a.Args[0])
		if !slices.Contains(g.Offered[seat], p) {
			var names []string
			for _, o := range g.Offered[seat] {
				names = append(names, Princesses[o].Slug)
			}
			return nil, game.Illegal(Name, seat, text, "that princess was not dealt to this seat (choose %s)", strings.Join(names, " or "))
		}
		g.Princess[seat] = p
		if len(g.Pending()) == 0 {
			// Everyone turns their princess face up at once.
			for s, kept := range g.Princess {
				g.Log = append(g.Log, game.Event{Type: EvDrafted, Seat: s, Target: -1, Card: -1, Value: kept})
			}
			g.startRound()
		}
	case g.Phase == PhasePass && a.Kind == KindPass:
		give, err := g.checkPass(seat, a)
		if err != nil {
			return nil, game.Illegal(Name, seat, text, "%v", err)
		}
		g.Giving[seat] = give
		if len(g.Pending()) == 0 {
			g.exchange()
		}
	case g.Phase == PhasePlay && a.Kind == KindPlay:
		c := Card(a.Args[0])
		if !slices.Contains(g.Hands[seat], c) {
			return nil, game.Illegal(Name, seat, text, "%s is not in this seat's hand", c)
		}
		if !slices.Contains(g.playable(seat), c) {
			if len(g.Trick) == 0 {
				return nil, game.Illegal(Name, seat, text, "Princes may not lead until a player without the led suit has played one")
			}
			return nil, game.Illegal(Name, seat, text, "this seat holds %s and must follow suit", g.Trick[0].Card.Suit())
		}
		g.play(seat, c)
	default:
		return nil, game.Illegal(Name, seat, text, "a %s action is not possible in the %s phase", kindName(a.Kind), g.Phase)
	}
	return g.Log[mark:len(g.Log):len(g.Log)], nil
}

func (g *Game) checkPass(seat int, a game.Action) ([]Card, error) {
	p := g.pass()
	given := 0
	for _, x := range a.Args {
		if x != -1 {
			given++
		}
	}
	if given != p.Total() || slices.Contains(a.Args[:p.Total()], -1) {
		return nil, fmt.Errorf("this round passes %d cards", p.Total())
	}
	var give []Card
	for _, x := range a.Args[:p.Total()] {
		c := Card(x)
		if !slices.Contains(g.Hands[seat], c) {
			return nil, fmt.Errorf("%s is not in this seat's hand", c)
		}
		if slices.Contains(give, c) {
			return nil, fmt.Errorf("%s is given twice", c)
		}
		give = append(give, c)
	}
	return give, nil
}

// startRound deals, turns the round card and asks for the pass.
func (g *Game) startRound() {
	n := g.NPlayers
	deck := Deck(n)
	g.RNG.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	per := len(deck) / n
	g.Hands = make([][]Card, n)
	g.Won = make([][]Card, n)
	g.Giving = make([][]Card, n)
	g.Trick, g.Tricks, g.PrincesIn = nil, 0, false
	rc := g.RoundCard()
	g.Log = append(g.Log, game.Event{Type: EvRoundStart, Seat: g.Leader, Target: -1, Card: rc.ID, Value: g.Round + 1})
	for s := range n {
		g.Hands[s] = sortHand(deck[s*per : (s+1)*per])
		// One event per card dealt: an event carries at most four secret values.
		for i, c := range g.Hands[s] {
			e := game.Event{Type: EvDeal, Seat: s, Target: -1, Card: -1, Value: i, SeenBy: game.SeatsOf(s)}
			e.Secret.Append(int(c))
			g.Log = append(g.Log, e)
		}
	}
	g.Phase = PhasePass
	if g.pass().Total() == 0 {
		g.beginTricks()
	}
}

func sortHand(h []Card) []Card {
	out := slices.Clone(h)
	slices.Sort(out)
	return out
}

// exchange gives every pass at once: nobody sees what they receive before giving.
func (g *Game) exchange() {
	p := g.pass()
	gets := make([][]Card, g.NPlayers)
	for s, give := range g.Giving {
		for _, c := range give {
			g.Hands[s] = slices.DeleteFunc(g.Hands[s], func(x Card) bool { return x == c })
		}
		right, left := give[:p.Right], give[p.Right:]
		if len(right) > 0 {
			gets[g.right(s)] = append(gets[g.right(s)], right...)
			g.Log = append(g.Log, passEvent(s, g.right(s), right))
		}
		if len(left) > 0 {
			gets[g.left(s)] = append(gets[g.left(s)], left...)
			g.Log = append(g.Log, passEvent(s, g.left(s), left))
		}
	}
	for s := range g.Hands {
		g.Hands[s] = sortHand(append(g.Hands[s], gets[s]...))
	}
	g.Giving = make([][]Card, g.NPlayers)
	g.beginTricks()
}

func passEvent(from, to int, cards []Card) game.Event {
	e := game.Event{Type: EvPassed, Seat: from, Target: to, Card: -1, Value: len(cards), SeenBy: game.SeatsOf(from, to)}
	for _, c := range cards {
		e.Secret.Append(int(c))
	}
	return e
}

func (g *Game) beginTricks() {
	g.Phase = PhasePlay
	g.Turn = g.Leader
}

func (g *Game) play(seat int, c Card) {
	g.Hands[seat] = slices.DeleteFunc(g.Hands[seat], func(x Card) bool { return x == c })
	void := len(g.Trick) > 0 && c.Suit() != g.Trick[0].Card.Suit()
	g.Trick = append(g.Trick, Played{Seat: seat, Card: c})
	g.Log = append(g.Log, game.Event{Type: EvPlay, Seat: seat, Target: -1, Card: int(c), Value: -1})
	if void && c.Suit() == Princes && !g.PrincesIn {
		g.PrincesIn = true
		g.Log = append(g.Log, game.Event{Type: EvPrincesIn, Seat: seat, Target: -1, Card: int(c), Value: -1})
	}
	if len(g.Trick) < g.NPlayers {
		g.Turn = g.left(seat)
		return
	}
	w := TrickWinner(g.Trick)
	g.Tricks++
	for _, p := range g.Trick {
		g.Won[w] = append(g.Won[w], p.Card)
	}
	g.Log = append(g.Log, game.Event{Type: EvTrick, Seat: w, Target: -1, Card: -1, Value: g.Tricks})
	g.Trick = nil
	g.Leader, g.Turn = w, w
	if len(g.Hands[w]) == 0 {
		g.endRound(w)
	}
}

// TrickWinner is the seat of the highest card of the led suit.
func TrickWinner(trick []Played) int {
	led := trick[0].Card.Suit()
	best := trick[0]
	for _, p := range trick[1:] {
		if p.Card.Suit() == led && p.Card.Value() > best.Card.Value() {
			best = p
		}
	}
	return best.Seat
}

// endRound scores the round and starts the next or ends the game.
func (g *Game) endRound(lastTrick int) {
	n := g.NPlayers
	// All proposal cards in play this round: every Prince in the deck and the Frog.
	proposalCards := 0
	for _, c := range Deck(n) {
		if c.Suit() == Princes || c == Frog {
			proposalCards++
		}
	}
	round := make([]int, n)
	for s := range n {
		round[s] = Proposals(g.Won[s])
		rebel := 0
		if g.Edition == Deluxe && g.RoundCard().Slug != "wedding-gift" && countProposalCards(g.Won[s]) == proposalCards {
			// Rebel of the Ball: took every proposal card.
			round[s], rebel = -10, 1
		}
		g.Log = append(g.Log, game.Event{Type: EvRoundScore, Seat: s, Target: -1, Card: rebel, Value: round[s]})
		if !g.Extra {
			g.Scores[s] = append(g.Scores[s], round[s])
			g.Totals[s] += round[s]
		}
	}
	if g.Extra {
		g.finish(g.lowest(g.Tied, round))
		return
	}
	// The next round's leader: Classic, the last trick's winner; Deluxe, the
	// lowest total (the first of them clockwise from the last trick's winner).
	next := lastTrick
	if g.Edition == Deluxe {
		all := make([]int, n)
		for i := range all {
			all[i] = (lastTrick + i) % n
		}
		next = g.lowest(all, g.Totals)[0]
	}
	g.Leader = next
	g.Round++
	if g.Round < len(g.Schedule) {
		g.startRound()
		return
	}
	g.decide()
}

func countProposalCards(won []Card) int {
	k := 0
	for _, c := range won {
		if c.Suit() == Princes || c == Frog {
			k++
		}
	}
	return k
}

// lowest lists the seats (in the given order) with the least score.
func (g *Game) lowest(seats []int, score []int) []int {
	best := score[seats[0]]
	for _, s := range seats {
		best = min(best, score[s])
	}
	var out []int
	for _, s := range seats {
		if score[s] == best {
			out = append(out, s)
		}
	}
	return out
}

// decide names the winners after the last round, with the edition's tie-breaks.
func (g *Game) decide() {
	all := make([]int, g.NPlayers)
	for i := range all {
		all[i] = i
	}
	tied := g.lowest(all, g.Totals)
	if len(tied) > 1 {
		// More rounds that went well: Classic counts rounds with 0 or fewer
		// proposals; Deluxe, rounds with none or the fewest at the table.
		good := make([]int, g.NPlayers)
		for r := range len(g.Scores[0]) {
			least := g.Scores[0][r]
			for s := range g.NPlayers {
				least = min(least, g.Scores[s][r])
			}
			for s := range g.NPlayers {
				v := g.Scores[s][r]
				if v <= 0 || (g.Edition == Deluxe && v == least) {
					good[s]--
				}
			}
		}
		tied = g.lowest(tied, good)
	}
	if len(tied) > 1 && g.Edition == Deluxe {
		// Deluxe: one more round with a random final-round card settles it.
		var finals []int
		for _, r := range RoundCards {
			if _, ok := r.PassFor(Deluxe); ok && r.Final && !slices.Contains(g.Schedule, r.ID) {
				finals = append(finals, r.ID)
			}
		}
		if len(finals) > 0 {
			g.Extra, g.Tied = true, tied
			g.Schedule = append(g.Schedule, finals[g.RNG.Intn(len(finals))])
			g.startRound()
			return
		}
	}
	g.finish(tied)
}

func (g *Game) finish(winners []int) {
	g.Winners = winners
	g.Phase = PhaseOver
	for _, w := range winners {
		g.Log = append(g.Log, game.Event{Type: EvGameWin, Seat: w, Target: -1, Card: -1, Value: g.Totals[w]})
	}
}

// Result implements game.Game.
func (g *Game) Result() game.Result {
	return game.Result{Winners: slices.Clone(g.Winners), Scores: slices.Clone(g.Totals), Rounds: min(g.Round, len(g.Schedule))}
}

// Clone implements game.Game.
func (g *Game) Clone() game.Game {
	c := *g
	c.Schedule = slices.Clone(g.Schedule)
	c.Hands = cloneCards(g.Hands)
	c.Giving = cloneCards(g.Giving)
	c.Won = cloneCards(g.Won)
	c.Offered = make([][]int, len(g.Offered))
	for i, o := range g.Offered {
		c.Offered[i] = slices.Clone(o)
	}
	c.Scores = make([][]int, len(g.Scores))
	for i, s := range g.Scores {
		c.Scores[i] = slices.Clone(s)
	}
	c.Princess = slices.Clone(g.Princess)
	c.Trick = slices.Clone(g.Trick)
	c.Totals = slices.Clone(g.Totals)
	c.Tied = slices.Clone(g.Tied)
	c.Winners = slices.Clone(g.Winners)
	c.Log = slices.Clone(g.Log)
	return &c
}

func cloneCards(in [][]Card) [][]Card {
	if in == nil {
		return nil
	}
	out := make([][]Card, len(in))
	for i, h := range in {
		if h != nil {
			out[i] = slices.Clone(h)
		}
	}
	return out
}
