package search_test

import (
	"flag"
	"strconv"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
	"parlour/game/match"
)

var arena = flag.String("arena", "", "game:players:bot,bot,...:games[:variant] — play a rotated tournament and print it")

func TestArena(t *testing.T) {
	if *arena == "" {
		t.Skip("set -arena to play a tournament")
	}
	for _, spec := range strings.Split(*arena, ";") {
		p := strings.Split(spec, ":")
		players, _ := strconv.Atoi(p[1])
		games, _ := strconv.Atoi(p[3])
		variant := ""
		if len(p) > 4 {
			variant = p[4]
		}
		out, err := match.Tournament{
			Lineup: strings.Split(p[2], ","), Games: games, Seed: 1,
			NewGame: func(seed uint64) (game.Game, error) {
				return catalog.NewGame(p[0], game.Config{Players: players, Variant: variant, Seed: seed})
			},
			NewBot: func(name string, seed uint64) (bot.Bot, error) { return catalog.NewBot(p[0], name, seed) },
		}.Run()
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s %dp %s: %d games in %.1fs", p[0], players, variant, out.Games, out.Seconds)
		for _, s := range out.Standings {
			t.Logf("  %-10s %5.1f%% (%.1f–%.1f)", s.Bot, 100*s.Rate, 100*s.Low, 100*s.High)
		}
	}
}
