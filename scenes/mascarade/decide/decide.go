// Package decide is the person's decision at the Mascarade table, as
// prompts (what to do, what can be picked and why not) and the picks that
// make it, step by step, into the engine's action. The table
// (scenes/mascarade) draws the prompt and hands the picks back; this
// package holds no Ebitengine, so the decision is tested natively against
// the engine.
//
// A Mascarade decision, as prompts:
//   - your turn: tap a player (or a centre mask) to swap masks with, then
//     "Swap" or "Pretend"; or Look; or Announce… (a picker of the scenario's
//     masks). In the four opening turns only the swap is offered. Announce
//     is disabled, with the reason, for a player revealed last turn;
//   - an announcement: one tap, Contest or Pass;
//   - a power: the players it may choose (the Witch may also keep her
//     coins); the Fool's and the Puppeteer's two players one after the
//     other, then the Fool's Swap or Pretend; the Spy's Swap or Pretend
//     after the look; the Guru's target names its mask from a picker.
//
// The memory aid's switch (a spot in the centre) is offered with every
// prompt that offers players, so the keyboard's focus starts on a player.
package decide

import (
	"slices"
	"strconv"

	"parlour/assets/i18n"
	"parlour/game"
	mg "parlour/game/mascarade"
	"parlour/scenes/mascarade/memory"
	"parlour/scenes/mascarade/words"
	"parlour/scenes/table/prompt"
)

// Mode is the step of the person's own turn.
type Mode uint8

const (
	Choose   Mode = iota // look, swap (tap a player) or announce
	Announce             // the picker of masks to announce
	Real                 // a target is chosen: swap for real or pretend
)

// Decision is the person's decision so far. Prompt reads it and changes
// nothing (the kit's hint search asks it again and again); Pick and Back
// change only it.
type Decision struct {
	Mode  Mode
	Picks []int // seats picked so far (a swap's target, a pair)

	// Flip is the memory aid's switch flipped in the half-made decision,
	// and Searched whether the kit's hint search flipped it: the switch is
	// no part of any decision, but the kit knows only decisions, and its
	// search tries every spot it is offered. The table keeps the person's
	// flip as the setting and drops the search's (scenes/mascarade/aid.go).
	Flip, Searched bool
}

// Table is what the decision reads besides itself: the person's
// observation, and what the table knows that the observation does not.
type Table struct {
	Obs *mg.Observation
	// Name is a seat's name, as the table shows it.
	Name func(seat int) string
	// Aid is the memory aid's setting (the decision's Flip flips it), and
	// Marks its marks per place as the table holds them while the aid
	// shows (nil otherwise).
	Aid   bool
	Marks []memory.Mark
	// Searching: the kit's hint search makes the picks (kit's Searching).
	Searching bool
	// Rect is where the table draws a spot (nil: nowhere, as in tests).
	Rect func(Spot) prompt.Rect
}

// Spot is one place the person may pick that the table draws.
type Spot struct {
	Place  int  // a centre mask's place
	Toggle bool // the memory aid's switch
}

// Reset begins the decision again (the memory aid's switch aside).
func (d *Decision) Reset() {
	d.Mode, d.Picks = Choose, d.Picks[:0]
}

// AidOn reports whether the memory aid shows: the setting, or the switch
// flipped from it.
func (d *Decision) AidOn(setting bool) bool { return setting != d.Flip }

// AidLabel is the memory aid switch's label.
func AidLabel(on bool) string {
	if on {
		return i18n.T("mascarade.aid.on")
	}
	return i18n.T("mascarade.aid.off")
}

// Prompt is the decision as it stands.
func (d *Decision) Prompt(t Table) prompt.Prompt {
	p, _ := d.build(t)
	return p
}

// Offer lists the spots the decision offers now, in the prompt's order:
// the centre masks a swap may take, then the memory aid's switch with any
// prompt that offers players.
func (d *Decision) Offer(t Table) []Spot {
	_, spots := d.build(t)
	return spots
}

func (d *Decision) build(t Table) (prompt.Prompt, []Spot) {
	o := t.Obs
	var p prompt.Prompt
	var spots []Spot
	switch o.Phase {
	case mg.PhaseTurn:
		p, spots = d.turnPrompt(t)
	case mg.PhaseContest:
		p.Text = i18n.T("mascarade.prompt.contest", t.Name(o.Announcement.Player), words.MaskName(o.Announced))
		p.Choices = []prompt.Choice{
			{Label: i18n.T("mascarade.button.contest"), Face: -1, Mark: prompt.Mark{On: true}},
			{Label: i18n.T("mascarade.button.pass"), Face: -1, Mark: prompt.Mark{On: true}},
		}
	case mg.PhaseName:
		p.Text = i18n.T("mascarade.prompt.name", t.Name(o.Announcement.Player))
		p.Picker = true
		p.Choices = d.maskChoices(t, legal(o, mg.KindName))
	case mg.PhasePower:
		p = d.powerPrompt(t)
	}
	if p.Seats != nil {
		spots = append(spots, Spot{Place: -1, Toggle: true})
	}
	for _, s := range spots {
		var r prompt.Rect
		if t.Rect != nil {
			r = t.Rect(s)
		}
		label := AidLabel(d.AidOn(t.Aid))
		if !s.Toggle {
			label = i18n.T("mascarade.centre_mask", s.Place-o.Players+1)
		}
		p.Spots = append(p.Spots, prompt.Spot{Rect: r, Label: label, Mark: prompt.Mark{On: true}})
	}
	return p, spots
}

func (d *Decision) turnPrompt(t Table) (prompt.Prompt, []Spot) {
	o := t.Obs
	var p prompt.Prompt
	if d.Mode == Announce {
		p.Text = i18n.T("mascarade.prompt.announce")
		p.Picker = true
		p.Back = i18n.T("table.back")
		p.Choices = d.maskChoices(t, legal(o, mg.KindAnnounce))
		return p, nil
	}
	if d.Mode == Real && len(d.Picks) == 1 {
		p.Text = i18n.T("mascarade.prompt.real", placeName(t, d.Picks[0]))
		p.Back = i18n.T("table.back")
		p.Choices = realChoices()
		return p, nil
	}
	// Choose: a player or a centre mask to swap with, or look, or announce.
	var spots []Spot
	p.Seats = d.seatsFor(o, mg.KindSwap)
	for _, a := range legal(o, mg.KindSwap) {
		if c := int(a.Args[0]); c >= o.Players && a.Args[1] == 1 {
			spots = append(spots, Spot{Place: c})
		}
	}
	if o.Opening > 0 {
		p.Text = i18n.T("mascarade.prompt.opening", 5-o.Opening)
		return p, spots
	}
	p.Text = i18n.T("mascarade.prompt.turn")
	p.Choices = append(p.Choices, prompt.Choice{Label: i18n.T("mascarade.button.look"), Face: -1, Mark: prompt.Mark{On: len(legal(o, mg.KindLook)) > 0}})
	ann := prompt.Choice{Label: i18n.T("mascarade.button.announce"), Face: -1, Mark: prompt.Mark{On: len(legal(o, mg.KindAnnounce)) > 0}}
	if !ann.On && o.Seat < len(o.RevealedPrev) && o.RevealedPrev[o.Seat] {
		// The reason is in the question itself, not only on a tap of the
		// disabled button: the seat's own note gives way to "your turn".
		ann.Note = i18n.T("mascarade.note.barred")
		p.Text = i18n.T("mascarade.prompt.turn_barred")
	}
	p.Choices = append(p.Choices, ann)
	return p, spots
}

func realChoices() []prompt.Choice {
	return []prompt.Choice{
		{Label: i18n.T("mascarade.button.swap"), Face: -1, Mark: prompt.Mark{On: true}},
		{Label: i18n.T("mascarade.button.pretend"), Face: -1, Mark: prompt.Mark{On: true}},
	}
}

func (d *Decision) powerPrompt(t Table) prompt.Prompt {
	o := t.Obs
	var p prompt.Prompt
	mask := o.Announced
	name := words.MaskName(mask)
	switch o.Step {
	case mg.StepTarget:
		p.Text = i18n.T("mascarade.prompt.target."+mask.String(), name)
		p.Seats = d.seatsFor(o, mg.KindTarget)
		if slices.ContainsFunc(legal(o, mg.KindTarget), func(a game.Action) bool { return a.Args[0] < 0 }) {
			p.Choices = []prompt.Choice{{Label: i18n.T("mascarade.button.keep_coins"), Face: -1, Mark: prompt.Mark{On: true}}}
		}
	case mg.StepPair:
		if mask == mg.Fool && len(d.Picks) == 2 {
			p.Text = i18n.T("mascarade.prompt.fool_real", t.Name(d.Picks[0]), t.Name(d.Picks[1]))
			p.Choices = realChoices()
			p.Back = i18n.T("table.back")
			return p
		}
		key := "mascarade.prompt.pair." + mask.String()
		if len(d.Picks) == 1 {
			key += "_second"
			p.Back = i18n.T("table.back")
		}
		first := ""
		if len(d.Picks) > 0 {
			first = t.Name(d.Picks[0])
		}
		p.Text = i18n.T(key, name, first)
		p.Seats = d.seatsFor(o, mg.KindPair)
		if len(d.Picks) == 1 {
			// The second player: any other but the first and yourself.
			for s := range p.Seats {
				if p.Seats[s].On && !pairLegal(o, d.Picks[0], s) {
					p.Seats[s].On = false
				}
			}
		}
	case mg.StepExchange:
		p.Text = spyText(t)
		p.Choices = realChoices()
	}
	return p
}

// seatsFor marks the seats that some legal action of kind names at Args[0]
// (or either of Args[0], Args[1] for a pair), skipping seats already picked.
func (d *Decision) seatsFor(o *mg.Observation, kind uint8) []prompt.Mark {
	n := o.Players
	marks := make([]prompt.Mark, n)
	for _, a := range legal(o, kind) {
		for i, x := range a.Args[:2] {
			if kind != mg.KindPair && i > 0 {
				break
			}
			if s := int(x); s >= 0 && s < n {
				marks[s].On = true
			}
		}
	}
	for _, p := range d.Picks {
		if p >= 0 && p < n {
			marks[p] = prompt.Mark{Selected: true}
		}
	}
	return marks
}

// maskChoices are the masks the actions name, as large faces; with the
// memory aid, the mask the person last saw at their own place is marked.
func (d *Decision) maskChoices(t Table, acts []game.Action) []prompt.Choice {
	o := t.Obs
	own := mg.NoMask
	if d.AidOn(t.Aid) {
		if h := o.Seat; h >= 0 && h < len(o.At) && o.At[h] < len(t.Marks) {
			own = t.Marks[o.At[h]].Mask
		}
	}
	var out []prompt.Choice
	for _, a := range acts {
		m := mg.Mask(a.Args[0])
		c := prompt.Choice{Label: words.MaskName(m), Face: int(m), Mark: prompt.Mark{On: true}}
		if m == own {
			c.Note = i18n.T("mascarade.note.last_seen")
		}
		out = append(out, c)
	}
	return out
}

// spyText says what the Spy saw, from the person's own log.
func spyText(t Table) string {
	o := t.Obs
	for i := len(o.Log) - 1; i >= 0; i-- {
		if e := o.Log[i]; e.Type == mg.EvSpyLook && e.Seat == o.Seat && e.Secret.Len() == 2 {
			return i18n.T("mascarade.prompt.spy", words.MaskName(mg.Mask(e.Secret.At(0))), t.Name(e.Target), words.MaskName(mg.Mask(e.Secret.At(1))))
		}
	}
	return i18n.T("mascarade.prompt.spy_plain")
}

// placeName names a swap's target: a player, or a centre mask.
func placeName(t Table, target int) string {
	if n := t.Obs.Players; target >= n {
		return i18n.T("mascarade.centre_mask", target-n+1)
	}
	return t.Name(target)
}

// Pick is the person's pick: the decision's next step, or its action
// (true) once whole. It changes only the half-made decision (the memory
// aid's switch included), as the kit's hint search needs.
func (d *Decision) Pick(t Table, tg prompt.Target) (game.Action, bool) {
	o := t.Obs
	if tg.Zone == prompt.ZoneSpot {
		spots := d.Offer(t)
		if tg.Index < 0 || tg.Index >= len(spots) {
			return game.Action{}, false
		}
		s := spots[tg.Index]
		if s.Toggle {
			d.Flip, d.Searched = !d.Flip, t.Searching
			return game.Action{}, false
		}
		tg = prompt.Target{Zone: prompt.ZoneSeat, Index: s.Place}
	}
	switch o.Phase {
	case mg.PhaseTurn:
		return d.pickTurn(o, tg)
	case mg.PhaseContest:
		if tg.Zone == prompt.ZoneChoice && tg.Index <= 1 {
			return d.done(game.NewAction(mg.KindContest, 1-tg.Index))
		}
	case mg.PhaseName:
		if tg.Zone == prompt.ZoneChoice {
			if acts := legal(o, mg.KindName); tg.Index < len(acts) {
				return d.done(acts[tg.Index])
			}
		}
	case mg.PhasePower:
		return d.pickPower(o, tg)
	}
	return game.Action{}, false
}

func (d *Decision) pickTurn(o *mg.Observation, tg prompt.Target) (game.Action, bool) {
	switch {
	case d.Mode == Announce && tg.Zone == prompt.ZoneChoice:
		if acts := legal(o, mg.KindAnnounce); tg.Index < len(acts) {
			return d.done(acts[tg.Index])
		}
	case d.Mode == Real && tg.Zone == prompt.ZoneChoice && len(d.Picks) == 1:
		a := game.NewAction(mg.KindSwap, d.Picks[0], 1-tg.Index)
		if isLegal(o, a) {
			return d.done(a)
		}
	case tg.Zone == prompt.ZoneSeat:
		if isLegal(o, game.NewAction(mg.KindSwap, tg.Index, 1)) {
			d.Picks = append(d.Picks[:0], tg.Index)
			d.Mode = Real
		}
	case tg.Zone == prompt.ZoneChoice && tg.Index == 0:
		if acts := legal(o, mg.KindLook); len(acts) > 0 {
			return d.done(acts[0])
		}
	case tg.Zone == prompt.ZoneChoice && tg.Index == 1:
		if len(legal(o, mg.KindAnnounce)) > 0 {
			d.Mode = Announce
		}
	}
	return game.Action{}, false
}

func (d *Decision) pickPower(o *mg.Observation, tg prompt.Target) (game.Action, bool) {
	switch o.Step {
	case mg.StepTarget:
		switch tg.Zone {
		case prompt.ZoneSeat:
			if a := game.NewAction(mg.KindTarget, tg.Index); isLegal(o, a) {
				return d.done(a)
			}
		case prompt.ZoneChoice:
			if a := game.NewAction(mg.KindTarget, -1); isLegal(o, a) {
				return d.done(a)
			}
		}
	case mg.StepPair:
		if tg.Zone == prompt.ZoneChoice && o.Announced == mg.Fool && len(d.Picks) == 2 {
			a, b := min(d.Picks[0], d.Picks[1]), max(d.Picks[0], d.Picks[1])
			if act := game.NewAction(mg.KindPair, a, b, 1-tg.Index); isLegal(o, act) {
				return d.done(act)
			}
			return game.Action{}, false
		}
		if tg.Zone != prompt.ZoneSeat || slices.Contains(d.Picks, tg.Index) || len(d.Picks) >= 2 {
			return game.Action{}, false
		}
		if len(d.Picks) == 1 && !pairLegal(o, d.Picks[0], tg.Index) {
			return game.Action{}, false
		}
		d.Picks = append(d.Picks, tg.Index)
		if len(d.Picks) == 2 && o.Announced != mg.Fool {
			a, b := min(d.Picks[0], d.Picks[1]), max(d.Picks[0], d.Picks[1])
			return d.done(game.NewAction(mg.KindPair, a, b))
		}
	case mg.StepExchange:
		if tg.Zone == prompt.ZoneChoice && tg.Index <= 1 {
			return d.done(game.NewAction(mg.KindExchange, 1-tg.Index))
		}
	}
	return game.Action{}, false
}

func (d *Decision) done(a game.Action) (game.Action, bool) {
	d.Reset()
	return a, true
}

// Back steps the decision back, one step at a time.
func (d *Decision) Back() {
	switch {
	case len(d.Picks) > 0:
		d.Picks = d.Picks[:len(d.Picks)-1]
		if len(d.Picks) == 0 {
			d.Mode = Choose
		}
	default:
		d.Mode = Choose
	}
}

// Name names a spot as the table's snapshot lists them: "aid" or
// "centre:<place>".
func (s Spot) Name() string {
	if s.Toggle {
		return "aid"
	}
	return "centre:" + strconv.Itoa(s.Place)
}

func legal(o *mg.Observation, kind uint8) []game.Action { return game.OfKind(o.Legal, kind) }

// pairLegal reports whether the pair (a, b) is among the legal pairs.
func pairLegal(o *mg.Observation, a, b int) bool {
	lo, hi := min(a, b), max(a, b)
	return slices.ContainsFunc(legal(o, mg.KindPair), func(x game.Action) bool { return int(x.Args[0]) == lo && int(x.Args[1]) == hi })
}

func isLegal(o *mg.Observation, a game.Action) bool {
	return slices.ContainsFunc(o.Legal, func(x game.Action) bool { return x.Kind == a.Kind && x.Args == a.Args })
}
