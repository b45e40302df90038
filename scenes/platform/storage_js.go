//go:build js

package platform

import (
	"fmt"
	"strings"
	"syscall/js"

	"parlour/scenes/storage"
)

// OpenStorage opens the player's storage: localStorage, reached directly
// (in gdata's layout, so saves of earlier builds are read). gdata's own
// browser code evaluates JavaScript (window.eval), which a strict
// Content-Security-Policy refuses: the game would play without saving,
// and the page would report a violation. A quota already full is found
// by the store's probe write: what is stored is still read.
//
// The store lists its keys from localStorage itself: gdata's list of them
// is one value each tab rewrites, so two tabs saving new games at once could
// each drop the other's from it.
func OpenStorage(app string) *storage.Store {
	s := storage.Open(func() (storage.Backend, error) { return newLocal(app) })
	if s.Backend() != nil {
		s.ListWith(func() ([]string, error) { return listLocal(app, "parlour") })
	}
	return s
}

// listLocal lists the properties of a gdata object as localStorage holds
// them (keys app_object__$prop$).
func listLocal(app, object string) (props []string, err error) {
	defer func() {
		if r := recover(); r != nil {
			props, err = nil, fmt.Errorf("localStorage: %v", r)
		}
	}()
	ls := js.Global().Get("Reflect").Call("get", js.Global(), "localStorage")
	if ls.Type() != js.TypeObject {
		return nil, fmt.Errorf("localStorage is not available")
	}
	prefix := app + "_" + object + "__$"
	n := ls.Get("length").Int()
	for i := range n {
		k := ls.Call("key", i)
		if k.Type() != js.TypeString {
			continue
		}
		if p, ok := strings.CutPrefix(k.String(), prefix); ok && strings.HasSuffix(p, "$") {
			props = append(props, strings.TrimSuffix(p, "$"))
		}
	}
	return props, nil
}

type local struct {
	ls  js.Value
	app string
}

// newLocal reaches localStorage through calls that catch exceptions: in a
// sandboxed iframe merely reading window.localStorage throws.
func newLocal(app string) (b storage.Backend, err error) {
	defer func() {
		if r := recover(); r != nil {
			b, err = nil, fmt.Errorf("localStorage: %v", r)
		}
	}()
	ls := js.Global().Get("Reflect").Call("get", js.Global(), "localStorage")
	if ls.Type() != js.TypeObject {
		return nil, fmt.Errorf("localStorage is not available")
	}
	ls.Call("getItem", "parlour-probe")
	return &local{ls: ls, app: app}, nil
}

func (l *local) key(object, prop string) string { return l.app + "_" + object + "__$" + prop + "$" }
func (l *local) meta(object string) string      { return l.app + "_" + object + "_proplist_" }

func (l *local) call(name string, args ...any) (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage.%s: %v", name, r)
		}
	}()
	return l.ls.Call(name, args...), nil
}

func (l *local) SaveObjectProp(object, prop string, data []byte) error {
	if _, err := l.call("setItem", l.key(object, prop), string(data)); err != nil {
		return err
	}
	// Keep gdata's list of properties in step, so gdata reads it back later.
	v, err := l.call("getItem", l.meta(object))
	if err != nil {
		return err
	}
	m := "$" + prop + "$"
	switch {
	case v.Type() != js.TypeString || v.String() == "":
		_, err = l.call("setItem", l.meta(object), m)
	case !strings.Contains(v.String(), m):
		_, err = l.call("setItem", l.meta(object), v.String()+",,"+m)
	}
	return err
}

func (l *local) LoadObjectProp(object, prop string) ([]byte, error) {
	v, err := l.call("getItem", l.key(object, prop))
	if err != nil || v.Type() != js.TypeString {
		return nil, err
	}
	return []byte(v.String()), nil
}

func (l *local) ObjectPropExists(object, prop string) bool {
	v, err := l.call("getItem", l.key(object, prop))
	return err == nil && v.Type() == js.TypeString
}

func (l *local) DeleteObjectProp(object, prop string) error {
	_, err := l.call("removeItem", l.key(object, prop))
	return err
}
