package entry

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
const llMiss = 0.1

// llCards is the number of kinds of card (Spy 0 to Princess 9).
const llCards = 10

// llBelief weighs a determinization by how well it explains the plays each
// other seat made this round while holding, from one turn to the next, the
// card it holds in the determinization. At each such turn the seat held the
// card it played and the card it kept; the card kept is either the one held
// now (it drew the card it played) or the card played next (it drew the one
// it kept), each taken as even odds. For each possible history the table is
// rebuilt as the seat saw it just before each play, and the heuristic bot,
// holding those two cards, either plays the same (likelihood 1) or not
// (llMiss); a seat's weight is the likelihood of its plays summed over the
// histories, relative to the card that explains them best, and the weights
// of the seats multiply. A chain of plays starts after anything that changed
// the seat's card otherwise (the deal, a trade, a Prince, a Chancellor).
//
// What the heuristic would have played depends only on the seat, the play
// and the card kept, so each answer is remembered for the decision.
func llBelief(obs game.Observation) func(game.Game) float64 {
	o := obs.(*ll.Observation)
	chains := llChains(o)
	log := llKnownLog(o)
	unseen := o.Unseen()
	// Answers by log index of the play and card kept (0: not asked yet, 1:
	// no, 2: yes), and per seat the likelihood of the card that explains its
	// chain best (when asked): slices, as the weight is asked of every deal.
	known := make([]int8, len(o.Log)*llCards)
	best, hasBest := make([]float64, o.Players), make([]bool, o.Players)
	var g *ll.Game
	explains := func(i int, kept ll.Card) float64 {
		x := &known[i*llCards+int(kept)]
		if *x == 0 {
			*x = 1
			if llExplains(o, log, g, i, kept) {
				*x = 2
			}
		}
		if *x == 2 {
			return 1
		}
		return llMiss
	}
	// likelihood of chain c given the card held after its last play.
	likelihood := func(c []int, held ll.Card) float64 {
		// f[k] is the likelihood of the plays so far given the card kept after the latest.
		var f, next [llCards]float64
		for k := range f {
			f[k] = 1
		}
		for t, i := range c {
			for k := range next {
				next[k] = 0
			}
			played := ll.Card(o.Log[i].Card)
			for k := range next {
				kept := ll.Card(k)
				prev := f[k] // it drew the card it played and kept the same card
				if t > 0 {
					prev = (f[k] + f[played]) / 2 // or it kept the card it played now
				}
				next[k] = explains(i, kept) * prev
			}
			f = next
		}
		return f[held]
	}
	return func(det game.Game) float64 {
		g = det.(*ll.Game)
		w := 1.0
		for _, c := range chains {
			j := o.Log[c[0]].Seat
			if len(g.Hands[j]) != 1 {
				continue
			}
			top := best[j]
			if !hasBest[j] {
				for k := range ll.Card(llCards) {
					if unseen[k] > 0 {
						top = max(top, likelihood(c, k))
					}
				}
				best[j], hasBest[j] = top, true
			}
			w *= likelihood(c, g.Hands[j][0]) / top
		}
		return w
	}
}

// llChains lists, for each other seat still in, the log indices of its plays
// (oldest first) since the last thing that changed its card otherwise: the
// deal, a trade, a Prince's discard and draw, a Chancellor. A seat whose card
// changed after its last play has no chain.
func llChains(o *ll.Observation) [][]int {
	n := o.Players
	chains := make([][]int, n)
	broken := make([]bool, n) // a break seen after (in the log) its plays so far
	done := make([]bool, n)
	for i := len(o.Log) - 1; i >= 0; i-- {
		e := o.Log[i]
		stop := func(s int) {
			if s >= 0 && s < n && !done[s] {
				if len(chains[s]) == 0 {
					broken[s] = true
				}
				done[s] = true
			}
		}
		switch e.Type {
		case ll.EvTrade:
			stop(e.Seat)
			stop(e.Target)
		case ll.EvDiscard, ll.EvChancellor, ll.EvDeal, ll.EvOut:
			stop(e.Seat)
		case ll.EvDraw:
			if len(chains[max(e.Seat, 0)]) == 0 {
				stop(e.Seat) // drawn after its last play: a Prince's redraw
			}
		case ll.EvPlay:
			j := e.Seat
			if j == o.Seat || done[j] {
				continue
			}
			if ll.Card(e.Card) == ll.Chancellor {
				stop(j)
				continue
			}
			chains[j] = append(chains[j], i)
		}
	}
	var out [][]int
	for j, c := range chains {
		if len(c) == 0 || broken[j] || j == o.Seat {
			continue
		}
		slices.Reverse(c)
		out = append(out, c)
	}
	return out
}

// llExplains rebuilds the table before log entry i (a play of seat j) and
// reports whether the heuristic bot, holding the card played and kept, plays
// the same.
func llExplains(o *ll.Observation, log []game.Event, g *ll.Game, i int, kept ll.Card) bool {
	e := o.Log[i]
	j := e.Seat
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
		Turn: j, Phase: ll.PhasePlay, Log: log[:i:i],
	}
	if setAside {
		then.SetAside = ll.Guard
	}
	for s := range n {
		switch {
		case s == j:
			then.Hands[s] = []ll.Card{kept, ll.Card(e.Card)}
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
