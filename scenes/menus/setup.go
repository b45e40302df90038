package menus

import (
	"fmt"
	"maps"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/fonts"
	"parlour/assets/i18n"
	"parlour/game"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/keymap"
	"parlour/scenes/params"
	"parlour/scenes/platform"
	"parlour/scenes/profile"
	"parlour/scenes/session"
	"parlour/scenes/table"
	"parlour/scenes/ui"
)

// Setup chooses a game's table from its metadata: the players (within the
// variant's range), the variant, each option with a list of values that
// applies to the table, the bots' level, and the seats' names. It starts
// from the last setup chosen for the game (or the URL's), and asks before
// a new game replaces a saved one (only when the most are kept).
type Setup struct {
	spec    table.Spec
	def     game.Definition
	bots    []string
	players int
	variant string
	level   string
	options map[string]string
	scroll  float64
	confirm bool   // asking whether to replace the oldest saved game
	oldest  *saved // the saved game a new one would replace
	// deal is a shared deal being set up (the setup is then the link's);
	// daily is set while the daily deal waits for the replace question.
	deal  *params.Deal
	daily bool
	guide bool // the guided round waits for the replace question
	// people are the seats played on this device (pass and play); seat 0
	// alone by default.
	people [profile.MaxSeats]bool
	// lock are the choices the page embedding the game fixed (lock=):
	// shown, but not to be changed.
	lock []string
}

// Name implements scenes.Scene.
func (s *Setup) Name() string { return "setup" }

// NewSetup opens the setup of a game with a table.
func NewSetup(a *scenes.App, name string) *Setup {
	spec, _ := table.Lookup(name)
	def, _ := game.Lookup(name)
	s := &Setup{spec: spec, def: def, bots: BotLevels(def), options: map[string]string{}}
	s.people[0] = true
	s.players = min(max(3, def.MinPlayers), def.MaxPlayers)
	s.variant = def.DefaultVariant()
	if len(s.bots) > 0 {
		s.level = s.bots[0]
	}
	if c := a.Setup; c.Game == name && c.Embed {
		s.lock = c.Lock
	}
	// The last setup chosen for this game, if it still fits the metadata;
	// a choice the embedding page locked is the page's, or the default.
	if last, ok := a.Settings.Setups[name]; ok {
		s.apply(s.unlocked(last))
	}
	if c := a.Setup; c.Game == name {
		s.apply(c.Players, c.Variant, c.Bots, c.Options)
		if c.Deal != nil && c.Players == s.players {
			s.deal = c.Deal
			// The link's seat is the person's (more people may join them).
			s.people = [profile.MaxSeats]bool{}
			s.people[min(c.Deal.Seat, s.players-1)] = true
		}
	}
	return s
}

// name is seat i's name at setup: its own, except that with several people
// at the device the default "You" would be everyone's, so it is "Player 1".
func (s *Setup) name(a *scenes.App, i int) string {
	name := seatName(a, i)
	if s.count() > 1 && name == i18n.T("you") {
		name, _ = profile.CleanName(i18n.T("pass.player", i+1))
	}
	return name
}

// guideOffer is the button that offers a guided first round: shown on a
// game's setup until a game of it has been started (Start is the way to
// skip it).
func (s *Setup) guideOffer(a *scenes.App) (layout.Rect, bool) {
	if _, played := a.Settings.Setups[s.def.Name]; played || s.deal != nil || a.Stats[s.def.Name] != (profile.Record{}) {
		return layout.Rect{}, false
	}
	st := s.bottom(a)
	w := column(a)
	h := math.Max(a.Touch(), style.ButtonH*a.Unit)
	return layout.Rect{X: a.W/2 - w/2, Y: st.Y - h - a.Space.S, W: w, H: h}, true
}

// startGuide deals the game's guide deal at the table chosen, with the
// guide on; it counts as the game's first visit, so the offer goes.
func (s *Setup) startGuide(a *scenes.App) {
	s.remember(a)
	cfg := game.Config{Players: s.players, Variant: s.variant, Seed: params.GuideSeed(s.def.Name), Options: maps.Clone(s.options)}
	seats := make([]session.Seat, cfg.Players)
	for i := range seats {
		seats[i] = session.Seat{Name: seatName(a, i), Bot: s.level}
	}
	seats[0].Bot = ""
	s.open(a, cfg, seats, table.Start{Guide: true})
}

// count is how many seats people play.
func (s *Setup) count() int {
	n := 0
	for i := range s.players {
		if s.people[i] {
			n++
		}
	}
	return n
}

// label is a game's word for something, or the fallback.
func label(key, fallback string) string {
	if i18n.Has(key) {
		return i18n.T(key)
	}
	return fallback
}

// section is one labelled group of buttons.
type section struct {
	kind    string // "players", "variant", "bots", an option's name, "name" or "person"
	title   string
	labelX  float64 // the centre of the section's column
	labelY  float64
	buttons []layout.Rect
	names   []string // target names
	texts   []string
	on      []bool
	off     []bool
	act     func(i int)
}

func (s *Setup) sections(a *scenes.App) ([]section, float64) {
	u, sp := a.Unit, a.Space
	w := column(a)
	bh := math.Max(a.Touch(), style.ButtonH*u)
	var out []section
	// On a landscape screen the seats (names, who plays here) take a second
	// column, so that a whole setup fits above Start without scrolling.
	left := []float64{a.W/2 - w/2}
	if a.W >= 1.3*a.H {
		w = math.Min(w, (a.W*0.92-2*sp.M)/2)
		left = []float64{a.W/2 - w - sp.M, a.W/2 + sp.M}
	}
	col := 0
	top := a.H*0.06 + a.Type.Title*1.8 - s.scroll
	ys := []float64{top, top}
	add := func(kind, title string, names, texts []string, on, off []bool, cols int, act func(int)) {
		y := ys[col]
		sec := section{kind: kind, title: title, labelX: left[col] + w/2, labelY: y, names: names, texts: texts, on: on, off: off, act: act}
		sec.buttons, _ = layout.Grid(layout.Rect{X: left[col], Y: y + a.Type.Body*style.Leading, W: w}, len(names), cols, w, bh, sp.S)
		rows := (len(names) + cols - 1) / cols
		ys[col] = y + a.Type.Body*style.Leading + float64(rows)*(bh+sp.S) + sp.S
		out = append(out, sec)
	}
	perRow := max(2, min(7, int(w/math.Max(a.Touch()*1.2, 4.5*u))))
	lo, hi := s.def.PlayerRange(s.variant)
	var names, texts []string
	var on, off []bool
	for n := s.def.MinPlayers; n <= s.def.MaxPlayers; n++ {
		names = append(names, fmt.Sprintf("players-%d", n))
		texts = append(texts, fmt.Sprint(n))
		on, off = append(on, n == s.players), append(off, n < lo || n > hi || s.fixed("players") && n != s.players)
	}
	add("players", i18n.T("setup.players"), names, texts, on, off, perRow, func(i int) { s.players = s.def.MinPlayers + i; s.fit() })
	if len(s.def.Variants) > 1 {
		names, texts, on, off = nil, nil, nil, nil
		for _, v := range s.def.VariantNames() {
			names = append(names, "variant-"+v)
			texts = append(texts, label(s.def.Name+".variant."+v, v))
			on, off = append(on, v == s.variant), append(off, s.fixed("variant") && v != s.variant)
		}
		add("variant", label(s.def.Name+".variant", i18n.T("setup.variant")), names, texts, on, off, min(3, len(names)), func(i int) {
			s.variant = s.def.VariantNames()[i]
			s.fit()
		})
	}
	for _, o := range s.choices() {
		names, texts, on, off = nil, nil, nil, nil
		cur := s.option(o)
		if ed, edits := s.spec.Editors[o.Name]; edits && len(o.Values) == 0 {
			s.addEditor(a, o, ed, cur, add)
			continue
		}
		for _, v := range o.Values {
			names = append(names, "option-"+o.Name+"-"+v)
			texts = append(texts, label(s.def.Name+".option."+o.Name+"."+v, v))
			on, off = append(on, v == cur), append(off, s.fixed(o.Name) && v != cur)
		}
		add(o.Name, label(s.def.Name+".option."+o.Name, o.Name), names, texts, on, off, min(3, len(names)), func(i int) { s.options[o.Name] = o.Values[i] })
	}
	if len(s.bots) > 1 {
		// The opponents go to the shorter column: on a landscape screen a
		// game with options once pushed them below the fold, under Start.
		if len(left) > 1 && ys[1] < ys[0] {
			col = 1
		}
		names, texts, on, off = nil, nil, nil, nil
		for _, b := range s.bots {
			names = append(names, "bots-"+b)
			texts = append(texts, label("bots."+b, b))
			on, off = append(on, b == s.level), append(off, s.fixed("bots") && b != s.level)
		}
		add("bots", i18n.T("setup.bots"), names, texts, on, off, len(names), func(i int) { s.level = s.bots[i] })
	}
	names, texts, on, off = nil, nil, nil, nil
	col = len(left) - 1
	for i := range s.players {
		names = append(names, fmt.Sprintf("name-%d", i))
		texts = append(texts, s.name(a, i))
		on, off = append(on, false), append(off, false)
	}
	add("name", i18n.T("setup.names"), names, texts, on, off, max(2, min(4, perRow-1)), func(i int) { s.rename(a, i) })
	names, texts, on, off = nil, nil, nil, nil
	for i := range s.players {
		names = append(names, fmt.Sprintf("person-%d", i))
		texts = append(texts, s.name(a, i))
		on, off = append(on, s.people[i]), append(off, false)
	}
	add("person", i18n.T("setup.people"), names, texts, on, off, max(2, min(4, perRow-1)), func(i int) {
		if s.people[i] && s.count() == 1 {
			a.Notify(i18n.T("setup.one_person"))
			return
		}
		s.people[i] = !s.people[i]
	})
	return out, max(ys[0], ys[1]) + s.scroll
}

// addEditor adds a free-text option's section: its presets, and "custom…"
// when the table has an editor (selected while the value is no preset).
func (s *Setup) addEditor(a *scenes.App, o game.Option, ed table.OptionEditor, cur string, add func(string, string, []string, []string, []bool, []bool, int, func(int))) {
	var names, texts []string
	var on, off []bool
	preset := false
	for i, p := range ed.Presets {
		names = append(names, fmt.Sprintf("option-%s-%d", o.Name, i))
		texts = append(texts, label(p.Label, p.Value))
		on, off = append(on, p.Value == cur), append(off, s.fixed(o.Name) && p.Value != cur)
		preset = preset || p.Value == cur
	}
	if ed.Edit != nil {
		names = append(names, "option-"+o.Name+"-custom")
		texts = append(texts, i18n.T("setup.custom"))
		on, off = append(on, !preset), append(off, s.fixed(o.Name))
	}
	add(o.Name, label(s.def.Name+".option."+o.Name, o.Name), names, texts, on, off, min(3, len(names)), func(i int) {
		if i < len(ed.Presets) {
			if v := ed.Presets[i].Value; v == "" {
				delete(s.options, o.Name)
			} else {
				s.options[o.Name] = v
			}
			return
		}
		a.Go(ed.Edit(a, s.option(o), s.config(), func(v string, ok bool) {
			if ok {
				if v == "" {
					delete(s.options, o.Name)
				} else {
					s.options[o.Name] = v
				}
			}
			a.Go(s)
		}))
	})
}

// askText asks for a seat's name: the browser's own dialog (a test answers
// it in its stead: the desktop has none).
var askText = platform.AskText

func (s *Setup) rename(a *scenes.App, i int) {
	typed, ok := askText(i18n.T("setup.name_prompt"), seatName(a, i))
	if !ok {
		return
	}
	name, ok, shortened := profile.CleanTypedName(typed)
	if !ok {
		name = "" // an empty answer restores the default
	}
	if r, lacks := fonts.Lacking(name); lacks {
		// The fonts hold the scripts Parlour is written in: a name in
		// another would be drawn blank. The old name stays.
		// Named by its code point: the character itself cannot be drawn.
		a.Notify(i18n.T("setup.name_unshowable", fmt.Sprintf("U+%04X", r)))
		return
	}
	a.ChangeSettings(func(st *profile.Settings) { st.Names[i] = name })
	if shortened {
		// A name cut without a word looks like a fault (issue 37).
		a.Notify(i18n.N("setup.name_shortened", profile.MaxNameLength, profile.MaxNameLength, name))
	}
}

// remember keeps this setup as the game's last, for the next visit.
func (s *Setup) remember(a *scenes.App) {
	chosen := profile.Setup{Players: s.players, Variant: s.variant, Bots: s.level, Options: maps.Clone(s.options)}
	a.ChangeSettings(func(st *profile.Settings) {
		if st.Setups == nil {
			st.Setups = map[string]profile.Setup{}
		}
		st.Setups[s.def.Name] = chosen
	})
}

// window is where the choices show as they scroll: under the heading and
// Back, above room.
func (s *Setup) window(a *scenes.App) layout.Window {
	return layout.Window{Top: math.Max(a.BackButton().Bottom(), s.headH(a)), Bottom: s.room(a)}
}

// headH is the height of the band the heading and Back stay in.
func (s *Setup) headH(a *scenes.App) float64 { return a.H*0.06 + a.Type.Title*1.2 }

// findButton is where the choice of that target's name lies.
func findButton(secs []section, name string) (layout.Rect, bool) {
	for _, sec := range secs {
		if i := slices.Index(sec.names, name); i >= 0 {
			return sec.buttons[i], true
		}
	}
	return layout.Rect{}, false
}

// bottom is the start button, kept at the bottom of the screen.
func (s *Setup) bottom(a *scenes.App) layout.Rect {
	u := a.Unit
	w := column(a)
	h := math.Max(a.Touch(), 3.8*u)
	return layout.Rect{X: a.W/2 - w/2 + 0.4*w + a.Space.S, Y: a.H - h - a.Space.M, W: 0.6*w - a.Space.S, H: h}
}

// room is where the choices end: above the guide's offer, or above Start
// and the shared deal's note.
func (s *Setup) room(a *scenes.App) float64 {
	if g, ok := s.guideOffer(a); ok {
		return g.Y - a.Space.S
	}
	room := s.bottom(a).Y - a.Space.S
	if lines, size, y := s.sharedNote(a); len(lines) > 0 {
		room = math.Min(room, y-float64(len(lines)-1)*size*1.2-size*0.6-0.3*a.Unit)
	}
	return room
}

// NoticeAbove implements scenes.NoticeAbover: a notice (a refused name)
// shows above Start, Daily deal and the guide's offer, never over them.
func (s *Setup) NoticeAbove(a *scenes.App) float64 { return s.room(a) }

// sharedNote is the note over Start while a shared deal is set up: its
// lines (two readable ones in a narrow box, such as an embed of 240×320),
// their size, and where the last one is centred.
func (s *Setup) sharedNote(a *scenes.App) (lines []string, size, y float64) {
	if s.deal == nil {
		return nil, 0, 0
	}
	note := i18n.T("setup.shared_note")
	y, size = s.bottom(a).Y-0.9*a.Unit, a.Text.Fit(note, column(a), a.Type.Small, false)
	if i := layout.NearestSpace(note); size < render.Readable() && i > 0 {
		first, rest := note[:i], note[i+1:]
		size = math.Max(render.Readable(), math.Min(a.Text.Fit(first, column(a), a.Type.Small, false), a.Text.Fit(rest, column(a), a.Type.Small, false)))
		return []string{first, rest}, size, y
	}
	return []string{note}, size, y
}

// second is the button beside Start: today's daily deal, or, while a
// shared deal is set up, the way back to one's own setup.
func (s *Setup) second(a *scenes.App) layout.Rect {
	st := s.bottom(a)
	w := column(a)
	return layout.Rect{X: a.W/2 - w/2, Y: st.Y, W: 0.4 * w, H: st.H}
}

// Update implements scenes.Scene.
func (s *Setup) Update(a *scenes.App) error {
	in := &a.In
	if s.confirm {
		return s.confirmUpdate(a)
	}
	secs, end := s.sections(a)
	start := s.bottom(a)
	// Scroll when the choices do not fit above the start button.
	room := s.room(a)
	if g, ok := s.guideOffer(a); ok {
		if a.Hit("guide", g) {
			s.daily, s.guide = false, true
			if s.mustReplace(a) {
				return nil
			}
			s.start(a)
			return nil
		}
	}
	if end > room {
		if in.Wheel != 0 {
			s.scroll -= in.Wheel * a.Unit * 2
		}
		if in.Dragged {
			s.scroll -= in.DragY
		}
		s.scroll = math.Max(0, math.Min(s.scroll, end-room))
	} else {
		s.scroll = 0
	}
	// The keyboard's focus (or the accessible page's) moved to a choice
	// out of view: the choices scroll to show it, with its row's heading.
	if f := a.FocusMoved(); f != "" {
		if r, ok := findButton(secs, f); ok {
			s.scroll = s.window(a).Reveal(r, s.scroll, a.Type.Body*style.Leading+a.Space.S, math.Max(0, end-room))
			secs, _ = s.sections(a)
		}
	}
	back := a.Hit("back", a.BackButton()) || in.Did(keymap.Back)
	if a.FullscreenHit(a.FullscreenButton()) { // after Back: the focus reads the top bar left to right
		return nil
	}
	if back {
		if a.Embedded() {
			// An embed's setup is its home: its button is the menu.
			a.Go(&EmbedMenu{back: s, game: s.def.Name})
			return nil
		}
		a.GoHome()
		return nil
	}
	if a.Hit("start", start) || in.Confirm() {
		if why := s.refused(); why != "" {
			a.Notify(why)
			return nil
		}
		s.daily, s.guide = false, false
		if s.mustReplace(a) {
			return nil
		}
		s.start(a)
		return nil
	}
	if a.Hit("daily", s.second(a)) || in.Did(keymap.DailyDeal) && s.deal == nil {
		if s.deal != nil {
			s.deal = nil // one's own setup again
			a.Setup.Deal = nil
			return nil
		}
		s.daily, s.guide = true, false
		if s.mustReplace(a) {
			return nil
		}
		s.start(a)
		return nil
	}
	view := s.window(a)
	for _, sec := range secs {
		for i, r := range sec.buttons {
			// A choice scrolled out of sight is still one of the setup's:
			// the keyboard and the accessible page reach it.
			if a.HitScrolled(sec.names[i], r, view) {
				if sec.off[i] {
					a.Notify(s.lockedWhy(sec.kind))
					return nil
				}
				sec.act(i)
				return nil
			}
		}
	}
	return nil
}

// Draw implements scenes.Scene.
func (s *Setup) Draw(a *scenes.App, dst *ebiten.Image) {
	secs, end := s.sections(a)
	start := s.bottom(a)
	room := s.room(a)
	view := s.window(a)
	if end-s.scroll > room+1 {
		// More choices below: a chevron at the edge says to scroll.
		x, y, h := a.W-1.6*a.Unit, room-0.4*a.Unit, 0.8*a.Unit
		render.ChevronDown(dst, x, y-h/2, h, style.Gold)
	}
	for _, sec := range secs {
		choices := make([]ui.Choice, len(sec.names))
		for i, n := range sec.names {
			choices[i] = ui.Choice{Name: n, Label: sec.texts[i], Chosen: sec.on[i], Off: sec.off[i]}
		}
		a.Group(sec.title, s.lockedWhy(sec.kind), choices)
		if len(sec.buttons) > 0 && sec.buttons[0].Bottom() <= room {
			a.Text.Display().Draw(dst, sec.title, sec.labelX, sec.labelY+a.Type.Body*0.6, a.Type.Body, style.Cream, render.Center, true)
		}
		for i, r := range sec.buttons {
			if !view.Shows(r) {
				continue // under the start bar or the heading: scroll to reach it
			}
			look := ui.Chosen(sec.on[i])
			if sec.off[i] {
				look = ui.Off
			}
			a.Button(dst, r, sec.texts[i], look)
		}
	}
	// The heading and the back button stay put over what scrolls.
	render.Panel(dst, layout.Rect{W: a.W, H: s.headH(a)}, 0, style.Felt, nil, 0)
	title := i18n.T(s.def.Name + ".name")
	back := a.BackButton()
	drawHeading(a, dst, title)
	backLabel := i18n.T("menu.back")
	if a.Embedded() {
		backLabel = i18n.T("menu.menu")
	}
	a.Button(dst, back, backLabel, ui.Plain)
	a.DrawFullscreen(dst, a.FullscreenButton())
	startLabel, second := i18n.T("menu.start"), i18n.T("setup.daily")
	if s.deal != nil {
		startLabel, second = i18n.T("setup.start_shared"), i18n.T("setup.own")
		lines, size, y := s.sharedNote(a)
		for i, l := range lines {
			a.Text.Draw(dst, l, a.W/2, y-float64(len(lines)-1-i)*size*1.2, size, style.Highlight, render.Center, false)
		}
	}
	if g, ok := s.guideOffer(a); ok {
		a.Button(dst, g, i18n.T("setup.guide", i18n.T(s.def.Name+".name")), ui.Chosen(true))
	}
	a.Button(dst, start, startLabel, ui.Primary)
	a.Button(dst, s.second(a), second, ui.Plain)
	if s.confirm {
		s.replaceQuestion().draw(a, dst)
	}
}

// Snapshot implements scenes.Snapshotter: the setup's choices, for tests.
func (s *Setup) Snapshot() (string, any) {
	var deal any
	if s.deal != nil {
		deal = map[string]any{"seed": fmt.Sprint(s.deal.Seed), "seat": s.deal.Seat}
	}
	return s.def.Name, map[string]any{"people": s.people[:s.players], "players": s.players, "variant": s.variant, "bots": s.level, "options": s.options, "offered_bots": s.bots, "confirm": s.confirm, "deal": deal, "locked": s.lock}
}

// DefaultFocus implements ui.Focuser: Start, or while a saved game
// would be replaced, the answer that keeps it.
func (s *Setup) DefaultFocus() string {
	if s.confirm {
		return "replace-no"
	}
	return "start"
}
