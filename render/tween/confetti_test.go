package tween

import "testing"

func TestConfettiIsThrownUpThenFallsAndFades(t *testing.T) {
	const h = 800.0
	c := Burst(7, 60, 400, 600, h, 5)
	if len(c.Pieces) != 60 {
		t.Fatalf("%d pieces, want 60", len(c.Pieces))
	}
	for _, p := range c.Pieces {
		if p.VY >= 0 {
			t.Fatalf("a piece is not thrown upwards: %+v", p)
		}
		if p.Colour < 0 || p.Colour >= 5 {
			t.Fatalf("colour %d outside the palette of 5", p.Colour)
		}
	}
	// Early on the pieces rise above the point they were thrown from.
	c.Step(0.2, h)
	risen := 0
	for _, p := range c.Pieces {
		if p.Y < 600 {
			risen++
		}
	}
	if risen < 50 {
		t.Fatalf("only %d of 60 pieces rose after 0.2 s", risen)
	}
	if c.Alpha() != 1 {
		t.Fatalf("alpha %v early in the burst, want 1", c.Alpha())
	}
	// Later they all come down, falling, and fade.
	showing := true
	for range 200 {
		showing = c.Step(1.0/60, h)
	}
	falling := 0
	for _, p := range c.Pieces {
		if p.VY > 0 {
			falling++
		}
	}
	if falling < 55 {
		t.Fatalf("only %d of 60 pieces fall after 3.5 s", falling)
	}
	if showing || c.Alpha() != 0 {
		t.Fatalf("the burst still shows after its life: showing %v alpha %v", showing, c.Alpha())
	}
}

func TestTheSameSeedThrowsTheSameBurst(t *testing.T) {
	a, b := Burst(3, 20, 0, 0, 100, 4), Burst(3, 20, 0, 0, 100, 4)
	for i := range a.Pieces {
		if a.Pieces[i] != b.Pieces[i] {
			t.Fatalf("piece %d differs: %+v against %+v", i, a.Pieces[i], b.Pieces[i])
		}
	}
}

func TestNoBurstDrawsNothing(t *testing.T) {
	var c *Confetti
	if c.Step(0.1, 100) || c.Alpha() != 0 {
		t.Fatal("a missing burst must report nothing to draw")
	}
}
