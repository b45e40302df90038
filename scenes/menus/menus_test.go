package menus_test

import (
	"strings"
	"testing"

	"parlour/render/screentest"
	"parlour/scenes"
	"parlour/scenes/apptest"
)

func TestMain(m *testing.M) { screentest.Main(m) }

// TestEveryScreenOfTheTitleOpensDrawsAndGoesBack: from the title, each of
// its screens (the rules, the settings, the statistics, each game's setup)
// opens at a tap, is drawn with something on it, and Escape brings the
// person back to the title — on a desktop and on the smallest phone.
func TestEveryScreenOfTheTitleOpensDrawsAndGoesBack(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {240, 320}} {
		d := apptest.Open(t, "", size[0], size[1])
		title := func(s scenes.Snapshot) bool { return s.Scene == "title" }
		d.Until("the title", 60, title)
		d.NotBlank("the title")
		for _, target := range []string{"rules", "settings", "stats", "play", "game-loveletter", "game-mascarade", "game-rebelprincess", "game-threeparts"} {
			d.Until("the title's "+target, 60, func(s scenes.Snapshot) bool { _, ok := s.Targets[target]; return title(s) && ok })
			d.Tap(target, size[0] < 400)
			s := d.Until(target+" opened", 60, func(s scenes.Snapshot) bool { return !title(s) })
			d.Frames(8)
			d.NotBlank(target + "'s screen (" + s.Scene + ")")
			if g, ok := strings.CutPrefix(target, "game-"); ok && (s.Scene != "setup" || s.Game != g) {
				t.Fatalf("%s opened %s of %q, not %s's setup", target, s.Scene, s.Game, g)
			}
			d.Press(false, "Escape")
			d.Until("back to the title from "+s.Scene, 60, title)
		}
	}
}
