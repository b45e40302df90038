package scenes

import (
	"slices"
	"strconv"
	"strings"

	"parlour/scenes/a11y"
	"parlour/scenes/platform"
	"parlour/scenes/speech"
)

// The accessible page beside the canvas (issue 31; the model is package
// a11y, the DOM package platform). Every frame drawn, the app describes the
// scene as a tree of groups, buttons and text and changes the page to match;
// a button pressed on the page acts, at the next update, as a tap on the
// target of its name. A menu is described from what it registers and draws
// (its targets, in order, named by the labels its buttons show, or by
// Label); a table describes itself (Accessible), from its prompt and its
// observation only.

// Accessible is a scene that describes itself to the accessible page.
type Accessible interface {
	Access(a *App) *a11y.Node
}

// AccessTitled is a menu with a heading for the accessible page, and text
// for it under the heading (a rules page's sections), before its buttons.
type AccessTitled interface {
	AccessTitle() string
}

// AccessTexted is a menu with text for the accessible page.
type AccessTexted interface {
	AccessText(a *App) []string
}

// accessInput takes the page's presses and focus (ui.Frame.TakePage) and
// the keys pressed on it.
func (a *App) accessInput() {
	pressed, focused := platform.AccessTake()
	a.In.PressKeys(platform.AccessKeys())
	if a.TakePage(pressed, focused) {
		a.rest.Input(a.Frames) // the screen answers a press at once
		a.page.Stale()         // and the page too
	}
}

// accessDraw changes the page to match the scene, when it may have
// changed (a11y.Page).
func (a *App) accessDraw() {
	platform.AccessApply(a.page.Update(a.scene, func() *a11y.Node {
		var root *a11y.Node
		if s, ok := a.scene.(Accessible); ok {
			root = s.Access(a)
		} else {
			root = a.menuTree()
		}
		a.noteRepeated(root)
		return root
	}))
}

// noteRepeated keeps the first node of each id (a11y.Clean) and notes the
// ids the tree repeated: a fault, told in the console and published in the
// snapshot for the tests.
func (a *App) noteRepeated(root *a11y.Node) {
	var repeated []string
	if root != nil {
		_, repeated = a11y.Clean(root)
	}
	if len(repeated) > 0 && !slices.Equal(repeated, a.accessRepeated) {
		platform.Warn("parlour: the accessible page repeats the ids " + strings.Join(repeated, ", ") + " of scene " + a.scene.Name())
	}
	a.accessRepeated = repeated
}

// menuTree is a menu as its targets and labels say.
func (a *App) menuTree() *a11y.Node {
	root := &a11y.Node{ID: "screen", Role: a11y.Region, Name: "Parlour"}
	if t, ok := a.scene.(AccessTitled); ok && t.AccessTitle() != "" {
		root.Name = t.AccessTitle()
		root.Children = append(root.Children, &a11y.Node{ID: "screen-title", Role: a11y.Heading, Name: t.AccessTitle()})
	}
	if t, ok := a.scene.(AccessTexted); ok {
		for i, line := range t.AccessText(a) {
			root.Children = append(root.Children, &a11y.Node{ID: "screen-text-" + strconv.Itoa(i), Role: a11y.Text, Name: line})
		}
	}
	root.Children = append(root.Children, a.AccessButtons(nil)...)
	return root
}

// Say queues something to say on the accessible page (package speech):
// in the order it comes, paced by the time it takes to say, but for an
// answer to a key, said at once.
func (a *App) Say(kind speech.Kind, text string) { a.speech.Say(kind, text) }

// SayPace sets the pace of what is said (speech.PaceFor): a table sets it
// from its speed.
func (a *App) SayPace(p float64) { a.speech.SetPace(p) }

// Hush drops everything waiting to be said, and empties the live regions
// of the last lines said (a screen reader's cursor reads them again): the
// device passes to another person at a pass-and-play table, who must not
// hear the last holder's.
func (a *App) Hush() {
	a.speech.Clear()
	platform.AccessHush()
}

// accessSay writes what is due to a live region: one utterance at most an
// update, on a clock of the updates' wall time (speechDt), so that a slow
// device's fewer frames do not slow the speech.
func (a *App) accessSay() {
	if u, ok := a.speech.Due(a.speechDt); ok {
		platform.AccessSay(u.Text, u.Assertive())
	}
}
