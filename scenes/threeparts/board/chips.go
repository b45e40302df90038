package board

import "fmt"

// A seat's stacks in a small box: ten slots, one per number, leave no room
// for a number at a readable size (an embed of 320×240 draws the 360-pixel
// layout zoomed down, and the text is raised to 10 real pixels), so a small
// table lists the stacks a seat holds as chips of text-size words instead,
// "7×3" on the number's colour, in as many lines as its box holds.

// Chip is one stack in a seat's summary: number N (0 for the chip that
// counts the stacks left out), what it says and where it lies, from the
// box's top left.
type Chip struct {
	N          int
	Label      string
	X, Y, W, H float64
}

// ChipLabel is what the chip of a stack of count cards of number n says:
// the number alone for a single card, else the number and the count.
func ChipLabel(n, count int) string {
	if count <= 1 {
		return fmt.Sprint(n)
	}
	return fmt.Sprintf("%d×%d", n, count)
}

// Chips lays out the stacks of counts (by number, 1–10, jokers on a stack
// included) that hold a card, and the numbers of want (a bit per number:
// a stack a card is flying to, or one the person may put a joker on), in a
// box w×h: left to right in lines lineH tall and gap apart, each chip as
// wide as its label (width measures it) and pad either side. What does not
// fit is never squeezed: the last chip that fits gives way to one saying
// "+k", the k stacks left out, so that what is shown is always exact.
// A box lower than a line still holds one.
func Chips(counts [11]int, want uint16, w, h, lineH, gap, pad float64, width func(string) float64) []Chip {
	lines := max(1, int((h+gap)/(lineH+gap)))
	var all []Chip
	for n := 1; n <= 10; n++ {
		if counts[n] > 0 || want&(1<<n) != 0 {
			l := ChipLabel(n, counts[n])
			all = append(all, Chip{N: n, Label: l, W: width(l) + 2*pad, H: lineH})
		}
	}
	place := func(cs []Chip) bool {
		x, line := 0.0, 0
		for i := range cs {
			if x > 0 && x+cs[i].W > w {
				x, line = 0, line+1
			}
			if line >= lines || cs[i].W > w {
				return false
			}
			cs[i].X, cs[i].Y = x, float64(line)*(lineH+gap)
			x += cs[i].W + gap
		}
		return true
	}
	if place(all) {
		return all
	}
	for k := len(all) - 1; k >= 0; k-- {
		more := fmt.Sprintf("+%d", len(all)-k)
		cs := append(append([]Chip(nil), all[:k]...), Chip{Label: more, W: width(more) + 2*pad, H: lineH})
		if place(cs) {
			return cs
		}
	}
	return nil
}
