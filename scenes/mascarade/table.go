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
	v view

	// The person's decision so far (package decide), the memory aid's
	// switch flipped in it included.
	dec decide.Decision

	// aid is the memory aid setting (off by default, kept in storage; see
	// aid.go).
	aid bool

	// What Describe has seen (it runs ahead of the view).
	desc *words.Describer

	// open is set in a replay with every card face up (see open.go).
	open bool

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

// view is the table as the motion has got: Sync sets it from an
// observation, Play moves it event by event.
type view struct {
	n, centre int
	scenario  string
	masks     []mg.Mask // the scenario's masks
	at        []int     // each player's place
	coins     []int     // each player's coins
	court     int
	bank      int // coins taken from the bank so far
	turn      int
	current   int
	opening   int
	up        []mg.Mask // per place: the mask lying face up now, or NoMask
	prev, now []bool    // per player: revealed during the previous turn, this turn
	ann       *claim    // the announcement in progress
	named     mg.Mask   // the mask the Guru's target named this turn, or NoMask
	winners   []int
	truth     []mg.Mask // per place, the mask there: in an open replay only
	// log is the events the view has played, as the viewer of synced (the
	// observation it was synced from) saw them: the memory aid's marks
	// are read from them.
	synced *mg.Observation
	log    []game.Event
}

// claim is an announcement as the table shows it.
type claim struct {
	player  int
	mask    mg.Mask
	answers []answer // in the order given, clockwise from the announcer's left
	victim  int      // the Guru's or the Spy's chosen player, or -1
}

type answer struct {
	seat    int
	contest bool
}

func (g *Table) reset() { g.dec.Reset() }

// Sync implements table.Game.
func (g *Table) Sync(o game.Observation) {
	obs := o.(*mg.Observation)
	g.open = g.openReplay(obs)
	n := obs.Players
	places := n + obs.Centre
	v := view{n: n, centre: obs.Centre, scenario: obs.Scenario, masks: slices.Clone(obs.Masks), at: slices.Clone(obs.At),
		coins: slices.Clone(obs.Coins), court: obs.Court, bank: obs.Bank, turn: obs.Turn, current: obs.Current, opening: obs.Opening,
		up: make([]mg.Mask, places), named: mg.NoMask, prev: slices.Clone(obs.RevealedPrev), now: slices.Clone(obs.RevealedNow), winners: slices.Clone(obs.Winners)}
	for p := range v.up {
		v.up[p] = mg.NoMask
	}
	// Masks revealed this turn lie face up until the turn ends, unless a
	// swap has taken them under the table since.
	for _, e := range obs.Log {
		switch e.Type {
		case mg.EvTurn:
			for p := range v.up {
				v.up[p] = mg.NoMask
			}
		case mg.EvReveal:
			if e.Target >= 0 && e.Target < places {
				v.up[e.Target] = mg.Mask(e.Card)
			}
		case mg.EvSwap, mg.EvSpySwap, mg.EvFoolSwap:
			for _, p := range []int{e.Target, e.Value} {
				if p >= 0 && p < places {
					v.up[p] = mg.NoMask
				}
			}
		}
	}
	if a := obs.Announcement; a != nil && obs.Phase != mg.PhaseOver {
		c := &claim{player: a.Player, mask: a.Mask, victim: a.Victim}
		for i, p := range clockwise(obs.At, a.Player) {
			if i >= a.Asked || !answersStand(obs) {
				break // once a power is at work the answers are over (see Play)
			}
			c.answers = append(c.answers, answer{seat: p, contest: slices.Contains(a.Contesters, p)})
		}
		v.ann = c
	}
	v.synced, v.log = obs, slices.Clone(obs.Log)
	g.settleAid()
	if g.open {
		if e, ok := g.t.Engine().(*mg.Game); ok && len(e.Places) == places {
			v.truth = slices.Clone(e.Places)
		}
	}
	g.v = v
	g.marks.Set(g.readMarks())
	g.desc.Reset(obs)
	g.reset()
}

// clockwise lists the other players from player's left, by place.
func clockwise(at []int, player int) []int {
	n := len(at)
	byPlace := make([]int, n)
	for p, pl := range at {
		if pl >= 0 && pl < n {
			byPlace[pl] = p
		}
	}
	var out []int
	if player < 0 || player >= n {
		return out
	}
	for i := 1; i < n; i++ {
		out = append(out, byPlace[(at[player]+i)%n])
	}
	return out
}

func (g *Table) obs() *mg.Observation { return g.t.Obs().(*mg.Observation) }

// valid reports whether seat is a player at the table.
func (v *view) valid(seat int) bool { return seat >= 0 && seat < v.n }

// shown is the mask lying face up at place p, or NoMask: a mask revealed
// this turn, or in an open replay any mask.
func (v *view) shown(p int) mg.Mask {
	if !v.place(p) {
		return mg.NoMask
	}
	if v.up[p] == mg.NoMask && p < len(v.truth) {
		return v.truth[p]
	}
	return v.up[p]
}

// place reports whether p is a place (a player's or the centre's).
func (v *view) place(p int) bool { return p >= 0 && p < len(v.up) }

// playerAt is the player at place p, or -1 for a centre place.
func (v *view) playerAt(p int) int {
	for pl, at := range v.at {
		if at == p {
			return pl
		}
	}
	return -1
}

// Status implements table.Game.
func (g *Table) Status() string {
	v := &g.v
	if v.opening > 0 {
		return i18n.T("mascarade.status.opening", v.turn, v.court)
	}
	return i18n.T("mascarade.status", v.turn, v.court)
}

// Seat implements table.Game: a player revealed during the previous turn
// may not announce during this one.
func (g *Table) Seat(seat int) table.SeatLook {
	v := &g.v
	if !v.valid(seat) || seat >= len(v.prev) {
		return table.SeatLook{}
	}
	if slices.Contains(v.winners, seat) {
		return table.SeatLook{Note: i18n.T("mascarade.seat.winner"), Tone: table.Winning}
	}
	if v.prev[seat] && len(v.winners) == 0 {
		return table.SeatLook{Note: i18n.T("mascarade.seat.barred"), Tone: table.Bad}
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
	s := snap{Turn: v.turn, Phase: string(o.Phase), Step: string(o.Step), Opening: v.opening, Current: v.current,
		Coins: slices.Clone(v.coins), Court: v.court, Bank: v.bank, At: slices.Clone(v.at), Centre: v.centre, Scenario: v.scenario,
		Legal: []string{}, Mode: int(g.dec.Mode), Picks: append([]int{}, g.dec.Picks...), Aid: g.aidOn(), Swaps: g.trace, Barred: []int{},
		Winners: append([]int{}, v.winners...)}
	for _, m := range v.masks {
		s.Masks = append(s.Masks, m.String())
	}
	s.Air = []int{}
	for p := range v.up {
		if g.t.Hidden(maskPlace(p)) {
			s.Air = append(s.Air, p)
		}
		name := ""
		if m := v.shown(p); m != mg.NoMask {
			name = m.String()
		}
		s.Up = append(s.Up, name)
	}
	s.Open = g.open
	for p, b := range v.prev {
		if b {
			s.Barred = append(s.Barred, p)
		}
	}
	if c := v.ann; c != nil {
		cs := &claimSnap{Player: c.player, Mask: c.mask.String(), Answers: []int{}}
		for _, a := range c.answers {
			x := a.seat
			if a.contest {
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

// answersStand reports whether the answers to the announcement still
// describe the table: while they are given, and once given until the
// first power's user has chosen (Play clears them at the power's first
// event; before it, the masks revealed lie beside the answers).
func answersStand(obs *mg.Observation) bool {
	a := obs.Announcement
	switch obs.Phase {
	case mg.PhaseContest:
		return true
	case mg.PhasePower:
		// The Princess and the Fool take their coins before they choose:
		// their power is at work by then.
		return a != nil && a.Next == 0 && (a.Step == mg.StepTarget || a.Step == mg.StepPair) &&
			a.Mask != mg.Princess && a.Mask != mg.Fool
	}
	return false
}
