// Command bare is the yardstick for Parlour's start-up: an Ebitengine
// program that only fills the screen, built with the same flags and served
// by the same page and server as the game (make measure compares the two).
// It marks its first frame the way the game does (window.parlourFirstFrame).
package main

import (
	"image/color"
	"log"

	"github.com/hajimehoshi/ebiten/v2"
)

type bare struct{ drawn bool }

func (b *bare) Update() error { return nil }

func (b *bare) Draw(dst *ebiten.Image) {
	dst.Fill(color.RGBA{0x1f, 0x4d, 0x3a, 0xff})
	if !b.drawn {
		b.drawn = true
		markFirstFrame()
	}
}

func (b *bare) Layout(w, h int) (int, int) { return w, h }

func main() {
	ebiten.SetWindowTitle("bare")
	if err := ebiten.RunGame(&bare{}); err != nil {
		log.Fatal(err)
	}
}
