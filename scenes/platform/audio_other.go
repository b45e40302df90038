//go:build !js

package platform

// AudioRefused reports whether the sound's audio output is refused: a
// desktop's never is (only a browser's page may refuse the audio worklet;
// see audio_js.go).
func AudioRefused() (why string, done bool) { return "", true }
