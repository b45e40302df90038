package a11y

import "strings"

// The keys a person presses on the accessible page. Ebitengine hears keys
// only on its canvas, and a person using the page has its focus on a
// button there: the page hands the game the keys that act at the table or
// in a menu (a letter, a digit, "?", F1, Escape), and keeps its own — Tab
// and Shift+Tab move its focus, Enter and Space press its button, the
// arrows belong to the screen reader. A key with Ctrl, Alt or Meta is the
// browser's or the screen reader's.

// PageKey is the game's name (Ebitengine's, as the keymap knows it) for a
// key pressed on the page, by its KeyboardEvent.code; "" when the page
// keeps the key.
func PageKey(code string, modified bool) string {
	if modified {
		return ""
	}
	if l, ok := strings.CutPrefix(code, "Key"); ok && len(l) == 1 && l[0] >= 'A' && l[0] <= 'Z' {
		return l
	}
	for _, prefix := range []string{"Digit", "Numpad"} {
		if d, ok := strings.CutPrefix(code, prefix); ok && len(d) == 1 && d[0] >= '1' && d[0] <= '9' {
			return code
		}
	}
	switch code {
	case "Slash", "F1", "Escape":
		return code
	}
	return ""
}
