package rebelprincess

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/game"
	rp "parlour/game/rebelprincess"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/keymap"
	"parlour/scenes/rebelprincess/words"
	"parlour/scenes/table"
	"parlour/scenes/ui"
)

// roundsEditor offers the rounds option in setup: random round cards (the
// option left out), the rulebook's recommended first game, or the person's
// own choice in order.
var roundsEditor = table.OptionEditor{
	Presets: []table.Preset{
		{Label: "rebelprincess.option.rounds.random", Value: ""},
		{Label: "rebelprincess.option.rounds.first", Value: rp.FirstGameOption},
	},
	Edit: func(a *scenes.App, current string, cfg game.Config, done func(string, bool)) scenes.Scene {
		return newEditor(a, current, cfg, done)
	},
	Check: checkRounds,
}

// roundsFor is how many rounds cfg's game has.
func roundsFor(cfg game.Config) int {
	if rp.Definition.OptionValue(cfg, "short") == "true" && cfg.Variant == string(rp.Deluxe) {
		return 3
	}
	return 5
}

func edition(cfg game.Config) rp.Edition {
	if cfg.Variant == "" {
		return rp.Edition(rp.Definition.DefaultVariant())
	}
	return rp.Edition(cfg.Variant)
}

// checkRounds says why a list of round cards cannot be played at cfg's
// table ("" when it can).
func checkRounds(value string, cfg game.Config) string {
	value = strings.TrimSpace(strings.ToLower(value))
	if value == "" || value == rp.FirstGameOption {
		return ""
	}
	ed := edition(cfg)
	want := roundsFor(cfg)
	var seen []string
	for _, slug := range strings.Split(value, ",") {
		slug = strings.TrimSpace(slug)
		rc, ok := rp.RoundCardBySlug(slug)
		if !ok {
			return i18n.T("rebelprincess.check.unknown", slug)
		}
		if _, ok := rc.PassFor(ed); !ok {
			return i18n.T("rebelprincess.check.edition", words.RoundName(rc.ID), i18n.T("rebelprincess.variant."+string(ed)))
		}
		if slices.Contains(seen, slug) {
			return i18n.T("rebelprincess.check.twice", words.RoundName(rc.ID))
		}
		seen = append(seen, slug)
	}
	if len(seen) != want {
		return i18n.N("rebelprincess.check.count", want, want, len(seen))
	}
	return ""
}

// editor chooses the round cards one by one, in the order they are played.
type editor struct {
	cfg    game.Config
	done   func(string, bool)
	want   int
	cards  []rp.RoundCard // the edition's
	chosen []int          // round card ids, in order
	scroll float64
	shown  int // the card whose text is shown (the last tapped or focused)
}

func newEditor(a *scenes.App, current string, cfg game.Config, done func(string, bool)) *editor {
	e := &editor{cfg: cfg, done: done, want: roundsFor(cfg), shown: -1}
	ed := edition(cfg)
	for _, rc := range rp.RoundCards {
		if _, ok := rc.PassFor(ed); ok {
			e.cards = append(e.cards, rc)
		}
	}
	if current == rp.FirstGameOption {
		current = strings.Join(rp.FirstGame(ed, e.want), ",")
	}
	if checkRounds(current, cfg) == "" {
		for _, slug := range strings.Split(current, ",") {
			if rc, ok := rp.RoundCardBySlug(strings.TrimSpace(slug)); ok {
				e.chosen = append(e.chosen, rc.ID)
			}
		}
	}
	return e
}

// Name implements scenes.Scene.
func (e *editor) Name() string { return "rounds-editor" }

type editorLayout struct {
	rows           []layout.Rect
	list           layout.Rect
	slots          []layout.Rect
	detail         layout.Rect
	clear, ok, top layout.Rect
	listH          float64
}

func (e *editor) layout(a *scenes.App) editorLayout {
	u := a.Unit
	var l editorLayout
	w := math.Min(a.W-2*u, 48*u)
	x := a.W/2 - w/2
	back := a.BackButton()
	y := back.Bottom() + 0.6*u
	// The chosen cards in order, as slots.
	sh := math.Min(8*u, a.H*0.13)
	sw := sh / layout.CardAspect
	l.slots = layout.Row(layout.Rect{X: x, Y: y, W: w, H: sh}, e.want, sw, sh, 0.6*u)
	y += sh + 0.6*u
	bh := math.Max(a.Touch(), 3*u)
	l.ok = layout.Rect{X: x + w/2 + 0.3*u, Y: a.H - bh - 0.8*u, W: w/2 - 0.3*u, H: bh}
	l.clear = layout.Rect{X: x, Y: l.ok.Y, W: w/2 - 0.3*u, H: bh}
	l.detail = layout.Rect{X: x, Y: l.ok.Y - a.Type.Small*4.6 - 0.4*u, W: w, H: a.Type.Small * 4.6}
	l.list = layout.Rect{X: x, Y: y, W: w, H: l.detail.Y - 0.4*u - y}
	cols := 1
	if w > 34*u {
		cols = 2
	}
	rh := math.Max(a.Touch(), 2.8*u)
	cellW := (w - float64(cols-1)*0.6*u) / float64(cols)
	for i := range e.cards {
		r, c := i/cols, i%cols
		l.rows = append(l.rows, layout.Rect{X: x + float64(c)*(cellW+0.6*u), Y: y + float64(r)*(rh+0.4*u) - e.scroll, W: cellW, H: rh})
	}
	rows := (len(e.cards) + cols - 1) / cols
	l.listH = float64(rows) * (rh + 0.4*u)
	return l
}

func (e *editor) value() string {
	var slugs []string
	for _, id := range e.chosen {
		slugs = append(slugs, rp.RoundCards[id-1].Slug)
	}
	return strings.Join(slugs, ",")
}

func (e *editor) toggle(id int) {
	if i := slices.Index(e.chosen, id); i >= 0 {
		e.chosen = slices.Delete(e.chosen, i, i+1)
		return
	}
	if len(e.chosen) < e.want {
		e.chosen = append(e.chosen, id)
	}
}

// DefaultFocus implements ui.Focuser: the editor is a menu as the
// others are, one focus for the keyboard and the accessible page (Tab walks
// every button: the cards, the slots, Clear, Done), starting on the first
// card.
func (e *editor) DefaultFocus() string { return "round-" + e.cards[0].Slug }

// window is the part of the screen the cards' list shows.
func (l editorLayout) window() layout.Window {
	return layout.Window{Top: l.list.Y, Bottom: l.list.Bottom()}
}

// Update implements scenes.Scene.
func (e *editor) Update(a *scenes.App) error {
	in := &a.In
	l := e.layout(a)
	// The keyboard's focus (or the accessible page's) moved to a card: its
	// text shows, and the list scrolls to show it.
	if f := a.FocusMoved(); strings.HasPrefix(f, "round-") {
		if i := slices.IndexFunc(e.cards, func(rc rp.RoundCard) bool { return "round-"+rc.Slug == f }); i >= 0 {
			e.shown = i
			e.scroll = l.window().Reveal(l.rows[i], e.scroll, 0.4*a.Unit, math.Max(0, l.listH-l.list.H))
			l = e.layout(a)
		}
	}
	if a.Hit("back", a.BackButton()) || in.Did(keymap.Back) {
		e.done("", false)
		return nil
	}
	if a.Hit("rounds-done", l.ok) && len(e.chosen) == e.want {
		e.done(e.value(), true)
		return nil
	}
	if a.Hit("rounds-clear", l.clear) {
		e.chosen = nil
	}
	for i, r := range l.slots {
		name := fmt.Sprintf("slot-%d", i)
		if i < len(e.chosen) {
			a.Label(name, i18n.T("rebelprincess.editor.slot", i+1, words.RoundName(e.chosen[i])))
		} else {
			a.Label(name, i18n.T("rebelprincess.editor.slot_empty", i+1))
		}
		if a.Hit(name, r) && i < len(e.chosen) {
			e.chosen = slices.Delete(e.chosen, i, i+1)
		}
	}
	// The list scrolls when it does not fit.
	if in.Wheel != 0 && l.list.Contains(in.X, in.Y) {
		e.scroll -= in.Wheel * a.Unit * 2
	}
	if in.Dragged && l.list.Contains(in.X, in.Y) {
		e.scroll -= in.DragY
	}
	for i, r := range l.rows {
		// Every card is a target, for the keyboard and the accessible page;
		// a tap counts only on a card the list shows whole.
		name := "round-" + e.cards[i].Slug
		a.Label(name, e.rowLabel(i)) // read the same, drawn or scrolled out
		if a.HitScrolled(name, r, l.window()) && !in.Dragged {
			e.toggle(e.cards[i].ID)
			e.shown = i
		}
	}
	e.scroll = math.Max(0, math.Min(e.scroll, math.Max(0, l.listH-l.list.H)))
	return nil
}

// rowLabel is card i's button: its name and passes, and its place in the
// order once chosen.
func (e *editor) rowLabel(i int) string {
	rc := e.cards[i]
	label := words.RoundName(rc.ID) + "  " + passSignWords(edition(e.cfg), rc.ID)
	if k := slices.Index(e.chosen, rc.ID); k >= 0 {
		label = fmt.Sprintf("%d · %s", k+1, label)
	}
	return label
}

// detail is the text of the card last tapped or focused, else a hint.
func (e *editor) detail() string {
	if e.shown >= 0 && e.shown < len(e.cards) {
		rc := e.cards[e.shown]
		return words.RoundName(rc.ID) + ": " + i18n.T("rebelprincess.rules.round."+rc.Slug)
	}
	return i18n.T("rebelprincess.editor.hint")
}

// AccessTitle implements scenes.AccessTitled.
func (e *editor) AccessTitle() string { return i18n.N("rebelprincess.editor.title", e.want, e.want) }

// AccessText implements scenes.AccessTexted: what the detail line shows.
func (e *editor) AccessText(*scenes.App) []string { return []string{e.detail()} }

// Draw implements scenes.Scene.
func (e *editor) Draw(a *scenes.App, dst *ebiten.Image) {
	u := a.Unit
	l := e.layout(a)
	for i, r := range l.rows {
		if r.Bottom() <= l.list.Y || r.Y >= l.list.Bottom() {
			continue
		}
		rc := e.cards[i]
		k := slices.Index(e.chosen, rc.ID)
		look := ui.Chosen(k >= 0)
		if k < 0 && len(e.chosen) == e.want {
			look = ui.Off
		}
		a.Button(dst, r, e.rowLabel(i), look)
		if rc.Final {
			hourglass(dst, r.Right()-u, r.CY(), r.H*0.45, style.Gold)
		}
	}
	// Heading, back, the slots and the detail stay over the list.
	top := l.slots[0].Bottom() + 0.5*u
	render.Panel(dst, layout.Rect{W: a.W, H: top}, 0, style.Felt, nil, 0)
	bottom := l.detail.Y - 0.3*u
	render.Panel(dst, layout.Rect{Y: bottom, W: a.W, H: a.H - bottom}, 0, style.Felt, nil, 0)
	back := a.BackButton()
	title := i18n.N("rebelprincess.editor.title", e.want, e.want)
	a.Text.Display().Draw(dst, title, a.W/2, back.CY(), a.Text.Display().Fit(title, a.W-2*back.Right()-u, a.Type.Head, true), style.Gold, render.Center, true)
	a.Button(dst, back, i18n.T("menu.back"), ui.Plain)
	for i, r := range l.slots {
		if i < len(e.chosen) {
			render.Card(dst, a.Text, r, Face(roundFace(e.chosen[i])), render.CardState{})
		} else {
			render.Panel(dst, r, r.W*style.CardRadius, nil, style.Muted, 1)
			a.Text.Draw(dst, fmt.Sprint(i+1), r.CX(), r.CY(), a.Type.Body, style.Muted, render.Center, true)
		}
	}
	text := e.detail()
	size := a.Type.Small
	for size > a.Type.Tiny && a.Text.WrapHeight(text, l.detail.W, size) > l.detail.H {
		size *= 0.94
	}
	a.Text.Wrap(dst, text, l.detail.X, l.detail.Y, l.detail.W, math.Max(size, a.Type.Tiny), style.Cream, false)
	a.Button(dst, l.clear, i18n.T("rebelprincess.editor.clear"), ui.Plain)
	look := ui.Primary
	if len(e.chosen) != e.want {
		look = ui.Off
	}
	a.Button(dst, l.ok, i18n.T("rebelprincess.editor.done"), look)
}
