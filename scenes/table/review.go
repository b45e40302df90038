package table

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/review"
	"parlour/scenes/keymap"
	"parlour/scenes/perf"
	"parlour/scenes/platform"
	"parlour/scenes/profile"
	"parlour/scenes/session"
	"parlour/scenes/table/prompt"
	"parlour/scenes/ui"
)

// The review of a finished game (issue 41): in its replay, each decision
// the person made with a choice is judged from what the person saw then
// (package game/review), in slices of each update, and a band above the
// replay's bar (review_chart.go) holds the chart of the person's chance to
// win across the game: a line
// through each decision's chance before it (with the best choice) and after
// it (with the choice made), marks where a choice gave away enough to be an
// inaccuracy, a mistake or a blunder. A mark tapped (or pressed on the
// accessible page) goes to that moment with the better choice ringed and
// the caption saying what it was worth. The review is kept with the
// finished table, so the replay opened again shows it at once.

// reviewState is one review, kept by the finished table.
type reviewState struct {
	r         *review.Reviewer // nil once done, or when it could not start
	decisions []review.Decision
	judged    int
	total     int
	failed    string // why the review stopped, "" if it did not
	// measure is what the chances are of: "game", or "round" (a token
	// this round, in Love Letter; catalog.Review).
	measure string
	seat    int // whose decisions
	// shown is the caption of the mark last gone to: while the table says
	// it, the replay stands at that mark, and the keys go on from it.
	shown string
}

// reviewStep is how many playouts run between looks at the clock: few, for
// a playout of Mascarade or Rebel Princess takes up to 2 ms in wasm (48 at
// a time took 95 ms of one frame in Chromium).
const reviewStep = 2

// startReview is the review of seat's decisions at the finished table
// from, begun or kept from before: with the table, or with the game kept
// for later visits (finished.go), where one done shows at once and one
// under way goes on from its next decision. In pass and play each person
// has their own, of their own decisions from their own observations.
func startReview(from *Table, seat int) *reviewState {
	if rs := from.summary.reviewed[seat]; rs != nil {
		return rs
	}
	rs := &reviewState{seat: seat}
	if from.summary.reviewed == nil {
		from.summary.reviewed = map[int]*reviewState{}
	}
	from.summary.reviewed[seat] = rs
	moves, known := from.s.History()
	expert, measure, err := catalog.Review(from.spec.Name)
	rs.measure = measure
	if err == nil && !known {
		err = fmt.Errorf("the moves of this game are not known")
	}
	stored, isStored := from.summary.kept.stored[seat]
	if err == nil && isStored && (stored.Done || stored.Failed != "") {
		rs.decisions, rs.judged, rs.total, rs.failed = stored.Decisions, len(stored.Decisions), stored.Total, stored.Failed
		return rs
	}
	var r *review.Reviewer
	if err == nil {
		r, err = review.New(expert, from.spec.Name, from.s.Config, moves, seat, review.Options{Seed: from.s.Config.Seed})
	}
	if err == nil && isStored {
		if rerr := r.Resume(stored.Decisions); rerr != nil {
			// Judged anew (Resume left the reviewer as it was made).
			platform.Warn("parlour: review: the review kept could not go on: " + rerr.Error())
		}
	}
	if err != nil {
		rs.failed = err.Error()
		platform.Warn("parlour: review: " + err.Error())
		return rs
	}
	rs.r = r
	rs.decisions = r.Decisions()
	rs.judged, rs.total = r.Progress()
	return rs
}

// stepReview runs the review within this frame's room (session.ReviewStop). A
// frame that keeps the review under way for later visits (a write of the
// whole finished game, up to 17 ms in wasm) judges nothing more.
func (t *Table) stepReview(frameStart time.Time) {
	rs := t.replay.review
	if rs == nil || rs.r == nil {
		return
	}
	start := time.Now()
	defer func() {
		t.app.Reviewing = true
		t.app.Perf.AddPart(perf.Thinking, time.Since(start))
	}()
	if t.replay.ended.keepReview(rs, false) {
		return
	}
	stop := session.ReviewStop(frameStart, start, t.app.LastDraw)
	for first := true; first || time.Now().Before(stop); first = false {
		if rs.r.Step(reviewStep) {
			if err := rs.r.Err(); err != nil {
				rs.failed = err.Error()
				platform.Warn("parlour: review: " + err.Error())
			}
			rs.decisions = rs.r.Decisions()
			rs.judged, rs.total = rs.r.Progress()
			rs.r = nil
			if rs.failed == "" {
				t.replay.ended.recordReview(rs)
			}
			t.replay.ended.keepReview(rs, true)
			return
		}
	}
	rs.decisions = rs.r.Decisions()
	rs.judged, rs.total = rs.r.Progress()
}

// recordReview gives the statistics the finished game's chance lost per
// decision, on the result its end recorded (profile.Stats.Reviewed: the
// newest at its level) — so only for a game recorded there: one person
// against bots, no daily deal, no hint (arrive's rule), and this table's
// own game, just finished, never a replay of another.
func (t *Table) recordReview(rs *reviewState) {
	if len(rs.decisions) == 0 || t.s.Human < 0 || t.s.Several() || t.s.Daily != "" || t.s.Assisted || !t.save.recorded {
		return
	}
	lost := 0.0
	for _, d := range rs.decisions {
		lost += max(0, d.Lost)
	}
	lost /= float64(len(rs.decisions))
	level := t.botLevel()
	t.app.UpdateStats(func(st profile.Stats) { st.Reviewed(t.spec.Name, level, lost) })
}

// marked are the review's decisions marked worse than fine, by index.
func (rs *reviewState) marked() []int {
	var out []int
	for i, d := range rs.decisions {
		if d.Verdict != review.Fine {
			out = append(out, i)
		}
	}
	return out
}

// reviewLine is what the review's band says of the review: whose it is
// first, in pass and play.
func (t *Table) reviewLine() string {
	l := t.reviewWords()
	if l != "" && t.s.Several() {
		l = i18n.T("review.of", t.SeatName(t.s.Human)) + " · " + l
	}
	return l
}

func (t *Table) reviewWords() string {
	rs := t.replay.review
	switch {
	case rs == nil:
		return ""
	case rs.failed != "":
		return i18n.T("review.failed")
	case rs.r != nil && rs.judged < rs.total:
		return i18n.T("review.analysing", rs.judged+1, rs.total)
	}
	return ReviewDone(rs.decisions)
}

// ReviewDone is what a review done says of its decisions: how many it
// marked of each verdict, or that it marked none (also the list of
// finished games' words).
func ReviewDone(decisions []review.Decision) string {
	var n [4]int
	for _, d := range decisions {
		n[d.Verdict]++
	}
	if n[review.Inaccuracy]+n[review.Mistake]+n[review.Blunder] == 0 {
		return i18n.N("review.clean", len(decisions), len(decisions))
	}
	return i18n.T("review.counts", n[review.Inaccuracy], n[review.Mistake], n[review.Blunder])
}

// percent is a chance as a whole percentage.
func percent(c float64) int { return int(math.Round(c * 100)) }

// markWords are what a mark says in a list: the move (as the replay counts
// them: the moves made before the decision, so the replay at the mark reads
// the same), the verdict, the chance before and after.
func (t *Table) markWords(d review.Decision) string {
	return i18n.T("review.mark", d.Move, i18n.T("review.verdict."+d.Verdict.String()), percent(d.Before()), percent(d.After()))
}

// nextPerson is the person after the one whose review shows, in seat order.
func (t *Table) nextPerson() int {
	people := t.s.People()
	i := slices.Index(people, t.s.Human)
	return people[(i+1)%len(people)]
}

// nextPersonLabel is the button to the next person's review.
func (t *Table) nextPersonLabel() string {
	return i18n.T("review.next_person", t.SeatName(t.nextPerson()))
}

// showReviewOf shows person seat's review and the replay as they saw it.
func (t *Table) showReviewOf(seat int) {
	if err := t.s.Pass(seat); err != nil {
		platform.Warn("parlour: review: " + err.Error())
		return
	}
	t.replay.ended.keepReview(t.replay.review, true) // as far as it went: its person may come back to it
	t.replay.review = startReview(t.replay.ended, seat)
	t.replay.hands = nil
	t.replayTo(t.replay.at)
}

// markName is the target of the i-th decision's mark.
func markName(i int) string { return fmt.Sprintf("review-mark-%d", i) }

// reviewInput answers the review's band (review_chart.go), the keys to
// its marks, and in pass and play the words that show the next person's.
func (t *Table) reviewInput(u *ui.Frame) bool {
	rs := t.replay.review
	if rs == nil {
		return false
	}
	if t.s.Several() {
		// Pass and play: the band's words name whose review it is, and
		// the button beside them shows the next person's (the replay as
		// they saw it).
		u.Label("review-person", t.nextPersonLabel())
		if u.Hit("review-person", t.chart().person) {
			t.showReviewOf(t.nextPerson())
			return true
		}
	}
	return t.markKeys(u) || t.markInput(u)
}

// markKeys answers the keys to the next and previous marked decision
// (keymap.NextMark, PreviousMark): the keyboard's way to what a tap on a
// mark does, counted from the replay's move, among the marks judged so far.
func (t *Table) markKeys(u *ui.Frame) bool {
	rs := t.replay.review
	dir := 0
	switch {
	case u.In.Did(keymap.NextMark):
		dir = 1
	case u.In.Did(keymap.PreviousMark):
		dir = -1
	default:
		return false
	}
	if i := rs.markFrom(t.replay.at, dir, t.seq.Caption == rs.shown); i >= 0 {
		t.goToMark(i)
		return true
	}
	switch {
	case dir < 0:
		u.Notify(i18n.T("review.no_mark_before"))
	case rs.r != nil:
		u.Notify(i18n.T("review.no_mark_yet"))
	default:
		u.Notify(i18n.T("review.no_mark_after"))
	}
	return true
}

// markFrom is the first marked decision after move at (dir 1) or the last
// before it (dir -1), -1 if there is none: at a mark shown (atMark), the
// keys go on to the next, as the replay stands at that mark's move; a mark
// at the move the replay stands at but does not show (the replay opened
// at move 0, the person's first decision marked) is the next itself.
func (rs *reviewState) markFrom(at, dir int, atMark bool) int {
	marked := rs.marked()
	if dir < 0 {
		slices.Reverse(marked)
	}
	for _, i := range marked {
		m := rs.decisions[i].Move
		if m == at && !atMark || dir > 0 && m > at || dir < 0 && m < at {
			return i
		}
	}
	return -1
}

// goToMark shows the i-th decision: the table as the person had it then,
// the better choice ringed as a hint is, the caption saying what each was
// worth.
func (t *Table) goToMark(i int) {
	d := t.replay.review.decisions[i]
	t.replayTo(d.Move)
	defer func() { t.replay.review.shown = t.seq.Caption }()
	if !t.s.HumanToMove() {
		return
	}
	chosen := t.actionWords(d.Choices[d.Chosen].Action)
	better := t.actionWords(d.Choices[d.Best].Action)
	if chosen == better {
		// Two actions the prompt names alike: the game's notation tells
		// them apart.
		chosen += " (" + t.s.Game.FormatAction(d.Choices[d.Chosen].Action) + ")"
		better += " (" + t.s.Game.FormatAction(d.Choices[d.Best].Action) + ")"
	}
	// The better choice is ringed where the replay draws it: a hand card, a
	// seat, a spot on the table. The replay's bar holds its own buttons,
	// not the prompt's, and no picker opens: the caption names it then.
	p := t.askPrompt()
	t.dec.prompt, t.dec.hasPrompt = p, true
	t.dec.hint = &hintState{action: d.Choices[d.Best].Action}
	t.findHint()
	if h := t.dec.hint; p.Picker || !h.found || h.at.Zone == ZoneChoice || h.at.Zone == ZoneConfirm {
		t.dec.hint, t.dec.hasPrompt = nil, false
	}
	t.seq.Caption = i18n.T("review.at_mark."+t.replay.review.measure, i18n.T("review.verdict."+d.Verdict.String()), chosen, better, percent(d.After()), percent(d.Before()))
	// Why the better choice was better, in the words a hint uses, read
	// from the person's observation at that moment (Session.Reason).
	if why := t.reasonWords(t.s.Reason(d.Choices[d.Best].Action)); why != "" {
		t.seq.Caption = i18n.T("review.because", t.seq.Caption, why)
	}
}

// actionWords are an action in the table's own words: what the person
// picks to make it, in order (a card, a seat, a choice), as the prompt
// names each ("Guard → Ada → Priest"); the game's notation if the prompt
// cannot make it.
func (t *Table) actionWords(a game.Action) string {
	t.dec.searching = true
	defer func() { t.dec.searching = false }()
	walk := hintWalk{t}
	path, ok := prompt.Way(walk, a)
	if !ok {
		return t.s.Game.FormatAction(a)
	}
	var words []string
	walk.Restart()
	for k, tg := range path {
		p := t.askPrompt()
		// A target picked again at once, the same words, confirms it
		// (Three Parts' part tapped twice): named once.
		w := t.targetWords(p, tg)
		again := k > 0 && tg == path[k-1] && len(words) > 0 && w == words[len(words)-1]
		if w != "" && !again {
			words = append(words, w)
		}
		walk.Pick(tg)
	}
	walk.Restart()
	return strings.Join(words, " → ")
}

// cardName is a card's name (a face down card's words), with its value
// where the game has other cards of that name: Rebel Princess's Fairy 9,
// not a Fairy, but Love Letter's Guard.
func (t *Table) cardName(id int) string {
	if id < 0 {
		name, _ := t.cardWords(id)
		return name
	}
	f := t.spec.Face(id)
	if f.Value == "" {
		return f.Name
	}
	for _, other := range t.spec.Deck {
		if other != id && t.spec.Face(other).Name == f.Name {
			return f.Name + " " + f.Value
		}
	}
	return f.Name
}

// targetWords names one target of prompt p, in the words of the prompt's
// step where it has them (Prompt.Naming: "keep the Priest").
func (t *Table) targetWords(p Prompt, tg Target) string {
	w := t.pickWords(p, tg)
	if w != "" && p.Naming != "" {
		return i18n.T(p.Naming, w)
	}
	return w
}

// pickWords names what tg picks: a card, a seat, a spot, a choice.
func (t *Table) pickWords(p Prompt, tg Target) string {
	switch tg.Zone {
	case ZoneHand:
		if hand := t.g.Hand(); tg.Index < len(hand) {
			return t.cardName(hand[tg.Index])
		}
	case ZoneSeat:
		return t.SeatName(tg.Index)
	case ZoneSpot:
		if tg.Index < len(p.Spots) {
			if s := p.Spots[tg.Index]; s.Words != "" {
				return s.Words
			} else {
				return s.Label
			}
		}
	case ZoneChoice:
		if tg.Index < len(p.Choices) {
			c := p.Choices[tg.Index]
			if c.Face >= 0 {
				// A card named (a Guard's guess, a card kept): its name, not
				// the numeral its button may show.
				return t.cardName(c.Face)
			}
			// A button that opens more choices ("Announce…") is named
			// without its dots: the words go on to what it opened.
			return strings.TrimSuffix(c.Label, "…")
		}
	}
	return ""
}

// Pages are the game's rules pages and the kit's own last (reviewPage),
// as Register made them once.
func (s Spec) Pages() []RulesPage {
	if s.pages == nil {
		return withReviewPage(s)
	}
	return s.pages
}

// withReviewPage is s's rules pages and the kit's review page: how the
// review judges, its verdicts' thresholds (those of package game/review)
// and what its chances measure in this game.
func withReviewPage(s Spec) []RulesPage {
	measure := "game"
	if _, m, err := catalog.Review(s.Name); err == nil {
		measure = m
	}
	return append(slices.Clip(s.Rules), RulesPage{Title: "review.rules.page", Sections: []string{"review.rules.how", "review.rules.verdicts", "review.rules.measure_" + measure}})
}

// ReviewSnap is the review in parlourState().table.replay, for tests.
type ReviewSnap struct {
	Seat   int        `json:"seat"`
	Judged int        `json:"judged"`
	Total  int        `json:"total"`
	Done   bool       `json:"done"`
	Failed string     `json:"failed,omitempty"`
	Marks  []MarkSnap `json:"marks"`
	// Words are the band's words as drawn.
	Words string `json:"words"`
}

// MarkSnap is one marked decision.
type MarkSnap struct {
	Move    int    `json:"move"`
	Verdict string `json:"verdict"`
	Before  int    `json:"before"`
	After   int    `json:"after"`
	Target  string `json:"target"`
	// Shown says the chart's page holds the mark's target; every mark is on
	// the accessible page.
	Shown bool `json:"shown"`
}

func (t *Table) reviewSnap() *ReviewSnap {
	rs := t.replay.review
	if rs == nil {
		return nil
	}
	s := &ReviewSnap{Seat: rs.seat, Judged: rs.judged, Total: rs.total, Done: rs.r == nil, Failed: rs.failed, Marks: []MarkSnap{}}
	c := t.chart()
	shown := c.marks
	s.Words = t.bandWords(c.words.W)
	for _, i := range rs.marked() {
		d := rs.decisions[i]
		s.Marks = append(s.Marks, MarkSnap{Move: d.Move, Verdict: d.Verdict.String(), Before: percent(d.Before()), After: percent(d.After()), Target: markName(i), Shown: slices.Contains(shown, i)})
	}
	return s
}
