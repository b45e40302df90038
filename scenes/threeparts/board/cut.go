package board

// Tap is where the two dividers of a cut stand after a tap on the gap
// before row position p: cuts are where they stand (in order), lifted the
// one in hand (0 or 1) or -1, and hint the cut a hint (or the guided round)
// suggests, its two gaps drawn as ghost dividers (zero: none).
//
// A tap on a divider picks it up (or puts it back); with a divider in hand
// a tap on a gap puts it there; otherwise the nearer divider moves to the
// gap. A tap on a ghost moves a divider that does not already stand on the
// suggested cut, so the suggestion is always two taps on its ghosts at
// most, and never begins by picking up a divider that stands right.
func Tap(cuts [2]int, lifted, p int, hint [2]int) ([2]int, int) {
	at := -1
	for i, c := range cuts {
		if c == p {
			at = i
		}
	}
	switch {
	case lifted >= 0 && at == lifted:
		lifted = -1
	case at >= 0:
		lifted = at
	case lifted >= 0:
		cuts[lifted] = p
		lifted = -1
	default:
		i := 0
		switch {
		case p > cuts[1]:
			i = 1
		case p > cuts[0] && p-cuts[0] > cuts[1]-p:
			i = 1
		}
		if ghost := hint[0] < hint[1] && (p == hint[0] || p == hint[1]); ghost {
			switch on := func(c int) bool { return c == hint[0] || c == hint[1] }; {
			case on(cuts[0]) && !on(cuts[1]):
				i = 1
			case on(cuts[1]) && !on(cuts[0]):
				i = 0
			}
		}
		cuts[i] = p
	}
	if cuts[0] > cuts[1] {
		cuts[0], cuts[1] = cuts[1], cuts[0]
		if lifted >= 0 {
			lifted = 1 - lifted
		}
	}
	return cuts, lifted
}

// Drop is where the two dividers of a cut stand after divider i (0 or 1)
// is dragged to the gap before row position p: they stay in order, so the
// one dragged past the other becomes the second.
func Drop(cuts [2]int, i, p int) [2]int {
	cuts[i] = p
	if cuts[0] > cuts[1] {
		cuts[0], cuts[1] = cuts[1], cuts[0]
	}
	return cuts
}
