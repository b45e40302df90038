// Package rebelprincess is Rebel Princess, Classic and Deluxe editions, for
// 3–6 players: a trick-taking game where Princes are proposals to avoid.
//
// The game is a state machine that always stops where some seat owes a
// decision: the draft, Carmesina's copy, the round card's pass and set-up,
// then per trick the window of princess powers, gifts, plays, Mulan, and the
// winner's options. Precedence follows the Deluxe rulebook for both
// editions: a princess's power, then the round card, then the base rules.
package rebelprincess

import (
	"fmt"
	"slices"
	"strings"

	"parlour/game"
)

// Name is the game's registered name.
const Name = "rebelprincess"

// Action kinds. Powers have a kind each, so the notation names them.
const (
	KindDraft        uint8 = iota + 1 // Args[0]: the princess kept
	KindPass                          // Args: the cards given (right-hand ones first, then left); Musical Chairs: one
	KindPlay                          // Args[0]: the card; Args[1] 1: with the princess's power (Snow White, Thumbelina, Classic Princess on the Pea)
	KindSkip                          // decline a power or a round card's option
	KindCopy                          // Carmesina: Args[0] the princess copied this round
	KindAside                         // Late to the Ball, After Party, Blind Man's Bluff: Args[0] a card put face down
	KindShow                          // Crystal Clear: Args[0] the suit laid face up
	KindGift                          // Wedding Gift: Args[0] the card for the gift pile
	KindGive                          // Args[0] a card given (to Sleeping Beauty, by her, by Scheherazade, back by the Ice Princess)
	KindSwap                          // Haggle with the Hag: Args[0] from the hand, Args[1] from the trick
	KindCinderella                    // reverse the order of the next trick
	KindMermaid                       // Args[0]: the suit the leader must lead
	KindPocahontas                    // Args[0]: the seat that leads next
	KindSleeping                      // everyone gives Sleeping Beauty a card
	KindAlice                         // deal the trick just won back out
	KindMulan                         // Args[0] the card played, Args[1] the card of the same suit from the hand
	KindScheherazade                  // Args[0]: the seat a random card is taken from
	KindPea                           // Deluxe Princess on the Pea: the others must play above 5
	KindIce                           // Args[0]: the seat that must play a random card
	KindRapunzel                      // the leader must lead a Prince
	numKinds
)

// Phases.
const (
	PhaseDraft = "draft"
	PhaseCopy  = "copy"  // Carmesina chooses whom to copy this round
	PhasePass  = "pass"  // the round card's pass
	PhaseSetup = "setup" // Late to the Ball, Crystal Clear, After Party, Blind Man's Bluff
	PhasePlay  = "play"
	PhaseOver  = "over"
)

// Steps within PhasePlay, in the order a trick goes through them.
const (
	StepStart      = "start"      // between tricks: the round may end or hands are taken up
	StepWindow     = "window"     // powers before a trick, asked clockwise from the leader's left
	StepSleepGive  = "sleep-give" // everyone gives Sleeping Beauty a card
	StepSleepKeep  = "sleep-keep" // she keeps one
	StepSleepDeal  = "sleep-deal" // Deluxe: she chooses who gets which
	StepSchehGive  = "scheh-give" // Scheherazade gives a card back
	StepIceReturn  = "ice-return" // Deluxe Ice Princess returns one of two cards
	StepMermaid    = "mermaid"    // Deluxe Little Mermaid names another suit
	StepGift       = "gift"       // Wedding Gift: a card each for the gift pile
	StepPlay       = "play"       // cards go down
	StepMulan      = "mulan"      // after all have played, before the trick is decided
	StepAlice      = "alice"      // the winner may deal the trick back out
	StepHaggle     = "haggle"     // the winner may swap a card with the trick
	StepPocahontas = "pocahontas" // Classic: the winner may name the next leader
	StepChairs     = "chairs"     // Musical Chairs: a card each to the right
)

// Princess indexes into Princesses.
const (
	Cinderella = iota
	SnowWhite
	LittleMermaid
	Pocahontas
	SleepingBeauty
	Alice
	Mulan
	Scheherazade
	PrincessOnThePea
	IcePrincess
	Carmesina
	Rapunzel
	Thumbelina
)

// Round card ids (RoundCards[id-1]).
const (
	rcOnce = iota + 1
	rcInvitation
	rcLateBall
	rcMagicBeans
	rcThreeTimes
	rcArranged
	rcDecree
	rcBridesmaid
	rcCrystal
	rcMasquerade
	rcPetsRevenge
	rcChairs
	rcSisterhood
	rcAfterParty
	rcLateDate
	rcWedding
	rcHaggle
	rcBlindBluff
	rcPoison
	rcOddsEvens
	rcSingleFairy
	rcRingsTwice
	rcMidnight
	rcBouquet
	rcUpsideDown
	rcBathroom
	rcDancingQueens
)

// Events.
var (
	EvDeal       = game.DefineEvent("rp_deal")        // Seat is dealt Secret[0], its Value-th card
	EvOffer      = game.DefineEvent("rp_offer")       // Seat is offered princesses Secret
	EvDrafted    = game.DefineEvent("rp_drafted")     // Seat keeps princess Value (revealed when all have chosen)
	EvRoundStart = game.DefineEvent("rp_round_start") // round Value begins with round card Card; Seat leads
	EvCopy       = game.DefineEvent("rp_copy")        // Carmesina (Seat) copies princess Value this round
	EvPassed     = game.DefineEvent("rp_passed")      // Seat gives Target the cards Secret (seen by both)
	EvAside      = game.DefineEvent("rp_aside")       // Seat puts Secret[0] face down (Value: how many now)
	EvShow       = game.DefineEvent("rp_show")        // Seat lays Card face up (Crystal Clear)
	EvTakeUp     = game.DefineEvent("rp_take_up")     // Target takes up Seat's face-down card Secret[0]
	EvPower      = game.DefineEvent("rp_power")       // Seat uses princess Value (Target, Card: its choice)
	EvLacks      = game.DefineEvent("rp_lacks")       // Seat has no card of suit Value (Little Mermaid)
	EvGive       = game.DefineEvent("rp_give")        // Seat gives Target the card Secret[0] (Card when everyone saw it)
	EvForced     = game.DefineEvent("rp_forced")      // Seat must play Secret[0] this trick
	EvGift       = game.DefineEvent("rp_gift")        // Seat adds Secret[0] to the gift pile
	EvPlay       = game.DefineEvent("rp_play")        // Seat plays Card (-1 face down: Secret); Value 1 with a power
	EvReveal     = game.DefineEvent("rp_reveal")      // Seat's face-down Card is turned up
	EvPrincesIn  = game.DefineEvent("rp_princes_in")  // a void Seat played a Prince: Princes may now lead
	EvMulan      = game.DefineEvent("rp_mulan")       // Seat swaps her played Target card for Card
	EvTrick      = game.DefineEvent("rp_trick")       // Seat wins the trick; Value is the trick's number
	EvRedeal     = game.DefineEvent("rp_redeal")      // Alice deals Seat the card Secret[0]
	EvSwap       = game.DefineEvent("rp_swap")        // Seat swaps Target (from the hand, shown) for Card (from the trick)
	EvLeads      = game.DefineEvent("rp_leads")       // Seat will lead the next trick
	EvKept       = game.DefineEvent("rp_kept")        // Seat keeps its last cards as won (Secret)
	EvRoundScore = game.DefineEvent("rp_round_score") // Seat took Value proposals this round (Card 1: Rebel of the Ball)
	EvGameWin    = game.DefineEvent("rp_game_win")    // Seat wins with Value proposals
)

// Played is one card on the table.
type Played struct {
	Seat   int  `json:"seat"`
	Card   Card `json:"card"`
	Hidden bool `json:"hidden,omitempty"` // Masquerade: face down until all have played
	Power  bool `json:"power,omitempty"`  // played with the seat's princess power
	Zero   bool `json:"zero,omitempty"`   // Snow White: counts as 0
	Void   bool `json:"void,omitempty"`   // not of the led suit when played
}

// Trick is what the current trick's powers have set.
type Trick struct {
	Powers     []int    `json:"powers,omitempty"` // princesses used on this trick, in order
	Reversed   bool     `json:"reversed,omitempty"`
	PeaSeat    int      `json:"pea_seat"`        // -1, or the seat whose Princess on the Pea demands more than 5
	PeaFrom    int      `json:"pea_from"`        // the demand covers trick cards from this index on
	Mermaid    int      `json:"mermaid"`         // -1, or the suit the leader must lead
	Named      []int    `json:"named,omitempty"` // Deluxe: suits the leader lacked
	Rapunzel   bool     `json:"rapunzel,omitempty"`
	Lock       bool     `json:"lock,omitempty"` // the lead is constrained (Mermaid, Rapunzel, Ice Princess on the leader)
	Thumb      int      `json:"thumb"`          // -1, or Thumbelina's seat once she ignores suit
	Snow       int      `json:"snow"`           // -1, or Snow White's seat once she used her power
	Seat       int      `json:"seat"`           // the seat of a power taking several steps
	Target     int      `json:"target"`
	Pool       []Played `json:"pool,omitempty"` // Sleeping Beauty's cards; the Ice Princess's two
	Mulan      Card     `json:"mulan"`          // the card Mulan put in, or NoCard
	MulanSeat  int      `json:"mulan_seat"`
	MulanAsk   bool     `json:"mulan_asked,omitempty"`
	Winner     int      `json:"winner"`
	Next       int      `json:"next"`            // Classic Pocahontas: the seat she names to lead next, or -1
	Haggles    int      `json:"haggles"`         // 1 while Haggle with the Hag's exchange is open
	Bonus      bool     `json:"bonus,omitempty"` // Mulan won the trick she changed: her card may be exchanged too
	OwnTaken   bool     `json:"own_taken,omitempty"`
	OtherTaken bool     `json:"other_taken,omitempty"`
}

func newTrick() Trick {
	return Trick{PeaSeat: -1, Mermaid: -1, Thumb: -1, Snow: -1, Seat: -1, Target: -1, Mulan: NoCard, MulanSeat: -1, Winner: -1, Next: -1}
}

// Game is a Rebel Princess game. Fields are exported for JSON only.
type Game struct {
	Edition   Edition      `json:"edition"`
	NPlayers  int          `json:"players"`
	Schedule  []int        `json:"schedule"` // round card ids, in play order
	Round     int          `json:"round"`    // index into Schedule
	Phase     string       `json:"phase"`
	Step      string       `json:"step,omitempty"`
	Hands     [][]Card     `json:"hands"`
	Offered   [][]int      `json:"offered"`              // princesses dealt during the draft
	Princess  []int        `json:"princess"`             // kept princess, -1 while choosing
	Copy      []int        `json:"copy"`                 // Carmesina's princess this round, -1
	Used      []bool       `json:"used"`                 // princess exhausted this round
	Giving    [][]Card     `json:"giving"`               // chosen passes, nil until chosen
	Aside     [][]Card     `json:"aside"`                // face-down cards set aside this round
	Exposed   [][]Card     `json:"exposed"`              // Crystal Clear: hand cards lying face up
	Shown     []int        `json:"shown"`                // Crystal Clear: the suit chosen, -1 until chosen
	Forced    []Card       `json:"forced"`               // the card a seat must play this trick, or NoCard
	Gifts     []Played     `json:"gifts"`                // Wedding Gift pile
	Repeat    bool         `json:"repeat,omitempty"`     // Alice dealt a Wedding Gift trick back: no new gifts
	LastTrick bool         `json:"last_trick,omitempty"` // Late to the Ball: the set-aside cards are being played
	Leader    int          `json:"leader"`               // who leads the current trick
	Starter   int          `json:"starter"`              // who led the round\'s first trick
	Turn      int          `json:"turn"`
	Asked     []int        `json:"asked,omitempty"` // seats still to be asked in this power window
	Trick     []Played     `json:"trick"`
	T         Trick        `json:"t"`
	Tricks    int          `json:"tricks"` // tricks finished this round
	TricksWon []int        `json:"tricks_won"`
	PrincesIn bool         `json:"princes_in"`
	Won       [][]Card     `json:"won"`
	Unseen    [][]Played   `json:"unseen"` // won cards others never saw: gifts (Seat: who gave it), kept cards
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

func (g *Game) has(id int) bool { return g.RoundCard().ID == id }

// left and right neighbours: play goes clockwise, to the left.
func (g *Game) left(s int) int  { return (s + 1) % g.NPlayers }
func (g *Game) right(s int) int { return (s + g.NPlayers - 1) % g.NPlayers }

// princess is the power a seat has now: its princess, or the one Carmesina copies.
func (g *Game) princess(s int) int {
	p := g.Princess[s]
	if p == Carmesina && g.Copy != nil {
		return g.Copy[s]
	}
	return p
}

// Pending implements game.Game: everyone still choosing during the
// simultaneous steps (draft, pass, set-up, gifts, Musical Chairs, giving to
// Sleeping Beauty), otherwise the one seat the game waits for.
func (g *Game) Pending() []int {
	var out []int
	each := func(owes func(s int) bool) []int {
		for s := range g.NPlayers {
			if owes(s) {
				out = append(out, s)
			}
		}
		return out
	}
	switch g.Phase {
	case PhaseDraft:
		return each(func(s int) bool { return g.Princess[s] < 0 })
	case PhaseCopy:
		return each(func(s int) bool { return g.Princess[s] == Carmesina && g.Copy[s] < 0 })
	case PhasePass:
		return each(func(s int) bool { return g.Giving[s] == nil })
	case PhaseSetup:
		return each(func(s int) bool { return !g.setupDone(s) })
	case PhasePlay:
		switch g.Step {
		case StepWindow:
			return g.Asked[:1]
		case StepSleepGive:
			return each(func(s int) bool { return !slices.ContainsFunc(g.T.Pool, func(p Played) bool { return p.Seat == s }) })
		case StepGift:
			return each(func(s int) bool { return !slices.ContainsFunc(g.Gifts, func(p Played) bool { return p.Seat == s }) })
		case StepChairs:
			return each(func(s int) bool { return g.Giving[s] == nil })
		case StepPlay:
			return []int{g.Turn}
		case StepSleepKeep, StepSleepDeal, StepSchehGive, StepIceReturn, StepMermaid, StepMulan:
			return []int{g.T.Seat}
		case StepAlice, StepHaggle, StepPocahontas:
			return []int{g.T.Winner}
		}
	}
	return nil
}

// Legal implements game.Game.
func (g *Game) Legal(seat int) []game.Action {
	if !slices.Contains(g.Pending(), seat) {
		return nil
	}
	var out []game.Action
	add := func(kind uint8, args ...int) { out = append(out, game.NewAction(kind, args...)) }
	cardsOf := func(kind uint8, cs []Card) {
		for _, c := range cs {
			add(kind, int(c))
		}
	}
	switch g.Phase {
	case PhaseDraft:
		for _, p := range g.Offered[seat] {
			add(KindDraft, p)
		}
	case PhaseCopy:
		for _, p := range g.copyable(seat) {
			add(KindCopy, p)
		}
	case PhasePass:
		return g.passes(seat)
	case PhaseSetup:
		if g.has(rcCrystal) {
			for _, s := range g.suitsHeld(seat) {
				add(KindShow, int(s))
			}
		} else {
			cardsOf(KindAside, g.Hands[seat])
		}
	case PhasePlay:
		switch g.Step {
		case StepWindow:
			add(KindSkip)
			return append(out, g.powerActions(seat)...)
		case StepSleepGive, StepGift:
			kind := KindGive
			if g.Step == StepGift {
				kind = KindGift
			}
			cardsOf(kind, g.free(seat))
		case StepSleepKeep, StepSleepDeal:
			for _, p := range g.T.Pool {
				add(KindGive, int(p.Card))
			}
		case StepSchehGive:
			cardsOf(KindGive, g.Hands[seat])
		case StepIceReturn:
			for _, p := range g.T.Pool {
				add(KindGive, int(p.Card))
			}
		case StepMermaid:
			for _, s := range g.nameable() {
				add(KindMermaid, int(s))
			}
		case StepChairs:
			cardsOf(KindPass, g.Hands[seat])
		case StepPlay:
			plain, power := g.playable(seat)
			cardsOf(KindPlay, plain)
			for _, c := range power {
				add(KindPlay, int(c), 1)
			}
		case StepMulan:
			add(KindSkip)
			for _, sw := range g.mulanSwaps(seat) {
				add(KindMulan, int(sw[0]), int(sw[1]))
			}
		case StepAlice:
			add(KindSkip)
			add(KindAlice)
		case StepHaggle:
			add(KindSkip)
			for _, sw := range g.haggles(seat) {
				add(KindSwap, int(sw[0]), int(sw[1]))
			}
		case StepPocahontas:
			add(KindSkip)
			for s := range g.NPlayers {
				if s != seat {
					add(KindPocahontas, s)
				}
			}
		}
	}
	return out
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

// Apply implements game.Game.
func (g *Game) Apply(seat int, a game.Action) ([]game.Event, error) {
	if err := game.CheckTurn(g, seat, a); err != nil {
		return nil, err
	}
	mark := len(g.Log)
	if err := g.apply(seat, a); err != nil {
		return nil, game.Illegal(Name, seat, FormatAction(a), "%v", err)
	}
	g.advance()
	return g.Log[mark:len(g.Log):len(g.Log)], nil
}

// Explain implements game.Explainer: the rule is the one apply names when it
// refuses the action on a copy of the game.
func (g *Game) Explain(seat int, a game.Action) string {
	if err := g.Clone().(*Game).apply(seat, a); err != nil {
		return err.Error()
	}
	return ""
}

// legalHere reports whether a is one of seat's legal actions; it is the
// final word on arguments, so apply only explains why not.
func (g *Game) legalHere(seat int, a game.Action) bool {
	return slices.Contains(g.Legal(seat), a)
}

func (g *Game) apply(seat int, a game.Action) error {
	inHand := func(x int8) error {
		if !slices.Contains(g.Hands[seat], Card(x)) {
			return fmt.Errorf("%s is not in this seat's hand", Card(x))
		}
		return nil
	}
	switch {
	case g.Phase == PhaseDraft && a.Kind == KindDraft:
		p := int(a.Args[0])
		if !slices.Contains(g.Offered[seat], p) {
			var names []string
			for _, o := range g.Offered[seat] {
				names = append(names, Princesses[o].Slug)
			}
			return fmt.Errorf("that princess was not dealt to this seat (choose %s)", strings.Join(names, " or "))
		}
		g.Princess[seat] = p
		if len(g.Pending()) == 0 {
			// Everyone turns their princess face up at once.
			for s, kept := range g.Princess {
				g.Log = append(g.Log, game.Event{Type: EvDrafted, Seat: s, Target: -1, Card: -1, Value: kept})
			}
			g.startRound()
		}
		return nil
	case g.Phase == PhaseCopy && a.Kind == KindCopy:
		if !g.legalHere(seat, a) {
			return fmt.Errorf("Carmesina copies a princess another seat has")
		}
		g.Copy[seat] = int(a.Args[0])
		g.Log = append(g.Log, game.Event{Type: EvCopy, Seat: seat, Target: -1, Card: -1, Value: g.Copy[seat]})
		if len(g.Pending()) == 0 {
			g.Phase = PhasePass
		}
		return nil
	case g.Phase == PhasePass && a.Kind == KindPass:
		give, err := g.checkPass(seat, a, g.pass())
		if err != nil {
			return err
		}
		g.Giving[seat] = give
		if len(g.Pending()) == 0 {
			g.exchange()
		}
		return nil
	case g.Phase == PhaseSetup && (a.Kind == KindAside || a.Kind == KindShow):
		return g.applySetup(seat, a)
	case g.Phase != PhasePlay:
		return fmt.Errorf("a %s action is not possible in the %s phase", kindName(a.Kind), g.Phase)
	}
	switch {
	case g.Step == StepPlay && a.Kind == KindPlay:
		if err := inHand(a.Args[0]); err != nil {
			return err
		}
		return g.applyPlay(seat, Card(a.Args[0]), a.Args[1] == 1)
	case g.Step == StepChairs && a.Kind == KindPass:
		give, err := g.checkPass(seat, a, Pass{Right: 1})
		if err != nil {
			return err
		}
		g.Giving[seat] = give
		if len(g.Pending()) == 0 {
			g.chairs()
			g.Step = StepStart
		}
		return nil
	case g.Step == StepGift && a.Kind == KindGift:
		if err := inHand(a.Args[0]); err != nil {
			return err
		}
		if !g.legalHere(seat, a) {
			return fmt.Errorf("%s must be played this trick", Card(a.Args[0]))
		}
		c := Card(a.Args[0])
		g.take(seat, c)
		g.Gifts = append(g.Gifts, Played{Seat: seat, Card: c})
		g.secret(EvGift, seat, -1, -1, c, seat)
		return nil
	case a.Kind == KindSkip && g.Step != StepPlay && g.Step != StepGift && g.Step != StepChairs:
		return g.skip(seat)
	}
	if !g.legalHere(seat, a) {
		return g.whyNot(seat, a)
	}
	return g.applyPower(seat, a)
}

func (g *Game) checkPass(seat int, a game.Action, p Pass) ([]Card, error) {
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

// take removes a card from a seat's hand (and from its face-up cards).
func (g *Game) take(s int, c Card) {
	g.Hands[s] = slices.DeleteFunc(g.Hands[s], func(x Card) bool { return x == c })
	if g.Exposed != nil {
		g.Exposed[s] = slices.DeleteFunc(g.Exposed[s], func(x Card) bool { return x == c })
	}
	if g.Forced != nil && g.Forced[s] == c {
		g.Forced[s] = NoCard
	}
}

func (g *Game) give(s int, c Card) { g.Hands[s] = sortHand(append(g.Hands[s], c)) }

// exposed reports whether everyone can see c in s's hand.
func (g *Game) exposed(s int, c Card) bool { return slices.Contains(g.Exposed[s], c) }

// startRound deals, turns the round card and asks for the pass.
func (g *Game) startRound() {
	n := g.NPlayers
	deck := Deck(n)
	g.RNG.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
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
	g.Trick, g.Tricks, g.PrincesIn, g.Step = nil, 0, false, ""
	g.T = newTrick()
	rc := g.RoundCard()
	g.Log = append(g.Log, game.Event{Type: EvRoundStart, Seat: g.Leader, Target: -1, Card: rc.ID, Value: g.Round + 1})
	for s := range n {
		g.Hands[s] = sortHand(deck[s*per : (s+1)*per])
		// One event per card dealt: an event carries at most four secret values.
		for i, c := range g.Hands[s] {
			g.secret(EvDeal, s, -1, i, c, s)
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
	slices.Sort(out)
	return out
}

// exchange gives every pass at once: nobody sees what they receive before giving.
func (g *Game) exchange() {
	p := g.pass()
	gets := make([][]Card, g.NPlayers)
	for s, give := range g.Giving {
		for _, c := range give {
			g.take(s, c)
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
	g.Phase = PhaseSetup
	if g.setupNeeded() == 0 && !g.has(rcCrystal) {
		g.beginTricks()
	}
}

func passEvent(from, to int, cards []Card) game.Event {
	e := game.Event{Type: EvPassed, Seat: from, Target: to, Card: -1, Value: len(cards), SeenBy: game.SeatsOf(from, to)}
	for _, c := range cards {
		e.Secret.Append(int(c))
	}
	return e
}

// setupNeeded is how many cards each seat puts face down before the first
// trick: one for Late to the Ball, half the hand for After Party and Blind
// Man's Bluff.
func (g *Game) setupNeeded() int {
	switch g.RoundCard().ID {
	case rcLateBall:
		return 1
	case rcAfterParty, rcBlindBluff:
		return len(Deck(g.NPlayers)) / g.NPlayers / 2
	}
	return 0
}

func (g *Game) setupDone(s int) bool {
	if g.has(rcCrystal) {
		return g.Shown[s] >= 0
	}
	return len(g.Aside[s]) >= g.setupNeeded()
}

func (g *Game) suitsHeld(s int) []Suit {
	var out []Suit
	for _, c := range g.Hands[s] {
		if !slices.Contains(out, c.Suit()) {
			out = append(out, c.Suit())
		}
	}
	return out
}

func (g *Game) applySetup(seat int, a game.Action) error {
	if g.has(rcCrystal) != (a.Kind == KindShow) {
		return fmt.Errorf("this round card asks for %s, not %s", map[bool]string{true: "a suit to show", false: "cards to put aside"}[g.has(rcCrystal)], kindName(a.Kind))
	}
	if a.Kind == KindShow {
		if !slices.Contains(g.suitsHeld(seat), Suit(a.Args[0])) {
			return fmt.Errorf("this seat holds no %s", Suit(a.Args[0]))
		}
		g.Shown[seat] = int(a.Args[0])
		if len(g.Pending()) == 0 {
			// Everyone lays their suit face up at once.
			for s := range g.NPlayers {
				for _, c := range g.Hands[s] {
					if int(c.Suit()) == g.Shown[s] {
						g.Exposed[s] = append(g.Exposed[s], c)
						g.Log = append(g.Log, game.Event{Type: EvShow, Seat: s, Target: -1, Card: int(c), Value: -1})
					}
				}
			}
			g.beginTricks()
		}
		return nil
	}
	c := Card(a.Args[0])
	if !slices.Contains(g.Hands[seat], c) {
		return fmt.Errorf("%s is not in this seat's hand", c)
	}
	g.take(seat, c)
	g.Aside[seat] = append(g.Aside[seat], c)
	g.secret(EvAside, seat, -1, len(g.Aside[seat]), c, seat)
	if len(g.Pending()) == 0 {
		g.beginTricks()
	}
	return nil
}

func (g *Game) beginTricks() {
	g.Starter = g.Leader
	g.Phase = PhasePlay
	g.Step = StepStart
	g.Turn = g.Leader
}

// perTrick is how many cards each seat plays to a trick.
func (g *Game) perTrick() int {
	if g.has(rcRingsTwice) {
		return 2
	}
	return 1
}

// advance moves the game on until some seat owes a decision.
func (g *Game) advance() {
	for g.Phase == PhasePlay {
		switch g.Step {
		case StepStart:
			if !g.nextTrick() {
				continue
			}
			g.Step = StepWindow
		case StepWindow:
			for len(g.Asked) > 0 && len(g.powerActions(g.Asked[0])) == 0 {
				g.Asked = g.Asked[1:]
			}
			if len(g.Asked) > 0 {
				return
			}
			g.Step, g.Turn = StepPlay, g.Leader
			if g.has(rcWedding) && !g.Repeat {
				g.Step = StepGift
			}
		case StepGift:
			if len(g.Gifts) < g.NPlayers {
				return
			}
			g.Step = StepPlay
		case StepPlay:
			if len(g.Trick) < g.NPlayers*g.perTrick() {
				return
			}
			g.reveal()
			g.Step = StepMulan
		case StepMulan:
			if s := g.mulanSeat(); s >= 0 && !g.T.MulanAsk {
				g.T.Seat = s
				return
			}
			g.T.Winner = g.trickWinner()
			g.Step = StepAlice
		case StepAlice:
			if g.canAlice() {
				return
			}
			g.toHaggle()
		case StepHaggle:
			if len(g.haggles(g.T.Winner)) > 0 {
				return
			}
			g.Step = StepPocahontas
		case StepPocahontas:
			w := g.T.Winner
			if g.Edition == Classic && g.princess(w) == Pocahontas && !g.Used[w] && g.cardsLeft() {
				return
			}
			g.collect()
			g.Step = StepChairs
		case StepChairs:
			if g.has(rcChairs) && len(g.Hands[0]) > 0 {
				if len(g.Pending()) > 0 {
					return
				}
			}
			g.Step = StepStart
		default:
			return // a power's own step: its seat owes a decision
		}
	}
}

// cardsLeft reports whether another trick follows in this round.
func (g *Game) cardsLeft() bool {
	for s := range g.NPlayers {
		if len(g.Hands[s]) > 0 || len(g.Aside[s]) > 0 {
			return true
		}
	}
	return false
}

// nextTrick starts a trick, takes up set-aside cards when hands run out, or
// ends the round (returning false).
func (g *Game) nextTrick() bool {
	n := g.NPlayers
	if g.has(rcLateDate) && len(g.Hands[0]) <= 3 && len(g.Aside[0]) == 0 {
		// Late for a Very Important Date: the last three cards are never played.
		for s := range n {
			e := game.Event{Type: EvKept, Seat: s, Target: -1, Card: -1, Value: len(g.Hands[s]), SeenBy: game.SeatsOf(s)}
			for _, c := range g.Hands[s] {
				e.Secret.Append(int(c))
			}
			g.Won[s] = append(g.Won[s], g.Hands[s]...)
			for _, c := range g.Hands[s] {
				g.Unseen[s] = append(g.Unseen[s], Played{Seat: s, Card: c})
			}
			g.Hands[s] = nil
			g.Log = append(g.Log, e)
		}
		g.endRound(g.Leader)
		return false
	}
	if len(g.Hands[0]) == 0 {
		if len(g.Aside[0]) == 0 {
			g.endRound(g.Leader)
			return false
		}
		// Take up the cards set aside: Blind Man's Bluff hands them to the right.
		g.LastTrick = g.has(rcLateBall)
		for s := range n {
			to := s
			if g.has(rcBlindBluff) {
				to = g.right(s)
			}
			for _, c := range g.Aside[s] {
				g.secret(EvTakeUp, s, to, -1, c, s, to)
			}
			g.Hands[to] = sortHand(append(g.Hands[to], g.Aside[s]...))
		}
		g.Aside = make([][]Card, n)
	}
	g.T = newTrick()
	g.Turn = g.Leader
	g.Asked = nil
	for k := 1; k <= n; k++ {
		s := (g.Leader + k) % n
		if p := g.princess(s); p >= 0 && preTrick(g.Edition, p) && !g.Used[s] {
			g.Asked = append(g.Asked, s)
		}
	}
	return true
}

// collect gives the trick (and the gift pile) to its winner, who leads next.
func (g *Game) collect() {
	w := g.T.Winner
	g.Tricks++
	g.TricksWon[w]++
	for _, p := range g.Trick {
		g.Won[w] = append(g.Won[w], p.Card)
	}
	for _, p := range g.Gifts {
		g.Won[w] = append(g.Won[w], p.Card)
		g.Unseen[w] = append(g.Unseen[w], p)
	}
	g.Log = append(g.Log, game.Event{Type: EvTrick, Seat: w, Target: -1, Card: -1, Value: g.Tricks})
	g.Trick, g.Gifts, g.Repeat = nil, nil, false
	g.Leader = w
	if g.T.Next >= 0 {
		g.Leader = g.T.Next
		g.Log = append(g.Log, game.Event{Type: EvLeads, Seat: g.Leader, Target: -1, Card: -1, Value: -1})
	}
	g.Turn = g.Leader
	for s := range g.Forced {
		g.Forced[s] = NoCard
	}
}

// chairs passes a card each to the right, all at once (Musical Chairs).
func (g *Game) chairs() {
	for s, give := range g.Giving {
		g.take(s, give[0])
		g.Log = append(g.Log, passEvent(s, g.right(s), give))
	}
	for s, give := range g.Giving {
		g.give(g.right(s), give[0])
	}
	g.Giving = make([][]Card, g.NPlayers)
}

// endRound scores the round and starts the next or ends the game.
func (g *Game) endRound(lastTrick int) {
	n := g.NPlayers
	round, rebels := g.roundScores()
	for s := range n {
		rebel := 0
		if rebels[s] {
			rebel = 1
		}
		g.Log = append(g.Log, game.Event{Type: EvRoundScore, Seat: s, Target: -1, Card: rebel, Value: round[s]})
		if !g.Extra {
			g.Scores[s] = append(g.Scores[s], round[s])
			g.Totals[s] += round[s]
		}
	}
	g.Phase, g.Step = PhaseOver, ""
	if g.Extra {
		g.finish(g.lowest(g.Tied, round))
		return
	}
	// The next round's leader: Classic, the last trick's winner; Deluxe, the
	// lowest total; of those tied, the first clockwise from the left of the
	// player who started the round just played.
	next := lastTrick
	if g.Edition == Deluxe {
		all := make([]int, n)
		for i := range all {
			all[i] = (g.Starter + 1 + i) % n
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
	g.Phase, g.Step = PhaseOver, ""
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
	if g.Unseen != nil {
		c.Unseen = make([][]Played, len(g.Unseen))
		for i, u := range g.Unseen {
			c.Unseen[i] = slices.Clone(u)
		}
	}
	c.Aside = cloneCards(g.Aside)
	c.Exposed = cloneCards(g.Exposed)
	c.Offered = make([][]int, len(g.Offered))
	for i, o := range g.Offered {
		c.Offered[i] = slices.Clone(o)
	}
	c.Scores = make([][]int, len(g.Scores))
	for i, s := range g.Scores {
		c.Scores[i] = slices.Clone(s)
	}
	c.Princess = slices.Clone(g.Princess)
	c.Copy = slices.Clone(g.Copy)
	c.Used = slices.Clone(g.Used)
	c.Shown = slices.Clone(g.Shown)
	c.Forced = slices.Clone(g.Forced)
	c.Gifts = slices.Clone(g.Gifts)
	c.Asked = slices.Clone(g.Asked)
	c.Trick = slices.Clone(g.Trick)
	c.T.Powers = slices.Clone(g.T.Powers)
	c.T.Named = slices.Clone(g.T.Named)
	c.T.Pool = slices.Clone(g.T.Pool)
	c.TricksWon = slices.Clone(g.TricksWon)
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
