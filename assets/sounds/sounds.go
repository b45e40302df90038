// Package sounds synthesises Parlour's few sound effects at start-up instead
// of embedding recordings: a handful of short envelopes cost a few lines of
// code and nothing in download size. Output is 16-bit little-endian stereo
// PCM at SampleRate, the format Ebitengine's audio players take.
package sounds

import "math"

// SampleRate of every effect.
const SampleRate = 44100

// Effect names one sound.
type Effect int

const (
	Card   Effect = iota // a card slid or played: a short soft noise sweep
	Deal                 // a card dealt or drawn: shorter and lighter
	Token                // a token won: two bright bell tones
	Out                  // a player knocked out: a low falling tone
	Reveal               // cards compared or shown: a soft chord
	Win                  // the game won: a rising arpeggio
	count
)

// All lists every effect.
func All() []Effect {
	out := make([]Effect, count)
	for i := range out {
		out[i] = Effect(i)
	}
	return out
}

// PCM renders an effect.
func PCM(e Effect) []byte {
	switch e {
	case Card:
		return render(0.11, func(t float64, n *noise) float64 {
			return n.next() * env(t, 0.004, 0.09) * 0.35 * (1 - t/0.11*0.5)
		})
	case Deal:
		return render(0.06, func(t float64, n *noise) float64 {
			return n.next() * env(t, 0.002, 0.05) * 0.25
		})
	case Token:
		return render(0.7, func(t float64, _ *noise) float64 {
			a := bell(t, 1318.5) * env(t, 0.003, 0.45)
			b := bell(t-0.12, 1760) * env(t-0.12, 0.003, 0.5)
			return 0.22 * (a + b)
		})
	case Out:
		return render(0.45, func(t float64, _ *noise) float64 {
			f := 220 * math.Pow(0.5, t/0.45)
			return 0.3 * math.Sin(2*math.Pi*f*t) * env(t, 0.01, 0.4)
		})
	case Reveal:
		return render(0.5, func(t float64, _ *noise) float64 {
			return 0.12 * (bell(t, 523.25) + bell(t, 659.25) + bell(t, 783.99)) * env(t, 0.01, 0.45)
		})
	case Win:
		return render(1.1, func(t float64, _ *noise) float64 {
			var v float64
			for i, f := range []float64{523.25, 659.25, 783.99, 1046.5} {
				d := t - float64(i)*0.13
				v += bell(d, f) * env(d, 0.005, 0.6)
			}
			return 0.16 * v
		})
	}
	return nil
}

// env is an attack-then-exponential-decay envelope, zero before t=0.
func env(t, attack, decay float64) float64 {
	if t < 0 {
		return 0
	}
	if t < attack {
		return t / attack
	}
	return math.Exp(-(t - attack) / (decay / 4))
}

// bell is a sine with a little of its octave, for a softer timbre.
func bell(t, f float64) float64 {
	if t < 0 {
		return 0
	}
	return math.Sin(2*math.Pi*f*t) + 0.3*math.Sin(4*math.Pi*f*t)
}

// noise is a tiny deterministic generator, low-passed so it sounds like
// paper rather than hiss.
type noise struct {
	state uint32
	last  float64
}

func (n *noise) next() float64 {
	n.state = n.state*1664525 + 1013904223
	white := float64(n.state>>8)/float64(1<<24)*2 - 1
	n.last += 0.35 * (white - n.last)
	return n.last
}

func render(seconds float64, f func(t float64, n *noise) float64) []byte {
	frames := int(seconds * SampleRate)
	out := make([]byte, frames*4)
	n := &noise{state: 1}
	for i := range frames {
		v := f(float64(i)/SampleRate, n)
		v = math.Max(-1, math.Min(1, v))
		s := int16(v * 32767)
		out[4*i], out[4*i+1] = byte(s), byte(s>>8)
		out[4*i+2], out[4*i+3] = byte(s), byte(s>>8)
	}
	return out
}
