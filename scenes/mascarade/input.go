package mascarade

import (
	"slices"

	"parlour/assets/i18n"
	"parlour/game"
	mg "parlour/game/mascarade"
	"parlour/scenes/table"
)

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

// spot is one place the person may pick that the table draws.
type spot struct {
	place  int  // a centre mask's place
	toggle bool // the memory aid's switch
}

func (g *Table) legal(kind uint8) []game.Action {
	var out []game.Action
	for _, a := range g.obs().Legal {
		if a.Kind == kind {
			out = append(out, a)
		}
	}
	return out
}

// seatsFor marks the seats that some legal action of kind names at Args[0]
// (or either of Args[0], Args[1] for a pair), skipping seats already picked.
func (g *Table) seatsFor(kind uint8) []table.Mark {
	n := g.v.n
	marks := make([]table.Mark, n)
	for _, a := range g.legal(kind) {
		for i, x := range a.Args[:2] {
			if kind != mg.KindPair && i > 0 {
				break
			}
			if s := int(x); s >= 0 && s < n {
				marks[s].On = true
			}
		}
	}
	for _, p := range g.picks {
		if p >= 0 && p < n {
			marks[p] = table.Mark{Selected: true}
		}
	}
	return marks
}

// Prompt implements table.Game. It changes nothing (the kit's hint search
// asks it again and again): the spots are drawn as pickable while the kit
// shows the prompt (Prompted).
func (g *Table) Prompt() table.Prompt {
	p, _ := g.build(g.obs())
	return p
}

// offer lists the spots the decision offers now, in the prompt's order.
func (g *Table) offer(o *mg.Observation) []spot {
	_, spots := g.build(o)
	return spots
}

// build is the prompt of the decision as it stands, and the spots it
// offers: the centre masks a swap may take, then the memory aid's switch
// with any prompt that offers players.
func (g *Table) build(o *mg.Observation) (table.Prompt, []spot) {
	var p table.Prompt
	var spots []spot
	switch o.Phase {
	case mg.PhaseTurn:
		p, spots = g.turnPrompt(o)
	case mg.PhaseContest:
		p.Text = i18n.T("mascarade.prompt.contest", g.t.SeatName(o.Announcement.Player), maskName(o.Announced))
		p.Choices = []table.Choice{
			{Label: i18n.T("mascarade.button.contest"), Face: -1, Mark: table.Mark{On: true}},
			{Label: i18n.T("mascarade.button.pass"), Face: -1, Mark: table.Mark{On: true}},
		}
	case mg.PhaseName:
		p.Text = i18n.T("mascarade.prompt.name", g.t.SeatName(o.Announcement.Player))
		p.Picker = true
		p.Choices = g.maskChoices(g.legal(mg.KindName))
	case mg.PhasePower:
		p = g.powerPrompt(o)
	}
	if p.Seats != nil {
		spots = append(spots, spot{place: -1, toggle: true})
	}
	for _, s := range spots {
		r := g.centre().toggle
		label := g.toggleLabel()
		if !s.toggle {
			r = g.maskSpot(s.place)
			label = i18n.T("mascarade.centre_mask", s.place-g.v.n+1)
		}
		p.Spots = append(p.Spots, table.Spot{Rect: r, Label: label, Mark: table.Mark{On: true}})
	}
	return p, spots
}

func (g *Table) turnPrompt(o *mg.Observation) (table.Prompt, []spot) {
	var p table.Prompt
	if g.mode == modeAnnounce {
		p.Text = i18n.T("mascarade.prompt.announce")
		p.Picker = true
		p.Back = i18n.T("table.back")
		p.Choices = g.maskChoices(g.legal(mg.KindAnnounce))
		return p, nil
	}
	if g.mode == modeReal && len(g.picks) == 1 {
		p.Text = i18n.T("mascarade.prompt.real", g.placeName(g.picks[0]))
		p.Back = i18n.T("table.back")
		p.Choices = realChoices()
		return p, nil
	}
	// Choose: a player or a centre mask to swap with, or look, or announce.
	var spots []spot
	p.Seats = g.seatsFor(mg.KindSwap)
	for _, a := range g.legal(mg.KindSwap) {
		if t := int(a.Args[0]); t >= o.Players && a.Args[1] == 1 {
			spots = append(spots, spot{place: t})
		}
	}
	if o.Opening > 0 {
		p.Text = i18n.T("mascarade.prompt.opening", 5-o.Opening)
		return p, spots
	}
	p.Text = i18n.T("mascarade.prompt.turn")
	p.Choices = append(p.Choices, table.Choice{Label: i18n.T("mascarade.button.look"), Face: -1, Mark: table.Mark{On: len(g.legal(mg.KindLook)) > 0}})
	ann := table.Choice{Label: i18n.T("mascarade.button.announce"), Face: -1, Mark: table.Mark{On: len(g.legal(mg.KindAnnounce)) > 0}}
	if !ann.On && o.Seat < len(o.RevealedPrev) && o.RevealedPrev[o.Seat] {
		// The reason is in the question itself, not only on a tap of the
		// disabled button: the seat's own note gives way to "your turn".
		ann.Note = i18n.T("mascarade.note.barred")
		p.Text = i18n.T("mascarade.prompt.turn_barred")
	}
	p.Choices = append(p.Choices, ann)
	return p, spots
}

func realChoices() []table.Choice {
	return []table.Choice{
		{Label: i18n.T("mascarade.button.swap"), Face: -1, Mark: table.Mark{On: true}},
		{Label: i18n.T("mascarade.button.pretend"), Face: -1, Mark: table.Mark{On: true}},
	}
}

func (g *Table) powerPrompt(o *mg.Observation) table.Prompt {
	var p table.Prompt
	mask := o.Announced
	name := maskName(mask)
	switch o.Step {
	case mg.StepTarget:
		p.Text = i18n.T("mascarade.prompt.target."+mask.String(), name)
		p.Seats = g.seatsFor(mg.KindTarget)
		if slices.ContainsFunc(g.legal(mg.KindTarget), func(a game.Action) bool { return a.Args[0] < 0 }) {
			p.Choices = []table.Choice{{Label: i18n.T("mascarade.button.keep_coins"), Face: -1, Mark: table.Mark{On: true}}}
		}
	case mg.StepPair:
		if mask == mg.Fool && len(g.picks) == 2 {
			p.Text = i18n.T("mascarade.prompt.fool_real", g.t.SeatName(g.picks[0]), g.t.SeatName(g.picks[1]))
			p.Choices = realChoices()
			p.Back = i18n.T("table.back")
			return p
		}
		key := "mascarade.prompt.pair." + mask.String()
		if len(g.picks) == 1 {
			key += "_second"
			p.Back = i18n.T("table.back")
		}
		p.Text = i18n.T(key, name, g.pickName(0))
		p.Seats = g.seatsFor(mg.KindPair)
		if len(g.picks) == 1 {
			// The second player: any other but the first and yourself.
			for s := range p.Seats {
				if p.Seats[s].On && !g.pairLegal(g.picks[0], s) {
					p.Seats[s].On = false
				}
			}
		}
	case mg.StepExchange:
		p.Text = g.spyText(o)
		p.Choices = realChoices()
	}
	return p
}

// pairLegal reports whether the pair (a, b) is among the legal pairs.
func (g *Table) pairLegal(a, b int) bool {
	lo, hi := min(a, b), max(a, b)
	return slices.ContainsFunc(g.legal(mg.KindPair), func(x game.Action) bool { return int(x.Args[0]) == lo && int(x.Args[1]) == hi })
}

func (g *Table) pickName(i int) string {
	if i < len(g.picks) {
		return g.t.SeatName(g.picks[i])
	}
	return ""
}

// spyText says what the Spy saw, from the person's own log.
func (g *Table) spyText(o *mg.Observation) string {
	for i := len(o.Log) - 1; i >= 0; i-- {
		if e := o.Log[i]; e.Type == mg.EvSpyLook && e.Seat == o.Seat && e.Secret.Len() == 2 {
			return i18n.T("mascarade.prompt.spy", maskName(mg.Mask(e.Secret.At(0))), g.t.SeatName(e.Target), maskName(mg.Mask(e.Secret.At(1))))
		}
	}
	return i18n.T("mascarade.prompt.spy_plain")
}

// placeName names a swap's target: a player, or a centre mask.
func (g *Table) placeName(target int) string {
	if target >= g.v.n {
		return i18n.T("mascarade.centre_mask", target-g.v.n+1)
	}
	return g.t.SeatName(target)
}

// maskChoices are the masks the actions name, as large faces; with the
// memory aid, the mask the person last saw at their own place is marked.
func (g *Table) maskChoices(acts []game.Action) []table.Choice {
	own := mg.NoMask
	if g.aidOn() {
		if h := g.t.Human(); h < len(g.v.at) && g.v.at[h] < len(g.v.aid) {
			own = g.v.aid[g.v.at[h]].Mask
		}
	}
	var out []table.Choice
	for _, a := range acts {
		m := mg.Mask(a.Args[0])
		c := table.Choice{Label: maskName(m), Face: int(m), Mark: table.Mark{On: true}}
		if m == own {
			c.Note = i18n.T("mascarade.note.last_seen")
		}
		out = append(out, c)
	}
	return out
}

// Pick implements table.Game. It changes only the half-made decision
// (the memory aid's switch included: see aid.go), as the kit's hint search
// needs.
func (g *Table) Pick(tg table.Target) (game.Action, bool) {
	o := g.obs()
	if tg.Zone == table.ZoneSpot {
		spots := g.offer(o)
		if tg.Index < 0 || tg.Index >= len(spots) {
			return game.Action{}, false
		}
		s := spots[tg.Index]
		if s.toggle {
			g.flipAid()
			return game.Action{}, false
		}
		tg = table.Target{Zone: table.ZoneSeat, Index: s.place}
	}
	switch o.Phase {
	case mg.PhaseTurn:
		return g.pickTurn(tg)
	case mg.PhaseContest:
		if tg.Zone == table.ZoneChoice && tg.Index <= 1 {
			return g.done(game.NewAction(mg.KindContest, 1-tg.Index))
		}
	case mg.PhaseName:
		if tg.Zone == table.ZoneChoice {
			if acts := g.legal(mg.KindName); tg.Index < len(acts) {
				return g.done(acts[tg.Index])
			}
		}
	case mg.PhasePower:
		return g.pickPower(o, tg)
	}
	return game.Action{}, false
}

func (g *Table) pickTurn(tg table.Target) (game.Action, bool) {
	switch {
	case g.mode == modeAnnounce && tg.Zone == table.ZoneChoice:
		if acts := g.legal(mg.KindAnnounce); tg.Index < len(acts) {
			return g.done(acts[tg.Index])
		}
	case g.mode == modeReal && tg.Zone == table.ZoneChoice && len(g.picks) == 1:
		a := game.NewAction(mg.KindSwap, g.picks[0], 1-tg.Index)
		if g.isLegal(a) {
			return g.done(a)
		}
	case tg.Zone == table.ZoneSeat:
		if g.isLegal(game.NewAction(mg.KindSwap, tg.Index, 1)) {
			g.picks = append(g.picks[:0], tg.Index)
			g.mode = modeReal
		}
	case tg.Zone == table.ZoneChoice && tg.Index == 0:
		if acts := g.legal(mg.KindLook); len(acts) > 0 {
			return g.done(acts[0])
		}
	case tg.Zone == table.ZoneChoice && tg.Index == 1:
		if len(g.legal(mg.KindAnnounce)) > 0 {
			g.mode = modeAnnounce
		}
	}
	return game.Action{}, false
}

func (g *Table) pickPower(o *mg.Observation, tg table.Target) (game.Action, bool) {
	switch o.Step {
	case mg.StepTarget:
		switch tg.Zone {
		case table.ZoneSeat:
			if a := game.NewAction(mg.KindTarget, tg.Index); g.isLegal(a) {
				return g.done(a)
			}
		case table.ZoneChoice:
			if a := game.NewAction(mg.KindTarget, -1); g.isLegal(a) {
				return g.done(a)
			}
		}
	case mg.StepPair:
		if tg.Zone == table.ZoneChoice && o.Announced == mg.Fool && len(g.picks) == 2 {
			a, b := min(g.picks[0], g.picks[1]), max(g.picks[0], g.picks[1])
			if act := game.NewAction(mg.KindPair, a, b, 1-tg.Index); g.isLegal(act) {
				return g.done(act)
			}
			return game.Action{}, false
		}
		if tg.Zone != table.ZoneSeat || slices.Contains(g.picks, tg.Index) || len(g.picks) >= 2 {
			return game.Action{}, false
		}
		if len(g.picks) == 1 && !g.pairLegal(g.picks[0], tg.Index) {
			return game.Action{}, false
		}
		g.picks = append(g.picks, tg.Index)
		if len(g.picks) == 2 && o.Announced != mg.Fool {
			a, b := min(g.picks[0], g.picks[1]), max(g.picks[0], g.picks[1])
			return g.done(game.NewAction(mg.KindPair, a, b))
		}
	case mg.StepExchange:
		if tg.Zone == table.ZoneChoice && tg.Index <= 1 {
			return g.done(game.NewAction(mg.KindExchange, 1-tg.Index))
		}
	}
	return game.Action{}, false
}

func (g *Table) isLegal(a game.Action) bool {
	return slices.ContainsFunc(g.obs().Legal, func(x game.Action) bool { return x.Kind == a.Kind && x.Args == a.Args })
}

func (g *Table) done(a game.Action) (game.Action, bool) {
	g.reset()
	return a, true
}

// Back implements table.Game: one step of the decision at a time.
func (g *Table) Back() {
	switch {
	case len(g.picks) > 0:
		g.picks = g.picks[:len(g.picks)-1]
		if len(g.picks) == 0 {
			g.mode = modeChoose
		}
	default:
		g.mode = modeChoose
	}
}

// pickable lists the places (centre masks) the prompt lets the person pick
// this frame.
func (g *Table) pickable() map[int]bool {
	out := map[int]bool{}
	if !g.t.Prompted() {
		return out
	}
	for _, s := range g.offer(g.obs()) {
		if !s.toggle {
			out[s.place] = true
		}
	}
	return out
}

// aidPickable reports whether the memory aid's switch can be used now.
func (g *Table) aidPickable() bool {
	return g.t.Prompted() && slices.ContainsFunc(g.offer(g.obs()), func(s spot) bool { return s.toggle })
}

// toggleSpot is the memory aid switch's index among the prompt's spots.
func (g *Table) toggleSpot() int {
	return slices.IndexFunc(g.offer(g.obs()), func(s spot) bool { return s.toggle })
}

// kitFocus is the keyboard's focus as the kit names it ("seat-2",
// "spot-0"), "" when the keyboard is not in use. The kit draws the focus
// ring round seats and buttons, not round what a table draws.
func (g *Table) kitFocus() string { return g.t.KeyFocus() }
