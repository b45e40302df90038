package a11y

import (
	"fmt"
	"testing"
)

// tableTree is a table as the kit describes it at its largest: 13 seats,
// a hand of 9 cards, 17 choices, the bar and 12 log lines; move makes the
// change of one move (a card played, a line logged, the seats' states).
func tableTree(move int) *Node {
	root := &Node{ID: "table", Role: Region, Name: "Mascarade"}
	root.Children = append(root.Children, &Node{ID: "caption", Name: fmt.Sprint("Ada announces the King ", move)})
	seats := &Node{ID: "seats", Role: Group, Name: "Players"}
	for s := range 13 {
		seats.Children = append(seats.Children, &Node{ID: fmt.Sprint("seat-words-", s), Name: fmt.Sprintf("Seat %d, %d coins, %s", s, 6+move%3, map[bool]string{true: "your turn", false: "ready"}[s == move%13])})
	}
	hand := &Node{ID: "hand", Role: Group, Name: "Your hand"}
	for i := range 9 - move%2 {
		hand.Children = append(hand.Children, &Node{ID: fmt.Sprint("hand-", i), Role: Button, Name: fmt.Sprint("Card ", i), Desc: "A rule of some forty words that says what the card does when it is played, and when it may not be."})
	}
	choices := &Node{ID: "choices", Role: Group, Name: "Your choices"}
	for i := range 17 {
		choices.Children = append(choices.Children, &Node{ID: fmt.Sprint("choice-", i), Role: Button, Name: fmt.Sprint("Mask ", i), Disabled: i%4 == move%4})
	}
	log := &Node{ID: "log", Role: List, Name: "Log"}
	for i := move; i < move+12; i++ {
		log.Children = append(log.Children, &Node{ID: fmt.Sprint("log-", i), Role: Item, Name: fmt.Sprint("Line ", i, ": Basil swaps or not with Clara")})
	}
	root.Children = append(root.Children, seats, hand, choices, &Node{ID: "undo", Role: Button, Name: "Undo"}, log)
	return root
}

// BenchmarkDiffOneMove is the kit's work each update while a table plays:
// describe it, bound it, and diff it against the last (the DOM's work is
// the changes it returns, reported as ops/update).
func BenchmarkDiffOneMove(b *testing.B) {
	prev := tableTree(0)
	ops := 0
	n := 0
	for b.Loop() {
		next := tableTree(n + 1)
		Clean(next)
		ops += len(Diff(prev, next))
		prev = next
		n++
	}
	b.ReportMetric(float64(ops)/float64(n), "ops/update")
}

// BenchmarkDiffAtRest is the same when nothing changed (most updates).
func BenchmarkDiffAtRest(b *testing.B) {
	prev := tableTree(0)
	for b.Loop() {
		next := tableTree(0)
		Clean(next)
		if len(Diff(prev, next)) != 0 {
			b.Fatal("an unchanged table changed the page")
		}
		prev = next
	}
}
