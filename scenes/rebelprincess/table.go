// Package rebelprincess is the Rebel Princess table, on the table kit
// (scenes/table): both editions with every princess and round card. Its
// files by job: table.go (the registration and the sync of the view, the
// package view), faces.go and icons.go (the cards), describe.go (events in
// words, by the package words), motion.go (events in motion, painted from
// the view before and after), input.go (the prompts of every decision,
// made by the package decide), draw.go (seats, the centre, the tracker),
// rules.go (the rules reference) and editor.go (the round cards chosen in
// setup).
package rebelprincess

import (
	"slices"

	"parlour/assets/i18n"
	"parlour/game"
	rp "parlour/game/rebelprincess"
	"parlour/render/layout"
	"parlour/scenes/rebelprincess/decide"
	"parlour/scenes/rebelprincess/view"
	"parlour/scenes/rebelprincess/words"
	"parlour/scenes/table"
)

// Spec registers the Rebel Princess table (see scenes/tables/tables.go).
var Spec = table.Spec{
	Name: rp.Name,
	New: func(t *table.Table) table.Game {
		return &Table{t: t, d: decide.New(), fresh: map[rp.Card]bool{}, desc: words.New()}
	},
	Face:       Face,
	Deck:       table.FaceIDs(64, func(id int) bool { return rp.Card(id).Valid() }),
	Back:       back,
	Cover:      [3]int{int(rp.MakeCard(rp.Princes, 10)), facePrincess + rp.SleepingBeauty, int(rp.Frog)},
	Catalog:    catalog,
	CatalogDir: "i18n",
	Rules:      rules,
	Hand:       16,
	Tracker:    "rebelprincess.tracker",
	Editors:    map[string]table.OptionEditor{"rounds": roundsEditor},
}

// Table is Rebel Princess's side of a table.
type Table struct {
	t *table.Table
	v view.View // the table as the motion has got (package view)

	// d is the person's decision so far.
	d decide.Decision
	// fresh are the cards just given to the person, marked until the end
	// of the next trick: the table's, not the view's, since no observation
	// says which cards came when.
	fresh map[rp.Card]bool
	// voids are the suits each seat is known to lack (the tracker's).
	voids [][4]bool

	// desc puts events in words (Describe).
	desc *words.Describer
}

func rect(x, y, w, h float64) layout.Rect { return layout.Rect{X: x, Y: y, W: w, H: h} }

// Sync implements table.Game.
func (g *Table) Sync(o game.Observation) {
	obs := o.(*rp.Observation)
	g.v = view.FromObservation(obs, g.t.Human())
	g.voids = obs.Voids()
	g.desc.Sync(obs)
	for c := range g.fresh {
		if !slices.Contains(g.v.Hand, c) {
			delete(g.fresh, c)
		}
	}
	g.d.Reset()
}

func (g *Table) obs() *rp.Observation { return g.t.Obs().(*rp.Observation) }

// Status implements table.Game: the round and its card.
func (g *Table) Status() string {
	v := &g.v
	if len(v.Schedule) == 0 {
		return ""
	}
	if v.Phase == rp.PhaseDraft {
		return i18n.T("rebelprincess.status.draft")
	}
	if v.Extra {
		return i18n.T("rebelprincess.status.extra", words.RoundName(v.RoundID()))
	}
	return i18n.T("rebelprincess.status", min(v.Round+1, len(v.Schedule)), len(v.Schedule), words.RoundName(v.RoundID()))
}

// Seat implements table.Game: who leads, a card fixed by the Ice Princess,
// else the cards in hand and the tricks taken.
func (g *Table) Seat(seat int) table.SeatLook {
	v := &g.v
	if seat < 0 || seat >= v.N || v.Phase == rp.PhaseDraft {
		return table.SeatLook{}
	}
	if v.Phase == rp.PhaseOver {
		return table.SeatLook{Note: i18n.N("rebelprincess.seat.total", v.Totals[seat], v.Totals[seat])}
	}
	cards := i18n.N("rebelprincess.seat.cards", v.HandN[seat], v.HandN[seat])
	switch {
	case v.Forced[seat]:
		return table.SeatLook{Note: i18n.T("rebelprincess.seat.forced"), Short: i18n.T("rebelprincess.seat.forced_short"), Tone: table.Info}
	case seat == v.Leader && v.Phase == rp.PhasePlay:
		return table.SeatLook{Note: i18n.T("rebelprincess.seat.leads", cards), Tone: table.Winning}
	}
	return table.SeatLook{Note: cards}
}

// Hand implements table.Game: the person's cards, those just given to
// them with a ribbon.
func (g *Table) Hand() []int {
	out := make([]int, len(g.v.Hand))
	for i, c := range g.v.Hand {
		out[i] = int(c)
		if g.fresh[c] {
			out[i] += faceNew
		}
	}
	return out
}

// snap is the Rebel Princess part of parlourState().table.view.
type snap struct {
	Edition   string   `json:"edition"`
	Round     int      `json:"round"`
	Rounds    []string `json:"rounds"`
	Phase     string   `json:"phase"`
	Step      string   `json:"step,omitempty"`
	Hand      []string `json:"hand"`
	Fresh     []string `json:"fresh,omitempty"`
	Legal     []string `json:"legal"`
	Reasons   []string `json:"reasons,omitempty"`
	Selected  []string `json:"selected,omitempty"`
	Power     bool     `json:"power,omitempty"`
	Trick     []string `json:"trick"`
	Leader    int      `json:"leader"`
	Princess  []int    `json:"princess"`
	Used      []bool   `json:"used"`
	Proposals []int    `json:"proposals"`
	Counts    []string `json:"counts"` // the counts as the seats show them
	Totals    []int    `json:"totals"`
	HandSizes []int    `json:"hand_sizes"`
	Passed    bool     `json:"passed"`
	Extra     bool     `json:"extra,omitempty"`
	// Where the table drew things, for tests that nothing covers another:
	// each seat panel's contents, and the pass's labels.
	Panels     []panelSnap  `json:"panels"`
	PassLabels [][4]float64 `json:"pass_labels,omitempty"`
	// NotesAt is where the trick's notes are written ("No Prince may lead
	// yet"), when there are any, in CSS pixels.
	NotesAt *[4]float64 `json:"notes_at,omitempty"`
	// TableCards: the cards outside the hand that can show their rule
	// close up (TableCards), by name, where they lie.
	TableCards []shownSnap `json:"table_cards"`
}

// shownSnap is a card on the table: its name ("P7", "princess:alice",
// "round:upside-down"), where it lies and what its close-up says of it.
type shownSnap struct {
	Card string     `json:"card"`
	At   [4]float64 `json:"at"`
	Note string     `json:"note,omitempty"`
}

// faceName is a face's name for the tests: "P7", "princess:alice",
// "round:upside-down".
func faceName(f int) string {
	switch {
	case f >= faceRound:
		return "round:" + rp.RoundCards[f-faceRound-1].Slug
	case f >= facePrincess:
		return "princess:" + rp.Princesses[f-facePrincess].Slug
	}
	return rp.Card(f).String()
}

// panelSnap is a seat panel's own contents as drawn: the princess's name
// in its lines, the running total and the cards lying face up.
type panelSnap struct {
	Princess []string     `json:"princess,omitempty"`
	Total    [4]float64   `json:"total"`
	Exposed  [][4]float64 `json:"exposed,omitempty"`
}

func box(r layout.Rect) [4]float64 { return [4]float64{r.X, r.Y, r.W, r.H} }

// Snapshot implements table.Game.
func (g *Table) Snapshot() any {
	o := g.obs()
	v := &g.v
	s := snap{Edition: string(v.Ed), Round: v.Round + 1, Phase: string(o.Phase), Step: string(o.Step), Legal: []string{},
		Leader: v.Leader, Princess: slices.Clone(v.Princess), Used: slices.Clone(v.Used), Proposals: slices.Clone(v.Proposals),
		Totals: slices.Clone(v.Totals), HandSizes: slices.Clone(v.HandN), Passed: o.Passed, Power: g.d.Power, Extra: v.Extra}
	for seat, n := range v.Proposals {
		s.Counts = append(s.Counts, v.Counted(seat, n))
	}
	for seat := range v.N {
		var ps panelSnap
		if sp, ok := g.seatSpots(seat, g.t.Panel(seat)); ok {
			ps.Princess, ps.Total = sp.name, box(sp.total)
			for _, r := range sp.exposed {
				ps.Exposed = append(ps.Exposed, box(r))
			}
		}
		s.Panels = append(s.Panels, ps)
	}
	for _, a := range g.passArrows(g.centre()) {
		s.PassLabels = append(s.PassLabels, box(a.label))
	}
	if _, _, at, ok := g.notesText(g.centre()); ok {
		b := box(g.t.CSS(at)) // in the page's pixels, as the seats' panels
		s.NotesAt = &b
	}
	s.TableCards = []shownSnap{}
	for _, c := range g.TableCards() {
		s.TableCards = append(s.TableCards, shownSnap{Card: faceName(c.Face), At: box(c.At), Note: c.Note})
	}
	for _, id := range v.Schedule {
		s.Rounds = append(s.Rounds, rp.RoundCards[id-1].Slug)
	}
	for _, c := range v.Hand {
		s.Hand = append(s.Hand, c.String())
		if g.fresh[c] {
			s.Fresh = append(s.Fresh, c.String())
		}
	}
	for _, a := range o.Legal {
		s.Legal = append(s.Legal, rp.FormatAction(a))
	}
	for _, r := range o.Reasons {
		s.Reasons = append(s.Reasons, r.String())
	}
	for _, c := range g.d.Sel {
		s.Selected = append(s.Selected, c.String())
	}
	for _, p := range v.Trick {
		s.Trick = append(s.Trick, p.Card.String())
	}
	return s
}

// DecisionKeys implements table.Decider: the cards marked for a pass are
// the person's decision, not the view.
func (g *Table) DecisionKeys() []string { return []string{"selected"} }
