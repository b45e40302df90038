package a11y

import "testing"

// Words said one after another read as sentences: a full stop after each
// that has no mark of its own, never a second mark after one ("You win the
// game!." was said at the end of a game, issue 38).
func TestSentencesEndOnceEach(t *testing.T) {
	for _, c := range []struct {
		parts []string
		want  string
	}{
		{[]string{"You win the game!", "Ada: 7"}, "You win the game! Ada: 7."},
		{[]string{"Round 2", "Basil wins the round."}, "Round 2. Basil wins the round."},
		{[]string{"Who plays next?", "", "Ada"}, "Who plays next? Ada."},
		{[]string{"Not now: wait for your turn…", "Look at a card"}, "Not now: wait for your turn… Look at a card."},
		{[]string{"Ada said “the King!”", "Next"}, "Ada said “the King!” Next."},
		{[]string{"Ты выиграл!", "Ада: 3"}, "Ты выиграл! Ада: 3."},
		{[]string{"", "  "}, ""},
		{[]string{" Only one "}, "Only one."},
	} {
		if got := Sentences(c.parts...); got != c.want {
			t.Errorf("Sentences(%q) = %q, want %q", c.parts, got, c.want)
		}
	}
}
