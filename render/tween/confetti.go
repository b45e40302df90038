package tween

import (
	"math"
	"math/rand/v2"
)

// Confetti is a burst of paper pieces thrown up from a point that flutter
// down and fade: the table's small celebration when the person wins a round
// or the game. It only moves the pieces; the table draws them.
type Confetti struct {
	Pieces []Piece
	Age    float64 // seconds since the burst
	Life   float64 // seconds until the last piece has faded
}

// Piece is one bit of confetti: where it is, how it turns and its colour
// (an index into the drawer's palette).
type Piece struct {
	X, Y, VX, VY float64
	Angle, Spin  float64
	Size         float64
	Colour       int
	Flutter      float64 // phase of its side-to-side sway
}

// Burst throws n pieces from (x, y) over a screen of height h, with colours
// from a palette of k; seed makes the same burst each time (tests, replays).
func Burst(seed uint64, n int, x, y, h float64, k int) *Confetti {
	r := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	c := &Confetti{Life: 3.2}
	speed := h * 1.1
	for range n {
		a := -math.Pi/2 + (r.Float64()-0.5)*math.Pi*0.8 // upwards, in a cone
		v := speed * (0.45 + 0.55*r.Float64())
		c.Pieces = append(c.Pieces, Piece{
			X: x, Y: y, VX: math.Cos(a) * v, VY: math.Sin(a) * v,
			Angle: r.Float64() * 2 * math.Pi, Spin: (r.Float64() - 0.5) * 12,
			Size: h * (0.014 + 0.012*r.Float64()), Colour: r.IntN(max(1, k)),
			Flutter: r.Float64() * 2 * math.Pi,
		})
	}
	return c
}

// Step moves the pieces on by dt seconds: gravity, air that slows them to a
// gentle fall, and a sway. It reports whether the burst is still showing.
func (c *Confetti) Step(dt, h float64) bool {
	if c == nil {
		return false
	}
	c.Age += dt
	g := h * 1.6
	drag := math.Exp(-2.2 * dt)
	for i := range c.Pieces {
		p := &c.Pieces[i]
		p.VY += g * dt
		p.VX *= drag
		p.VY *= drag
		p.X += (p.VX + math.Sin(c.Age*5+p.Flutter)*h*0.04) * dt
		p.Y += p.VY * dt
		p.Angle += p.Spin * dt
	}
	return c.Age < c.Life
}

// Alpha is how opaque the pieces are now: whole, then fading over the last
// second of the burst's life.
func (c *Confetti) Alpha() float64 {
	if c == nil {
		return 0
	}
	return math.Max(0, math.Min(1, c.Life-c.Age))
}
