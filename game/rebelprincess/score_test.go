package rebelprincess

import (
	"fmt"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// parts is the round's score parts of seat 0 with the given won piles, as
// "part:cards=value" words.
func parts(t testing.TB, ed Edition, round string, totals []int, won ...string) string {
	t.Helper()
	g := roundEnd(t, ed, round, won...)
	if totals != nil {
		g.Totals = totals
	}
	_, ps, _ := g.roundScores()
	out := ""
	for _, p := range ps[0] {
		out += fmt.Sprintf("%s:%d=%d ", p.Part, p.N, p.Value)
	}
	return out
}

// A round's score comes with its parts, each naming what the round card did,
// and the parts add up to the score (the soak checks the sum in every game).
func TestRoundScoresComeInPartsThatNameTheRoundCardsEffect(t *testing.T) {
	for _, c := range []struct {
		ed     Edition
		round  string
		totals []int
		won    []string
		want   string
	}{
		{Classic, "once-upon-a-time", nil, []string{"P2 P3 A8 Q4", "", ""}, "princes:2=2 frog:1=5 "},
		{Classic, "pets-revenge", nil, []string{"P2 A8 A3", "", ""}, "princes:1=1 frog:1=5 pets:2=2 "},
		{Deluxe, "three-times-a-lady", nil, []string{"P3 Q3 F3", "", ""}, "princes:1=1 threes:3=-9 "},
		{Classic, "single-fairy", nil, []string{"F2 F3 P4", "", ""}, "princes:1=1 fairies:2=-2 "},
		{Classic, "dancing-queens", nil, []string{"P3 Q3 P4 Q9 P7 A8", "", ""}, "pairs-same:1=3 pairs:1=2 princes:1=1 frog:1=5 "},
		{Deluxe, "arranged-marriage", nil, []string{"", "P2 Q2 A2", "F2 F3 F4"}, "no-tricks:0=5 "},
		{Classic, "bathroom-break", []int{3, 9, 1}, []string{"P2 A8", "", ""}, "princes:1=1 frog:1=5 bathroom:0=6 "},
		{Deluxe, "bathroom-break", []int{3, 9, 1}, []string{"P2 A8", "", ""}, "princes:1=1 frog:1=5 bathroom:1=1 "},
		{Classic, "bathroom-break", []int{9, 3, 1}, []string{"P2 A8", "", ""}, "princes:1=1 frog:1=5 "},
	} {
		if got := parts(t, c.ed, c.round, c.totals, c.won...); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.ed, c.round, got, c.want)
		}
	}
}

// The Rebel of the Ball's part replaces every other, and says what it replaced.
func TestTheRebelOfTheBallPartReplacesTheRest(t *testing.T) {
	all := ""
	for _, c := range Deck(3) {
		if c.Suit() == Princes || c == Frog {
			all += c.String() + " "
		}
	}
	if got := parts(t, Deluxe, "once-upon-a-time", nil, all, "Q2", "Q3"); got != "rebel:14=-10 " {
		t.Fatalf("%q, want the Rebel of the Ball replacing 9 Princes and the Frog", got)
	}
	if got := parts(t, Deluxe, "wedding-gift", nil, all, "Q2", "Q3"); got != "princes:9=9 frog:1=5 " {
		t.Fatalf("Wedding Gift has no Rebel of the Ball: %q", got)
	}
}

// Every seat's parts are reported before its score, and they add up to it.
func TestScorePartsAreReportedAndAddUp(t *testing.T) {
	g := atTricks(t, Classic, 0, "Q10", "Q2", "Q3")
	gametest.Act(t, g, 0, "play Q10")
	gametest.Act(t, g, 1, "play Q2")
	evs := gametest.Act(t, g, 2, "play Q3")
	checkParts(t, evs)
	if gametest.Count(evs, EvScorePart) == 0 {
		t.Fatal("no score part was reported")
	}
}

// checkParts: each rp_round_score follows its seat's parts, which sum to it.
func checkParts(t testing.TB, evs []game.Event) {
	t.Helper()
	sum := map[int]int{}
	for _, e := range evs {
		switch e.Type {
		case EvScorePart:
			sum[e.Seat] += e.Value
		case EvRoundScore:
			if sum[e.Seat] != e.Value {
				t.Errorf("seat %d scored %d, its parts add up to %d", e.Seat, e.Value, sum[e.Seat])
			}
			delete(sum, e.Seat)
		}
	}
	if len(sum) > 0 {
		t.Errorf("parts without a score: %v", sum)
	}
}
