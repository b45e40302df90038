package table

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/scenes"
	"parlour/scenes/a11y"
)

// Scene is a table as the app runs it. The app's calls (update, draw,
// describe, rest, warm) come in here and nowhere else: a game's table holds
// the *Table its Spec.New was given, whose methods are only what
// context.go offers, so it cannot update, draw or describe the kit's table
// itself.
type Scene struct{ t *Table }

// scene is the table as a scene, one per table, so that a scene compares
// equal to itself.
func (t *Table) scene() *Scene {
	if t.sc == nil {
		t.sc = &Scene{t}
	}
	return t.sc
}

// Name implements scenes.Scene.
func (s *Scene) Name() string { return "table" }

// Update implements scenes.Scene.
func (s *Scene) Update(a *scenes.App) error {
	err := s.t.update(a)
	s.t.announce()
	return err
}

// Draw implements scenes.Scene.
func (s *Scene) Draw(a *scenes.App, dst *ebiten.Image) { s.t.drawTable(&a.Frame, dst) }

// Snapshot implements scenes.Snapshotter.
func (s *Scene) Snapshot() (string, any) { return s.t.snapshot() }

// Access implements scenes.Accessible.
func (s *Scene) Access(a *scenes.App) *a11y.Node { return s.t.access(&a.Frame) }

// Look implements scenes.Rester.
func (s *Scene) Look(a *scenes.App) (key uint64, still bool) { return s.t.look() }

// Warm implements scenes.Warmer.
func (s *Scene) Warm(a *scenes.App, budget time.Duration) { s.t.warm(budget) }

// NoticeTop implements scenes.NoticePlacer.
func (s *Scene) NoticeTop() float64 { return s.t.noticeTop() }
