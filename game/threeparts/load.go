package threeparts

import (
	"fmt"
	"slices"

	"parlour/game"
	"parlour/game/json"
)

// Load decodes MarshalState's output, brings an older save up to date
// (loading) and validates it (game.LoadState).
func Load(data []byte) (*Game, error) {
	l, err := game.LoadState[loading](data)
	return (*Game)(l), err
}

// MarshalState implements game.Game.
func (g *Game) MarshalState() ([]byte, error) { return json.Marshal(g) }

// RandomSource lets game.DecodeState refuse a save without a generator.
func (g *Game) RandomSource() *game.RNG { return &g.RNG }

// loading is a Game being decoded. Saves written by earlier versions of the
// engine are brought up to date before they are validated: a segment without
// its row position (Segment.At) sits at the first place in the row, right of
// the one before, that holds its cards; and the votes of a game that has not
// voted yet read -1 (they were 0 before the first vote).
type loading Game

// RandomSource lets game.DecodeState refuse a save without a generator.
func (l *loading) RandomSource() *game.RNG { return &l.RNG }

func (l *loading) Validate() error {
	g := (*Game)(l)
	if g.Phase != PhaseVote {
		for s, v := range g.Votes {
			if v == 0 {
				g.Votes[s] = -1
			}
		}
	}
	from := 0
	for i := range g.Contests {
		seg := &g.Contests[i]
		if seg.At == 0 && !g.segmentInRow(*seg) {
			for p := from; p+len(seg.Cards) <= len(g.Row); p++ {
				if slices.Equal(g.Row[p:p+len(seg.Cards)], seg.Cards) {
					seg.At = p
					break
				}
			}
		}
		if g.segmentInRow(*seg) {
			from = seg.At + len(seg.Cards)
		}
	}
	return g.Validate()
}

// segmentInRow reports whether seg's cards lie in the row at seg.At.
func (g *Game) segmentInRow(seg Segment) bool {
	if seg.At < 0 || seg.At > len(g.Row) || len(seg.Cards) > len(g.Row)-seg.At {
		return false
	}
	return slices.Equal(g.Row[seg.At:seg.At+len(seg.Cards)], seg.Cards)
}

// Validate checks every invariant: the 70 cards are each in exactly one place
// (deck, segments to settle, stacks, waiting or due jokers, discards), the
// round matches the deck, each segment is a run of the row with claimants
// who took nothing yet, and the phase, votes, dues and result agree. It
// allocates nothing when the state is valid.
func (g *Game) Validate() error {
	n := g.NPlayers
	if n < 3 || n > 4 {
		return fmt.Errorf("%d players", n)
	}
	if len(g.Numbers) != n || len(g.Jokers) != n || len(g.Waiting) != n || len(g.Took) != n || len(g.Votes) != n {
		return fmt.Errorf("per-seat lists do not have %d seats", n)
	}
	if g.Leader < 0 || g.Leader >= n || g.Round < 1 || g.Round > Rounds(n) {
		return fmt.Errorf("leader %d round %d", g.Leader, g.Round)
	}
	if len(g.Row) != rowLength(n, g.Round) || len(g.Deck) != DeckSize-(g.Round-1)*RowSize(n)-len(g.Row) {
		return fmt.Errorf("round %d with a row of %d and a deck of %d", g.Round, len(g.Row), len(g.Deck))
	}
	var seen [11]int
	for _, list := range [...][]Card{g.Row, g.Deck, g.Discards} {
		for _, c := range list {
			if !c.valid() {
				return fmt.Errorf("an unknown card %d", c)
			}
		}
	}
	for _, c := range g.Deck {
		seen[c]++
	}
	for _, c := range g.Discards {
		seen[c]++
	}
	if err := g.validateSegments(&seen); err != nil {
		return err
	}
	if err := g.validateStacks(&seen); err != nil {
		return err
	}
	if seen != deckCounts {
		return fmt.Errorf("cards %v do not add up to the deck %v", seen, deckCounts)
	}
	for s, v := range g.Votes {
		if v < -1 || v > Black || (v >= 0 && g.Phase != PhaseVote) {
			return fmt.Errorf("seat %d voted %d in phase %q", s, v, g.Phase)
		}
	}
	if g.Phase != PhaseOver && (len(g.Winners) > 0 || len(g.Scores) > 0) {
		return fmt.Errorf("a result before the end")
	}
	switch g.Phase {
	case PhaseCut:
		if len(g.Contests) == 0 || len(g.Contests[0].Cards) < 3 || len(g.Contests[0].Parts) != 0 || len(g.Due) > 0 {
			return fmt.Errorf("a cut needs a segment of 3 or more uncut cards and no joker due")
		}
	case PhaseVote:
		if len(g.Contests) == 0 || len(g.Contests[0].Parts) == 0 || len(g.Due) > 0 {
			return fmt.Errorf("a vote needs a cut segment and no joker due")
		}
		seg := g.Contests[0]
		outstanding := false
		for s, v := range g.Votes {
			if v >= len(seg.Parts) || (v >= 0 && !seg.Claimants.Has(s)) {
				return fmt.Errorf("seat %d has a vote it cannot have", s)
			}
			outstanding = outstanding || (v < 0 && seg.Claimants.Has(s))
		}
		if !outstanding {
			return fmt.Errorf("every vote is in but the vote is not resolved")
		}
	case PhaseJoker:
		if len(g.Due) == 0 {
			return fmt.Errorf("joker phase with no joker due")
		}
	case PhaseOver:
		return g.validateResult()
	default:
		return fmt.Errorf("unknown phase %q", g.Phase)
	}
	return nil
}

// validateSegments checks the segments to settle and counts their cards.
func (g *Game) validateSegments(seen *[11]int) error {
	all := game.AllSeats(g.NPlayers)
	end := 0
	for i, seg := range g.Contests {
		if len(seg.Cards) == 0 || !g.segmentInRow(seg) || seg.At < end {
			return fmt.Errorf("segment %d is not a run of the row right of the one before", i)
		}
		end = seg.At + len(seg.Cards)
		for _, c := range seg.Cards {
			seen[c]++
		}
		if seg.Claimants&^all != 0 || !twoOrMore(seg.Claimants) {
			return fmt.Errorf("segment %d has claimants %b", i, seg.Claimants)
		}
		for s, took := range g.Took {
			if took && seg.Claimants.Has(s) {
				return fmt.Errorf("seat %d took a part and still claims segment %d", s, i)
			}
		}
		if len(seg.Parts) == 0 {
			continue
		}
		if i > 0 || (len(seg.Cards) == 2) != (len(seg.Parts) == 2) || len(seg.Parts) < 2 || len(seg.Parts) > 3 {
			return fmt.Errorf("segment %d is cut into %d parts", i, len(seg.Parts))
		}
		k := 0
		for _, p := range seg.Parts {
			if len(p) == 0 || k+len(p) > len(seg.Cards) || !slices.Equal(p, seg.Cards[k:k+len(p)]) {
				return fmt.Errorf("segment %d's parts are not its cards in order", i)
			}
			k += len(p)
		}
		if k != len(seg.Cards) {
			return fmt.Errorf("segment %d's parts are not its cards in order", i)
		}
	}
	return nil
}

func twoOrMore(s game.Seats) bool { return s&(s-1) != 0 }

// validateStacks checks every seat's stacks and waiting jokers, and the jokers
// due, and counts their cards.
func (g *Game) validateStacks(seen *[11]int) error {
	for s := range g.NPlayers {
		if g.Numbers[s][0] != 0 || g.Jokers[s][0] != 0 || g.Waiting[s] < 0 {
			return fmt.Errorf("seat %d has a stack of 0 or a negative waiting count", s)
		}
		for v := 1; v <= 10; v++ {
			if g.Numbers[s][v] < 0 || g.Jokers[s][v] < 0 || g.Numbers[s][v] > DeckSize || g.Jokers[s][v] > DeckSize {
				return fmt.Errorf("seat %d has a stack of %d cards", s, g.Numbers[s][v])
			}
			if g.Jokers[s][v] > 0 && g.Numbers[s][v] == 0 {
				return fmt.Errorf("seat %d has a joker on an empty stack of %d", s, v)
			}
			seen[v] += g.Numbers[s][v]
			seen[Joker] += g.Jokers[s][v]
		}
		if g.Waiting[s] > DeckSize || (g.Waiting[s] > 0 && g.stacks(s) != 0) {
			return fmt.Errorf("seat %d has %d jokers waiting", s, g.Waiting[s])
		}
		seen[Joker] += g.Waiting[s]
	}
	for _, d := range g.Due {
		if d.Seat < 0 || d.Seat >= g.NPlayers || d.Options == 0 || d.Options&^g.stacks(d.Seat) != 0 || !g.Took[d.Seat] {
			return fmt.Errorf("a joker due for seat %d may join stacks %b", d.Seat, d.Options)
		}
		seen[Joker]++
	}
	return nil
}

// validateResult checks a finished game: nothing left to settle, and the
// scores and winners the rules give.
func (g *Game) validateResult() error {
	if len(g.Deck) > 0 || len(g.Contests) > 0 || len(g.Due) > 0 || len(g.Scores) != g.NPlayers {
		return fmt.Errorf("finished with cards to settle or without scores")
	}
	points, scored := score(g.Numbers, g.Jokers)
	if !slices.Equal(g.Scores, points[:g.NPlayers]) {
		want, _ := Score(g.Numbers, g.Jokers)
		return fmt.Errorf("scores %v, the stacks give %v", g.Scores, want)
	}
	k := 0
	for s := range g.NPlayers {
		win := true
		for o := range g.NPlayers {
			if points[o] > points[s] || (points[o] == points[s] && scored[o] > scored[s]) {
				win = false
			}
		}
		if win {
			if k >= len(g.Winners) || g.Winners[k] != s {
				return fmt.Errorf("winners %v are not the rules' winners", g.Winners)
			}
			k++
		}
	}
	if k != len(g.Winners) {
		return fmt.Errorf("winners %v are not the rules' winners", g.Winners)
	}
	return nil
}
