// Package decide is the person's Love Letter decision as the table kit
// asks for it (scenes/table/prompt): what to do and what can be picked
// (Prompt), the next step or the action (Pick), a step back (Back). It reads
// the observation only, so that every prompt of a turn is tested natively
// against the engine's legal actions; the table (scenes/loveletter) keeps a
// Decision and hands it the observation.
//
// A turn, as prompts: choose a card (a card the rules forbid says why);
// choose its target among the seats it may aim at (yourself too for the
// Prince); for the Guard, name a card (names no unseen copy could be are
// marked); confirm a card without target, and a move that knocks yourself
// out with a warning. After a Chancellor: keep one card, then choose which
// of the other two goes under the deck first.
package decide

import (
	"slices"

	"parlour/assets/i18n"
	"parlour/game"
	ll "parlour/game/loveletter"
	"parlour/scenes/loveletter/words"
	"parlour/scenes/table/prompt"
)

// Decision is the person's decision so far. Its zero value is not empty:
// start from New.
type Decision struct {
	Card   ll.Card // the card chosen to play, or NoCard
	Target int     // its target, or -1
	Keep   ll.Card // the Chancellor's card kept, or NoCard
}

// New is a decision with nothing chosen.
func New() Decision { return Decision{Card: ll.NoCard, Target: -1, Keep: ll.NoCard} }

// legalFor lists the person's legal plays of card c.
func legalFor(o *ll.Observation, c ll.Card) []game.Action {
	var out []game.Action
	for _, a := range o.Legal {
		if a.Kind == ll.KindPlay && ll.Card(a.Args[0]) == c {
			out = append(out, a)
		}
	}
	return out
}

func needsTarget(acts []game.Action) bool { return len(acts) > 0 && acts[0].Args[1] >= 0 }

func targetable(acts []game.Action, seat int) bool {
	return slices.ContainsFunc(acts, func(a game.Action) bool { return int(a.Args[1]) == seat })
}

// other is the person's card other than c (the one they keep).
func other(hand []ll.Card, c ll.Card) ll.Card {
	for i, x := range hand {
		if x == c {
			rest := slices.Delete(slices.Clone(hand), i, i+1)
			if len(rest) > 0 {
				return rest[0]
			}
		}
	}
	return ll.NoCard
}

// selfKnockout reports whether playing c (at target) puts the person out:
// the Princess played, or the Prince aimed at yourself while your other
// card is the Princess.
func selfKnockout(o *ll.Observation, c ll.Card, target int) bool {
	return c == ll.Princess || c == ll.Prince && target == o.Seat && other(o.Hand, ll.Prince) == ll.Princess
}

// Prompt is the decision as it stands for the person whose observation o
// is; seatName names a seat as the table does (the Guard's question names
// its target). A value receiver: asking changes nothing (the kit's hint
// search and check=pure ask again and again).
func (d Decision) Prompt(o *ll.Observation, seatName func(int) string) prompt.Prompt {
	name := words.CardName
	if o.Phase == ll.PhaseKeep {
		return d.keepPrompt(o)
	}
	p := prompt.Prompt{Hand: make([]prompt.Mark, len(o.Hand))}
	for i, c := range o.Hand {
		p.Hand[i] = prompt.Mark{On: len(legalFor(o, c)) > 0, Selected: c == d.Card && (i == 0 || o.Hand[0] != c)}
		if !p.Hand[i].On {
			p.Hand[i].Note = i18n.T("loveletter.note.countess")
		}
	}
	if d.Card == ll.NoCard {
		p.Text = i18n.T("loveletter.prompt.play")
		return p
	}
	acts := legalFor(o, d.Card)
	p.Back = i18n.T("table.cancel")
	switch {
	case needsTarget(acts) && d.Target < 0:
		p.Text = i18n.T("loveletter.prompt.target", name(d.Card))
		p.Seats = make([]prompt.Mark, len(o.Seats))
		for s := range p.Seats {
			p.Seats[s].On = targetable(acts, s)
		}
	case d.Card == ll.Guard && d.Target >= 0:
		p.Text = i18n.T("loveletter.prompt.guess", seatName(d.Target))
		p.Picker = true
		unseen := o.Unseen()
		for _, a := range acts {
			if int(a.Args[1]) != d.Target {
				continue
			}
			c := ll.Card(a.Args[2])
			ch := prompt.Choice{Label: name(c), Face: int(c), Mark: prompt.Mark{On: true}}
			if unseen[c] == 0 {
				// Every copy is in sight: the target cannot hold it.
				ch.Note = i18n.T("loveletter.note.none_left")
			}
			p.Choices = append(p.Choices, ch)
		}
	case selfKnockout(o, d.Card, d.Target):
		p.Danger = true
		if d.Card == ll.Princess {
			p.Text, p.Confirm = i18n.T("loveletter.prompt.princess"), i18n.T("loveletter.button.princess")
		} else {
			p.Text, p.Confirm = i18n.T("loveletter.prompt.prince_self"), i18n.T("loveletter.button.prince_self")
		}
	default:
		p.Text, p.Confirm = i18n.T("loveletter.prompt.confirm", name(d.Card)), i18n.T("loveletter.button.play", name(d.Card))
	}
	return p
}

func (d Decision) keepPrompt(o *ll.Observation) prompt.Prompt {
	p := prompt.Prompt{Hand: make([]prompt.Mark, len(o.Hand))}
	if d.Keep == ll.NoCard {
		p.Text = i18n.T("loveletter.prompt.keep")
		p.Naming = "loveletter.words.keep"
		for i := range p.Hand {
			p.Hand[i].On = true
		}
		return p
	}
	for i, c := range o.Hand {
		p.Hand[i].Selected = c == d.Keep && slices.Index(o.Hand, c) == i
	}
	p.Text = i18n.T("loveletter.prompt.order")
	p.Naming = "loveletter.words.first_under"
	p.Picker = true
	p.Back = i18n.T("table.back")
	for _, a := range d.keeps(o) {
		first := ll.Card(a.Args[1])
		p.Choices = append(p.Choices, prompt.Choice{Label: words.CardName(first), Face: int(first), Mark: prompt.Mark{On: true, Note: i18n.T("loveletter.note.first_under")}})
	}
	return p
}

// keeps lists the legal ways to keep d.Keep, one per order of the rest.
func (d Decision) keeps(o *ll.Observation) []game.Action {
	var out []game.Action
	for _, a := range o.Legal {
		if a.Kind == ll.KindKeep && ll.Card(a.Args[0]) == d.Keep {
			out = append(out, a)
		}
	}
	return out
}

// Pick takes the person's pick tg: the decision's next step, or its action
// (true) once complete, which starts the next decision afresh.
func (d *Decision) Pick(o *ll.Observation, tg prompt.Target) (game.Action, bool) {
	if o.Phase == ll.PhaseKeep {
		return d.pickKeep(o, tg)
	}
	switch tg.Zone {
	case prompt.ZoneHand:
		if tg.Index >= len(o.Hand) {
			return game.Action{}, false
		}
		c := o.Hand[tg.Index]
		acts := legalFor(o, c)
		if len(acts) == 0 {
			return game.Action{}, false
		}
		if d.Card == c && !needsTarget(acts) && !selfKnockout(o, c, -1) {
			return d.done(acts[0])
		}
		d.Card, d.Target = c, -1
	case prompt.ZoneSeat:
		acts := legalFor(o, d.Card)
		if !targetable(acts, tg.Index) {
			return game.Action{}, false
		}
		d.Target = tg.Index
		if d.Card == ll.Guard || selfKnockout(o, d.Card, d.Target) {
			return game.Action{}, false
		}
		return d.done(game.NewAction(ll.KindPlay, int(d.Card), d.Target))
	case prompt.ZoneChoice:
		acts := legalFor(o, d.Card)
		var guesses []game.Action
		for _, a := range acts {
			if int(a.Args[1]) == d.Target {
				guesses = append(guesses, a)
			}
		}
		if tg.Index < len(guesses) {
			return d.done(guesses[tg.Index])
		}
	case prompt.ZoneConfirm:
		acts := legalFor(o, d.Card)
		if len(acts) == 0 {
			return game.Action{}, false
		}
		if d.Target >= 0 {
			return d.done(game.NewAction(ll.KindPlay, int(d.Card), d.Target))
		}
		return d.done(acts[0])
	}
	return game.Action{}, false
}

func (d *Decision) pickKeep(o *ll.Observation, tg prompt.Target) (game.Action, bool) {
	switch tg.Zone {
	case prompt.ZoneHand:
		if tg.Index >= len(o.Hand) {
			return game.Action{}, false
		}
		d.Keep = o.Hand[tg.Index]
		if ks := d.keeps(o); len(ks) == 1 {
			// One card to return, or two alike: no order to choose.
			return d.done(ks[0])
		}
	case prompt.ZoneChoice:
		if ks := d.keeps(o); tg.Index < len(ks) {
			return d.done(ks[tg.Index])
		}
	}
	return game.Action{}, false
}

func (d *Decision) done(a game.Action) (game.Action, bool) {
	*d = New()
	return a, true
}

// Back steps back one step of the decision at a time.
func (d *Decision) Back() {
	switch {
	case d.Keep != ll.NoCard:
		d.Keep = ll.NoCard
	case d.Target >= 0:
		d.Target = -1
	default:
		d.Card = ll.NoCard
	}
}
