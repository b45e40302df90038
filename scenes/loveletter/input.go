package loveletter

import (
	"slices"

	"parlour/assets/i18n"
	"parlour/game"
	ll "parlour/game/loveletter"
	"parlour/scenes/loveletter/words"
	"parlour/scenes/table"
)

// A Love Letter turn, as prompts: choose a card (a card the rules forbid
// says why); choose its target among the seats it may aim at (yourself too
// for the Prince); for the Guard, name a card (names no unseen copy could
// be are marked); confirm a card without target, and a move that knocks
// yourself out with a warning. After a Chancellor: keep one card, then
// choose which of the other two goes under the deck first.

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
func (g *Table) selfKnockout(o *ll.Observation, c ll.Card, target int) bool {
	return c == ll.Princess || c == ll.Prince && target == g.t.Human() && other(o.Hand, ll.Prince) == ll.Princess
}

// Prompt implements table.Game.
func (g *Table) Prompt() table.Prompt {
	o := g.obs()
	name := words.CardName
	if o.Phase == ll.PhaseKeep {
		return g.keepPrompt(o)
	}
	p := table.Prompt{Hand: make([]table.Mark, len(o.Hand))}
	for i, c := range o.Hand {
		p.Hand[i] = table.Mark{On: len(legalFor(o, c)) > 0, Selected: c == g.sel && (i == 0 || o.Hand[0] != c)}
		if !p.Hand[i].On {
			p.Hand[i].Note = i18n.T("loveletter.note.countess")
		}
	}
	if g.sel == ll.NoCard {
		p.Text = i18n.T("loveletter.prompt.play")
		return p
	}
	acts := legalFor(o, g.sel)
	p.Back = i18n.T("table.cancel")
	switch {
	case needsTarget(acts) && g.target < 0:
		p.Text = i18n.T("loveletter.prompt.target", name(g.sel))
		p.Seats = make([]table.Mark, len(o.Seats))
		for s := range p.Seats {
			p.Seats[s].On = targetable(acts, s)
		}
	case g.sel == ll.Guard && g.target >= 0:
		p.Text = i18n.T("loveletter.prompt.guess", g.t.SeatName(g.target))
		p.Picker = true
		unseen := o.Unseen()
		for _, a := range acts {
			if int(a.Args[1]) != g.target {
				continue
			}
			c := ll.Card(a.Args[2])
			ch := table.Choice{Label: name(c), Face: int(c), Mark: table.Mark{On: true}}
			if unseen[c] == 0 {
				// Every copy is in sight: the target cannot hold it.
				ch.Note = i18n.T("loveletter.note.none_left")
			}
			p.Choices = append(p.Choices, ch)
		}
	case g.selfKnockout(o, g.sel, g.target):
		p.Danger = true
		if g.sel == ll.Princess {
			p.Text, p.Confirm = i18n.T("loveletter.prompt.princess"), i18n.T("loveletter.button.princess")
		} else {
			p.Text, p.Confirm = i18n.T("loveletter.prompt.prince_self"), i18n.T("loveletter.button.prince_self")
		}
	default:
		p.Text, p.Confirm = i18n.T("loveletter.prompt.confirm", name(g.sel)), i18n.T("loveletter.button.play", name(g.sel))
	}
	return p
}

func (g *Table) keepPrompt(o *ll.Observation) table.Prompt {
	p := table.Prompt{Hand: make([]table.Mark, len(o.Hand))}
	if g.keep == ll.NoCard {
		p.Text = i18n.T("loveletter.prompt.keep")
		for i := range p.Hand {
			p.Hand[i].On = true
		}
		return p
	}
	for i, c := range o.Hand {
		p.Hand[i].Selected = c == g.keep && slices.Index(o.Hand, c) == i
	}
	p.Text = i18n.T("loveletter.prompt.order")
	p.Picker = true
	p.Back = i18n.T("table.back")
	for _, a := range g.keeps(o) {
		first := ll.Card(a.Args[1])
		p.Choices = append(p.Choices, table.Choice{Label: words.CardName(first), Face: int(first), Mark: table.Mark{On: true, Note: i18n.T("loveletter.note.first_under")}})
	}
	return p
}

// keeps lists the legal ways to keep g.keep, one per order of the rest.
func (g *Table) keeps(o *ll.Observation) []game.Action {
	var out []game.Action
	for _, a := range o.Legal {
		if a.Kind == ll.KindKeep && ll.Card(a.Args[0]) == g.keep {
			out = append(out, a)
		}
	}
	return out
}

// Pick implements table.Game.
func (g *Table) Pick(tg table.Target) (game.Action, bool) {
	o := g.obs()
	if o.Phase == ll.PhaseKeep {
		return g.pickKeep(o, tg)
	}
	switch tg.Zone {
	case table.ZoneHand:
		if tg.Index >= len(o.Hand) {
			return game.Action{}, false
		}
		c := o.Hand[tg.Index]
		acts := legalFor(o, c)
		if len(acts) == 0 {
			return game.Action{}, false
		}
		if g.sel == c && !needsTarget(acts) && !g.selfKnockout(o, c, -1) {
			return g.done(acts[0])
		}
		g.sel, g.target = c, -1
	case table.ZoneSeat:
		acts := legalFor(o, g.sel)
		if !targetable(acts, tg.Index) {
			return game.Action{}, false
		}
		g.target = tg.Index
		if g.sel == ll.Guard || g.selfKnockout(o, g.sel, g.target) {
			return game.Action{}, false
		}
		return g.done(game.NewAction(ll.KindPlay, int(g.sel), g.target))
	case table.ZoneChoice:
		acts := legalFor(o, g.sel)
		var guesses []game.Action
		for _, a := range acts {
			if int(a.Args[1]) == g.target {
				guesses = append(guesses, a)
			}
		}
		if tg.Index < len(guesses) {
			return g.done(guesses[tg.Index])
		}
	case table.ZoneConfirm:
		acts := legalFor(o, g.sel)
		if len(acts) == 0 {
			return game.Action{}, false
		}
		if g.target >= 0 {
			return g.done(game.NewAction(ll.KindPlay, int(g.sel), g.target))
		}
		return g.done(acts[0])
	}
	return game.Action{}, false
}

func (g *Table) pickKeep(o *ll.Observation, tg table.Target) (game.Action, bool) {
	switch tg.Zone {
	case table.ZoneHand:
		if tg.Index >= len(o.Hand) {
			return game.Action{}, false
		}
		g.keep = o.Hand[tg.Index]
		if ks := g.keeps(o); len(ks) == 1 {
			// One card to return, or two alike: no order to choose.
			return g.done(ks[0])
		}
	case table.ZoneChoice:
		if ks := g.keeps(o); tg.Index < len(ks) {
			return g.done(ks[tg.Index])
		}
	}
	return game.Action{}, false
}

func (g *Table) done(a game.Action) (game.Action, bool) {
	g.sel, g.target, g.keep = ll.NoCard, -1, ll.NoCard
	return a, true
}

// Back implements table.Game: one step of the decision at a time.
func (g *Table) Back() {
	switch {
	case g.keep != ll.NoCard:
		g.keep = ll.NoCard
	case g.target >= 0:
		g.target = -1
	default:
		g.sel = ll.NoCard
	}
}
