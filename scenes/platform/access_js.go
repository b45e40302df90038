//go:build js

package platform

import (
	"strings"
	"sync"
	"syscall/js"

	"parlour/scenes/a11y"
)

// The accessible page (issue 31): a container after the canvas, visually
// hidden unless the page asks to show it (?a11y=show, for a look at where
// its controls are), holding the elements scenes/a11y's changes make, and
// two live regions. Its buttons report a press (Enter, Space, a click, a
// screen reader's activation) and the focus they receive, for the next
// update to act on as a tap on the target of the same name.

var access struct {
	mu        sync.Mutex
	root      js.Value
	polite    js.Value
	assertive js.Value
	els       map[string]js.Value
	pressed   []string
	keys      []string
	focused   string
	onPress   js.Func
	onFocus   js.Func
	onKey     js.Func
	onBodyKey js.Func
}

// hidden is the usual visually-hidden style: present to assistive
// technology and to Tab, drawn nowhere.
const hidden = "position:absolute;left:0;top:0;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;"

// shown lays the page over the canvas's left edge, for a screenshot.
const shown = "position:absolute;left:0;top:0;max-width:45%;max-height:100%;overflow:auto;background:rgba(255,255,240,0.92);color:#111;font:12px sans-serif;z-index:10;padding:4px;"

func accessRoot() bool {
	if access.els != nil {
		return access.root.Truthy()
	}
	access.els = map[string]js.Value{}
	doc := js.Global().Get("document")
	if !doc.Truthy() || !doc.Get("body").Truthy() {
		return false
	}
	root := doc.Call("createElement", "div")
	root.Set("id", "parlour-access")
	style := hidden
	if strings.Contains(js.Global().Get("location").Get("search").String(), "a11y=show") {
		style = shown
	}
	// Through the CSSOM: a style attribute set as markup is refused under
	// a strict Content-Security-Policy (style-src 'self'), which would
	// leave this page in view rather than hidden.
	root.Get("style").Set("cssText", style)
	live := func(kind string) js.Value {
		d := doc.Call("createElement", "div")
		d.Call("setAttribute", "aria-live", kind)
		d.Call("setAttribute", "aria-atomic", "true")
		d.Call("setAttribute", "data-live", kind)
		root.Call("appendChild", d)
		return d
	}
	access.polite, access.assertive = live("polite"), live("assertive")
	access.onPress = js.FuncOf(func(this js.Value, args []js.Value) any {
		id := this.Get("dataset").Get("id").String()
		access.mu.Lock()
		if len(access.pressed) < 8 {
			access.pressed = append(access.pressed, id)
		}
		access.mu.Unlock()
		return nil
	})
	access.onFocus = js.FuncOf(func(this js.Value, args []js.Value) any {
		access.mu.Lock()
		access.focused = this.Get("dataset").Get("id").String()
		access.mu.Unlock()
		return nil
	})
	// Keys pressed on the page's buttons never reach the canvas (where
	// Ebitengine listens): those the game takes are handed to it.
	access.onKey = js.FuncOf(func(this js.Value, args []js.Value) any {
		handKey(args[0])
		return nil
	})
	root.Call("addEventListener", "keydown", access.onKey)
	// Nor do keys pressed with the focus nowhere (on the body: the button
	// pressed last was taken away with the decision it made, or the game
	// ended): T and R said nothing after the end (issue 38).
	access.onBodyKey = js.FuncOf(func(this js.Value, args []js.Value) any {
		e := args[0]
		if t := e.Get("target"); t.Equal(doc.Get("body")) || t.Equal(doc.Get("documentElement")) {
			handKey(e)
		}
		return nil
	})
	doc.Call("addEventListener", "keydown", access.onBodyKey)
	doc.Get("body").Call("appendChild", root)
	access.root = root
	return true
}

// handKey hands a key the game takes (a11y.PageKey) to the next update.
func handKey(e js.Value) {
	modified := e.Get("ctrlKey").Bool() || e.Get("altKey").Bool() || e.Get("metaKey").Bool()
	name := a11y.PageKey(e.Get("code").String(), modified)
	if name == "" {
		return
	}
	e.Call("preventDefault")
	access.mu.Lock()
	if len(access.keys) < 8 {
		access.keys = append(access.keys, name)
	}
	access.mu.Unlock()
}

// AccessApply makes the changes to the accessible page.
func AccessApply(ops []a11y.Op) {
	if len(ops) == 0 || !accessRoot() {
		return
	}
	doc := js.Global().Get("document")
	// Moving an element (an Order) or its ancestor takes the focus from it:
	// the person's place on the page must survive the table's changes.
	active := doc.Get("activeElement")
	if !active.Truthy() || !access.root.Call("contains", active).Bool() {
		active = js.Null()
	}
	defer func() {
		switch {
		case !active.Truthy():
		case active.Get("isConnected").Bool():
			if !doc.Get("activeElement").Equal(active) {
				active.Call("focus", map[string]any{"preventScroll": true})
			}
		default:
			// The element the person was on is gone (the card they played,
			// the decision they made): their place is the screen's region,
			// not the body, where Tab would start the page over.
			if top := access.root.Get("lastElementChild"); top.Truthy() && !top.Get("dataset").Get("live").Truthy() {
				top.Call("focus", map[string]any{"preventScroll": true})
			}
		}
	}()
	for _, o := range ops {
		switch o.Kind {
		case a11y.Remove:
			if el, ok := access.els[o.ID]; ok {
				forget(el)
				el.Call("remove")
			}
		case a11y.Create:
			el := doc.Call("createElement", tag(o.Role))
			el.Get("dataset").Set("id", o.ID)
			if o.Parent == "" {
				el.Set("tabIndex", -1) // the person's place when theirs goes (above)
			}
			if o.Role == a11y.Button {
				el.Call("addEventListener", "click", access.onPress)
				el.Call("addEventListener", "focus", access.onFocus)
			}
			set(el, o)
			parent := access.root
			if p, ok := access.els[o.Parent]; ok {
				parent = p
			}
			parent.Call("appendChild", el)
			access.els[o.ID] = el
		case a11y.Update:
			if el, ok := access.els[o.ID]; ok {
				set(el, o)
			}
		case a11y.Order:
			if p, ok := access.els[o.Parent]; ok {
				// Only what is out of place moves, so that little moves.
				kids := p.Get("children")
				at := 0
				for _, id := range o.IDs {
					el, ok := access.els[id]
					if !ok {
						continue
					}
					if here := kids.Index(at); !here.Equal(el) {
						p.Call("insertBefore", el, here)
					}
					at++
				}
			}
		}
	}
}

// forget drops an element and everything under it from the index.
func forget(el js.Value) {
	delete(access.els, el.Get("dataset").Get("id").String())
	kids := el.Get("children")
	for i := range kids.Length() {
		forget(kids.Index(i))
	}
}

func tag(r a11y.Role) string {
	switch r {
	case a11y.Button:
		return "button"
	case a11y.Heading:
		return "h2"
	case a11y.List:
		return "ul"
	case a11y.Item:
		return "li"
	case a11y.Text:
		return "p"
	}
	return "div"
}

func set(el js.Value, o a11y.Op) {
	if o.Role == a11y.Group || o.Role == a11y.Region || o.Role == a11y.List {
		el.Call("setAttribute", "role", string(o.Role))
		el.Call("setAttribute", "aria-label", o.Name)
		// A group's (or list's) name is its label: its children say the rest.
		if el.Get("firstChild").Truthy() && el.Get("firstChild").Get("nodeType").Int() == 3 {
			el.Call("removeChild", el.Get("firstChild"))
		}
	} else {
		// The text is the element's first child, before any children.
		first := el.Get("firstChild")
		if first.Truthy() && first.Get("nodeType").Int() == 3 {
			first.Set("data", o.Name)
		} else {
			el.Call("insertBefore", js.Global().Get("document").Call("createTextNode", o.Name), first)
		}
	}
	attr(el, "aria-description", o.Desc)
	if o.Role == a11y.Button {
		el.Set("type", "button")
		attr(el, "aria-disabled", map[bool]string{true: "true"}[o.Disabled])
		attr(el, "aria-pressed", o.AriaPressed())
	}
}

func attr(el js.Value, name, value string) {
	if value == "" {
		el.Call("removeAttribute", name)
	} else {
		el.Call("setAttribute", name, value)
	}
}

// AccessSay speaks a line through a live region: the region's one child
// is replaced by a new element holding it, so that a line the same as the
// last (two players taking coins in the same words) is still an addition
// to the region and is said. Package speech writes at most one a frame: a
// region written twice in one frame says only the second.
func AccessSay(text string, assertive bool) {
	if !accessRoot() {
		return
	}
	region := access.polite
	if assertive {
		region = access.assertive
	}
	p := js.Global().Get("document").Call("createElement", "p")
	p.Set("textContent", text)
	region.Call("replaceChildren", p)
}

// AccessHush empties both live regions, so that the lines last said are
// no longer on the page (the device passes to another person).
func AccessHush() {
	if !accessRoot() {
		return
	}
	access.polite.Call("replaceChildren")
	access.assertive.Call("replaceChildren")
}

// AccessTake returns the buttons pressed since the last call, in order, and
// the one focused now ("" for none).
func AccessTake() (pressed []string, focused string) {
	access.mu.Lock()
	defer access.mu.Unlock()
	pressed, access.pressed = access.pressed, nil
	return pressed, access.focused
}

// AccessKeys returns the keys pressed on the page since the last call that
// the game takes (a11y.PageKey), by the game's names for them.
func AccessKeys() []string {
	access.mu.Lock()
	defer access.mu.Unlock()
	keys := access.keys
	access.keys = nil
	return keys
}
