package threeparts

import (
	"slices"

	"parlour/game"
)

// ApplyLegal implements game.LegalApplier: it performs an action taken from
// Legal without checking it again.
func (g *Game) ApplyLegal(seat int, a game.Action) []game.Event {
	var out []game.Event
	switch a.Kind {
	case KindCut:
		seg := &g.Contests[0]
		i, j := int(a.Args[0]), int(a.Args[1])
		seg.Parts = [][]Card{slices.Clone(seg.Cards[:i]), slices.Clone(seg.Cards[i:j]), slices.Clone(seg.Cards[j:])}
		out = g.emit(out, ev(EvCut, seat, -1, seg.At+j, seg.At+i))
		g.openVote()
	case KindVote:
		g.Votes[seat] = int(a.Args[0])
		e := ev(EvVote, seat, -1, -1, -1)
		e.Secret = game.ValuesOf(int(a.Args[0]))
		e.SeenBy = game.SeatsOf(seat)
		out = g.emit(out, e)
		if !g.votesOutstanding() {
			out = g.resolveVotes(out)
		}
	case KindJoker:
		i := g.firstDue(seat)
		d := g.Due[i]
		g.Due = slices.Delete(g.Due, i, i+1)
		out = g.placeJoker(d, int(a.Args[0]), out)
		if len(g.Due) == 0 {
			out = g.advance(out)
		}
	}
	return out
}

// Apply implements game.Game: game.ApplyChecked judges the action (CheckTurn)
// and then performs it with ApplyLegal.
func (g *Game) Apply(seat int, a game.Action) ([]game.Event, error) {
	return game.ApplyChecked(g, seat, a)
}

// advance moves to the next decision: a cut, a vote, or the end of the round.
// A contested single card is discarded on the way; a contested pair is split.
func (g *Game) advance(out []game.Event) []game.Event {
	for len(g.Contests) > 0 {
		seg := &g.Contests[0]
		switch len(seg.Cards) {
		case 0:
			g.Contests = g.Contests[1:]
			continue
		case 1:
			g.Discards = append(g.Discards, seg.Cards[0])
			out = g.emit(out, ev(EvDiscard, -1, -1, int(seg.Cards[0]), seg.At))
			g.Contests = g.Contests[1:]
			continue
		case 2:
			seg.Parts = [][]Card{{seg.Cards[0]}, {seg.Cards[1]}}
			out = g.emit(out, ev(EvSplit, g.Leader, -1, -1, seg.At+1))
			g.openVote()
			return out
		default:
			g.Phase = PhaseCut
			return out
		}
	}
	return g.endRound(out)
}

func (g *Game) openVote() {
	for s := range g.Votes {
		g.Votes[s] = -1
	}
	g.Phase = PhaseVote
}

// votesOutstanding reports whether some claimant of the current vote has not voted.
func (g *Game) votesOutstanding() bool {
	claimants := g.Contests[0].Claimants
	for s, v := range g.Votes {
		if v < 0 && claimants.Has(s) {
			return true
		}
	}
	return false
}

// resolveVotes reveals every vote at once and settles each part of the
// current segment: nobody's is discarded, a sole claimant takes it, and a
// contested part becomes a segment of its own, settled among its claimants
// (left to right, each fully before the next).
func (g *Game) resolveVotes(out []game.Event) []game.Event {
	seg := g.Contests[0]
	rest := g.Contests[1:]
	for s := range g.NPlayers {
		if seg.Claimants.Has(s) {
			out = g.emit(out, ev(EvVoted, s, -1, -1, g.Votes[s]))
		}
	}
	var contests []Segment
	at := seg.At
	for colour, part := range seg.Parts {
		var voters game.Seats
		count, only := 0, -1
		for s := range g.NPlayers {
			if seg.Claimants.Has(s) && g.Votes[s] == colour {
				voters = voters.With(s)
				count++
				only = s
			}
		}
		switch count {
		case 0:
			for i, c := range part {
				g.Discards = append(g.Discards, c)
				out = g.emit(out, ev(EvDiscard, -1, -1, int(c), at+i))
			}
		case 1:
			out = g.take(only, part, at, out)
		default:
			out = g.emit(out, ev(EvContest, -1, int(voters), -1, colour))
			contests = append(contests, Segment{Cards: slices.Clone(part), Claimants: voters, At: at})
		}
		at += len(part)
	}
	if len(contests) > 0 {
		rest = append(contests, rest...)
	}
	g.Contests = rest
	for s := range g.Votes {
		g.Votes[s] = -1
	}
	if len(g.Due) > 0 {
		g.Phase = PhaseJoker
		return out
	}
	return g.advance(out)
}

// take gives seat the part that begins at row position at. Numbers join their
// stacks; a joker joins a stack its taker chooses (by itself when there is
// only one), or waits for the seat's first number; jokers already waiting
// join one of the numbers that arrive now.
func (g *Game) take(seat int, part []Card, at int, out []game.Event) []game.Event {
	g.Took[seat] = true
	var arrived uint16
	jokers := 0
	for i, c := range part {
		out = g.emit(out, ev(EvTake, seat, -1, int(c), at+i))
		if c == Joker {
			jokers++
			continue
		}
		g.Numbers[seat][c]++
		arrived |= 1 << c
	}
	if g.Waiting[seat] > 0 && arrived != 0 {
		for range g.Waiting[seat] {
			g.Due = append(g.Due, JokerDue{Seat: seat, Options: arrived, Waiting: true})
		}
		g.Waiting[seat] = 0
	}
	stacks := g.stacks(seat)
	for range jokers {
		if stacks == 0 {
			g.Waiting[seat]++
			out = g.emit(out, ev(EvJokerWait, seat, -1, -1, -1))
			continue
		}
		g.Due = append(g.Due, JokerDue{Seat: seat, Options: stacks})
	}
	return g.autoPlace(out)
}

// stacks is the mask of numbers seat holds.
func (g *Game) stacks(seat int) uint16 {
	var m uint16
	for v := 1; v <= 10; v++ {
		if g.Numbers[seat][v] > 0 {
			m |= 1 << v
		}
	}
	return m
}

// autoPlace settles every due joker that has only one stack to join.
func (g *Game) autoPlace(out []game.Event) []game.Event {
	for i := 0; i < len(g.Due); {
		d := g.Due[i]
		if d.Options&(d.Options-1) != 0 {
			i++
			continue
		}
		v := 0
		for d.Options>>v != 1 {
			v++
		}
		g.Due = slices.Delete(g.Due, i, i+1)
		out = g.placeJoker(d, v, out)
	}
	return out
}

func (g *Game) placeJoker(d JokerDue, v int, out []game.Event) []game.Event {
	g.Jokers[d.Seat][v]++
	return g.emit(out, ev(EvJoker, d.Seat, -1, v, boolInt(d.Waiting)))
}

// endRound passes the lead clockwise and turns up the next row, or ends the
// game once the leader has turned up the deck's last cards.
func (g *Game) endRound(out []game.Event) []game.Event {
	out = g.emit(out, ev(EvRoundEnd, -1, -1, -1, g.Round))
	if len(g.Deck) == 0 {
		return g.finish(out)
	}
	g.Leader = (g.Leader + 1) % g.NPlayers
	return g.startRound(out)
}
