// Command parlour is the game: one Ebitengine program for the browser (wasm)
// and the desktop.
package main

import (
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/scenes"
	"parlour/scenes/params"
	"parlour/scenes/storage"
)

func main() {
	choice, warnings := params.Parse(query(), i18n.Languages())
	choice.Preferred = params.PreferredLanguage(deviceLanguage(), i18n.Languages())
	for _, w := range warnings {
		warn(w)
	}
	ebiten.SetWindowTitle("Parlour")
	ebiten.SetWindowSize(1280, 720)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	app := scenes.NewApp(storage.Open("parlour"), choice)
	if err := ebiten.RunGame(app); err != nil {
		log.Fatal(err)
	}
}
