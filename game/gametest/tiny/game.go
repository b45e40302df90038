// Package tiny is a game that exists only to test the machinery every game
// goes through (the conformance suite, the catalog and its bots, the
// simulator): nothing the app ships imports it. It is the smallest game
// with hidden cards that the contract of package game allows.
//
// The rules: 2 or 3 players, a deck of nine cards numbered 1 to 9. Each
// player is dealt three cards in secret; the rest (three at a table of two)
// lie aside unseen. The leader plays a card face up, then each other player
// in turn; the highest card takes the trick and its player leads the next.
// After three tricks, whoever took the most wins (a tie is a shared win).
// (With two cards each, who wins was nearly all luck: no bot could show it
// plays better than chance.)
package tiny

import (
	"slices"

	"parlour/game"
)

// Name is the game's registered name.
const Name = "tiny"

// The deck and the deal.
const (
	// Cards are numbered 1 to Cards.
	Cards = 9
	// HandSize is each player's deal, and so the number of tricks.
	HandSize = 3
)

// KindPlay is the one action: Args[0] is the card played.
const KindPlay uint8 = 1

// Event types.
var (
	// EvDeal: Seat is dealt its hand; Secret holds its cards, seen by Seat.
	EvDeal = game.DefineEvent("deal")
	// EvPlay: Seat plays Card face up to trick Value (from 1).
	EvPlay = game.DefineEvent("play")
	// EvTrick: Seat takes trick Value with Card, the highest played to it.
	EvTrick = game.DefineEvent("trick")
	// EvGameWin: Seat wins with Value tricks (several events: a shared win).
	EvGameWin = game.DefineEvent("game_win")
)

// Game is a game of Tiny. Fields are exported only for JSON.
type Game struct {
	NPlayers int      `json:"players"`
	RNG      game.RNG `json:"rng"`
	// First led the first trick; Leader leads the current one.
	First  int `json:"first"`
	Leader int `json:"leader"`
	// Hands are each seat's cards, ascending; Aside the cards dealt to no one.
	Hands [][]int `json:"hands"`
	Aside []int   `json:"aside"`
	// Played are the cards played, in order: trick t is Played[t*n:(t+1)*n].
	Played  []int        `json:"played"`
	Tricks  []int        `json:"tricks"` // per seat, tricks taken
	Winners []int        `json:"winners,omitempty"`
	Log     []game.Event `json:"log"` // the whole game's events
}

// Name implements game.Game.
func (g *Game) Name() string { return Name }

// Players implements game.Game.
func (g *Game) Players() int { return g.NPlayers }

// Over implements game.Game.
func (g *Game) Over() bool { return len(g.Winners) > 0 }

// trick is the current trick's cards, the leader's first.
func (g *Game) trick() []int { return g.Played[len(g.Played)/g.NPlayers*g.NPlayers:] }

// turn is the seat that plays next.
func (g *Game) turn() int { return (g.Leader + len(g.trick())) % g.NPlayers }

// owes reports whether seat owes a decision now.
func (g *Game) owes(seat int) bool { return !g.Over() && seat == g.turn() }

// Pending implements game.Game.
func (g *Game) Pending() []int {
	if g.Over() {
		return nil
	}
	return []int{g.turn()}
}

// Result implements game.Game: the scores are the tricks taken.
func (g *Game) Result() game.Result {
	return game.Result{Winners: slices.Clone(g.Winners), Scores: slices.Clone(g.Tricks), Rounds: 1}
}

// Clone implements game.Game.
func (g *Game) Clone() game.Game {
	c := *g
	c.Hands = make([][]int, len(g.Hands))
	for s, h := range g.Hands {
		c.Hands[s] = slices.Clone(h)
	}
	c.Aside = slices.Clone(g.Aside)
	c.Played = slices.Clone(g.Played)
	c.Tricks = slices.Clone(g.Tricks)
	c.Winners = slices.Clone(g.Winners)
	c.Log = game.CloneEvents(g.Log)
	return &c
}

func (g *Game) emit(out []game.Event, e game.Event) []game.Event {
	g.Log = append(g.Log, e)
	return append(out, e)
}

func ev(typ game.EventType, seat, card, value int) game.Event {
	return game.Event{Type: typ, Seat: seat, Target: -1, Card: card, Value: value}
}
