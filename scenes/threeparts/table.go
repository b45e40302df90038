// Package threeparts is the Three Parts table, built on the table kit
// (scenes/table): the row turned up card by card, the leader's two
// dividers, the secret votes with the white, blue and black choice cards,
// re-cuts of contested parts, jokers placed on stacks, every seat's stacks
// with the leader of each number marked, and the final count number by
// number.
package threeparts

import (
	"slices"

	"parlour/assets/i18n"
	"parlour/game"
	tp "parlour/game/threeparts"
	"parlour/scenes/table"
	"parlour/scenes/threeparts/board"
	"parlour/scenes/threeparts/decide"
	"parlour/scenes/threeparts/words"
)

// Spec registers the Three Parts table (see scenes/tables/tables.go).
var Spec = table.Spec{
	Name: tp.Name,
	New: func(t *table.Table) table.Game {
		return &Table{t: t, d: decide.New(), desc: words.New()}
	},
	Face:       Face,
	Deck:       table.FaceIDs(faceChoice, func(id int) bool { return true }), // the jokers and the numbers
	Back:       back,
	Cover:      [3]int{3, faceJoker, 7},
	Centre:     centreFit,
	Catalog:    catalog,
	CatalogDir: "i18n",
	Rules:      rules,
	Tracker:    "threeparts.tracker",
}

// Table is Three Parts' side of a table.
type Table struct {
	t *table.Table
	// v is the table as the motion has got (Sync sets it, Play moves it);
	// desc keeps the same as the events have arrived, for their words.
	v    *board.Board
	desc *words.Describer
	lay  *geometry

	// d is the person's decision so far; drag a divider dragged.
	d    decide.Decision
	drag decide.Drag
	// open is set in a replay with every card face up (see open.go).
	open bool
	// guideDone is set when Describe ended the guided round, until the
	// round's end plays (its notice).
	guideDone bool
	// count is what the piles and the tracker show, as the motion lands
	// (tracker.go).
	count table.Landed[piles]
}

// Sync implements table.Game.
func (g *Table) Sync(o game.Observation) {
	obs := o.(*tp.Observation)
	g.open = g.t.OpenReplay()
	g.v = board.From(obs)
	g.count.Set(pilesOf(g.v))
	g.desc.Reset(g.v)
	g.openVotes()
	g.lay = nil
	g.renew(obs)
}

func (g *Table) obs() *tp.Observation { return g.t.Obs().(*tp.Observation) }

// Status implements table.Game.
func (g *Table) Status() string {
	v := g.v
	if v == nil {
		return ""
	}
	return i18n.T("threeparts.status", v.Round, v.Rounds, g.counted().deck, g.t.SeatName(v.Leader))
}

// Seat implements table.Game: the leader, and the part a seat took.
func (g *Table) Seat(seat int) table.SeatLook {
	v := g.v
	if v == nil || seat < 0 || seat >= v.N {
		return table.SeatLook{}
	}
	if len(v.Winners) > 0 || v.Scoring {
		n := 0
		for _, s := range v.Scored[seat] {
			if s {
				n++
			}
		}
		return table.SeatLook{Note: i18n.N("threeparts.seat.numbers", n, n), Tone: table.Winning}
	}
	var note string
	tone := table.Plain
	form := g.t.SeatForm(seat) // "ви чекаєте" under the person's own panel
	if c := v.Took[seat]; c >= 0 {
		note, tone = i18n.T("threeparts.seat.took", words.ColourLower(c)), table.Good
	} else if len(v.Segs) > 0 && !v.Claimants().Has(seat) {
		note = i18n.G("threeparts.seat.waits", form)
	}
	if seat == v.Leader {
		if note == "" {
			note, tone = i18n.G("threeparts.seat.leader", form), table.Winning
		} else {
			note = i18n.G("threeparts.seat.leader", form) + " · " + note
		}
	}
	return table.SeatLook{Note: note, Tone: tone}
}

// Hand implements table.Game: Three Parts has no hand; taken cards lie
// face up in stacks.
func (g *Table) Hand() []int { return nil }

// snap is the Three Parts part of parlourState().table.view. It holds only
// what the person may know: who has voted, never how, until the reveal.
type snap struct {
	Round    int      `json:"round"`
	Phase    string   `json:"phase"`
	Leader   int      `json:"leader"`
	Deck     int      `json:"deck"`
	Row      []int    `json:"row"` // the card at each position still on the table, or -1
	Air      []int    `json:"air"` // the row's positions whose card is still in the air, not drawn there yet
	Segs     [][3]int `json:"segs"`
	Parts    [][3]int `json:"parts,omitempty"` // the current segment's parts: lo, hi, colour
	Legal    []string `json:"legal"`
	Ready    []int    `json:"ready"`
	MyVote   int      `json:"my_vote"`
	Shown    []int    `json:"shown"`
	Cuts     [2]int   `json:"cuts"`
	Lifted   int      `json:"lifted"`
	Selected int      `json:"selected"`
	Spots    []string `json:"spots,omitempty"` // what each spot of the prompt is
	Off      []string `json:"off,omitempty"`   // the spots that cannot be picked
	Numbers  [][]int  `json:"numbers"`
	Jokers   [][]int  `json:"jokers"`
	Scores   []int    `json:"scores"`
	Tally    []int    `json:"tally,omitempty"`
	Took     []int    `json:"took"`
	Discards int      `json:"discards"`
	// Left is what the tracker shows still in the deck, by number (index
	// 0: the jokers), and RoundsLeft the rounds it says are left.
	Left       [11]int `json:"left"`
	RoundsLeft int     `json:"rounds_left"`
	// Marks are the dividers and the words on the row, where they are drawn.
	Marks []rowMark `json:"marks,omitempty"`
	// VoteAt is where each seat's choice card lies, in CSS pixels, so a
	// test can look at the picture there.
	VoteAt [][4]float64 `json:"vote_at"`
	// Suggested is the cut a hint (or the guided round) suggests while
	// the person cuts: where blue and black would begin.
	Suggested []int `json:"suggested,omitempty"`
	// Open is set in a replay with every card face up: every vote lying
	// face down shows face up.
	Open bool `json:"open,omitempty"`
}

// Snapshot implements table.Game.
func (g *Table) Snapshot() any {
	o := g.obs()
	v := g.v
	s := snap{Round: v.Round, Phase: string(o.Phase), Leader: v.Leader, Deck: g.counted().deck, Legal: []string{}, MyVote: v.MyVote,
		Shown: slices.Clone(v.Shown), Cuts: g.d.Cuts, Lifted: g.d.Lifted, Selected: g.d.Sel, Took: slices.Clone(v.Took),
		Discards: g.counted().discards, Ready: []int{}, Open: g.open}
	s.Air = []int{}
	for i, c := range v.Row {
		if v.On[i] && g.t.Hidden(table.At(placeRow, 0, i)) {
			s.Air = append(s.Air, i)
		}
		if v.On[i] {
			s.Row = append(s.Row, int(c))
		} else {
			s.Row = append(s.Row, -1)
		}
	}
	for _, sg := range v.Segs {
		s.Segs = append(s.Segs, [3]int{sg.Lo, sg.Hi, int(sg.Claim)})
	}
	if cur, ok := v.Current(); ok {
		for _, p := range cur.Parts() {
			s.Parts = append(s.Parts, [3]int{p.Lo, p.Hi, p.Colour})
		}
		if g.personCuts() {
			// The parts as the dividers stand, before Cut.
			s.Parts = [][3]int{{cur.Lo, g.d.Cuts[0], 0}, {g.d.Cuts[0], g.d.Cuts[1], 1}, {g.d.Cuts[1], cur.Hi, 2}}
		}
	}
	for _, a := range o.Legal {
		s.Legal = append(s.Legal, tp.FormatAction(a))
	}
	for seat := range v.N {
		if v.Ready.Has(seat) {
			s.Ready = append(s.Ready, seat)
		}
		s.Numbers = append(s.Numbers, v.Numbers[seat][1:])
		s.Jokers = append(s.Jokers, v.Jokers[seat][1:])
	}
	sc := g.t.Geometry().Scale
	for seat := range v.N {
		r := g.voteSpot(seat)
		s.VoteAt = append(s.VoteAt, [4]float64{r.X / sc, r.Y / sc, r.W / sc, r.H / sc})
	}
	s.Left, s.RoundsLeft = g.tracker()
	s.Marks = g.rowMarks()
	if c, ok := g.hintedCut(); ok && g.personCuts() {
		s.Suggested = c[:]
	}
	s.Scores, _ = v.Points()
	if v.Scoring {
		s.Tally = slices.Clone(v.Tally)
	}
	if g.t.Prompted() {
		for _, sp := range g.spots() {
			s.Spots = append(s.Spots, sp.Name)
			if !sp.On {
				s.Off = append(s.Off, sp.Name)
			}
		}
	}
	return s
}

// DecisionKeys implements table.Decider: the cut being made, the stack
// lifted and the choice selected are the person's decision, not the view.
func (g *Table) DecisionKeys() []string { return []string{"cuts", "lifted", "selected", "suggested"} }
