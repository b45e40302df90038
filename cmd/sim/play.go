package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"math"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/match"
)

// optionFlags collects repeated --option KEY=VALUE flags.
type optionFlags map[string]string

func (o optionFlags) String() string { return fmt.Sprint(map[string]string(o)) }

func (o optionFlags) Set(s string) error {
	k, v, ok := strings.Cut(s, "=")
	if !ok || k == "" {
		return fmt.Errorf("want KEY=VALUE, got %s", quoteShort(s))
	}
	if old, dup := o[k]; dup && old != v {
		return fmt.Errorf("option %s is given twice (%s and %s)", k, quoteShort(old), quoteShort(v))
	}
	o[k] = v
	return nil
}

type playConfig struct {
	def    game.Definition
	cfg    game.Config // Seed is the run's
	bots   []string    // one per seat, as the user wrote them
	games  int
	rotate bool
	think  float64 // --think: the Expert's and the oracle's budget, as a multiple of their default
}

type seatReport struct {
	Bot     string  `json:"bot"` // "rotating" with --rotate
	Wins    int     `json:"wins"`
	WinRate float64 `json:"win_rate"`
	CILow   float64 `json:"ci_low"`
	CIHigh  float64 `json:"ci_high"`
}

// botReport aggregates one bot name over every seat it took: Wins counts the
// games that some seat of that name won.
type botReport struct {
	Bot     string  `json:"bot"`
	Seats   int     `json:"seats"` // how many seats it takes in each game
	Wins    int     `json:"wins"`
	WinRate float64 `json:"win_rate"`
	CILow   float64 `json:"ci_low"`
	CIHigh  float64 `json:"ci_high"`
}

// playReport is a run's figures. Games counts the games played: all of them,
// or, when the run was interrupted, fewer than Planned.
type playReport struct {
	Game        string            `json:"game"`
	Players     int               `json:"players"`
	Variant     string            `json:"variant,omitempty"`
	Options     map[string]string `json:"options,omitempty"`
	Games       int               `json:"games"`
	Interrupted bool              `json:"interrupted,omitempty"`
	Planned     int               `json:"games_planned,omitempty"` // set when interrupted
	Seed        uint64            `json:"seed"`
	Rotate      bool              `json:"rotate"`
	Think       float64           `json:"think,omitempty"` // --think, when not 1
	Seats       []seatReport      `json:"seats"`
	Bots        []botReport       `json:"bots"`
	MeanRounds  float64           `json:"mean_rounds"`
	Shared      int               `json:"shared_wins"`
	GamesPerSec float64           `json:"games_per_sec"`
}

// runPlay plays the run and prints its report on w; progress goes to
// progress. When ctx ends first (an interrupt), the report covers the games
// played so far and says so, and an error follows for a non-zero exit.
func runPlay(ctx context.Context, args []string, w, progress io.Writer) error {
	pc, asJSON, err := parsePlay(args)
	if err != nil {
		return err
	}
	rep, err := simulate(ctx, pc, progress)
	if err != nil {
		return err
	}
	if asJSON {
		err = json.NewEncoder(w).Encode(rep)
	} else {
		writeReport(w, rep)
	}
	if err == nil && rep.Interrupted {
		err = fmt.Errorf("play: interrupted after %d of %d games; the figures printed cover those %d", rep.Games, rep.Planned, rep.Games)
	}
	return err
}

// parsePlay reads the flags and checks everything against the game's
// metadata before anything is allocated for the run.
func parsePlay(args []string) (playConfig, bool, error) {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are returned as one line; --help prints the usage
	var (
		pc                       playConfig
		gameName, botList        string
		think                    string
		variant, edition         string
		scenario, rounds         string
		players, games           int
		seed                     uint64
		asJSON                   bool
		opts                     = optionFlags{}
		edSet, scenSet, roundSet bool
	)
	fs.StringVar(&gameName, "game", "", "game name")
	fs.IntVar(&players, "players", 0, "number of seats")
	fs.StringVar(&botList, "bots", "", "comma-separated bot per seat")
	fs.IntVar(&games, "games", 1000, "number of games")
	fs.Uint64Var(&seed, "seed", 1, "seed of the whole run")
	fs.StringVar(&variant, "variant", "", "game variant")
	fs.Var(opts, "option", "game option KEY=VALUE (repeatable)")
	fs.StringVar(&scenario, "scenario", "", "same as --option scenario=...")
	fs.StringVar(&edition, "edition", "", "same as --variant")
	fs.StringVar(&rounds, "rounds", "", "same as --option rounds=...")
	fs.BoolVar(&pc.rotate, "rotate", false, "rotate the seats by one place each game")
	fs.BoolVar(&asJSON, "json", false, "print one JSON object")
	fs.StringVar(&think, "think", "1", "the Expert's and the oracle's budget a decision, as a multiple of their default")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return pc, false, err
		}
		return pc, false, usageError{fmt.Errorf("play: %w", err)}
	}
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "edition":
			edSet = true
		case "scenario":
			scenSet = true
		case "rounds":
			roundSet = true
		}
	})
	if fs.NArg() > 0 {
		return pc, false, usageError{fmt.Errorf("play: unexpected argument %s", quoteShort(fs.Arg(0)))}
	}
	if gameName == "" || botList == "" {
		return pc, false, usageError{errors.New("play needs --game and --bots (sim --help lists the games and their bots)")}
	}
	// The same bounds as a replay script's, before the game packages quote
	// any of these in an error.
	if err := checkConfigText(gameName, variant, opts); err != nil {
		return pc, false, err
	}
	for _, sh := range []struct{ flag, value string }{{"--edition", edition}, {"--scenario", scenario}} {
		if err := checkLen(sh.flag, sh.value, maxNameBytes); err != nil {
			return pc, false, err
		}
	}
	if err := checkLen("--rounds", rounds, maxOptionValueBytes); err != nil {
		return pc, false, err
	}
	def, err := game.Lookup(gameName)
	if err != nil {
		return pc, false, err
	}
	pc.def = def
	if edSet {
		if len(def.Variants) == 0 {
			return pc, false, fmt.Errorf("--edition: %s has no editions", def.Name)
		}
		if variant != "" && !strings.EqualFold(variant, edition) {
			return pc, false, fmt.Errorf("--edition %s and --variant %s disagree", edition, variant)
		}
		variant = edition
	}
	for _, sh := range []struct {
		set         bool
		flag, value string
		option      string
	}{{scenSet, "--scenario", scenario, "scenario"}, {roundSet, "--rounds", rounds, "rounds"}} {
		if !sh.set {
			continue
		}
		if _, ok := def.Option(sh.option); !ok {
			return pc, false, fmt.Errorf("%s: %s has no %s option", sh.flag, def.Name, sh.option)
		}
		if old, ok := opts[sh.option]; ok && old != sh.value {
			return pc, false, fmt.Errorf("%s %s and --option %s=%s disagree", sh.flag, sh.value, sh.option, old)
		}
		opts[sh.option] = sh.value
	}
	names := strings.Split(botList, ",")
	for i := range names {
		names[i] = strings.TrimSpace(names[i])
	}
	if players == 0 && len(names) > 1 {
		players = len(names)
	}
	if players == 0 {
		return pc, false, usageError{errors.New("play needs --players (or one bot per seat in --bots)")}
	}
	// The metadata bounds the table before anything is sized by it.
	cfg, err := def.CheckConfig(game.Config{Players: players, Variant: variant, Seed: seed, Options: opts})
	if err != nil {
		return pc, false, err
	}
	if len(cfg.Options) == 0 {
		cfg.Options = nil
	}
	pc.cfg = cfg
	if games < 1 {
		return pc, false, fmt.Errorf("--games must be at least 1, not %d", games)
	}
	if games > maxGames {
		return pc, false, fmt.Errorf("--games must be at most %d, not %d (for more, add up runs with different --seed values)", maxGames, games)
	}
	pc.games = games
	switch {
	case len(names) == 1:
		pc.bots = slices.Repeat(names, players)
	case len(names) != players:
		return pc, false, fmt.Errorf("%d bots for %d players (give one per seat, or one for every seat)", len(names), players)
	default:
		pc.bots = names
	}
	for _, name := range pc.bots {
		if !knownBot(name) {
			return pc, false, fmt.Errorf("%s: unknown bot %s (bots: %s)", def.Name, quoteShort(name), botNames(def))
		}
	}
	if pc.think, err = parseThink(think); err != nil {
		return pc, false, err
	}
	if pc.think != 1 && !slices.ContainsFunc(pc.bots, thinks) {
		return pc, false, fmt.Errorf("--think %s changes only the Expert's and the oracle's budget, and no seat is either (--bots %s)", quoteShort(think), quoteShort(botList))
	}
	// A table and its bots are built once here, so that a game's own checks
	// (a custom set of masks) and a bot not yet written fail before the run.
	g, err := def.New(cfg)
	if err != nil {
		return pc, false, err
	}
	for _, name := range pc.bots {
		if _, err := seatBot(pc, name, g, 0); err != nil {
			return pc, false, fmt.Errorf("%s: bot %q: %w", def.Name, name, err)
		}
	}
	return pc, asJSON, nil
}

// gameSeed gives game i its own seed, independent of which worker plays it, so
// a run's figures do not depend on scheduling.
func gameSeed(run uint64, i int) uint64 {
	r := game.NewRNG(run ^ uint64(i)*0x9e3779b97f4a7c15)
	return r.Uint64()
}

// seating is game i's bot names by seat: the list, rotated by i with --rotate.
func seating(pc playConfig, i int) []string {
	n := len(pc.bots)
	out := make([]string, n)
	for s := range n {
		if pc.rotate {
			out[s] = pc.bots[(s+i)%n]
		} else {
			out[s] = pc.bots[s]
		}
	}
	return out
}

// newBots seats game i's bots at g (the oracle reads it).
func newBots(pc playConfig, i int, g game.Game, seed uint64) ([]bot.Bot, error) {
	r := game.NewRNG(seed)
	names := seating(pc, i)
	bots := make([]bot.Bot, len(names))
	for s, name := range names {
		b, err := seatBot(pc, name, g, r.Uint64())
		if err != nil {
			return nil, err
		}
		bots[s] = b
	}
	return bots, nil
}

type tally struct {
	games    int // played to the end and counted
	seatWins []int
	botWins  map[string]int
	rounds   int
	shared   int
	err      error
}

// playOne plays game i and adds it to t; a panic in a game or a bot becomes
// an error naming the game, so that the run ends with one line, not a dump.
func playOne(pc playConfig, i int, t *tally) (err error) {
	seed := gameSeed(pc.cfg.Seed, i)
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("game %d (seed %d): panic: %v", i, seed, p)
		}
	}()
	cfg := pc.cfg
	cfg.Seed = seed
	g, err := pc.def.New(cfg)
	if err != nil {
		return fmt.Errorf("game %d (seed %d): %w", i, seed, err)
	}
	bots, err := newBots(pc, i, g, ^seed)
	if err != nil {
		return err
	}
	if err := match.Play(g, bots, match.Options{}); err != nil {
		return fmt.Errorf("game %d (seed %d): %w", i, seed, err)
	}
	res := g.Result()
	names := seating(pc, i)
	won := map[string]bool{}
	for _, s := range res.Winners {
		t.seatWins[s]++
		won[names[s]] = true
	}
	for name := range won {
		t.botWins[name]++
	}
	if len(res.Winners) > 1 {
		t.shared++
	}
	t.rounds += res.Rounds
	return nil
}

// progressEvery is how often a run reports its progress; a run shorter than
// this prints none.
var progressEvery = 10 * time.Second

// simulate plays the run. When ctx ends first, each worker stops after its
// game under way and the report covers the games played, marked interrupted.
// Every progressEvery a line on progress says how far the run has got.
func simulate(ctx context.Context, pc playConfig, progress io.Writer) (playReport, error) {
	n := len(pc.bots)
	workers := min(runtime.GOMAXPROCS(0), pc.games)
	start := time.Now()
	tallies := make([]tally, workers)
	var played atomic.Int64
	var wg sync.WaitGroup
	for wk := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t := &tallies[wk]
			t.seatWins = make([]int, n)
			t.botWins = map[string]int{}
			for i := wk; i < pc.games && ctx.Err() == nil; i += workers {
				if t.err = playOne(pc, i, t); t.err != nil {
					return
				}
				t.games++
				played.Add(1)
			}
		}()
	}
	finished := make(chan struct{})
	reporter := make(chan struct{})
	go func() {
		defer close(reporter)
		tick := time.NewTicker(progressEvery)
		defer tick.Stop()
		for {
			select {
			case <-tick.C:
				fmt.Fprintln(progress, progressLine(int(played.Load()), pc.games, time.Since(start)))
			case <-finished:
				return
			}
		}
	}()
	wg.Wait()
	close(finished)
	<-reporter // no progress line after the report
	elapsed := time.Since(start).Seconds()
	rep := playReport{
		Game: pc.def.Name, Players: n, Variant: pc.cfg.Variant, Options: pc.cfg.Options,
		Seed: pc.cfg.Seed, Rotate: pc.rotate, Seats: make([]seatReport, n),
	}
	if pc.think != 1 {
		rep.Think = pc.think
	}
	rounds := 0
	botWins := map[string]int{}
	for _, t := range tallies {
		if t.err != nil {
			return rep, t.err
		}
		rep.Games += t.games
		for s, w := range t.seatWins {
			rep.Seats[s].Wins += w
		}
		for name, w := range t.botWins {
			botWins[name] += w
		}
		rounds += t.rounds
		rep.Shared += t.shared
	}
	if rep.Games < pc.games {
		rep.Interrupted, rep.Planned = true, pc.games
	}
	// Rates are over the games played; none played (an interrupt before the
	// first game ended) gives 0 and the whole interval rather than NaN,
	// which JSON cannot write.
	played64 := max(float64(rep.Games), 1)
	for s := range rep.Seats {
		sr := &rep.Seats[s]
		sr.Bot = pc.bots[s]
		if pc.rotate {
			sr.Bot = "rotating"
		}
		sr.WinRate = float64(sr.Wins) / played64
		sr.CILow, sr.CIHigh = match.Wilson(sr.Wins, rep.Games)
	}
	for _, name := range pc.bots {
		if slices.ContainsFunc(rep.Bots, func(b botReport) bool { return b.Bot == name }) {
			continue
		}
		br := botReport{Bot: name, Seats: countOf(pc.bots, name), Wins: botWins[name]}
		br.WinRate = float64(br.Wins) / played64
		br.CILow, br.CIHigh = match.Wilson(br.Wins, rep.Games)
		rep.Bots = append(rep.Bots, br)
	}
	rep.MeanRounds = float64(rounds) / played64
	rep.GamesPerSec = float64(rep.Games) / elapsed
	return rep, nil
}

// progressLine says how far a run has got: games played, the rate so far
// and the time left at that rate.
func progressLine(played, planned int, elapsed time.Duration) string {
	s := fmt.Sprintf("sim: play: %d of %d games (%.1f%%) in %s", played, planned, 100*float64(played)/float64(planned), elapsed.Round(time.Second))
	if played == 0 {
		return s + ", none finished yet"
	}
	rate := float64(played) / elapsed.Seconds()
	s += ", " + rateText(rate)
	left := float64(planned-played) / rate
	if left > 365*24*3600 { // and past what a Duration holds, for a slow enough run
		return s + ", more than a year left"
	}
	return s + fmt.Sprintf(", about %s left", time.Duration(left*float64(time.Second)).Round(time.Second))
}

// rateText writes a rate of games per second, a slow one to three figures
// (1.21, 0.372) so that it is not rounded to 1 or 0: an interrupted summary
// once said "0 games/s" of a run at 0.37. A fast one is written whole.
func rateText(rate float64) string {
	digits := 0
	if rate > 0 && rate < 100 {
		digits = 2 - int(math.Floor(math.Log10(rate)))
	}
	return fmt.Sprintf("%.*f games/s", digits, rate)
}

func countOf(names []string, name string) int {
	n := 0
	for _, x := range names {
		if x == name {
			n++
		}
	}
	return n
}

func writeReport(w io.Writer, rep playReport) {
	fmt.Fprintf(w, "%s, %d players", rep.Game, rep.Players)
	if rep.Variant != "" {
		fmt.Fprintf(w, ", %s", rep.Variant)
	}
	for _, k := range slices.Sorted(maps.Keys(rep.Options)) {
		fmt.Fprintf(w, ", %s=%s", k, rep.Options[k])
	}
	if rep.Interrupted {
		fmt.Fprintf(w, ", interrupted after %d of %d games, seed %d", rep.Games, rep.Planned, rep.Seed)
	} else {
		fmt.Fprintf(w, ", %d games, seed %d", rep.Games, rep.Seed)
	}
	if rep.Rotate {
		fmt.Fprint(w, ", seats rotated")
	}
	if rep.Think != 0 {
		fmt.Fprintf(w, ", think %g×", rep.Think)
	}
	fmt.Fprintln(w)
	for s, sr := range rep.Seats {
		fmt.Fprintf(w, "  seat %d %-10s wins %6d  %5.1f%%  (95%% CI %5.1f–%5.1f%%)\n", s, sr.Bot, sr.Wins, 100*sr.WinRate, 100*sr.CILow, 100*sr.CIHigh)
	}
	for _, br := range rep.Bots {
		fmt.Fprintf(w, "  bot %-15s wins %6d  %5.1f%%  (95%% CI %5.1f–%5.1f%%)  in %d of %d seats\n",
			br.Bot, br.Wins, 100*br.WinRate, 100*br.CILow, 100*br.CIHigh, br.Seats, rep.Players)
	}
	fmt.Fprintf(w, "  shared wins %d, mean rounds per game %.2f, %s\n", rep.Shared, rep.MeanRounds, rateText(rep.GamesPerSec))
}
