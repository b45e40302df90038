package game_test

import (
	"bytes"
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/loveletter"
	"parlour/game/rebelprincess"
	"parlour/game/threeparts"
)

// play makes n random moves from cfg and returns the game and its moves.
func play(t *testing.T, name string, cfg game.Config, n int, stop func(g game.Game) bool) (game.Game, []game.Move) {
	t.Helper()
	g, err := game.New(name, cfg)
	if err != nil {
		t.Fatal(err)
	}
	b := bot.NewRandom(cfg.Seed)
	var moves []game.Move
	for i := 0; i < n && !g.Over() && (stop == nil || !stop(g)); i++ {
		seat := g.Pending()[0]
		a := b.Act(g.Observe(seat), bot.Budget{})
		if _, err := g.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
		moves = append(moves, game.Move{Seat: seat, Action: a})
	}
	return g, moves
}

func TestReplayRebuildsTheSameGame(t *testing.T) {
	for _, name := range []string{loveletter.Name, threeparts.Name, rebelprincess.Name} {
		cfg := game.Config{Players: 4, Seed: 7}
		g, moves := play(t, name, cfg, 60, nil)
		r, err := game.Replay(name, cfg, moves)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := game.Save(g)
		b, _ := game.Save(r)
		if !bytes.Equal(a, b) {
			t.Errorf("%s: the replayed game differs from the game played", name)
		}
	}
}

func TestReplayNamesTheMoveItCannotApply(t *testing.T) {
	cfg := game.Config{Players: 2, Seed: 1}
	_, moves := play(t, loveletter.Name, cfg, 3, nil)
	moves[1].Seat = 1 - moves[1].Seat
	if _, err := game.Replay(loveletter.Name, cfg, moves); err == nil || !bytes.Contains([]byte(err.Error()), []byte("move 2")) {
		t.Fatalf("got %v, want an error naming move 2", err)
	}
}

// A secret vote while others still owe theirs tells nobody anything: the
// voter knew its vote and the others see only that it is ready.
func TestLearnedASecretVoteRevealsNothing(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		cfg := game.Config{Players: 4, Seed: seed}
		g, _ := play(t, threeparts.Name, cfg, 200, func(g game.Game) bool { return len(g.Pending()) == 4 })
		if len(g.Pending()) != 4 {
			t.Fatalf("seed %d: no vote reached", seed)
		}
		seat := g.Pending()[0]
		m := game.Move{Seat: seat, Action: g.Legal(seat)[0]}
		l, err := game.Learned(g, []game.Move{m}, seed)
		if err != nil || l != 0 {
			t.Errorf("seed %d: a secret vote: learned %b, %v; want nobody", seed, l, err)
		}
	}
}

// firstMove plays random moves until one whose events match; it returns the
// game before that move and the move.
func firstMove(t *testing.T, name string, cfg game.Config, seed uint64, match func(g game.Game, m game.Move, evs []game.Event) bool) (game.Game, game.Move) {
	t.Helper()
	g, _ := play(t, name, cfg, 0, nil)
	b := bot.NewRandom(seed)
	for i := 0; i < 400 && !g.Over(); i++ {
		seat := g.Pending()[0]
		m := game.Move{Seat: seat, Action: b.Act(g.Observe(seat), bot.Budget{})}
		after := g.Clone()
		evs, err := after.Apply(m.Seat, m.Action)
		if err != nil {
			t.Fatal(err)
		}
		if match(g, m, evs) {
			return g, m
		}
		g = after
	}
	t.Fatalf("%s: no such move in a random game", name)
	return nil, game.Move{}
}

// A move after which the next row is turned up tells every seat the new
// cards, which no seat could foretell (a random step).
func TestLearnedARandomStepTellsEveryone(t *testing.T) {
	g, m := firstMove(t, threeparts.Name, game.Config{Players: 3, Seed: 3}, 9, func(_ game.Game, _ game.Move, evs []game.Event) bool {
		return slices.ContainsFunc(evs, func(e game.Event) bool { return e.Type == threeparts.EvTurnUp })
	})
	if l, err := game.Learned(g, []game.Move{m}, 1); err != nil || l != game.AllSeats(3) {
		t.Fatalf("a new row turned up: learned %b, %v; want every seat", l, err)
	}
}

// A card played face up in a trick tells every other seat what was in the
// player's hand.
func TestLearnedACardPlayedFromTheHandTellsTheOthers(t *testing.T) {
	g, m := firstMove(t, rebelprincess.Name, game.Config{Players: 4, Seed: 5}, 3, func(g game.Game, m game.Move, evs []game.Event) bool {
		return len(evs) == 1 && evs[0].Type == rebelprincess.EvPlay && evs[0].Card >= 0 && evs[0].Seat == m.Seat && len(g.Legal(m.Seat)) > 1
	})
	if l, err := game.Learned(g, []game.Move{m}, 2); err != nil || l&^game.SeatsOf(m.Seat) == 0 {
		t.Fatalf("seat %d plays %s: learned %b, %v; want the other seats", m.Seat, g.FormatAction(m.Action), l, err)
	}
}

// In Love Letter a play is followed by the next player's draw: that seat
// learns its card, and the play itself may tell the others what was held.
func TestLearnedADrawTellsTheDrawer(t *testing.T) {
	cfg := game.Config{Players: 3, Seed: 11}
	g, _ := play(t, loveletter.Name, cfg, 0, nil)
	seat := g.Pending()[0]
	a := g.Legal(seat)[0]
	after := g.Clone()
	evs, _ := after.Apply(seat, a)
	drawer := -1
	for _, e := range evs {
		if e.Type.String() == "draw" {
			drawer = e.Seat
		}
	}
	if drawer < 0 || after.Over() {
		t.Skip("this deal ends the round at once")
	}
	l, err := game.Learned(g, []game.Move{{Seat: seat, Action: a}}, 1)
	if err != nil || !l.Has(drawer) {
		t.Fatalf("learned %b, %v; want the drawer %d among them", l, err, drawer)
	}
	if s, _ := game.Learner(g, []game.Move{{Seat: seat, Action: a}}, 1, seat); s < 0 {
		t.Fatal("Learner found nobody")
	}
}
