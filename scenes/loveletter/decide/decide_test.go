package decide

import (
	"fmt"
	"slices"
	"testing"

	"parlour/assets/i18n"
	"parlour/game"
	ll "parlour/game/loveletter"
	"parlour/scenes/table/flow/flowtest"
	"parlour/scenes/table/prompt"
	"parlour/scenes/table/prompt/prompttest"
)

func TestMain(m *testing.M) { flowtest.Main(m) }

// deal starts a game of players at variant whose first round is dealt
// from order (top first: the card set aside, three face up with two
// players, one to each seat from seat 0, then seat 0's draw), then plays
// moves in the notation, each by the seat whose turn it is.
func deal(t *testing.T, variant ll.Variant, players int, order []ll.Card, moves ...string) *ll.Game {
	t.Helper()
	g, err := ll.New(game.Config{Players: players, Variant: string(variant), Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.StackCards(0, order...); err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		a, err := ll.ParseAction(m)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(g.Pending()[0], a); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	return g
}

// turn is the observation of the seat whose turn it is.
func turn(g *ll.Game) *ll.Observation { return g.ObserveSeat(g.Pending()[0]) }

func seatName(s int) string { return flowtest.Names[s] }

var (
	hand    = func(i int) prompt.Target { return prompt.Target{Zone: prompt.ZoneHand, Index: i} }
	seat    = func(i int) prompt.Target { return prompt.Target{Zone: prompt.ZoneSeat, Index: i} }
	choice  = func(i int) prompt.Target { return prompt.Target{Zone: prompt.ZoneChoice, Index: i} }
	confirm = prompt.Target{Zone: prompt.ZoneConfirm}
	back    = prompt.Target{Zone: 255} // Back(), not a pick
)

// walk makes picks (back for Back) from a new decision and returns the
// decision, the action of the last pick (notation, "" for none) and the
// prompt then.
func walk(t *testing.T, o *ll.Observation, picks ...prompt.Target) (Decision, string, prompt.Prompt) {
	t.Helper()
	d := New()
	act := ""
	for i, tg := range picks {
		if tg == back {
			d.Back()
			continue
		}
		a, ok := d.Pick(o, tg)
		if ok {
			if i != len(picks)-1 {
				t.Fatalf("pick %d of %v made %s before the end", i, picks, ll.FormatAction(a))
			}
			act = ll.FormatAction(a)
		}
	}
	return d, act, d.Prompt(o, seatName)
}

// Cards dealt to three players (seat 0 first) and to two (three face up):
// the set-aside card first, then the hands, then seat 0's draw.
const (
	G, Pr, B, H, P, Ch, K, C, Ps, S = ll.Guard, ll.Priest, ll.Baron, ll.Handmaid, ll.Prince, ll.Chancellor, ll.King, ll.Countess, ll.Princess, ll.Spy
)

// TestEachCardsPrompts walks each kind of decision a turn has, pick by
// pick, to the action it makes and the prompt it shows on the way.
func TestEachCardsPrompts(t *testing.T) {
	three := func(s0, s1, s2, draw ll.Card, moves ...string) func(*testing.T) *ll.Game {
		return func(t *testing.T) *ll.Game {
			return deal(t, ll.Edition2019, 3, []ll.Card{Ch, s0, s1, s2, draw, B}, moves...)
		}
	}
	cases := []struct {
		rule  string
		game  func(*testing.T) *ll.Game
		picks []prompt.Target
		// want is the action the last pick makes ("" none); text the
		// prompt then, seats the seats on, choices their labels.
		want    string
		text    string
		seats   []int
		choices []string
		confirm string
		danger  bool
		back    string
	}{
		{rule: "a turn begins by choosing a card", game: three(Pr, G, G, B),
			text: i18n.T("loveletter.prompt.play")},
		{rule: "a card that needs a target asks for a seat, not yourself", game: three(Pr, G, G, B), picks: []prompt.Target{hand(0)},
			text: i18n.T("loveletter.prompt.target", "Priest"), seats: []int{1, 2}, back: i18n.T("table.cancel")},
		{rule: "the Priest is played at the seat picked", game: three(Pr, G, G, B), picks: []prompt.Target{hand(0), seat(2)},
			want: "priest@2", text: i18n.T("loveletter.prompt.play")},
		{rule: "the Baron is played at the seat picked", game: three(Pr, G, G, B), picks: []prompt.Target{hand(1), seat(1)},
			want: "baron@1"},
		{rule: "the King is played at the seat picked", game: three(K, G, G, B), picks: []prompt.Target{hand(0), seat(1)},
			want: "king@1"},
		{rule: "a Guard asks whom first", game: three(G, Pr, Pr, B), picks: []prompt.Target{hand(0)},
			text: i18n.T("loveletter.prompt.target", "Guard"), seats: []int{1, 2}, back: i18n.T("table.cancel")},
		{rule: "a Guard names any card but the Guard", game: three(G, Pr, Pr, B), picks: []prompt.Target{hand(0), seat(2)},
			text:    i18n.T("loveletter.prompt.guess", "Cyrus"),
			choices: []string{"Spy", "Priest", "Baron", "Handmaid", "Prince", "Chancellor", "King", "Countess", "Princess"}, back: i18n.T("table.cancel")},
		{rule: "a Guard's named card is its action", game: three(G, Pr, Pr, B), picks: []prompt.Target{hand(0), seat(2), choice(3)},
			want: "guard@2=handmaid"},
		{rule: "the Prince may aim at yourself too", game: three(P, G, G, B), picks: []prompt.Target{hand(0)},
			text: i18n.T("loveletter.prompt.target", "Prince"), seats: []int{0, 1, 2}, back: i18n.T("table.cancel")},
		{rule: "the Prince at yourself is played at once without the Princess", game: three(P, G, G, B), picks: []prompt.Target{hand(0), seat(0)},
			want: "prince@0"},
		{rule: "the Prince at yourself holding the Princess warns", game: three(P, G, G, Ps), picks: []prompt.Target{hand(0), seat(0)},
			text: i18n.T("loveletter.prompt.prince_self"), confirm: i18n.T("loveletter.button.prince_self"), danger: true, back: i18n.T("table.cancel")},
		{rule: "the Prince at yourself holding the Princess is played on confirm", game: three(P, G, G, Ps), picks: []prompt.Target{hand(0), seat(0), confirm},
			want: "prince@0"},
		{rule: "the Prince at another holding the Princess is played at once", game: three(P, G, G, Ps), picks: []prompt.Target{hand(0), seat(1)},
			want: "prince@1"},
		{rule: "the Princess warns that she knocks you out", game: three(Ps, G, G, B), picks: []prompt.Target{hand(0)},
			text: i18n.T("loveletter.prompt.princess"), confirm: i18n.T("loveletter.button.princess"), danger: true, back: i18n.T("table.cancel")},
		{rule: "the Princess is not played by a second tap", game: three(Ps, G, G, B), picks: []prompt.Target{hand(0), hand(0)},
			text: i18n.T("loveletter.prompt.princess"), confirm: i18n.T("loveletter.button.princess"), danger: true, back: i18n.T("table.cancel")},
		{rule: "the Princess is played on confirm", game: three(Ps, G, G, B), picks: []prompt.Target{hand(0), confirm},
			want: "princess"},
		{rule: "a card without target asks to confirm", game: three(H, G, G, B), picks: []prompt.Target{hand(0)},
			text: i18n.T("loveletter.prompt.confirm", "Handmaid"), confirm: i18n.T("loveletter.button.play", "Handmaid"), back: i18n.T("table.cancel")},
		{rule: "a card without target is played by a second tap", game: three(H, G, G, B), picks: []prompt.Target{hand(0), hand(0)},
			want: "handmaid"},
		{rule: "a card without target is played on confirm", game: three(C, G, G, B), picks: []prompt.Target{hand(0), confirm},
			want: "countess"},
		{rule: "the Spy is played on confirm", game: three(S, G, G, B), picks: []prompt.Target{hand(0), confirm},
			want: "spy"},
		{rule: "tapping the other card chooses it instead", game: three(H, G, G, B), picks: []prompt.Target{hand(0), hand(1)},
			text: i18n.T("loveletter.prompt.target", "Baron"), seats: []int{1, 2}, back: i18n.T("table.cancel")},
		{rule: "Back from the target returns to the card", game: three(G, Pr, Pr, B), picks: []prompt.Target{hand(0), seat(1), back},
			text: i18n.T("loveletter.prompt.target", "Guard"), seats: []int{1, 2}, back: i18n.T("table.cancel")},
		{rule: "Back from the card returns to the choice of a card", game: three(G, Pr, Pr, B), picks: []prompt.Target{hand(0), back},
			text: i18n.T("loveletter.prompt.play")},
		{rule: "a Handmaid-protected player cannot be targeted", game: three(H, Pr, G, B, "handmaid"), picks: []prompt.Target{hand(0)},
			text: i18n.T("loveletter.prompt.target", "Priest"), seats: []int{2}, back: i18n.T("table.cancel")},
		{rule: "a Handmaid-protected player cannot be picked", game: three(H, Pr, G, B, "handmaid"), picks: []prompt.Target{hand(0), seat(0)},
			text: i18n.T("loveletter.prompt.target", "Priest"), seats: []int{2}, back: i18n.T("table.cancel")},
		{rule: "a player out of the round cannot be targeted", game: three(G, Pr, G, B, "guard@1=priest"), picks: []prompt.Target{hand(0)},
			text: i18n.T("loveletter.prompt.target", "Guard"), seats: []int{0}, back: i18n.T("table.cancel")},
		{rule: "when everyone else is protected the card is played with no target",
			game: func(t *testing.T) *ll.Game {
				return deal(t, ll.Edition2019, 2, []ll.Card{G, S, S, C, H, G, B, Pr}, "handmaid")
			}, picks: []prompt.Target{hand(0)},
			text: i18n.T("loveletter.prompt.confirm", "Guard"), confirm: i18n.T("loveletter.button.play", "Guard"), back: i18n.T("table.cancel")},
		{rule: "when everyone else is protected a second tap plays the card",
			game: func(t *testing.T) *ll.Game {
				return deal(t, ll.Edition2019, 2, []ll.Card{G, S, S, C, H, G, B, Pr}, "handmaid")
			}, picks: []prompt.Target{hand(0), hand(0)}, want: "guard"},
		{rule: "when everyone else is protected the Prince aims at yourself only",
			game: func(t *testing.T) *ll.Game {
				return deal(t, ll.Edition2019, 2, []ll.Card{G, S, S, C, H, P, B, Pr}, "handmaid")
			}, picks: []prompt.Target{hand(0)},
			text: i18n.T("loveletter.prompt.target", "Prince"), seats: []int{1}, back: i18n.T("table.cancel")},
	}
	for _, c := range cases {
		t.Run(c.rule, func(t *testing.T) {
			o := turn(c.game(t))
			_, act, p := walk(t, o, c.picks...)
			if act != c.want {
				t.Fatalf("the picks %v make %q, want %q", c.picks, act, c.want)
			}
			if c.want != "" {
				if !slices.ContainsFunc(o.Legal, func(a game.Action) bool { return ll.FormatAction(a) == act }) {
					t.Errorf("%s is not legal (%v)", act, o.Legal)
				}
				return
			}
			if p.Text != c.text {
				t.Errorf("text %q, want %q", p.Text, c.text)
			}
			if !slices.Equal(prompttest.On(p.Seats), c.seats) {
				t.Errorf("seats on %v, want %v", prompttest.On(p.Seats), c.seats)
			}
			if !slices.Equal(prompttest.Labels(p.Choices), c.choices) {
				t.Errorf("choices %v, want %v", prompttest.Labels(p.Choices), c.choices)
			}
			if p.Confirm != c.confirm || p.Danger != c.danger || p.Back != c.back {
				t.Errorf("confirm %q danger %v back %q, want %q %v %q", p.Confirm, p.Danger, p.Back, c.confirm, c.danger, c.back)
			}
			if p.Picker != (len(c.choices) > 0) {
				t.Errorf("picker %v with choices %v", p.Picker, c.choices)
			}
		})
	}
}

// TestCountessMustBePlayed: with the King or a Prince, the Countess must
// be played; the other card cannot be picked and says why.
func TestCountessMustBePlayed(t *testing.T) {
	for _, other := range []ll.Card{ll.King, ll.Prince} {
		t.Run(other.String(), func(t *testing.T) {
			o := turn(deal(t, ll.Edition2019, 3, []ll.Card{G, C, G, G, other}))
			d := New()
			p := d.Prompt(o, seatName)
			if !p.Hand[0].On || p.Hand[0].Note != "" {
				t.Errorf("the Countess: %+v, want playable", p.Hand[0])
			}
			if p.Hand[1].On || p.Hand[1].Note != i18n.T("loveletter.note.countess") || p.Hand[1].Note == "loveletter.note.countess" {
				t.Errorf("the %s: %+v, want off, saying why", other, p.Hand[1])
			}
			if _, ok := d.Pick(o, hand(1)); ok || d != New() {
				t.Errorf("picking the %s changed the decision: %+v", other, d)
			}
		})
	}
}

// TestTwoAlikeAreOneChoice: a hand of two alike marks one card chosen.
func TestTwoAlikeAreOneChoice(t *testing.T) {
	o := turn(deal(t, ll.Edition2019, 3, []ll.Card{G, G, Pr, Pr, G}))
	for _, i := range []int{0, 1} {
		_, _, p := walk(t, o, hand(i))
		if !p.Hand[0].Selected || p.Hand[1].Selected {
			t.Errorf("picking card %d marks %+v, want the first alone", i, p.Hand)
		}
	}
}

// TestGuardMarksNamesNoneUnseen: a name every copy of which is in sight is
// marked "none unseen", and can still be named.
func TestGuardMarksNamesNoneUnseen(t *testing.T) {
	// Two players, classic deck: both Priests lie face up, and the person
	// holds the one King.
	o := turn(deal(t, ll.Classic, 2, []ll.Card{G, Pr, Pr, B, G, H, K}))
	_, _, p := walk(t, o, hand(0), seat(1))
	if got := prompttest.Labels(p.Choices); !slices.Equal(got, []string{"Priest", "Baron", "Handmaid", "Prince", "King", "Countess", "Princess"}) {
		t.Fatalf("classic Guard names %v", got)
	}
	for _, c := range p.Choices {
		want := ""
		if c.Face == int(ll.Priest) || c.Face == int(ll.King) {
			want = i18n.T("loveletter.note.none_left")
		}
		if !c.On || c.Note != want {
			t.Errorf("%s: %+v, want on, note %q", c.Label, c.Mark, want)
		}
	}
}

// TestChancellorKeepsAndOrders: after the Chancellor, keep one card (all
// may be kept), then choose which of the other two goes under first; two
// alike returned need no order. Each step names its pick in a sentence (a
// review's caption: "keep the Baron → the Priest under first"), where a
// card tapped to play is named alone.
func TestChancellorKeepsAndOrders(t *testing.T) {
	before := deal(t, ll.Edition2019, 3, []ll.Card{G, Ch, G, G, Pr, B, H})
	if _, _, p := walk(t, turn(before)); p.Naming != "" {
		t.Errorf("a card played is named %q", i18n.T(p.Naming, "Chancellor"))
	}
	g := deal(t, ll.Edition2019, 3, []ll.Card{G, Ch, G, G, Pr, B, H}, "chancellor")
	o := turn(g)
	if o.Phase != ll.PhaseKeep || !slices.Equal(o.Hand, []ll.Card{Pr, B, H}) {
		t.Fatalf("phase %s hand %v", o.Phase, o.Hand)
	}
	d, _, p := walk(t, o)
	if p.Text != i18n.T("loveletter.prompt.keep") || len(prompttest.On(p.Hand)) != 3 || p.Back != "" {
		t.Errorf("keep prompt %+v", p)
	}
	if got := i18n.T(p.Naming, "Baron"); got != "keep the Baron" {
		t.Errorf("the card kept is named %q", got)
	}
	d, _, p = walk(t, o, hand(1))
	if d.Keep != B || p.Text != i18n.T("loveletter.prompt.order") || !p.Picker || p.Back != i18n.T("table.back") || !p.Hand[1].Selected {
		t.Errorf("order prompt %+v", p)
	}
	if got := prompttest.Labels(p.Choices); !slices.Equal(got, []string{"Priest", "Handmaid"}) {
		t.Errorf("first under: %v", got)
	}
	for _, c := range p.Choices {
		if c.Note != i18n.T("loveletter.note.first_under") {
			t.Errorf("%s: note %q", c.Label, c.Note)
		}
	}
	if got := i18n.T(p.Naming, "Priest"); got != "the Priest under first" {
		t.Errorf("the card put under first is named %q", got)
	}
	if _, act, _ := walk(t, o, hand(1), choice(1)); act != "keep baron under handmaid,priest" {
		t.Errorf("keep: %s", act)
	}
	if _, _, p := walk(t, o, hand(1), back); p.Text != i18n.T("loveletter.prompt.keep") {
		t.Errorf("Back from the order: %q", p.Text)
	}

	alike := deal(t, ll.Edition2019, 3, []ll.Card{H, Ch, S, S, Pr, G, G}, "chancellor")
	if _, act, _ := walk(t, turn(alike), hand(0)); act != "keep priest under guard,guard" {
		t.Errorf("three alike: %q", act)
	}
}

// reach walks every way of picks from a new decision, as the kit offers
// them (offered, in scenes/table), and returns the actions made; a state
// reached twice is walked once. It fails when Prompt is not pure.
func reach(t *testing.T, o *ll.Observation) map[string]bool {
	t.Helper()
	got := map[string]bool{}
	seen := map[Decision]bool{New(): true}
	queue := []Decision{New()}
	for len(queue) > 0 {
		d := queue[0]
		queue = queue[1:]
		p := d.Prompt(o, seatName)
		if q := d.Prompt(o, seatName); fmt.Sprint(p) != fmt.Sprint(q) {
			t.Fatalf("Prompt answered twice differs: %+v, %+v", p, q)
		}
		for _, tg := range p.Offered() {
			next := d
			a, ok := next.Pick(o, tg)
			switch {
			case ok:
				got[ll.FormatAction(a)] = true
				if next != New() {
					t.Errorf("after %s the decision is %+v, not new", ll.FormatAction(a), next)
				}
			case !seen[next]:
				seen[next] = true
				queue = append(queue, next)
			}
		}
		if p.Back != "" {
			prev := d
			prev.Back()
			if !seen[prev] {
				t.Errorf("Back from %+v leads to %+v, never reached forward", d, prev)
			}
		}
	}
	return got
}

// TestEveryLegalActionIsReachableAndNoOther plays games with bots of both
// decks at every table size, and at every decision walks every way of
// picks: each makes a legal action, and each legal action has a way.
func TestEveryLegalActionIsReachableAndNoOther(t *testing.T) {
	states := 0
	for _, ed := range []struct {
		variant ll.Variant
		max     int
	}{{ll.Edition2019, 6}, {ll.Classic, 4}} {
		for players := 2; players <= ed.max; players++ {
			for seed := uint64(1); seed <= 2; seed++ {
				cfg := game.Config{Players: players, Variant: string(ed.variant), Seed: seed}
				for _, st := range flowtest.Play(t, ll.Name, cfg, flowtest.Mixed(seed)) {
					if st.After.Over() {
						continue
					}
					o := st.After.Observe(st.After.Pending()[0]).(*ll.Observation)
					states++
					got := reach(t, o)
					for _, a := range o.Legal {
						if !got[ll.FormatAction(a)] {
							t.Errorf("%s, %d players, seed %d: %s is legal but no picks make it (hand %v)", ed.variant, players, seed, ll.FormatAction(a), o.Hand)
						}
						delete(got, ll.FormatAction(a))
					}
					for a := range got {
						t.Errorf("%s, %d players, seed %d: picks make %s, not legal", ed.variant, players, seed, a)
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
