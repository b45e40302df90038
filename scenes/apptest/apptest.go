// Package apptest opens the whole app natively, as cmd/parlour does, and
// drives it frame by frame as a person would: by taps on the targets the
// app names and by keys. It is the browser harness's twin
// (wasm/test/harness.js: open, waitFor, tapTarget, nextMove) for what does
// not need a browser — a table's logic, its drawing and its words — and it
// runs in go test under Xvfb (make unit-screen), many times faster than
// the same game under SwiftShader in Chromium.
//
// A test package that uses it runs its tests in Ebitengine's loop:
//
//	func TestMain(m *testing.M) { screentest.Main(m) }
package apptest

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/render/layout"
	"parlour/render/screentest"
	"parlour/scenes"
	"parlour/scenes/menus"
	"parlour/scenes/params"
	"parlour/scenes/platform"
	"parlour/scenes/storage"
	"parlour/scenes/table"
	"parlour/scenes/tables"
)

// Step is a frame's time: the app runs sixty frames a second of its own
// time, however fast the machine draws them.
const Step = 1.0 / 60

var register sync.Once

// Driver is one app, one screen, one storage: a browser tab.
type Driver struct {
	t      testing.TB
	App    *scenes.App
	Screen *ebiten.Image
	// Store is the tab's storage: a second Driver on the same Store is a
	// second tab of the same browser.
	Store *Memory
	// DrawEvery draws one frame in so many updates (DrawsEvery by default),
	// as Ebitengine runs several updates a frame on a slow device: under
	// Xvfb, Mesa's software renderer takes about 9 ms to draw a frame at
	// 1280×720, against about 1.5 ms for the update. Draw draws the next
	// frame whatever the count.
	DrawEvery int
	w, h      int
	updates   int
}

// DrawsEvery is a Driver's DrawEvery unless a test sets another.
const DrawsEvery = 4

// Open opens the app as the page would at ?query, on a screen of w×h
// pixels, with a storage of its own.
func Open(t testing.TB, query string, w, h int) *Driver {
	return OpenOn(t, NewMemory(), query, w, h)
}

// OpenOn opens the app on store (another tab's, or one a test filled).
func OpenOn(t testing.TB, store *Memory, query string, w, h int) *Driver {
	t.Helper()
	register.Do(func() { table.Register(tables.All...) })
	choice, warnings := params.Parse(strings.TrimPrefix(query, "?"), i18n.Languages(), menus.Offered())
	if len(warnings) > 0 {
		t.Fatalf("the query %q was not taken as it is: %s", query, strings.Join(warnings, "; "))
	}
	app := scenes.NewApp(storage.With(store), choice)
	app.Step = Step
	app.Clock = wallNow
	app.Sound.NoDevice = true
	menus.Install(app)
	app.Start()
	d := &Driver{t: t, App: app, Store: store, DrawEvery: DrawsEvery}
	d.Resize(w, h)
	// When the test ends, its frame ends: what it drew is rendered and its
	// screen let go, so no later test pays for them (screentest.EndFrame).
	t.Cleanup(func() {
		d.Screen.Deallocate()
		screentest.EndFrame()
	})
	d.Frame()
	d.Draw() // the first frame, the felt alone, as the page's first
	return d
}

// Resize gives the app a screen of w×h pixels (a window resized, a phone
// turned).
func (d *Driver) Resize(w, h int) {
	if d.Screen != nil {
		d.Screen.Deallocate()
	}
	d.w, d.h = w, h
	d.Screen = ebiten.NewImage(w, h)
}

// Frame runs one update, and draws a frame once in DrawEvery updates.
func (d *Driver) Frame() {
	d.App.LayoutF(float64(d.w), float64(d.h))
	tick()
	if err := d.App.Update(); err != nil && !errors.Is(err, ebiten.Termination) {
		d.t.Fatalf("update: %v", err)
	}
	d.updates++
	if d.updates%max(1, d.DrawEvery) == 0 {
		d.App.Draw(d.Screen)
	}
}

// Draw draws a frame now (before a test reads the screen's pixels).
func (d *Driver) Draw() {
	d.App.LayoutF(float64(d.w), float64(d.h))
	d.App.Draw(d.Screen)
}

// Frames runs n frames.
func (d *Driver) Frames(n int) {
	for range n {
		d.Frame()
	}
}

// NotBlank draws a frame and fails the test when it is one colour or
// nearly (a felt with nothing on it), reading a grid of its pixels; what
// names the frame in the message.
func (d *Driver) NotBlank(what string) {
	d.t.Helper()
	d.Draw()
	b := d.Screen.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	d.Screen.ReadPixels(pix) // one read: At reads the GPU each time
	seen := map[[4]byte]bool{}
	for y := 0; y < b.Dy(); y += max(1, b.Dy()/48) {
		for x := 0; x < b.Dx(); x += max(1, b.Dx()/48) {
			i := 4 * (y*b.Dx() + x)
			seen[[4]byte(pix[i:i+4])] = true
		}
	}
	if len(seen) < 8 {
		d.t.Fatalf("%s is nearly blank: %d colours", what, len(seen))
	}
}

// State is what parlourState() would publish now.
func (d *Driver) State() scenes.Snapshot { return d.App.Snapshot(1) }

// Table is the table's part of the state; nil away from a table.
func (d *Driver) Table() *table.Snap {
	if s, ok := d.State().Table.(table.Snap); ok {
		return &s
	}
	return nil
}

// Until runs frames until cond holds, at most limit of them; it fails the
// test, saying what it waited for, when they run out.
func (d *Driver) Until(what string, limit int, cond func(scenes.Snapshot) bool) scenes.Snapshot {
	d.t.Helper()
	for range limit {
		if s := d.State(); cond(s) {
			return s
		}
		d.Frame()
	}
	s := d.State()
	if cond(s) {
		return s
	}
	d.t.Fatalf("%s: not after %d frames (scene %q, notice %q)", what, limit, s.Scene, s.Notice)
	return s
}

// Tap taps the middle of the target named name, as a finger would when
// touch is set, and runs the frame that hears it and the next.
func (d *Driver) Tap(name string, touch bool) {
	d.t.Helper()
	r, ok := d.State().Targets[name]
	if !ok {
		d.t.Fatalf("no target %q to tap (targets: %s)", name, strings.Join(slices.Sorted(maps.Keys(d.State().Targets)), " "))
	}
	d.TapAt(r, touch)
}

// TapWhenShown taps the target named name once the app shows it, within a
// second of frames.
func (d *Driver) TapWhenShown(name string) {
	d.t.Helper()
	d.Until("the target "+name, 60, func(s scenes.Snapshot) bool { _, ok := s.Targets[name]; return ok })
	d.Tap(name, false)
}

// TapAt taps the middle of r.
func (d *Driver) TapAt(r layout.Rect, touch bool) {
	_ = d.App.In.Feed([]platform.Tap{{X: r.X + r.W/2, Y: r.Y + r.H/2, Touch: touch}}, nil, false) // no keys: no error
	d.Frames(2)
}

// Press presses keys in one update, by the keymap's names ("Enter",
// "ArrowLeft"), with Shift held if shift, and runs the frame that hears
// them and the next.
func (d *Driver) Press(shift bool, keys ...string) {
	d.t.Helper()
	if err := d.App.In.Feed(nil, keys, shift); err != nil {
		d.t.Fatalf("press %v: %v", keys, err)
	}
	d.Frames(2)
}

// StartTable opens the setup the query named and starts its game.
func (d *Driver) StartTable() {
	d.t.Helper()
	d.Until("the setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" && s.Targets["start"].W > 0 })
	d.Tap("start", false)
	d.Until("the table", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" })
}

// Decode is v, a part of the state the app publishes as it likes (a
// table's game view, table.Snap.View; the setup's, Snapshot.Setup), read
// into T through JSON, as a browser test reads parlourState(): a test
// outside the app's packages names in T only the fields it reads, by their
// JSON names.
func Decode[T any](t testing.TB, v any) T {
	t.Helper()
	var out T
	b, err := json.Marshal(v)
	if err == nil {
		err = json.Unmarshal(b, &out)
	}
	if err != nil {
		t.Fatalf("%T read as %T: %v", v, out, err)
	}
	return out
}

// Deciding is the table at s when the person may decide now (ok); else
// the tap due instead: "summary-next" under a round's summary, "" when
// there is none (away from a table, a game over, the table busy or
// another's turn).
func Deciding(s scenes.Snapshot) (t table.Snap, due string, ok bool) {
	t, isTable := s.Table.(table.Snap)
	switch {
	case !isTable:
		return t, "", false
	case t.Summary != nil:
		if t.Summary.Final {
			return t, "", false
		}
		return t, "summary-next", false
	case t.Busy || !t.HumanToMove || t.Prompt == nil:
		return t, "", false
	}
	return t, "", true
}

// NextMove is the browser harness's nextMove (wasm/test/harness.js), so
// that a test moved from the browser plays the same moves on the same
// pinned deal: close a round's summary, else pick the first choice, seat
// or confirm the prompt offers, else the hand card prefer names (if prefer
// is not nil and names one), else the first hand card. "" when the table
// is not the person's to act on.
func NextMove(s scenes.Snapshot, prefer func(table.Snap) string) string {
	t, due, ok := Deciding(s)
	if !ok {
		return due
	}
	p := t.Prompt
	for i, c := range p.Choices {
		if c.On {
			return fmt.Sprintf("choice-%d", i)
		}
	}
	for i, m := range p.Seats {
		if m.On {
			return fmt.Sprintf("seat-%d", i)
		}
	}
	if p.Confirm != "" {
		return "confirm"
	}
	if prefer != nil {
		if pick := prefer(t); pick != "" {
			return pick
		}
	}
	for i, m := range p.Hand {
		if m.On {
			return fmt.Sprintf("hand-%d", i)
		}
	}
	return ""
}

// Move taps NextMove's target when the app shows it, and runs a frame
// otherwise (a table still busy, a target not drawn yet). It returns the
// target tapped, "" when none was.
func (d *Driver) Move(prefer func(table.Snap) string) string {
	s := d.State()
	name := NextMove(s, prefer)
	if _, shown := s.Targets[name]; name == "" || !shown {
		d.Frame()
		return ""
	}
	d.Tap(name, false)
	return name
}

// AtRest reports a table where the person may act, or a summary waits.
func AtRest(s scenes.Snapshot) bool {
	t, ok := s.Table.(table.Snap)
	return ok && (t.Summary != nil || (!t.Busy && t.HumanToMove && t.Prompt != nil))
}

// Mover picks the person's next tap at a table at rest: close a summary,
// ask for a hint and follow it, or pick one of what the prompt offers, at
// random but the same for the same seed.
type Mover struct {
	rng *rand.Rand
	// Hints is how many hints the mover may still ask for (none unless
	// set): each runs a bot's search, the costliest thing a test's frame
	// does (seconds natively).
	Hints int
}

// NewMover is a mover whose picks follow seed.
func NewMover(seed uint64) *Mover { return &Mover{rng: rand.New(rand.NewPCG(seed, 0x5eed))} }

// Next is the target to tap, "" when there is none (the game is over, or
// the table is not at rest).
func (m *Mover) Next(s scenes.Snapshot) string {
	t, ok := s.Table.(table.Snap)
	switch {
	case !ok:
		return ""
	case t.Summary != nil:
		if t.Summary.Final {
			return ""
		}
		return "summary-next"
	case t.Busy || !t.HumanToMove || t.Prompt == nil || len(t.Prompt.Offered) == 0:
		return ""
	}
	// Now and then the person asks for a hint and follows its ring: the
	// hint's search asks the game's Prompt again and again between its
	// picks (what check=pure holds to account).
	if t.Hint != nil && t.Hint.Target != "" && m.rng.IntN(2) == 0 {
		return t.Hint.Target
	}
	if _, ok := s.Targets["hint"]; ok && t.Hint == nil && m.Hints > 0 && m.rng.IntN(4) == 0 {
		m.Hints--
		return "hint"
	}
	offered := t.Prompt.Offered
	// A confirm is taken only some of the time, so that a decision in
	// several picks is made in each of its ways.
	if len(offered) > 1 && offered[len(offered)-1] == "confirm" && m.rng.IntN(3) > 0 {
		offered = offered[:len(offered)-1]
	}
	return offered[m.rng.IntN(len(offered))]
}

// PlayToTheEnd plays the person's decisions by mover until the game's
// final summary, within limit frames, calling each (if not nil) after every
// tap. It returns how many taps it made.
func (d *Driver) PlayToTheEnd(mover *Mover, limit int, each func(tap string)) int {
	d.t.Helper()
	taps := 0
	for frames := 0; frames < limit; {
		s := d.State()
		if t, ok := s.Table.(table.Snap); ok && t.Summary != nil && t.Summary.Final {
			return taps
		}
		name := ""
		if AtRest(s) {
			name = mover.Next(s)
		}
		if _, shown := s.Targets[name]; name == "" || !shown {
			d.Frame()
			frames++
			continue
		}
		d.Tap(name, false)
		frames += 2
		taps++
		if each != nil {
			each(name)
		}
	}
	t := d.Table()
	d.t.Fatalf("the game did not end within %d frames (%d taps; prompt %+v)", limit, taps, promptOf(t))
	return taps
}

func promptOf(t *table.Snap) any {
	if t == nil || t.Prompt == nil {
		return nil
	}
	return *t.Prompt
}

// Memory is a storage backend in memory: localStorage for a native test.
type Memory struct {
	mu sync.Mutex
	m  map[string][]byte
	// Refuse, if set, refuses to write the values it names, as a full
	// localStorage throws on a write that does not fit.
	Refuse func(prop string) bool
}

// NewMemory is an empty storage.
func NewMemory() *Memory { return &Memory{m: map[string][]byte{}} }

func key(object, prop string) string { return object + "/" + prop }

// SaveObjectProp implements storage.Backend.
func (b *Memory) SaveObjectProp(object, prop string, data []byte) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.Refuse != nil && b.Refuse(prop) {
		return fmt.Errorf("the quota has been exceeded writing %s", prop)
	}
	b.m[key(object, prop)] = slices.Clone(data)
	return nil
}

// LoadObjectProp implements storage.Backend.
func (b *Memory) LoadObjectProp(object, prop string) ([]byte, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	v, ok := b.m[key(object, prop)]
	if !ok {
		return nil, fmt.Errorf("no %s", prop)
	}
	return slices.Clone(v), nil
}

// ObjectPropExists implements storage.Backend.
func (b *Memory) ObjectPropExists(object, prop string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	_, ok := b.m[key(object, prop)]
	return ok
}

// DeleteObjectProp implements storage.Backend.
func (b *Memory) DeleteObjectProp(object, prop string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	delete(b.m, key(object, prop))
	return nil
}

// ListObjectProps implements storage.Lister.
func (b *Memory) ListObjectProps(object string) ([]string, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []string
	for k := range b.m {
		if p, ok := strings.CutPrefix(k, object+"/"); ok {
			out = append(out, p)
		}
	}
	sort.Strings(out)
	return out, nil
}
