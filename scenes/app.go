// Package scenes is the app's shell: navigation between scenes, the
// player's profile and storage, sound, speech, notices, the host page, and
// the state the page's tests read. Each frame's input, sizes and targets
// are a ui.Frame (package scenes/ui) the App holds and hands on: a screen
// or a layer that only draws and answers input takes that alone. The menus (scenes/menus), the table kit
// (scenes/table) and each game's table (scenes/<game>) are scenes built on
// it; logic that can live outside Ebitengine does (session, storage,
// profile, params, savecode, the kit's ring and flow).
package scenes

import (
	"math"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/fonts"
	"parlour/assets/i18n"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes/a11y"
	"parlour/scenes/notice"
	"parlour/scenes/params"
	"parlour/scenes/perf"
	"parlour/scenes/platform"
	"parlour/scenes/profile"
	"parlour/scenes/rest"
	"parlour/scenes/saves"
	"parlour/scenes/speech"
	"parlour/scenes/storage"
	"parlour/scenes/ui"
)

// Scene is one screen.
type Scene interface {
	Update(a *App) error
	Draw(a *App, dst *ebiten.Image)
	// Name is the scene's name in parlourState() ("title", "table"…).
	Name() string
}

// Storage keys.
const (
	KeySettings = "settings"
	KeyStats    = "stats"
)

// App is the whole program: it implements ebiten.Game.
type App struct {
	// Frame is this frame's input, sizes and targets: what a screen, or
	// a layer of a table, is handed when that is all it needs.
	ui.Frame
	Store *storage.Store
	// Settings are this visit's: what the person chose, with the URL's
	// speed and language over them. stored are the person's choices alone.
	Settings profile.Settings
	stored   profile.Settings
	Stats    profile.Stats
	// Saves are the games in progress, one slot each (several tabs).
	Saves *saves.Saves
	// storageWas is the storage's status when last looked at.
	storageWas storage.Status
	// finishedTold is set once the person was told a finished game kept
	// (or its review) could not be read: once a visit (finished.go).
	finishedTold bool
	// Setup is what the URL preselected.
	Setup params.Choice
	Sound Sound
	// Home makes the first scene (the title), and Rules the rules reference
	// of a game with a way back; the menus set both.
	Home  func(a *App) Scene
	Rules func(a *App, game string, back Scene) Scene
	// OpenSettings is the settings with a way back to back (a table: the
	// settings are reachable without leaving the game).
	OpenSettings func(a *App, back Scene) Scene
	// Games are the games the title offers, in its order (the menus set
	// them); parlourState() publishes them, so that tests and scripts that
	// go over every game read the list rather than keep one.
	Games []string
	// HostNew starts a new game a host's message asks for (its choices as
	// a URL query, to be checked like the URL's); the menus set it.
	HostNew func(a *App, query string)
	host    host

	scene Scene
	// The accessible page (access.go): the tree last shown and what waits
	// to be said.
	page a11y.Page
	// accessRepeated are the IDs the last tree repeated (a11y.Clean): a
	// fault the snapshot publishes for the tests.
	accessRepeated []string
	speech         speech.Queue
	notice         notice.Notice
	last           time.Time
	// Dt is the wall time since the previous update, in seconds: a slow
	// device runs fewer updates a second, and pauses must not stretch with it.
	Dt     float64
	Frames int
	// speechDt is the same for what is said (accessSay), not cut at a
	// quarter of a second.
	speechDt float64
	// Step, when set, is every update's Dt and speechDt whatever the wall
	// time: a native test runs frames as fast as the machine can, and its
	// motions, captions and speech still take their frames (package
	// apptest). Bots think by the wall's time either way.
	Step float64
	// Clock, when set, is the wall's time as the saves' leases read it (a
	// tab renews its lease every few seconds): a native test's tabs share
	// one clock that runs with their frames (package apptest).
	Clock func() time.Time
	// Perf is the work each frame took (update and draw), for make measure.
	Perf      perf.Frames
	workStart time.Time
	// BotBusy is set by a table on a frame in which a bot thought, and
	// BotMoved on one in which a bot's move was applied.
	BotBusy, BotMoved bool
	// Reviewing is set by a table on a frame in which its review judged
	// decisions.
	Reviewing bool
	// LastDraw is how long the last frame's drawing took: a bot thinks
	// only in what the next is likely to leave.
	LastDraw time.Duration
	// drawn counts the frames drawn, up to the first with the scene.
	drawn int
	// deviceReduces is the browser's prefers-reduced-motion, read at start.
	deviceReduces bool
	// rest skips drawing a frame that would look like the last one drawn.
	rest    rest.Keeper
	keptRun int // frames kept in a row
	// catalogs are the languages' catalogs on their way (language.go).
	catalogs catalogFetches
}

// Rester is a scene that can say it is at rest: Look is a key of what it
// shows, changed whenever it changes other than through input, and still
// says nothing in it moves (see package rest).
type Rester interface {
	Look(a *App) (key uint64, still bool)
}

// NoticePlacer is a scene whose bottom holds what must stay readable (a
// table's hand): notices show from NoticeTop down instead.
type NoticePlacer interface {
	NoticeTop() float64
}

// NoticeAbover is a scene whose bottom holds buttons a notice must not
// cover (the setup's Start and Daily deal): notices end above NoticeAbove.
type NoticeAbover interface {
	NoticeAbove(a *App) float64
}

// Warmer is a scene that can draw, in a frame that keeps the screen, images
// it will need later (within budget), so that the frame needing them is short.
type Warmer interface {
	Warm(a *App, budget time.Duration)
}

// warmBudget is a kept frame's time for drawing ahead of need (the scene's
// images, then glyphs): one or two card faces. The GPU's share of a new
// image comes later and is not in it (a software renderer takes tens of
// milliseconds for a large card), so only every warmEvery-th kept frame
// warms, from the warmAfter-th kept frame in a row: a table at rest stays
// light, and a tap is answered at once.
const (
	warmBudget = 6 * time.Millisecond
	warmAfter  = 30
	warmEvery  = 8
)

// resting reports whether this frame may keep the last one's pixels.
func (a *App) resting() bool {
	f := rest.Frame{Update: a.Frames, Scene: a.scene, W: a.W, H: a.H, Notice: a.notice.Text() != "", Words: i18n.Generation()}
	if r, ok := a.scene.(Rester); ok {
		f.Look, f.Still = r.Look(a)
	}
	return a.rest.Skip(f)
}

// NewApp opens the profile from storage and applies the URL's choices; the
// caller sets Home and calls Start.
func NewApp(store *storage.Store, setup params.Choice) *App {
	a := &App{Store: store, Settings: profile.DefaultSettings(), Stats: profile.Stats{}, Setup: setup}
	a.Frame = ui.NewFrame(render.NewText(), a.Notify)
	a.Saves = saves.Open(store, a.now)
	a.stored = a.defaultSettings()
	storedSettings, hasSettings := store.Load(KeySettings)
	var settingsRepairs, statsRepairs profile.Repairs
	if hasSettings {
		a.stored, settingsRepairs = profile.ReadSettings(storedSettings, a.stored, known())
	}
	storedStats, hasStats := store.Load(KeyStats)
	if hasStats {
		a.Stats, statsRepairs = profile.ReadStats(storedStats)
	}
	// The URL's speed and language shape this visit only: they are in
	// Settings, never in what is stored, unless the person chooses them.
	a.Settings = a.stored.Clone()
	if setup.Speed != "" {
		a.Settings.Speed = setup.Speed
	}
	if setup.Lang != "" {
		a.Settings.Language = setup.Lang
	}
	a.UseLanguage(a.Settings.Language)
	a.Sound.SetOn(a.Settings.Sound)
	a.deviceReduces = platform.PrefersReducedMotion()
	a.applyContrast()
	// A page that forbids the audio worklet (a strict Content-Security-
	// Policy) plays no sound: the person is told once, and nothing throws.
	a.Sound.WhenUnavailable(func(string) { a.Notify(i18n.T("notice.no_sound")) })
	a.storageWas = store.Status()
	switch store.Status() {
	case storage.Unavailable:
		platform.Warn("parlour: no storage: " + store.Reason())
	case storage.Full:
		platform.Warn("parlour: storage full: " + store.Reason())
	}
	for _, r := range slices.Concat(settingsRepairs, statsRepairs) {
		platform.Warn("parlour: " + r.Why + "; reset")
	}
	// Told in the person's own words: a stored language other than English
	// has its catalog on the way at start.
	a.whenWordsIn(func() {
		switch store.Status() {
		case storage.Unavailable:
			a.Notify(i18n.T("notice.no_storage"))
		case storage.Full:
			a.Notify(i18n.T("notice.storage_full_start"))
		}
		for _, msg := range profile.Notices(settingsRepairs, statsRepairs) {
			a.Notify(msg)
		}
	})
	// A repair is written back at once, so that it is told once, not at
	// every start. What is written keeps every part that could be read and
	// every field this version does not know (EncodeSettings, EncodeStats):
	// only what no version could read, each part of it named in the
	// notice, is replaced by its default.
	if len(settingsRepairs) > 0 {
		a.saveSettings(a.stored, storedSettings)
	}
	if len(statsRepairs) > 0 {
		a.saveStats(storedStats)
	}
	platform.OnLeave(a.Saves.Suspend, a.Saves.Resume)
	a.startHost()
	return a
}

// defaultSettings are the settings of a first visit: the device's
// language, where there is a catalog for it.
func (a *App) defaultSettings() profile.Settings {
	s := profile.DefaultSettings()
	if a.Setup.Preferred != "" {
		s.Language = a.Setup.Preferred
	}
	return s
}

// known is what this build can show of stored settings: its languages,
// and the names its fonts draw.
func known() profile.Known { return profile.Known{Languages: i18n.Languages(), Drawable: drawable} }

// drawable reports whether the fonts draw every character of a name.
func drawable(name string) bool {
	_, lacks := fonts.Lacking(name)
	return !lacks
}

// Start shows the first scene and publishes the state for the page.
func (a *App) Start() {
	a.show(a.Home(a))
	platform.Publish(a.stateJSON)
}

// Notify shows a message for a few seconds: messages given in one update
// are shown together, a later one replaces them (package notice).
func (a *App) Notify(msg string) {
	a.notice.Give(msg, a.Frames)
	a.Say(speech.Notice, msg)
}

// Go switches to another scene.
func (a *App) Go(s Scene) { a.show(s) }

// GoHome returns to the title.
func (a *App) GoHome() { a.show(a.Home(a)) }

// show puts s up, and tells the frame (a menu's focus follows the screen).
func (a *App) show(s Scene) {
	a.scene = s
	a.Show(s)
}

// Scene is the current scene.
func (a *App) Scene() Scene { return a.scene }

// ChangeSettings applies a change the person made to the settings. Another
// tab may have changed other settings since this one read them: the change
// is made to the settings as stored now, so it keeps theirs, and to this
// visit's settings (which may hold the URL's speed or language, never
// stored unless chosen).
func (a *App) ChangeSettings(change func(*profile.Settings)) {
	b, _ := a.Store.Load(KeySettings)
	stored, repairs := profile.ReadSettings(b, a.defaultSettings(), known())
	if repairs.Unreadable() {
		stored = a.stored.Clone()
	}
	change(&stored)
	change(&a.Settings)
	a.saveSettings(stored, b)
}

// saveSettings stores s over the settings stored before (was): the
// fields this version does not know are kept (profile.EncodeSettings).
func (a *App) saveSettings(s profile.Settings, was []byte) {
	a.stored = s
	if b, err := profile.EncodeSettings(s, was); err == nil {
		a.Save(KeySettings, b)
	}
}

// ReducedMotion reports whether motion is reduced: as the person chose in
// Settings, or as the device prefers until they choose.
func (a *App) ReducedMotion() bool { return a.Settings.ReducedMotion(a.deviceReduces) }

// applyContrast sets the palette the settings ask for; a change redraws
// every cached image in the new colours.
func (a *App) applyContrast() {
	if on := a.Settings.HighContrast(); on != style.HighContrast() {
		style.SetContrast(on)
		render.Restyle()
	}
}

// StoredSettings are the settings as the person chose them, without the
// URL's: what a save code carries.
func (a *App) StoredSettings() profile.Settings { return a.stored.Clone() }

// UpdateStats records a change to the statistics (a finished game) as an
// increment to the statistics as stored now: another tab may have added
// games since this one read them, and writing this tab's copy whole once
// erased them. A line stored that cannot be read is dropped alone, and
// replaced by a fresh one when its game is recorded.
func (a *App) UpdateStats(change func(profile.Stats)) {
	b := a.readStats()
	change(a.Stats)
	a.saveStats(b)
}

// RefreshStats reads the statistics again (other tabs add to them).
func (a *App) RefreshStats() { a.readStats() }

// readStats reads the statistics stored now, unless they cannot be read
// at all (this tab's are kept then), and returns what was stored.
func (a *App) readStats() []byte {
	b, _ := a.Store.Load(KeyStats)
	if s, repairs := profile.ReadStats(b); !repairs.Unreadable() {
		a.Stats = s
	}
	return b
}

// saveStats stores the statistics over those stored before (was),
// keeping the fields of each line this version does not know.
func (a *App) saveStats(was []byte) {
	if b, err := profile.EncodeStats(a.Stats, was); err == nil {
		a.Save(KeyStats, b)
	}
}

// ReplaceProfile replaces the settings and statistics whole: the person
// pasted a save code that carries them.
func (a *App) ReplaceProfile(settings profile.Settings, stats profile.Stats) {
	a.Settings, a.Stats = settings.Clone(), stats
	a.saveSettings(settings, nil)
	a.saveStats(nil)
}

// Save writes a value. What the write does to the storage's status is told
// to the person by watchStorage.
func (a *App) Save(key string, b []byte) { a.Store.Save(key, b) }

// watchStorage tells the person, once, when storage fills up and when it
// takes writes again: whichever write noticed it (a game's save, a lease's
// renewal, the settings), once a frame.
func (a *App) watchStorage() {
	now := a.Store.Status()
	switch {
	case now == a.storageWas:
	case now == storage.Full && a.storageWas == storage.OK:
		platform.Warn("parlour: storage full: " + a.Store.Reason())
		a.Notify(i18n.T("notice.storage_full"))
	case now == storage.OK && a.storageWas == storage.Full:
		platform.Warn("parlour: storage accepts writes again")
		a.Notify(i18n.T("notice.storage_resumed"))
	}
	a.storageWas = now
}

// Layout implements ebiten.Game: the canvas is in device pixels, so text and
// cards are sharp on HiDPI screens.
func (a *App) Layout(w, h int) (int, int) {
	panic("unused: LayoutF is implemented")
}

// LayoutF implements ebiten.LayoutFer.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	if s <= 0 {
		s = 1
	}
	a.W, a.H = math.Ceil(w*s), math.Ceil(h*s)
	// A box under the layouts' smallest (an embed of 320×240) draws their
	// smallest scaled down: Scale, which sizes touch targets, text and
	// units, is the device's times the zoom, while the canvas keeps its
	// pixels (taps need no change). Text is not scaled under the readable
	// size in real CSS pixels: render's floor is the device's, and the type
	// scale is raised to it.
	render.SetScale(s)
	a.Zoom = style.Zoom(w, h)
	s *= a.Zoom
	a.Scale = s
	a.Unit = style.Unit(a.W, a.H, s)
	a.Type = style.TypeFor(a.Unit, s).Scaled(a.Settings.TextScale()).AtLeast(style.TextFloor(s, a.Zoom))
	a.Space = style.SpaceFor(a.Unit)
	return a.W, a.H
}

// FrameStart is when the frame being run began (its first update): work
// that can wait measures what is left of the frame from it.
func (a *App) FrameStart() time.Time { return a.workStart }

// now is the wall's time, or the test's Clock.
func (a *App) now() time.Time {
	if a.Clock != nil {
		return a.Clock()
	}
	return time.Now()
}

// Update implements ebiten.Game.
func (a *App) Update() error {
	a.Frames++
	now := time.Now()
	a.Dt = 1.0 / 60
	a.speechDt = a.Dt
	if !a.last.IsZero() {
		a.Dt = math.Min(0.25, now.Sub(a.last).Seconds())
		// A screen reader speaks in the wall's time, however long a
		// frame: only a hidden tab's pause does not count whole.
		a.speechDt = math.Min(1, now.Sub(a.last).Seconds())
	}
	a.last = now
	if a.Step > 0 {
		a.Dt, a.speechDt = a.Step, a.Step
	}
	if a.workStart.IsZero() {
		// Several updates can run before one draw; the frame's work spans them all.
		a.workStart = now
	}
	a.In.Poll()
	if a.In.Busy() {
		a.rest.Input(a.Frames)
		a.page.Stale()
	}
	a.Sound.Tick()
	a.applyContrast()
	if a.In.Tapped {
		a.Sound.Prepare()
	}
	a.takeCatalogs()
	a.MenuKeys()
	a.accessInput()
	a.readHost()
	a.BeginUpdate()
	a.Still = a.ReducedMotion()
	a.notice.Pass(a.Dt)
	err := a.scene.Update(a)
	// The accessible page follows the scene: described again when a frame
	// was drawn (the scene changed: see resting), input came or the scene
	// is another, and not at rest, where describing and comparing a
	// table took 2 ms an update (issue 38). The scene's targets are this
	// update's, the labels its buttons drew the last frame drawn. What is
	// said is asked every update.
	start := time.Now()
	a.accessDraw()
	a.accessSay()
	a.Perf.AddAccess(time.Since(start))
	// A game no table held this frame is let go: another tab may continue it.
	a.Saves.EndFrame()
	a.watchStorage()
	return err
}

// Draw implements ebiten.Game.
func (a *App) Draw(dst *ebiten.Image) {
	drawStart := time.Now()
	kept := false
	defer func() {
		if !a.workStart.IsZero() {
			cacheDraws, text := render.DrawCosts()
			a.Perf.AddPart(perf.NewImages, cacheDraws)
			a.Perf.AddPart(perf.Text, text)
			kind := perf.Other
			switch {
			case a.BotBusy:
				kind = perf.Think
			case a.BotMoved:
				kind = perf.Move
			case a.Reviewing:
				kind = perf.Review
			}
			if !kept {
				// A kept frame's few microseconds say nothing of what
				// the next drawing will take (bots think by it).
				a.LastDraw = time.Since(drawStart)
			}
			a.Perf.Add(time.Since(a.workStart), a.LastDraw, kind)
			a.workStart, a.BotBusy, a.BotMoved, a.Reviewing = time.Time{}, false, false, false
		}
	}()
	if a.drawn == 0 {
		dst.Fill(style.Felt)
		// The first frame is the felt alone, as fast as a bare Ebitengine
		// program's: the loader page's title stays over the canvas while the
		// next frame rasterises the scene's first glyphs and panels.
		a.drawn++
		platform.MarkFirstFrame()
		return
	}
	if a.drawn >= 2 && a.resting() {
		// The screen keeps the last frame (SetScreenClearedEveryFrame(false)).
		kept = true
		a.keptRun++
		if a.keptRun >= warmAfter && a.keptRun%warmEvery == 0 {
			start := time.Now()
			if w, ok := a.scene.(Warmer); ok {
				w.Warm(a, warmBudget)
			}
			a.Text.WarmGlyphs(warmBudget - time.Since(start))
		}
		return
	}
	a.keptRun = 0
	a.page.Stale() // what the page describes may have changed with it
	a.catalogs.drawn = i18n.Generation()
	render.BeginFrame()
	defer render.EndFrame()
	render.Felt(dst)
	a.BeginDraw()
	a.scene.Draw(a, dst)
	a.DrawMenuFocus(dst)
	if a.drawn == 1 {
		a.drawn++
		markShown()
		a.hostReady()
	}
	if msg := a.notice.Text(); msg != "" {
		sp := a.Space
		size := a.Type.Small
		w := math.Min(a.W-2*sp.M, a.Text.Width(msg, size, false)+3*sp.M)
		h := a.Text.WrapHeight(msg, w-2*sp.M, size) + 2*sp.S
		r := layout.Rect{X: a.W/2 - w/2, Y: a.H - h - 2*sp.S, W: w, H: h}
		switch p := a.scene.(type) {
		case NoticePlacer:
			r.Y = p.NoticeTop()
		case NoticeAbover:
			r.Y = p.NoticeAbove(a) - h - sp.S
		}
		render.Panel(dst, r, a.Unit*style.Radius, style.Notice, style.Gold, 1)
		a.Text.Wrap(dst, msg, r.X+sp.M, r.Y+sp.S, r.W-2*sp.M, size, style.Paper, false)
	}
}

// HeadingSize is the size of a menu screen's heading, set in the bar
// beside Back: large already, it stays as designed under larger text,
// which would push it off the top of the screen.
func (a *App) HeadingSize() float64 { return a.Type.Title / a.Settings.TextScale() }
