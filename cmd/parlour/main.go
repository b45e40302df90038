// Command parlour is the game: one Ebitengine program for the browser (wasm)
// and the desktop.
package main

import (
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/scenes"
	"parlour/scenes/menus"
	"parlour/scenes/params"
	"parlour/scenes/platform"
	"parlour/scenes/table"
	"parlour/scenes/tables"
)

func main() {
	table.Register(tables.All...)
	choice, warnings := params.Parse(platform.Query(), i18n.Languages(), menus.Offered())
	choice.Preferred = params.PreferredLanguage(platform.DeviceLanguage(), i18n.Languages())
	for _, w := range warnings {
		platform.Warn(w)
	}
	ebiten.SetWindowTitle("Parlour")
	ebiten.SetWindowSize(1280, 720)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// A frame that would look like the last one keeps its pixels instead
	// of being drawn again (scenes/rest); every drawn frame fills the felt.
	ebiten.SetScreenClearedEveryFrame(false)
	app := scenes.NewApp(platform.OpenStorage("parlour"), choice)
	menus.Install(app)
	app.Start()
	if err := ebiten.RunGame(app); err != nil {
		// Not log.Fatal: package log is 16 KB of wasm code for this one line.
		fmt.Fprintln(os.Stderr, "parlour:", err)
		os.Exit(1)
	}
}
