package rebelprincess

import (
	"slices"

	"parlour/assets/i18n"
	"parlour/game"
	rp "parlour/game/rebelprincess"
	"parlour/scenes/rebelprincess/words"
	"parlour/scenes/table"
)

// Every decision of Rebel Princess as prompts: the draft and Carmesina's
// copy in a picker; the pass (pick the cards, see where they go, confirm);
// the round card's set-up; the powers, offered only when they can be used
// and dismissed with one tap; the play, with the reason on every card that
// cannot be played and the princess's power as a switch; the powers after
// a trick; Musical Chairs.

// acts lists the person's legal actions of a kind.
func acts(o *rp.Observation, kind uint8) []game.Action {
	var out []game.Action
	for _, a := range o.Legal {
		if a.Kind == kind {
			out = append(out, a)
		}
	}
	return out
}

func has(o *rp.Observation, a game.Action) bool { return slices.Contains(o.Legal, a) }

func skip() table.Choice {
	return table.Choice{Label: i18n.T("rebelprincess.button.skip"), Face: -1, Mark: table.Mark{On: true}}
}

func (g *Table) name(seat int) string { return g.t.SeatName(seat) }

// myPower is the princess whose power the person has now.
func (g *Table) myPower(o *rp.Observation) int { return words.Power(o, o.Seat) }

// Prompt implements table.Game.
func (g *Table) Prompt() table.Prompt {
	o := g.obs()
	switch o.Phase {
	case rp.PhaseDraft:
		return g.princessPicker(o, rp.KindDraft, i18n.T("rebelprincess.prompt.draft"))
	case rp.PhaseCopy:
		return g.princessPicker(o, rp.KindCopy, i18n.T("rebelprincess.prompt.copy"))
	case rp.PhasePass:
		p, _ := rp.RoundCards[o.RoundCardID()-1].PassFor(o.Edition)
		return g.passPrompt(o, p)
	case rp.PhaseSetup:
		return g.setupPrompt(o)
	}
	switch o.Step {
	case rp.StepWindow:
		return g.windowPrompt(o)
	case rp.StepPlay:
		return g.playPrompt(o)
	case rp.StepSleepGive:
		return g.handPrompt(o, rp.KindGive, g.t.Words("rebelprincess.prompt.sleep_give", o.T.Seat, -1))
	case rp.StepGift:
		return g.handPrompt(o, rp.KindGift, i18n.T("rebelprincess.prompt.gift"))
	case rp.StepSchehGive:
		return g.handPrompt(o, rp.KindGive, i18n.T("rebelprincess.prompt.scheh_give", g.name(o.T.Target)))
	case rp.StepSleepKeep:
		key := "rebelprincess.prompt.sleep_keep"
		if o.Edition == rp.Deluxe {
			key += "_deluxe"
		}
		return g.poolPicker(o, i18n.T(key), true)
	case rp.StepSleepDeal:
		return g.poolPicker(o, i18n.T("rebelprincess.prompt.sleep_deal", g.name(o.T.Target)), true)
	case rp.StepIceReturn:
		return g.poolPicker(o, g.t.Words("rebelprincess.prompt.ice_return", o.T.Target, -1), false)
	case rp.StepMermaid:
		return g.suitPrompt(o, g.t.Words("rebelprincess.prompt.mermaid_again", o.Leader, -1), false)
	case rp.StepMulan:
		return g.mulanPrompt(o)
	case rp.StepAlice:
		return table.Prompt{Text: i18n.T("rebelprincess.prompt.alice"), Choices: []table.Choice{
			{Label: i18n.T("rebelprincess.button.keep_trick"), Face: -1, Mark: table.Mark{On: true}}},
			Confirm: i18n.T("rebelprincess.button.alice")}
	case rp.StepHaggle:
		return g.hagglePrompt(o)
	case rp.StepPocahontas:
		return g.seatPrompt(o, rp.KindPocahontas, i18n.T("rebelprincess.prompt.pocahontas_classic"))
	case rp.StepChairs:
		return g.passPrompt(o, rp.Pass{Right: 1})
	}
	return table.Prompt{Text: i18n.T("rebelprincess.prompt.wait")}
}

func (g *Table) princessPicker(o *rp.Observation, kind uint8, text string) table.Prompt {
	p := table.Prompt{Text: text, Picker: true}
	for _, a := range acts(o, kind) {
		pr := int(a.Args[0])
		p.Choices = append(p.Choices, table.Choice{Label: words.PrincessName(pr), Face: princessFace(pr), Mark: table.Mark{On: true}})
	}
	return p
}

// passPrompt: choose the cards, see where each goes, confirm.
func (g *Table) passPrompt(o *rp.Observation, p rp.Pass) table.Prompt {
	need := p.Total()
	me := o.Seat
	right, left := (me+o.Players-1)%o.Players, (me+1)%o.Players
	pr := table.Prompt{Hand: make([]table.Mark, len(o.Hand))}
	full := len(g.sel) >= need
	// Every card stays open to a tap: a chosen one goes back, another takes
	// the place of the last chosen once the pass is full. No card is
	// dimmed with a note (in an overlapping fan each would print it over
	// itself); the prompt says what a tap does.
	for i, c := range o.Hand {
		pr.Hand[i] = table.Mark{On: true, Selected: slices.Contains(g.sel, c)}
	}
	chosen := func(k int) string {
		if k < len(g.sel) {
			return words.CardName(g.sel[k])
		}
		return "…"
	}
	switch {
	case p.Right > 0 && p.Left > 0:
		pr.Text = i18n.T("rebelprincess.prompt.pass_both", g.name(right), chosen(0), g.name(left), chosen(1))
	case p.Right > 0 && o.Step == rp.StepChairs:
		pr.Text = i18n.T("rebelprincess.prompt.chairs", g.name(right))
	case p.Right > 0:
		pr.Text = i18n.N("rebelprincess.prompt.pass_right", need, need, g.name(right), len(g.sel))
	default:
		pr.Text = i18n.N("rebelprincess.prompt.pass_left", need, need, g.name(left), len(g.sel))
	}
	if full {
		pr.Text += " " + i18n.T("rebelprincess.prompt.pass_full")
	}
	if len(g.sel) > 0 {
		pr.Back = i18n.T("table.back")
	}
	if full {
		pr.Confirm = i18n.T("rebelprincess.button.pass")
	}
	pr.Toggle = true // a tap marks a card to pass: one tap, never two
	return pr
}

// passAction is the legal pass of the chosen cards (right first when both ways).
func (g *Table) passAction(o *rp.Observation) (game.Action, bool) {
	for _, a := range acts(o, rp.KindPass) {
		var cs []rp.Card
		for _, x := range a.Args {
			if x >= 0 {
				cs = append(cs, rp.Card(x))
			}
		}
		p, _ := rp.RoundCards[o.RoundCardID()-1].PassFor(o.Edition)
		ordered := o.Phase == rp.PhasePass && p.Right > 0 && p.Left > 0
		if ordered && slices.Equal(cs, g.sel) || !ordered && len(cs) == len(g.sel) && !slices.ContainsFunc(cs, func(c rp.Card) bool { return !slices.Contains(g.sel, c) }) {
			return a, true
		}
	}
	return game.Action{}, false
}

func (g *Table) setupPrompt(o *rp.Observation) table.Prompt {
	if shows := acts(o, rp.KindShow); len(shows) > 0 {
		p := table.Prompt{Text: i18n.T("rebelprincess.prompt.crystal")}
		for _, a := range shows {
			s := rp.Suit(a.Args[0])
			n := 0
			for _, c := range o.Hand {
				if c.Suit() == s {
					n++
				}
			}
			p.Choices = append(p.Choices, table.Choice{Label: i18n.T("rebelprincess.button.show", words.SuitName(s), n), Face: -1, Mark: table.Mark{On: true}})
		}
		return p
	}
	id := o.RoundCardID()
	need := len(rp.Deck(o.Players)) / o.Players / 2
	text := ""
	switch rp.RoundCards[id-1].Slug {
	case "late-to-the-ball":
		text = i18n.T("rebelprincess.prompt.late_ball")
	case "blind-mans-bluff":
		left := need - len(o.Aside)
		text = i18n.N("rebelprincess.prompt.blind", left, left, g.name((o.Seat+o.Players-1)%o.Players))
	default:
		left := need - len(o.Aside)
		text = i18n.N("rebelprincess.prompt.after_party", left, left)
	}
	return g.handPrompt(o, rp.KindAside, text)
}

// handPrompt: one card of the hand, picked and done.
func (g *Table) handPrompt(o *rp.Observation, kind uint8, text string) table.Prompt {
	p := table.Prompt{Text: text, Hand: make([]table.Mark, len(o.Hand))}
	for i, c := range o.Hand {
		on := has(o, game.NewAction(kind, int(c)))
		p.Hand[i] = table.Mark{On: on}
		if !on && c == o.Forced {
			p.Hand[i].Note = i18n.T("rebelprincess.note.fixed")
		}
	}
	return p
}

// poolPicker: one of the cards handed to Sleeping Beauty or drawn by the
// Ice Princess.
func (g *Table) poolPicker(o *rp.Observation, text string, from bool) table.Prompt {
	p := table.Prompt{Text: text, Picker: true}
	for _, pl := range o.T.Pool {
		ch := table.Choice{Label: words.CardName(pl.Card), Face: int(pl.Card), Mark: table.Mark{On: has(o, game.NewAction(rp.KindGive, int(pl.Card)))}}
		if from {
			ch.Note = g.t.Words("rebelprincess.note.from", pl.Seat, -1)
		}
		p.Choices = append(p.Choices, ch)
	}
	return p
}

func (g *Table) suitPrompt(o *rp.Observation, text string, skippable bool) table.Prompt {
	p := table.Prompt{Text: text}
	for _, a := range acts(o, rp.KindMermaid) {
		p.Choices = append(p.Choices, table.Choice{Label: words.SuitName(rp.Suit(a.Args[0])), Face: -1, Mark: table.Mark{On: true}})
	}
	if skippable {
		p.Choices = append(p.Choices, skip())
	}
	return p
}

func (g *Table) seatPrompt(o *rp.Observation, kind uint8, text string) table.Prompt {
	p := table.Prompt{Text: text, Seats: make([]table.Mark, o.Players), Choices: []table.Choice{skip()}}
	for _, a := range acts(o, kind) {
		p.Seats[a.Args[0]].On = true
	}
	return p
}

// windowPrompt offers the person's princess power before a trick (the
// engine asks only when it can be used).
func (g *Table) windowPrompt(o *rp.Observation) table.Prompt {
	pr := g.myPower(o)
	slug := "?"
	if pr >= 0 {
		slug = rp.Princesses[pr].Slug
	}
	// The leader's name, or the person's own wording when they lead.
	text := g.t.Words("rebelprincess.prompt.power."+slug, o.Leader, -1)
	for _, kind := range []uint8{rp.KindPocahontas, rp.KindScheherazade, rp.KindIce} {
		if len(acts(o, kind)) > 0 {
			return g.seatPrompt(o, kind, text)
		}
	}
	if len(acts(o, rp.KindMermaid)) > 0 {
		return g.suitPrompt(o, text, true)
	}
	return table.Prompt{Text: text, Choices: []table.Choice{skip()},
		Confirm: i18n.T("rebelprincess.button.use", words.PrincessName(pr))}
}

// powerPlays reports whether some card can be played with the princess's power.
func powerPlays(o *rp.Observation) bool {
	for _, a := range o.Legal {
		if a.Kind == rp.KindPlay && a.Args[1] == 1 {
			return true
		}
	}
	return false
}

func (g *Table) playPrompt(o *rp.Observation) table.Prompt {
	p := table.Prompt{Hand: make([]table.Mark, len(o.Hand))}
	armed := g.power && powerPlays(o)
	pr := g.myPower(o)
	for i, c := range o.Hand {
		plain, power := has(o, game.NewAction(rp.KindPlay, int(c))), has(o, game.NewAction(rp.KindPlay, int(c), 1))
		m := table.Mark{On: plain && !armed || power && armed}
		if !m.On {
			switch {
			case armed && plain:
				m.Note = i18n.T("rebelprincess.note.not_with_power", words.PrincessName(pr))
			case i < len(o.Reasons):
				m.Note = g.reason(o, o.Reasons[i])
				if power {
					m.Note += " " + i18n.T("rebelprincess.note.power_can", words.PrincessName(pr))
				}
			}
		}
		p.Hand[i] = m
	}
	led, following := o.LedSuit()
	switch {
	case o.Forced != rp.NoCard:
		p.Text = i18n.T("rebelprincess.prompt.forced", words.CardName(o.Forced))
	case following:
		p.Text = i18n.T("rebelprincess.prompt.follow", words.SuitName(led))
	case o.T.Mermaid >= 0:
		// A lead fixed by a power says so first: "Your lead" alone would
		// leave a newcomer wondering why most of the hand is dimmed.
		p.Text = i18n.T("rebelprincess.reason.mermaid", words.SuitName(rp.Suit(o.T.Mermaid)))
	case o.T.Rapunzel:
		p.Text = i18n.T("rebelprincess.reason.rapunzel")
	case !o.PrincesIn:
		p.Text = i18n.T("rebelprincess.prompt.lead_no_princes")
	default:
		p.Text = i18n.T("rebelprincess.prompt.lead")
	}
	if powerPlays(o) && pr >= 0 {
		p.Choices = []table.Choice{{Label: i18n.T("rebelprincess.button.power." + rp.Princesses[pr].Slug), Face: -1,
			Mark: table.Mark{On: true, Selected: armed}}}
		if armed {
			p.Text = i18n.T("rebelprincess.prompt.armed."+rp.Princesses[pr].Slug) + " " + p.Text
		}
	}
	return p
}

// reason is why a card cannot be played, in the person's words. Every
// reason is given the one thing it may name (the suit to follow or lead,
// the card fixed), so no message is ever left with a "{0}".
func (g *Table) reason(o *rp.Observation, r rp.Reason) string {
	key := "rebelprincess.reason." + r.String()
	arg := "?"
	switch r {
	case rp.ReasonFollowSuit, rp.ReasonMidnight:
		if led, ok := o.LedSuit(); ok {
			arg = words.SuitName(led)
		}
	case rp.ReasonMermaid:
		if o.T.Mermaid >= 0 {
			arg = words.SuitName(rp.Suit(o.T.Mermaid))
		}
	case rp.ReasonForced:
		arg = words.CardName(o.Forced)
	case rp.ReasonOddsAndEvens:
		if len(o.Trick) > 0 && o.Trick[0].Card.Valid() {
			if o.Trick[0].Card.Value()%2 == 1 {
				key += ".odd"
			} else {
				key += ".even"
			}
		}
	}
	return i18n.T(key, arg)
}

func (g *Table) mulanPrompt(o *rp.Observation) table.Prompt {
	swaps := acts(o, rp.KindMulan)
	p := table.Prompt{Text: i18n.T("rebelprincess.prompt.mulan"), Hand: make([]table.Mark, len(o.Hand)), Choices: []table.Choice{skip()}}
	if g.mulanIn != rp.NoCard {
		p.Text, p.Picker, p.Hand, p.Back = i18n.T("rebelprincess.prompt.mulan_which", words.CardName(g.mulanIn)), true, nil, i18n.T("table.back")
		p.Choices = nil
		for _, a := range swaps {
			if rp.Card(a.Args[1]) == g.mulanIn {
				out := rp.Card(a.Args[0])
				p.Choices = append(p.Choices, table.Choice{Label: words.CardName(out), Face: int(out), Mark: table.Mark{On: true}})
			}
		}
		return p
	}
	for i, c := range o.Hand {
		p.Hand[i].On = slices.ContainsFunc(swaps, func(a game.Action) bool { return rp.Card(a.Args[1]) == c })
		switch {
		case p.Hand[i].On:
		case c == rp.Frog:
			p.Hand[i].Note = i18n.T("rebelprincess.note.frog")
		default:
			p.Hand[i].Note = i18n.T("rebelprincess.note.mulan")
		}
	}
	return p
}

func (g *Table) hagglePrompt(o *rp.Observation) table.Prompt {
	swaps := acts(o, rp.KindSwap)
	p := table.Prompt{Choices: []table.Choice{skip()}}
	spots := g.trickSpots(len(g.v.trick))
	for i, pl := range g.v.trick {
		if i >= len(spots) {
			break
		}
		takeable := slices.ContainsFunc(swaps, func(a game.Action) bool { return rp.Card(a.Args[1]) == pl.Card })
		sp := table.Spot{Rect: spots[i], Label: words.CardName(pl.Card), Mark: table.Mark{On: takeable, Selected: pl.Card == g.taken}}
		if !takeable {
			sp.Note = i18n.T("rebelprincess.note.own_card")
		}
		p.Spots = append(p.Spots, sp)
	}
	if g.taken == rp.NoCard {
		p.Text = i18n.T("rebelprincess.prompt.haggle")
		return p
	}
	p.Text, p.Back = i18n.T("rebelprincess.prompt.haggle_give", words.CardName(g.taken)), i18n.T("table.back")
	p.Hand = make([]table.Mark, len(o.Hand))
	for i, c := range o.Hand {
		p.Hand[i].On = has(o, game.NewAction(rp.KindSwap, int(c), int(g.taken)))
	}
	return p
}

// Pick implements table.Game.
func (g *Table) Pick(tg table.Target) (game.Action, bool) {
	o := g.obs()
	card := func() (rp.Card, bool) {
		if tg.Zone != table.ZoneHand || tg.Index < 0 || tg.Index >= len(o.Hand) {
			return rp.NoCard, false
		}
		return o.Hand[tg.Index], true
	}
	choice := func(kind uint8) (game.Action, bool) {
		as := acts(o, kind)
		if tg.Zone == table.ZoneChoice && tg.Index < len(as) {
			return g.done(as[tg.Index])
		}
		return game.Action{}, false
	}
	isSkip := func(p table.Prompt) bool {
		return tg.Zone == table.ZoneChoice && tg.Index < len(p.Choices) && p.Choices[tg.Index].Label == i18n.T("rebelprincess.button.skip")
	}
	switch {
	case o.Phase == rp.PhaseDraft:
		return choice(rp.KindDraft)
	case o.Phase == rp.PhaseCopy:
		return choice(rp.KindCopy)
	case o.Phase == rp.PhasePass || o.Step == rp.StepChairs:
		if c, ok := card(); ok {
			if i := slices.Index(g.sel, c); i >= 0 {
				g.sel = slices.Delete(g.sel, i, i+1)
			} else {
				need := 1
				if o.Phase == rp.PhasePass {
					p, _ := rp.RoundCards[o.RoundCardID()-1].PassFor(o.Edition)
					need = p.Total()
				}
				if len(g.sel) >= need {
					// Full: the card tapped takes the last one's place.
					g.sel = g.sel[:need-1]
				}
				g.sel = append(g.sel, c)
			}
			return game.Action{}, false
		}
		if tg.Zone == table.ZoneConfirm {
			if a, ok := g.passAction(o); ok {
				return g.done(a)
			}
		}
		return game.Action{}, false
	case o.Phase == rp.PhaseSetup:
		if c, ok := card(); ok {
			return g.try(o, game.NewAction(rp.KindAside, int(c)))
		}
		return choice(rp.KindShow)
	}
	p := g.Prompt()
	if isSkip(p) {
		return g.done(game.NewAction(rp.KindSkip))
	}
	switch o.Step {
	case rp.StepWindow:
		switch tg.Zone {
		case table.ZoneSeat:
			for _, kind := range []uint8{rp.KindPocahontas, rp.KindScheherazade, rp.KindIce} {
				if a := game.NewAction(kind, tg.Index); has(o, a) {
					return g.done(a)
				}
			}
		case table.ZoneChoice:
			return choice(rp.KindMermaid)
		case table.ZoneConfirm:
			for _, a := range o.Legal {
				if a.Kind != rp.KindSkip {
					return g.done(a)
				}
			}
		}
	case rp.StepMermaid:
		return choice(rp.KindMermaid)
	case rp.StepPlay:
		if tg.Zone == table.ZoneChoice {
			g.power = !g.power
			return game.Action{}, false
		}
		if c, ok := card(); ok {
			a := game.NewAction(rp.KindPlay, int(c))
			if g.power && powerPlays(o) {
				a = game.NewAction(rp.KindPlay, int(c), 1)
			}
			return g.try(o, a)
		}
	case rp.StepSleepGive, rp.StepSchehGive:
		if c, ok := card(); ok {
			return g.try(o, game.NewAction(rp.KindGive, int(c)))
		}
	case rp.StepGift:
		if c, ok := card(); ok {
			return g.try(o, game.NewAction(rp.KindGift, int(c)))
		}
	case rp.StepSleepKeep, rp.StepSleepDeal, rp.StepIceReturn:
		if tg.Zone == table.ZoneChoice && tg.Index < len(o.T.Pool) {
			return g.try(o, game.NewAction(rp.KindGive, int(o.T.Pool[tg.Index].Card)))
		}
	case rp.StepMulan:
		return g.pickMulan(o, tg)
	case rp.StepAlice:
		if tg.Zone == table.ZoneConfirm {
			return g.try(o, game.NewAction(rp.KindAlice))
		}
		if tg.Zone == table.ZoneChoice {
			return g.done(game.NewAction(rp.KindSkip))
		}
	case rp.StepHaggle:
		switch tg.Zone {
		case table.ZoneSpot:
			if tg.Index < len(g.v.trick) {
				g.taken = g.v.trick[tg.Index].Card
			}
		default:
			if c, ok := card(); ok && g.taken != rp.NoCard {
				return g.try(o, game.NewAction(rp.KindSwap, int(c), int(g.taken)))
			}
		}
	case rp.StepPocahontas:
		if tg.Zone == table.ZoneSeat {
			return g.try(o, game.NewAction(rp.KindPocahontas, tg.Index))
		}
	}
	return game.Action{}, false
}

func (g *Table) pickMulan(o *rp.Observation, tg table.Target) (game.Action, bool) {
	swaps := acts(o, rp.KindMulan)
	if g.mulanIn != rp.NoCard && tg.Zone == table.ZoneChoice {
		var match []game.Action
		for _, a := range swaps {
			if rp.Card(a.Args[1]) == g.mulanIn {
				match = append(match, a)
			}
		}
		if tg.Index < len(match) {
			return g.done(match[tg.Index])
		}
		return game.Action{}, false
	}
	if tg.Zone != table.ZoneHand || tg.Index >= len(o.Hand) {
		return game.Action{}, false
	}
	in := o.Hand[tg.Index]
	var match []game.Action
	for _, a := range swaps {
		if rp.Card(a.Args[1]) == in {
			match = append(match, a)
		}
	}
	switch len(match) {
	case 0:
		return game.Action{}, false
	case 1:
		return g.done(match[0])
	}
	g.mulanIn = in
	return game.Action{}, false
}

// try returns a if it is legal.
func (g *Table) try(o *rp.Observation, a game.Action) (game.Action, bool) {
	if !has(o, a) {
		return game.Action{}, false
	}
	return g.done(a)
}

func (g *Table) done(a game.Action) (game.Action, bool) {
	g.sel, g.power, g.taken, g.mulanIn = nil, false, rp.NoCard, rp.NoCard
	return a, true
}

// Back implements table.Game: one step of the decision at a time.
func (g *Table) Back() {
	switch {
	case g.mulanIn != rp.NoCard:
		g.mulanIn = rp.NoCard
	case g.taken != rp.NoCard:
		g.taken = rp.NoCard
	case len(g.sel) > 0:
		g.sel = g.sel[:len(g.sel)-1]
	default:
		g.power = false
	}
}
