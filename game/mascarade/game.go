package mascarade

import (
	"slices"

	"parlour/game"
)

// Name is the game's registered name.
const Name = "mascarade"

// Action kinds. Targets are players 0..n-1, or n+c for centre place c.
const (
	KindLook     uint8 = 1 // look at your own mask
	KindSwap     uint8 = 2 // Args[0] target; Args[1] 1 to swap, 0 to pretend
	KindAnnounce uint8 = 3 // Args[0] mask
	KindContest  uint8 = 4 // Args[0] 1 to claim the announced mask too, 0 to let it pass
	KindTarget   uint8 = 5 // a power's chosen player (Args[0]), or -1 (the Witch keeps her coins)
	KindPair     uint8 = 6 // Args[0] < Args[1] players; Args[2] for the Fool: 1 swap, 0 pretend
	KindExchange uint8 = 7 // the Spy, having looked: Args[0] 1 to swap, 0 to pretend
	KindName     uint8 = 8 // the Guru's target names its mask: Args[0]
)

// Phase is what the game waits for.
type Phase string

// Phases.
const (
	PhaseTurn    Phase = "turn"    // the current player looks, swaps or announces
	PhaseContest Phase = "contest" // players from the announcer's left decide, one by one
	PhasePower   Phase = "power"   // a power's user chooses (Announcement.Step says what)
	PhaseName    Phase = "name"    // the Guru's target names its mask
	PhaseOver    Phase = "over"
)

// Step is what the power in progress waits for.
type Step string

// Steps of a power.
const (
	StepNone     Step = ""
	StepTarget   Step = "target"   // the Princess, Trickster (among ties), Witch, Guru or Spy chooses a player
	StepPair     Step = "pair"     // the Fool or the Puppeteer chooses two other players
	StepExchange Step = "exchange" // the Spy, having looked, swaps or pretends
	StepName     Step = "name"     // the Guru's target names its mask
)

// Event types. Seat, Target, Card and Value are public; Secret is seen only by
// the seats in SeenBy. Places count players' places first, then the centre.
var (
	// EvSetup: the mask Card lies face up at place Target at setup (Seat -1), seen by all.
	EvSetup = game.DefineEvent("setup")
	// EvTurn: player Seat's turn begins; Value is the turn's number.
	EvTurn = game.DefineEvent("turn")
	// EvLook: player Seat looks at its own mask at place Target; Secret[0] is the mask, seen by Seat.
	EvLook = game.DefineEvent("look")
	// EvSwap: player Seat takes the masks at its place Value and at place Target
	// under the table; Secret[0] is 1 if it swapped them, 0 if it pretended, seen
	// by Seat only. Everyone else gets the very same event either way.
	EvSwap = game.DefineEvent("swap")
	// EvAnnounce: player Seat announces that it wears the mask Card.
	EvAnnounce = game.DefineEvent("announce")
	// EvContest: player Seat claims the announced mask Card too.
	EvContest = game.DefineEvent("contest")
	// EvPass: player Seat lets the announcement of Card pass.
	EvPass = game.DefineEvent("pass")
	// EvReveal: player Seat turns its mask at place Target face up for all: it is Card.
	EvReveal = game.DefineEvent("reveal")
	// EvBank: player Seat takes Value coins from the bank.
	EvBank = game.DefineEvent("bank")
	// EvCourt: player Seat (the Judge) takes the Value coins on the court.
	EvCourt = game.DefineEvent("court")
	// EvFine: player Seat, a false claimant, pays Value coins (1, or 0 if it has none) to the court.
	EvFine = game.DefineEvent("fine")
	// EvTransfer: player Target gives player Seat Value coins.
	EvTransfer = game.DefineEvent("transfer")
	// EvCoinSwap: players Seat (the Witch) and Target exchange all their coins.
	EvCoinSwap = game.DefineEvent("coin_swap")
	// EvPrincess: player Seat (the Princess) has player Target, at place Value,
	// show its mask to everyone but itself; Secret[0] is the mask, seen by all but Target.
	EvPrincess = game.DefineEvent("princess")
	// EvFoolSwap: player Seat (the Fool) takes the masks at places Target and
	// Value under the table; Secret[0] is 1 if it swapped them, 0 if it
	// pretended, seen by Seat only.
	EvFoolSwap = game.DefineEvent("fool_swap")
	// EvGuru: player Seat (the Guru) asks player Target to name its mask.
	EvGuru = game.DefineEvent("guru")
	// EvName: player Seat names Card as its mask (a reveal follows).
	EvName = game.DefineEvent("name")
	// EvSpyLook: player Seat (the Spy) secretly looks at its own mask and at
	// player Target's, at place Value; Secret is [its mask, Target's mask], seen by Seat.
	EvSpyLook = game.DefineEvent("spy_look")
	// EvSpySwap: player Seat (the Spy) takes the masks at its place Value and at
	// place Target under the table; Secret[0] is 1 if it swapped them, 0 if it
	// pretended, seen by Seat only.
	EvSpySwap = game.DefineEvent("spy_swap")
	// EvSeatsChange: players Seat and Target change places (the Puppeteer);
	// masks and coins stay where they are.
	EvSeatsChange = game.DefineEvent("seats_change")
	// EvNoEffect: player Seat's mask Card did nothing (the Cheat below 10 coins,
	// the Widow at 10 or more, the Witch keeping her coins).
	EvNoEffect = game.DefineEvent("no_effect")
	// EvWin: player Seat wins with Value coins; Card is the Cheat for a Cheat's win, else -1.
	EvWin = game.DefineEvent("win")
)

// Announcement is an announcement being contested or resolved. Everything in
// it is public.
type Announcement struct {
	Player     int   `json:"player"`
	Mask       Mask  `json:"mask"`
	Asked      int   `json:"asked"` // how many players have answered
	Contesters []int `json:"contesters"`
	Holders    []int `json:"holders"` // who uses the power, in order
	Liars      []int `json:"liars"`   // who pays a fine once the powers are done
	Next       int   `json:"next"`    // index in Holders of the power in progress
	Peasants   int   `json:"peasants"`
	Step       Step  `json:"step,omitempty"` // what the power in progress waits for
	Victim     int   `json:"victim"`         // the Guru's or Spy's chosen player, or -1
}

func (a *Announcement) clone() *Announcement {
	if a == nil {
		return nil
	}
	c := *a
	c.Contesters = slices.Clone(a.Contesters)
	c.Holders = slices.Clone(a.Holders)
	c.Liars = slices.Clone(a.Liars)
	return &c
}

// Game implements every optional interface of package game.
var _ game.Engine = (*Game)(nil)

// Game is a Mascarade game. Fields are exported only for JSON.
type Game struct {
	NPlayers     int           `json:"players"`
	Scenario     string        `json:"scenario"`
	Masks        []Mask        `json:"masks"`
	Centre       int           `json:"centre"`
	RNG          game.RNG      `json:"rng"`
	Places       []Mask        `json:"places"` // the mask at each place
	Coins        []int         `json:"coins"`  // the coins at each player place
	At           []int         `json:"at"`     // each player's place
	Court        int           `json:"court"`
	Bank         int           `json:"bank"` // coins taken from the bank so far
	Turn         int           `json:"turn"`
	Current      int           `json:"current"`
	OpeningSwaps int           `json:"opening"` // opening swaps still due
	Phase        Phase         `json:"phase"`
	RevealedNow  []bool        `json:"revealed_now"`  // per player: revealed during this turn
	RevealedPrev []bool        `json:"revealed_prev"` // per player: revealed during the previous turn
	Ann          *Announcement `json:"announcement,omitempty"`
	Winners      []int         `json:"winners,omitempty"`
	Log          []game.Event  `json:"log"`
}

func ev(typ game.EventType, seat, target int, m Mask, value int) game.Event {
	return game.Event{Type: typ, Seat: seat, Target: target, Card: int(m), Value: value}
}

func (g *Game) emit(out []game.Event, e game.Event) []game.Event {
	g.Log = append(g.Log, e)
	return append(out, e)
}

// PlayerAt is the player sitting at place p, or -1 for a centre place.
func (g *Game) PlayerAt(p int) int {
	for pl, at := range g.At {
		if at == p {
			return pl
		}
	}
	return -1
}

// CoinsOf is a player's coins.
func (g *Game) CoinsOf(player int) int { return g.Coins[g.At[player]] }

// neighbour is the player sitting step places clockwise from player (step may be negative).
func (g *Game) neighbour(player, step int) int {
	n := g.NPlayers
	return g.PlayerAt(((g.At[player]+step)%n + n) % n)
}

// clockwise lists the other players from player's left, clockwise by place.
func (g *Game) clockwise(player int) []int {
	out := make([]int, 0, g.NPlayers-1)
	for i := 1; i < g.NPlayers; i++ {
		out = append(out, g.neighbour(player, i))
	}
	return out
}

// placeOf maps a target (player, or n+c for centre c) to its place.
func (g *Game) placeOf(target int) int {
	if target < g.NPlayers {
		return g.At[target]
	}
	return target
}

// Name implements game.Game.
func (g *Game) Name() string { return Name }

// Players implements game.Game.
func (g *Game) Players() int { return g.NPlayers }

// Over implements game.Game.
func (g *Game) Over() bool { return g.Phase == PhaseOver }

// Pending implements game.Game.
func (g *Game) Pending() []int {
	if p := g.pending(); p >= 0 {
		return []int{p}
	}
	return nil
}

// pending is the one player who owes a decision, or -1 when the game is over.
func (g *Game) pending() int {
	switch g.Phase {
	case PhaseTurn:
		return g.Current
	case PhaseContest:
		return g.neighbour(g.Ann.Player, 1+g.Ann.Asked)
	case PhasePower:
		return g.Ann.Holders[g.Ann.Next]
	case PhaseName:
		return g.Ann.Victim
	}
	return -1
}

// Clone implements game.Game.
func (g *Game) Clone() game.Game { return g.clone() }

func (g *Game) clone() *Game {
	c := *g
	c.Masks = slices.Clone(g.Masks)
	c.Places = slices.Clone(g.Places)
	c.Coins = slices.Clone(g.Coins)
	c.At = slices.Clone(g.At)
	c.RevealedNow = slices.Clone(g.RevealedNow)
	c.RevealedPrev = slices.Clone(g.RevealedPrev)
	c.Winners = slices.Clone(g.Winners)
	c.Log = game.CloneEvents(g.Log)
	c.Ann = g.Ann.clone()
	return &c
}
