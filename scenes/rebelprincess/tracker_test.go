package rebelprincess

import "testing"

// The tracker's values never run together: at every width a side panel
// takes (243 pixels at 1024×768, where 10, 11 and 12 read "101112"), "12"
// leaves a fifth of its cell at least, at the smallest text or larger, on
// one line where that allows and on two otherwise.
func TestTheTrackersValuesStandApartAtEveryPanelWidth(t *testing.T) {
	const small, tiny = 20.1, 17.2 // the type at 1024×768
	width := func(s string, size float64) float64 { return float64(len(s)) * 0.57 * size }
	lines := map[int]bool{}
	for w := 120.0; w <= 700; w += 7 {
		per, cell, fs := trackerCells(w, small, tiny, width)
		lines[12/per] = true
		if fs < tiny || fs > small {
			t.Errorf("%.0f pixels: values at size %.1f, outside %.1f–%.1f", w, fs, tiny, small)
		}
		if per == 12 && width("12", fs) > cell*0.85 {
			t.Errorf("%.0f pixels: \"12\" is %.1f wide in a cell of %.1f", w, width("12", fs), cell)
		}
		if cell*float64(per) > w+0.01 {
			t.Errorf("%.0f pixels: %d cells of %.1f overrun the panel", w, per, cell)
		}
	}
	if !lines[1] || !lines[2] {
		t.Errorf("the widths tried gave lines %v: both one and two lines should be tried", lines)
	}
}
