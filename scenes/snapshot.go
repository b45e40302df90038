package scenes

import (
	"math"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/game/json"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes/a11y"
	"parlour/scenes/perf"
	"parlour/scenes/profile"
)

// Snapshot is what the page's tests may read: the scene, where each tappable
// thing is (in CSS pixels), and the table as the person sees it. Tests read
// it to know where to click; they never make moves through it.
type Snapshot struct {
	Scene   string                 `json:"scene"`
	Game    string                 `json:"game,omitempty"` // the game at the table, or chosen in setup
	Frames  int                    `json:"frames"`
	Targets map[string]layout.Rect `json:"targets"`
	Table   any                    `json:"table,omitempty"`
	Storage int                    `json:"storage"`
	Notice  string                 `json:"notice,omitempty"`
	// Focus is the menu target the keyboard's focus is on ("" in a table,
	// which has its own).
	Focus string       `json:"focus,omitempty"`
	Perf  perf.Summary `json:"perf"`
	Sound bool         `json:"sound"`
	Speed string       `json:"speed"`
	Lang  string       `json:"lang"`
	// WordsComing says the words of the language chosen (Lang) are not all
	// on the page yet: its catalog is on its way, or no frame has drawn it.
	WordsComing bool `json:"words_coming,omitempty"`
	// The sight settings as they apply now: reduced motion (chosen, or
	// the device's preference), larger text and high contrast.
	ReducedMotion bool          `json:"reduced_motion"`
	LargeText     bool          `json:"large_text"`
	HighContrast  bool          `json:"high_contrast"`
	Stats         profile.Stats `json:"stats"`
	// Games are the games the title offers, in its order, and PlayerRange
	// the least and the most players each seats.
	Games       []string          `json:"games"`
	PlayerRange map[string][2]int `json:"player_range"`
	Setup       any               `json:"setup,omitempty"`
	// Saved are the saved games' slots, the last played first, with
	// whether another tab plays each.
	Saved []SavedSnap `json:"saved"`
	// SmallestText is the last frame's smallest text, in CSS pixels, and
	// what it said (cached card images count each time they are shown).
	SmallestText *SmallText `json:"smallest_text,omitempty"`
	// Clipped are the texts the last frame cut short with an ellipsis.
	Clipped []string `json:"clipped"`
	// RuleOverflow are the cards (by name) whose rule was ever drawn onto
	// or past their frame's edge.
	RuleOverflow []string `json:"rule_overflow"`
	// Access is every word of the accessible page as the app built it last
	// (the tests compare it with the page's DOM).
	Access []string `json:"access"`
	// OutOfView are the targets of a scrolling list that lie out of its
	// window (scrolled past): the keyboard and the accessible page reach
	// them, a tap does not, so they are not among Targets.
	OutOfView []string `json:"out_of_view,omitempty"`
	// AccessRepeated are the IDs that tree gave more than one node
	// (a11y.Clean kept the first): every browser test fails on any.
	AccessRepeated []string `json:"access_repeated,omitempty"`
	// UncachedPaths is how many vector paths the last frame drew straight
	// onto the screen (render.UncachedPaths): a software renderer's frame
	// rate falls with each, so a table at rest draws none.
	UncachedPaths int `json:"uncached_paths"`
	// Rested counts the frames not drawn because they would have looked
	// like the last one drawn (a table at rest).
	Rested int `json:"rested"`
}

// SavedSnap is one saved game.
type SavedSnap struct {
	ID        string `json:"id"`
	Elsewhere bool   `json:"elsewhere,omitempty"`
}

// SmallText is a size of text in CSS pixels and the words drawn at it.
type SmallText struct {
	CSS   float64 `json:"css"`
	Words string  `json:"words"`
}

// Snapshotter is a scene with more to say in its snapshot.
type Snapshotter interface {
	// Snapshot returns the scene's game (if any) and its own part.
	Snapshot() (game string, part any)
}

// Snapshot describes the current frame; cssScale is device pixels per CSS pixel.
func (a *App) Snapshot(cssScale float64) Snapshot {
	s := Snapshot{Frames: a.Frames, Targets: map[string]layout.Rect{}, Storage: int(a.Store.Status()),
		Perf: a.Perf.Summary(), Sound: a.Settings.Sound, Speed: a.Settings.Speed, Lang: i18n.Wanted(), WordsComing: a.wordsComing(), Stats: a.Stats, Games: a.Games,
		ReducedMotion: a.ReducedMotion(), LargeText: a.Settings.LargeText(), HighContrast: style.HighContrast(), Notice: a.notice.Text()}
	s.Focus = a.MenuFocus()
	s.PlayerRange = map[string][2]int{}
	for _, g := range a.Games {
		if d, err := game.Lookup(g); err == nil {
			s.PlayerRange[g] = [2]int{d.MinPlayers, d.MaxPlayers}
		}
	}
	s.Saved = []SavedSnap{}
	for _, sl := range a.Saves.List() {
		s.Saved = append(s.Saved, SavedSnap{ID: sl.ID, Elsewhere: sl.Elsewhere})
	}
	s.UncachedPaths = render.UncachedPaths()
	s.Rested = a.rest.Skipped
	s.Clipped = append([]string{}, render.Clipped()...)
	s.RuleOverflow = append([]string{}, render.RuleOverflow()...)
	s.Access = append([]string{}, a11y.Words(a.page.Tree())...)
	s.AccessRepeated = a.accessRepeated
	if size, words, ok := render.SmallestText(); ok {
		s.SmallestText = &SmallText{CSS: math.Round(size/cssScale*10) / 10, Words: words}
	}
	s.Targets, s.OutOfView = a.Targets(cssScale)
	if a.scene != nil {
		s.Scene = a.scene.Name()
		if sn, ok := a.scene.(Snapshotter); ok {
			g, part := sn.Snapshot()
			s.Game = g
			if s.Scene == "table" {
				s.Table = part
			} else {
				s.Setup = part
			}
		}
	}
	return s
}

func (a *App) stateJSON(scale float64) string {
	b, err := json.Marshal(a.Snapshot(scale))
	if err != nil {
		eb, _ := json.Marshal(err.Error())
		return `{"error":` + string(eb) + `}`
	}
	return string(b)
}
