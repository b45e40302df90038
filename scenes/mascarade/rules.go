package mascarade

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	mg "parlour/game/mascarade"
	"parlour/render/layout"
	"parlour/render/style"
	"parlour/scenes/a11y"
	"parlour/scenes/table"
	"parlour/scenes/ui"
)

// rules is the Mascarade rules reference, in our own words: how a turn
// goes, the setup and the custom scenarios, every mask (two pages), and the
// scenarios A and B for every table.
var rules = []table.RulesPage{
	{Title: "mascarade.rules.page.play", Sections: []string{
		"mascarade.rules.goal", "mascarade.rules.turn", "mascarade.rules.announce",
		"mascarade.rules.barred", "mascarade.rules.end", "mascarade.rules.aid",
	}},
	{Title: "mascarade.rules.page.setup", Sections: []string{
		"mascarade.rules.setup", "mascarade.rules.opening", "mascarade.rules.centre", "mascarade.rules.custom",
	}},
	{Title: "mascarade.rules.page.masks", Cards: func() []table.CardEntry { return maskEntries(0, 8) }},
	{Title: "mascarade.rules.page.masks2", Cards: func() []table.CardEntry { return maskEntries(8, mg.NumMasks) }},
	{Title: "mascarade.rules.page.scenarios", Draw: drawScenarios, Words: scenarioWords},
}

// fitCache keeps the text size found for a page until the screen, the
// language or the page changes (measuring wrapped text every frame is slow).
var fitCache = map[string]float64{}

func fitted(key string, f *ui.Frame, fits func(size float64) bool) float64 {
	key = fmt.Sprint(key, f.W, f.H, i18n.Language())
	if s, ok := fitCache[key]; ok {
		return s
	}
	size := f.Type.Body
	for size*0.93 >= f.Type.Tiny && !fits(size) {
		size *= 0.93
	}
	fitCache[key] = size
	return size
}

// maskEntries lists masks [from, to): a face, the name with what it takes
// from the bank and its smallest table, and its power in full.
func maskEntries(from, to int) []table.CardEntry {
	var entries []table.CardEntry
	for m := from; m < to; m++ {
		mask := mg.Mask(m)
		head := maskName(mask)
		if mask.Copies() > 1 {
			head += " ×2"
		}
		if mask.FromBank() {
			head += " · " + i18n.T("mascarade.rules.from_bank")
		}
		if mask.MinPlayers() > mg.MinTable {
			head += " · " + i18n.T("mascarade.rules.min_players", mask.MinPlayers())
		}
		entries = append(entries, table.CardEntry{Face: Face(m), Head: head, Text: i18n.T("mascarade.rules.mask." + mask.String())})
	}
	return entries
}

// scenarioLine is one table's scenarios: its heading, then A and B.
type scenarioLine struct{ head, a, b string }

// scenarioLines lists scenarios A and B for every table.
func scenarioLines() []scenarioLine {
	var lines []scenarioLine
	list := func(side string, n int) string {
		masks, _ := mg.Scenario(side, n)
		var names []string
		peasants := false
		for _, m := range masks {
			if m == mg.Peasant {
				if peasants {
					continue
				}
				peasants = true
				names = append(names, maskName(m)+" ×2")
				continue
			}
			names = append(names, maskName(m))
		}
		return side + ": " + strings.Join(names, ", ")
	}
	for n := mg.MinTable; n <= mg.MaxTable; n++ {
		head := i18n.N("mascarade.rules.players", n, n)
		if c := mg.CentreFor(n); c > 0 {
			head += " · " + i18n.N("mascarade.rules.in_centre", c, c)
		}
		lines = append(lines, scenarioLine{head, strings.ToUpper(list("a", n)[:1]) + list("a", n)[1:], strings.ToUpper(list("b", n)[:1]) + list("b", n)[1:]})
	}
	return lines
}

// scenarioWords are the scenarios page for the accessible page: the note,
// then each table's line.
func scenarioWords() []string {
	out := []string{i18n.T("mascarade.rules.scenarios_note")}
	for _, l := range scenarioLines() {
		out = append(out, a11y.Sentences(l.head, l.a, l.b))
	}
	return out
}

// drawScenarios draws scenarios A and B for every table.
func drawScenarios(f *ui.Frame, dst *ebiten.Image, body layout.Rect) {
	u := f.Unit
	lines := scenarioLines()
	note := i18n.T("mascarade.rules.scenarios_note")
	hw := math.Min(body.W*0.3, 12*u)
	tw := body.W - hw - 0.6*u
	height := func(size float64) float64 {
		h := f.Text.WrapHeight(note, body.W, size) + size
		for _, l := range lines {
			h += math.Max(size*1.3, f.Text.WrapHeight(l.a, tw, size)+f.Text.WrapHeight(l.b, tw, size)) + size*0.35
		}
		return h
	}
	size := fitted(fmt.Sprint("scenarios", body), f, func(size float64) bool { return height(size) <= body.H })
	y := body.Y
	f.Text.Wrap(dst, note, body.X, y, body.W, size, style.Muted, false)
	y += f.Text.WrapHeight(note, body.W, size) + size
	for _, l := range lines {
		f.Text.Display().Wrap(dst, l.head, body.X, y, hw, size, style.Gold, true)
		f.Text.Wrap(dst, l.a, body.X+hw+0.6*u, y, tw, size, style.Cream, false)
		ha := f.Text.WrapHeight(l.a, tw, size)
		f.Text.Wrap(dst, l.b, body.X+hw+0.6*u, y+ha, tw, size, style.Mix(style.Cream, style.Muted, 0.35), false)
		y += math.Max(size*1.3, ha+f.Text.WrapHeight(l.b, tw, size)) + size*0.35
	}
}
