package entry

import (
	"testing"

	"parlour/game"
	"parlour/game/bot"
	ll "parlour/game/loveletter"
)

// The Expert reads what another seat's Priest saw of the viewer's hand from
// its known log (llKnownLog); the bots and the sampler read it from
// loveletter.Knowledge (KnownMine). Two interpretations of one event must
// agree: at every decision of random games, for every seat whose latest
// brush with the viewer's hand was its Priest's look, the card the known log
// fills into that look is the card Knowledge says the seat knows the viewer
// holds.
func TestThePriestsLookReadsAlikeForTheExpertAndForKnowledge(t *testing.T) {
	checked := 0
	for _, players := range []int{2, 3, 4} {
		for seed := range uint64(40) {
			g, err := ll.New(game.Config{Players: players, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			rnd := bot.NewRandom(seed)
			for !g.Over() {
				seat := g.Pending()[0]
				o := g.Observe(seat).(*ll.Observation)
				checked += checkPriestLooks(t, o)
				if _, err := g.Apply(seat, rnd.Act(o, bot.Budget{})); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if checked < 50 {
		t.Fatalf("only %d Priest looks at a viewer's hand were checked: the games no longer reach them", checked)
	}
}

// checkPriestLooks checks one observation and returns how many looks it compared.
func checkPriestLooks(t *testing.T, o *ll.Observation) int {
	t.Helper()
	k := ll.Deduce(o)
	known := llKnownLog(o)
	v := o.Seat
	// last[s] is the log index of seat s's latest event touching the
	// viewer's card (a look, a Baron, a trade), and since the round began.
	last := make([]int, o.Players)
	for s := range last {
		last[s] = -1
	}
	for i, e := range o.Log {
		switch {
		case e.Type == ll.EvRoundStart:
			for s := range last {
				last[s] = -1
			}
		case e.Type == ll.EvPriestLook && e.Target == v && e.Seat != v,
			(e.Type == ll.EvBaron || e.Type == ll.EvTrade) && (e.Seat == v || e.Target == v):
			other := e.Seat
			if other == v {
				other = e.Target
			}
			if other >= 0 && other < o.Players {
				last[other] = i
			}
		}
	}
	n := 0
	for s, i := range last {
		if i < 0 || o.Log[i].Type != ll.EvPriestLook || k.KnownMine[s] == ll.NoCard {
			continue
		}
		n++
		if got := known[i].Secret; got.Len() != 1 || ll.Card(got.At(0)) != k.KnownMine[s] {
			t.Fatalf("seat %d's view of seat %d's Priest look: the Expert's known log has %v, Knowledge says %v", v, s, got, k.KnownMine[s])
		}
	}
	return n
}
