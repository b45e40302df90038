// Package loveletter is the Love Letter table, built on the table kit
// (scenes/table): its faces, what its events mean in words and in motion,
// the prompts of a turn, what its seats and centre show, its tracker and its
// rules reference. It is the kit's worked example (see scenes/table's doc).
package loveletter

import (
	"fmt"
	"slices"

	"parlour/assets/i18n"
	"parlour/game"
	ll "parlour/game/loveletter"
	"parlour/render/layout"
	"parlour/scenes/loveletter/decide"
	"parlour/scenes/loveletter/felt"
	"parlour/scenes/loveletter/view"
	"parlour/scenes/loveletter/words"
	"parlour/scenes/table"
)

// Spec registers the Love Letter table (see scenes/tables/tables.go).
var Spec = table.Spec{
	Name: ll.Name,
	New: func(t *table.Table) table.Game {
		return &Table{t: t, d: decide.New(), desc: words.New()}
	},
	Face:       Face,
	Deck:       table.FaceIDs(64, func(id int) bool { return ll.Card(id).Valid() }),
	Back:       back,
	Cover:      [3]int{int(ll.Guard), int(ll.Princess), int(ll.King)},
	Catalog:    catalog,
	CatalogDir: "i18n",
	Rules:      rules,
	Hand:       3,
	Centre:     felt.CentreFit,
	Tracker:    "loveletter.tracker",
}

// Table is Love Letter's side of a table.
type Table struct {
	t *table.Table
	v view.View // the table as the motion has got (package view)
	// watch is what the person knows of the other hands as the table shows
	// them, for the tracker: set from the observation at Sync, then moved
	// event by event as they play.
	watch *ll.Watcher

	// d is the person's decision so far.
	d decide.Decision

	// desc puts events in words (Describe).
	desc *words.Describer

	// seen is what the tracker shows, as the cards land (DrawTracker).
	seen table.Landed[tracked]

	// Whether the centre says how many tokens win (the top bar leaves it
	// out), for the status, geometry and language it was found for.
	goal    bool
	goalKey string

	// placed is the centre as last placed, for placedKey (see centre).
	placed    *felt.Centre
	placedKey centreKey
}

// Sync implements table.Game.
func (g *Table) Sync(o game.Observation) {
	obs := o.(*ll.Observation)
	n := len(obs.Seats)
	g.v = view.FromObservation(obs, g.t.Human())
	g.watch = ll.NewWatcher(n, obs.Variant, g.t.Human())
	for _, e := range obs.Log {
		g.watch.Event(e)
	}
	g.seen.Set(g.tracking())
	g.d = decide.New()
}

func (g *Table) obs() *ll.Observation { return g.t.Obs().(*ll.Observation) }

// Status implements table.Game.
func (g *Table) Status() string {
	v := g.v
	return i18n.T("loveletter.status", v.Round, v.Deck, g.goalText())
}

// Seat implements table.Game.
func (g *Table) Seat(seat int) table.SeatLook {
	switch {
	case seat >= len(g.v.Out):
	case g.v.Out[seat]:
		f := g.t.SeatForm(seat) // "Ada вибула", "Basil вибув", "Ви вибули"
		return table.SeatLook{Out: true, Note: i18n.G("loveletter.seat.out", f), Short: i18n.G("loveletter.seat.out_short", f), Tone: table.Bad}
	case g.v.Protect[seat]:
		return table.SeatLook{Note: i18n.T("loveletter.seat.protected"), Short: i18n.T("loveletter.seat.protected_short"), Tone: table.Info}
	}
	return table.SeatLook{}
}

// Hand implements table.Game.
func (g *Table) Hand() []int {
	out := make([]int, len(g.v.Hand))
	for i, c := range g.v.Hand {
		out[i] = int(c)
	}
	return out
}

// snap is the Love Letter part of parlourState().table.view.
type snap struct {
	Round    int      `json:"round"`
	Phase    string   `json:"phase"`
	Deck     int      `json:"deck"`
	Tokens   []int    `json:"tokens"`
	Legal    []string `json:"legal"`
	Selected int      `json:"selected"`
	Target   int      `json:"target"`
	Keep     int      `json:"keep"`
	Shown    []int    `json:"shown"`
	Discards [][]int  `json:"discards"`
	FaceUp   []int    `json:"face_up"` // set aside face up (two players)
	// Unseen is the tracker's count per character, Counts the deck's, and
	// Known the card the person knows each seat holds (-1: none known).
	Unseen []int `json:"unseen"`
	Counts []int `json:"counts"`
	Known  []int `json:"known"`
	// Places is where things are drawn, in CSS pixels, for layout tests.
	Places places `json:"places"`
	// Air names the places whose card is still in the air, drawn there
	// once it lands: "hand/<seat>/<i>", "discard/<seat>/<i>",
	// "faceup/<i>/0", "shown/<seat>/0".
	Air []string `json:"air"`
}

// places is where the table draws its cards and words, in CSS pixels.
type places struct {
	Bar        string          `json:"bar"`  // the top bar's status as it shows it
	Goal       string          `json:"goal"` // the goal's line on the felt ("": the bar says it)
	GoalAt     []layout.Rect   `json:"goal_at,omitempty"`
	DeckLabel  []layout.Rect   `json:"deck_label"`
	AsideLabel []layout.Rect   `json:"aside_label,omitempty"`
	Row        []layout.Rect   `json:"row"`    // the deck, set aside, face up
	Hands      [][]layout.Rect `json:"hands"`  // another seat's hand's places (none for the person)
	Played     [][]layout.Rect `json:"played"` // each seat's played cards
}

func (g *Table) places() places {
	css := func(rs ...layout.Rect) []layout.Rect {
		out := []layout.Rect{}
		for _, r := range rs {
			k := g.t.Geometry().Scale
			out = append(out, layout.Rect{X: r.X / k, Y: r.Y / k, W: r.W / k, H: r.H / k})
		}
		return out
	}
	text := func(l *textAt) []layout.Rect {
		if l == nil {
			return nil
		}
		return css(l.rects(g)...)
	}
	c := g.centre()
	deck, aside := g.centreLabels(c)
	p := places{Bar: g.t.StatusShown(), DeckLabel: text(deck), AsideLabel: text(aside), Row: css(c.Row...), GoalAt: text(g.goalLine(c.Goal))}
	if c.Goal.W > 0 {
		p.Goal = g.goalText()
	}
	for seat := range g.v.HandN {
		var hand []layout.Rect
		if seat != g.t.Human() {
			hand, _ = g.seatCards(seat)
			hand = hand[:min(len(hand), g.v.HandN[seat])]
		}
		var played []layout.Rect
		for i := range g.v.Discards[seat] {
			played = append(played, g.discardSpot(seat, i))
		}
		p.Hands, p.Played = append(p.Hands, css(hand...)), append(p.Played, css(played...))
	}
	return p
}

// Snapshot implements table.Game.
func (g *Table) Snapshot() any {
	o := g.obs()
	s := snap{Round: g.v.Round, Phase: string(o.Phase), Deck: g.v.Deck, Tokens: slices.Clone(g.v.Tokens), Legal: []string{},
		Selected: int(g.d.Card), Target: g.d.Target, Keep: int(g.d.Keep), Places: g.places()}
	for _, a := range o.Legal {
		s.Legal = append(s.Legal, ll.FormatAction(a))
	}
	for _, c := range g.v.FaceUp {
		s.FaceUp = append(s.FaceUp, int(c))
	}
	seen := g.seen.Get(g.t)
	unseen, counts := seen.unseen, ll.DeckCounts(g.v.Variant)
	for c := range unseen {
		s.Unseen, s.Counts = append(s.Unseen, int(unseen[c])), append(s.Counts, int(counts[c]))
	}
	for seat := range g.v.HandN {
		k := ll.NoCard
		if seat != g.t.Human() && seat < len(seen.known) {
			k = seen.known[seat]
		}
		s.Known = append(s.Known, int(k))
	}
	s.Air = g.inAir()
	for i := range g.v.Shown {
		s.Shown = append(s.Shown, int(g.v.Shown[i]))
		var d []int
		for _, c := range g.v.Discards[i] {
			d = append(d, int(c))
		}
		s.Discards = append(s.Discards, d)
	}
	return s
}

// inAir names the view's places whose card is still in the air (Snapshot).
func (g *Table) inAir() []string {
	out := []string{}
	air := func(kind string, seat, i int) {
		if g.t.Hidden(table.At(kind, seat, i)) {
			out = append(out, fmt.Sprintf("%s/%d/%d", kind, seat, i))
		}
	}
	v := &g.v
	for seat := range v.HandN {
		for i := range v.HandN[seat] {
			air("hand", seat, i)
		}
		for i := range v.Discards[seat] {
			air("discard", seat, i)
		}
		air("shown", seat, 0)
	}
	for i := range v.FaceUp {
		air("faceup", i, 0)
	}
	return out
}

// DecisionKeys implements table.Decider: the card chosen, its target and
// the card kept are the person's half-made decision, not the view.
func (g *Table) DecisionKeys() []string { return []string{"selected", "target", "keep"} }
