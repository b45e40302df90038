// Package decide is the person's decision at the Rebel Princess table, as
// prompts on the kit (scenes/table/prompt): the draft and Carmesina's copy
// in a picker; the pass (pick the cards, see where they go, confirm); the
// round card's set-up; the powers, offered only when they can be used and
// dismissed with one tap; the play, with the reason on every card that
// cannot be played and the princess's power as a switch; the powers after
// a trick; Musical Chairs.
//
// The table keeps a Decision and hands it what it reads (View); Prompt is
// pure (the kit calls it more than once a frame, the hint search too), Pick
// and Back move the decision on. It imports no Ebitengine, so every
// decision is tested natively against the engine.
package decide

import (
	"slices"

	"parlour/assets/i18n"
	"parlour/game"
	rp "parlour/game/rebelprincess"
	"parlour/scenes/rebelprincess/words"
	"parlour/scenes/table/flow"
	"parlour/scenes/table/prompt"
)

// View is what a decision reads of the table.
type View struct {
	Obs *rp.Observation
	// Tell names the seats and says things in the person's own words (the
	// kit's Table).
	Tell flow.Teller
	// Trick is the trick as drawn (Haggle with the Hag takes a card of it),
	// and Spots where its first k cards lie (nil: none drawn).
	Trick []rp.Played
	Spots func(k int) []prompt.Rect
}

// Decision is the person's decision so far.
type Decision struct {
	Sel     []rp.Card // cards chosen to pass
	Power   bool      // the princess's power armed for the next card played
	Taken   rp.Card   // Haggle with the Hag: the trick card chosen
	MulanIn rp.Card   // Mulan: the hand card chosen, when it could replace either of two
}

// New is a decision not begun.
func New() Decision { return Decision{Taken: rp.NoCard, MulanIn: rp.NoCard} }

// Reset forgets the decision so far (a new observation, an action made).
func (d *Decision) Reset() { *d = New() }

// acts lists the person's legal actions of a kind.
func acts(o *rp.Observation, kind uint8) []game.Action { return game.OfKind(o.Legal, kind) }

func has(o *rp.Observation, a game.Action) bool { return slices.Contains(o.Legal, a) }

func skip() prompt.Choice {
	return prompt.Choice{Label: i18n.T("rebelprincess.button.skip"), Face: -1, Mark: prompt.Mark{On: true}}
}

// Prompt is the decision as it stands. It changes nothing.
func (d Decision) Prompt(v View) prompt.Prompt {
	o := v.Obs
	switch o.Phase {
	case rp.PhaseDraft:
		return princessPicker(o, rp.KindDraft, i18n.T("rebelprincess.prompt.draft"))
	case rp.PhaseCopy:
		return princessPicker(o, rp.KindCopy, i18n.T("rebelprincess.prompt.copy"))
	case rp.PhasePass:
		p, _ := rp.RoundCards[o.RoundCardID()-1].PassFor(o.Edition)
		return d.passPrompt(v, p)
	case rp.PhaseSetup:
		return setupPrompt(v)
	}
	switch o.Step {
	case rp.StepWindow:
		return windowPrompt(v)
	case rp.StepPlay:
		return d.playPrompt(o)
	case rp.StepSleepGive:
		return handPrompt(o, rp.KindGive, v.Tell.Words("rebelprincess.prompt.sleep_give", o.T.Seat, -1))
	case rp.StepGift:
		return handPrompt(o, rp.KindGift, i18n.T("rebelprincess.prompt.gift"))
	case rp.StepSchehGive:
		return handPrompt(o, rp.KindGive, i18n.T("rebelprincess.prompt.scheh_give", v.Tell.SeatName(o.T.Target)))
	case rp.StepSleepKeep:
		key := "rebelprincess.prompt.sleep_keep"
		if o.Edition == rp.Deluxe {
			key += "_deluxe"
		}
		return poolPicker(v, i18n.T(key), true)
	case rp.StepSleepDeal:
		return poolPicker(v, i18n.T("rebelprincess.prompt.sleep_deal", v.Tell.SeatName(o.T.Target)), true)
	case rp.StepIceReturn:
		return poolPicker(v, v.Tell.Words("rebelprincess.prompt.ice_return", o.T.Target, -1), false)
	case rp.StepMermaid:
		return suitPrompt(o, v.Tell.Words("rebelprincess.prompt.mermaid_again", o.Leader, -1), false)
	case rp.StepMulan:
		return d.mulanPrompt(o)
	case rp.StepAlice:
		return prompt.Prompt{Text: i18n.T("rebelprincess.prompt.alice"), Choices: []prompt.Choice{
			{Label: i18n.T("rebelprincess.button.keep_trick"), Face: -1, Mark: prompt.Mark{On: true}}},
			Confirm: i18n.T("rebelprincess.button.alice")}
	case rp.StepHaggle:
		return d.hagglePrompt(v)
	case rp.StepPocahontas:
		return seatPrompt(o, rp.KindPocahontas, i18n.T("rebelprincess.prompt.pocahontas_classic"))
	case rp.StepChairs:
		return d.passPrompt(v, rp.Pass{Right: 1})
	}
	return prompt.Prompt{Text: i18n.T("rebelprincess.prompt.wait")}
}

func princessPicker(o *rp.Observation, kind uint8, text string) prompt.Prompt {
	p := prompt.Prompt{Text: text, Picker: true}
	for _, a := range acts(o, kind) {
		pr := int(a.Args[0])
		p.Choices = append(p.Choices, prompt.Choice{Label: words.PrincessName(pr), Face: words.PrincessFace(pr), Mark: prompt.Mark{On: true}})
	}
	return p
}

// passPrompt: choose the cards, see where each goes, confirm.
func (d Decision) passPrompt(v View, p rp.Pass) prompt.Prompt {
	o := v.Obs
	need := p.Total()
	me := o.Seat
	right, left := (me+o.Players-1)%o.Players, (me+1)%o.Players
	pr := prompt.Prompt{Hand: make([]prompt.Mark, len(o.Hand))}
	full := len(d.Sel) >= need
	// Every card stays open to a tap: a chosen one goes back, another takes
	// the place of the last chosen once the pass is full. No card is
	// dimmed with a note (in an overlapping fan each would print it over
	// itself); the prompt says what a tap does.
	for i, c := range o.Hand {
		pr.Hand[i] = prompt.Mark{On: true, Selected: slices.Contains(d.Sel, c)}
	}
	chosen := func(k int) string {
		if k < len(d.Sel) {
			return words.CardName(d.Sel[k])
		}
		return "…"
	}
	name := v.Tell.SeatName
	switch {
	case p.Right > 0 && p.Left > 0:
		pr.Text = i18n.T("rebelprincess.prompt.pass_both", name(right), chosen(0), name(left), chosen(1))
	case p.Right > 0 && o.Step == rp.StepChairs:
		pr.Text = i18n.T("rebelprincess.prompt.chairs", name(right))
	case p.Right > 0:
		pr.Text = i18n.N("rebelprincess.prompt.pass_right", need, need, name(right), len(d.Sel))
	default:
		pr.Text = i18n.N("rebelprincess.prompt.pass_left", need, need, name(left), len(d.Sel))
	}
	if full {
		pr.Text += " " + i18n.T("rebelprincess.prompt.pass_full")
	}
	if len(d.Sel) > 0 {
		pr.Back = i18n.T("table.back")
	}
	if full {
		pr.Confirm = i18n.T("rebelprincess.button.pass")
	}
	pr.Toggle = true // a tap marks a card to pass: one tap, never two
	return pr
}

// passAction is the legal pass of the chosen cards (right first when both ways).
func (d Decision) passAction(o *rp.Observation) (game.Action, bool) {
	for _, a := range acts(o, rp.KindPass) {
		var cs []rp.Card
		for _, x := range a.Args {
			if x >= 0 {
				cs = append(cs, rp.Card(x))
			}
		}
		p, _ := rp.RoundCards[o.RoundCardID()-1].PassFor(o.Edition)
		ordered := o.Phase == rp.PhasePass && p.Right > 0 && p.Left > 0
		if ordered && slices.Equal(cs, d.Sel) || !ordered && len(cs) == len(d.Sel) && !slices.ContainsFunc(cs, func(c rp.Card) bool { return !slices.Contains(d.Sel, c) }) {
			return a, true
		}
	}
	return game.Action{}, false
}

func setupPrompt(v View) prompt.Prompt {
	o := v.Obs
	if shows := acts(o, rp.KindShow); len(shows) > 0 {
		p := prompt.Prompt{Text: i18n.T("rebelprincess.prompt.crystal")}
		for _, a := range shows {
			s := rp.Suit(a.Args[0])
			n := 0
			for _, c := range o.Hand {
				if c.Suit() == s {
					n++
				}
			}
			p.Choices = append(p.Choices, prompt.Choice{Label: i18n.T("rebelprincess.button.show", words.SuitName(s), n), Face: -1, Mark: prompt.Mark{On: true}})
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
		text = i18n.N("rebelprincess.prompt.blind", left, left, v.Tell.SeatName((o.Seat+o.Players-1)%o.Players))
	default:
		left := need - len(o.Aside)
		text = i18n.N("rebelprincess.prompt.after_party", left, left)
	}
	return handPrompt(o, rp.KindAside, text)
}

// handPrompt: one card of the hand, picked and done.
func handPrompt(o *rp.Observation, kind uint8, text string) prompt.Prompt {
	p := prompt.Prompt{Text: text, Hand: make([]prompt.Mark, len(o.Hand))}
	for i, c := range o.Hand {
		on := has(o, game.NewAction(kind, int(c)))
		p.Hand[i] = prompt.Mark{On: on}
		if !on && c == o.Forced {
			p.Hand[i].Note = i18n.T("rebelprincess.note.fixed")
		}
	}
	return p
}

// poolPicker: one of the cards handed to Sleeping Beauty or drawn by the
// Ice Princess.
func poolPicker(v View, text string, from bool) prompt.Prompt {
	o := v.Obs
	p := prompt.Prompt{Text: text, Picker: true}
	for _, pl := range o.T.Pool {
		ch := prompt.Choice{Label: words.CardName(pl.Card), Face: int(pl.Card), Mark: prompt.Mark{On: has(o, game.NewAction(rp.KindGive, int(pl.Card)))}}
		if from {
			ch.Note = v.Tell.Words("rebelprincess.note.from", pl.Seat, -1)
		}
		p.Choices = append(p.Choices, ch)
	}
	return p
}

func suitPrompt(o *rp.Observation, text string, skippable bool) prompt.Prompt {
	p := prompt.Prompt{Text: text}
	for _, a := range acts(o, rp.KindMermaid) {
		p.Choices = append(p.Choices, prompt.Choice{Label: words.SuitName(rp.Suit(a.Args[0])), Face: -1, Mark: prompt.Mark{On: true}})
	}
	if skippable {
		p.Choices = append(p.Choices, skip())
	}
	return p
}

func seatPrompt(o *rp.Observation, kind uint8, text string) prompt.Prompt {
	p := prompt.Prompt{Text: text, Seats: make([]prompt.Mark, o.Players), Choices: []prompt.Choice{skip()}}
	for _, a := range acts(o, kind) {
		p.Seats[a.Args[0]].On = true
	}
	return p
}

// windowPrompt offers the person's princess power before a trick (the
// engine asks only when it can be used).
func windowPrompt(v View) prompt.Prompt {
	o := v.Obs
	pr := words.Power(o, o.Seat)
	slug := "?"
	if pr >= 0 {
		slug = rp.Princesses[pr].Slug
	}
	// The leader's name, or the person's own wording when they lead.
	text := v.Tell.Words("rebelprincess.prompt.power."+slug, o.Leader, -1)
	for _, kind := range []uint8{rp.KindPocahontas, rp.KindScheherazade, rp.KindIce} {
		if len(acts(o, kind)) > 0 {
			return seatPrompt(o, kind, text)
		}
	}
	if len(acts(o, rp.KindMermaid)) > 0 {
		return suitPrompt(o, text, true)
	}
	return prompt.Prompt{Text: text, Choices: []prompt.Choice{skip()},
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

func (d Decision) playPrompt(o *rp.Observation) prompt.Prompt {
	p := prompt.Prompt{Hand: make([]prompt.Mark, len(o.Hand))}
	armed := d.Power && powerPlays(o)
	pr := words.Power(o, o.Seat)
	for i, c := range o.Hand {
		plain, power := has(o, game.NewAction(rp.KindPlay, int(c))), has(o, game.NewAction(rp.KindPlay, int(c), 1))
		m := prompt.Mark{On: plain && !armed || power && armed}
		if !m.On {
			switch {
			case armed && plain:
				m.Note = i18n.T("rebelprincess.note.not_with_power", words.PrincessName(pr))
			case i < len(o.Reasons):
				m.Note = reason(o, o.Reasons[i])
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
		p.Choices = []prompt.Choice{{Label: i18n.T("rebelprincess.button.power." + rp.Princesses[pr].Slug), Face: -1,
			Mark: prompt.Mark{On: true, Selected: armed}}}
		if armed {
			p.Text = i18n.T("rebelprincess.prompt.armed."+rp.Princesses[pr].Slug) + " " + p.Text
		}
	}
	return p
}

// reason is why a card cannot be played, in the person's words. Every
// reason is given the one thing it may name (the suit to follow or lead,
// the card fixed), so no message is ever left with a "{0}".
func reason(o *rp.Observation, r rp.Reason) string {
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

func (d Decision) mulanPrompt(o *rp.Observation) prompt.Prompt {
	swaps := acts(o, rp.KindMulan)
	p := prompt.Prompt{Text: i18n.T("rebelprincess.prompt.mulan"), Hand: make([]prompt.Mark, len(o.Hand)), Choices: []prompt.Choice{skip()}}
	if d.MulanIn != rp.NoCard {
		p.Text, p.Picker, p.Hand, p.Back = i18n.T("rebelprincess.prompt.mulan_which", words.CardName(d.MulanIn)), true, nil, i18n.T("table.back")
		p.Choices = nil
		for _, a := range swaps {
			if rp.Card(a.Args[1]) == d.MulanIn {
				out := rp.Card(a.Args[0])
				p.Choices = append(p.Choices, prompt.Choice{Label: words.CardName(out), Face: int(out), Mark: prompt.Mark{On: true}})
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

func (d Decision) hagglePrompt(v View) prompt.Prompt {
	o := v.Obs
	swaps := acts(o, rp.KindSwap)
	p := prompt.Prompt{Choices: []prompt.Choice{skip()}}
	var spots []prompt.Rect
	if v.Spots != nil {
		spots = v.Spots(len(v.Trick))
	}
	for i, pl := range v.Trick {
		if i >= len(spots) {
			break
		}
		takeable := slices.ContainsFunc(swaps, func(a game.Action) bool { return rp.Card(a.Args[1]) == pl.Card })
		sp := prompt.Spot{Rect: spots[i], Label: words.CardName(pl.Card), Mark: prompt.Mark{On: takeable, Selected: pl.Card == d.Taken}}
		if !takeable {
			sp.Note = i18n.T("rebelprincess.note.own_card")
		}
		p.Spots = append(p.Spots, sp)
	}
	if d.Taken == rp.NoCard {
		p.Text = i18n.T("rebelprincess.prompt.haggle")
		return p
	}
	p.Text, p.Back = i18n.T("rebelprincess.prompt.haggle_give", words.CardName(d.Taken)), i18n.T("table.back")
	p.Hand = make([]prompt.Mark, len(o.Hand))
	for i, c := range o.Hand {
		p.Hand[i].On = has(o, game.NewAction(rp.KindSwap, int(c), int(d.Taken)))
	}
	return p
}

// Pick is one thing picked: the decision's action when it is complete,
// else the decision moved on (false).
func (d *Decision) Pick(v View, tg prompt.Target) (game.Action, bool) {
	o := v.Obs
	card := func() (rp.Card, bool) {
		if tg.Zone != prompt.ZoneHand || tg.Index < 0 || tg.Index >= len(o.Hand) {
			return rp.NoCard, false
		}
		return o.Hand[tg.Index], true
	}
	choice := func(kind uint8) (game.Action, bool) {
		as := acts(o, kind)
		if tg.Zone == prompt.ZoneChoice && tg.Index < len(as) {
			return d.done(as[tg.Index])
		}
		return game.Action{}, false
	}
	isSkip := func(p prompt.Prompt) bool {
		return tg.Zone == prompt.ZoneChoice && tg.Index < len(p.Choices) && p.Choices[tg.Index].Label == i18n.T("rebelprincess.button.skip")
	}
	switch {
	case o.Phase == rp.PhaseDraft:
		return choice(rp.KindDraft)
	case o.Phase == rp.PhaseCopy:
		return choice(rp.KindCopy)
	case o.Phase == rp.PhasePass || o.Step == rp.StepChairs:
		if c, ok := card(); ok {
			if i := slices.Index(d.Sel, c); i >= 0 {
				d.Sel = slices.Delete(d.Sel, i, i+1)
			} else {
				need := 1
				if o.Phase == rp.PhasePass {
					p, _ := rp.RoundCards[o.RoundCardID()-1].PassFor(o.Edition)
					need = p.Total()
				}
				if len(d.Sel) >= need {
					// Full: the card tapped takes the last one's place.
					d.Sel = d.Sel[:need-1]
				}
				d.Sel = append(d.Sel, c)
			}
			return game.Action{}, false
		}
		if tg.Zone == prompt.ZoneConfirm {
			if a, ok := d.passAction(o); ok {
				return d.done(a)
			}
		}
		return game.Action{}, false
	case o.Phase == rp.PhaseSetup:
		if c, ok := card(); ok {
			return d.try(o, game.NewAction(rp.KindAside, int(c)))
		}
		return choice(rp.KindShow)
	}
	p := d.Prompt(v)
	if isSkip(p) {
		return d.done(game.NewAction(rp.KindSkip))
	}
	switch o.Step {
	case rp.StepWindow:
		switch tg.Zone {
		case prompt.ZoneSeat:
			for _, kind := range []uint8{rp.KindPocahontas, rp.KindScheherazade, rp.KindIce} {
				if a := game.NewAction(kind, tg.Index); has(o, a) {
					return d.done(a)
				}
			}
		case prompt.ZoneChoice:
			return choice(rp.KindMermaid)
		case prompt.ZoneConfirm:
			for _, a := range o.Legal {
				if a.Kind != rp.KindSkip {
					return d.done(a)
				}
			}
		}
	case rp.StepMermaid:
		return choice(rp.KindMermaid)
	case rp.StepPlay:
		if tg.Zone == prompt.ZoneChoice {
			d.Power = !d.Power
			return game.Action{}, false
		}
		if c, ok := card(); ok {
			a := game.NewAction(rp.KindPlay, int(c))
			if d.Power && powerPlays(o) {
				a = game.NewAction(rp.KindPlay, int(c), 1)
			}
			return d.try(o, a)
		}
	case rp.StepSleepGive, rp.StepSchehGive:
		if c, ok := card(); ok {
			return d.try(o, game.NewAction(rp.KindGive, int(c)))
		}
	case rp.StepGift:
		if c, ok := card(); ok {
			return d.try(o, game.NewAction(rp.KindGift, int(c)))
		}
	case rp.StepSleepKeep, rp.StepSleepDeal, rp.StepIceReturn:
		if tg.Zone == prompt.ZoneChoice && tg.Index < len(o.T.Pool) {
			return d.try(o, game.NewAction(rp.KindGive, int(o.T.Pool[tg.Index].Card)))
		}
	case rp.StepMulan:
		return d.pickMulan(o, tg)
	case rp.StepAlice:
		if tg.Zone == prompt.ZoneConfirm {
			return d.try(o, game.NewAction(rp.KindAlice))
		}
		if tg.Zone == prompt.ZoneChoice {
			return d.done(game.NewAction(rp.KindSkip))
		}
	case rp.StepHaggle:
		switch tg.Zone {
		case prompt.ZoneSpot:
			if tg.Index < len(v.Trick) {
				d.Taken = v.Trick[tg.Index].Card
			}
		default:
			if c, ok := card(); ok && d.Taken != rp.NoCard {
				return d.try(o, game.NewAction(rp.KindSwap, int(c), int(d.Taken)))
			}
		}
	case rp.StepPocahontas:
		if tg.Zone == prompt.ZoneSeat {
			return d.try(o, game.NewAction(rp.KindPocahontas, tg.Index))
		}
	}
	return game.Action{}, false
}

func (d *Decision) pickMulan(o *rp.Observation, tg prompt.Target) (game.Action, bool) {
	swaps := acts(o, rp.KindMulan)
	if d.MulanIn != rp.NoCard && tg.Zone == prompt.ZoneChoice {
		var match []game.Action
		for _, a := range swaps {
			if rp.Card(a.Args[1]) == d.MulanIn {
				match = append(match, a)
			}
		}
		if tg.Index < len(match) {
			return d.done(match[tg.Index])
		}
		return game.Action{}, false
	}
	if tg.Zone != prompt.ZoneHand || tg.Index >= len(o.Hand) {
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
		return d.done(match[0])
	}
	d.MulanIn = in
	return game.Action{}, false
}

// try returns a if it is legal.
func (d *Decision) try(o *rp.Observation, a game.Action) (game.Action, bool) {
	if !has(o, a) {
		return game.Action{}, false
	}
	return d.done(a)
}

func (d *Decision) done(a game.Action) (game.Action, bool) {
	d.Reset()
	return a, true
}

// Back steps back one step of the decision at a time.
func (d *Decision) Back() {
	switch {
	case d.MulanIn != rp.NoCard:
		d.MulanIn = rp.NoCard
	case d.Taken != rp.NoCard:
		d.Taken = rp.NoCard
	case len(d.Sel) > 0:
		d.Sel = d.Sel[:len(d.Sel)-1]
	default:
		d.Power = false
	}
}
