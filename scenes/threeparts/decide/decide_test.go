package decide

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/game/gametest"
	tp "parlour/game/threeparts"
	"parlour/scenes/table/flow/flowtest"
	"parlour/scenes/table/prompt"
	"parlour/scenes/threeparts/board"
)

func TestMain(m *testing.M) { flowtest.Main(m) }

// deal starts a game of three led by seat 0 whose first row (and the deck
// below it) begins with cards, written "1 2 J …", then plays moves, each
// "seat: move" in the notation.
func deal(t *testing.T, cards string, moves ...string) *tp.Game {
	t.Helper()
	g := gametest.Deal[*tp.Game](t, tp.Definition, game.Config{Players: 3, Seed: 5}, 0, strings.Fields(cards)...)
	for _, m := range moves {
		var seat int
		var text string
		if _, err := fmt.Sscanf(m, "%d:", &seat); err != nil {
			t.Fatalf("%q: %v", m, err)
		}
		_, text, _ = strings.Cut(m, ":")
		gametest.Act(t, g, seat, strings.TrimSpace(text))
	}
	return g
}

// at is seat's observation and the board a table shows from it at rest.
func at(g *tp.Game, seat int) (*tp.Observation, *board.Board) {
	o := g.Observe(seat).(*tp.Observation)
	return o, board.From(o)
}

var (
	confirm = prompt.Target{Zone: prompt.ZoneConfirm}
	spot    = func(i int) prompt.Target { return prompt.Target{Zone: prompt.ZoneSpot, Index: i} }
)

// gap is the spot of the gap before row position p in a segment from lo.
func gap(lo, p int) prompt.Target { return spot(p - lo - 1) }

// walk makes picks from a new decision and returns it, the action of the
// last pick (notation, "" for none) and the prompt then.
func walk(t *testing.T, o *tp.Observation, b *board.Board, picks ...prompt.Target) (Decision, string, prompt.Prompt) {
	t.Helper()
	d := New()
	d.Renew(o)
	act := ""
	for i, tg := range picks {
		if a, ok := d.Pick(o, b, tg, [2]int{}, 0); ok {
			if i != len(picks)-1 {
				t.Fatalf("pick %d of %v made %s before the end", i, picks, tp.FormatAction(a))
			}
			act = tp.FormatAction(a)
		}
	}
	return d, act, d.Prompt(o, b, nil)
}

func names(p prompt.Prompt, which func(prompt.Spot) bool) []string {
	var out []string
	for _, s := range p.Spots {
		if which(s) {
			out = append(out, s.Label)
		}
	}
	return out
}

func all(prompt.Spot) bool        { return true }
func selected(s prompt.Spot) bool { return s.Selected }
func off(s prompt.Spot) bool      { return !s.On }

// TestCutting: the leader's gaps are spots, the dividers start in thirds,
// a tap on a gap moves the nearer divider, a tap on a divider lifts it and
// the next tap puts it down, and Cut cuts where they stand.
func TestCutting(t *testing.T) {
	row := "1 2 3 4 5 6 7"
	cases := []struct {
		rule   string
		picks  []prompt.Target
		want   string   // the action of the last pick
		sel    []string // the gaps the dividers stand in
		lifted int
	}{
		{rule: "the dividers start in thirds", sel: []string{"gap-2", "gap-5"}, lifted: -1},
		{rule: "Cut cuts where the dividers stand", picks: []prompt.Target{confirm}, want: "cut 2/3/2"},
		{rule: "a tap on a gap moves the nearer divider there", picks: []prompt.Target{gap(0, 1)}, sel: []string{"gap-1", "gap-5"}, lifted: -1},
		{rule: "a tap past both dividers moves the second", picks: []prompt.Target{gap(0, 6)}, sel: []string{"gap-2", "gap-6"}, lifted: -1},
		{rule: "a tap on a divider lifts it", picks: []prompt.Target{gap(0, 2)}, sel: []string{"gap-2", "gap-5"}, lifted: 0},
		{rule: "the next tap puts the lifted divider down", picks: []prompt.Target{gap(0, 5), gap(0, 3)}, sel: []string{"gap-2", "gap-3"}, lifted: -1},
		{rule: "a lifted divider put past the other stays in order", picks: []prompt.Target{gap(0, 2), gap(0, 6)}, sel: []string{"gap-5", "gap-6"}, lifted: -1},
		{rule: "Cut after moving cuts there", picks: []prompt.Target{gap(0, 1), gap(0, 6), confirm}, want: "cut 1/5/1"},
		{rule: "a tap on an empty spot index does nothing", picks: []prompt.Target{spot(6)}, sel: []string{"gap-2", "gap-5"}, lifted: -1},
	}
	o, b := at(deal(t, row), 0)
	for _, c := range cases {
		t.Run(c.rule, func(t *testing.T) {
			d, act, p := walk(t, o, b, c.picks...)
			if act != c.want {
				t.Fatalf("the picks make %q, want %q", act, c.want)
			}
			if c.want != "" {
				return
			}
			if got := names(p, selected); !slices.Equal(got, c.sel) || d.Lifted != c.lifted {
				t.Errorf("dividers at %v lifted %d, want %v %d", got, d.Lifted, c.sel, c.lifted)
			}
			if p.Text != i18n.T("threeparts.prompt.cut") || p.Confirm != i18n.T("threeparts.button.cut") || p.Back != "" {
				t.Errorf("prompt %q confirm %q back %q", p.Text, p.Confirm, p.Back)
			}
			if got := names(p, all); !slices.Equal(got, []string{"gap-1", "gap-2", "gap-3", "gap-4", "gap-5", "gap-6"}) {
				t.Errorf("spots %v", got)
			}
			if w := p.Spots[2].Words; w != i18n.T("threeparts.access.gap", "3", "4") {
				t.Errorf("gap-3 says %q", w)
			}
		})
	}
}

// TestBackPutsTheLiftedDividerBack: Back puts a divider in hand back where
// it stood.
func TestBackPutsTheLiftedDividerBack(t *testing.T) {
	o, b := at(deal(t, "1 2 3 4 5 6 7"), 0)
	d, _, _ := walk(t, o, b, gap(0, 5))
	d.Back()
	if d.Lifted != -1 || d.Cuts != [2]int{2, 5} {
		t.Errorf("after Back: cuts %v lifted %d", d.Cuts, d.Lifted)
	}
}

// TestTheTapThatEndsADragIsNoTap: the release of a drag also taps the gap
// it dropped the divider on; that tap must not move the other divider.
func TestTheTapThatEndsADragIsNoTap(t *testing.T) {
	o, b := at(deal(t, "1 2 3 4 5 6 7"), 0)
	d := New()
	d.Renew(o)
	d.Cuts = board.Drop(d.Cuts, 1, 3) // dragged the second divider to 3
	d.Pick(o, b, gap(0, 3), [2]int{}, 3)
	if d.Cuts != [2]int{2, 3} || d.Lifted != -1 {
		t.Errorf("cuts %v lifted %d, want [2 3] -1", d.Cuts, d.Lifted)
	}
}

// TestAHintedCutIsWhereItsDividersStand: a hinted cut's sizes become the
// gaps of the segment being cut, wherever it begins; anything else is no
// cut to suggest.
func TestAHintedCutIsWhereItsDividersStand(t *testing.T) {
	first := deal(t, "1 2 3 4 5 6 7")
	recut := deal(t, "1 2 3 4 5 6 7 8 9", "0: cut 1/1/5", "0: white", "1: black", "2: black")
	vote := deal(t, "1 2 3 4 5 6 7", "0: cut 2/3/2")
	cases := []struct {
		rule string
		g    *tp.Game
		hint string
		want [2]int
		ok   bool
	}{
		{"a cut of the row", first, "cut 1/1/5", [2]int{1, 2}, true},
		{"a cut of a contested part counts from where it begins", recut, "cut 2/2/1", [2]int{4, 6}, true},
		{"a vote is no cut", vote, "white", [2]int{}, false},
	}
	for _, c := range cases {
		t.Run(c.rule, func(t *testing.T) {
			o, b := at(c.g, c.g.Pending()[0])
			a, err := c.g.ParseAction(o.Seat, c.hint)
			if err != nil {
				t.Fatal(err)
			}
			if got, ok := HintedCut(a, o, b); got != c.want || ok != c.ok {
				t.Errorf("%s suggests %v %v, want %v %v", c.hint, got, ok, c.want, c.ok)
			}
		})
	}
}

// TestAContestedPartIsCutAgain: the re-cut says so, its gaps are those of
// the contested part only, its dividers start in its thirds, and Cut makes
// the cut of the part.
func TestAContestedPartIsCutAgain(t *testing.T) {
	// White 1 to seat 0; 2–7 black, contested by seats 1 and 2.
	g := deal(t, "1 2 3 4 5 6 7", "0: cut 1/1/5", "0: white", "1: black", "2: black")
	o, b := at(g, 0)
	if o.Phase != tp.PhaseCut {
		t.Fatalf("phase %s", o.Phase)
	}
	_, _, p := walk(t, o, b)
	if p.Text != i18n.T("threeparts.prompt.recut") {
		t.Errorf("text %q", p.Text)
	}
	if got := names(p, all); !slices.Equal(got, []string{"gap-3", "gap-4", "gap-5", "gap-6"}) {
		t.Errorf("spots %v", got)
	}
	if got := names(p, selected); !slices.Equal(got, []string{"gap-4", "gap-5"}) {
		t.Errorf("dividers at %v", got)
	}
	if _, act, _ := walk(t, o, b, gap(2, 3), confirm); act != "cut 1/2/2" {
		t.Errorf("cut %q", act)
	}
}

// TestVoting: the parts are spots saying their cards; a tap chooses one, a
// second casts the vote, a tap on another changes the choice; Back forgets
// it; there is no Cut or confirm button.
func TestVoting(t *testing.T) {
	o, b := at(deal(t, "1 2 3 4 5 6 7", "0: cut 2/3/2"), 1)
	cases := []struct {
		rule  string
		picks []prompt.Target
		back  bool
		want  string
		sel   []string
	}{
		{rule: "nothing is chosen at first"},
		{rule: "a tap chooses a part", picks: []prompt.Target{spot(1)}, sel: []string{"part-blue"}},
		{rule: "a second tap casts the vote", picks: []prompt.Target{spot(1), spot(1)}, want: "blue"},
		{rule: "a tap on another part changes the choice", picks: []prompt.Target{spot(1), spot(2)}, sel: []string{"part-black"}},
		{rule: "Back forgets the choice", picks: []prompt.Target{spot(0)}, back: true},
		{rule: "the confirm button does not vote for nothing", picks: []prompt.Target{confirm}},
		{rule: "the confirm button votes for the part chosen", picks: []prompt.Target{spot(2), confirm}, want: "black"},
	}
	for _, c := range cases {
		t.Run(c.rule, func(t *testing.T) {
			d, act, p := walk(t, o, b, c.picks...)
			if c.back {
				d.Back()
				p = d.Prompt(o, b, nil)
			}
			if act != c.want {
				t.Fatalf("the picks make %q, want %q", act, c.want)
			}
			if c.want != "" {
				return
			}
			if got := names(p, selected); !slices.Equal(got, c.sel) {
				t.Errorf("chosen %v, want %v", got, c.sel)
			}
			if got := names(p, all); !slices.Equal(got, []string{"part-white", "part-blue", "part-black"}) {
				t.Errorf("spots %v", got)
			}
			if p.Text != i18n.T("threeparts.prompt.vote") || p.Confirm != "" {
				t.Errorf("text %q confirm %q", p.Text, p.Confirm)
			}
			if w := p.Spots[1].Words; w != i18n.T("threeparts.colour.blue")+": 3 4 5" {
				t.Errorf("the blue part says %q", w)
			}
		})
	}
}

// TestAContestedPairIsVotedOnAsTwo: a contested pair is split one and one
// without a cut, and its claimants vote again between two parts.
func TestAContestedPairIsVotedOnAsTwo(t *testing.T) {
	g := deal(t, "1 2 3 4 5 6 7", "0: cut 2/3/2", "0: blue", "1: black", "2: black")
	o, b := at(g, 1)
	_, _, p := walk(t, o, b)
	if p.Text != i18n.T("threeparts.prompt.vote_pair") {
		t.Errorf("text %q", p.Text)
	}
	if got := names(p, all); !slices.Equal(got, []string{"part-white", "part-blue"}) {
		t.Errorf("spots %v", got)
	}
	if _, act, _ := walk(t, o, b, spot(0), spot(0)); act != "white" {
		t.Errorf("vote %q", act)
	}
}

// TestAJokerJoinsAStackItsPlayerHas: every stack is a spot; those the joker
// may not join say why; a tap chooses a stack, a second places the joker.
func TestAJokerJoinsAStackItsPlayerHas(t *testing.T) {
	// Seat 0 takes 1 2 J, seat 1 3 4 J: both owe a joker.
	g := deal(t, "1 2 J 3 4 J 5", "0: cut 3/3/1", "0: white", "1: blue", "2: black")
	o, b := at(g, 0)
	_, _, p := walk(t, o, b)
	if p.Text != i18n.T("threeparts.prompt.joker", "1, 2") {
		t.Errorf("text %q", p.Text)
	}
	if got := names(p, off); !slices.Equal(got, []string{"stack-3", "stack-4", "stack-5", "stack-6", "stack-7", "stack-8", "stack-9", "stack-10"}) {
		t.Errorf("off %v", got)
	}
	if n := p.Spots[4].Note; n != i18n.T("threeparts.note.joker_no_stack", 5) {
		t.Errorf("stack 5 says %q", n)
	}
	if p.Spots[0].Note != "" || p.Spots[0].Words != i18n.T("threeparts.access.stack", 1) {
		t.Errorf("stack 1: %+v", p.Spots[0])
	}
	if _, _, p := walk(t, o, b, spot(1)); !slices.Equal(names(p, selected), []string{"stack-2"}) {
		t.Errorf("chosen %v", names(p, selected))
	}
	if _, act, _ := walk(t, o, b, spot(1), spot(1)); act != "joker 2" {
		t.Errorf("joker %q", act)
	}
	if _, act, _ := walk(t, o, b, spot(4), spot(4)); act != "" {
		t.Errorf("a stack it may not join placed it: %q", act)
	}
}

// TestAWaitingJokerSaysSo: a joker that waited for its player's first
// numbers joins one of them, and the prompt says so.
func TestAWaitingJokerSaysSo(t *testing.T) {
	g := deal(t, "J 1 2 3 4 5 6 7 8 9 10 10 10 10", "0: cut 1/1/5", "0: white", "1: blue", "2: black",
		"1: cut 2/2/3", "0: white", "1: blue", "2: black")
	o, b := at(g, 0)
	_, _, p := walk(t, o, b)
	if p.Text != i18n.T("threeparts.prompt.joker_waiting", "7, 8") {
		t.Errorf("text %q", p.Text)
	}
}

// TestAHalfMadeDecisionSurvivesOthersVotes: a part chosen stays chosen
// while other seats vote; once the decision is past, the prompt is the
// next decision's, fresh, and Prompt changes nothing.
func TestAHalfMadeDecisionSurvivesOthersVotes(t *testing.T) {
	g := deal(t, "1 2 3 4 5 6 7", "0: cut 2/3/2")
	o, b := at(g, 1)
	d, _, _ := walk(t, o, b, spot(2))
	gametest.Act(t, g, 0, "white")
	o, b = at(g, 1)
	if d.Stale(o) {
		t.Fatal("another seat's vote made the decision stale")
	}
	d.Renew(o)
	if got := names(d.Prompt(o, b, nil), selected); !slices.Equal(got, []string{"part-black"}) {
		t.Errorf("chosen %v after seat 0 voted", got)
	}
	gametest.Act(t, g, 1, "black")
	gametest.Act(t, g, 2, "blue") // the black part is seat 1's; round 2, led by seat 1
	o, b = at(g, 1)
	before := d
	p := d.Prompt(o, b, nil)
	if d != before {
		t.Errorf("Prompt changed the decision: %+v, was %+v", d, before)
	}
	if p.Text != i18n.T("threeparts.prompt.cut") || !slices.Equal(names(p, selected), []string{"gap-2", "gap-5"}) {
		t.Errorf("the next decision shows %q %v", p.Text, names(p, selected))
	}
}

// TestUndoBringsTheCutBack: after an Undo of the person's cut, the dividers
// stand where the person had put them, not in thirds.
func TestUndoBringsTheCutBack(t *testing.T) {
	g := deal(t, "1 2 3 4 5 6 7")
	o, b := at(g, 0)
	d := New()
	d.Renew(o)
	d.Pick(o, b, gap(0, 1), [2]int{}, 0)
	if _, ok := d.Pick(o, b, confirm, [2]int{}, 0); !ok {
		t.Fatal("Cut made no action")
	}
	d.Played([2]int{1, 5})
	d.Renew(o) // the same decision again, after the Undo
	if d.Cuts != [2]int{1, 5} {
		t.Errorf("after Undo the dividers stand at %v, want [1 5]", d.Cuts)
	}
	other := New()
	other.Renew(o)
	if other.Cuts != [2]int{2, 5} {
		t.Errorf("a fresh decision's dividers stand at %v", other.Cuts)
	}
}

// reach walks every way of picks from the decision o asks for, as the kit
// offers them (offered, in scenes/table), and returns the actions made; a
// state reached twice is walked once. It fails when Prompt is not pure.
func reach(t *testing.T, o *tp.Observation, b *board.Board) map[string]bool {
	t.Helper()
	got := map[string]bool{}
	start := New()
	start.Renew(o)
	seen := map[Decision]bool{start: true}
	queue := []Decision{start}
	for len(queue) > 0 {
		d := queue[0]
		queue = queue[1:]
		p := d.Prompt(o, b, nil)
		if q := d.Prompt(o, b, nil); fmt.Sprint(p) != fmt.Sprint(q) {
			t.Fatalf("Prompt answered twice differs: %+v, %+v", p, q)
		}
		for _, tg := range p.Offered() {
			next := d
			if a, ok := next.Pick(o, b, tg, [2]int{}, 0); ok {
				got[tp.FormatAction(a)] = true
			} else if !seen[next] {
				seen[next] = true
				queue = append(queue, next)
			}
		}
	}
	return got
}

// TestEveryLegalActionIsReachableAndNoOther plays games with bots at both
// table sizes, and at every decision of every seat that owes one walks
// every way of picks: each makes a legal action, and each legal action
// has a way.
func TestEveryLegalActionIsReachableAndNoOther(t *testing.T) {
	states := 0
	for players := 3; players <= 4; players++ {
		for seed := uint64(1); seed <= 3; seed++ {
			cfg := game.Config{Players: players, Seed: seed}
			for _, st := range flowtest.Play(t, tp.Name, cfg, flowtest.Mixed(seed)) {
				if st.After.Over() {
					continue
				}
				for _, seat := range st.After.Pending() {
					o := st.After.Observe(seat).(*tp.Observation)
					states++
					got := reach(t, o, board.From(o))
					for _, a := range o.Legal {
						if !got[tp.FormatAction(a)] {
							t.Errorf("%d players, seed %d, seat %d: %s is legal but no picks make it", players, seed, seat, tp.FormatAction(a))
						}
						delete(got, tp.FormatAction(a))
					}
					for a := range got {
						t.Errorf("%d players, seed %d, seat %d: picks make %s, not legal", players, seed, seat, a)
					}
					if t.Failed() {
						return
					}
				}
			}
		}
	}
	if states < 300 {
		t.Errorf("only %d states tried", states)
	}
	t.Logf("%d states", states)
}
