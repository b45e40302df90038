package menus

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/game/catalog"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/a11y"
	"parlour/scenes/keymap"
	"parlour/scenes/profile"
	"parlour/scenes/table"
	"parlour/scenes/ui"
)

// Stats shows a panel per game with a table: the games played, won, the
// win rate and the best streak; then the game's last games against one
// level of bots in pictures (issue 41): a strip of the last
// profile.RecentKept results, each won a bar up and each lost a bar down,
// under a line of the win rate over rateWindow games at a time and, where
// games were reviewed, a line of the chance to win lost per decision. The
// same is said in words under the pictures, and read by the accessible
// page. A game played against several levels offers them to choose from.
// Under them, the game's daily deals and the games played with hints. The
// panels scroll where the screen is too short for them.
type Stats struct {
	back  scenes.Scene
	fresh bool
	// chosen is the level each game's pictures show, once the person chose.
	chosen map[string]string
	scroll float64
	views  []*statView
	// made counts the statViews made: the plan is made again after one.
	made    int
	planned *statPlan
	// drawn are the words the last frame drew, for the tests (Drawn).
	drawn []string
}

// rateWindow is how many games the win rate line counts at each point:
// the rate of the rateWindow games up to that one.
const rateWindow = 10

// lostEnds is the most reviewed games the words on the chance lost count
// at each end (the first ones and the last ones).
const lostEnds = 5

// Name implements scenes.Scene.
func (s *Stats) Name() string { return "stats" }

// DefaultFocus implements ui.Focuser.
func (s *Stats) DefaultFocus() string { return "back" }

// Drawn are the words the last frame drew, each string as it was drawn.
func (s *Stats) Drawn() []string { return slices.Clone(s.drawn) }

// statView is one game's panel: its figures and words, made again when its
// statistics, the level shown or the language change.
type statView struct {
	key     statKey
	game    string
	name    string
	levels  []string // the levels with results, in the order offered
	level   string   // the level shown
	results []profile.Result
	figures [4]string
	streak  string
	extra   string // the daily deals and the games with hints
	// The words under the pictures ("" for none); none when there are no
	// results to draw. The summary names the level when no button does.
	summary, trend, lost, none string
	// buttons are the level buttons, by levels, where the panel was last
	// laid out.
	buttons []layout.Rect
}

// statKey is what a panel is made from: a game's lines, the level the
// person chose here and the one they last set the game up with, and the
// words (i18n.Generation).
type statKey struct {
	rec, daily    profile.Record
	chosen, setup string
	words         int
}

// figureHeads name a panel's four figures.
func figureHeads() []string {
	return []string{i18n.T("stats.played"), i18n.T("stats.won"), i18n.T("stats.rate"), i18n.T("stats.best_streak")}
}

// levelTarget is the name of the button showing a game's level.
func levelTarget(game, level string) string { return "stats-" + game + "-" + level }

// Update implements scenes.Scene.
func (s *Stats) Update(a *scenes.App) error {
	if !s.fresh {
		s.fresh = true
		a.RefreshStats() // another tab may have finished games since
	}
	p := s.plan(a)
	win := s.window(a)
	most := math.Max(0, p.end-win.Bottom)
	in := &a.In
	s.scroll = scrolledBy(a, s.scroll, most, win)
	if a.Hit("back", a.BackButton()) || in.Did(keymap.Back) {
		a.Go(s.back)
		return nil
	}
	// The keyboard's focus (or the accessible page's) moved to a level
	// out of view: the panels scroll to show it.
	if f := a.FocusMoved(); f != "" {
		for i, v := range s.views {
			for j, r := range p.buttons[i] {
				if levelTarget(v.game, v.levels[j]) == f {
					s.scroll = win.Reveal(s.scrolled(r), s.scroll, a.Space.M, most)
				}
			}
		}
	}
	for i, v := range s.views {
		for j, r := range p.buttons[i] {
			if a.HitScrolled(levelTarget(v.game, v.levels[j]), s.scrolled(r), win) {
				if s.chosen == nil {
					s.chosen = map[string]string{}
				}
				s.chosen[v.game] = v.levels[j]
			}
		}
	}
	return nil
}

// Draw implements scenes.Scene.
func (s *Stats) Draw(a *scenes.App, dst *ebiten.Image) {
	s.drawn = s.drawn[:0]
	p := s.plan(a)
	win := s.window(a)
	s.scroll = math.Max(0, math.Min(s.scroll, p.end-win.Bottom))
	for i, v := range s.views {
		r := s.scrolled(p.panels[i])
		// A panel out of the window is not drawn: the words drawn are
		// those the screen shows.
		if r.Bottom() <= win.Top || r.Y >= win.Bottom {
			continue
		}
		render.Panel(dst, r, a.Unit*style.Radius, style.FeltDark, style.Edge(), 1)
		s.panel(a, dst, v, r.X, r.Y, r.W, p.z)
	}
	if p.end-s.scroll > win.Bottom+1 {
		// More below: a chevron at the edge says to scroll.
		h := 0.8 * a.Unit
		render.ChevronDown(dst, a.W-1.6*a.Unit, win.Bottom-0.4*a.Unit-h/2, h, style.Gold)
	}
	for i, v := range s.views {
		if len(p.buttons[i]) == 0 {
			continue
		}
		choices := make([]ui.Choice, len(v.levels))
		for j, l := range v.levels {
			choices[j] = ui.Choice{Name: levelTarget(v.game, l), Label: levelName(l), Chosen: l == v.level}
		}
		a.Group(v.name+" · "+i18n.T("setup.bots"), "", choices)
	}
	// The heading and Back stay put over what scrolls.
	back := a.BackButton()
	render.Panel(dst, layout.Rect{W: a.W, H: win.Top}, 0, style.Felt, nil, 0)
	drawHeading(a, dst, i18n.T("menu.stats"))
	a.Button(dst, back, i18n.T("menu.back"), ui.Plain)
}

// scrolled is where r, laid out with no scroll, lies at the scroll.
func (s *Stats) scrolled(r layout.Rect) layout.Rect {
	r.Y -= s.scroll
	return r
}

// window is the band the panels scroll in: under Back and the heading.
func (s *Stats) window(a *scenes.App) layout.Window {
	_, _, top := heading(a, i18n.T("menu.stats"))
	return layout.Window{Top: top + a.Space.S, Bottom: a.H - a.Space.S}
}

// refresh makes again each panel whose statistics, level or words
// changed (reading a line's results decodes them: not every frame).
func (s *Stats) refresh(a *scenes.App) []*statView {
	specs := table.Specs()
	if len(s.views) != len(specs) {
		s.views = make([]*statView, len(specs))
	}
	for i, sp := range specs {
		key := statKey{rec: a.Stats[sp.Name], daily: a.Stats[profile.DailyKey(sp.Name)], chosen: s.chosen[sp.Name],
			setup: a.Settings.Setups[sp.Name].Bots, words: i18n.Generation()}
		if v := s.views[i]; v == nil || v.key != key || v.game != sp.Name {
			s.views[i] = newStatView(sp.Name, key)
			s.made++
		}
	}
	return s.views
}

// levelsOf are the levels a line has results at: those offered first, in
// their order, then any other (a later version's).
func levelsOf(r profile.Recent) []string {
	var out []string
	have := r.Levels()
	for _, l := range catalog.Offered() {
		if slices.Contains(have, l) {
			out = append(out, l)
		}
	}
	for _, l := range have {
		if !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out
}

// levelShown is the level a game's pictures show: the one the person
// chose here, else the one they last set up the game with, else the one
// with the most results ("" with none).
func levelShown(key statKey, levels []string) string {
	for _, l := range []string{key.chosen, key.setup} {
		if slices.Contains(levels, l) {
			return l
		}
	}
	best, most := "", 0
	for _, l := range levels {
		if n := len(key.rec.Recent.At(l)); n > most {
			best, most = l, n
		}
	}
	return best
}

// levelName is a level as the setup names it.
func levelName(level string) string { return label("bots."+level, level) }

func newStatView(game string, key statKey) *statView {
	r := key.rec
	v := &statView{key: key, game: game, name: i18n.T(game + ".name"), levels: levelsOf(r.Recent)}
	v.level = levelShown(key, v.levels)
	v.results = r.Recent.At(v.level)
	v.figures = [4]string{fmt.Sprint(r.Played), fmt.Sprint(r.Won), percentOf(r.Won, r.Played), fmt.Sprint(r.BestStreak)}
	if r.Streak > 1 {
		v.streak = i18n.N("stats.current_streak", r.Streak, r.Streak)
	}
	d := key.daily
	v.extra = i18n.T("stats.daily", d.Played, d.Won)
	if as := r.Assisted + d.Assisted; as > 0 {
		v.extra += " · " + i18n.T("stats.assisted", as, r.AssistedWon+d.AssistedWon)
	}
	n := len(v.results)
	if n == 0 {
		v.none = i18n.T("stats.none", profile.RecentKept)
		return v
	}
	won := 0
	for _, x := range v.results {
		if x.Won {
			won++
		}
	}
	v.summary = i18n.N("stats.last", n, n, won, n-won)
	if n == 1 {
		v.summary = i18n.T("stats.last_single", won, n-won)
	}
	if len(v.levels) == 1 {
		v.summary = a11y.Sentences(i18n.T("stats.opponents", levelName(v.level)), v.summary)
	}
	if n > rateWindow {
		rs := rates(v.results)
		v.trend = i18n.T("stats.trend", rateWindow, percent(rs[0]), percent(rs[len(rs)-1]))
	}
	var lost []float64
	for _, x := range v.results {
		if x.Lost != nil {
			lost = append(lost, *x.Lost)
		}
	}
	switch {
	case len(lost) == 1:
		v.lost = i18n.T("stats.lost_single", tenths(lost[0]))
	case len(lost) > 1:
		k := min(lostEnds, len(lost)/2)
		v.lost = i18n.N("stats.lost", k, k, tenths(mean(lost[:k])), tenths(mean(lost[len(lost)-k:])))
	}
	return v
}

// rates are the win rates of each rateWindow games in a row, the first
// ending at game rateWindow.
func rates(rs []profile.Result) []float64 {
	var out []float64
	won := 0
	for i, x := range rs {
		if x.Won {
			won++
		}
		if i >= rateWindow && rs[i-rateWindow].Won {
			won--
		}
		if i >= rateWindow-1 {
			out = append(out, float64(won)/rateWindow)
		}
	}
	return out
}

func mean(xs []float64) float64 {
	t := 0.0
	for _, x := range xs {
		t += x
	}
	return t / float64(len(xs))
}

// percent is a rate as a whole percentage.
func percent(rate float64) string { return fmt.Sprintf("%d%%", int(math.Round(100*rate))) }

// percentOf is won of played as a percentage, "–" with none played.
func percentOf(won, played int) string {
	if played == 0 {
		return "–"
	}
	return percent(float64(won) / float64(played))
}

// tenths is a chance as a percentage to a tenth, written as the language
// writes a decimal ("3.5%", "3,5%"): a chance lost per decision is small.
func tenths(c float64) string {
	t := int(math.Round(c * 1000))
	return i18n.T("stats.tenths", t/10, t%10)
}

// statSizes are the sizes a panel is laid out at.
type statSizes struct {
	pad, gap                   float64
	name, value, label, words  float64
	chart, strip, button, line float64
}

// sizesAt are the panels' sizes at k times their designed size (1 down to
// statShrink, to fit a short screen): never text under the type scale's
// smallest step, nor a button under the touch size.
func sizesAt(a *scenes.App, k float64) statSizes {
	t := a.Type
	f := func(x float64) float64 { return math.Max(t.Tiny, x*k) }
	return statSizes{
		pad: a.Space.M * k, gap: a.Space.S * k,
		name: f(t.Head), value: f(t.Title * 0.75), label: t.Tiny, words: f(t.Small),
		chart: 5.2 * a.Unit * k, strip: 2.8 * a.Unit * k,
		button: math.Max(a.Touch(), style.BarH*a.Unit),
		line:   math.Max(2*a.Scale, 0.16*a.Unit),
	}
}

// statShrink is the least the panels shrink to fit a screen before they
// scroll instead.
const statShrink = 0.75

// columns are the panels' columns: two side by side on a wide screen.
func columns(a *scenes.App) int {
	if a.W >= 50*a.Unit {
		return 2
	}
	return 1
}

// statPlan is where the panels lie with no scroll, at the sizes that fit
// them (planned once for a screen and its panels' words).
type statPlan struct {
	key     planKey
	z       statSizes
	panels  []layout.Rect   // by game
	buttons [][]layout.Rect // each game's level buttons
	end     float64         // where the last panel ends
}

type planKey struct {
	w, h, unit, scale float64
	typ               style.Type
	views             int // statViews made so far: a change of words or figures
}

// plan lays the panels out at the largest size that fits them all on the
// screen, down to statShrink (else at the designed size, to scroll),
// again only when the screen or a panel changed.
func (s *Stats) plan(a *scenes.App) *statPlan {
	s.refresh(a)
	key := planKey{a.W, a.H, a.Unit, a.Scale, a.Type, s.made}
	if s.planned != nil && s.planned.key == key {
		return s.planned
	}
	var p *statPlan
	for k := 1.0; k >= statShrink-0.01; k -= 0.05 {
		if p = s.layout(a, sizesAt(a, k)); p.end <= s.window(a).Bottom {
			break
		}
	}
	if p.end > s.window(a).Bottom {
		p = s.layout(a, sizesAt(a, 1))
	}
	p.key = key
	s.planned = p
	return p
}

// layout lays the panels out at sizes z in rows of columns(a), each row as
// tall as its tallest panel.
func (s *Stats) layout(a *scenes.App, z statSizes) *statPlan {
	sp := a.Space
	cols := columns(a)
	w := math.Min((a.W-2*sp.M-float64(cols-1)*sp.M)/float64(cols), 46*a.Unit)
	x0 := a.W/2 - (float64(cols)*w+float64(cols-1)*sp.M)/2
	p := &statPlan{z: z, panels: make([]layout.Rect, len(s.views)), buttons: make([][]layout.Rect, len(s.views))}
	y := s.window(a).Top + sp.XS
	for row := 0; row*cols < len(s.views); row++ {
		h := 0.0
		for c := range cols {
			if i := row*cols + c; i < len(s.views) {
				x := x0 + float64(c)*(w+sp.M)
				h = math.Max(h, s.panel(a, nil, s.views[i], x, y, w, z))
				p.panels[i] = layout.Rect{X: x, Y: y, W: w}
				p.buttons[i] = slices.Clone(s.views[i].buttons)
			}
		}
		for c := range cols {
			if i := row*cols + c; i < len(s.views) {
				p.panels[i].H = h
			}
		}
		y += h + sp.M*0.8
	}
	p.end = y
	return p
}

// panel lays one game's panel out from its top-left corner at width w,
// drawing it when dst is not nil, and returns its height. It places the
// level buttons (v.buttons) either way.
func (s *Stats) panel(a *scenes.App, dst *ebiten.Image, v *statView, x, y, w float64, z statSizes) float64 {
	in := w - 2*z.pad
	left := x + z.pad
	top := y + z.pad*0.8
	disp := a.Text.Display()

	// The header: the name, and beside it the levels when they fit there,
	// else the streak.
	widths, total := s.levelWidths(a, v, z)
	nameSize := math.Max(a.Type.Tiny, disp.Fit(v.name, in*0.6, z.name, true))
	nameW := disp.Width(v.name, nameSize, true)
	besideName := len(v.levels) > 1 && nameW+z.gap*2+total <= in
	headH := nameSize * 1.5
	if besideName {
		headH = math.Max(headH, z.button)
	}
	cy := top + headH/2
	s.text(dst, disp, v.name, left, cy, nameSize, style.Cream, render.Left, true)
	v.buttons = v.buttons[:0]
	streak := v.streak
	if besideName {
		v.buttons = s.levelRow(a, dst, v, widths, left+in-total, top+headH/2-z.button/2, z)
	} else if streak != "" {
		if size := a.Text.Fit(streak, in-nameW-z.gap*2, a.Type.Small, false); size >= a.Type.Tiny {
			s.text(dst, a.Text, streak, left+in, cy, size, style.Highlight, render.Right, false)
			streak = ""
		}
	}
	top += headH + z.gap*0.5

	// The four figures.
	// A name too wide for its cell at the smallest size ("Odsetek
	// wygranych" on a phone) is set on two lines, broken at a space.
	heads := figureHeads()
	cw := in / 4
	lines := 1
	for i, f := range v.figures {
		cx := left + cw*(float64(i)+0.5)
		s.text(dst, a.Text, f, cx, top+z.value*0.55, z.value, style.Gold, render.Center, true)
		size := math.Max(a.Type.Tiny, a.Text.Fit(heads[i], cw*0.95, z.label, false))
		words := []string{heads[i]}
		if cut := layout.NearestSpace(heads[i]); a.Text.Width(heads[i], size, false) > cw*0.95 && cut > 0 {
			words = []string{heads[i][:cut], heads[i][cut+1:]}
		}
		for j, w := range words {
			s.text(dst, a.Text, w, cx, top+z.value*1.15+size*(0.6+1.15*float64(j)), size, style.Muted, render.Center, false)
		}
		lines = max(lines, len(words))
	}
	top += z.value*1.15 + z.label*(0.15+1.15*float64(lines)) + z.gap

	// The levels, on a row of their own when they did not fit beside the name.
	if len(v.levels) > 1 && !besideName {
		if total > in {
			for i := range widths {
				widths[i] = (in - z.gap*float64(len(widths)-1)) / float64(len(widths))
			}
			total = in
		}
		v.buttons = s.levelRow(a, dst, v, widths, left, top, z)
		top += z.button + z.gap
	}

	// The pictures and their words, or what will show there.
	if v.none != "" {
		top += s.wrap(a, dst, v.none, left, top, in, z.words, style.Muted) + z.gap
	} else {
		top += s.pictures(a, dst, v, layout.Rect{X: left, Y: top, W: in, H: z.chart + z.strip}, z) + z.gap
		sw := 1.8 * z.words // a key before each line of words: the mark or the line it is about
		for i, words := range []string{v.summary, v.trend, v.lost} {
			if words == "" {
				continue
			}
			h := s.wrap(a, dst, words, left+sw, top, in-sw, z.words, style.Cream)
			if dst != nil {
				s.key(a, dst, i, left, top+z.words*0.7, sw-z.gap, z)
			}
			top += h + z.gap*0.5
		}
		top += z.gap * 0.5
	}

	// The daily deals and the games with hints, and the streak when the
	// header had no room for it.
	extra := v.extra
	if streak != "" {
		extra = streak + " · " + extra
	}
	top += s.wrap(a, dst, extra, left, top, in, z.words, style.Cream)
	return top + z.pad*0.8 - y
}

// levelWidths are the widths of a panel's level buttons, and theirs in all
// with the gaps between them.
func (s *Stats) levelWidths(a *scenes.App, v *statView, z statSizes) ([]float64, float64) {
	if len(v.levels) < 2 {
		return nil, 0
	}
	size := math.Min(z.button*0.5, a.Type.Label)
	widths := make([]float64, len(v.levels))
	total := z.gap * float64(len(v.levels)-1)
	for i, l := range v.levels {
		widths[i] = math.Max(1.6*z.button, a.Text.Width(levelName(l), size, true)/0.85)
		total += widths[i]
	}
	return widths, total
}

// levelRow lays out (and draws) a row of level buttons from x, y.
func (s *Stats) levelRow(a *scenes.App, dst *ebiten.Image, v *statView, widths []float64, x, y float64, z statSizes) []layout.Rect {
	out := v.buttons
	for i, l := range v.levels {
		r := layout.Rect{X: x, Y: y, W: widths[i], H: z.button}
		out = append(out, r)
		if dst != nil && s.window(a).Shows(r) {
			a.Button(dst, r, levelName(l), ui.Chosen(l == v.level))
		}
		x += widths[i] + z.gap
	}
	return out
}

// text draws words when dst is not nil, noting them.
func (s *Stats) text(dst *ebiten.Image, t *render.Text, words string, x, y, size float64, c color.RGBA, align render.Align, bold bool) {
	if dst == nil {
		return
	}
	s.drawn = append(s.drawn, words)
	t.Draw(dst, words, x, y, size, c, align, bold)
}

// wrap draws words wrapped to width from (x, y) when dst is not nil, and
// returns their height.
func (s *Stats) wrap(a *scenes.App, dst *ebiten.Image, words string, x, y, width, size float64, c color.RGBA) float64 {
	if dst != nil {
		s.drawn = append(s.drawn, words)
		a.Text.Wrap(dst, words, x, y, width, size, c, false)
	}
	return a.Text.WrapHeight(words, width, size)
}

// access is a game's pictures in words, as the accessible page reads them.
func (v *statView) access() string {
	if v.none != "" {
		return a11y.Sentences(v.name, v.none)
	}
	summary := v.summary
	if len(v.levels) > 1 {
		summary = a11y.Sentences(i18n.T("stats.opponents", levelName(v.level)), summary)
	}
	return a11y.Sentences(v.name, summary, v.trend, v.lost)
}
