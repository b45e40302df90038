package speech

import (
	"fmt"
	"strings"
	"testing"
)

// run asks q what is due every dt seconds from start until until (q's
// clock at start), and returns what was said with when.
func run(q *Queue, start, until, dt float64) (said []Utterance, at []float64) {
	for now := start + dt; now <= until; now += dt {
		if u, ok := q.Due(dt); ok {
			said = append(said, u)
			at = append(at, now)
		}
	}
	return said, at
}

// heard is what q says from start until until at sixty updates a second,
// the texts joined by "|".
func heard(q *Queue, start, until float64) string {
	said, _ := run(q, start, until, 1.0/60)
	return strings.Join(texts(said), "|")
}

func texts(us []Utterance) []string {
	out := make([]string, len(us))
	for i, u := range us {
		out[i] = u.Text
	}
	return out
}

// The decision is said after the lines played before it, however many
// frames pass and whichever region it goes to: "Your turn" came before
// four opponents' turns (issue 38).
func TestTheDecisionIsSaidAfterTheLinesBeforeIt(t *testing.T) {
	var q Queue
	q.Say(Line, "Ada takes 2 coins")
	q.Say(Line, "Basil announces the King")
	q.Say(Line, "Clara swaps masks with you — or only pretends to")
	q.Say(Decision, "Your turn: swap, look or announce")
	said, _ := run(&q, 0, 30, 1.0/60)
	want := []string{"Ada takes 2 coins", "Basil announces the King", "Clara swaps masks with you — or only pretends to", "Your turn: swap, look or announce"}
	if got := texts(said); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("said %q, want %q", got, want)
	}
	if !said[3].Assertive() || said[0].Assertive() {
		t.Errorf("the decision is said politely or a line assertively: %+v", said)
	}
}

// Lines are paced by the time they take to say, on the clock passed in:
// the same seconds at sixty frames a second or at six say the same lines
// at about the same times (the pause was counted in frames, so a slow
// device said its lines ten times later).
func TestLinesArePacedByTimeNotFrames(t *testing.T) {
	say := func(dt float64) []float64 {
		var q Queue
		for i := range 5 {
			q.Say(Line, fmt.Sprintf("Basil swaps masks with Clara, move %d", i))
		}
		_, at := run(&q, 0, 60, dt)
		return at
	}
	fast, slow := say(1.0/60), say(1.0/6)
	if len(fast) != 5 || len(slow) != 5 {
		t.Fatalf("said %d and %d lines of 5", len(fast), len(slow))
	}
	each := Duration("Basil swaps masks with Clara, move 0", 1)
	for i := range fast {
		if d := slow[i] - fast[i]; d < 0 || d > 1.0/6*float64(i+1)+1e-9 {
			t.Errorf("line %d said at %.2f s at 60 frames a second, %.2f s at 6", i, fast[i], slow[i])
		}
		if i > 0 && fast[i]-fast[i-1] < each-1e-9 {
			t.Errorf("line %d said %.2f s after the one before, which takes %.2f s to say", i, fast[i]-fast[i-1], each)
		}
	}
	// Faster play, shorter pauses.
	var q Queue
	q.SetPace(PaceFor(0))
	q.Say(Line, "one")
	q.Say(Line, "two")
	_, at := run(&q, 0, 10, 1.0/60)
	if gap := at[1] - at[0]; gap >= Duration("one", 1) {
		t.Errorf("at instant speed the lines are %.2f s apart, as at normal", gap)
	}
}

// Lines far behind are folded into one summary said in their place: it
// says how many they were and the latest of them; the count of lines the
// queue says, one by one or folded, is every line it was given.
func TestLinesFarBehindAreFoldedIntoOneSummaryThatNamesThem(t *testing.T) {
	var q Queue
	var given []string
	for i := range 40 {
		l := fmt.Sprintf("Dmitri claims to be the Bishop and takes coins, turn %d", i)
		given = append(given, l)
		q.Say(Line, l)
	}
	q.Say(Decision, "Your turn")
	said, at := run(&q, 0, 120, 1.0/60)
	lines, folded := 0, 0
	for i, u := range said {
		switch u.Kind {
		case Line:
			if u.Text != given[lines] {
				t.Fatalf("said %q in the place of %q", u.Text, given[lines])
			}
		case Summary:
			folded++
			last := given[lines+u.Lines-1]
			if u.Lines < 2 || !strings.Contains(u.Text, last) || !strings.HasPrefix(u.Text, fmt.Sprint(u.Lines, " moves")) {
				t.Errorf("a summary of %d lines says %q (the last of them: %q)", u.Lines, u.Text, last)
			}
			if d := Duration(u.Text, 1); d > SummarySeconds+5 {
				t.Errorf("a summary takes %.1f s to say", d)
			}
		case Decision:
			if lines != len(given) {
				t.Errorf("the decision was said after %d lines of %d", lines, len(given))
			}
			if at[i] > DecisionWait+SummarySeconds+5 {
				t.Errorf("the decision was said %.1f s after it came", at[i])
			}
		}
		lines += u.Lines
	}
	if lines != len(given) || folded == 0 {
		t.Errorf("said %d lines of %d, %d summaries", lines, len(given), folded)
	}
	// Memory: however many lines come, what waits is bounded.
	for i := range 5000 {
		q.Say(Line, fmt.Sprint("line ", i))
		q.Say(Notice, fmt.Sprint("notice ", i))
	}
	if q.Pending() > MaxWaiting {
		t.Errorf("%d utterances wait", q.Pending())
	}
	for _, u := range q.Waiting() {
		if len(u.Text) > 1000 {
			t.Errorf("an utterance of %d bytes waits", len(u.Text))
		}
	}
}

// The person's new decision replaces one not yet said (a step of it made),
// an empty one takes it back (the decision made), and one that follows the
// person's last decision is said at once: it answers their step.
func TestADecisionIsReplacedTakenBackOrSaidAtOnceAfterTheLast(t *testing.T) {
	var q Queue
	q.Say(Line, "Ada plays the Guard")
	q.Say(Decision, "Choose a card")
	q.Say(Decision, "Choose a player")
	if got := heard(&q, 0, 10); got != "Ada plays the Guard|Choose a player" {
		t.Errorf("said %q", got)
	}
	q.Say(Decision, "Choose whom to guess")
	if u, ok := q.Due(0.3); !ok || u.Text != "Choose whom to guess" {
		t.Errorf("the next step of a decision waited: %q %v", u.Text, ok)
	}
	q.Say(Line, "Basil plays the Priest")
	q.Say(Decision, "Your turn")
	q.Say(Decision, "")
	if got := heard(&q, 10.3, 30); got != "Basil plays the Priest" {
		t.Errorf("a decision taken back was said: %q", got)
	}
}

// A result taken back before it was said (the summary closed) is not said;
// the lines after it are.
func TestAResultTakenBackIsNotSaid(t *testing.T) {
	var q Queue
	q.Say(Line, "Ada wins the round")
	q.Say(Result, "Round 1 is over. Ada: 1")
	q.Say(Result, "")
	q.Say(Line, "Round 2 begins")
	if got := heard(&q, 0, 20); got != "Ada wins the round|Round 2 begins" {
		t.Errorf("said %q", got)
	}
}

// What a key asked is said at once, before the lines waiting, which are
// said after it.
func TestAnAnswerIsSaidAtOnce(t *testing.T) {
	var q Queue
	q.Say(Line, "Ada plays the Guard")
	q.Say(Line, "Basil plays the Priest")
	if u, _ := q.Due(0); u.Text != "Ada plays the Guard" {
		t.Fatalf("said %q first", u.Text)
	}
	q.Say(Answer, "On the table: 9 cards left")
	u, ok := q.Due(0.5)
	if !ok || u.Text != "On the table: 9 cards left" || !u.Assertive() {
		t.Fatalf("the answer was not said at once: %q %v", u.Text, ok)
	}
	if got := heard(&q, 0.5, 20); got != "Basil plays the Priest" {
		t.Errorf("then said %q", got)
	}
}

// Two utterances are never written within MinGap (a live region written
// twice in one frame says only the second), even answers.
func TestTwoUtterancesAreNeverWrittenInOneFrame(t *testing.T) {
	var q Queue
	q.Say(Answer, "one")
	q.Due(0)
	q.Say(Answer, "two")
	if _, ok := q.Due(0.001); ok {
		t.Error("two answers written 1 ms apart")
	}
	if u, ok := q.Due(MinGap); !ok || u.Text != "two" {
		t.Errorf("the second answer was not said after the gap: %q", u.Text)
	}
}

// Clearing (the device passes) drops everything waiting, and what comes
// next is said at once.
func TestClearDropsWhatWaits(t *testing.T) {
	var q Queue
	q.Say(Line, "You look at your mask: the Judge")
	q.Say(Line, "Ada takes 2 coins")
	q.Due(0)
	q.Clear()
	if q.Pending() != 0 {
		t.Fatal("lines wait after Clear")
	}
	q.Say(Decision, "Basil, your turn")
	if u, ok := q.Due(0.5); !ok || u.Text != "Basil, your turn" {
		t.Errorf("after Clear the next waited: %q %v", u.Text, ok)
	}
}
