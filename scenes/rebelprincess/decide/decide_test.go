package decide

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	rp "parlour/game/rebelprincess"
	"parlour/scenes/table/prompt"
)

// The names flowtest gives the seats: seat 0 (the person in most tests) is
// Ada, then Basil and Cyrus. Seat 0's right-hand neighbour is the last seat.

const (
	classic = rp.Classic
	deluxe  = rp.Deluxe
)

var (
	hand    = prompt.ZoneHand
	seat    = prompt.ZoneSeat
	spot    = prompt.ZoneSpot
	choice  = prompt.ZoneChoice
	confirm = prompt.ZoneConfirm
)

// must is an action in the notation.
func must(t *testing.T, text string) game.Action {
	t.Helper()
	a, err := rp.ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// makes checks that a pick ends the decision in the action written, and
// that the action is legal.
func (p *person) makes(zone prompt.Zone, i int, want string) {
	p.t.Helper()
	o := p.g.ObserveSeat(p.seat)
	a, ok := p.pick(zone, i)
	switch {
	case !ok:
		p.t.Fatalf("picking %v %d makes nothing; want %s", zone, i, want)
	case rp.FormatAction(a) != want:
		p.t.Fatalf("picking %v %d makes %s; want %s", zone, i, rp.FormatAction(a), want)
	case !slices.Contains(o.Legal, a):
		p.t.Fatalf("%s is not legal", want)
	case p.d.key() != New().key():
		p.t.Fatalf("the decision is not forgotten after %s: %s", want, p.d.key())
	}
}

// step checks that a pick is a step of the decision, making no action.
func (p *person) step(zone prompt.Zone, i int) {
	p.t.Helper()
	if a, ok := p.pick(zone, i); ok {
		p.t.Fatalf("picking %v %d makes %s; want a step", zone, i, rp.FormatAction(a))
	}
}

// The play: which cards may be played, what the prompt says, and why each
// other card cannot be played (its note), under the base rules, the round
// cards and the powers that bind the play. Every open card plays, a
// closed one makes nothing.
func TestThePlayOpensTheLegalCardsAndSaysWhyNotTheOthers(t *testing.T) {
	for _, c := range []struct {
		rule  string
		deal  deal
		moves []string
		text  string
		open  string
		notes map[string]string
	}{
		{rule: "no Prince may lead before Princes are in",
			deal: deal{ed: classic, round: "once-upon-a-time", princess: []int{rp.Alice, -1, -1},
				hands: []string{"P3 Q5 A2", "Q7 A3 F4", "Q4 A4 F5"}},
			text: "Your lead (no Princes yet)", open: "Q5 A2", notes: map[string]string{"P3": "No Prince may lead yet"}},
		{rule: "a follower must follow the led suit",
			deal: deal{ed: classic, round: "once-upon-a-time", leader: 2, princess: []int{rp.Alice, -1, -1},
				hands: []string{"P3 Q5 A2", "Q7 A3 F4", "Q4 A4 F5"}},
			moves: []string{"2: play Q4"},
			text:  "Your turn: follow Queens if you can", open: "Q5", notes: map[string]string{"P3": "Follow Queens", "A2": "Follow Queens"}},
		{rule: "a follower without the led suit may play any card",
			deal: deal{ed: classic, round: "once-upon-a-time", leader: 2, princess: []int{rp.Alice, -1, -1},
				hands: []string{"P3 A2 F9", "Q7 A3 F4", "Q4 A4 F5"}},
			moves: []string{"2: play Q4"},
			text:  "Your turn: follow Queens if you can", open: "P3 A2 F9"},
		{rule: "the Little Mermaid's suit must be led, and the prompt says so first",
			deal: deal{ed: classic, round: "once-upon-a-time", princess: []int{rp.Alice, rp.LittleMermaid, -1},
				hands: []string{"Q3 A2 F9", "Q7 A3 F4", "Q4 A4 F5"}},
			moves: []string{"1: mermaid pets"},
			text:  "Lead Pets (Little Mermaid)", open: "A2", notes: map[string]string{"Q3": "Lead Pets (Little Mermaid)"}},
		{rule: "Rapunzel makes the leader lead a Prince",
			deal: deal{ed: deluxe, round: "once-upon-a-time", princess: []int{rp.Alice, rp.Rapunzel, -1},
				hands: []string{"P2 Q3 A2", "Q7 A3 F4", "Q4 A4 F5"}},
			moves: []string{"1: rapunzel"},
			text:  "Lead a Prince (Rapunzel)", open: "P2", notes: map[string]string{"Q3": "Lead a Prince (Rapunzel)"}},
		{rule: "the Deluxe Princess on the Pea makes everyone else play above 5",
			deal: deal{ed: deluxe, round: "once-upon-a-time", princess: []int{rp.Alice, rp.PrincessOnThePea, -1},
				hands: []string{"Q3 Q8 A2", "Q7 A3 F4", "Q4 A4 F5"}},
			moves: []string{"1: pea"},
			text:  "Your lead (no Princes yet)", open: "Q8", notes: map[string]string{"Q3": "Above 5 (Pea)"}},
		{rule: "Odds and Evens: a follower matches the first card's parity",
			deal: deal{ed: classic, round: "odds-and-evens", leader: 2, princess: []int{rp.Alice, -1, -1},
				hands: []string{"Q4 Q7 A2", "Q3 A3 F4", "Q5 A4 F5"}},
			moves: []string{"2: play Q5"},
			text:  "Your turn: follow Queens if you can", open: "Q7", notes: map[string]string{"Q4": "An odd card", "A2": "Follow Queens"}},
		{rule: "Midnight Makeover: a follower may play a Fairy instead",
			deal: deal{ed: classic, round: "midnight-makeover", leader: 2, princess: []int{rp.Alice, -1, -1},
				hands: []string{"Q4 A2 F9", "Q3 A3 F4", "Q5 A4 F5"}},
			moves: []string{"2: play Q5"},
			text:  "Your turn: follow Queens if you can", open: "Q4 F9", notes: map[string]string{"A2": "Follow Queens or a Fairy"}},
		{rule: "Magic Beans: only a suit's highest or lowest card",
			deal: deal{ed: deluxe, round: "magic-beans", princess: []int{rp.Alice, -1, -1},
				hands: []string{"Q3 Q5 Q7", "Q4 A3 F4", "Q6 A4 F5"}},
			text: "Your lead (no Princes yet)", open: "Q3 Q7", notes: map[string]string{"Q5": "Highest or lowest only"}},
	} {
		t.Run(c.rule, func(t *testing.T) {
			g := c.deal.game(t)
			act(t, g, c.moves...)
			p := sit(t, g, 0)
			o := g.ObserveSeat(0)
			pr := p.prompt()
			if pr.Text != c.text {
				t.Errorf("the prompt says %q; want %q", pr.Text, c.text)
			}
			if got := open(o, pr); got != c.open {
				t.Errorf("open: %s; want %s", got, c.open)
			}
			for cd, note := range c.notes {
				if m := p.mark(cd); m.Note != note {
					t.Errorf("%s says %q; want %q", cd, m.Note, note)
				}
			}
			for i, m := range pr.Hand {
				if !m.On {
					p.step(hand, i)
				}
			}
			for i, m := range pr.Hand {
				if m.On {
					p.makes(hand, i, "play "+o.Hand[i].String())
				}
			}
		})
	}
}

// The Classic Ice Princess fixes a random card of the leader's: the prompt
// names it, it alone is open, and the others say which card must go.
func TestACardTheIcePrincessFixedMustBePlayed(t *testing.T) {
	g := deal{ed: classic, round: "once-upon-a-time", princess: []int{rp.Alice, rp.IcePrincess, -1},
		hands: []string{"Q3 A2 F9", "Q7 A3 F4", "Q4 A4 F5"}}.game(t)
	act(t, g, "1: ice @0")
	p := sit(t, g, 0)
	o := g.ObserveSeat(0)
	f := o.Forced.String()
	name := map[string]string{"Q3": "Queen 3", "A2": "Pet 2", "F9": "Fairy 9"}[f]
	pr := p.prompt()
	if want := "The Ice Princess drew your card: play " + name; pr.Text != want {
		t.Errorf("the prompt says %q; want %q", pr.Text, want)
	}
	if got := open(o, pr); got != f {
		t.Errorf("open: %s; want only %s", got, f)
	}
	for i, c := range o.Hand {
		if c != o.Forced {
			if m := pr.Hand[i]; m.Note != "Play "+name+" (Ice Princess)" {
				t.Errorf("%s says %q", c, m.Note)
			}
		}
	}
	p.makes(hand, p.hand(f), "play "+f)
}

// A princess who plays with her power (Snow White, Thumbelina, the Classic
// Princess on the Pea) has a switch: off, the plain plays are open and a
// card only her power may play says she can; on, only the cards she may
// play with it are open, the others say why, and a card goes down with the
// power. Back switches it off.
func TestThePowerToPlayWithIsASwitch(t *testing.T) {
	for _, c := range []struct {
		rule   string
		deal   deal
		moves  []string
		button string
		// Off and on: the open cards, the notes, the prompt.
		offOpen, onOpen   string
		offNotes, onNotes map[string]string
		onText            string
	}{
		{rule: "Snow White counts a card of 7 or lower as 0",
			deal: deal{ed: classic, round: "once-upon-a-time", leader: 2, princess: []int{rp.SnowWhite, rp.Alice, -1},
				hands: []string{"Q3 Q9 A2", "Q7 A3 F4", "Q4 A4 F5"}},
			moves:   []string{"2: play Q4"},
			button:  "Snow White: as 0",
			offOpen: "Q3 Q9", offNotes: map[string]string{"A2": "Follow Queens"},
			onOpen: "Q3", onNotes: map[string]string{"Q9": "Not with Snow White", "A2": "Follow Queens"},
			onText: "Snow White's power is on: your card of 7 or lower counts as 0. Your turn: follow Queens if you can"},
		{rule: "Thumbelina may leave the led suit, but never with a Prince or the Frog",
			deal: deal{ed: deluxe, round: "once-upon-a-time", leader: 2, princess: []int{rp.Thumbelina, rp.Alice, -1},
				hands: []string{"P3 Q7 A3", "Q3 A2 F4", "Q4 A4 F5"}},
			moves:   []string{"2: play Q4"},
			button:  "Thumbelina: any suit",
			offOpen: "Q7", offNotes: map[string]string{"A3": "Follow Queens (Thumbelina can)", "P3": "Follow Queens"},
			onOpen: "A3", onNotes: map[string]string{"Q7": "Not with Thumbelina", "P3": "Follow Queens"},
			onText: "Thumbelina's power is on: play any suit but a Prince or the Frog. Your turn: follow Queens if you can"},
		{rule: "the Classic Princess on the Pea makes the others play above 5 after her card",
			deal: deal{ed: classic, round: "once-upon-a-time", princess: []int{rp.PrincessOnThePea, rp.Alice, -1},
				hands: []string{"Q3 A2 F9", "Q7 A3 F4", "Q4 A4 F5"}},
			button:  "Pea: above 5",
			offOpen: "Q3 A2 F9",
			onOpen:  "Q3 A2 F9",
			onText:  "The Pea's power is on: after your card the others must play above 5. Your lead (no Princes yet)"},
	} {
		t.Run(c.rule, func(t *testing.T) {
			g := c.deal.game(t)
			act(t, g, c.moves...)
			p := sit(t, g, 0)
			o := g.ObserveSeat(0)
			check := func(on bool, want string, notes map[string]string) {
				t.Helper()
				pr := p.prompt()
				if len(pr.Choices) != 1 || pr.Choices[0].Label != c.button || !pr.Choices[0].On || pr.Choices[0].Selected != on {
					t.Fatalf("the switch: %+v; want %q, on %v", pr.Choices, c.button, on)
				}
				if got := open(o, pr); got != want {
					t.Errorf("switched on %v, open: %s; want %s", on, got, want)
				}
				for cd, note := range notes {
					if m := p.mark(cd); m.Note != note {
						t.Errorf("switched on %v, %s says %q; want %q", on, cd, m.Note, note)
					}
				}
			}
			check(false, c.offOpen, c.offNotes)
			p.step(choice, 0)
			check(true, c.onOpen, c.onNotes)
			if pr := p.prompt(); pr.Text != c.onText {
				t.Errorf("switched on, the prompt says %q; want %q", pr.Text, c.onText)
			}
			p.d.Back()
			check(false, c.offOpen, c.offNotes)
			p.step(choice, 0)
			p.step(choice, 0)
			check(false, c.offOpen, c.offNotes)
			p.step(choice, 0)
			first := p.prompt().Hand
			for i := range o.Hand {
				if first[i].On {
					p.makes(hand, i, "play "+o.Hand[i].String()+" power")
					break
				}
			}
		})
	}
}

// Without a card her power may play, a princess's switch is not offered.
func TestNoSwitchWhenThePowerPlaysNoCard(t *testing.T) {
	g := deal{ed: classic, round: "once-upon-a-time", leader: 2, princess: []int{rp.SnowWhite, rp.Alice, -1},
		hands: []string{"Q8 Q9 A2", "Q7 A3 F4", "Q4 A4 F5"}}.game(t)
	act(t, g, "2: play Q4")
	p := sit(t, g, 0)
	if pr := p.prompt(); len(pr.Choices) != 0 {
		t.Fatalf("Snow White has no card of 7 or lower to follow with: %+v", pr.Choices)
	}
	p.step(choice, 0) // a stray pick arms nothing playable
	if got := open(g.ObserveSeat(0), p.prompt()); got != "Q8 Q9" {
		t.Fatalf("open: %s", got)
	}
	p.makes(hand, p.hand("Q9"), "play Q9")
}

// Before a trick a princess's power is offered only when it can be used:
// one that needs no choice with Use and Not now, one that names a seat
// with the seats it may name open, the Little Mermaid with the suits she
// may name; Not now declines it.
func TestAPowerBeforeATrickIsOfferedWithWhatItMayChoose(t *testing.T) {
	hands := []string{"Q3 A2 F9", "Q7 A3 F4", "Q4 A4 F5"}
	for _, c := range []struct {
		rule     string
		ed       rp.Edition
		princess int
		leader   int
		text     string
		confirm  string // Use …, for a power that needs no choice
		seats    []bool // the seats open, for a power that names one
		suits    []string
		use      string // what Use, the first open seat or the first suit makes
	}{
		{rule: "Cinderella needs no choice", ed: classic, princess: rp.Cinderella, leader: 2,
			text:    "Cinderella: turn the order of the coming trick upside down (1 high)?",
			confirm: "Use Cinderella", use: "cinderella"},
		{rule: "Sleeping Beauty needs no choice", ed: deluxe, princess: rp.SleepingBeauty, leader: 2,
			text:    "Sleeping Beauty: have everyone give you a card before this trick?",
			confirm: "Use Sleeping Beauty", use: "sleeping-beauty"},
		{rule: "the Deluxe Princess on the Pea needs no choice", ed: deluxe, princess: rp.PrincessOnThePea, leader: 2,
			text:    "Princess on the Pea: the others must play above 5 in this trick?",
			confirm: "Use the Princess on the Pea", use: "pea"},
		{rule: "Rapunzel names the leader in the prompt", ed: deluxe, princess: rp.Rapunzel, leader: 2,
			text:    "Rapunzel: make Cyrus lead a Prince?",
			confirm: "Use Rapunzel", use: "rapunzel"},
		{rule: "the Classic Ice Princess names only the leader", ed: classic, princess: rp.IcePrincess, leader: 2,
			text:  "Ice Princess: choose who must play a card drawn at random, or skip",
			seats: []bool{false, false, true}, use: "ice @2"},
		{rule: "the Deluxe Ice Princess names any other seat", ed: deluxe, princess: rp.IcePrincess, leader: 2,
			text:  "Ice Princess: choose who must play a card drawn at random, or skip",
			seats: []bool{false, true, true}, use: "ice @1"},
		{rule: "Scheherazade names any other seat", ed: classic, princess: rp.Scheherazade, leader: 2,
			text:  "Scheherazade: take a random card from a player (and give one back), or skip",
			seats: []bool{false, true, true}, use: "scheherazade @1"},
		{rule: "the Deluxe Pocahontas names the coming trick's leader", ed: deluxe, princess: rp.Pocahontas, leader: 2,
			text:  "Pocahontas: choose who leads the coming trick, or skip",
			seats: []bool{true, true, false}, use: "pocahontas @0"},
		{rule: "the Little Mermaid names a suit, not Princes before one was played", ed: classic, princess: rp.LittleMermaid, leader: 2,
			text:  "Little Mermaid: name the suit Cyrus must lead, or skip",
			suits: []string{"Queens", "Pets", "Fairies"}, use: "mermaid queens"},
		{rule: "the Little Mermaid names the suit the person must lead", ed: classic, princess: rp.LittleMermaid, leader: 0,
			text:  "Little Mermaid: name the suit you must lead, or skip",
			suits: []string{"Queens", "Pets", "Fairies"}, use: "mermaid queens"},
	} {
		t.Run(c.rule, func(t *testing.T) {
			// The person is asked first: the seat on the leader's left, or
			// the leader with no other power asked.
			g := deal{ed: c.ed, round: "once-upon-a-time", leader: c.leader, princess: []int{c.princess, rp.Alice, -1}, hands: hands}.game(t)
			o := g.ObserveSeat(0)
			if o.Step != rp.StepWindow {
				t.Fatalf("the person is not asked: %s, pending %v", o.Step, o.Pending)
			}
			p := sit(t, g, 0)
			pr := p.prompt()
			if pr.Text != c.text {
				t.Errorf("the prompt says %q; want %q", pr.Text, c.text)
			}
			if pr.Confirm != c.confirm {
				t.Errorf("confirm %q; want %q", pr.Confirm, c.confirm)
			}
			var seats []bool
			for _, m := range pr.Seats {
				seats = append(seats, m.On)
			}
			if !slices.Equal(seats, c.seats) {
				t.Errorf("open seats %v; want %v", seats, c.seats)
			}
			skip := len(pr.Choices) - 1
			if got := labels(pr); !slices.Equal(got, append(slices.Clone(c.suits), "Not now")) {
				t.Errorf("choices %q; want %q and Not now", got, c.suits)
			}
			p.makes(choice, skip, "skip")
			switch {
			case c.confirm != "":
				p.makes(confirm, 0, c.use)
			case c.seats != nil:
				p.makes(seat, slices.Index(c.seats, true), c.use)
			default:
				p.makes(choice, 0, c.use)
			}
		})
	}
}

// The Deluxe Little Mermaid names another suit when the leader has none of
// hers, and may no longer decline.
func TestTheDeluxeMermaidNamesAgainWhenTheLeaderLacksTheSuit(t *testing.T) {
	g := deal{ed: deluxe, round: "once-upon-a-time", leader: 2, princess: []int{rp.LittleMermaid, rp.Alice, -1},
		hands: []string{"Q3 A2 F9", "Q7 A3 F4", "Q4 Q5 A4"}}.game(t)
	act(t, g, "0: mermaid fairies")
	p := sit(t, g, 0)
	pr := p.prompt()
	if pr.Text != "Cyrus has none of that suit: name another" {
		t.Errorf("the prompt says %q", pr.Text)
	}
	if got := labels(pr); !slices.Equal(got, []string{"Queens", "Pets"}) {
		t.Errorf("choices %q; want Queens and Pets, no Not now", got)
	}
	p.makes(choice, 1, "mermaid pets")
}

// Sleeping Beauty's pile: she gives a card of her own first, then everyone
// else; she keeps one of the cards shown with who gave it (Deluxe: then
// chooses who gets which of the rest).
func TestSleepingBeautysPileIsGivenKeptAndDealt(t *testing.T) {
	for _, ed := range []rp.Edition{classic, deluxe} {
		t.Run(string(ed), func(t *testing.T) {
			g := deal{ed: ed, round: "once-upon-a-time", leader: 2, princess: []int{rp.Alice, rp.SleepingBeauty, -1},
				hands: []string{"Q3 A2 F9", "Q7 A3 F4", "Q4 A4 F5"}}.game(t)
			act(t, g, "1: sleeping-beauty")
			basil := sit(t, g, 1)
			if pr := basil.prompt(); pr.Text != "Your Sleeping Beauty: put a card of your own in her pile too" || open(g.ObserveSeat(1), pr) != "Q7 A3 F4" {
				t.Fatalf("her own card: %q, open %s", pr.Text, open(g.ObserveSeat(1), pr))
			}
			basil.makes(hand, basil.hand("A3"), "give A3")
			act(t, g, "1: give A3")
			ada := sit(t, g, 0)
			if pr := ada.prompt(); pr.Text != "Sleeping Beauty (Basil): give her a card" || open(g.ObserveSeat(0), pr) != "Q3 A2 F9" {
				t.Fatalf("the others' card: %q, open %s", pr.Text, open(g.ObserveSeat(0), pr))
			}
			ada.makes(hand, ada.hand("F9"), "give F9")
			act(t, g, "0: give F9", "2: give A4")
			pr := basil.prompt()
			keep := map[rp.Edition]string{classic: "Keep one card; the others go back at random",
				deluxe: "Keep one card; then you choose who gets the others"}[ed]
			if pr.Text != keep || !pr.Picker {
				t.Fatalf("she keeps: %q, picker %v", pr.Text, pr.Picker)
			}
			var notes []string
			for _, ch := range pr.Choices {
				notes = append(notes, ch.Label+": "+ch.Note)
			}
			if want := []string{"Pet 3: yours", "Fairy 9: from Ada", "Pet 4: from Cyrus"}; !slices.Equal(slices.Sorted(slices.Values(notes)), slices.Sorted(slices.Values(want))) {
				t.Errorf("the pile: %q; want %q", notes, want)
			}
			i := slices.IndexFunc(pr.Choices, func(c prompt.Choice) bool { return c.Label == "Fairy 9" })
			basil.makes(choice, i, "give F9")
			if ed == classic {
				return
			}
			act(t, g, "1: give F9")
			pr = basil.prompt()
			if pr.Text != "Which card goes to Cyrus?" || len(pr.Choices) != 2 {
				t.Fatalf("she deals: %q, %+v", pr.Text, pr.Choices)
			}
			basil.makes(choice, 0, "give "+g.ObserveSeat(1).T.Pool[0].Card.String())
		})
	}
}

// Scheherazade gives back a card of her choice; the Deluxe Ice Princess
// returns one of the two cards she drew, the other fixed for its holder.
func TestScheherazadeAndTheIcePrincessGiveACardBack(t *testing.T) {
	hands := []string{"Q3 A2 F9", "Q7 A3 F4", "Q4 A4 F5"}
	t.Run("Scheherazade", func(t *testing.T) {
		g := deal{ed: classic, round: "once-upon-a-time", leader: 2, princess: []int{rp.Scheherazade, rp.Alice, -1}, hands: hands}.game(t)
		act(t, g, "0: scheherazade @1")
		p := sit(t, g, 0)
		o := g.ObserveSeat(0)
		pr := p.prompt()
		if pr.Text != "Scheherazade: give Basil a card (the one you took, if you like)" || len(o.Hand) != 4 || open(o, pr) != o.Hand[0].String()+" "+o.Hand[1].String()+" "+o.Hand[2].String()+" "+o.Hand[3].String() {
			t.Fatalf("%q, open %s of %v", pr.Text, open(o, pr), o.Hand)
		}
		p.makes(hand, p.hand("F9"), "give F9")
	})
	t.Run("the Deluxe Ice Princess", func(t *testing.T) {
		g := deal{ed: deluxe, round: "once-upon-a-time", leader: 2, princess: []int{rp.IcePrincess, rp.Alice, -1}, hands: hands}.game(t)
		act(t, g, "0: ice @2")
		p := sit(t, g, 0)
		pr := p.prompt()
		o := g.ObserveSeat(0)
		if pr.Text != "Give one card back: Cyrus must play the other in this trick" || !pr.Picker || len(pr.Choices) != 2 {
			t.Fatalf("%q, %+v", pr.Text, pr.Choices)
		}
		for i, ch := range pr.Choices {
			if ch.Note != "" || ch.Face != int(o.T.Pool[i].Card) || !ch.On {
				t.Errorf("the cards drawn show no giver: %+v", ch)
			}
		}
		p.makes(choice, 1, "give "+o.T.Pool[1].Card.String())
	})
}

// Wedding Gift: everyone puts a card on the gift pile; a card the Ice
// Princess fixed for the trick stays, and says so.
func TestAWeddingGiftIsAnyCardButOneFixed(t *testing.T) {
	g := deal{ed: classic, round: "wedding-gift", princess: []int{rp.Alice, rp.IcePrincess, -1},
		hands: []string{"Q3 A2 F9", "Q7 A3 F4", "Q4 A4 F5"}}.game(t)
	act(t, g, "1: ice @0")
	p := sit(t, g, 0)
	o := g.ObserveSeat(0)
	pr := p.prompt()
	if pr.Text != "Wedding Gift: put a card face down on the gift pile" {
		t.Errorf("the prompt says %q", pr.Text)
	}
	for i, c := range o.Hand {
		fixed := c == o.Forced
		if m := pr.Hand[i]; m.On == fixed || fixed && m.Note != "You must play it in this trick (Ice Princess)" {
			t.Errorf("%s (fixed %v): %+v", c, fixed, m)
		}
	}
	for i, c := range o.Hand {
		if c != o.Forced {
			p.makes(hand, i, "gift "+c.String())
			break
		}
	}
}

// Mulan may swap her card in the trick for one of its suit from her hand,
// never the Frog; a hand card that could replace either of her two cards
// (two cards a trick) asks which, and Back returns to the hand.
func TestMulanSwapsACardOfTheSameSuit(t *testing.T) {
	t.Run("one card in the trick", func(t *testing.T) {
		g := deal{ed: classic, round: "once-upon-a-time", leader: 1, princess: []int{rp.Mulan, rp.Alice, -1},
			hands: []string{"Q4 Q9 A8 F2", "Q3 A3 F4 F6", "Q7 A4 F5 F7"}}.game(t)
		act(t, g, "1: play Q3", "2: play Q7", "0: play Q4")
		p := sit(t, g, 0)
		o := g.ObserveSeat(0)
		pr := p.prompt()
		if pr.Text != "Mulan: swap your card in the trick for another of its suit?" || open(o, pr) != "Q9" {
			t.Fatalf("%q, open %s", pr.Text, open(o, pr))
		}
		if n := p.mark("A8").Note; n != "Never the Frog" {
			t.Errorf("the Frog says %q", n)
		}
		if n := p.mark("F2").Note; n != "Not your trick card's suit" {
			t.Errorf("a Fairy says %q", n)
		}
		if got := labels(pr); !slices.Equal(got, []string{"Not now"}) {
			t.Errorf("choices %q", got)
		}
		p.makes(choice, 0, "skip")
		p.makes(hand, p.hand("Q9"), "mulan Q4 Q9")
	})
	t.Run("two cards in the trick", func(t *testing.T) {
		g := deal{ed: classic, round: "prince-always-rings-twice", leader: 1, princess: []int{rp.Mulan, rp.Alice, -1},
			hands: []string{"Q4 Q5 Q9 F2", "Q2 Q3 A3 F4", "Q6 Q7 A4 F5"}}.game(t)
		for g.Step == rp.StepPlay {
			s := g.Turn
			act(t, g, string(rune('0'+s))+": "+rp.FormatAction(g.Legal(s)[0]))
		}
		o := g.ObserveSeat(0)
		if o.Step != rp.StepMulan {
			t.Fatalf("Mulan is not asked: %s, trick %v", o.Step, o.Trick)
		}
		p := sit(t, g, 0)
		p.step(hand, p.hand("Q9"))
		pr := p.prompt()
		if pr.Text != "Which of your cards in the trick does Queen 9 replace?" || !pr.Picker || pr.Hand != nil || pr.Back == "" {
			t.Fatalf("%q picker %v hand %v back %q", pr.Text, pr.Picker, pr.Hand, pr.Back)
		}
		if got := labels(pr); !slices.Equal(got, []string{"Queen 4", "Queen 5"}) {
			t.Errorf("her trick cards: %q", got)
		}
		p.d.Back()
		if pr := p.prompt(); pr.Text != "Mulan: swap your card in the trick for another of its suit?" {
			t.Fatalf("Back: %q", pr.Text)
		}
		p.step(hand, p.hand("Q9"))
		p.makes(choice, 1, "mulan Q5 Q9")
	})
}

// Alice, having taken a trick, may deal it back out or keep it.
func TestAliceDealsTheTrickBackOrKeepsIt(t *testing.T) {
	g := deal{ed: classic, round: "once-upon-a-time", leader: 1, princess: []int{rp.Alice, rp.Mulan, -1},
		hands: []string{"Q9 A2 F9", "Q3 A3 F4", "Q7 A4 F5"}}.game(t)
	act(t, g, "1: play Q3", "2: play Q7", "0: play Q9")
	p := sit(t, g, 0)
	pr := p.prompt()
	if pr.Text != "Alice: shuffle this trick and deal it back out? You lead it again." || pr.Confirm != "Deal it back" ||
		!slices.Equal(labels(pr), []string{"Keep the trick"}) {
		t.Fatalf("%q, %q, %q", pr.Text, pr.Confirm, labels(pr))
	}
	p.makes(choice, 0, "skip")
	p.makes(confirm, 0, "alice")
}

// Haggle with the Hag: the trick's winner picks a card of the trick (not
// her own, which says why), then a card of her hand to give for it; Back
// returns to the trick.
func TestHaggleTakesATrickCardForAHandCard(t *testing.T) {
	g := deal{ed: classic, round: "haggle-with-the-hag", leader: 1, princess: []int{rp.Alice, rp.Mulan, -1},
		hands: []string{"Q9 A2 F9", "Q3 A3 F4", "Q7 A4 F5"}}.game(t)
	act(t, g, "1: play Q3", "2: play Q7", "0: play Q9", "0: skip")
	o := g.ObserveSeat(0)
	if o.Step != rp.StepHaggle {
		t.Fatalf("no haggle: %s", o.Step)
	}
	p := sit(t, g, 0)
	pr := p.prompt()
	if pr.Text != "Haggle with the Hag: pick a card of the trick to take, or skip" || pr.Hand != nil || pr.Back != "" {
		t.Fatalf("%q hand %v back %q", pr.Text, pr.Hand, pr.Back)
	}
	var spots []string
	for _, s := range pr.Spots {
		spots = append(spots, s.Label+" "+map[bool]string{true: "on", false: "off: " + s.Note}[s.On])
	}
	if want := []string{"Queen 3 on", "Queen 7 on", "Queen 9 off: Your own card"}; !slices.Equal(spots, want) {
		t.Errorf("the trick: %q; want %q", spots, want)
	}
	p.step(spot, 1)
	pr = p.prompt()
	if pr.Text != "Now the card from your hand to give for Queen 7 (everyone sees it)" || pr.Back == "" || !pr.Spots[1].Selected {
		t.Fatalf("%q back %q spots %+v", pr.Text, pr.Back, pr.Spots)
	}
	if got := open(g.ObserveSeat(0), pr); got != "A2 F9" {
		t.Errorf("open: %s", got)
	}
	p.d.Back()
	if pr := p.prompt(); pr.Hand != nil || pr.Spots[1].Selected {
		t.Fatal("Back does not return to the trick")
	}
	p.step(spot, 0)
	p.makes(hand, p.hand("F9"), "swap F9 Q3")
}

// The Classic Pocahontas, having taken a trick, names the next leader.
func TestTheClassicPocahontasNamesTheNextLeader(t *testing.T) {
	g := deal{ed: classic, round: "once-upon-a-time", leader: 1, princess: []int{rp.Pocahontas, rp.Mulan, -1},
		hands: []string{"Q9 A2 F9", "Q3 A3 F4", "Q7 A4 F5"}}.game(t)
	act(t, g, "1: play Q3", "2: play Q7", "0: play Q9")
	p := sit(t, g, 0)
	pr := p.prompt()
	if pr.Text != "Pocahontas: choose who leads the next trick, or skip" {
		t.Errorf("the prompt says %q", pr.Text)
	}
	if on := []bool{pr.Seats[0].On, pr.Seats[1].On, pr.Seats[2].On}; !slices.Equal(on, []bool{false, true, true}) {
		t.Errorf("open seats %v", on)
	}
	p.makes(choice, 0, "skip")
	p.makes(seat, 2, "pocahontas @2")
}

// The draft shows the princesses dealt, by name and face, large; a pick
// keeps one. Carmesina copies a princess another seat has.
func TestTheDraftAndCarmesinaPickAPrincess(t *testing.T) {
	t.Run("the draft", func(t *testing.T) {
		g, err := rp.New(game.Config{Players: 3, Variant: string(deluxe), Seed: 5})
		if err != nil {
			t.Fatal(err)
		}
		p := sit(t, g, 0)
		o := g.ObserveSeat(0)
		pr := p.prompt()
		if pr.Text != "Keep one princess: her power is yours all game" || !pr.Picker || len(pr.Choices) != len(o.Offered) {
			t.Fatalf("%q picker %v, %d choices for %v", pr.Text, pr.Picker, len(pr.Choices), o.Offered)
		}
		names := map[int]string{}
		for _, pi := range o.Offered {
			names[pi] = rp.Princesses[pi].Slug
		}
		for i, ch := range pr.Choices {
			if ch.Face != 128+o.Offered[i] || !ch.On || ch.Label == "" {
				t.Errorf("choice %d: %+v", i, ch)
			}
		}
		p.makes(choice, len(o.Offered)-1, "keep "+names[o.Offered[len(o.Offered)-1]])
	})
	t.Run("Carmesina", func(t *testing.T) {
		g := deal{ed: classic, round: "once-upon-a-time", princess: []int{rp.Carmesina, rp.Cinderella, rp.Alice}}.drafted(t, 1)
		p := sit(t, g, 0)
		pr := p.prompt()
		if pr.Text != "Carmesina: whose power do you copy this round?" || !slices.Equal(labels(pr), []string{"Cinderella", "Alice"}) {
			t.Fatalf("%q, %q", pr.Text, labels(pr))
		}
		p.makes(choice, 1, "copy alice")
	})
}

// The pass: every card stays open; a tap marks it and a second unmarks it;
// once the pass is full a tap on another card takes the last one's place,
// and Pass gives the cards marked. Back unmarks the last card marked.
func TestThePassMarksCardsAndGivesThem(t *testing.T) {
	g := deal{ed: classic, round: "once-upon-a-time", princess: []int{rp.Alice, -1, -1}, atPass: true,
		hands: []string{"P2 Q3 Q4 A2 F9", "P3 Q7 A3 F4 F6", "P4 Q5 A4 F5 F7"}}.game(t)
	p := sit(t, g, 0)
	o := g.ObserveSeat(0)
	state := func(text, marked, confirm string) {
		t.Helper()
		pr := p.prompt()
		var sel []string
		for i, m := range pr.Hand {
			if !m.On || m.Note != "" {
				t.Errorf("%s is closed: %+v", o.Hand[i], m)
			}
			if m.Selected {
				sel = append(sel, o.Hand[i].String())
			}
		}
		if pr.Text != text || strings.Join(sel, " ") != marked || pr.Confirm != confirm || !pr.Toggle {
			t.Fatalf("%q marked %q confirm %q; want %q marked %q confirm %q", pr.Text, strings.Join(sel, " "), pr.Confirm, text, marked, confirm)
		}
	}
	state("Pass 3 cards to Cyrus, on your right (0 chosen)", "", "")
	p.step(confirm, 0)
	p.step(hand, p.hand("Q3"))
	p.step(hand, p.hand("P2"))
	state("Pass 3 cards to Cyrus, on your right (2 chosen)", "P2 Q3", "")
	p.step(hand, p.hand("Q3"))
	state("Pass 3 cards to Cyrus, on your right (1 chosen)", "P2", "")
	p.step(hand, p.hand("Q4"))
	p.step(hand, p.hand("A2"))
	full := "Pass 3 cards to Cyrus, on your right (3 chosen) · tap Pass, or a card to change your choice"
	state(full, "P2 Q4 A2", "Pass")
	p.step(hand, p.hand("F9"))
	state(full, "P2 Q4 F9", "Pass")
	p.d.Back()
	state("Pass 3 cards to Cyrus, on your right (2 chosen)", "P2 Q4", "")
	p.step(hand, p.hand("Q3"))
	p.makes(confirm, 0, "pass P2 Q3 Q4")
}

// A pass both ways gives the first card marked to the right and the second
// to the left, and the prompt says which goes where.
func TestAPassBothWaysGivesTheFirstCardRight(t *testing.T) {
	g := deal{ed: classic, round: "prince-always-rings-twice", princess: []int{rp.Alice, -1, -1}, atPass: true,
		hands: []string{"P2 Q3 Q4 A2", "P3 Q7 A3 F4", "P4 Q5 A4 F5"}}.game(t)
	p := sit(t, g, 0)
	if pr := p.prompt(); pr.Text != "Right to Cyrus: … · left to Basil: …" {
		t.Errorf("the prompt says %q", pr.Text)
	}
	p.step(hand, p.hand("Q4"))
	p.step(hand, p.hand("P2"))
	if pr := p.prompt(); pr.Text != "Right to Cyrus: Queen 4 · left to Basil: Prince 2 · tap Pass, or a card to change your choice" {
		t.Errorf("the prompt says %q", pr.Text)
	}
	p.makes(confirm, 0, "pass Q4 P2")
}

// Musical Chairs: after each trick, a card to the right-hand neighbour.
func TestMusicalChairsPassesOneCardRight(t *testing.T) {
	g := deal{ed: classic, round: "musical-chairs", princess: []int{rp.Alice, -1, -1},
		hands: []string{"Q3 A2 F9", "Q7 A3 F4", "Q4 A4 F5"}}.game(t)
	act(t, g, "0: play Q3", "1: play Q7", "2: play Q4")
	o := g.ObserveSeat(0)
	if o.Step != rp.StepChairs {
		t.Fatalf("no Musical Chairs: %s", o.Step)
	}
	p := sit(t, g, 0)
	if pr := p.prompt(); pr.Text != "Musical Chairs: choose a card for Cyrus, on your right" || pr.Confirm != "" {
		t.Errorf("%q confirm %q", pr.Text, pr.Confirm)
	}
	p.step(hand, p.hand("A2"))
	p.step(hand, p.hand("F9")) // takes the A2's place
	if pr := p.prompt(); pr.Confirm != "Pass" || !pr.Hand[p.hand("F9")].Selected || pr.Hand[p.hand("A2")].Selected {
		t.Fatalf("%+v", pr)
	}
	p.makes(confirm, 0, "pass F9")
}

// The round card's set-up: Late to the Ball, After Party and Blind Man's
// Bluff put cards face down (the prompt counts those still to go and names
// who gets them); Crystal Clear lays a suit of the hand face up, each
// offered with how many cards it shows.
func TestTheRoundCardsSetUpPutsCardsDownOrShowsASuit(t *testing.T) {
	for _, c := range []struct {
		round, text, after string
	}{
		{"late-to-the-ball", "Late to the Ball: put a card face down for the last trick", ""},
		{"after-party", "After Party: put 6 more cards face down for later", "After Party: put 5 more cards face down for later"},
		{"blind-mans-bluff", "Blind Man's Bluff: put 6 more cards face down; they go to Cyrus", "Blind Man's Bluff: put 5 more cards face down; they go to Cyrus"},
	} {
		t.Run(c.round, func(t *testing.T) {
			g := deal{ed: classic, round: c.round, princess: []int{rp.Alice, -1, -1}}.game(t)
			p := sit(t, g, 0)
			o := g.ObserveSeat(0)
			pr := p.prompt()
			if pr.Text != c.text || len(open(o, pr)) == 0 || open(o, pr) != strings.Join(cardStrings(o.Hand), " ") {
				t.Fatalf("%q, open %s", pr.Text, open(o, pr))
			}
			first := o.Hand[0].String()
			p.makes(hand, 0, "aside "+first)
			if c.after == "" {
				return
			}
			act(t, g, "0: aside "+first)
			if pr := p.prompt(); pr.Text != c.after {
				t.Errorf("then %q; want %q", pr.Text, c.after)
			}
		})
	}
	t.Run("crystal-clear", func(t *testing.T) {
		g := deal{ed: classic, round: "crystal-clear", princess: []int{rp.Alice, -1, -1}}.game(t)
		p := sit(t, g, 0)
		o := g.ObserveSeat(0)
		pr := p.prompt()
		if pr.Text != "Crystal Clear: lay one suit of your hand face up" {
			t.Errorf("the prompt says %q", pr.Text)
		}
		count := map[rp.Suit]int{}
		for _, c := range o.Hand {
			count[c.Suit()]++
		}
		var want []string
		for s, name := range []string{"Princes", "Queens", "Pets", "Fairies"} {
			if n := count[rp.Suit(s)]; n > 0 {
				want = append(want, fmt.Sprintf("%s (%d)", name, n))
			}
		}
		if got := labels(pr); !slices.Equal(got, want) {
			t.Errorf("choices %q; want %q", got, want)
		}
		last := rp.Suit(3)
		for count[last] == 0 {
			last--
		}
		p.makes(choice, len(want)-1, "show "+last.String())
	})
}

func cardStrings(cs []rp.Card) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.String())
	}
	return out
}
