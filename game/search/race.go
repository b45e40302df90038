package search

import "sync"

// RaceOdds estimates each seat's chance to win a race to a target when every
// round is won by one seat chosen uniformly: need[s] is how many more round
// wins seat s needs (0 means it has won). It suits games won by the first to a
// number of round wins (Love Letter's tokens). Results are cached; the
// function is safe for concurrent use.
func RaceOdds(need []int, out []float64) {
	key := raceKey(need)
	raceMu.Lock()
	v, ok := raceCache[key]
	raceMu.Unlock()
	if !ok {
		v = race(need)
		raceMu.Lock()
		raceCache[key] = v
		raceMu.Unlock()
	}
	copy(out, v)
}

var (
	raceMu    sync.Mutex
	raceCache = map[uint64][]float64{}
)

func raceKey(need []int) uint64 {
	k := uint64(len(need))
	for _, x := range need {
		k = k<<6 | uint64(min(max(x, 0), 63))
	}
	return k
}

func race(need []int) []float64 {
	n := len(need)
	out := make([]float64, n)
	done := false
	winners := 0
	for _, x := range need {
		if x <= 0 {
			winners++
		}
	}
	if winners > 0 {
		for s, x := range need {
			if x <= 0 {
				out[s] = 1 / float64(winners)
			}
		}
		done = true
	}
	if done {
		return out
	}
	next := make([]int, n)
	sub := make([]float64, n)
	for j := range n {
		copy(next, need)
		next[j]--
		// Recursion through the cache keeps the work to the number of states.
		RaceOdds(next, sub)
		for s := range n {
			out[s] += sub[s] / float64(n)
		}
	}
	return out
}
