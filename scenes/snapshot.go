package scenes

import (
	"parlour/assets/i18n"
	"parlour/render/layout"
	"parlour/scenes/perf"
	"parlour/scenes/profile"
)

// Snapshot is what the page's tests may read: the scene, where each tappable
// thing is (in CSS pixels), and the table as the person sees it. Tests read
// it to know where to click; they never make moves through it.
type Snapshot struct {
	Scene   string                 `json:"scene"`
	Frames  int                    `json:"frames"`
	Targets map[string]layout.Rect `json:"targets"`
	Table   *TableSnapshot         `json:"table,omitempty"`
	Storage int                    `json:"storage"`
	Notice  string                 `json:"notice,omitempty"`
	Perf    perf.Summary           `json:"perf"`
	Sound   bool                   `json:"sound"`
	Speed   string                 `json:"speed"`
	Lang    string                 `json:"lang"`
	Stats   profile.Stats          `json:"stats"`
}

// TableSnapshot is the person's view of a table.
type TableSnapshot struct {
	Round       int      `json:"round"`
	Phase       string   `json:"phase"`
	HumanToMove bool     `json:"human_to_move"`
	Hand        []int    `json:"hand"`
	Legal       []string `json:"legal"`
	Tokens      []int    `json:"tokens"`
	Over        bool     `json:"over"`
	Winners     []int    `json:"winners"`
	Overlay     string   `json:"overlay,omitempty"`
	Selected    int      `json:"selected"`
	Picking     int      `json:"picking"`
	Log         []string `json:"log"`
	Names       []string `json:"names"`
}

// Target records a tappable region under a name for this frame.
func (a *App) Target(name string, r layout.Rect) {
	if a.targets == nil {
		a.targets = map[string]layout.Rect{}
	}
	a.targets[name] = r
}

// Snapshot describes the current frame.
func (a *App) Snapshot(cssScale float64) Snapshot {
	s := Snapshot{Frames: a.Frames, Targets: map[string]layout.Rect{}, Storage: int(a.Store.Status()),
		Perf: a.Perf.Summary(), Sound: a.Settings.Sound, Speed: a.Settings.Speed, Lang: i18n.Language(), Stats: a.Stats}
	if a.noticeT > 0 {
		s.Notice = a.notice
	}
	for k, r := range a.targets {
		s.Targets[k] = layout.Rect{X: r.X / cssScale, Y: r.Y / cssScale, W: r.W / cssScale, H: r.H / cssScale}
	}
	switch sc := a.scene.(type) {
	case *Title:
		s.Scene = "title"
	case *Setup:
		s.Scene = "setup"
	case *Settings:
		s.Scene = "settings"
	case *Stats:
		s.Scene = "stats"
	case *Rules:
		s.Scene = "rules"
	case *LoveLetterTable:
		s.Scene = "loveletter"
		s.Table = sc.snapshot()
	}
	return s
}
