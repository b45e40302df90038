package layout

import "testing"

func within(t *testing.T, name string, r Rect, w, h float64) {
	t.Helper()
	if r.X < 0 || r.Y < 0 || r.X+r.W > w+0.5 || r.Y+r.H > h+0.5 || r.W <= 0 || r.H <= 0 {
		t.Fatalf("%s %+v is off a %vx%v screen", name, r, w, h)
	}
}

func overlap(a, b Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

func TestEveryRegionFitsFromPhoneToDesktop(t *testing.T) {
	for _, s := range [][2]float64{{360, 640}, {390, 844}, {768, 1024}, {1280, 720}, {1920, 1080}, {2560, 1440}} {
		for opp := 1; opp <= 5; opp++ {
			tb := LoveLetter(s[0], s[1], opp, 2)
			for i, r := range tb.Opponents {
				within(t, "opponent", r, s[0], s[1])
				for j, q := range tb.Opponents[:i] {
					if overlap(r, q) {
						t.Fatalf("%v: panels %d and %d overlap", s, i, j)
					}
				}
				if overlap(r, tb.Hand) {
					t.Fatalf("%v: a panel covers the hand", s)
				}
			}
			for _, c := range tb.HandCards {
				within(t, "hand card", c, s[0], s[1])
			}
			within(t, "centre", tb.Centre, s[0], s[1])
			// Cards stay readable: at least a fifth of the short side on a phone.
			if min(s[0], s[1]) <= 400 && tb.HandCards[0].W < 0.2*min(s[0], s[1]) {
				t.Fatalf("%v: hand cards %.0f px wide are too small", s, tb.HandCards[0].W)
			}
		}
	}
}
