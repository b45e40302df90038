package table

import (
	"fmt"
	"math"
	"slices"

	"parlour/assets/i18n"
	"parlour/render/style"
	"parlour/scenes/focus"
	"parlour/scenes/keymap"
	"parlour/scenes/platform"
	"parlour/scenes/table/ring"
	"parlour/scenes/ui"
)

// The keyboard model, the same at every table: focus moves among the
// things the prompt lets the person pick (seats, places on the table, the
// picker's choices, the hand, the prompt's buttons). ← and → move within a
// group, ↑ ↓ and Tab between groups, a digit picks the n-th of the group,
// Enter (or Space) picks the focused thing, Esc steps back and never leaves
// the table. L opens the log, ? the rules, M the menu.

// zoneBack is the prompt's back button as a focus target.
const zoneBack Zone = 100

// item is one focusable, tappable thing.
type item struct {
	t    Target
	r    Rect
	on   bool
	note string
}

// group orders the zones top to bottom for ↑ and ↓.
func group(z Zone, picker bool) int {
	switch z {
	case ZoneSeat:
		return 0
	case ZoneSpot:
		return 1
	case ZoneChoice:
		if picker {
			return 2
		}
		return 4
	case ZoneHand:
		return 3
	case zoneLook:
		return 5 // the table's cards, looked at: after the buttons
	}
	return 4 // the prompt bar's buttons
}

// items lists what the prompt offers, where it is.
func (t *Table) items(p Prompt) []item {
	var out []item
	for s, m := range p.Seats {
		if m.On || m.Selected {
			out = append(out, item{t: Target{Zone: ZoneSeat, Index: s}, r: t.SeatRect(s), on: m.On})
		}
	}
	for i, sp := range p.Spots {
		out = append(out, item{t: Target{Zone: ZoneSpot, Index: i}, r: sp.Rect, on: sp.On, note: sp.Note})
	}
	if p.Hand != nil {
		fan := t.fan()
		for i, m := range p.Hand {
			if i < len(fan.Cards) {
				out = append(out, item{t: Target{Zone: ZoneHand, Index: i}, r: fan.Cards[i], on: m.On || m.Selected, note: m.Note})
			}
		}
	}
	choices, buttons, _ := t.promptLayout(p)
	for i, r := range choices {
		out = append(out, item{t: Target{Zone: ZoneChoice, Index: i}, r: r, on: p.Choices[i].On, note: p.Choices[i].Note})
	}
	for _, b := range buttons {
		if b.t.Zone == ZoneChoice {
			continue // listed with the choices above: the bar draws it once
		}
		out = append(out, item{t: b.t, r: b.r, on: true})
	}
	return out
}

// button is one of the prompt bar's buttons.
type button struct {
	t     Target
	r     Rect
	label string
	look  int
}

// promptLayout places the choices (in the picker, or as buttons in the bar)
// and the bar's back and confirm buttons; picker says the choices are in
// the picker.
func (t *Table) promptLayout(p Prompt) (choices []Rect, buttons []button, picker bool) {
	a := t.app
	bar := t.geo.Prompt
	u := t.geo.Unit
	h := math.Min(bar.H, math.Max(t.geo.Touch, style.BarH*u))
	size := t.geo.Type.Body
	width := func(label string) float64 {
		return math.Max(t.geo.Touch*1.6, a.Text.Width(label, size, true)+4*t.geo.Space.S)
	}
	var bs []button
	picker = p.Picker
	if !picker {
		for i, c := range p.Choices {
			look := ui.Chosen(c.Selected)
			if !c.On {
				look = ui.Off
			}
			bs = append(bs, button{t: Target{Zone: ZoneChoice, Index: i}, label: c.Label, look: look})
		}
	}
	if p.Back != "" {
		bs = append(bs, button{t: Target{Zone: zoneBack, Index: 0}, label: p.Back, look: ui.Plain})
	}
	if p.Confirm != "" {
		look := ui.Primary
		if p.Danger {
			look = ui.Danger
		}
		bs = append(bs, button{t: Target{Zone: ZoneConfirm, Index: 0}, label: p.Confirm, look: look})
	}
	total := 0.0
	for _, b := range bs {
		total += width(b.label) + t.geo.Space.S
	}
	if !picker && len(p.Choices) > 0 && total > bar.W*0.62 {
		// Too many answers for the bar: they go to the picker.
		picker = true
		bs = slices.DeleteFunc(bs, func(b button) bool { return b.t.Zone == ZoneChoice })
		total = 0
		for _, b := range bs {
			total += width(b.label) + t.geo.Space.S
		}
	}
	x := bar.Right()
	for i := len(bs) - 1; i >= 0; i-- {
		w := math.Min(width(bs[i].label), bar.W*0.45)
		x -= w
		bs[i].r = Rect{X: x, Y: bar.CY() - h/2, W: w, H: h}
		x -= 0.6 * u
	}
	for _, b := range bs {
		if b.t.Zone == ZoneChoice {
			choices = append(choices, b.r)
		}
	}
	if picker {
		choices = t.pickerRects(p)
	}
	return choices, bs, picker
}

func (t *Table) fan() ring.Fan {
	return ring.HandFan(t.geo.Hand, len(t.g.Hand()), t.geo.Touch)
}

// chrome handles what works at any moment: the top bar's buttons, the log
// drawer and their keys. It reports whether the scene changed.
// barInput is the top bar's (layers.Bar): the keys that say the table
// again, the menu, the rules, the log and, on a wide screen, its scrolling.
func (t *Table) barInput(u *ui.Frame) bool {
	g := t.geo
	in := &u.In
	if t.repeatInput(u) {
		return false
	}
	if u.Hit("menu", g.Menu) || in.Did(keymap.Menu) {
		t.sheet.on, t.sheet.focus = true, 0
		in.Tapped = false
		return true
	}
	if u.Hit("table-rules", g.Rules) || in.Did(keymap.Rules) {
		if t.app.Rules != nil {
			t.app.Go(t.app.Rules(t.app, t.spec.Name, t.scene()))
			return true
		}
	}
	if !g.Wide && (u.Hit("log", g.Log) || in.Did(keymap.Log)) {
		t.drawer.on = !t.drawer.on
		in.Tapped = false
	}
	if g.Wide {
		t.scrollLog(u)
	}
	return false
}

// input is the log drawer's of a narrow screen (layers.Drawer), over
// the bar: it scrolls, closes on Back, its close button or a tap beside
// it, and keeps the taps on it; a tap on the bar goes on to the bar (the
// Log button closes it).
func (d *logDrawer) input(t *Table, u *ui.Frame) bool {
	g := t.geo
	in := &u.In
	if in.Tapped && g.Top.Contains(in.TapX, in.TapY) {
		return false
	}
	t.scrollLog(u)
	if in.Did(keymap.Back) || u.Hit("log-close", t.drawerClose()) {
		d.on = false
		in.Tapped = false
		in.Keys = in.Keys[:0]
		return false
	}
	if in.Tapped {
		// Taps on the drawer stay in the drawer; a tap beside it closes it.
		if !g.Side.Contains(in.TapX, in.TapY) {
			d.on = false
		}
		in.Tapped = false
	}
	return false
}

func (t *Table) scrollLog(u *ui.Frame) {
	in := &u.In
	lines := t.logArea()
	rows := t.logRows(lines)
	up, down := t.logButtons(lines)
	switch {
	case u.Hit("log-up", up):
		t.book.log.Scroll(rows-1, rows)
	case u.Hit("log-down", down):
		t.book.log.Scroll(-(rows - 1), rows)
	case in.Wheel != 0 && t.geo.Side.Contains(in.X, in.Y):
		t.book.log.Scroll(int(math.Copysign(math.Max(1, math.Abs(in.Wheel)*2), in.Wheel)), rows)
	case in.Dragged && in.DragY != 0 && lines.Contains(in.X, in.Y):
		line := t.geo.Type.Small * 1.45
		t.book.log.Scroll(int(math.Round(in.DragY/line)), rows)
	case in.Did(keymap.PageUp) || t.drawer.on && in.Did(keymap.Up):
		t.book.log.Scroll(max(1, rows/2), rows)
	case in.Did(keymap.PageDown) || t.drawer.on && in.Did(keymap.Down):
		t.book.log.Scroll(-max(1, rows/2), rows)
	default:
		return
	}
	if t.drawer.on {
		in.Keys = in.Keys[:0] // the drawer has the keys while it is open
	}
}

func (p *summaryPanel) input(t *Table, u *ui.Frame) bool {
	in := &u.In
	s := t.seq.Showing
	r, buttons := t.summaryLayout(s)
	if !s.Final {
		u.Target("overlay", Rect{W: u.W, H: u.H})
		if u.Hit("summary-next", buttons[0]) || in.Tapped || in.Confirm() {
			t.seq.Close()
			t.guideRead(u)
			t.pass.private = false // the summary was the moment to read it
			t.letGo()
			for _, l := range t.book.later {
				t.book.log.Add(l)
			}
			t.book.later = nil
			t.save.dirty = true
		}
		_ = r
		return true
	}
	// Two rows of two buttons, the replay's too when it is off (Enter on
	// it says why).
	to, moved := focus.Pairs.Move(make([]focus.Item, len(buttons)), p.final, in.Did)
	p.final = to
	switch {
	case moved != keymap.None:
	case u.Hit("summary-again", buttons[0]) || in.Confirm() && p.final == 0:
		t.again()
	case u.Hit("summary-menu", buttons[1]) || in.Confirm() && p.final == 1:
		t.app.GoHome()
	case u.Hit("summary-replay", buttons[2]) || in.Confirm() && p.final == 2:
		if why := t.replayOff(); why != "" {
			u.Notify(why)
			return true
		}
		r, err := NewReplay(t)
		if err != nil {
			platform.Warn("parlour: replay: " + err.Error())
			u.Notify(i18n.T("replay.unknown"))
			return true
		}
		t.app.Go(r.scene())
	case u.Hit("summary-share", buttons[3]) || in.Confirm() && p.final == 3:
		t.share()
	}
	return true
}

func (t *Table) humanInput(u *ui.Frame) {
	p := t.dec.prompt
	in := &u.In
	items := t.items(p)
	key := fmt.Sprint(p.Text, len(items), p.Confirm, p.Back, len(p.Choices), p.Picker)
	if key != t.dec.promptKey {
		t.dec.promptKey = key
		t.dec.focus = t.defaultFocus(p, items)
		t.dec.raised, t.dec.lookChoice = -1, -1
		if t.dec.hint != nil && !t.dec.hint.found && len(t.dec.picks) == 0 {
			t.findHint()
		}
		t.guideStep(u)
	}
	// The table's cards, to look at (after the prompt's own: they change
	// as the table does, and never move the prompt's focus by themselves).
	items = append(items, t.lookItems()...)
	for _, it := range items {
		t.target(u, it.t, t.reach(it))
	}
	// Taps: the raised card of an overlapping hand first, then everything else.
	if in.Tapped {
		if it, ok := t.tapped(p, items, in.TapX, in.TapY); ok {
			t.activate(u, p, it, true)
			return
		}
	}
	// A button of the accessible page, as Enter on the keyboard's focus.
	if id := u.AccessPressed(); id != "" {
		for _, it := range items {
			if targetName(it.t) == id {
				t.dec.focus = it.t
				t.activate(u, p, it, false)
				return
			}
		}
	}
	// The accessible page's focus moved: the canvas's ring follows it, so
	// that a person beside a screen reader's user sees what it is on.
	if id := u.AccessFocusMoved(); id != "" {
		for _, it := range items {
			if it.on && targetName(it.t) == id {
				t.setFocus(it.t)
			}
		}
	}
	if in.Did(keymap.Back) {
		if p.Back != "" {
			t.dec.picks = append(t.dec.picks, pickOp{back: true})
			t.g.Back()
			t.stepHint(Target{Zone: zoneBack})
		}
		return
	}
	t.keys(u, p, items)
}

// target names an item for the tests and the accessible page.
func (t *Table) target(u *ui.Frame, tg Target, r Rect) {
	if name := targetName(tg); name != "" {
		u.Target(name, r)
	}
}

// reach is where a tap picks it: a card of an overlapping hand shows only a
// slice, and the raised card covers part of its neighbours' slices. The
// tests tap the middle of what is published, as a person taps what shows.
func (t *Table) reach(it item) Rect {
	fan := t.fan()
	if it.t.Zone != ZoneHand || it.t.Index >= len(fan.Hits) {
		return it.r
	}
	if t.dec.raised < 0 || t.dec.raised >= len(fan.Cards) {
		return fan.Hits[it.t.Index]
	}
	up := fan.Cards[t.dec.raised]
	up.Y -= fan.Lift
	up.H += fan.Lift
	if it.t.Index == t.dec.raised {
		return up
	}
	r := fan.Hits[it.t.Index]
	// What the raised card leaves of the slice: the wider side of it.
	left, right := math.Max(0, math.Min(r.Right(), up.X)-r.X), math.Max(0, r.Right()-math.Max(r.X, up.Right()))
	switch {
	case left >= right && left < r.W:
		r.W = left
	case right > left:
		r.X, r.W = r.Right()-right, right
	}
	return r
}

func (t *Table) tapped(p Prompt, items []item, x, y float64) (item, bool) {
	fan := t.fan()
	// A raised card is drawn over its neighbours: it takes the tap.
	if t.dec.raised >= 0 && t.dec.raised < len(fan.Cards) {
		r := fan.Cards[t.dec.raised]
		r.Y -= fan.Lift
		r.H += fan.Lift
		if r.Contains(x, y) {
			for _, it := range items {
				if it.t == (Target{Zone: ZoneHand, Index: t.dec.raised}) {
					return it, true
				}
			}
		}
	}
	// Choices and buttons lie over the table: they come first.
	for pass := range 2 {
		for _, it := range items {
			over := it.t.Zone == ZoneChoice || it.t.Zone == ZoneConfirm || it.t.Zone == zoneBack
			if over != (pass == 0) {
				continue
			}
			r := it.r
			if it.t.Zone == ZoneHand && it.t.Index < len(fan.Hits) {
				r = fan.Hits[it.t.Index]
			}
			if r.Contains(x, y) {
				return it, true
			}
		}
	}
	return item{}, false
}

// activate picks an item: a card of an overlapping hand is raised by the
// first tap and played by the second; a card that cannot be played says why.
func (t *Table) activate(u *ui.Frame, p Prompt, it item, tap bool) {
	if it.t.Zone == zoneLook {
		t.dec.focus = it.t // a table card is looked at, not picked
		return
	}
	if !it.on {
		if it.note != "" {
			u.Notify(it.note)
		}
		if it.t.Zone == ZoneHand {
			t.dec.raised, t.dec.raisedByKey = it.t.Index, !tap
		}
		return
	}
	t.dec.focus = it.t
	switch it.t.Zone {
	case zoneBack:
		t.dec.picks = append(t.dec.picks, pickOp{back: true})
		t.g.Back()
		t.stepHint(Target{Zone: zoneBack})
		return
	case ZoneHand:
		if tap && (t.fan().Overlap || t.looksFirst(u, it.t.Index)) && t.dec.raised != it.t.Index && !p.Hand[it.t.Index].Selected && !p.Toggle {
			t.dec.raised, t.dec.raisedByKey = it.t.Index, false
			return
		}
	case ZoneChoice:
		// On a touch screen, which has no hover, a choice too small to
		// print its rule (Mascarade's masks to announce, on a phone) is
		// looked at by the first tap, in close-up, and chosen by the second.
		if tap && u.In.Touch && t.dec.lookChoice != it.t.Index && t.choiceTooSmall(p, it.t.Index) {
			t.dec.lookChoice = it.t.Index
			return
		}
	}
	t.dec.picks = append(t.dec.picks, pickOp{t: it.t})
	act, ok := t.g.Pick(it.t)
	if !ok {
		// A step of a decision: the ring moves on to the next step (the
		// prompt may look the same, as when a divider moves).
		t.stepHint(it.t)
		return
	}
	t.dec.raised = -1
	moves, _ := t.s.History()
	t.book.logAt[len(moves)] = len(t.book.log.Lines)
	t.pass.private = false // what they saw before deciding is theirs to keep in mind
	t.letGo()
	if err := t.s.Act(act); err != nil {
		// The prompt offers only legal moves, so this is a bug: the details
		// go to the console, the player reads their own language.
		platform.Warn("parlour: " + err.Error())
		u.Notify(i18n.T("table.refused"))
		return
	}
	t.dec.hasPrompt = false
	t.dec.promptKey = ""
	t.arrive(t.s.Drain())
}

func (t *Table) defaultFocus(p Prompt, items []item) Target {
	first := func(z Zone) (Target, bool) {
		for _, it := range items {
			if it.t.Zone == z && it.on && (z != ZoneHand || p.Hand[it.t.Index].Selected) {
				return it.t, true
			}
		}
		for _, it := range items {
			if it.t.Zone == z && it.on {
				return it.t, true
			}
		}
		return Target{}, false
	}
	order := []Zone{ZoneSeat, ZoneSpot, ZoneConfirm, ZoneHand, ZoneChoice, zoneBack}
	if p.Picker {
		order = append([]Zone{ZoneChoice}, order...)
	}
	for _, z := range order {
		if tg, ok := first(z); ok {
			return tg
		}
	}
	return Target{}
}

// keys moves the focus and picks with the keyboard, by the table's keys
// (focus.Table): ← → within a group, ↑ ↓ and Tab between groups.
func (t *Table) keys(u *ui.Frame, p Prompt, items []item) {
	in := &u.In
	_, _, picker := t.promptLayout(p)
	fs := make([]focus.Item, len(items))
	for i, it := range items {
		fs[i] = focus.Item{Name: targetName(it.t), Group: group(it.t.Zone, picker), Off: !it.on}
	}
	at := focus.Index(fs, targetName(t.dec.focus))
	if at < 0 {
		return // nothing to pick
	}
	if to, act := focus.Table.Move(fs, at, in.Did); act != keymap.None {
		t.setFocus(items[to].t)
		return
	}
	switch {
	case in.Digit() > 0:
		if i := focus.Pick(fs, at, in.Digit()); i >= 0 {
			t.activate(u, p, items[i], false)
		}
	case in.Confirm():
		t.activate(u, p, items[at], false)
	}
}

func (t *Table) setFocus(tg Target) {
	t.dec.focus = tg
	if tg.Zone == ZoneHand {
		t.dec.raised, t.dec.raisedByKey = tg.Index, true
	}
}
