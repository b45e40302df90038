package sounds

import "testing"

func TestEveryEffectIsShortAudibleAndNotClipped(t *testing.T) {
	for _, e := range All() {
		b := PCM(e)
		if len(b) == 0 || len(b)%4 != 0 {
			t.Fatalf("effect %d: %d bytes is not whole stereo frames", e, len(b))
		}
		if secs := float64(len(b)/4) / SampleRate; secs > 1.5 {
			t.Errorf("effect %d lasts %.2fs; table sounds must be brief", e, secs)
		}
		peak, clipped := 0, 0
		for i := 0; i+1 < len(b); i += 2 {
			v := int(int16(uint16(b[i]) | uint16(b[i+1])<<8))
			peak = max(peak, v, -v)
			if v == 32767 || v == -32767 {
				clipped++
			}
		}
		if peak < 2000 {
			t.Errorf("effect %d is nearly silent (peak %d)", e, peak)
		}
		if clipped > 0 {
			t.Errorf("effect %d clips %d samples", e, clipped)
		}
	}
}
