package menus

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/keymap"
	"parlour/scenes/table"
	"parlour/scenes/ui"
)

// Title offers the saved game first (Continue, with what it is), then every
// game that has a table as an illustrated tile (a fan of three of its cards,
// its name and a line about it), then the settings, the rules and the
// statistics.
type Title struct {
	checked bool
	// saved are the games to continue, the last played first; read again
	// every second, as other tabs start, take over and end games.
	saved []*saved
	// finished is how many finished games are kept (their replays and
	// reviews are in the list of saved games).
	finished int
	readAt   int
	// frames counts the title's updates since its first drawing: the tiles'
	// cards are dealt in over the frames after it, so the first frame
	// rasterises no card (Update runs before the first Draw, and more than
	// once when that frame is late).
	frames int
	drawn  bool
}

// Name implements scenes.Scene.
func (t *Title) Name() string { return "title" }

type titleLayout struct {
	cont, all              layout.Rect
	games                  []layout.Rect
	settings, rules, stats layout.Rect
	head                   float64 // the top of the heading
}

func (t *Title) layout(a *scenes.App) titleLayout {
	u, sp := a.Unit, a.Space
	ty := a.Type
	n := len(table.Specs())
	var l titleLayout
	// Four tiles in a row on a landscape screen, two by two on a portrait one.
	cols := min(n, 2)
	w := column(a)
	if a.W >= a.H*1.15 {
		cols = n
		w = math.Min(a.W*0.94, 64*u)
	}
	rows := (n + cols - 1) / max(cols, 1)
	gap := sp.S
	bh := math.Max(a.Touch(), style.ButtonH*u)
	gh := math.Max(a.Touch()*1.4, 4.6*u)
	l.head = math.Max(sp.S, a.H*0.03)
	y := l.head + ty.Title*3.3
	switch {
	case len(t.saved) > 0:
		l.cont = layout.Rect{X: a.W/2 - column(a)/2, Y: y, W: column(a), H: gh}
		if t.listed() {
			// The other saved games are a tap away, beside the last one.
			l.all = l.cont
			l.cont.W = column(a)*0.68 - gap/2
			l.all.X, l.all.W = l.cont.Right()+gap, column(a)*0.32-gap/2
		}
		y += gh + gap
	case t.finished > 0:
		// Finished games alone: their list, where Continue would be.
		l.all = layout.Rect{X: a.W/2 - column(a)/2, Y: y, W: column(a), H: math.Max(a.Touch(), style.ButtonH*u)}
		y += l.all.H + gap
	}
	bottom := a.H - bh - sp.S
	tw := (w - float64(cols-1)*gap) / float64(cols)
	th := math.Min((bottom-gap-y-float64(rows-1)*gap)/float64(rows), tw*1.5)
	y += math.Max(0, (bottom-gap-y-(float64(rows)*(th+gap)-gap))/2)
	for i := range n {
		c, r := i%cols, i/cols
		l.games = append(l.games, layout.Rect{X: a.W/2 - w/2 + float64(c)*(tw+gap), Y: y + float64(r)*(th+gap), W: tw, H: th})
	}
	bw := column(a)
	row := layout.Row(layout.Rect{X: a.W/2 - bw/2, Y: bottom, W: bw, H: bh}, 3, (bw-2*sp.S)/3, bh, sp.S)
	l.settings, l.rules, l.stats = row[0], row[1], row[2]
	return l
}

// Update implements scenes.Scene.
func (t *Title) Update(a *scenes.App) error {
	if !t.checked || a.Frames-t.readAt >= 60 {
		tell := !t.checked
		t.checked, t.readAt = true, a.Frames
		t.saved = savedGames(a, tell)
		t.finished = len(doneGames(a))
	}
	if t.drawn {
		t.frames++
	}
	if a.Still {
		// Reduced motion: the tiles' cards lie dealt from the first frame.
		t.frames = max(t.frames, 12+3*len(table.Specs()))
	}
	l := t.layout(a)
	specs := table.Specs()
	in := &a.In
	if len(t.saved) > 0 && (a.Hit("continue", l.cont) || in.Did(keymap.Continue) || in.Confirm()) {
		// A game open in another tab says so on the button: pressing it
		// takes the game over (the other tab stops and says why).
		first := t.saved[0]
		if !resume(a, first.id, first.elsewhere) {
			t.checked = false
		}
		return nil
	}
	if t.listed() && (a.Hit("saved", l.all) || in.Did(keymap.SavedGames)) {
		a.Go(&SavedList{back: t})
		return nil
	}
	for i, r := range l.games {
		name := specs[i].Name
		hit := a.Hit("game-"+name, r)
		a.Label("game-"+name, i18n.T(name+".name"))
		if i == 0 {
			a.Target("play", r)
		}
		if hit || in.Digit() == i+1 || len(t.saved) == 0 && i == 0 && in.Confirm() {
			a.Go(NewSetup(a, name))
			return nil
		}
	}
	switch {
	case a.Hit("settings", l.settings) || in.Did(keymap.Settings):
		a.Go(&Settings{back: t})
	case a.Hit("rules", l.rules) || in.Did(keymap.RulesBook):
		if len(specs) > 0 {
			a.Go(&Rules{back: t, game: specs[0].Name})
		}
	case a.Hit("stats", l.stats) || in.Did(keymap.Statistics):
		a.Go(&Stats{back: t})
	}
	return nil
}

// Draw implements scenes.Scene.
func (t *Title) Draw(a *scenes.App, dst *ebiten.Image) {
	t.drawn = true
	l := t.layout(a)
	ty := a.Type
	y := l.head
	render.Heart(dst, a.W/2, y+ty.Title*0.6, ty.Title*1.1, style.Danger)
	a.Text.Display().Draw(dst, i18n.T("app.title"), a.W/2, y+ty.Title*1.75, ty.Hero, style.Cream, render.Center, true)
	tag, ink := i18n.T("app.tagline"), style.Muted
	if a.Embedded() {
		// An embed that names no game it has says so over the list.
		tag, ink = i18n.T("embed.no_game"), style.Highlight
	}
	a.Text.Draw(dst, tag, a.W/2, y+ty.Title*2.75, a.Text.Fit(tag, a.W*0.9, ty.Body, false), ink, render.Center, false)
	if len(t.saved) > 0 {
		r := l.cont
		first := t.saved[0]
		a.Button(dst, r, "", ui.Primary)
		label, line := i18n.T("menu.continue"), first.line
		if first.elsewhere {
			label, line = i18n.T("menu.continue_here"), i18n.T("title.elsewhere", first.line)
		}
		a.Text.Draw(dst, label, r.CX(), r.Y+r.H*0.36, a.Text.Fit(label, r.W*0.9, ty.Head, true), style.Ink, render.Center, true)
		a.Text.Draw(dst, line, r.CX(), r.Y+r.H*0.72, a.Text.Fit(line, r.W*0.9, ty.Small, false), style.Ink, render.Center, false)
	}
	if t.listed() {
		a.Button(dst, l.all, i18n.T("title.all_saved", len(t.saved)+t.finished), ui.Plain)
	}
	// The tiles' words take the same height everywhere, so the names line up.
	words := 0.0
	for i, s := range table.Specs() {
		words = math.Max(words, tileWords(a, l.games[i], s))
	}
	for i, s := range table.Specs() {
		t.drawTile(a, dst, l.games[i], s, words, t.frames-3*i, t.goldTile(a, i, s.Name))
	}
	a.Button(dst, l.settings, i18n.T("menu.settings"), ui.Plain)
	a.Button(dst, l.rules, i18n.T("menu.rules"), ui.Plain)
	a.Button(dst, l.stats, i18n.T("menu.stats"), ui.Plain)
}

// listed reports whether the title offers the list of saved games: more
// than the one Continue opens, or finished games to look back on.
func (t *Title) listed() bool { return len(t.saved) > 1 || t.finished > 0 }

// goldTile reports whether a game's tile is drawn gold, as the one Enter
// opens: the first game's while no game waits to be continued, or, once
// the keyboard is in use, the tile its focus is on. A gold tile beside a
// focus ring on Rules looked chosen (issue 38).
func (t *Title) goldTile(a *scenes.App, i int, name string) bool {
	if len(t.saved) > 0 {
		return false
	}
	if f := a.Focused(); f != "" {
		return f == "game-"+name || i == 0 && f == "play"
	}
	return i == 0
}

// tileWords is the height of a tile's name and line about it; the line is
// left out (0 returned for it) when the tile is too small for it.
func tileWords(a *scenes.App, r layout.Rect, s table.Spec) float64 {
	ty := a.Type
	name, blurb := i18n.T(s.Name+".name"), i18n.T(s.Name+".blurb")
	sp := a.Space
	h := a.Text.Display().Fit(name, r.W-sp.M, ty.Head, true) * 1.5
	if b := a.Text.WrapHeight(blurb, r.W-2*sp.S, ty.Tiny); b <= math.Min(ty.Tiny*6, r.H*0.3) && r.H > 11*a.Unit {
		h += b + sp.XS
	}
	return h
}

// drawTile draws a game's tile: a fan of three of its cards, dealt in from
// the frame its turn comes (age counts the frames since), its name and a
// line about it, in words of height textH.
func (t *Title) drawTile(a *scenes.App, dst *ebiten.Image, r layout.Rect, s table.Spec, textH float64, age int, primary bool) {
	u, sp := a.Unit, a.Space
	ty := a.Type
	look := ui.Plain
	ink := style.Paper
	if primary {
		look, ink = ui.Primary, style.Ink
	}
	a.Button(dst, r, "", look)
	name := i18n.T(s.Name + ".name")
	blurb := i18n.T(s.Name + ".blurb")
	nameSize := a.Text.Display().Fit(name, r.W-sp.M, ty.Head, true)
	if a.Text.WrapHeight(blurb, r.W-2*sp.S, ty.Tiny) > math.Min(ty.Tiny*6, r.H*0.3) || r.H <= 11*u {
		blurb = ""
	}
	// The fan: as large as the room above the words allows, centred in it;
	// three cards span two cards' widths.
	room := r.H - textH - 2*sp.S
	ch := math.Min(room*0.92, (r.W-sp.L)/2*layout.CardAspect)
	if ch > 2*u && s.Face != nil && age > 0 {
		cw := ch / layout.CardAspect
		p := style.EaseOut(math.Min(1, float64(age)/12))
		cy := r.Y + sp.S + (room-ch*1.07)/2 + (1-p)*ch*0.25
		spread := cw * 0.5 * p
		for _, k := range []int{0, 2, 1} {
			dx := float64(k-1) * spread
			dy := 0.0
			if k != 1 {
				dy = ch * 0.07
			}
			render.Card(dst, a.Text, layout.Rect{X: r.CX() - cw/2 + dx, Y: cy + dy, W: cw, H: ch}, s.Face(s.Cover[k]), render.CardState{})
		}
	}
	y := r.Bottom() - textH - sp.S
	a.Text.Display().Draw(dst, name, r.CX(), y+nameSize*0.6, nameSize, ink, render.Center, true)
	if blurb != "" {
		a.Text.Wrap(dst, blurb, r.X+sp.S, y+nameSize*1.35, r.W-2*sp.S, ty.Tiny, ink, false)
	}
}

// DefaultFocus implements ui.Focuser: Continue, or the first game.
func (t *Title) DefaultFocus() string {
	if len(t.saved) > 0 {
		return "continue"
	}
	if specs := table.Specs(); len(specs) > 0 {
		return "game-" + specs[0].Name
	}
	return ""
}
