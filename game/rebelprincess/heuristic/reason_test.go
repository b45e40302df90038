package heuristic

import (
	"maps"
	"path/filepath"
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/gametest"
	rp "parlour/game/rebelprincess"
)

// Every decision of many games has a reason in all four catalogs, using
// exactly its arguments; and the games reach the main kinds of reason.
func TestReasonsExistInEveryLanguage(t *testing.T) {
	terms := gametest.Catalogs(t, "../../../scenes/rebelprincess/i18n/*.json")
	// A reason's key is in the shared catalog, or (duckKey) in the table's:
	// each language's two catalogs together.
	reasons := map[string]map[string]string{}
	for file, m := range gametest.Catalogs(t, "../../../scenes/rebelprincess/i18n/*.json") {
		lang := filepath.Base(file)
		reasons[lang] = maps.Clone(m)
		for f2, m2 := range terms {
			if filepath.Base(f2) == lang {
				maps.Copy(reasons[lang], m2)
			}
		}
	}
	gametest.CheckReasons(t, rp.Definition, []game.Config{{Players: 3}, {Players: 5, Variant: "deluxe"}}, 3, New(3), reasons, terms,
		duckKey, "rebelprincess.hint.draft", "rebelprincess.hint.pass", "rebelprincess.hint.lead",
		"rebelprincess.hint.shed", "rebelprincess.hint.win_clean")
}

// "Shed a high, dangerous card" is said only when every card the bot may
// play loses the trick: a hint that ducks under a card it could have
// beaten (the 6 rather than the 9 that would take the trick) says so.
func TestTheShedReasonIsGivenOnlyWhenEveryCardLoses(t *testing.T) {
	ducked := 0
	for _, cfg := range []game.Config{{Players: 3}, {Players: 4, Variant: "deluxe"}, {Players: 6}} {
		for n := range 4 {
			cfg.Seed = uint64(n + 1)
			g, err := rp.Definition.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			b := New(3)
			for steps := 0; !g.Over() && steps < 10000; steps++ {
				seat := g.Pending()[0]
				o := g.Observe(seat).(*rp.Observation)
				a := b.Act(o, bot.Budget{})
				if key, _ := b.Reason(o, a); a.Kind == rp.KindPlay && len(o.Trick) > 0 {
					wins := false
					for _, l := range o.Legal {
						if l.Kind != rp.KindPlay {
							continue
						}
						trick := append(slices.Clone(o.Trick), rp.Played{Seat: o.Seat, Card: rp.Card(l.Args[0]), Power: l.Args[1] == 1})
						wins = wins || o.WinnerIf(trick) == o.Seat
					}
					if key == "rebelprincess.hint.shed" && wins {
						t.Fatalf("%dp seed %d: the bot plays %s under a trick it could take and says %q", cfg.Players, cfg.Seed, rp.FormatAction(a), key)
					}
					if key == duckKey {
						ducked++
					}
				}
				if _, err := g.Apply(seat, a); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if ducked == 0 {
		t.Fatal("the bot never ducked under a trick it could take")
	}
}
