package view

import (
	"fmt"
	"slices"
	"testing"

	"parlour/game"
	rp "parlour/game/rebelprincess"
	"parlour/scenes/table/viewtest"
)

// TestFoldingTheEventsGivesTheObservationsView is the table's contract for
// Rebel Princess without a display: for random games of both editions at
// every player count (Carmesina in Classic, the short game in Deluxe too;
// the round cards drawn at random), every seat's view folded event by
// event (each event as that seat is told it) equals the view made from its
// observation after every action. A view that shadowed the engine wrongly
// (a card left in a hand, a pile miscounted, proposals not recounted)
// fails here at the action that showed it. The phase and the tie-break
// round, which no event carries, are taken from the observation after
// each action, as the table's Sync takes them.
func TestFoldingTheEventsGivesTheObservationsView(t *testing.T) {
	games := 15
	if testing.Short() {
		games = 5
	}
	type setup struct {
		name    string
		variant rp.Edition
		options map[string]string
	}
	setups := []setup{{"classic", rp.Classic, nil}, {"classic promo", rp.Classic, map[string]string{"promo": "true"}},
		{"deluxe", rp.Deluxe, nil}, {"deluxe short", rp.Deluxe, map[string]string{"short": "true"}}}
	for _, s := range setups {
		for players := 3; players <= 6; players++ {
			t.Run(fmt.Sprintf("%s %dp", s.name, players), func(t *testing.T) {
				for seed := range uint64(games) {
					cfg := game.Config{Players: players, Variant: string(s.variant), Options: s.options, Seed: seed + 1}
					g, err := rp.New(cfg)
					if err != nil {
						t.Fatal(err)
					}
					folder.Play(t, g, players, game.NewRNG(seed+100), 5000, fmt.Sprintf("%s %dp seed %d", cfg.Variant, players, cfg.Seed))
				}
			})
		}
	}
}

// folder makes and moves Rebel Princess's view for viewtest: the phase
// and the tie-break round come from the observation after each action (no
// event carries them), and views are compared tidied.
var folder = viewtest.Folder[View]{
	From:   func(g game.Game, seat int) View { return FromObservation(g.(*rp.Game).ObserveSeat(seat), seat) },
	Apply:  func(v *View, e game.Event) { v.Apply(e) },
	Settle: func(folded *View, observed View) { folded.Synced(observed) },
	Tidy:   tidy,
}

// same compares two views as the fold test does.
func same(a, b View) bool { return viewtest.Diff(tidy(a), tidy(b)) == "" }

// tidy is a view in the form two are compared in: what the table does not
// read left out.
func tidy(v View) View {
	v = v.Clone()
	for _, l := range []*[]rp.Card{&v.Hand, &v.GiftsSeen} {
		if len(*l) == 0 {
			*l = nil
		}
	}
	for _, ll := range [][][]rp.Card{v.Exposed, v.Won} {
		for i := range ll {
			if len(ll[i]) == 0 {
				ll[i] = nil
			}
		}
	}
	if len(v.Trick) == 0 {
		v.Trick = nil
	}
	if v.Phase == rp.PhaseOver {
		// Nobody leads once the game is over (the engine's leader of a
		// round never to be played is no event's).
		v.Leader = -1
	}
	// The won cards count and score (rp.Running) whatever their order,
	// and the engine's pile goes to the winner in the order it was given.
	for _, w := range v.Won {
		slices.Sort(w)
	}
	return v
}

// The view's own rules, one event at a time.
func TestApplyMovesTheViewAsTheEventSays(t *testing.T) {
	q2, q5, a3, f6 := rp.MakeCard(rp.Queens, 2), rp.MakeCard(rp.Queens, 5), rp.MakeCard(rp.Pets, 3), rp.MakeCard(rp.Fairies, 6)
	// Three players; the person (seat 0) holds Q2 A3 F6, the others three
	// cards each; seat 1 is Snow White, seat 2 Sleeping Beauty; seat 2
	// leads.
	three := func() View {
		return View{Human: 0, Ed: rp.Classic, N: 3, Schedule: []int{1, 2, 3}, Phase: rp.PhasePlay, Hand: []rp.Card{q2, a3, f6},
			HandN: []int{3, 3, 3}, AsideN: make([]int, 3), Exposed: make([][]rp.Card, 3), Princess: []int{rp.Cinderella, rp.SnowWhite, rp.SleepingBeauty},
			Copy: []int{-1, -1, -1}, Used: make([]bool, 3), Sleeping: -1, WonN: make([]int, 3), Won: make([][]rp.Card, 3),
			Proposals: make([]int, 3), Before: make([]int, 3), TricksWon: make([]int, 3), Totals: []int{4, 0, 2}, Leader: 2,
			Forced: make([]bool, 3), T: fresh}
	}
	secret := game.ValuesOf
	cases := []struct {
		name   string
		events []game.Event
		check  func(v View) bool
	}{
		{"the person's card played leaves their hand for the trick",
			[]game.Event{{Type: rp.EvPlay, Seat: 0, Card: int(a3)}},
			func(v View) bool {
				return slices.Equal(v.Hand, []rp.Card{q2, f6}) && v.HandN[0] == 2 && slices.Equal(v.Trick, []rp.Played{{Seat: 0, Card: a3}})
			}},
		{"the person's own card played face down shows them its face",
			[]game.Event{{Type: rp.EvPlay, Seat: 0, Card: -1, Secret: secret(int(f6))}},
			func(v View) bool { return v.Trick[0].Card == f6 && v.Trick[0].Hidden && len(v.Hand) == 2 }},
		{"Snow White's card played with her power counts zero, turned down or not",
			[]game.Event{{Type: rp.EvPlay, Seat: 1, Card: int(q5), Value: 1}},
			func(v View) bool { return v.Trick[0].Zero && v.Used[1] && v.HandN[1] == 2 }},
		{"another's card face down shows nothing, its zero neither, until turned up",
			[]game.Event{{Type: rp.EvPlay, Seat: 1, Card: -1, Value: 1}},
			func(v View) bool { return v.Trick[0].Card == rp.NoCard && !v.Trick[0].Zero }},
		{"a card turned up shows its face and Snow White's zero",
			[]game.Event{{Type: rp.EvPlay, Seat: 1, Card: -1, Value: 1}, {Type: rp.EvReveal, Seat: 1, Card: int(q5)}},
			func(v View) bool { return v.Trick[0].Card == q5 && !v.Trick[0].Hidden && v.Trick[0].Zero }},
		{"cards passed to the person come into their hand in order",
			[]game.Event{{Type: rp.EvPassed, Seat: 1, Target: 0, Value: 1, Secret: secret(int(q5))}},
			func(v View) bool {
				return slices.Equal(v.Hand, []rp.Card{q2, q5, a3, f6}) && v.HandN[0] == 4 && v.HandN[1] == 2
			}},
		{"a card put aside leaves the hand for the face-down row",
			[]game.Event{{Type: rp.EvAside, Seat: 0, Secret: secret(int(q2))}},
			func(v View) bool { return v.AsideN[0] == 1 && v.HandN[0] == 2 && !slices.Contains(v.Hand, q2) }},
		{"Sleeping Beauty's pile fills with a card from everyone, then goes back out, and is over",
			[]game.Event{{Type: rp.EvPower, Seat: 2, Value: rp.SleepingBeauty},
				{Type: rp.EvGive, Seat: 2, Target: 2, Card: -1}, {Type: rp.EvGive, Seat: 0, Target: 2, Card: -1, Secret: secret(int(q2))},
				{Type: rp.EvGive, Seat: 1, Target: 2, Card: -1}, {Type: rp.EvKeepCard, Seat: 2},
				{Type: rp.EvGive, Seat: 2, Target: 0, Card: -1, Secret: secret(int(q5))}, {Type: rp.EvGive, Seat: 2, Target: 1, Card: -1}},
			func(v View) bool {
				return v.Sleeping == -1 && v.Pool == 0 && slices.Equal(v.HandN, []int{3, 3, 3}) && slices.Equal(v.Hand, []rp.Card{q5, a3, f6})
			}},
		{"Scheherazade's card goes from hand to hand",
			[]game.Event{{Type: rp.EvGive, Seat: 0, Target: 1, Card: -1, Secret: secret(int(a3))}},
			func(v View) bool {
				return v.Sleeping == -1 && slices.Equal(v.HandN, []int{2, 4, 3}) && len(v.Hand) == 2
			}},
		{"a trick taken goes to its winner with the gift pile, the person's own gift seen; its marks go with it",
			[]game.Event{{Type: rp.EvGift, Seat: 0, Secret: secret(int(q2))}, {Type: rp.EvGift, Seat: 1},
				{Type: rp.EvPower, Seat: 0, Value: rp.Cinderella}, {Type: rp.EvPlay, Seat: 0, Card: int(a3)},
				{Type: rp.EvPlay, Seat: 1, Card: int(q5)}, {Type: rp.EvTrick, Seat: 1, Value: 1}},
			func(v View) bool {
				return v.WonN[1] == 4 && slices.Equal(v.Won[1], []rp.Card{a3, q5, q2}) && v.Gifts == 0 && v.GiftsSeen == nil &&
					v.Trick == nil && v.Leader == 1 && v.TricksWon[1] == 1 && v.Tricks == 1 && v.T == fresh
			}},
		{"the gift pile's cards named to its taker count in its won cards once",
			[]game.Event{{Type: rp.EvGiftsTaken, Seat: 0, Value: 2, Secret: secret(int(q2), int(q5))},
				{Type: rp.EvGiftsTaken, Seat: 0, Value: 2, Secret: secret(int(q5))}},
			func(v View) bool { return slices.Equal(v.Won[0], []rp.Card{q2, q5}) }},
		{"the Princess on the Pea's card played marks her seat on the trick",
			[]game.Event{{Type: rp.EvDrafted, Seat: 0, Value: rp.PrincessOnThePea}, {Type: rp.EvPlay, Seat: 0, Card: int(q2), Value: 1}},
			func(v View) bool { return v.T.PeaSeat == 0 && v.Used[0] }},
		{"Carmesina copying Snow White counts her card zero",
			[]game.Event{{Type: rp.EvDrafted, Seat: 0, Value: rp.Carmesina}, {Type: rp.EvCopy, Seat: 0, Value: rp.SnowWhite},
				{Type: rp.EvPlay, Seat: 0, Card: int(q2), Value: 1}},
			func(v View) bool { return v.Trick[0].Zero && v.Copy[0] == rp.SnowWhite }},
		{"Alice's trick dealt back leads anew from her",
			[]game.Event{{Type: rp.EvPlay, Seat: 1, Card: int(q5)}, {Type: rp.EvRedeal, Seat: 1, Target: 0}},
			func(v View) bool { return len(v.Trick) == 0 && v.HandN[1] == 3 && v.Leader == 0 }},
		{"a round's score adds to the total",
			[]game.Event{{Type: rp.EvRoundScore, Seat: 2, Value: 5}},
			func(v View) bool { return slices.Equal(v.Totals, []int{4, 0, 7}) }},
		{"a new round starts from the totals, with the round card in the schedule",
			[]game.Event{{Type: rp.EvRoundStart, Seat: 1, Value: 2, Card: 4}},
			func(v View) bool {
				return v.Round == 1 && v.Schedule[1] == 4 && v.Leader == 1 && v.Hand == nil && slices.Equal(v.Before, []int{4, 0, 2})
			}},
		{"the game won puts its last round behind it, once",
			[]game.Event{{Type: rp.EvGameWin, Seat: 1}, {Type: rp.EvGameWin, Seat: 2}},
			func(v View) bool { return v.Round == 1 && v.Phase == rp.PhaseOver }},
		{"an event about a seat the table has not changes nothing",
			[]game.Event{{Type: rp.EvPlay, Seat: 7, Card: int(q2)}, {Type: rp.EvPassed, Seat: 0, Target: 5, Value: 1}},
			func(v View) bool { return same(v, three()) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := three()
			for _, e := range c.events {
				v.Apply(e)
			}
			if !c.check(v) {
				t.Fatalf("after %+v: %+v", c.events, v)
			}
		})
	}
}
