package scenes

import (
	"encoding/json"
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/layout"
	"parlour/scenes/profile"
	"parlour/scenes/savecode"
)

// languageNames are shown in their own language, so a player who cannot read
// the current one still finds theirs.
var languageNames = map[string]string{"en": "English", "uk": "Українська", "ru": "Русский", "pl": "Polski"}

// Settings is the settings screen: speed, sound, language and the save code.
type Settings struct{ back Scene }

// optionRows lays out labelled rows of option buttons, centred, from the top;
// it returns each row's label position and buttons.
func optionRows(a *App, counts []int) (labels []float64, rows [][]layout.Rect, bottom float64) {
	u := a.Unit
	w := math.Min(a.W*0.92, 40*u)
	y := a.H*0.12 + 2*u
	for _, n := range counts {
		labels = append(labels, y)
		bw := (w - float64(n-1)*0.8*u) / float64(n)
		rows = append(rows, layout.Row(layout.Rect{X: a.W/2 - w/2, Y: y + 1.6*u, W: w, H: 3.4 * u}, n, bw, 3.2*u, 0.8*u))
		y += 7 * u
	}
	return labels, rows, y
}

func backButton(a *App) layout.Rect {
	u := a.Unit
	return layout.Rect{X: 0.8 * u, Y: 0.8 * u, W: 8 * u, H: 2.6 * u}
}

func (s *Settings) rows(a *App) ([]float64, [][]layout.Rect) {
	labels, rows, _ := optionRows(a, []int{len(profile.Speeds), 2, len(i18n.Languages()), 2})
	return labels, rows
}

// Update implements Scene.
func (s *Settings) Update(a *App) error {
	_, rows := s.rows(a)
	changed := false
	for i, r := range rows[0] {
		if Hit(a, "speed-"+profile.Speeds[i], r) {
			a.Settings.Speed, changed = profile.Speeds[i], true
		}
	}
	for i, r := range rows[1] {
		if Hit(a, fmt.Sprintf("sound-%t", i == 0), r) {
			a.Settings.Sound, changed = i == 0, true
			a.Sound.SetOn(a.Settings.Sound)
			a.Sound.Play(SoundCard)
		}
	}
	for i, r := range rows[2] {
		lang := i18n.Languages()[i]
		if Hit(a, "lang-"+lang, r) {
			a.Settings.Language, changed = lang, true
			_ = i18n.SetLanguage(lang)
		}
	}
	if Hit(a, "export", rows[3][0]) {
		s.export(a)
	}
	if Hit(a, "import", rows[3][1]) {
		s.importCode(a)
	}
	if changed {
		a.SaveProfile()
	}
	if Hit(a, "back", backButton(a)) || a.In.Pressed(ebiten.KeyEscape) {
		a.Go(s.back)
	}
	return nil
}

func (s *Settings) export(a *App) {
	b := savecode.Bundle{Settings: a.Settings, Stats: a.Stats}
	if saved, ok := a.Store.Load(keySession); ok {
		b.Session = json.RawMessage(saved)
	}
	code, err := savecode.Encode(b)
	if err != nil {
		a.Notify(err.Error())
		return
	}
	where, err := exportCode(i18n.T("settings.export_prompt"), code)
	switch {
	case err != nil:
		a.Notify(i18n.T("settings.export_failed", err))
	case where != "":
		a.Notify(i18n.T("settings.exported_to", where))
	}
}

func (s *Settings) importCode(a *App) {
	code, ok := importCode(i18n.T("settings.import_prompt"))
	if !ok || code == "" {
		return
	}
	b, err := savecode.Decode(code)
	if err != nil {
		// Nothing is replaced: the current progress stays as it was.
		a.Notify(i18n.T("settings.import_failed", err))
		return
	}
	a.Settings, a.Stats = b.Settings, b.Stats
	_ = i18n.SetLanguage(a.Settings.Language)
	a.Sound.SetOn(a.Settings.Sound)
	a.SaveProfile()
	if b.Session != nil {
		a.save(keySession, b.Session)
	} else {
		a.Store.Delete(keySession)
	}
	a.Notify(i18n.T("settings.imported"))
}

// Draw implements Scene.
func (s *Settings) Draw(a *App, dst *ebiten.Image) {
	u := a.Unit
	labels, rows := s.rows(a)
	a.Text.Draw(dst, i18n.T("menu.settings"), a.W/2, a.H*0.07+u, 2.6*u, render.Gold, render.Center, true)
	names := []string{i18n.T("settings.speed"), i18n.T("settings.sound"), i18n.T("settings.language"), i18n.T("settings.save_code")}
	for i, y := range labels {
		a.Text.Draw(dst, names[i], a.W/2, y, 1.4*u, render.Cream, render.Center, true)
	}
	for i, r := range rows[0] {
		Button(a, dst, r, i18n.T("speed."+profile.Speeds[i]), a.Settings.Speed == profile.Speeds[i])
	}
	Button(a, dst, rows[1][0], i18n.T("settings.on"), a.Settings.Sound)
	Button(a, dst, rows[1][1], i18n.T("settings.off"), !a.Settings.Sound)
	for i, r := range rows[2] {
		lang := i18n.Languages()[i]
		Button(a, dst, r, languageNames[lang], a.Settings.Language == lang)
	}
	Button(a, dst, rows[3][0], i18n.T("settings.export"), false)
	Button(a, dst, rows[3][1], i18n.T("settings.import"), false)
	last := rows[3][0]
	note := i18n.T("settings.save_code_note")
	a.Text.Draw(dst, note, a.W/2, last.Y+last.H+1.6*u, a.Text.Fit(note, a.W*0.92, 1.1*u, false), render.Muted, render.Center, false)
	Button(a, dst, backButton(a), i18n.T("menu.back"), false)
}
