package mascarade

import (
	"fmt"
	"slices"
	"strconv"

	"parlour/game"
)

// StartCoins is what every player starts with.
const StartCoins = 6

// Definition is Mascarade's metadata, registered in init.
var Definition game.Definition

func init() {
	Definition = game.Definition{
		Name:         Name,
		StateVersion: 1,
		MinPlayers:   MinTable,
		MaxPlayers:   MaxTable,
		Options: []game.Option{
			// The scenario card's side; a custom set of masks replaces it.
			{Name: "scenario", Values: []string{"a", "b"}, Default: "a"},
			// A custom scenario: one mask per place, players first, then the centre
			// (checked by CheckScenario); it replaces the scenario.
			{Name: "masks"},
			// Extra centre masks above 5 players (4 and 5 players always use 2 and 1).
			{Name: "centre", Values: []string{"0", "1", "2"}, Default: "0", MinPlayers: 6, Aliases: []string{"center"}},
		},
		New:    func(c game.Config) (game.Game, error) { return New(c) },
		Load:   func(b []byte) (game.Game, error) { return Load(b) },
		Sample: Sample,
	}
	game.Register(Definition)
}

// New starts a game. Options: scenario=a|b (default a), masks=judge,king,...
// (a custom scenario, which replaces the scenario when both are given), centre=0|1|2 (extra centre masks
// above 5 players; a scenario draws them from the masks it does not use).
func New(cfg game.Config) (*Game, error) {
	cfg, err := Definition.CheckConfig(cfg)
	if err != nil {
		return nil, err
	}
	n := cfg.Players
	centre := CentreFor(n)
	if c, ok := cfg.Options["centre"]; ok {
		centre, _ = strconv.Atoi(c) // CheckConfig allowed only 0, 1, 2
	}
	scenario := Definition.OptionValue(cfg, "scenario")
	var masks []Mask
	if list, ok := cfg.Options["masks"]; ok {
		// A custom set replaces the scenario card, whichever side was chosen
		// (a setup screen keeps the scenario it last showed).
		if masks, err = parseMasks(list); err != nil {
			return nil, fmt.Errorf("mascarade: masks: %w", err)
		}
		scenario = "custom"
	} else {
		masks, _ = Scenario(scenario, n) // CheckConfig allowed only a and b, for 4–13 players
		if centre > 0 && n > 5 {
			masks = withExtraCentre(masks, n, centre, cfg.Seed)
		}
	}
	if r := CheckScenario(masks, n, centre); r != nil {
		return nil, fmt.Errorf("mascarade: scenario refused: %w", r)
	}
	g := &Game{
		NPlayers: n, Scenario: scenario, Masks: masks, Centre: centre,
		Coins: make([]int, n), At: make([]int, n),
		RevealedNow: make([]bool, n), RevealedPrev: make([]bool, n),
		OpeningSwaps: 4, Phase: PhaseTurn,
	}
	g.RNG.Seed(cfg.Seed)
	g.Places = slices.Clone(masks)
	g.RNG.Shuffle(len(g.Places), func(i, j int) { g.Places[i], g.Places[j] = g.Places[j], g.Places[i] })
	for p := range n {
		g.Coins[p] = StartCoins
		g.At[p] = p
	}
	g.deal(g.RNG.Intn(n)) // "the youngest player": a seeded pick
	return g, nil
}

// withExtraCentre adds centre masks above 5 players to a scenario: masks it
// does not use, at random (from the seed), drawn again until the set keeps the
// rulebook's conditions.
func withExtraCentre(base []Mask, players, centre int, seed uint64) []Mask {
	rng := game.NewRNG(seed ^ 0xc3)
	var spare []Mask
	for m := range numMasks {
		if m != Peasant && !slices.Contains(base, m) && players >= m.MinPlayers() {
			spare = append(spare, m)
		}
	}
	masks := base
	for range 100 {
		rng.Shuffle(len(spare), func(i, j int) { spare[i], spare[j] = spare[j], spare[i] })
		masks = append(slices.Clone(base), spare[:centre]...)
		if CheckScenario(masks, players, centre) == nil {
			break
		}
	}
	return masks
}

// deal shows every mask face up (the centre ones too) before they are turned
// down, and gives first the first turn. The log starts over.
func (g *Game) deal(first int) {
	g.Log = g.Log[:0]
	for place, m := range g.Places {
		g.emit(nil, ev(EvSetup, -1, place, m, -1))
	}
	g.Current = first
	g.Turn = 0
	g.startTurn(nil)
}
