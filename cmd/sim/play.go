package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"runtime"
	"strings"
	"sync"
	"time"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/catalog"
	"parlour/game/match"
)

type optionFlags map[string]string

func (o optionFlags) String() string { return fmt.Sprint(map[string]string(o)) }

func (o optionFlags) Set(s string) error {
	k, v, ok := strings.Cut(s, "=")
	if !ok || k == "" {
		return fmt.Errorf("want KEY=VALUE, got %q", s)
	}
	o[k] = v
	return nil
}

type playConfig struct {
	game    string
	players int
	bots    []string
	games   int
	seed    uint64
	variant string
	options map[string]string
}

type seatReport struct {
	Bot     string  `json:"bot"`
	Wins    int     `json:"wins"`
	WinRate float64 `json:"win_rate"`
	CILow   float64 `json:"ci_low"`
	CIHigh  float64 `json:"ci_high"`
}

type playReport struct {
	Game        string       `json:"game"`
	Players     int          `json:"players"`
	Games       int          `json:"games"`
	Seed        uint64       `json:"seed"`
	Seats       []seatReport `json:"seats"`
	MeanRounds  float64      `json:"mean_rounds"`
	Shared      int          `json:"shared_wins"`
	GamesPerSec float64      `json:"games_per_sec"`
}

func runPlay(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	var cfg playConfig
	var botList string
	var asJSON bool
	opts := optionFlags{}
	fs.StringVar(&cfg.game, "game", "", "game name: "+strings.Join(catalog.Games(), ", "))
	fs.IntVar(&cfg.players, "players", 0, "number of seats")
	fs.StringVar(&botList, "bots", "", "comma-separated bot per seat (one name fills every seat)")
	fs.IntVar(&cfg.games, "games", 1000, "number of games")
	fs.Uint64Var(&cfg.seed, "seed", 1, "seed of the whole run")
	fs.StringVar(&cfg.variant, "variant", "", "game variant")
	fs.Var(opts, "option", "game option KEY=VALUE (repeatable)")
	scenario := fs.String("scenario", "", "Mascarade scenario: a, b (same as --option scenario=...)")
	edition := fs.String("edition", "", "Rebel Princess edition: classic, deluxe (same as --variant)")
	rounds := fs.String("rounds", "", "Rebel Princess round cards in order, as slugs joined by commas (same as --option rounds=...)")
	fs.BoolVar(&asJSON, "json", false, "print one JSON object")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("play: unexpected argument %q", fs.Arg(0))
	}
	if *scenario != "" {
		opts["scenario"] = *scenario
	}
	if *rounds != "" {
		opts["rounds"] = *rounds
	}
	if *edition != "" {
		if cfg.variant != "" && cfg.variant != *edition {
			return fmt.Errorf("--edition %s and --variant %s disagree", *edition, cfg.variant)
		}
		cfg.variant = *edition
	}
	cfg.options = opts
	if cfg.game == "" || cfg.players == 0 || botList == "" {
		return fmt.Errorf("play needs --game, --players and --bots")
	}
	if cfg.games < 1 {
		return fmt.Errorf("--games must be at least 1")
	}
	cfg.bots = strings.Split(botList, ",")
	if len(cfg.bots) == 1 {
		for len(cfg.bots) < cfg.players {
			cfg.bots = append(cfg.bots, cfg.bots[0])
		}
	}
	if len(cfg.bots) != cfg.players {
		return fmt.Errorf("%d bots for %d players", len(cfg.bots), cfg.players)
	}
	// Fail on a bad configuration before starting the workers.
	if _, err := newTable(cfg, 0); err != nil {
		return err
	}
	rep, err := simulate(cfg)
	if err != nil {
		return err
	}
	if asJSON {
		return json.NewEncoder(w).Encode(rep)
	}
	fmt.Fprintf(w, "%s, %d players, %d games, seed %d\n", rep.Game, rep.Players, rep.Games, rep.Seed)
	for s, sr := range rep.Seats {
		fmt.Fprintf(w, "  seat %d %-10s wins %6d  %5.1f%%  (95%% CI %5.1f–%5.1f%%)\n", s, sr.Bot, sr.Wins, 100*sr.WinRate, 100*sr.CILow, 100*sr.CIHigh)
	}
	fmt.Fprintf(w, "  shared wins %d, mean rounds per game %.2f, %.0f games/s\n", rep.Shared, rep.MeanRounds, rep.GamesPerSec)
	return nil
}

// gameSeed gives game i its own seed, independent of which worker plays it, so
// a run's figures do not depend on scheduling.
func gameSeed(run uint64, i int) uint64 {
	r := game.NewRNG(run ^ uint64(i)*0x9e3779b97f4a7c15)
	return r.Uint64()
}

func newTable(cfg playConfig, seed uint64) (game.Game, error) {
	return catalog.NewGame(cfg.game, game.Config{Players: cfg.players, Variant: cfg.variant, Seed: seed, Options: cfg.options})
}

func newBots(cfg playConfig, seed uint64) ([]bot.Bot, error) {
	r := game.NewRNG(seed)
	bots := make([]bot.Bot, cfg.players)
	for s, name := range cfg.bots {
		b, err := catalog.NewBot(cfg.game, strings.TrimSpace(name), r.Uint64())
		if err != nil {
			return nil, err
		}
		bots[s] = b
	}
	return bots, nil
}

type tally struct {
	wins   []int
	rounds int
	shared int
	err    error
}

func simulate(cfg playConfig) (playReport, error) {
	workers := runtime.GOMAXPROCS(0)
	start := time.Now()
	tallies := make([]tally, workers)
	var wg sync.WaitGroup
	for wk := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t := &tallies[wk]
			t.wins = make([]int, cfg.players)
			for i := wk; i < cfg.games && t.err == nil; i += workers {
				seed := gameSeed(cfg.seed, i)
				g, err := newTable(cfg, seed)
				if err == nil {
					var bots []bot.Bot
					if bots, err = newBots(cfg, ^seed); err == nil {
						err = match.Play(g, bots, match.Options{})
					}
				}
				if err != nil {
					t.err = fmt.Errorf("game %d (seed %d): %w", i, seed, err)
					break
				}
				res := g.Result()
				for _, s := range res.Winners {
					t.wins[s]++
				}
				if len(res.Winners) > 1 {
					t.shared++
				}
				t.rounds += res.Rounds
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start).Seconds()
	rep := playReport{Game: cfg.game, Players: cfg.players, Games: cfg.games, Seed: cfg.seed, Seats: make([]seatReport, cfg.players)}
	rounds := 0
	for _, t := range tallies {
		if t.err != nil {
			return rep, t.err
		}
		for s, w := range t.wins {
			rep.Seats[s].Wins += w
		}
		rounds += t.rounds
		rep.Shared += t.shared
	}
	for s := range rep.Seats {
		sr := &rep.Seats[s]
		sr.Bot = cfg.bots[s]
		sr.WinRate = float64(sr.Wins) / float64(cfg.games)
		sr.CILow, sr.CIHigh = wilson(sr.Wins, cfg.games)
	}
	rep.MeanRounds = float64(rounds) / float64(cfg.games)
	rep.GamesPerSec = float64(cfg.games) / elapsed
	return rep, nil
}

// wilson is the 95% Wilson score interval of a proportion, which stays inside
// [0, 1] and behaves near 0% and 100%, unlike the normal approximation.
func wilson(k, n int) (lo, hi float64) {
	const z = 1.959963984540054
	p := float64(k) / float64(n)
	nf := float64(n)
	den := 1 + z*z/nf
	centre := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return max(0, centre-half), min(1, centre+half)
}
