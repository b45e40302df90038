package menus

import (
	"errors"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/game/json"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes"
	"parlour/scenes/keymap"
	"parlour/scenes/params"
	"parlour/scenes/platform"
	"parlour/scenes/profile"
	"parlour/scenes/savecode"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// Settings is the settings screen: speed, sound, language, sight and
// motion, and the save code.
type Settings struct {
	back scenes.Scene
	// inGame is set when opened from a table: the save code, which would
	// replace the game being played, is offered from the title only.
	inGame bool
	// pending is a save code waiting for the person's answer: its
	// statistics would replace different ones.
	pending *pendingLoad
}

// pendingLoad is a save code read and planned, not yet loaded.
type pendingLoad struct {
	code savecode.Bundle
	plan savecode.Plan
}

// Name implements scenes.Scene.
func (s *Settings) Name() string { return "settings" }

// optionRows lays out labelled rows of option buttons, centred, from top
// (under the heading);
// it returns each row's label position and buttons. The first button of
// the first row has a line of its own, the width of the column, when wide:
// the speeds' Auto, whose name says what it does. Rows are a large step
// apart, or a small one when that would run past below (larger text,
// a short screen), leaving below room for below.
func optionRows(a *scenes.App, counts []int, wide bool, top, below float64) (labels []float64, rows [][]layout.Rect) {
	labels, rows = optionRowsGap(a, counts, wide, top, a.Space.L)
	if last := rows[len(rows)-1]; last[0].Bottom()+below > a.H {
		labels, rows = optionRowsGap(a, counts, wide, top, a.Space.S)
	}
	return labels, rows
}

func optionRowsGap(a *scenes.App, counts []int, wide bool, top, gap float64) (labels []float64, rows [][]layout.Rect) {
	sp := a.Space
	w := column(a)
	bh := math.Max(a.Touch(), style.ButtonH*a.Unit)
	y := top + sp.M
	for i, n := range counts {
		labels = append(labels, y)
		y += a.Type.Body * style.Leading
		var row []layout.Rect
		if wide && i == 0 {
			row = append(row, layout.Rect{X: a.W/2 - w/2, Y: y, W: w, H: bh})
			y += bh + sp.S
			n--
		}
		bw := (w - float64(n-1)*sp.S) / float64(n)
		rows = append(rows, append(row, layout.Row(layout.Rect{X: a.W/2 - w/2, Y: y, W: w, H: bh}, n, bw, bh, sp.S)...))
		y += bh + gap
	}
	return labels, rows
}

// The rows of the settings screen, in order.
const (
	rowSpeed = iota
	rowSound
	rowLanguage
	rowSight
	rowSaveCode
)

// sightToggles are the sight row's toggles (issue 31), each on or off on
// its own: its target's name, its label's key, whether it is on and the
// change that turns it on or off.
var sightToggles = []struct {
	name, label string
	on          func(a *scenes.App) bool
	set         func(st *profile.Settings, on bool)
}{
	{"sight-motion", "settings.reduced_motion", (*scenes.App).ReducedMotion, func(st *profile.Settings, on bool) {
		// A choice, once made, holds over the device's preference.
		st.Motion = map[bool]string{true: "reduced", false: "full"}[on]
	}},
	{"sight-text", "settings.large_text", func(a *scenes.App) bool { return a.Settings.LargeText() }, func(st *profile.Settings, on bool) {
		st.Text = map[bool]string{true: "large", false: ""}[on]
	}},
	{"sight-contrast", "settings.high_contrast", func(a *scenes.App) bool { return a.Settings.HighContrast() }, func(st *profile.Settings, on bool) {
		st.Contrast = map[bool]string{true: "high", false: ""}[on]
	}},
}

func (s *Settings) rows(a *scenes.App) ([]float64, [][]layout.Rect) {
	counts := []int{len(params.Speeds), 2, len(i18n.Languages()), len(sightToggles), 2}
	below := a.Space.M + a.Text.WrapHeight(i18n.T("settings.save_code_note"), column(a), a.Type.Small)
	if s.inGame {
		counts, below = counts[:rowSaveCode], a.Space.M
	}
	_, _, top := heading(a, i18n.T("menu.settings"))
	return optionRows(a, counts, true, top, below)
}

// Update implements scenes.Scene.
func (s *Settings) Update(a *scenes.App) error {
	if s.pending != nil {
		s.answer(a)
		return nil
	}
	_, rows := s.rows(a)
	// Each change is made to the settings as stored now (another tab may
	// have changed others), and only what the person chose here is saved.
	for i, r := range rows[0] {
		if a.Hit("speed-"+params.Speeds[i], r) {
			speed := params.Speeds[i]
			a.ChangeSettings(func(st *profile.Settings) { st.Speed = speed })
		}
	}
	for i, r := range rows[1] {
		if a.Hit(map[bool]string{true: "sound-true", false: "sound-false"}[i == 0], r) {
			on := i == 0
			a.ChangeSettings(func(st *profile.Settings) { st.Sound = on })
			a.Sound.SetOn(a.Settings.Sound)
			a.Sound.Play(scenes.SoundCard)
		}
	}
	for i, r := range rows[2] {
		lang := i18n.Languages()[i]
		if a.Hit("lang-"+lang, r) {
			a.ChangeSettings(func(st *profile.Settings) { st.Language = lang })
			a.UseLanguage(lang)
		}
	}
	for i, r := range rows[rowSight] {
		t := sightToggles[i]
		if a.Hit(t.name, r) {
			on := !t.on(a)
			a.ChangeSettings(func(st *profile.Settings) { t.set(st, on) })
		}
	}
	if len(rows) > rowSaveCode && a.Hit("export", rows[rowSaveCode][0]) {
		s.export(a)
	}
	if len(rows) > rowSaveCode && a.Hit("import", rows[rowSaveCode][1]) {
		s.importCode(a)
	}
	if a.Hit("back", a.BackButton()) || a.In.Did(keymap.Back) {
		a.Go(s.back)
	}
	return nil
}

func (s *Settings) export(a *scenes.App) {
	// The settings as the person chose them (not the URL's), the
	// statistics as stored now, and the game played last.
	a.RefreshStats()
	b := savecode.Bundle{Settings: a.StoredSettings(), Stats: a.Stats}
	if list := savedGames(a, false); len(list) > 0 {
		if saved, ok := a.Saves.Load(list[0].id); ok {
			b.Session = json.RawMessage(saved)
		}
	}
	code, err := savecode.Encode(b)
	if err != nil {
		platform.Warn("parlour: " + err.Error())
		a.Notify(i18n.T("settings.export_failed"))
		return
	}
	where, err := platform.ExportCode(i18n.T("settings.export_prompt"), code)
	switch {
	case err != nil:
		platform.Warn("parlour: " + err.Error())
		a.Notify(i18n.T("settings.export_failed"))
	case where != "":
		a.Notify(i18n.T("settings.exported_to", where))
	}
}

// problems names each refusal of a save code in the player's language.
var problems = map[savecode.Problem]string{
	savecode.Empty: "savecode.empty", savecode.NotOurs: "savecode.not_ours", savecode.OtherVersion: "savecode.other_version",
	savecode.Damaged: "savecode.damaged", savecode.TooBig: "savecode.too_big", savecode.BadSettings: "savecode.bad_settings",
	savecode.BadStats: "savecode.bad_stats", savecode.BadGame: "savecode.bad_game",
}

func (s *Settings) importCode(a *scenes.App) {
	code, ok := platform.ImportCode(i18n.T("settings.import_prompt"))
	if !ok || code == "" {
		return
	}
	b, err := savecode.Decode(code)
	if err != nil {
		// Nothing is replaced: the current progress stays as it was. The
		// player reads why in their language; the details go to the console.
		platform.Warn("parlour: " + err.Error())
		why := "savecode.damaged"
		var e *savecode.Error
		if errors.As(err, &e) {
			why = problems[e.Problem]
		}
		a.Notify(i18n.T("settings.import_failed", i18n.T(why)))
		return
	}
	// The code's game may be saved here already (the person's own code):
	// it needs a slot only if it is new here.
	a.RefreshStats()
	plan := savecode.PlanLoad(b, savedRecords(a), a.Stats)
	if plan.Game == savecode.AddGame && len(a.Saves.List()) >= saves.Max {
		// Its game would need a slot: nothing is replaced without asking.
		a.Notify(i18n.T("settings.import_failed", i18n.T("savecode.no_slot")))
		return
	}
	if plan.AskStats {
		s.pending = &pendingLoad{code: b, plan: plan}
		return
	}
	load(a, b, plan)
}

// savedRecords are the saved games as PlanLoad reads them.
func savedRecords(a *scenes.App) []savecode.Saved {
	var out []savecode.Saved
	for _, slot := range a.Saves.List() {
		if rec, ok := a.Saves.Load(slot.ID); ok {
			out = append(out, savecode.Saved{ID: slot.ID, Record: rec})
		}
	}
	return out
}

// statsQuestion asks before a code's statistics replace the person's
// different ones, showing both.
func (s *Settings) statsQuestion(a *scenes.App) question {
	mine, mineWon := a.Stats.Totals()
	code, codeWon := s.pending.code.Stats.Totals()
	return question{
		text: i18n.T("settings.stats_question", mine, mineWon, code, codeWon),
		yes:  i18n.T("settings.stats_replace"), no: i18n.T("settings.stats_keep"),
		yesID: "stats-replace", noID: "stats-keep",
	}
}

// answer takes the person's answer to the statistics question.
func (s *Settings) answer(a *scenes.App) {
	answered, replace := s.statsQuestion(a).answer(a)
	if !answered {
		return
	}
	p := s.pending
	s.pending = nil
	if !replace {
		a.Notify(i18n.T("settings.import_failed", i18n.T("savecode.kept")))
		return
	}
	load(a, p.code, p.plan)
}

// load replaces the settings and statistics with the code's and does with
// its game what the plan says.
func load(a *scenes.App, b savecode.Bundle, plan savecode.Plan) {
	a.ReplaceProfile(b.Settings, b.Stats)
	a.UseLanguage(a.Settings.Language)
	a.Sound.SetOn(a.Settings.Sound)
	a.Notify(i18n.T(loadGame(a, b, plan)))
}

// loadGame files the code's game as the plan says and returns the key of
// what the person is told.
func loadGame(a *scenes.App, b savecode.Bundle, plan savecode.Plan) string {
	switch plan.Game {
	case savecode.AlreadySaved:
		return "settings.imported_same"
	case savecode.PlayOn:
		// The saved copy moves on to the code's point, unless another tab
		// plays it now: then the code's game joins the saved games.
		if a.Saves.Hold(plan.Slot, false) == nil {
			a.Saves.Save(plan.Slot, b.Session)
			a.Saves.ReleaseOne(plan.Slot)
			return "settings.imported_later"
		}
		fallthrough
	case savecode.AddGame:
		if id, _, err := a.Saves.Add(b.Session); err == nil {
			a.Saves.ReleaseOne(id)
		}
		return "settings.imported"
	}
	if b.Finished {
		// A game that had ended never replaces the one in progress.
		return "settings.imported_finished"
	}
	return "settings.imported_no_game"
}

// Draw implements scenes.Scene.
func (s *Settings) Draw(a *scenes.App, dst *ebiten.Image) {
	labels, rows := s.rows(a)
	back := a.BackButton()
	drawHeading(a, dst, i18n.T("menu.settings"))
	names := []string{i18n.T("settings.speed"), i18n.T("settings.sound"), i18n.T("settings.language"), i18n.T("settings.sight"), i18n.T("settings.save_code")}
	for i, y := range labels {
		a.Text.Display().Draw(dst, names[i], a.W/2, y+a.Type.Body*0.5, a.Type.Body, style.Cream, render.Center, true)
	}
	// Each row is a group of choices (ui.Choice), named by its targets.
	var speeds, sounds, langs, sights []ui.Choice
	for i, r := range rows[rowSpeed] {
		c := ui.Choice{Name: "speed-" + params.Speeds[i], Label: i18n.T("speed." + params.Speeds[i]), Chosen: a.Settings.Speed == params.Speeds[i]}
		speeds = append(speeds, c)
		a.Button(dst, r, c.Label, ui.Chosen(c.Chosen))
	}
	for i, r := range rows[rowSound] {
		on := i == 0
		c := ui.Choice{Name: map[bool]string{true: "sound-true", false: "sound-false"}[on], Label: i18n.T(map[bool]string{true: "settings.on", false: "settings.off"}[on]), Chosen: a.Settings.Sound == on}
		sounds = append(sounds, c)
		a.Button(dst, r, c.Label, ui.Chosen(c.Chosen))
	}
	for i, r := range rows[rowLanguage] {
		lang := i18n.Languages()[i]
		c := ui.Choice{Name: "lang-" + lang, Label: i18n.NativeName(lang), Chosen: a.Settings.Language == lang}
		langs = append(langs, c)
		a.Button(dst, r, c.Label, ui.Chosen(c.Chosen))
	}
	// Sight and motion: three toggles, each pressed while on.
	for i, r := range rows[rowSight] {
		t := sightToggles[i]
		c := ui.Choice{Name: t.name, Label: i18n.T(t.label), Chosen: t.on(a)}
		sights = append(sights, c)
		a.Button(dst, r, c.Label, ui.Chosen(c.Chosen))
	}
	for i, row := range [][]ui.Choice{speeds, sounds, langs, sights} {
		a.Group(names[i], "", row)
	}
	if len(rows) > rowSaveCode {
		a.Button(dst, rows[rowSaveCode][0], i18n.T("settings.export"), ui.Plain)
		a.Button(dst, rows[rowSaveCode][1], i18n.T("settings.import"), ui.Plain)
		last := rows[rowSaveCode][0]
		note := i18n.T("settings.save_code_note")
		a.Text.Wrap(dst, note, a.W/2-column(a)/2, last.Bottom()+a.Space.M, column(a), a.Type.Small, style.Muted, false)
	}
	a.Button(dst, back, i18n.T("menu.back"), ui.Plain)
	if s.pending != nil {
		s.statsQuestion(a).draw(a, dst)
	}
}

// DefaultFocus implements ui.Focuser: none, or while a code waits for
// the statistics question, the answer that keeps the person's.
func (s *Settings) DefaultFocus() string {
	if s.pending != nil {
		return "stats-keep"
	}
	return ""
}
