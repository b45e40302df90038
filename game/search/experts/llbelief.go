package experts

import (
	"slices"

	"parlour/game"
	"parlour/game/bot"
	ll "parlour/game/loveletter"
	llheuristic "parlour/game/loveletter/heuristic"
)

// llMiss is the likelihood given to a deal under which another seat's last
// play is not what the heuristic would have played: people (and other bots)
// do not play like it, so a deal it fails to explain stays possible.
var llMiss = 0.1

// llBelief weighs a determinization by how well it explains each other
// seat's most recent play: it rebuilds the table as that seat saw it just
// before (its hand then is the card played and the card it still holds in
// the determinization, when nothing has changed that card since), asks the
// heuristic bot what it would have played, and returns 1 if that is what was
// played, llMiss for each seat whose play it does not explain.
//
// What the heuristic would have played depends only on the seat, its play
// and the card it kept, so each answer is remembered for the decision.
func llBelief(obs game.Observation) func(game.Game) float64 {
	o := obs.(*ll.Observation)
	plays := llLastPlays(o)
	type key struct {
		seat int
		kept ll.Card
	}
	known := map[key]bool{}
	return func(det game.Game) float64 {
		g := det.(*ll.Game)
		w := 1.0
		for _, i := range plays {
			j := o.Log[i].Seat
			if len(g.Hands[j]) != 1 {
				continue
			}
			k := key{j, g.Hands[j][0]}
			explains, ok := known[k]
			if !ok {
				explains = llExplains(o, g, i, j)
				known[k] = explains
			}
			if !explains {
				w *= llMiss
			}
		}
		return w
	}
}

// llLastPlays lists, for each other seat still in, the log index of its
// last play when its card has not changed since (no trade, Prince, draw or
// Chancellor) — the plays a deal can explain.
func llLastPlays(o *ll.Observation) []int {
	var out []int
	done := make([]bool, o.Players)
	for i := len(o.Log) - 1; i >= 0; i-- {
		e := o.Log[i]
		j := e.Seat
		if e.Type == ll.EvTrade && e.Target >= 0 {
			done[e.Target] = true // a King's target holds another card since
		}
		if j < 0 || j == o.Seat || done[j] {
			continue
		}
		switch e.Type {
		case ll.EvTrade, ll.EvDiscard, ll.EvDraw, ll.EvChancellor, ll.EvOut, ll.EvDeal:
			done[j] = true // its card changed since its last play (or it is out): nothing to weigh
			continue
		case ll.EvPlay:
		default:
			continue
		}
		done[j] = true
		if ll.Card(e.Card) != ll.Chancellor {
			out = append(out, i)
		}
	}
	return out
}

// llExplains rebuilds the table before log entry i (seat j's play) and
// reports whether the heuristic bot, holding what j held, plays the same.
func llExplains(o *ll.Observation, g *ll.Game, i, j int) bool {
	e := o.Log[i]
	n := o.Players
	deck := ll.DeckCounts(o.Variant).Total()
	setAside := false
	discards := make([][]ll.Card, n)
	out := make([]bool, n)
	prot := make([]bool, n)
	for _, x := range o.Log[:i] {
		switch x.Type {
		case ll.EvSetAside:
			deck--
			setAside = true
		case ll.EvSetAsideUp, ll.EvDeal:
			deck--
		case ll.EvDraw:
			if x.Value == 1 {
				setAside = false
			} else {
				deck--
			}
		case ll.EvChancellor:
			deck -= x.Value
		case ll.EvReturn:
			deck += x.Value
		case ll.EvPlay, ll.EvDiscard:
			discards[x.Seat] = append(discards[x.Seat], ll.Card(x.Card))
		case ll.EvOut:
			out[x.Seat], prot[x.Seat] = true, false
			if x.Card >= 0 {
				discards[x.Seat] = append(discards[x.Seat], ll.Card(x.Card))
			}
		case ll.EvProtected:
			prot[x.Seat] = true
		case ll.EvUnprotected:
			prot[x.Seat] = false
		}
	}
	if deck < 0 {
		return true
	}
	then := &ll.Game{
		Variant: o.Variant, NPlayers: n, Target: o.Target, Round: o.Round,
		Tokens: slices.Clone(g.Tokens), Awarded: g.Awarded,
		Deck: make([]ll.Card, deck), SetAside: ll.NoCard, FaceUp: slices.Clone(o.FaceUp),
		Hands: make([][]ll.Card, n), Discards: discards, Out: out, Protected: prot,
		Turn: j, Phase: ll.PhasePlay, Log: o.Log[:i:i],
	}
	if setAside {
		then.SetAside = ll.Guard
	}
	for s := range n {
		switch {
		case s == j:
			then.Hands[s] = []ll.Card{g.Hands[j][0], ll.Card(e.Card)}
		case out[s]:
			then.Hands[s] = []ll.Card{}
		case len(g.Hands[s]) > 0:
			then.Hands[s] = []ll.Card{g.Hands[s][0]}
		default:
			then.Hands[s] = []ll.Card{ll.Guard}
		}
	}
	played := game.NewAction(ll.KindPlay, e.Card, e.Target, e.Value)
	seen := then.ObserveSeat(j)
	if !slices.Contains(seen.Legal, played) {
		return true // the rebuilt table is wrong somewhere: weigh nothing
	}
	return llheuristic.New(0).Act(seen, bot.Budget{}) == played
}
