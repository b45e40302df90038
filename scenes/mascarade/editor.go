package mascarade

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/game"
	mg "parlour/game/mascarade"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/keymap"
	"parlour/scenes/table"
	"parlour/scenes/ui"
)

// The custom scenario: setup offers the scenario's own masks or a set the
// person builds here. The builder shows every mask, says how many the table
// needs (one per player and per centre place), and says in the person's
// language which of the rulebook's conditions a set breaks: the Judge
// always in, at least a third taking money from the bank, both Peasants or
// none, each mask's smallest table.

var masksEditor = table.OptionEditor{
	Presets: []table.Preset{{Label: "mascarade.option.masks.scenario", Value: ""}},
	Edit: func(a *scenes.App, current string, cfg game.Config, done func(string, bool)) scenes.Scene {
		return newEditor(a, current, cfg, done)
	},
	Check: checkMasks,
}

// tableFor is the players and centre places of a setup's table.
func tableFor(cfg game.Config) (players, centre int) {
	players = cfg.Players
	centre = mg.CentreFor(players)
	if c, err := strconv.Atoi(cfg.Options["centre"]); err == nil && players > 5 {
		centre = c
	}
	return players, centre
}

// parseList reads a list of masks; ok is false if a name is not a mask.
func parseList(value string) ([]mg.Mask, bool) {
	var out []mg.Mask
	for _, s := range strings.Split(value, ",") {
		if strings.TrimSpace(s) == "" {
			continue
		}
		m, err := mg.ParseMask(s)
		if err != nil {
			return nil, false
		}
		out = append(out, m)
	}
	return out, true
}

func formatList(masks []mg.Mask) string {
	names := make([]string, len(masks))
	for i, m := range masks {
		names[i] = m.String()
	}
	return strings.Join(names, ",")
}

// checkMasks is the setup's check of a custom set: why it cannot be played
// at cfg's table, in the person's language, or "".
func checkMasks(value string, cfg game.Config) string {
	masks, ok := parseList(value)
	if !ok {
		return i18n.T("mascarade.refuse.unknown_mask")
	}
	players, centre := tableFor(cfg)
	return refusalText(mg.CheckScenario(masks, players, centre))
}

// refusalText puts the engine's refusal in the person's words.
func refusalText(r *mg.Refusal) string {
	if r == nil {
		return ""
	}
	key := "mascarade.refuse." + string(r.Code)
	switch r.Code {
	case mg.RefuseCount, mg.RefuseBank:
		return i18n.N(key, r.Need, r.Need, r.Have)
	case mg.RefuseMinPlayers:
		return i18n.T(key, maskName(r.Mask), r.Need, r.Have)
	case mg.RefuseCopies:
		return i18n.N(key, r.Need, maskName(r.Mask), r.Need)
	}
	return i18n.T(key, r.Need, r.Have)
}

// editor is the custom scenario builder, a scene of its own.
type editor struct {
	cfg      game.Config
	players  int
	centre   int
	chosen   [mg.NumMasks]int // copies chosen of each mask
	done     func(string, bool)
	finished bool
}

func newEditor(a *scenes.App, current string, cfg game.Config, done func(string, bool)) *editor {
	e := &editor{cfg: cfg, done: done}
	e.players, e.centre = tableFor(cfg)
	masks, ok := parseList(current)
	if !ok || current == "" {
		side := cfg.Options["scenario"]
		masks, _ = mg.Scenario(side, e.players)
	}
	for _, m := range masks {
		if e.chosen[m] < m.Copies() {
			e.chosen[m]++
		}
	}
	return e
}

// Name implements scenes.Scene.
func (e *editor) Name() string { return "mascarade-masks" }

func (e *editor) list() []mg.Mask {
	var out []mg.Mask
	for m := range mg.Mask(mg.NumMasks) {
		for range e.chosen[m] {
			out = append(out, m)
		}
	}
	return out
}

func (e *editor) count() int { return len(e.list()) }

// reason is why the set cannot be played now, or "".
func (e *editor) reason() string {
	return refusalText(mg.CheckScenario(e.list(), e.players, e.centre))
}

// toggle adds or removes a mask (both Peasants together).
func (e *editor) toggle(a *scenes.App, m mg.Mask) {
	if e.players < m.MinPlayers() {
		a.Notify(i18n.T("mascarade.refuse.min_players", maskName(m), m.MinPlayers(), e.players))
		return
	}
	if e.chosen[m] > 0 {
		e.chosen[m] = 0
	} else {
		e.chosen[m] = m.Copies()
	}
}

type editorLayout struct {
	masks       []layout.Rect
	use, cancel layout.Rect
	head        float64 // the top of the status lines
}

func (e *editor) layout(a *scenes.App) editorLayout {
	u := a.Unit
	var l editorLayout
	back := a.BackButton()
	w := math.Min(a.W-2*u, 56*u)
	bh := math.Max(a.Touch(), 3*u)
	l.cancel = back
	l.head = back.Bottom() + 0.4*u
	// The heading, the count, and the reason on up to two lines.
	top := l.head + a.Type.Body*1.4 + a.Type.Small*1.3*3 + 0.4*u
	cols := min(4, max(2, int(w/(15*u))))
	foot := math.Max(a.Touch(), 3.6*u) + 1.6*u
	rows := (mg.NumMasks + cols - 1) / cols
	gap := 0.5 * u
	bh = math.Min(bh*1.25, math.Max(a.Touch(), (a.H-top-foot-float64(rows-1)*gap)/float64(rows)))
	l.masks, _ = layout.Grid(layout.Rect{X: a.W/2 - w/2, Y: top, W: w}, mg.NumMasks, cols, w, bh, gap)
	uh := math.Max(a.Touch(), 3.6*u)
	l.use = layout.Rect{X: a.W/2 - 0.3*w, Y: a.H - uh - 0.8*u, W: 0.6 * w, H: uh}
	return l
}

// Update implements scenes.Scene.
func (e *editor) Update(a *scenes.App) error {
	if e.finished {
		return nil
	}
	in := &a.In
	l := e.layout(a)
	n := mg.NumMasks
	if a.Hit("back", l.cancel) || in.Did(keymap.Back) {
		e.finish(a, "", false)
		return nil
	}
	if a.Hit("editor-use", l.use) {
		e.use(a)
		return nil
	}
	for m := range n {
		if a.Hit("mask-"+mg.Mask(m).String(), l.masks[m]) {
			e.toggle(a, mg.Mask(m))
			return nil
		}
	}
	return nil
}

// DefaultFocus implements ui.Focuser: the keyboard walks the masks and
// Use as it walks every menu (Tab, the arrows to the nearest, Enter or
// Space as a tap), starting on the first mask.
func (e *editor) DefaultFocus() string { return "mask-" + mg.Mask(0).String() }

func (e *editor) use(a *scenes.App) {
	if why := e.reason(); why != "" {
		a.Notify(why)
		return
	}
	e.finish(a, formatList(e.list()), true)
}

func (e *editor) finish(a *scenes.App, value string, ok bool) {
	e.finished = true
	e.done(value, ok)
}

// Draw implements scenes.Scene.
func (e *editor) Draw(a *scenes.App, dst *ebiten.Image) {
	u := a.Unit
	l := e.layout(a)
	back := a.BackButton()
	title := i18n.T("mascarade.editor.title")
	a.Text.Display().Draw(dst, title, a.W/2, back.CY(), a.Text.Display().Fit(title, a.W-2*back.Right()-u, a.Type.Head, true), style.Gold, render.Center, true)
	a.Button(dst, l.cancel, i18n.T("table.cancel"), ui.Plain)
	head, have, status := e.lines()
	w := math.Min(a.W-2*u, 56*u)
	a.Text.Draw(dst, head, a.W/2, l.head+a.Type.Body*0.7, a.Text.Fit(head, w, a.Type.Body, false), style.Cream, render.Center, false)
	ink := style.Danger
	if e.reason() == "" {
		ink = style.Good
	}
	y := l.head + a.Type.Body*1.4 + a.Type.Small*0.6
	a.Text.Draw(dst, have, a.W/2, y, a.Text.Fit(have, w, a.Type.Small, false), style.Cream, render.Center, false)
	y += a.Type.Small * 0.7
	if a.Text.Width(status, a.Type.Small, true) <= w {
		a.Text.Draw(dst, status, a.W/2, y+a.Type.Small*0.6, a.Type.Small, ink, render.Center, true)
	} else {
		a.Text.Wrap(dst, status, a.W/2-w/2, y, w, a.Type.Small, ink, true)
	}
	// The masks are one group of choices on the accessible page, each read
	// by its name (the button draws a chip and the name apart), chosen or
	// not, with its smallest table when this one is too small.
	choices := make([]ui.Choice, mg.NumMasks)
	for m := range mg.NumMasks {
		r := l.masks[m]
		mask := mg.Mask(m)
		look := ui.Chosen(e.chosen[m] > 0)
		if e.players < mask.MinPlayers() {
			look = ui.Off
		}
		label := maskName(mask)
		if mask.Copies() > 1 {
			label += " ×2"
		}
		choices[m] = ui.Choice{Name: "mask-" + mask.String(), Label: label, Chosen: e.chosen[m] > 0, Off: look == ui.Off}
		if look == ui.Off {
			choices[m].Label += fmt.Sprintf(" (%d+)", mask.MinPlayers())
		}
		// A chip of the mask's colour and picture at the button's left, and
		// the bank's coin with what it takes at its right.
		a.Button(dst, r, "", look)
		chip := math.Min(r.H*0.3, 1.4*u)
		drawChip(dst, mask, r.X+chip*1.5, r.CY(), chip)
		right := r.Right() - 0.4*u
		if g := bankGain[m]; g != "" {
			s := math.Min(r.H*0.22, 1.1*u)
			render.Circle(dst, right-s, r.CY(), s, style.Gold)
			a.Text.Draw(dst, g, right-s, r.CY(), a.Text.Fit(g, s*1.7, s*1.3, true), style.Ink, render.Center, true)
			right -= 2*s + 0.3*u
		}
		ink := style.Paper
		switch look {
		case ui.Primary:
			ink = style.Ink
		case ui.Off:
			ink = style.Muted
		}
		x := r.X + chip*2.9
		a.Text.Draw(dst, label, x, r.CY(), a.Text.Fit(label, right-x, a.Type.Body, true), ink, render.Left, true)
		if look == ui.Off {
			note := fmt.Sprintf("%d+", mask.MinPlayers())
			a.Text.Draw(dst, note, right, r.CY(), a.Type.Tiny, style.Muted, render.Right, false)
		}
	}
	a.Group(i18n.T("mascarade.option.masks"), "", choices)
	look := ui.Primary
	if e.reason() != "" {
		look = ui.Off
	}
	a.Button(dst, l.use, i18n.T("mascarade.editor.use"), look)
}

// lines are the builder's three lines: how many masks the table needs, how
// many are chosen, and why the set cannot be played (or that it can).
func (e *editor) lines() (head, have, status string) {
	need := e.players + e.centre
	if e.centre > 0 {
		head = i18n.N("mascarade.editor.need_centre", need, need, e.players, e.centre)
	} else {
		head = i18n.N("mascarade.editor.need", need, need, e.players)
	}
	have = i18n.N("mascarade.editor.have", e.count(), e.count(), e.bank())
	if status = e.reason(); status == "" {
		status = i18n.T("mascarade.editor.ready")
	}
	return head, have, status
}

// AccessTitle implements scenes.AccessTitled.
func (e *editor) AccessTitle() string { return i18n.T("mascarade.editor.title") }

// AccessText implements scenes.AccessTexted: the builder's three lines.
func (e *editor) AccessText(*scenes.App) []string {
	head, have, status := e.lines()
	return []string{head, have, status}
}

// bank is how many chosen masks take money from the bank.
func (e *editor) bank() int {
	n := 0
	for _, m := range e.list() {
		if m.FromBank() {
			n++
		}
	}
	return n
}

// Snapshot implements scenes.Snapshotter: the set and why it is refused.
func (e *editor) Snapshot() (string, any) {
	var names []string
	for _, m := range e.list() {
		names = append(names, m.String())
	}
	return mg.Name, map[string]any{"editor": true, "masks": names, "need": e.players + e.centre, "reason": e.reason(),
		"players": e.players, "centre": e.centre, "off": slices.DeleteFunc(maskNames(), func(s string) bool {
			m, _ := mg.ParseMask(s)
			return e.players >= m.MinPlayers()
		})}
}

func maskNames() []string {
	out := make([]string, mg.NumMasks)
	for m := range mg.NumMasks {
		out[m] = mg.Mask(m).String()
	}
	return out
}
