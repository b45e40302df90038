package heuristic

import (
	"math"

	"parlour/game"
	"parlour/game/bot"
	ll "parlour/game/loveletter"
)

// Reason implements bot.Reasoner: why this bot would take action a, in one
// line, from the same view of the observation that scored it (so the reason
// never leans on a card the person cannot know). Keys live in the shared
// catalog under loveletter.hint.
func (b *Bot) Reason(obs game.Observation, a game.Action) (string, []any) {
	o, ok := obs.(*ll.Observation)
	if !ok || len(a.Args) == 0 {
		return "", nil
	}
	v := newView(o)
	return v.reason(a)
}

func name(c ll.Card) bot.TermArg { return bot.TermArg("loveletter.card." + c.String()) }

func (v *view) reason(a game.Action) (string, []any) {
	if a.Kind == ll.KindKeep {
		return "loveletter.hint.keep", []any{name(ll.Card(a.Args[0]))}
	}
	c, t, guess := ll.Card(a.Args[0]), int(a.Args[1]), ll.Card(a.Args[2])
	keep := v.other(c)
	switch c {
	case ll.Countess:
		if keep == ll.King || keep == ll.Prince {
			return "loveletter.hint.countess_forced", []any{name(keep)}
		}
		return "loveletter.hint.keep_better", []any{name(keep)}
	case ll.Chancellor:
		return "loveletter.hint.chancellor", nil
	case ll.Spy, ll.Handmaid:
		return "loveletter.hint." + c.String(), []any{name(keep)}
	}
	if t < 0 {
		return "loveletter.hint.no_target", []any{name(c)}
	}
	w, total := v.k.Distribution(v.o, t)
	chance := func(x ll.Card) int {
		if total == 0 {
			return 0
		}
		return int(math.Round(100 * float64(w[x]) / float64(total)))
	}
	seat := bot.SeatArg(t)
	switch c {
	case ll.Guard:
		if chance(guess) == 100 {
			return "loveletter.hint.guard_sure", []any{seat, name(guess)}
		}
		// Several characters equally likely: the guess is one of them, and
		// the reason says so (issue 29: "the Priest is Ada's likeliest
		// card (11%)" when four cards were exactly as likely).
		tied := 0
		for x := ll.Priest; x <= ll.Princess; x++ {
			if w[x] == w[guess] {
				tied++
			}
		}
		if w[ll.Spy] == w[guess] {
			tied++
		}
		if tied > 1 {
			return "loveletter.hint.guard_tied", []any{seat, name(guess), chance(guess), tied}
		}
		return "loveletter.hint.guard_likely", []any{seat, name(guess), chance(guess)}
	case ll.Priest:
		return "loveletter.hint.priest", []any{seat}
	case ll.Baron:
		win := 0
		for x := range w {
			if ll.Card(x) < keep {
				win += chance(ll.Card(x))
			}
		}
		if win >= 100 {
			return "loveletter.hint.baron_sure", []any{seat, name(keep)}
		}
		return "loveletter.hint.baron", []any{seat, name(keep), win}
	case ll.King:
		return "loveletter.hint.king", []any{seat, name(keep)}
	case ll.Prince:
		if t == v.o.Seat {
			return "loveletter.hint.prince_self", []any{name(keep)}
		}
		if p := chance(ll.Princess); p > 0 {
			return "loveletter.hint.prince_princess", []any{seat, p}
		}
		return "loveletter.hint.prince", []any{seat}
	}
	return "loveletter.hint.keep_better", []any{name(keep)}
}
