// Package ui is what a screen draws with and answers to in one frame: the
// frame's input, the screen's size and type scale, the text, and the
// targets the screen registers as it goes, with buttons, the keyboard's
// focus over a menu's targets and the labels the accessible page reads.
//
// It knows no scene, storage, sound or game: the app (package scenes) owns
// a Frame, polls it at each update and reads its targets for the page's
// tests and the accessible page; a screen, or one layer of a table, is
// handed the Frame alone when input and drawing are all it needs, so what
// it can reach is what it is given (issue 39: the App had been handed
// everywhere).
package ui

import (
	"math"

	"parlour/game"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
)

// Frame is one frame's input, sizes and targets.
type Frame struct {
	Text *render.Text
	In   Input
	// W and H are the canvas in device pixels; Scale is device pixels per
	// CSS pixel; Unit is the base size (style.Unit), Type the type scale and
	// Space the spacing scale. Zoom is how much smaller than its CSS size
	// a small box draws (style.Zoom): Scale includes it.
	W, H, Scale, Unit float64
	Zoom              float64
	Type              style.Type
	Space             style.Space
	// Still says motion is reduced this frame (the person's setting, or the
	// device's preference until they choose): the app sets it before each
	// update, so a screen reads one value instead of asking the settings.
	Still bool

	targets map[string]layout.Rect
	// order is the targets' names in the order they were registered this
	// frame: the keyboard's focus walks a menu in it (see focus.go).
	order []string
	// scrolled are the targets of a scrolling list (HitScrolled), each
	// with its list's window.
	scrolled map[string]layout.Window
	menu     menuFocus
	// screen is the screen up (Show): a menu's focus follows it.
	screen any
	// What the accessible page reads (access.go): labels of targets,
	// groups of choices, the labels buttons drew, and the page's press and
	// focus this update.
	labels     map[string]string
	groups     []choiceGroup
	rectLabels map[layout.Rect]rectLabel
	access     pageInput
	// notify shows a notice (the app's); see Notify.
	notify func(msg string)
}

// NewFrame is a frame drawing with text; notify shows a notice and says
// it on the accessible page (the app's).
func NewFrame(text *render.Text, notify func(msg string)) Frame {
	return Frame{Text: text, Scale: 1, notify: notify}
}

// Notify shows a message for a few seconds and says it (the app's notice).
func (f *Frame) Notify(msg string) {
	if f.notify != nil {
		f.notify(msg)
	}
}

// BeginUpdate forgets the last update's targets: the scene registers them
// again as it updates.
func (f *Frame) BeginUpdate() {
	clear(f.targets)
	clear(f.scrolled)
	f.order = f.order[:0]
}

// BeginDraw forgets the labels the last frame's buttons drew.
func (f *Frame) BeginDraw() {
	clear(f.rectLabels)
	f.groups = f.groups[:0]
}

// Target records a tappable region under a name for this frame.
func (f *Frame) Target(name string, r layout.Rect) {
	if f.targets == nil {
		f.targets = map[string]layout.Rect{}
	}
	if _, again := f.targets[name]; !again {
		f.order = append(f.order, name)
	}
	f.targets[name] = r
}

// Targets are this frame's targets in CSS pixels (device pixels over
// cssScale), and the names of those that lie out of their scrolling list's
// window, sorted: the keyboard and the accessible page reach those, a tap
// does not.
func (f *Frame) Targets(cssScale float64) (shown map[string]layout.Rect, outOfView []string) {
	shown = map[string]layout.Rect{}
	for _, k := range game.SortedKeys(f.targets) {
		r := f.targets[k]
		if f.hidden(k) {
			outOfView = append(outOfView, k)
			continue
		}
		shown[k] = layout.Rect{X: r.X / cssScale, Y: r.Y / cssScale, W: r.W / cssScale, H: r.H / cssScale}
	}
	return shown, outOfView
}

// hidden reports whether a target lies out of its list's window.
func (f *Frame) hidden(name string) bool {
	w, ok := f.scrolled[name]
	return ok && !w.Shows(f.targets[name])
}

// Touch is the smallest comfortable touch target in device pixels.
func (f *Frame) Touch() float64 { return style.Touch(f.Scale) }

// BackButton is the top-left Back button of a menu screen (touch-sized).
func (f *Frame) BackButton() layout.Rect {
	u := f.Unit
	return layout.Rect{X: f.Space.S, Y: f.Space.S, W: math.Max(f.Touch()*1.8, 7*u), H: math.Max(f.Touch(), style.BarH*u)}
}
