package a11y

import "testing"

// The page hands the game its letters, digits, "?", F1 and Escape, and keeps
// what moves its focus or presses its buttons, and every key with Ctrl, Alt
// or Meta.
func TestPageKeyHandsTheGameItsKeysAndKeepsThePagesOwn(t *testing.T) {
	for _, c := range []struct {
		code     string
		modified bool
		want     string
	}{
		{"KeyW", false, "W"},
		{"KeyA", false, "A"},
		{"KeyW", true, ""},
		{"Digit3", false, "Digit3"},
		{"Numpad9", false, "Numpad9"},
		{"Digit0", false, ""},
		{"Slash", false, "Slash"},
		{"F1", false, "F1"},
		{"Escape", false, "Escape"},
		{"Enter", false, ""},
		{"Space", false, ""},
		{"Tab", false, ""},
		{"ArrowDown", false, ""},
		{"KeyWW", false, ""},
		{"Keyw", false, ""},
		{"", false, ""},
	} {
		if got := PageKey(c.code, c.modified); got != c.want {
			t.Errorf("PageKey(%q, %v) = %q, want %q", c.code, c.modified, got, c.want)
		}
	}
}
