//go:build js

package platform

import (
	"fmt"
	"sync"
	"syscall/js"
)

// In a browser the sound plays through Ebitengine's audio, which plays
// through oto (v3, driver_js.go): where the audio context has an
// AudioWorklet, oto loads its processor into it from a blob: URL, and does
// not catch a refusal. A page whose Content-Security-Policy allows no blob:
// script (script-src without blob:) refuses that module: no sound, and an
// uncaught error ("Failed to load worklet module script") in the page. So
// the browser is asked first, the same way: a module of our own loaded from
// a blob: URL into the worklet of an OfflineAudioContext, which needs no
// gesture and plays nothing. The sound makes its audio context only if the
// browser takes it.

var audioCheck struct {
	sync.Mutex
	started, done bool
	why           string
}

// AudioRefused reports whether the browser refuses the sound's audio output
// and why, in English for the console: done is false while the check runs
// (the first call starts it; it takes a few milliseconds), and why is ""
// when the sound may start. The result is also left for the page's tests
// in window.parlourAudioCheck: "ok" or "refused: <why>".
func AudioRefused() (why string, done bool) {
	audioCheck.Lock()
	defer audioCheck.Unlock()
	if !audioCheck.started {
		audioCheck.started = true
		if why, done := startAudioCheck(); done {
			settleAudioCheck(why)
		}
	}
	return audioCheck.why, audioCheck.done
}

// settleAudioCheck records the check's answer; the caller holds the lock.
func settleAudioCheck(why string) {
	audioCheck.done, audioCheck.why = true, why
	result := "ok"
	if why != "" {
		result = "refused: " + why
	}
	js.Global().Set("parlourAudioCheck", result)
}

// startAudioCheck starts loading the test module; done is true when the
// answer is known at once (nothing to load, or nothing to load it with).
func startAudioCheck() (why string, done bool) {
	defer func() {
		if r := recover(); r != nil {
			why, done = fmt.Sprintf("the browser's audio could not be checked: %v", r), true
		}
	}()
	g := js.Global()
	class := g.Get("AudioContext")
	if !class.Truthy() {
		class = g.Get("webkitAudioContext")
	}
	if !class.Truthy() {
		return "the browser has no Web Audio", true
	}
	// Without an AudioWorklet (an old browser, or a page that is not a
	// secure context) oto plays through a ScriptProcessorNode: nothing to load.
	if !g.Get("Reflect").Call("has", class.Get("prototype"), "audioWorklet").Bool() {
		return "", true
	}
	offline := g.Get("OfflineAudioContext")
	if !offline.Truthy() {
		offline = g.Get("webkitOfflineAudioContext")
	}
	if !offline.Truthy() {
		return "", true // nothing to ask with: oto will try
	}
	worklet := offline.New(1, 128, 44100).Get("audioWorklet")
	if !worklet.Truthy() {
		return "", true
	}
	blob := g.Get("Blob").New([]any{"// parlour: may an audio worklet load from a blob: URL?\n"}, map[string]any{"type": "text/javascript"})
	url := g.Get("URL").Call("createObjectURL", blob)
	var loaded, refused js.Func
	finish := func(why string) {
		g.Get("URL").Call("revokeObjectURL", url)
		loaded.Release()
		refused.Release()
		audioCheck.Lock()
		settleAudioCheck(why)
		audioCheck.Unlock()
	}
	loaded = js.FuncOf(func(js.Value, []js.Value) any {
		finish("")
		return nil
	})
	refused = js.FuncOf(func(_ js.Value, args []js.Value) any {
		reason := "refused"
		if len(args) > 0 && args[0].Type() == js.TypeObject {
			reason = args[0].Get("name").String()
		}
		finish(fmt.Sprintf("the browser refuses the audio worklet's module from a blob: URL (%s; a Content-Security-Policy without blob: in script-src does so)", reason))
		return nil
	})
	worklet.Call("addModule", url).Call("then", loaded, refused)
	return "", false
}
