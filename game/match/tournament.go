package match

import (
	"fmt"
	"math"
	"runtime"
	"sync"
	"time"

	"parlour/game"
	"parlour/game/bot"
)

// Tournament is a series of games between a fixed lineup of bots whose seats
// rotate: in game i the lineup's bot k sits at seat (k+i) mod players, so
// every bot plays every seat equally often and no seat's advantage (who
// starts, who sits after whom) favours one bot.
type Tournament struct {
	// Lineup names a bot per seat.
	Lineup []string
	// Games to play; each game's seed derives from Seed and its number, so the
	// figures do not depend on how many workers play them.
	Games int
	Seed  uint64
	// NewGame makes a game from a seed; NewBot a named bot from a seed.
	NewGame func(seed uint64) (game.Game, error)
	NewBot  func(name string, seed uint64) (bot.Bot, error)
	// Budget is handed to every bot.
	Budget bot.Budget
	// Workers playing at once (0: GOMAXPROCS).
	Workers int
}

// Standing is a lineup position's record over a tournament.
type Standing struct {
	Bot  string
	Wins int // games it won, alone or shared
	// Rate is Wins over the games; Low and High bound it at 95% (Wilson).
	Rate, Low, High float64
}

// Outcome is a finished tournament.
type Outcome struct {
	Games     int
	Standings []Standing // one per lineup position
	Shared    int        // games won by more than one seat
	Seconds   float64
}

// GameSeed is game i's seed in a run seeded with run.
func GameSeed(run uint64, i int) uint64 {
	return game.NewRNG(run ^ uint64(i)*0x9e3779b97f4a7c15).Uint64()
}

// Run plays the tournament.
func (t Tournament) Run() (Outcome, error) {
	n := len(t.Lineup)
	workers := t.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	start := time.Now()
	type tally struct {
		wins   []int
		shared int
		err    error
	}
	tallies := make([]tally, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tl := &tallies[w]
			tl.wins = make([]int, n)
			for i := w; i < t.Games && tl.err == nil; i += workers {
				if err := t.play(i, tl.wins, &tl.shared); err != nil {
					tl.err = fmt.Errorf("game %d: %w", i, err)
				}
			}
		}()
	}
	wg.Wait()
	out := Outcome{Games: t.Games, Standings: make([]Standing, n), Seconds: time.Since(start).Seconds()}
	for _, tl := range tallies {
		if tl.err != nil {
			return out, tl.err
		}
		for k, w := range tl.wins {
			out.Standings[k].Wins += w
		}
		out.Shared += tl.shared
	}
	for k := range out.Standings {
		s := &out.Standings[k]
		s.Bot = t.Lineup[k]
		s.Rate = float64(s.Wins) / float64(t.Games)
		s.Low, s.High = Wilson(s.Wins, t.Games)
	}
	return out, nil
}

// play plays game i and adds each lineup position's win to wins.
func (t Tournament) play(i int, wins []int, shared *int) error {
	n := len(t.Lineup)
	seed := GameSeed(t.Seed, i)
	g, err := t.NewGame(seed)
	if err != nil {
		return err
	}
	if g.Players() != n {
		return fmt.Errorf("a lineup of %d for %d seats", n, g.Players())
	}
	r := game.NewRNG(^seed)
	bots := make([]bot.Bot, n)
	seatOf := make([]int, n)
	for k, name := range t.Lineup {
		seatOf[k] = (k + i) % n
		b, err := t.NewBot(name, r.Uint64())
		if err != nil {
			return err
		}
		bots[seatOf[k]] = b
	}
	if err := Play(g, bots, Options{Budget: t.Budget}); err != nil {
		return err
	}
	winners := g.Result().Winners
	if len(winners) > 1 {
		*shared++
	}
	for k := range t.Lineup {
		for _, s := range winners {
			if s == seatOf[k] {
				wins[k]++
			}
		}
	}
	return nil
}

// Wilson is the 95% Wilson score interval of k successes in n trials.
func Wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p := float64(k) / float64(n)
	nf := float64(n)
	den := 1 + z*z/nf
	centre := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return max(0, centre-half), min(1, centre+half)
}
