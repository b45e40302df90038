package board

import (
	"fmt"
	"testing"
)

// TestTheWayToASuggestedCutIsTapsOnItsGhosts follows the way the table kit
// finds to ring a hinted cut (breadth first over the prompt's targets: the
// gaps left to right, then Cut; a state reached twice is tried once), from
// every cut the dividers may stand at to every cut suggested, in segments
// of 3 to 8 cards: it is at most two taps and Cut, every tap on a ghost (a
// suggested gap no divider stands on), never one that picks a divider up.
func TestTheWayToASuggestedCutIsTapsOnItsGhosts(t *testing.T) {
	type state struct {
		cuts   [2]int
		lifted int
	}
	const cut = -1 // the Cut button
	for lo := 0; lo <= 2; lo++ {
		for n := 3; n <= 8; n++ {
			hi := lo + n
			for a := lo + 1; a < hi; a++ {
				for b := a + 1; b < hi; b++ {
					for x := lo + 1; x < hi; x++ {
						for y := x + 1; y < hi; y++ {
							hint := [2]int{x, y}
							start := state{[2]int{a, b}, -1}
							way := func() []int {
								seen := map[state]bool{start: true}
								type node struct {
									s   state
									way []int
								}
								level := []node{{start, nil}}
								for depth := 0; depth < 6; depth++ {
									var next []node
									for _, nd := range level {
										if nd.s.cuts == hint && nd.s.lifted < 0 {
											return append(nd.way, cut)
										}
										for p := lo + 1; p < hi; p++ {
											c, l := Tap(nd.s.cuts, nd.s.lifted, p, hint)
											s := state{c, l}
											if !seen[s] {
												seen[s] = true
												next = append(next, node{s, append(append([]int(nil), nd.way...), p)})
											}
										}
									}
									level = next
								}
								return nil
							}()
							name := fmt.Sprintf("[%d,%d) dividers at %d,%d, suggested %d,%d", lo, hi, a, b, x, y)
							if way == nil {
								t.Fatalf("%s: no way to the suggestion", name)
							}
							if len(way) > 3 {
								t.Errorf("%s: the way is %v, more than two taps and Cut", name, way)
							}
							s := start
							for _, p := range way[:len(way)-1] {
								if p != x && p != y || p == s.cuts[0] || p == s.cuts[1] {
									t.Errorf("%s: the way %v taps %d, not a ghost, with the dividers at %v", name, way, p, s.cuts)
								}
								s.cuts, s.lifted = Tap(s.cuts, s.lifted, p, hint)
							}
						}
					}
				}
			}
		}
	}
}

// TestATapMovesTheNearerDivider: without a suggestion, or off it, a tap on
// a gap moves the nearer divider; on a divider it picks it up, and the next
// tap puts it down.
func TestATapMovesTheNearerDivider(t *testing.T) {
	none := [2]int{}
	for _, c := range []struct {
		cuts       [2]int
		lifted, p  int
		hint       [2]int
		want       [2]int
		wantLifted int
	}{
		{[2]int{2, 5}, -1, 1, none, [2]int{1, 5}, -1},
		{[2]int{2, 5}, -1, 6, none, [2]int{2, 6}, -1},
		{[2]int{2, 5}, -1, 3, none, [2]int{3, 5}, -1},
		{[2]int{2, 5}, -1, 4, none, [2]int{2, 4}, -1},
		{[2]int{2, 5}, -1, 5, none, [2]int{2, 5}, 1},
		{[2]int{2, 5}, 1, 1, none, [2]int{1, 2}, -1},
		{[2]int{2, 5}, 1, 5, none, [2]int{2, 5}, -1},
		// Off the suggestion, the nearer divider still.
		{[2]int{2, 5}, -1, 4, [2]int{2, 3}, [2]int{2, 4}, -1},
		// On a ghost: the divider that stands off the suggestion moves,
		// though the other is nearer.
		{[2]int{2, 5}, -1, 3, [2]int{3, 5}, [2]int{3, 5}, -1},
		{[2]int{2, 5}, -1, 4, [2]int{2, 4}, [2]int{2, 4}, -1},
		{[2]int{1, 2}, -1, 6, [2]int{2, 6}, [2]int{2, 6}, -1},
	} {
		got, lifted := Tap(c.cuts, c.lifted, c.p, c.hint)
		if got != c.want || lifted != c.wantLifted {
			t.Errorf("dividers at %v (lifted %d), suggested %v, a tap on %d: %v (lifted %d), want %v (lifted %d)",
				c.cuts, c.lifted, c.hint, c.p, got, lifted, c.want, c.wantLifted)
		}
	}
}

// TestADividerDroppedPastTheOtherBecomesTheSecond: a drag's drop keeps the
// dividers in order.
func TestADividerDroppedPastTheOtherBecomesTheSecond(t *testing.T) {
	cases := []struct {
		cuts    [2]int
		i, p    int
		want    [2]int
		comment string
	}{
		{[2]int{2, 5}, 0, 3, [2]int{3, 5}, "the first, between"},
		{[2]int{2, 5}, 1, 3, [2]int{2, 3}, "the second, between"},
		{[2]int{2, 5}, 0, 6, [2]int{5, 6}, "the first, past the second"},
		{[2]int{2, 5}, 1, 1, [2]int{1, 2}, "the second, before the first"},
	}
	for _, c := range cases {
		if got := Drop(c.cuts, c.i, c.p); got != c.want {
			t.Errorf("%s: dividers %v, %d dropped at %d: %v, want %v", c.comment, c.cuts, c.i, c.p, got, c.want)
		}
	}
}
