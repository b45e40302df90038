package heuristic

import (
	"slices"

	"parlour/game"
	rp "parlour/game/rebelprincess"
)

// Reason implements bot.Reasoner: why this bot would take action a, read
// from the same context (the person's observation: the trick, the round
// card, the cards not yet seen) that scored it. Keys live in the game's own
// catalog (scenes/rebelprincess/i18n) under rebelprincess.hint.
func (b *Bot) Reason(obs game.Observation, a game.Action) (string, []any) {
	o, ok := obs.(*rp.Observation)
	if !ok {
		return "", nil
	}
	return newContext(o).reason(a)
}

func (c *context) reason(a game.Action) (string, []any) {
	o := c.o
	key := func(k string) (string, []any) { return "rebelprincess.hint." + k, nil }
	switch a.Kind {
	case rp.KindDraft, rp.KindCopy:
		return key("draft")
	case rp.KindPass, rp.KindGift:
		return key("pass")
	case rp.KindGive:
		switch o.Step {
		case rp.StepSleepKeep:
			return key("keep_safest")
		case rp.StepIceReturn:
			return key("ice_return")
		}
		return key("give")
	case rp.KindAside:
		return key("aside")
	case rp.KindShow:
		return key("show")
	case rp.KindPlay:
		x := rp.Card(a.Args[0])
		if len(o.Trick) == 0 {
			return key("lead")
		}
		trick := append(slices.Clone(o.Trick), rp.Played{Seat: o.Seat, Card: x, Power: a.Args[1] == 1})
		if o.WinnerIf(trick) != o.Seat {
			// Shedding a high card is the reason only when every card
			// loses; else the bot ducks under a trick it could take.
			if c.couldWin() {
				return duckKey, nil
			}
			return key("shed")
		}
		if c.threatened(trick) {
			return key("win_may_lose")
		}
		if c.trickValue(trick) <= 0 {
			return key("win_clean")
		}
		return key("win_forced")
	case rp.KindSkip:
		return key("skip")
	case rp.KindMulan, rp.KindAlice, rp.KindSwap:
		return key("power_trick")
	case rp.KindSleeping, rp.KindScheherazade:
		return key("power_hand")
	case rp.KindCinderella, rp.KindPea, rp.KindRapunzel, rp.KindIce, rp.KindMermaid, rp.KindPocahontas:
		return key("power_shape")
	}
	return key("other")
}

// duckKey says the bot plays under a trick it could have taken. It lives in
// the table's catalog (scenes/rebelprincess/i18n), beside the words it is
// about; the kit translates a reason by its key wherever it is.
const duckKey = "rebelprincess.hint.duck"

// couldWin reports whether some card the seat may play would take the
// trick as it lies.
func (c *context) couldWin() bool {
	o := c.o
	for _, a := range o.Legal {
		if a.Kind != rp.KindPlay {
			continue
		}
		trick := append(slices.Clone(o.Trick), rp.Played{Seat: o.Seat, Card: rp.Card(a.Args[0]), Power: a.Args[1] == 1})
		if o.WinnerIf(trick) == o.Seat {
			return true
		}
	}
	return false
}
