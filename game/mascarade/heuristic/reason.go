package heuristic

import (
	"math"

	"parlour/game"
	"parlour/game/bot"
	m "parlour/game/mascarade"
)

// Reason implements bot.Reasoner: why this bot would take action a, read
// from the same belief of where every mask is (mascarade.Know on the
// person's observation) and the same thresholds that chose it. It explains
// the action given rather than deciding again: the bot's bluffs are drawn at
// random, so deciding again could disagree. Keys live in the shared catalog
// under mascarade.hint.
func (b *Bot) Reason(obs game.Observation, a game.Action) (string, []any) {
	o, ok := obs.(*m.Observation)
	if !ok {
		return "", nil
	}
	k, err := m.Know(o)
	if err != nil {
		return "", nil
	}
	d := &decider{o: o, bel: k.Belief(), rng: b.rng}
	return d.reason(a)
}

func maskTerm(k m.Mask) bot.TermArg { return bot.TermArg("mascarade.mask." + k.String()) }

// percent is a chance as the whole percent a reason prints: 0 and 100 are
// kept for the impossible and the certain, so a hedge ("fairly sure", "may")
// never stands beside 100% and "cannot" never beside a chance rounded down.
func percent(p float64) int {
	const eps = 1e-9
	switch {
	case p >= 1-eps:
		return 100
	case p <= eps:
		return 0
	}
	return min(99, max(1, int(math.Round(100*p))))
}

// The words a reason uses for a chance, by the percent it prints.
const (
	almostSure = 90 // from here "almost sure", below it "fairly sure"
	certain    = 100
)

func (d *decider) reason(a game.Action) (string, []any) {
	o := d.o
	mine := d.row(d.me())
	arg := func(i int) int {
		if i < len(a.Args) {
			return int(a.Args[i])
		}
		return -1
	}
	switch a.Kind {
	case m.KindSwap:
		if o.Opening > 0 {
			return "mascarade.hint.opening", nil
		}
		q := arg(0)
		place := q
		if q < o.Players {
			place = o.At[q]
		}
		k, _ := argmax(d.bel[place][:])
		if q >= o.Players {
			return "mascarade.hint.swap_centre", []any{maskTerm(k)}
		}
		return "mascarade.hint.swap", []any{maskTerm(k), bot.SeatArg(q)}
	case m.KindLook:
		if _, p := argmax(mine); p < 0.6 {
			return "mascarade.hint.look_unsure", nil
		}
		return "mascarade.hint.look", nil
	case m.KindAnnounce:
		k := m.Mask(arg(0))
		switch p := mine[k]; {
		case k == m.Cheat && d.coins(d.me()) >= 10:
			return "mascarade.hint.announce_cheat", []any{maskTerm(m.Cheat)}
		case p >= 0.7 && percent(p) == certain:
			return "mascarade.hint.announce_certain", []any{maskTerm(k)}
		case p >= 0.7 && percent(p) >= almostSure:
			return "mascarade.hint.announce_almost", []any{maskTerm(k), percent(p)}
		case p >= 0.7:
			return "mascarade.hint.announce_sure", []any{maskTerm(k), percent(p)}
		default:
			return "mascarade.hint.announce_bluff", []any{maskTerm(k)}
		}
	case m.KindContest:
		k := o.Announced
		if arg(0) == 1 {
			if k == m.Cheat && d.coins(o.Current) >= 10 {
				return "mascarade.hint.contest_cheat", []any{bot.SeatArg(o.Current), maskTerm(m.Cheat)}
			}
			if percent(mine[k]) == certain {
				return "mascarade.hint.contest_certain", []any{maskTerm(k)}
			}
			return "mascarade.hint.contest", []any{maskTerm(k), percent(mine[k])}
		}
		switch p := mine[k]; {
		case percent(p) == 0:
			return "mascarade.hint.contest_none", []any{maskTerm(k)}
		case p >= contestAt:
			// Likely enough, but its power is worth nothing to the bot now.
			return "mascarade.hint.contest_useless", []any{maskTerm(k)}
		}
		return "mascarade.hint.contest_no", []any{maskTerm(k), percent(mine[k])}
	case m.KindName:
		k := m.Mask(arg(0))
		tied, counted := 0, map[m.Mask]bool{}
		for _, q := range o.Masks {
			if !counted[q] && percent(mine[q]) == percent(mine[k]) {
				tied++
			}
			counted[q] = true
		}
		if tied > 1 {
			// Equally likely masks: the named one is one of them.
			return "mascarade.hint.name_tied", []any{maskTerm(k), percent(mine[k]), tied}
		}
		if percent(mine[k]) == certain {
			return "mascarade.hint.name_certain", []any{maskTerm(k)}
		}
		return "mascarade.hint.name", []any{maskTerm(k), percent(mine[k])}
	case m.KindTarget:
		q := arg(0)
		switch {
		case q < 0:
			return "mascarade.hint.witch_keep", nil
		case o.Announced == m.Witch:
			return "mascarade.hint.witch", []any{bot.SeatArg(q)}
		case o.Announced == m.Princess || o.Announced == m.Spy:
			return "mascarade.hint.least_known", []any{bot.SeatArg(q)}
		}
		return "mascarade.hint.richest", []any{bot.SeatArg(q)}
	case m.KindPair:
		return "mascarade.hint.pair", []any{bot.SeatArg(arg(0)), bot.SeatArg(arg(1))}
	case m.KindExchange:
		if arg(0) == 1 {
			return "mascarade.hint.exchange", nil
		}
		return "mascarade.hint.exchange_no", nil
	}
	return "", nil
}
