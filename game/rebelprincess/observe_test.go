package rebelprincess

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// The table reads from one observation who leads and who is to play, the
// trick, the proposals each seat has taken, which princesses are
// exhausted, and why each card of the hand cannot be played (a code the
// client translates, never English text).
func TestTheObservationServesTheTable(t *testing.T) {
	g := deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{1: Cinderella}), "Q3 P5 A2", "Q7 P6 A3", "P4 A8 F4")
	gametest.Act(t, g, 1, "cinderella")
	play(t, g, "Q3", "Q7")
	o := g.ObserveSeat(2)
	if o.Leader != 0 || o.Turn != 2 || len(o.Trick) != 2 || !o.Used[1] || o.Used[0] {
		t.Fatalf("leader %d, turn %d, trick %v, exhausted %v", o.Leader, o.Turn, o.Trick, o.Used)
	}
	// Seat 2 is void in Queens: every card may go.
	if !slices.Equal(o.Reasons, []Reason{ReasonNone, ReasonNone, ReasonNone}) {
		t.Fatalf("a void seat may play anything: %v", o.Reasons)
	}
	gametest.Act(t, g, 2, "play A8") // the Frog: the lowest Queen (Q3) takes it, Cinderella reversed the order
	o = g.ObserveSeat(1)
	if o.Leader != 0 || o.Proposals[0] != 5 || o.Proposals[1] != 0 || o.Proposals[2] != Proposals(g.Won[2]) || !slices.Equal(o.TricksWon, []int{1, 0, 0}) {
		t.Fatalf("seat 0 took the Frog: leader %d, proposals %v, tricks %v", o.Leader, o.Proposals, o.TricksWon)
	}
	// Seat 0 leads: Princes may not lead yet, and seat 1 is not to play.
	o = g.ObserveSeat(0)
	if want := []Reason{ReasonPrinceLead, ReasonNone}; !slices.Equal(o.Reasons, want) || !slices.Equal(o.Hand, cards(t, "P5 A2")) {
		t.Fatalf("why not: %v for %v, want %v", o.Reasons, o.Hand, want)
	}
	if r := g.ObserveSeat(1).Reasons; r != nil {
		t.Fatalf("a seat not to play is given no reasons: %v", r)
	}
	if r := g.Reasons(1); !slices.Equal(r, []Reason{ReasonNotToPlay, ReasonNotToPlay}) {
		t.Fatalf("Reasons for a seat not to play: %v", r)
	}
	if js := gametest.ObsJSON(t, g, 0); !strings.Contains(js, `"reasons":["prince-lead",""]`) {
		t.Fatalf("reasons are codes in the JSON: %s", js[strings.Index(js, `"reasons"`):][:40])
	}
}

// Each rule that narrows a hand gives its own reason: the first that rules
// a card out is the one named.
func TestEachUnplayableCardHasTheReasonOfItsRule(t *testing.T) {
	for _, c := range []struct {
		name, round string
		ed          Edition
		princesses  map[int]int
		hands       []string
		before      []string
		want        map[string]Reason // card → reason, for the seat to play
	}{
		{"follow suit", "once-upon-a-time", Classic, nil, []string{"Q3 A2 F2", "Q7 A3 F3", "Q4 A4 F4"}, []string{"play Q3"},
			map[string]Reason{"Q7": ReasonNone, "A3": ReasonFollowSuit, "F3": ReasonFollowSuit}},
		{"the Mermaid", "once-upon-a-time", Classic, map[int]int{1: LittleMermaid}, []string{"Q3 A2 F2", "Q7 A3 F3", "Q4 A4 F4"}, []string{"mermaid pets"},
			map[string]Reason{"A2": ReasonNone, "Q3": ReasonMermaid, "F2": ReasonMermaid}},
		{"Rapunzel", "once-upon-a-time", Deluxe, map[int]int{1: Rapunzel}, []string{"Q3 P2 F2", "Q7 A3 F3", "Q4 A4 F4"}, []string{"rapunzel"},
			map[string]Reason{"P2": ReasonNone, "Q3": ReasonRapunzel}},
		{"the Ice Princess", "once-upon-a-time", Classic, map[int]int{1: IcePrincess}, []string{"Q3 A2 F2", "Q7 A3 F3", "Q4 A4 F4"}, []string{"ice @0"},
			nil},
		{"the Pea", "once-upon-a-time", Deluxe, map[int]int{1: PrincessOnThePea}, []string{"Q3 Q8 F2", "Q7 A3 F3", "Q4 A4 F4"}, []string{"pea"},
			map[string]Reason{"Q8": ReasonNone, "Q3": ReasonPea, "F2": ReasonPea}},
		{"Odds and Evens", "odds-and-evens", Classic, nil, []string{"Q3 A2 F2", "Q7 Q4 F3", "Q10 A4 F4"}, []string{"play Q3"},
			map[string]Reason{"Q7": ReasonNone, "Q4": ReasonOddsAndEvens, "F3": ReasonFollowSuit}},
		{"Magic Beans", "magic-beans", Deluxe, nil, []string{"Q3 Q5 Q9", "Q2 Q6 Q7", "F2 F3 F4"}, nil,
			map[string]Reason{"Q3": ReasonNone, "Q5": ReasonMagicBeans, "Q9": ReasonNone}},
		{"Midnight Makeover", "midnight-makeover", Classic, nil, []string{"Q3 A2 F2", "Q7 A3 F3", "Q4 A4 F4"}, []string{"play Q3"},
			map[string]Reason{"Q7": ReasonNone, "F3": ReasonNone, "A3": ReasonMidnight}},
	} {
		g := deal(t, c.ed, c.round, 0, with(3, c.princesses), c.hands...)
		for _, a := range c.before {
			gametest.Act(t, g, g.Pending()[0], a)
		}
		o := g.ObserveSeat(g.Turn)
		if c.want == nil { // the Ice Princess: only the fixed card
			for i, x := range o.Hand {
				if want := map[bool]Reason{true: ReasonNone, false: ReasonForced}[x == o.Forced]; o.Reasons[i] != want {
					t.Errorf("%s: %s: %s, want %s", c.name, x, o.Reasons[i], want)
				}
			}
			continue
		}
		for i, x := range o.Hand {
			if want, ok := c.want[x.String()]; ok && o.Reasons[i] != want {
				t.Errorf("%s: %s: %s, want %s", c.name, x, o.Reasons[i], want)
			}
		}
	}
}

// Crystal Clear: a seat's chosen suit lies face down until everyone has
// chosen; its own choice it sees.
func TestTheObservationHidesOthersCrystalClearSuitUntilAllHaveChosen(t *testing.T) {
	g := deal(t, Classic, "crystal-clear", 0, nil, "Q3 A2", "Q7 A3", "Q4 A4")
	g.Phase, g.Step = PhaseSetup, StepNone
	gametest.Act(t, g, 0, "show queens")
	if o := g.ObserveSeat(1); o.Shown[0] != -1 || g.ObserveSeat(0).Shown[0] != int(Queens) {
		t.Fatalf("seat 1 sees %d, seat 0 sees %d", o.Shown[0], g.ObserveSeat(0).Shown[0])
	}
	gametest.Act(t, g, 1, "show pets")
	gametest.Act(t, g, 2, "show pets")
	if o := g.ObserveSeat(1); !slices.Equal(o.Shown, []int{int(Queens), int(Pets), int(Pets)}) {
		t.Fatalf("all revealed at once: %v", o.Shown)
	}
}

// The tracker's voids: a seat that did not follow suit holds none of it, as
// every other seat knows; one that followed may hold more.
func TestVoidsAreTheSuitsASeatFailedToFollow(t *testing.T) {
	cfg := game.Config{Players: 3, Variant: string(Classic), Seed: 1, Options: map[string]string{"rounds": FirstGameOption}}
	order := []string{"snow-white", "alice", "mulan", "pocahontas", "princess-on-the-pea", "cinderella"}
	for _, suit := range []string{"Q", "A", "F"} {
		for v := 2; v <= 10; v++ {
			order = append(order, fmt.Sprintf("%s%d", suit, v))
		}
		switch suit {
		case "Q":
			order = append(order, "P2", "P3", "P4")
		case "A":
			order = append(order, "P5", "P6", "P7")
		default:
			order = append(order, "P8", "P9", "P10")
		}
	}
	g := gametest.Deal[*Game](t, Definition, cfg, 0, order...)
	gametest.Act(t, g, 1, "keep snow-white")
	gametest.Act(t, g, 2, "keep mulan")
	gametest.Act(t, g, 0, "keep princess-on-the-pea")
	// Everyone passes their Princes: seat 1 holds Pets and Princes.
	gametest.Act(t, g, 0, "pass P2 P3 P4")
	gametest.Act(t, g, 1, "pass P5 P6 P7")
	gametest.Act(t, g, 2, "pass P8 P9 P10")
	gametest.Act(t, g, 0, "play Q10")
	gametest.Act(t, g, 1, "play A2")
	for _, viewer := range []int{0, 2} {
		v := g.ObserveSeat(viewer).Voids()
		if !v[1][Queens] {
			t.Errorf("seat %d does not know seat 1 holds no Queen", viewer)
		}
		if v[1][Pets] || v[1][Fairies] || viewer == 0 && v[2][Queens] || viewer == 2 && v[0][Queens] {
			t.Errorf("seat %d reads more voids than were shown: %v", viewer, v)
		}
	}
	if own := g.ObserveSeat(1).Voids()[1]; !own[Queens] || !own[Fairies] || own[Pets] || own[Princes] {
		t.Errorf("seat 1's own voids come from its hand: %v", own)
	}
}

// The rounds option first-game plays each edition's recommended first game.
func TestFirstGameIsEachRulebooksRecommendation(t *testing.T) {
	for _, c := range []struct {
		ed    Edition
		short string
		want  string
	}{
		{Classic, "", "once-upon-a-time masquerade-ball invitation royal-decree wedding-gift"},
		{Deluxe, "", "once-upon-a-time late-to-the-ball magic-beans three-times-a-lady arranged-marriage"},
		{Deluxe, "true", "once-upon-a-time late-to-the-ball magic-beans"},
	} {
		opts := map[string]string{"rounds": FirstGameOption}
		if c.short != "" {
			opts["short"] = c.short
		}
		g, err := New(game.Config{Players: 4, Variant: string(c.ed), Seed: 3, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, id := range g.Schedule {
			got = append(got, RoundCards[id-1].Slug)
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%s short=%s: %v", c.ed, c.short, got)
		}
	}
}

// Wedding Gift: the trick's winner takes the gift pile and looks at it (its
// observation's won cards hold the gifts, seeds/000 "окремий стос, який
// забере той, хто виграє взятку"), so an event names the pile's cards to
// the winner — a table folding the events knows what the observation
// says — and to nobody else: the others, and a spectator, see the pile go
// face down and learn no gift but their own. Six players give six gifts,
// more than one event's secret holds (game.MaxValues): the pile is named
// across events, whole.
func TestTheTricksWinnerLearnsTheGiftsByEventAndTheOtherSeatsDoNot(t *testing.T) {
	g := deal(t, Deluxe, "wedding-gift", 0, nil,
		"Q3 A2 F9 F10", "Q7 A3 A9 A10", "Q4 P4 F11 F12", "Q5 F2 A11 A12", "Q8 F3 Q9 Q10", "Q6 P5 Q11 Q12")
	gifts := map[int]string{0: "A2", 1: "A3", 2: "P4", 3: "F2", 4: "F3", 5: "P5"}
	for s := range 6 {
		gametest.Act(t, g, s, "gift "+gifts[s])
	}
	play(t, g, "Q3", "Q7", "Q4", "Q5", "Q8", "Q6")
	// Seat 4 takes it (seat 5's won pile holds the cards deal left out).
	w := lastWinner(t, g)
	if w != 4 {
		t.Fatalf("Queen 8 takes the trick, not seat %d", w)
	}
	pile := setOf(cards(t, "A2 A3 P4 F2 F3 P5"))
	for v := game.Spectator; v < 6; v++ {
		o := g.ObserveSeat(v)
		var named cardSet
		events, hidden := 0, 0
		for _, e := range o.Log {
			if e.Type == EvGiftsTaken {
				if e.Seat != w || e.Value != 6 {
					t.Fatalf("seat %d: the pile of 6 goes to seat %d: %+v", v, w, e)
				}
				events++
				hidden += e.Hidden
				for i := range e.Secret.Len() {
					named |= single(Card(e.Secret.At(i)))
				}
			}
		}
		if events < 2 {
			t.Fatalf("seat %d: six gifts named in %d events", v, events)
		}
		if v == w {
			if named != pile || hidden != 0 {
				t.Fatalf("the winner is named %v of the pile %v (%d withheld)", named.appendTo(nil), pile.appendTo(nil), hidden)
			}
			// What the events named is what the observation shows won:
			// the trick's cards, played face up, and the pile.
			if won := setOf(o.Won[w]); won != pile|setOf(cards(t, "Q3 Q7 Q4 Q5 Q6 Q8")) {
				t.Fatalf("the winner's won cards %v are not the trick and the pile", o.Won[w])
			}
			continue
		}
		if named != 0 || hidden != 6 {
			t.Fatalf("seat %d is named %v of the pile (%d withheld): the pile is the winner's to see", v, named.appendTo(nil), hidden)
		}
		// No event the seat is shown carries a gift it did not give.
		others := pile
		if v >= 0 {
			others &^= single(cards(t, gifts[v])[0])
		}
		for _, e := range o.Log {
			for i := range e.Secret.Len() {
				if c := Card(e.Secret.At(i)); others.has(c) {
					t.Fatalf("seat %d is shown %s, another seat's gift, by %s", v, c, e.Type)
				}
			}
			if e.Card >= 0 && others.has(Card(e.Card)) && e.Type != EvRoundStart {
				t.Fatalf("seat %d is shown %s, another seat's gift, by %s", v, Card(e.Card), e.Type)
			}
		}
	}
}
