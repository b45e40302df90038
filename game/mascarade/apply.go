package mascarade

import (
	"slices"

	"parlour/game"
)

// ApplyLegal implements game.LegalApplier: it performs an action taken from
// Legal without checking it again.
func (g *Game) ApplyLegal(seat int, a game.Action) []game.Event {
	var out []game.Event
	switch a.Kind {
	case KindLook:
		e := ev(EvLook, seat, g.At[seat], NoMask, -1)
		e.Secret, e.SeenBy = game.ValuesOf(int(g.Places[g.At[seat]])), game.SeatsOf(seat)
		out = g.endTurn(g.emit(out, e))
	case KindSwap:
		mine, theirs := g.At[seat], g.placeOf(int(a.Args[0]))
		out = g.endTurn(g.swapUnseen(out, EvSwap, seat, mine, theirs, a.Args[1] == 1))
	case KindAnnounce:
		g.Ann = &Announcement{Player: seat, Mask: Mask(a.Args[0]), Victim: -1, Contesters: []int{}}
		g.Phase = PhaseContest
		out = g.emit(out, ev(EvAnnounce, seat, -1, g.Ann.Mask, -1))
	case KindContest:
		if a.Args[0] == 1 {
			g.Ann.Contesters = append(g.Ann.Contesters, seat)
			out = g.emit(out, ev(EvContest, seat, -1, g.Ann.Mask, -1))
		} else {
			out = g.emit(out, ev(EvPass, seat, -1, g.Ann.Mask, -1))
		}
		g.Ann.Asked++
		if g.Ann.Asked == g.NPlayers-1 {
			out = g.resolveAnnouncement(out)
		}
	default:
		out = g.decide(seat, a, out)
	}
	return out
}

// Apply implements game.Game: game.ApplyChecked judges the action (CheckTurn)
// and then performs it with ApplyLegal.
func (g *Game) Apply(seat int, a game.Action) ([]game.Event, error) {
	return game.ApplyChecked(g, seat, a)
}

// swapUnseen takes the masks at places p and q under the table: it swaps them
// if real, and reports the same public event either way, with the truth as a
// secret for the player who did it.
func (g *Game) swapUnseen(out []game.Event, typ game.EventType, seat, p, q int, real bool) []game.Event {
	bit := 0
	if real {
		g.Places[p], g.Places[q] = g.Places[q], g.Places[p]
		bit = 1
	}
	e := ev(typ, seat, q, NoMask, p)
	e.Secret, e.SeenBy = game.ValuesOf(bit), game.SeatsOf(seat)
	return g.emit(out, e)
}

func (g *Game) startTurn(out []game.Event) []game.Event {
	g.Turn++
	g.Phase = PhaseTurn
	g.Ann = nil
	return g.emit(out, ev(EvTurn, g.Current, -1, NoMask, g.Turn))
}

// endTurn passes the turn to the player at the next place clockwise. Who was
// revealed during this turn may not announce during the next.
func (g *Game) endTurn(out []game.Event) []game.Event {
	if g.Over() {
		return out
	}
	copy(g.RevealedPrev, g.RevealedNow)
	clear(g.RevealedNow)
	if g.OpeningSwaps > 0 {
		g.OpeningSwaps--
	}
	g.Current = g.neighbour(g.Current, 1)
	return g.startTurn(out)
}

// reveal turns player p's mask face up for everyone: p is "revealed" for the
// rule that bars announcing during the next turn.
func (g *Game) reveal(out []game.Event, p int) []game.Event {
	g.RevealedNow[p] = true
	return g.emit(out, ev(EvReveal, p, g.At[p], g.Places[g.At[p]], -1))
}

// resolveAnnouncement reveals contested masks and starts the powers.
func (g *Game) resolveAnnouncement(out []game.Event) []game.Event {
	ann := g.Ann
	if len(ann.Contesters) == 0 {
		ann.Holders = []int{ann.Player} // unchallenged: the power applies, nothing is shown
		ann.Peasants = 1
		return g.runPowers(out)
	}
	claimants := []int{ann.Player}
	for _, p := range g.clockwise(ann.Player) {
		if slices.Contains(ann.Contesters, p) {
			claimants = append(claimants, p)
		}
	}
	for _, p := range claimants {
		out = g.reveal(out, p)
		if g.Places[g.At[p]] == ann.Mask {
			ann.Holders = append(ann.Holders, p)
		} else {
			ann.Liars = append(ann.Liars, p)
		}
	}
	ann.Peasants = max(1, len(ann.Holders))
	return g.runPowers(out)
}

// runPowers uses each holder's power in turn, then fines the false claimers
// (after the powers, as the Judge and Witch notes say), then ends the turn.
func (g *Game) runPowers(out []game.Event) []game.Event {
	ann := g.Ann
	for ann.Next < len(ann.Holders) {
		if g.Over() {
			return out
		}
		if ann.Step != StepNone {
			g.Phase = PhasePower
			if ann.Step == StepName {
				g.Phase = PhaseName
			}
			return out
		}
		var done bool
		out, done = g.startPower(ann.Holders[ann.Next], out)
		// The Princess and the Fool take their coins before choosing: 13 ends the game at once.
		if out = g.checkEnd(out); g.Over() {
			return out
		}
		if !done {
			continue // a decision is due: the loop above sets the phase
		}
		ann.Next++
	}
	for _, p := range ann.Liars {
		fine := min(1, g.CoinsOf(p))
		g.Coins[g.At[p]] -= fine
		g.Court += fine
		out = g.emit(out, ev(EvFine, p, -1, NoMask, fine))
		if out = g.checkEnd(out); g.Over() {
			return out
		}
	}
	g.Phase = PhaseTurn
	return g.endTurn(out)
}
