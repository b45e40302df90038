package rebelprincess

import (
	"fmt"
	"slices"
	"strings"

	"parlour/game"
)

// Definition is Rebel Princess's metadata, registered in init.
var Definition game.Definition

func init() {
	Definition = game.Definition{
		Name:         Name,
		StateVersion: 1,
		MinPlayers:   3,
		MaxPlayers:   6,
		Variants:     []game.Variant{{Name: string(Classic)}, {Name: string(Deluxe)}},
		Options: []game.Option{
			// rounds: the five (short game: three) round cards in order, as
			// slugs joined by commas, or first-game for the rulebook's
			// recommendation; random when absent.
			{Name: "rounds"},
			// short: Deluxe's 3-round game.
			{Name: "short", Values: []string{"false", "true"}, Default: "false", Variants: []string{string(Deluxe)}},
			// promo: Carmesina joins the Classic princesses.
			{Name: "promo", Values: []string{"false", "true"}, Default: "false", Variants: []string{string(Classic)}},
		},
		New:    func(c game.Config) (game.Game, error) { return New(c) },
		Load:   func(b []byte) (game.Game, error) { return Load(b) },
		Sample: Sample,
	}
	game.Register(Definition)
}

// New starts a game at the draft. Options: "rounds" names the round cards
// in order (random when absent, with final-round cards last); "short"
// (Deluxe) plays 3 rounds; "promo" adds Carmesina to the Classic princesses.
func New(cfg game.Config) (*Game, error) {
	cfg, err := Definition.CheckConfig(cfg)
	if err != nil {
		return nil, err
	}
	n, ed := cfg.Players, Edition(cfg.Variant)
	g := &Game{Edition: ed, NPlayers: n, Promo: Definition.OptionValue(cfg, "promo") == "true"}
	g.RNG.Seed(cfg.Seed)
	rounds := 5
	if Definition.OptionValue(cfg, "short") == "true" {
		rounds = 3
	}
	sched, err := g.schedule(cfg.Options["rounds"], rounds)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", Name, err)
	}
	g.Schedule = sched
	g.Princess = slices.Repeat([]int{-1}, n)
	g.Offered = make([][]int, n)
	g.Totals = make([]int, n)
	g.Scores = make([][]int, n)
	g.Leader = g.RNG.Intn(n)
	pool := PrincessesOf(ed, g.Promo)
	g.RNG.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	g.offer(pool)
	return g, nil
}

// offer deals the draft: two princesses each, one to keep. Classic at six
// has 10 princesses (11 with the promo), too few for two each, and the
// rulebook is silent: the seats after the first get two while they last,
// the rest one (still face down until all reveal). pool is in dealing order.
func (g *Game) offer(pool []int) {
	n := g.NPlayers
	g.Phase = PhaseDraft
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
}

// FirstGameOption is the rounds option's value for the rulebook's
// recommended first game of the edition (see FirstGame).
const FirstGameOption = "first-game"

// FirstGame is the round cards each rulebook recommends for a first game:
// Classic, Once Upon a Time, Masquerade Ball, Invitation, Royal Decree and
// Wedding Gift; Deluxe, its cards a to e (Once Upon a Time, Late to the
// Ball, Magic Beans, Three Times a Lady, Arranged Marriage). The Deluxe
// rulebook names none for its 3-round game: it plays the first three of
// these (no hourglass card among them, as the rulebook keeps those last).
func FirstGame(e Edition, rounds int) []string {
	list := []string{"once-upon-a-time", "masquerade-ball", "invitation", "royal-decree", "wedding-gift"}
	if e == Deluxe {
		list = []string{"once-upon-a-time", "late-to-the-ball", "magic-beans", "three-times-a-lady", "arranged-marriage"}
	}
	return list[:min(rounds, len(list))]
}

// schedule picks the round cards: named ones in order (first-game: the
// rulebook's recommendation), or random ones with final-round (hourglass)
// cards last.
func (g *Game) schedule(named string, rounds int) ([]int, error) {
	if strings.TrimSpace(strings.ToLower(named)) == FirstGameOption {
		named = strings.Join(FirstGame(g.Edition, rounds), ",")
	}
	if named != "" {
		var out []int
		for _, slug := range strings.Split(named, ",") {
			slug = strings.TrimSpace(strings.ToLower(slug))
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
	var avail []RoundCard
	for _, r := range RoundCards {
		if _, ok := r.PassFor(g.Edition); ok {
			avail = append(avail, r)
		}
	}
	g.RNG.Shuffle(len(avail), func(i, j int) { avail[i], avail[j] = avail[j], avail[i] })
	chosen := avail[:rounds]
	game.SortStable(chosen, func(a, b RoundCard) int {
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

// startRound deals, turns the round card and asks for the pass.
func (g *Game) startRound() {
	if g.Deal != nil {
		deck := g.Deal
		g.Deal = nil
		g.dealRound(deck)
		return
	}
	deck := Deck(g.NPlayers)
	g.RNG.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	g.dealRound(deck)
}

// dealRound deals deck (in dealing order: each seat's cards in turn, seat 0
// first) and opens the round.
func (g *Game) dealRound(deck []Card) {
	n := g.NPlayers
	per := len(deck) / n
	g.Hands = make([][]Card, n)
	g.Won = make([][]Card, n)
	g.Unseen = make([][]Played, n)
	g.Giving = make([][]Card, n)
	g.Aside = make([][]Card, n)
	g.Exposed = make([][]Card, n)
	g.Shown = slices.Repeat([]int{-1}, n)
	g.Forced = slices.Repeat([]Card{NoCard}, n)
	g.Used = make([]bool, n)
	g.Copy = slices.Repeat([]int{-1}, n)
	g.TricksWon = make([]int, n)
	g.Gifts, g.Repeat, g.LastTrick, g.Asked = nil, false, false, nil
	g.Trick, g.Tricks, g.PrincesIn, g.PrincePlayed, g.Step = nil, 0, false, false, StepNone
	g.T = newTrick()
	rc := g.RoundCard()
	g.RoundAt = len(g.Log)
	g.Log = append(g.Log, game.Event{Type: EvRoundStart, Seat: g.Leader, Target: -1, Card: rc.ID, Value: g.Round + 1})
	for s := range n {
		g.Hands[s] = sortHand(deck[s*per : (s+1)*per])
		// An event carries at most four secret values: a hand is dealt in fours.
		for i := 0; i < len(g.Hands[s]); i += game.MaxValues {
			e := game.Event{Type: EvDeal, Seat: s, Target: -1, Card: -1, Value: i, SeenBy: game.SeatsOf(s)}
			for _, c := range g.Hands[s][i:min(i+game.MaxValues, len(g.Hands[s]))] {
				e.Secret.Append(int(c))
			}
			g.Log = append(g.Log, e)
		}
	}
	g.Phase = PhasePass
	if slices.Contains(g.Princess, Carmesina) {
		g.Phase = PhaseCopy
	}
}

// copyable lists the princesses Carmesina may copy: those of the other seats.
func (g *Game) copyable(seat int) []int {
	var out []int
	for s, p := range g.Princess {
		if s != seat && p != Carmesina && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	slices.Sort(out)
	return out
}

func sortHand(h []Card) []Card {
	out := slices.Clone(h)
	game.SortSmall(out)
	return out
}
