// Package scenes wires the rules engine to drawing and input: the title, the
// setup, each game's table and its results. Logic that can live outside
// Ebitengine does (session, storage, profile, layout); this package only
// turns input into actions and state into pictures.
package scenes

import (
	"encoding/json"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/layout"
	"parlour/scenes/params"
	"parlour/scenes/perf"
	"parlour/scenes/profile"
	"parlour/scenes/storage"
)

// Scene is one screen.
type Scene interface {
	Update(a *App) error
	Draw(a *App, dst *ebiten.Image)
}

// Storage keys.
const (
	keySettings = "settings"
	keyStats    = "stats"
	keySession  = "session"
)

// App is the whole program: it implements ebiten.Game.
type App struct {
	Text     *render.Text
	Store    *storage.Store
	Settings profile.Settings
	Stats    profile.Stats
	In       Input
	W, H     float64 // the canvas in device pixels
	Unit     float64
	Setup    params.Choice
	Sound    Sound
	scene    Scene
	targets  map[string]layout.Rect
	notice   string
	noticeT  float64
	last     time.Time
	// Dt is the wall time since the previous update, in seconds: a slow
	// device runs fewer updates a second, and pauses must not stretch with it.
	Dt     float64
	Frames int
	// Perf is the work each frame took (update and draw), for make measure.
	Perf      perf.Frames
	workStart time.Time
	// BotBusy is set by a table on a frame in which a bot thought or acted.
	BotBusy bool
	drawn   bool
}

// NewApp opens storage, reads the profile and shows the title.
func NewApp(store *storage.Store, setup params.Choice) *App {
	a := &App{Text: render.NewText(), Store: store, Settings: profile.DefaultSettings(), Stats: profile.Stats{}, Setup: setup}
	if store.Status() == storage.Unavailable {
		a.Notify(i18n.T("notice.no_storage"))
	}
	if setup.Preferred != "" {
		a.Settings.Language = setup.Preferred
	}
	if b, ok := store.Load(keySettings); ok {
		s, err := profile.DecodeSettings(b)
		if err != nil {
			a.Notify(i18n.T("notice.save_reset"))
		}
		a.Settings = s
	}
	if b, ok := store.Load(keyStats); ok {
		s, err := profile.DecodeStats(b)
		if err != nil {
			a.Notify(i18n.T("notice.save_reset"))
		}
		a.Stats = s
	}
	if setup.Speed != "" {
		a.Settings.Speed = setup.Speed
	}
	if setup.Lang != "" {
		a.Settings.Language = setup.Lang
	}
	_ = i18n.SetLanguage(a.Settings.Language)
	a.Sound.SetOn(a.Settings.Sound)
	a.scene = &Title{}
	if setup.Direct {
		a.scene = &Setup{}
	}
	a.Publish()
	return a
}

// Notify shows a message for a few seconds.
func (a *App) Notify(msg string) { a.notice, a.noticeT = msg, 6 }

// Go switches to another scene.
func (a *App) Go(s Scene) { a.scene = s }

// SaveProfile writes settings and statistics.
func (a *App) SaveProfile() {
	if b, err := json.Marshal(a.Settings); err == nil {
		a.save(keySettings, b)
	}
	if b, err := json.Marshal(a.Stats); err == nil {
		a.save(keyStats, b)
	}
}

func (a *App) save(key string, b []byte) {
	before := a.Store.Status()
	a.Store.Save(key, b)
	if after := a.Store.Status(); after == storage.Full && before != storage.Full {
		a.Notify(i18n.T("notice.storage_full"))
	}
}

// Layout implements ebiten.Game: the canvas is in device pixels, so text and
// cards are sharp on HiDPI screens.
func (a *App) Layout(w, h int) (int, int) {
	panic("unused: LayoutF is implemented")
}

// LayoutF implements ebiten.LayoutFer.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	a.W, a.H = math.Ceil(w*s), math.Ceil(h*s)
	a.Unit = math.Max(8, math.Min(a.W, a.H)/40)
	return a.W, a.H
}

// Update implements ebiten.Game.
func (a *App) Update() error {
	a.Frames++
	now := time.Now()
	a.Dt = 1.0 / 60
	if !a.last.IsZero() {
		a.Dt = math.Min(0.25, now.Sub(a.last).Seconds())
	}
	a.last = now
	if a.workStart.IsZero() {
		// Several updates can run before one draw; the frame's work spans them all.
		a.workStart = now
	}
	a.In.poll()
	a.Sound.Tick()
	clear(a.targets)
	if a.noticeT > 0 {
		a.noticeT -= a.Dt
	}
	return a.scene.Update(a)
}

// Draw implements ebiten.Game.
func (a *App) Draw(dst *ebiten.Image) {
	defer func() {
		if !a.workStart.IsZero() {
			a.Perf.Add(time.Since(a.workStart), a.BotBusy)
			a.workStart, a.BotBusy = time.Time{}, false
		}
	}()
	dst.Fill(render.Felt)
	a.scene.Draw(a, dst)
	if !a.drawn {
		a.drawn = true
		markFirstFrame()
	}
	if a.noticeT > 0 && a.notice != "" {
		u := a.Unit
		w := math.Min(a.W-2*u, a.Text.Width(a.notice, 1.3*u, false)+3*u)
		r := layout.Rect{X: a.W/2 - w/2, Y: a.H - 4.5*u, W: w, H: 3 * u}
		render.Panel(dst, r, u*0.6, color.RGBA{0x20, 0x20, 0x20, 0xe8}, render.Gold, 1)
		a.Text.Draw(dst, a.notice, r.CX(), r.CY(), a.Text.Fit(a.notice, r.W-2*u, 1.3*u, false), render.Paper, render.Center, false)
	}
}
