// Package rebelprincess is the Rebel Princess table, on the table kit
// (scenes/table): both editions with every princess and round card. Its
// files by job: table.go (the registration and the view), faces.go and
// icons.go (the cards), describe.go (events in words, by the package words),
// motion.go (events in motion), input.go (the prompts of every decision,
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
	"parlour/scenes/rebelprincess/words"
	"parlour/scenes/table"
)

// Spec registers the Rebel Princess table (see scenes/tables/tables.go).
var Spec = table.Spec{
	Name: rp.Name,
	New: func(t *table.Table) table.Game {
		return &Table{t: t, d: decide.New(), fresh: map[rp.Card]bool{}, sleeping: -1, desc: words.New()}
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
	v view

	// d is the person's decision so far.
	d decide.Decision
	// fresh are the cards just given to the person, marked until the end
	// of the next trick.
	fresh map[rp.Card]bool
	// sleeping is Sleeping Beauty's seat while cards go to and from her
	// pile (sleepKept: she has taken it up), else -1.
	sleeping  int
	sleepKept bool
	// voids are the suits each seat is known to lack (the tracker's).
	voids [][4]bool

	// desc puts events in words (Describe).
	desc *words.Describer
}

// view is the table as the motion has got: Sync sets it from an
// observation, Play moves it event by event.
type view struct {
	ed       rp.Edition
	n        int
	schedule []int
	round    int // index into schedule
	extra    bool
	phase    rp.Phase
	hand     []rp.Card // the person's
	handN    []int
	asideN   []int
	exposed  [][]rp.Card
	princess []int
	copy     []int
	used     []bool
	trick    []rp.Played
	gifts    int
	pool     []rp.Played
	wonN     []int
	// won are the cards each seat has taken this round that the person has
	// seen (all of theirs; not others' gifts or kept cards); proposals,
	// what those give under the round card (rp.Running), counted when a
	// trick is taken; before, the totals before the round.
	won       [][]rp.Card
	proposals []int
	before    []int
	// giftsSeen are the cards of the Wedding Gift pile the person knows:
	// their own.
	giftsSeen []rp.Card
	tricksWon []int
	totals    []int
	leader    int
	forced    []bool
	t         rp.Trick
	princesIn bool
	shown     []int // Crystal Clear's suits, -1 until laid down
	tricks    int
}

func rect(x, y, w, h float64) layout.Rect { return layout.Rect{X: x, Y: y, W: w, H: h} }

// Sync implements table.Game.
func (g *Table) Sync(o game.Observation) {
	obs := o.(*rp.Observation)
	n := obs.Players
	v := view{ed: obs.Edition, n: n, schedule: slices.Clone(obs.Schedule), round: obs.Round, extra: obs.Extra,
		phase: obs.Phase, hand: slices.Clone(obs.Hand), princess: slices.Clone(obs.Princess), copy: slices.Clone(obs.Copy),
		used: slices.Clone(obs.Used), trick: slices.Clone(obs.Trick), gifts: obs.Gifts, pool: slices.Clone(obs.T.Pool),
		totals: slices.Clone(obs.Totals), leader: obs.Leader, t: obs.T, princesIn: obs.PrincesIn, shown: slices.Clone(obs.Shown),
		tricks: obs.Tricks}
	fill := func(src []int) []int {
		if len(src) == n {
			return slices.Clone(src)
		}
		return make([]int, n)
	}
	v.handN, v.asideN, v.wonN = fill(obs.HandSizes), fill(obs.AsideSizes), fill(obs.WonSizes)
	v.proposals, v.tricksWon, v.before = fill(obs.Proposals), fill(obs.TricksWon), fill(obs.Before)
	v.won = make([][]rp.Card, n)
	for s := range min(n, len(obs.Won)) {
		v.won[s] = slices.Clone(obs.Won[s])
	}
	v.giftsSeen = ownGifts(obs)
	v.exposed = make([][]rp.Card, n)
	for s := range min(n, len(obs.Exposed)) {
		v.exposed[s] = slices.Clone(obs.Exposed[s])
	}
	v.forced = make([]bool, n)
	copy(v.forced, obs.ForcedSeats)
	if len(v.used) != n {
		v.used = make([]bool, n)
	}
	if len(v.copy) != n {
		v.copy = slices.Repeat([]int{-1}, n)
	}
	if len(v.shown) != n {
		v.shown = slices.Repeat([]int{-1}, n)
	}
	if obs.Phase == rp.PhaseDraft {
		// The princess being chosen is the person's own secret until all reveal.
		v.hand = nil
	}
	// Sleeping Beauty's pile: what the person knows of it.
	g.sleeping, g.sleepKept = -1, false
	switch obs.Step {
	case rp.StepSleepGive:
		g.sleeping = obs.T.Seat
		v.pool = v.pool[:0]
		for range n - len(obs.Pending) {
			v.pool = append(v.pool, rp.Played{Seat: -1, Card: rp.NoCard})
		}
	case rp.StepSleepKeep, rp.StepSleepDeal:
		g.sleeping, g.sleepKept = obs.T.Seat, true
		if len(v.pool) == 0 {
			k := n
			if obs.Step == rp.StepSleepDeal {
				k = (obs.T.Seat - obs.T.Target + n) % n
			}
			v.pool = slices.Repeat([]rp.Played{{Seat: -1, Card: rp.NoCard}}, k)
		}
	}
	g.voids = obs.Voids()
	g.desc.Sync(obs)
	g.v = v
	for c := range g.fresh {
		if !slices.Contains(v.hand, c) {
			delete(g.fresh, c)
		}
	}
	g.d.Reset()
}

// ownGifts are the cards of the Wedding Gift pile lying now that the
// viewer gave (read from the round's log back to the last trick taken).
func ownGifts(obs *rp.Observation) []rp.Card {
	var out []rp.Card
	for i := len(obs.Log) - 1; i >= 0 && obs.Gifts > 0; i-- {
		e := obs.Log[i]
		if e.Type == rp.EvTrick || e.Type == rp.EvRoundStart {
			break
		}
		if e.Type == rp.EvGift && e.Seat == obs.Seat && e.Secret.Len() > 0 {
			out = append(out, rp.Card(e.Secret.At(0)))
		}
	}
	return out
}

// counted is the count by a seat's name as it reads: the proposals of the
// cards the person has seen it take, with "+?" when it took some unseen.
func (v *view) counted(seat int, n int) string {
	s := i18n.Number(n)
	if seat < len(v.won) && seat < len(v.wonN) && v.wonN[seat] > len(v.won[seat]) {
		s += "+?"
	}
	return s
}

func (g *Table) obs() *rp.Observation { return g.t.Obs().(*rp.Observation) }

// roundID is the current round card's id.
func (v *view) roundID() int {
	if len(v.schedule) == 0 {
		return 1
	}
	return v.schedule[min(v.round, len(v.schedule)-1)]
}

// power is the princess power a seat has now (Carmesina's copy), or -1.
func (v *view) power(seat int) int {
	if seat < 0 || seat >= len(v.princess) {
		return -1
	}
	p := v.princess[seat]
	if p == rp.Carmesina && seat < len(v.copy) && v.copy[seat] >= 0 {
		return v.copy[seat]
	}
	return p
}

// Status implements table.Game: the round and its card.
func (g *Table) Status() string {
	v := &g.v
	if len(v.schedule) == 0 {
		return ""
	}
	if v.phase == rp.PhaseDraft {
		return i18n.T("rebelprincess.status.draft")
	}
	if v.extra {
		return i18n.T("rebelprincess.status.extra", words.RoundName(v.roundID()))
	}
	return i18n.T("rebelprincess.status", min(v.round+1, len(v.schedule)), len(v.schedule), words.RoundName(v.roundID()))
}

// Seat implements table.Game: who leads, a card fixed by the Ice Princess,
// else the cards in hand and the tricks taken.
func (g *Table) Seat(seat int) table.SeatLook {
	v := &g.v
	if seat < 0 || seat >= v.n || v.phase == rp.PhaseDraft {
		return table.SeatLook{}
	}
	if v.phase == rp.PhaseOver {
		return table.SeatLook{Note: i18n.N("rebelprincess.seat.total", v.totals[seat], v.totals[seat])}
	}
	cards := i18n.N("rebelprincess.seat.cards", v.handN[seat], v.handN[seat])
	switch {
	case v.forced[seat]:
		return table.SeatLook{Note: i18n.T("rebelprincess.seat.forced"), Short: i18n.T("rebelprincess.seat.forced_short"), Tone: table.Info}
	case seat == v.leader && v.phase == rp.PhasePlay:
		return table.SeatLook{Note: i18n.T("rebelprincess.seat.leads", cards), Tone: table.Winning}
	}
	return table.SeatLook{Note: cards}
}

// Hand implements table.Game: the person's cards, those just given to
// them with a ribbon.
func (g *Table) Hand() []int {
	out := make([]int, len(g.v.hand))
	for i, c := range g.v.hand {
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
	s := snap{Edition: string(v.ed), Round: v.round + 1, Phase: string(o.Phase), Step: string(o.Step), Legal: []string{},
		Leader: v.leader, Princess: slices.Clone(v.princess), Used: slices.Clone(v.used), Proposals: slices.Clone(v.proposals),
		Totals: slices.Clone(v.totals), HandSizes: slices.Clone(v.handN), Passed: o.Passed, Power: g.d.Power, Extra: v.extra}
	for seat, n := range v.proposals {
		s.Counts = append(s.Counts, v.counted(seat, n))
	}
	for seat := range v.n {
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
	s.TableCards = []shownSnap{}
	for _, c := range g.TableCards() {
		s.TableCards = append(s.TableCards, shownSnap{Card: faceName(c.Face), At: box(c.At), Note: c.Note})
	}
	for _, id := range v.schedule {
		s.Rounds = append(s.Rounds, rp.RoundCards[id-1].Slug)
	}
	for _, c := range v.hand {
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
	for _, p := range v.trick {
		s.Trick = append(s.Trick, p.Card.String())
	}
	return s
}

// DecisionKeys implements table.Decider: the cards marked for a pass are
// the person's decision, not the view.
func (g *Table) DecisionKeys() []string { return []string{"selected"} }
