package loveletter

import (
	"slices"

	"parlour/game"
	"parlour/game/json"
)

// Name is the game's registered name.
const Name = "loveletter"

// Action kinds.
const (
	// KindPlay plays a card: Args[0] card, Args[1] target seat or -1, Args[2] the Guard's guess or -1.
	KindPlay uint8 = 1
	// KindKeep ends a Chancellor: Args[0] the card kept, Args[1] and Args[2] the cards
	// returned, Args[2] going to the very bottom (-1 when only one is returned).
	KindKeep uint8 = 2
)

// Phase is the step of the current turn. Its JSON form is the string.
type Phase string

// Phases of a turn.
const (
	PhasePlay Phase = "play" // the current seat holds two cards and plays one
	PhaseKeep Phase = "keep" // the current seat resolves a Chancellor
	PhaseOver Phase = "over" // the game has ended
)

// Event types, in the order they can occur. Unused Seat, Target, Card and
// Value are -1; Secret is seen only by the seats in SeenBy.
var (
	EvRoundStart  = game.DefineEvent("round_start")  // Seat starts round Value
	EvSetAside    = game.DefineEvent("set_aside")    // a face-down card is put aside; Secret[0] is it, seen by nobody
	EvSetAsideUp  = game.DefineEvent("set_aside_up") // 2 players: Card is put aside face up
	EvDeal        = game.DefineEvent("deal")         // Seat is dealt Secret[0], seen by Seat
	EvDraw        = game.DefineEvent("draw")         // Seat draws Secret[0], seen by Seat; Value 1: it was the set-aside card, 0: the deck's top
	EvPlay        = game.DefineEvent("play")         // Seat plays Card at Target (or -1), naming Value (Guard) or -1
	EvNoEffect    = game.DefineEvent("no_effect")    // Seat's Card had nothing to act on
	EvGuardMiss   = game.DefineEvent("guard_miss")   // Seat's Guard: Target does not hold Value
	EvGuardHit    = game.DefineEvent("guard_hit")    // Seat's Guard: Target holds Value
	EvPriestLook  = game.DefineEvent("priest_look")  // Seat sees Target's Secret[0], seen by Seat
	EvBaron       = game.DefineEvent("baron")        // Seat and Target compare Secret[0] (Seat's) and Secret[1], seen by both; Value is the loser or -1
	EvProtected   = game.DefineEvent("protected")    // Seat is protected until its next turn
	EvDiscard     = game.DefineEvent("discard")      // Seat discards Card without effect (Prince)
	EvChancellor  = game.DefineEvent("chancellor")   // Seat draws Value cards, Secret top first, seen by Seat
	EvReturn      = game.DefineEvent("return")       // Seat puts Value cards under the deck, Secret top to bottom, seen by Seat
	EvTrade       = game.DefineEvent("trade")        // Seat gives Secret[0] to Target and takes Secret[1], seen by both
	EvOut         = game.DefineEvent("out")          // Seat is out of the round, discarding Card (or -1)
	EvReveal      = game.DefineEvent("reveal")       // at the round's end Seat shows Card
	EvRoundWin    = game.DefineEvent("round_win")    // Seat wins the round; Value is its tokens now
	EvSpyBonus    = game.DefineEvent("spy_bonus")    // Seat is the only one left with a Spy; Value is its tokens now
	EvRoundEnd    = game.DefineEvent("round_end")    // round Value is over
	EvGameWin     = game.DefineEvent("game_win")     // Seat wins the game with Value tokens
	EvUnprotected = game.DefineEvent("unprotected")  // Seat's Handmaid protection ends (its turn begins)
)

// Game implements every optional interface of package game.
var _ game.Engine = (*Game)(nil)

// Game is a Love Letter game. Its fields are exported only for JSON; use the methods.
type Game struct {
	Variant   Variant      `json:"variant"`
	NPlayers  int          `json:"players"`
	Target    int          `json:"target"`
	RNG       game.RNG     `json:"rng"`
	Round     int          `json:"round"`
	Tokens    []int        `json:"tokens"`
	Awarded   int          `json:"awarded"` // tokens handed out so far, for the accounting invariant
	Deck      []Card       `json:"deck"`    // index 0 is the top
	SetAside  Card         `json:"set_aside"`
	FaceUp    []Card       `json:"face_up"`
	Hands     [][]Card     `json:"hands"`
	Discards  [][]Card     `json:"discards"`
	Out       []bool       `json:"out"`
	Protected []bool       `json:"protected"`
	Turn      int          `json:"turn"`
	Phase     Phase        `json:"phase"`
	Winners   []int        `json:"winners,omitempty"`
	Log       []game.Event `json:"log"` // this round's events, unredacted

	opening []game.Event // the first deal's events; not saved
	mark    int          // where the current Apply's events start in Log
	carry   []game.Event // the current Apply's events from a round that has ended
}

// emit records an event in the round's log. Apply returns a window of that log,
// so recording allocates nothing per event.
func (g *Game) emit(e game.Event) { g.Log = append(g.Log, e) }

// collect returns the events recorded since mark: a clipped window of the log
// (events are values and the log only grows, so the window never changes), or,
// if a new round began meanwhile, the old round's tail followed by the new log.
func (g *Game) collect() []game.Event {
	if g.carry == nil {
		return slices.Clip(g.Log[g.mark:])
	}
	out := append(g.carry, g.Log...)
	g.carry = nil
	return out
}

func ev(typ game.EventType, seat, target int, card Card, value int) game.Event {
	return game.Event{Type: typ, Seat: seat, Target: target, Card: int(card), Value: value}
}

func secret(e game.Event, seen game.Seats, cards ...Card) game.Event {
	for _, c := range cards {
		e.Secret.Append(int(c))
	}
	e.SeenBy = seen
	return e
}

// Name implements game.Game.
func (g *Game) Name() string { return Name }

// Players implements game.Game.
func (g *Game) Players() int { return g.NPlayers }

// Over implements game.Game.
func (g *Game) Over() bool { return g.Phase == PhaseOver }

// Pending implements game.Game: Love Letter is strictly one seat at a time.
func (g *Game) Pending() []int {
	if g.Over() {
		return nil
	}
	return []int{g.Turn}
}

// Result implements game.Game.
func (g *Game) Result() game.Result {
	return game.Result{Winners: slices.Clone(g.Winners), Scores: slices.Clone(g.Tokens), Rounds: g.Round}
}

// inRound counts the seats not out.
func (g *Game) inRound() int {
	n := 0
	for _, o := range g.Out {
		if !o {
			n++
		}
	}
	return n
}

// Clone implements game.Game.
func (g *Game) Clone() game.Game { return g.clone() }

func (g *Game) clone() *Game {
	c := *g
	c.Tokens = slices.Clone(g.Tokens)
	c.Deck = slices.Clone(g.Deck)
	c.FaceUp = slices.Clone(g.FaceUp)
	c.Hands = cloneNested(g.Hands)
	c.Discards = cloneNested(g.Discards)
	c.Out = slices.Clone(g.Out)
	c.Protected = slices.Clone(g.Protected)
	c.Winners = slices.Clone(g.Winners)
	c.Log = game.CloneEvents(g.Log)
	c.opening = game.CloneEvents(g.opening)
	c.carry = nil
	return &c
}

func cloneNested(s [][]Card) [][]Card {
	out := make([][]Card, len(s))
	for i, x := range s {
		out[i] = append(make([]Card, 0, 3), x...)
	}
	return out
}

// MarshalState implements game.Game.
func (g *Game) MarshalState() ([]byte, error) { return json.Marshal(g) }

// RandomSource lets game.DecodeState refuse a save without a generator.
func (g *Game) RandomSource() *game.RNG { return &g.RNG }
