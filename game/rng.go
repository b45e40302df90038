package game

import (
	"fmt"
	"math/bits"
	"strconv"

	"parlour/game/json"
)

// RNG is the seeded generator every game keeps in its state: xoshiro256** seeded
// through splitmix64. It is small, fast, and its whole state serialises, which
// math/rand's generators do not promise across Go releases.
type RNG struct {
	s [4]uint64
}

// NewRNG seeds a generator. Every seed, zero included, gives a usable state.
func NewRNG(seed uint64) *RNG {
	r := &RNG{}
	r.Seed(seed)
	return r
}

// Seed resets the generator to the stream of seed.
func (r *RNG) Seed(seed uint64) {
	for i := range r.s {
		seed += 0x9e3779b97f4a7c15
		z := seed
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		r.s[i] = z ^ (z >> 31)
	}
}

// Uint64 returns the next 64 random bits.
func (r *RNG) Uint64() uint64 {
	// The rotations written out (a call each without inlining): a search
	// draws millions of numbers a decision.
	x := r.s[1] * 5
	result := (x<<7 | x>>57) * 9
	t := r.s[1] << 17
	r.s[2] ^= r.s[0]
	r.s[3] ^= r.s[1]
	r.s[1] ^= r.s[2]
	r.s[0] ^= r.s[3]
	r.s[2] ^= t
	r.s[3] = r.s[3]<<45 | r.s[3]>>19
	return result
}

// Intn returns a uniform integer in [0, n); n must be positive.
func (r *RNG) Intn(n int) int {
	if n <= 0 {
		panic("game: Intn of a non-positive bound") // a programming error, never input
	}
	// Lemire's multiply-shift with rejection: unbiased without division in the common case.
	bound := uint64(n)
	for {
		x := r.Uint64()
		hi, lo := bits.Mul64(x, bound)
		if lo >= bound || lo >= (-bound)%bound {
			return int(hi)
		}
	}
}

// Float64 returns a uniform float in [0, 1).
func (r *RNG) Float64() float64 { return float64(r.Uint64()>>11) / (1 << 53) }

// Shuffle permutes n elements with Fisher–Yates.
func (r *RNG) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.Intn(i+1))
	}
}

// Split derives an independent generator, e.g. one per bot, without disturbing
// the stream's determinism.
func (r *RNG) Split() *RNG { return NewRNG(r.Uint64()) }

// MarshalJSON writes the state as four hex strings: JSON numbers cannot hold
// 64-bit integers exactly in every reader.
func (r RNG) MarshalJSON() ([]byte, error) {
	var words [4]string
	for i, w := range r.s {
		words[i] = strconv.FormatUint(w, 16)
	}
	return json.Marshal(words)
}

// Seeded reports whether r can produce anything but zeros (its zero value cannot).
func (r *RNG) Seeded() bool { return r.s != [4]uint64{} }

// UnmarshalJSON reads what MarshalJSON wrote.
func (r *RNG) UnmarshalJSON(b []byte) error {
	var words [4]string
	if err := json.Unmarshal(b, &words); err != nil {
		return fmt.Errorf("rng: want four hex words: %w", err)
	}
	var s [4]uint64
	zero := true
	for i, w := range words {
		v, err := strconv.ParseUint(w, 16, 64)
		if err != nil {
			return fmt.Errorf("rng: word %d: %w", i, err)
		}
		s[i] = v
		zero = zero && v == 0
	}
	if zero {
		return fmt.Errorf("rng: an all-zero state never changes")
	}
	r.s = s
	return nil
}
