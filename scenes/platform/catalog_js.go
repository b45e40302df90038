//go:build js

package platform

import (
	"errors"
	"syscall/js"
)

// FetchCatalog asks the page for a language's catalog (index.js,
// parlourCatalog: lang/<lang>.json of this build, which the service worker
// keeps for offline play) and calls done once with its text or why not,
// from the page's event loop. A reply over MaxCatalog characters is refused.
func FetchCatalog(lang string, done func([]byte, error)) {
	fetch := js.Global().Get("parlourCatalog")
	if fetch.Type() != js.TypeFunction {
		done(nil, errors.New("this page cannot fetch catalogs"))
		return
	}
	var ok, fail js.Func
	release := func() { ok.Release(); fail.Release() }
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		// index.js refuses a reply over MaxCatalog before it is copied here.
		if len(args) == 0 || args[0].Type() != js.TypeString {
			done(nil, errors.New("the catalog is not text"))
		} else if text := args[0].String(); len(text) > 4*MaxCatalog {
			done(nil, errors.New("the catalog is too large"))
		} else {
			done([]byte(text), nil)
		}
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		msg := "the catalog could not be fetched"
		if len(args) > 0 {
			msg += ": " + js.Global().Call("String", args[0]).String()
		}
		done(nil, errors.New(msg))
		return nil
	})
	fetch.Invoke(lang).Call("then", ok, fail)
}
