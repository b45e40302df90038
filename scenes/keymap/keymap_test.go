package keymap

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Within a place no key asks for two actions: a key pressed there is read
// one way only, whatever order the screen's code tests the actions in.
func TestNoKeyMeansTwoActionsInOnePlace(t *testing.T) {
	for place, actions := range Places {
		for i, a := range actions {
			for _, b := range actions[i+1:] {
				for _, ka := range Keys(a) {
					for _, kb := range Keys(b) {
						if ka.Name == kb.Name && (ka.AnyShift || kb.AnyShift || ka.Shift == kb.Shift) {
							t.Errorf("%s: %s asks for both %v and %v", place, ka.Name, a, b)
						}
					}
				}
			}
		}
	}
}

// Every action has a key and a name, and is read somewhere.
func TestEveryActionHasAKeyAndAPlace(t *testing.T) {
	read := map[Action]bool{}
	for _, actions := range Places {
		for _, a := range actions {
			read[a] = true
		}
	}
	for a := None + 1; a < count; a++ {
		if len(Keys(a)) == 0 {
			t.Errorf("%v has no key", a)
		}
		if a.String() == "" || a.String() == "action?" {
			t.Errorf("action %d has no name", a)
		}
		if !read[a] {
			t.Errorf("%v is read in no place", a)
		}
	}
}

func TestShiftTabGoesBackTabForward(t *testing.T) {
	cases := []struct {
		key   string
		shift bool
		want  Action
		not   Action
	}{
		{"Tab", false, Next, Previous},
		{"Tab", true, Previous, Next},
		{"Enter", true, Confirm, None},
		{"Space", false, Confirm, None},
		{"Space", false, Forward, None},
		{"F1", false, Rules, None},
		{"Slash", true, Rules, None}, // "?" is Shift+Slash
	}
	for _, c := range cases {
		if !Matches(c.want, c.key, c.shift) {
			t.Errorf("%s (shift %v) does not ask for %v", c.key, c.shift, c.want)
		}
		if c.not != None && Matches(c.not, c.key, c.shift) {
			t.Errorf("%s (shift %v) asks for %v too", c.key, c.shift, c.not)
		}
	}
}

func TestDigitsPickOneToNine(t *testing.T) {
	for name, want := range map[string]int{"Digit1": 1, "Digit9": 9, "Numpad5": 5, "Digit0": 0, "Numpad0": 0, "D": 0, "Digit": 0, "Digit12": 0, "NumpadEnter": 0} {
		if got := Digit(name); got != want {
			t.Errorf("Digit(%q) = %d, want %d", name, got, want)
		}
	}
}

// Only the kit's input (scenes/ui/input.go) reads Ebitengine's keyboard, mouse
// and touch: every screen and table asks it for actions (Did) and for the
// pointer (X, Y, Held, Fingers), so that a key is bound in one place and a
// table's gestures follow the same taps and drags as the kit's.
func TestOnlyTheInputReadsEbitengineInput(t *testing.T) {
	forbidden := []string{"ebiten.Key", "inpututil.", "ebiten.IsMouseButtonPressed", "ebiten.AppendTouchIDs",
		"ebiten.TouchPosition", "ebiten.CursorPosition", "ebiten.IsKeyPressed", "ebiten.Wheel"}
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || filepath.ToSlash(path) == "../ui/input.go" {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(b), "\n") {
			if code, _, _ := strings.Cut(line, "//"); code != "" {
				for _, f := range forbidden {
					if strings.Contains(code, f) {
						t.Errorf("%s:%d reads %s itself: ask ui.Input", path, i+1, f)
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
