package match_test

import (
	"errors"
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/loveletter"
	"parlour/game/match"
)

func TestPlayRunsAGameToItsEndShowingBotsOnlyObservations(t *testing.T) {
	g, _ := loveletter.New(game.Config{Players: 3, Seed: 4})
	bots := []bot.Bot{bot.NewRandom(1), bot.NewRandom(2), bot.NewRandom(3)}
	steps := 0
	err := match.Play(g, bots, match.Options{OnStep: func(_ game.Game, s match.Step) error {
		steps++
		if len(s.Events) == 0 {
			t.Errorf("step %d applied with no events", steps)
		}
		return nil
	}})
	if err != nil || !g.Over() || steps == 0 {
		t.Fatalf("err %v over %v steps %d", err, g.Over(), steps)
	}
}

func TestPlayRefusesAWrongNumberOfBots(t *testing.T) {
	g, _ := loveletter.New(game.Config{Players: 3, Seed: 4})
	if err := match.Play(g, []bot.Bot{bot.NewRandom(1)}, match.Options{}); err == nil {
		t.Fatal("one bot for three seats accepted")
	}
}

func TestPlayStopsARunawayGame(t *testing.T) {
	g, _ := loveletter.New(game.Config{Players: 2, Seed: 4})
	err := match.Play(g, []bot.Bot{bot.NewRandom(1), bot.NewRandom(2)}, match.Options{MaxSteps: 3})
	var long match.ErrTooLong
	if !errors.As(err, &long) || long.Steps != 3 {
		t.Fatalf("err %v", err)
	}
}
