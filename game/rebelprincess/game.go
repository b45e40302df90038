// Package rebelprincess is Rebel Princess, Classic and Deluxe editions, for
// 3–6 players: a trick-taking game where Princes are proposals to avoid.
//
// The game is a state machine that always stops where some seat owes a
// decision: the draft, Carmesina's copy, the round card's pass and set-up,
// then per trick the window of princess powers, gifts, plays, Mulan, and the
// winner's options. Precedence follows the Deluxe rulebook for both
// editions: a princess's power, then the round card, then the base rules.
//
// Files by job: cards.go (the vocabulary), game.go (the state, phases,
// events), setup.go (the Definition, New, dealing), legal.go (Legal,
// AppendLegal, Explain, and why a card cannot be played), apply.go (Apply
// and the flow of a round), tricks.go (plays and who takes a trick),
// powers.go (the princesses), score.go, observe.go, notation.go, load.go
// (saves and Validate), stack.go (fixed deals), sample.go and knowledge.go
// (the determinization for search bots).
package rebelprincess

import (
	"slices"

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

// Phase is the part of the game being played.
type Phase string

const (
	PhaseDraft Phase = "draft"
	PhaseCopy  Phase = "copy"  // Carmesina chooses whom to copy this round
	PhasePass  Phase = "pass"  // the round card's pass
	PhaseSetup Phase = "setup" // Late to the Ball, Crystal Clear, After Party, Blind Man's Bluff
	PhasePlay  Phase = "play"
	PhaseOver  Phase = "over"
)

// Step is where PhasePlay stands within a trick.
type Step string

// Steps, in the order a trick goes through them.
const (
	StepNone       Step = ""
	StepStart      Step = "start"      // between tricks: the round may end or hands are taken up
	StepWindow     Step = "window"     // powers before a trick, asked clockwise from the leader's left
	StepSleepGive  Step = "sleep-give" // everyone gives Sleeping Beauty a card
	StepSleepKeep  Step = "sleep-keep" // she keeps one
	StepSleepDeal  Step = "sleep-deal" // Deluxe: she chooses who gets which
	StepSchehGive  Step = "scheh-give" // Scheherazade gives a card back
	StepIceReturn  Step = "ice-return" // Deluxe Ice Princess returns one of two cards
	StepMermaid    Step = "mermaid"    // Deluxe Little Mermaid names another suit
	StepGift       Step = "gift"       // Wedding Gift: a card each for the gift pile
	StepPlay       Step = "play"       // cards go down
	StepMulan      Step = "mulan"      // after all have played, before the trick is decided
	StepAlice      Step = "alice"      // the winner may deal the trick back out
	StepHaggle     Step = "haggle"     // the winner may swap a card with the trick
	StepPocahontas Step = "pocahontas" // Classic: the winner may name the next leader
	StepChairs     Step = "chairs"     // Musical Chairs: a card each to the right
)

// Events. Seat, Target, Card and Value are public; Secret is seen only by
// the seats in SeenBy. Unused fields are -1.
var (
	EvOffer      = game.DefineEvent("rp_offer")       // Seat is offered Value princesses, Secret (seen by Seat)
	EvChosen     = game.DefineEvent("rp_chosen")      // Seat has made its simultaneous choice of kind Value (keep, pass, show); Secret is the choice (princess, cards or suit), seen by Seat
	EvDrafted    = game.DefineEvent("rp_drafted")     // Seat keeps princess Value (revealed when all have chosen)
	EvRoundStart = game.DefineEvent("rp_round_start") // round Value (from 1) begins with round card Card; Seat leads
	EvDeal       = game.DefineEvent("rp_deal")        // Seat is dealt the cards Secret (seen by Seat), from its Value-th card on
	EvCopy       = game.DefineEvent("rp_copy")        // Carmesina (Seat) copies princess Value this round
	EvPassed     = game.DefineEvent("rp_passed")      // Seat gives Target Value cards, Secret (seen by both)
	EvAside      = game.DefineEvent("rp_aside")       // Seat puts Secret[0] face down (seen by Seat); Value: how many it has put down
	EvShow       = game.DefineEvent("rp_show")        // Seat lays Card face up (Crystal Clear)
	EvTakeUp     = game.DefineEvent("rp_take_up")     // Target takes up Seat's face-down card Secret[0] (seen by both)
	EvPower      = game.DefineEvent("rp_power")       // Seat uses princess Value (Target: a seat, Card: a suit; Deluxe Ice Princess: Secret, the two cards drawn, seen by her and Target)
	EvSkip       = game.DefineEvent("rp_skip")        // Seat declines princess Value's power (-1: Haggle with the Hag's exchange)
	EvLacks      = game.DefineEvent("rp_lacks")       // Seat has no card of suit Value (Little Mermaid)
	EvGive       = game.DefineEvent("rp_give")        // Seat gives Target a card: Card when it lay face up, else Secret[0] (seen by the two, or by Target alone when Sleeping Beauty hands cards back at random)
	EvKeepCard   = game.DefineEvent("rp_keep_card")   // Sleeping Beauty (Seat) keeps Secret[0] (seen by Seat) from the cards given to her
	EvForced     = game.DefineEvent("rp_forced")      // Seat must play Secret[0] this trick (seen by Seat, and in Deluxe by the Ice Princess, Target)
	EvGift       = game.DefineEvent("rp_gift")        // Seat adds Secret[0] (seen by Seat) to the gift pile
	EvPlay       = game.DefineEvent("rp_play")        // Seat plays Card (-1 when face down: Secret, seen by Seat); Value 1 with a power
	EvReveal     = game.DefineEvent("rp_reveal")      // Seat's face-down Card is turned up
	EvPrincesIn  = game.DefineEvent("rp_princes_in")  // Seat played Card, a Prince, without the led suit (Value PrincesInVoid) or as the card the Ice Princess fixed (PrincesInForced): Princes may now lead
	EvMulan      = game.DefineEvent("rp_mulan")       // Seat (Mulan) swaps her played Target card for Card from her hand
	EvTrick      = game.DefineEvent("rp_trick")       // Seat wins the trick; Value is the trick's number this round
	EvGiftsTaken = game.DefineEvent("rp_gifts_taken") // Seat, who took the trick, takes the Wedding Gift pile of Value cards, Secret up to four of them in card order (seen by Seat): after rp_trick, an event per four
	EvRedeal     = game.DefineEvent("rp_redeal")      // Alice (Target) deals Seat the card Secret[0] (seen by Seat)
	EvSwap       = game.DefineEvent("rp_swap")        // Seat swaps Target (from the hand, shown) for Card (from the trick)
	EvLeads      = game.DefineEvent("rp_leads")       // Seat will lead the next trick
	EvKept       = game.DefineEvent("rp_kept")        // Seat keeps its last Value cards as won (Secret, seen by Seat)
	EvScorePart  = game.DefineEvent("rp_score_part")  // a part of Seat's round score, before its rp_round_score: Card is the Part, Target its cards (pairs; for the Rebel of the Ball, the score replaced), Value its proposals
	EvRoundScore = game.DefineEvent("rp_round_score") // Seat took Value proposals this round (Card 1: Rebel of the Ball)
	EvGameWin    = game.DefineEvent("rp_game_win")    // Seat wins with Value proposals
)

// Why a Prince let the Princes in (EvPrincesIn's Value).
const (
	PrincesInVoid   = 0 // played without the led suit
	PrincesInForced = 1 // the card the Ice Princess fixed
)

// Played is one card on the table.
type Played struct {
	Seat   int  `json:"seat"`
	Card   Card `json:"card"`
	Hidden bool `json:"hidden,omitempty"` // Masquerade: face down until all have played
	Power  bool `json:"power,omitempty"`  // played with the seat's princess power
	Zero   bool `json:"zero,omitempty"`   // Snow White: counts as 0
	Void   bool `json:"void,omitempty"`   // not of the led suit when played
	Forced bool `json:"forced,omitempty"` // the card the Ice Princess fixed
}

// Trick is what the current trick's powers have set.
type Trick struct {
	Powers     []int    `json:"powers,omitempty"` // princesses used on this trick, in order
	Reversed   bool     `json:"reversed,omitempty"`
	PeaSeat    int      `json:"pea_seat"`        // -1, or the seat whose Princess on the Pea demands more than 5
	PeaFrom    int      `json:"pea_from"`        // the demand covers trick cards from this index on
	Mermaid    int      `json:"mermaid"`         // -1, or the suit the leader must lead
	Named      []int    `json:"named,omitempty"` // suits the leader lacked
	Rapunzel   bool     `json:"rapunzel,omitempty"`
	Lock       bool     `json:"lock,omitempty"` // the leader's lead is fixed (Little Mermaid, Rapunzel, Ice Princess on the leader)
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

// Game implements every optional interface of package game.
var _ game.Engine = (*Game)(nil)

// Game is a Rebel Princess game. Fields are exported for JSON only.
type Game struct {
	Edition   Edition  `json:"edition"`
	NPlayers  int      `json:"players"`
	Promo     bool     `json:"promo,omitempty"` // Carmesina is among the princesses
	Schedule  []int    `json:"schedule"`        // round card ids, in play order
	Round     int      `json:"round"`           // index into Schedule
	Phase     Phase    `json:"phase"`
	Step      Step     `json:"step,omitempty"`
	Hands     [][]Card `json:"hands"`
	Offered   [][]int  `json:"offered"`              // princesses dealt during the draft
	Princess  []int    `json:"princess"`             // kept princess, -1 while choosing
	Copy      []int    `json:"copy"`                 // Carmesina's princess this round, -1
	Used      []bool   `json:"used"`                 // princess exhausted this round
	Giving    [][]Card `json:"giving"`               // chosen passes, nil until chosen
	Aside     [][]Card `json:"aside"`                // face-down cards set aside this round
	Exposed   [][]Card `json:"exposed"`              // Crystal Clear: hand cards lying face up
	Shown     []int    `json:"shown"`                // Crystal Clear: the suit chosen, -1 until chosen
	Forced    []Card   `json:"forced"`               // the card a seat must play this trick, or NoCard
	Gifts     []Played `json:"gifts"`                // Wedding Gift pile
	Repeat    bool     `json:"repeat,omitempty"`     // Alice dealt a Wedding Gift trick back: no new gifts
	LastTrick bool     `json:"last_trick,omitempty"` // Late to the Ball: the set-aside cards are being played
	Leader    int      `json:"leader"`               // who leads the current trick
	Starter   int      `json:"starter"`              // who led the round's first trick
	Turn      int      `json:"turn"`
	Asked     []int    `json:"asked,omitempty"` // seats still to be asked in this power window
	Trick     []Played `json:"trick"`
	T         Trick    `json:"t"`
	Tricks    int      `json:"tricks"` // tricks finished this round
	TricksWon []int    `json:"tricks_won"`
	PrincesIn bool     `json:"princes_in"`
	// PrincePlayed: some Prince has gone into a trick this round, for any
	// reason (the Little Mermaid may name Princes from then on).
	PrincePlayed bool       `json:"prince_played,omitempty"`
	Won          [][]Card   `json:"won"`
	Unseen       [][]Played `json:"unseen"` // won cards others never saw: gifts (Seat: who gave it), kept cards
	Scores       [][]int    `json:"scores"` // proposals per seat per round played
	Totals       []int      `json:"totals"`
	Extra        bool       `json:"extra"` // the Deluxe tie-break round is being played
	Tied         []int      `json:"tied"`  // the seats that were tied before the extra round
	Winners      []int      `json:"winners"`
	// Deal, when a fixed deal was stacked, is the first round's cards in
	// dealing order, used once the draft is over.
	Deal []Card   `json:"deal,omitempty"`
	RNG  game.RNG `json:"rng"`
	// Log holds this round's events (the draft's too, during the first
	// round): the events of a round just ended go at the next action, so
	// Apply still returns them and a save stays small.
	Log []game.Event `json:"log"`
	// RoundAt is where the current round starts in Log while the previous
	// round's events are still there, else 0.
	RoundAt int `json:"round_at,omitempty"`
}

// Name implements game.Game.
func (g *Game) Name() string { return Name }

// Players implements game.Game.
func (g *Game) Players() int { return g.NPlayers }

// Over implements game.Game.
func (g *Game) Over() bool { return g.Phase == PhaseOver }

// RoundCard is the current round card.
func (g *Game) RoundCard() RoundCard {
	id := g.Schedule[min(g.Round, len(g.Schedule)-1)]
	return RoundCards[id-1]
}

// has reports whether the current round card is id.
func (g *Game) has(id int) bool { return g.Schedule[min(g.Round, len(g.Schedule)-1)] == id }

// pass is the current round's pass.
func (g *Game) pass() Pass {
	p, _ := g.RoundCard().PassFor(g.Edition)
	return p
}

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

// perTrick is how many cards each seat plays to a trick.
func (g *Game) perTrick() int {
	if g.has(rcRingsTwice) {
		return 2
	}
	return 1
}

// gaveToSleeping reports whether seat has put its card in Sleeping Beauty's pile.
func (g *Game) gaveToSleeping(seat int) bool {
	return slices.ContainsFunc(g.T.Pool, func(p Played) bool { return p.Seat == seat })
}

// owes reports whether seat owes a decision now.
func (g *Game) owes(s int) bool {
	switch g.Phase {
	case PhaseDraft:
		return g.Princess[s] < 0
	case PhaseCopy:
		return g.Princess[s] == Carmesina && g.Copy[s] < 0
	case PhasePass:
		return g.Giving[s] == nil
	case PhaseSetup:
		return !g.setupDone(s)
	case PhasePlay:
		switch g.Step {
		case StepWindow:
			return len(g.Asked) > 0 && g.Asked[0] == s
		case StepSleepGive:
			// Everyone gives at once and she looks at the pile after; since
			// the engine shows her each card as it comes, she chooses her
			// own first, so it cannot depend on what the others gave.
			if !g.gaveToSleeping(g.T.Seat) {
				return s == g.T.Seat
			}
			return !g.gaveToSleeping(s)
		case StepGift:
			return !slices.ContainsFunc(g.Gifts, func(p Played) bool { return p.Seat == s })
		case StepChairs:
			return g.Giving[s] == nil
		case StepPlay:
			return g.Turn == s
		case StepSleepKeep, StepSleepDeal, StepSchehGive, StepIceReturn, StepMermaid, StepMulan:
			return g.T.Seat == s
		case StepAlice, StepHaggle, StepPocahontas:
			return g.T.Winner == s
		}
	}
	return false
}

// Pending implements game.Game: everyone still choosing during the
// simultaneous steps (draft, pass, set-up, gifts, Musical Chairs, giving to
// Sleeping Beauty), otherwise the one seat the game waits for.
func (g *Game) Pending() []int {
	var out []int
	for s := range g.NPlayers {
		if g.owes(s) {
			out = append(out, s)
		}
	}
	return out
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
	c.Offered = cloneInts(g.Offered)
	c.Scores = cloneInts(g.Scores)
	c.Princess = slices.Clone(g.Princess)
	c.Copy = slices.Clone(g.Copy)
	c.Used = slices.Clone(g.Used)
	c.Shown = slices.Clone(g.Shown)
	c.Forced = slices.Clone(g.Forced)
	c.Gifts = slices.Clone(g.Gifts)
	c.Asked = slices.Clone(g.Asked)
	c.Trick = slices.Clone(g.Trick)
	c.T = g.T.clone()
	c.TricksWon = slices.Clone(g.TricksWon)
	c.Totals = slices.Clone(g.Totals)
	c.Tied = slices.Clone(g.Tied)
	c.Winners = slices.Clone(g.Winners)
	c.Log = game.CloneEvents(g.Log)
	return &c
}

func (t Trick) clone() Trick {
	t.Powers = slices.Clone(t.Powers)
	t.Named = slices.Clone(t.Named)
	t.Pool = slices.Clone(t.Pool)
	return t
}

func cloneCards(in [][]Card) [][]Card { return cloneAll(in) }

func cloneInts(in [][]int) [][]int { return cloneAll(in) }

// cloneAll copies a list of lists, keeping nil lists nil.
func cloneAll[T any](in [][]T) [][]T {
	if in == nil {
		return nil
	}
	out := make([][]T, len(in))
	for i, h := range in {
		if h != nil {
			out[i] = slices.Clone(h)
		}
	}
	return out
}
