// Package mascarade is the Mascarade table, built on the table kit
// (scenes/table): 4 to 13 players round the ring, each with a face-down mask
// and coins; the court, the bank and the centre masks in the middle; every
// move as a person makes it (look, swap or pretend, announce and contest,
// every power's choice); coins that move as coins; an optional memory aid
// read from the person's own observation; the custom-scenario builder for
// setup; and the rules reference.
//
// A real swap and a pretended one must look exactly alike, for the
// person's swaps and the bots': Play never reads a swap's secret (but in a
// replay with every card face up, open.go), and the swap motion depends
// only on the two places (see swapMotion).
package mascarade

import (
	"slices"

	"parlour/assets/i18n"
	"parlour/game"
	mg "parlour/game/mascarade"
	"parlour/render/layout"
	"parlour/scenes/mascarade/decide"
	"parlour/scenes/mascarade/felt"
	"parlour/scenes/mascarade/memory"
	"parlour/scenes/mascarade/view"
	"parlour/scenes/mascarade/words"
	"parlour/scenes/table"
)

// Spec registers the Mascarade table (see scenes/tables/tables.go).
var Spec = table.Spec{
	Name:       mg.Name,
	New:        newTable,
	Face:       Face,
	Deck:       table.FaceIDs(64, func(id int) bool { return mg.Mask(id).Valid() }),
	Back:       back,
	Cover:      [3]int{int(mg.Judge), int(mg.King), int(mg.Witch)},
	Catalog:    catalog,
	CatalogDir: "i18n",
	Rules:      rules,
	Tracker:    "mascarade.tracker",
	Editors:    map[string]table.OptionEditor{"masks": masksEditor},
	Centre:     felt.CentreFit,
}

func newTable(t *table.Table) table.Game {
	g := &Table{t: t, desc: words.New()}
	g.aid = loadAid(t)
	g.reset()
	return g
}

// Table is Mascarade's side of a table.
type Table struct {
	t *table.Table
	v view.View // the table as the motion has got (package view)

	// The memory aid's input, which the view does not hold: the
	// observation last synced and the events played since, as its viewer
	// saw them (package memory reads the marks from them; an open
	// replay's events are whole).
	synced *mg.Observation
	log    []game.Event

	// The person's decision so far (package decide), the memory aid's
	// switch flipped in it included.
	dec decide.Decision

	// aid is the memory aid setting (off by default, kept in storage; see
	// aid.go).
	aid bool

	// What Describe has seen (it runs ahead of the view).
	desc *words.Describer

	// open is set in a replay with every card face up (see open.go), and
	// truth is then the mask at every place: the engine's, moved on by
	// each real swap (playTruth); no observation holds it, so the view
	// does not.
	open  bool
	truth []mg.Mask

	// guideDone is set when Describe ended the guided round, until the
	// turn that ended it plays (its notice).
	guideDone bool

	// marks are the memory aid's marks, per place, as the motion lands
	// (aid.go); none while the aid is off.
	marks table.Landed[[]memory.Mark]

	// trackRows are the tracker's rows as last drawn, for tests.
	trackRows []trackRow

	// trace records the motion of recent swaps, for the browser test that
	// a real and a pretended swap move alike.
	trace []swapTrace

	// placed is the middle as last placed, for placedKey (see centre).
	placed    *felt.Centre
	placedKey centreKey
}

func (g *Table) reset() { g.dec.Reset() }

// Sync implements table.Game.
func (g *Table) Sync(o game.Observation) {
	obs := o.(*mg.Observation)
	g.open = g.openReplay(obs)
	g.synced, g.log = obs, slices.Clone(obs.Log)
	g.settleAid()
	g.truth = nil
	if g.open {
		if e, ok := g.t.Engine().(*mg.Game); ok && len(e.Places) == obs.Players+obs.Centre {
			g.truth = slices.Clone(e.Places)
		}
	}
	g.v = view.FromObservation(obs)
	g.marks.Set(g.readMarks())
	g.desc.Reset(obs)
	g.reset()
}

func (g *Table) obs() *mg.Observation { return g.t.Obs().(*mg.Observation) }

// shown is the mask lying face up at place p, or NoMask: a mask revealed
// this turn, or in an open replay any mask.
func (g *Table) shown(p int) mg.Mask {
	v := &g.v
	if !v.Place(p) {
		return mg.NoMask
	}
	if v.Up[p] == mg.NoMask && p < len(g.truth) {
		return g.truth[p]
	}
	return v.Up[p]
}

// Status implements table.Game.
func (g *Table) Status() string {
	v := &g.v
	if v.Opening > 0 {
		return i18n.T("mascarade.status.opening", v.Turn, v.Court)
	}
	return i18n.T("mascarade.status", v.Turn, v.Court)
}

// Seat implements table.Game: a player revealed during the previous turn
// may not announce during this one.
func (g *Table) Seat(seat int) table.SeatLook {
	v := &g.v
	if !v.Valid(seat) || seat >= len(v.Prev) {
		return table.SeatLook{}
	}
	if slices.Contains(v.Winners, seat) {
		return table.SeatLook{Note: i18n.T("mascarade.seat.winner"), Tone: table.Winning}
	}
	if v.Prev[seat] && len(v.Winners) == 0 {
		return table.SeatLook{Note: i18n.T("mascarade.seat.barred"), Short: i18n.T("mascarade.seat.barred_short"), Tone: table.Bad}
	}
	return table.SeatLook{}
}

// Hand implements table.Game: Mascarade has no hand (the person's mask lies
// in front of them, in their panel).
func (g *Table) Hand() []int { return nil }

// snap is the Mascarade part of parlourState().table.view.
type snap struct {
	Turn     int         `json:"turn"`
	Phase    string      `json:"phase"`
	Step     string      `json:"step,omitempty"`
	Opening  int         `json:"opening"`
	Current  int         `json:"current"`
	Coins    []int       `json:"coins"`
	Court    int         `json:"court"`
	Bank     int         `json:"bank"`
	At       []int       `json:"at"`
	Centre   int         `json:"centre"`
	Scenario string      `json:"scenario"`
	Masks    []string    `json:"masks"`
	Up       []string    `json:"up"`
	Air      []int       `json:"air"` // the places whose mask is in the air, drawn there once it lands
	Barred   []int       `json:"barred"`
	Claim    *claimSnap  `json:"claim,omitempty"`
	Legal    []string    `json:"legal"`
	Mode     int         `json:"mode"`
	Picks    []int       `json:"picks"`
	Aid      bool        `json:"aid"`
	Open     bool        `json:"open"` // an open replay: every mask shows face up
	AidMarks []aidSnap   `json:"aid_marks,omitempty"`
	Swaps    []swapTrace `json:"swaps"`
	Winners  []int       `json:"winners"`
	// Spots names the prompt's spots in order: "centre:<place>" or "aid".
	Spots []string `json:"spots"`
	// Look is the mask under the pointer (or a held finger), as it shows
	// close up; Tracker the tracker's rows as last drawn, and the one open.
	Look        *lookSnap  `json:"look,omitempty"`
	Cards       []cardSnap `json:"cards"`
	Tracker     []trackRow `json:"tracker"`
	TrackerOpen string     `json:"tracker_open,omitempty"`
}

type claimSnap struct {
	Player  int    `json:"player"`
	Mask    string `json:"mask"`
	Answers []int  `json:"answers"` // seats, contest first as seat+100
}

type aidSnap struct {
	Mask  string `json:"mask"`
	Since int    `json:"since"`
	Sure  bool   `json:"sure"`
}

// Snapshot implements table.Game.
func (g *Table) Snapshot() any {
	o := g.obs()
	v := &g.v
	s := snap{Turn: v.Turn, Phase: string(o.Phase), Step: string(o.Step), Opening: v.Opening, Current: v.Current,
		Coins: slices.Clone(v.Coins), Court: v.Court, Bank: v.Bank, At: slices.Clone(v.At), Centre: v.Centre, Scenario: v.Scenario,
		Legal: []string{}, Mode: int(g.dec.Mode), Picks: append([]int{}, g.dec.Picks...), Aid: g.aidOn(), Swaps: g.trace, Barred: []int{},
		Winners: append([]int{}, v.Winners...)}
	for _, m := range v.Masks {
		s.Masks = append(s.Masks, m.String())
	}
	s.Air = []int{}
	for p := range v.Up {
		if g.t.Hidden(maskPlace(p)) {
			s.Air = append(s.Air, p)
		}
		name := ""
		if m := g.shown(p); m != mg.NoMask {
			name = m.String()
		}
		s.Up = append(s.Up, name)
	}
	s.Open = g.open
	for p, b := range v.Prev {
		if b {
			s.Barred = append(s.Barred, p)
		}
	}
	if c := v.Ann; c != nil {
		cs := &claimSnap{Player: c.Player, Mask: c.Mask.String(), Answers: []int{}}
		for _, a := range c.Answers {
			x := a.Seat
			if a.Contest {
				x += 100
			}
			cs.Answers = append(cs.Answers, x)
		}
		s.Claim = cs
	}
	for _, a := range o.Legal {
		s.Legal = append(s.Legal, mg.FormatAction(a, o.Players))
	}
	for _, a := range g.aidMarks() {
		s.AidMarks = append(s.AidMarks, aidSnap{Mask: a.Mask.String(), Since: a.Since, Sure: a.Sure})
	}
	if s.Swaps == nil {
		s.Swaps = []swapTrace{}
	}
	s.Look = g.lookSnapshot()
	s.Cards = g.cardSnaps()
	s.Tracker = append([]trackRow{}, g.trackRows...)
	for _, r := range g.trackRows {
		if r.Open {
			s.TrackerOpen = r.Mask
		}
	}
	s.Spots = []string{}
	if g.t.Prompted() {
		for _, sp := range g.offer() {
			s.Spots = append(s.Spots, sp.Name())
		}
	}
	return s
}

func rect(x, y, w, h float64) layout.Rect { return layout.Rect{X: x, Y: y, W: w, H: h} }

// DecisionKeys implements table.Decider: the decision's step and the
// places picked so far are the person's, not the view.
func (g *Table) DecisionKeys() []string { return []string{"mode", "picks"} }
