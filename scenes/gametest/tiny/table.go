// Package tiny is the table of the test-only game Tiny (game/gametest/tiny):
// the proof that a game reaches the person through the kit alone. It is
// built into the client only with the build tag tinygame
// (scenes/tables/tiny.go, its one registering line), and a browser test plays
// a whole game of it. Nothing the app ships imports it.
package tiny

import (
	"embed"
	"fmt"
	"slices"
	"strconv"

	"parlour/assets/i18n"
	"parlour/game"
	tg "parlour/game/gametest/tiny"
	"parlour/scenes/table"
	"parlour/scenes/table/flow"
)

//go:embed i18n/*.json
var catalog embed.FS

// Spec registers the table (scenes/tables/tiny.go).
var Spec = table.Spec{
	Name:       tg.Name,
	New:        func(t *table.Table) table.Game { return &Table{t: t} },
	Face:       Face,
	Deck:       table.FaceIDs(tg.Cards+1, func(id int) bool { return id >= 1 && id <= tg.Cards }),
	Back:       back,
	Cover:      [3]int{3, 9, 6},
	Catalog:    catalog,
	CatalogDir: "i18n",
	Rules:      []table.RulesPage{{Title: "tiny.rules.page0", Sections: []string{"tiny.rules.goal", "tiny.rules.trick"}}},
	Hand:       tg.HandSize,
}

// Table is Tiny's side of a table.
type Table struct {
	t *table.Table
	v view
}

// view is the table as the motion has got.
type view struct {
	n      int
	hand   []int // the person's cards
	sizes  []int // every hand's size
	trick  []played
	tricks []int
}

type played struct{ seat, card int }

// Sync implements table.Game.
func (g *Table) Sync(obs game.Observation) {
	o := obs.(*tg.Observation)
	g.v = view{n: o.Players, hand: slices.Clone(o.Hand), sizes: slices.Clone(o.HandSizes), tricks: slices.Clone(o.Tricks)}
	for i, c := range o.Trick() {
		g.v.trick = append(g.v.trick, played{(o.Leader + i) % o.Players, c})
	}
}

// Describe implements table.Game.
func (g *Table) Describe(e game.Event) flow.Line {
	t := g.t
	switch e.Type {
	case tg.EvPlay:
		return flow.Line{Text: t.Words("tiny.log.play", e.Seat, -1, e.Card)}
	case tg.EvTrick:
		return flow.Line{Text: t.Words("tiny.log.trick", e.Seat, -1, e.Card)}
	case tg.EvGameWin:
		res := t.Engine().Result()
		if e.Seat != res.Winners[len(res.Winners)-1] {
			return flow.Line{} // one summary, at the last winner's event
		}
		s := &flow.Summary{Title: i18n.T("tiny.over"), Final: true}
		for _, seat := range res.Winners {
			s.Lines = append(s.Lines, t.Words("tiny.log.win", seat, -1, res.Scores[seat]))
		}
		order := make([]int, len(res.Scores))
		for i := range order {
			order[i] = i
		}
		slices.SortStableFunc(order, func(a, b int) int { return res.Scores[b] - res.Scores[a] })
		for _, seat := range order {
			s.Standings = append(s.Standings, flow.Standing{Seat: seat, Name: t.SeatName(seat), Score: res.Scores[seat],
				Winner: slices.Contains(res.Winners, seat)})
		}
		return flow.Line{Text: s.Lines[0], Summary: s}
	}
	return flow.Line{}
}

// Play implements table.Game.
func (g *Table) Play(e game.Event, m *table.Motion) {
	v := &g.v
	switch e.Type {
	case tg.EvPlay:
		if e.Seat < len(v.sizes) && v.sizes[e.Seat] > 0 {
			v.sizes[e.Seat]--
		}
		if i := slices.Index(v.hand, e.Card); i >= 0 && e.Seat == g.t.Viewer() {
			v.hand = slices.Delete(v.hand, i, i+1)
		}
		v.trick = append(v.trick, played{e.Seat, e.Card})
		m.Pause(0.4)
	case tg.EvTrick:
		if e.Seat < len(v.tricks) {
			v.tricks[e.Seat]++
		}
		m.Glow(e.Seat, table.Winning)
		m.Pause(0.6)
		v.trick = nil
	}
}

// Prompt implements table.Game: any card of the hand.
func (g *Table) Prompt() table.Prompt {
	p := table.Prompt{Text: i18n.T("tiny.prompt"), Hand: make([]table.Mark, len(g.v.hand))}
	for i := range p.Hand {
		p.Hand[i].On = true
	}
	return p
}

// Pick implements table.Game.
func (g *Table) Pick(t table.Target) (game.Action, bool) {
	if t.Zone != table.ZoneHand || t.Index < 0 || t.Index >= len(g.v.hand) {
		return game.Action{}, false
	}
	return game.NewAction(tg.KindPlay, g.v.hand[t.Index]), true
}

// Back implements table.Game: a decision of one pick has no step to undo.
func (g *Table) Back() {}

// Status implements table.Game.
func (g *Table) Status() string {
	return i18n.T("tiny.status", len(g.v.trick), g.v.n)
}

// Seat implements table.Game.
func (g *Table) Seat(seat int) table.SeatLook { return table.SeatLook{} }

// Hand implements table.Game.
func (g *Table) Hand() []int { return g.v.hand }

// Snapshot implements table.Game.
func (g *Table) Snapshot() any {
	return map[string]any{"hand": g.v.hand, "sizes": g.v.sizes, "tricks": g.v.tricks, "trick": len(g.v.trick)}
}

// SeatWords implements table.SeatWorder: cards in hand and tricks taken.
func (g *Table) SeatWords(seat int) []string {
	if seat >= len(g.v.sizes) {
		return nil
	}
	return []string{i18n.T("tiny.seat", g.v.sizes[seat], g.v.tricks[seat])}
}

// TableWords implements table.TableWorder: the trick as it lies.
func (g *Table) TableWords() []string {
	var out []string
	for _, p := range g.v.trick {
		out = append(out, fmt.Sprintf("%s: %s", g.t.SeatName(p.seat), strconv.Itoa(p.card)))
	}
	return out
}
