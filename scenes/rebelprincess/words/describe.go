// Describing: each event in the person's words, as it arrives (Describer),
// and a round's and the game's summaries. Others' secrets stay secret ("Ada
// gives you a card" only to the one who sees it).

package words

import (
	"cmp"
	"slices"
	"strings"

	"parlour/assets/i18n"
	"parlour/game"
	rp "parlour/game/rebelprincess"
	"parlour/scenes/table/flow"
)

// roundSum is what Describe has read of the round, for its summary: the
// parts of each seat's score.
type roundSum struct {
	round, card int
	parts       [][]rp.ScorePart
	gains       []int
	rebels      []bool
	shown       int // the last seat whose Crystal Clear suit was told
	taken       int // the last seat whose set-aside cards were told
	passed      bool
	// events are the round's events as this viewer was told them, from
	// its start (started): a trick's taking is read from them, never from
	// the engine's whole log, which holds what the viewer was not shown
	// (and which a world dealt again from the viewer's view, check=hidden,
	// does not share).
	events  []game.Event
	started bool
}

func (s *roundSum) begin(round, card, n int) {
	*s = roundSum{round: round, card: card, parts: make([][]rp.ScorePart, n), gains: make([]int, n), rebels: make([]bool, n), shown: -1, taken: -1}
}

// Describer puts events in words as they arrive, ahead of the table's
// view. A round's lines and summary depend on the round's earlier events
// (the pass said once for all, the parts of each seat's score), so it
// follows the round event by event: once for each person, since with
// several people at one device (pass and play) the kit describes every
// event for each of them in turn, and a shared round would move on once
// per person.
type Describer struct {
	people map[int]*roundSum
	// round and card are the round a table opened mid-game was at (Sync),
	// or 0: its summary counts from there.
	round, card int
}

// New is a describer for a table that has described nothing yet.
func New() *Describer { return &Describer{} }

// Sync notes the round of the table at rest (the kit syncs the view when
// every event has played): a table reopened mid-round sums the round
// from there.
func (d *Describer) Sync(o *rp.Observation) {
	if o.Phase == rp.PhaseDraft {
		return
	}
	d.round, d.card = o.Round+1, o.RoundCardID()
	for _, s := range d.people {
		if s.round == 0 {
			s.begin(d.round, d.card, o.Players)
		}
	}
}

// of is viewer's round.
func (d *Describer) of(viewer, n int) *roundSum {
	if d.people == nil {
		d.people = map[int]*roundSum{}
	}
	s, ok := d.people[viewer]
	if !ok {
		s = &roundSum{}
		if d.round > 0 {
			s.begin(d.round, d.card, n)
		}
		d.people[viewer] = s
	}
	return s
}

// Describe is event e in the words of viewer (the person); now is the
// game as the event arrives, all of its decision's events applied (its
// result, the log a trick is read from, and viewer's observation). A
// round's end brings its summary, the game's end the final standings.
func (d *Describer) Describe(t flow.Teller, viewer int, now game.Game, e game.Event) flow.Line {
	h := viewer
	n := now.Players()
	sum := d.of(viewer, n)
	// Kept after the switch: a round's start (begin) empties the round's
	// events and is its first.
	defer func() { sum.events = append(sum.events, e) }()
	obs := func() *rp.Observation { return now.Observe(max(viewer, game.Spectator)).(*rp.Observation) }
	valid := func(s int) bool { return s >= 0 && s < n }
	secret := func() rp.Card {
		if e.Secret.Len() > 0 {
			return rp.Card(e.Secret.At(0))
		}
		return rp.NoCard
	}
	secrets := func() []rp.Card {
		var out []rp.Card
		for i := range e.Secret.Len() {
			out = append(out, rp.Card(e.Secret.At(i)))
		}
		return out
	}
	w := func(key string, args ...any) flow.Line {
		return flow.Line{Text: t.Words(key, e.Seat, e.Target, args...)}
	}
	switch e.Type {
	case rp.EvOffer:
		if e.Seat == h && e.Secret.Len() > 0 {
			var names []string
			for i := range e.Secret.Len() {
				names = append(names, PrincessName(e.Secret.At(i)))
			}
			return flow.Line{Text: i18n.N("rebelprincess.log.offer", len(names), strings.Join(names, i18n.T("rebelprincess.and")))}
		}
	case rp.EvChosen:
		if e.Seat != h || e.Secret.Len() == 0 {
			return flow.Line{}
		}
		switch uint8(e.Value) {
		case rp.KindDraft:
			return flow.Line{Text: i18n.T("rebelprincess.log.keep_you", PrincessName(e.Secret.At(0)))}
		case rp.KindShow:
			return flow.Line{Text: t.Words("rebelprincess.log.show", h, -1, SuitName(rp.Suit(e.Secret.At(0))))}
		}
	case rp.EvDrafted:
		// The person's own choice was logged when made (EvChosen).
		if valid(e.Seat) && e.Seat != h {
			return w("rebelprincess.log.drafted", PrincessName(e.Value))
		}
	case rp.EvRoundStart:
		sum.begin(e.Value, e.Card, n)
		sum.started = true
		key := "rebelprincess.log.round_start"
		if obs().Extra {
			key = "rebelprincess.log.extra_start"
		}
		return flow.Line{Text: t.Words(key, e.Seat, -1, e.Value, RoundName(e.Card)), Caption: i18n.T("rebelprincess.caption.round", e.Value, RoundName(e.Card))}
	case rp.EvDeal:
		if e.Seat == h && e.Value == 0 {
			return flow.Line{Text: i18n.T("rebelprincess.log.dealt")}
		}
	case rp.EvCopy:
		return w("rebelprincess.log.copy", PrincessName(e.Value))
	case rp.EvPassed:
		if !sum.passed {
			sum.passed = true
			if id := sum.card; id > 0 {
				return flow.Line{Text: i18n.T("rebelprincess.log.pass_all", passTo(obs().Edition, id))}
			}
		}
		if cs := secrets(); len(cs) > 0 && (e.Seat == h || e.Target == h) {
			return w("rebelprincess.log.passed", CardList(cs))
		}
	case rp.EvAside:
		if e.Seat == h && secret() != rp.NoCard {
			return flow.Line{Text: i18n.T("rebelprincess.log.aside_card", CardName(secret()))}
		}
		if need := setupNeed(obs().Edition, sum.card, n); e.Value == need {
			return flow.Line{Text: t.WordsN("rebelprincess.log.aside", need, e.Seat, -1, need)}
		}
	case rp.EvShow:
		// The person's own suit was logged when chosen (EvChosen).
		if sum.shown != e.Seat {
			sum.shown = e.Seat
			if e.Seat != h {
				return w("rebelprincess.log.show", SuitName(rp.Card(e.Card).Suit()))
			}
		}
	case rp.EvTakeUp:
		if sum.taken != e.Seat {
			sum.taken = e.Seat
			if e.Seat == e.Target {
				return w("rebelprincess.log.take_up")
			}
			return w("rebelprincess.log.take_up_other")
		}
	case rp.EvPower:
		if e.Value == rp.LittleMermaid && len(sum.events) > 0 && sum.events[len(sum.events)-1].Type == rp.EvLacks {
			// Deluxe: the leader lacks the suit she named, so she names
			// the next, as her power says: one use, not a second (issue 38
			// read it as the power used twice in one trick).
			return w("rebelprincess.log.mermaid_again", SuitName(rp.Suit(e.Card)))
		}
		return flow.Line{Text: PowerWords(t, obs().Edition, e)}
	case rp.EvLacks:
		return w("rebelprincess.log.lacks", SuitName(rp.Suit(e.Value)))
	case rp.EvGive:
		c := rp.Card(e.Card)
		if e.Card < 0 {
			c = secret()
		}
		if c != rp.NoCard {
			return w("rebelprincess.log.give_card", CardName(c))
		}
		return w("rebelprincess.log.give")
	case rp.EvKeepCard:
		if c := secret(); c != rp.NoCard {
			return w("rebelprincess.log.keep_card_seen", CardName(c))
		}
		return w("rebelprincess.log.keep_card")
	case rp.EvForced:
		if c := secret(); c != rp.NoCard {
			return w("rebelprincess.log.forced_seen", CardName(c))
		}
		return w("rebelprincess.log.forced")
	case rp.EvGift:
		if c := secret(); c != rp.NoCard {
			return w("rebelprincess.log.gift_seen", CardName(c))
		}
		return flow.Line{Caption: t.Words("rebelprincess.log.gift", e.Seat, -1)}
	case rp.EvPlay:
		c := rp.Card(e.Card)
		if e.Card < 0 {
			if s := secret(); s != rp.NoCard {
				return w("rebelprincess.log.play_down_seen", CardName(s))
			}
			return w("rebelprincess.log.play_down")
		}
		line := w("rebelprincess.log.play", CardName(c))
		if e.Value == 1 {
			line = w("rebelprincess.log.play_power", CardName(c), PrincessName(Power(obs(), e.Seat)))
		}
		return letIn(line, obs().Log, e)
	case rp.EvReveal:
		return letIn(w("rebelprincess.log.reveal", CardName(rp.Card(e.Card))), obs().Log, e)
	case rp.EvPrincesIn:
		// Said on the line of the play or the card turned up that let the
		// Princes in, which comes just before: one line per play.
		if k := len(sum.events) - 1; k >= 0 && tells(sum.events[k], e) {
			return flow.Line{}
		}
		return withWhy(w("rebelprincess.log.play", CardName(rp.Card(e.Card))), e)
	case rp.EvMulan:
		// Target is a card here, not a seat: nobody is acted on.
		return flow.Line{Text: t.Words("rebelprincess.log.mulan", e.Seat, -1, CardName(rp.Card(e.Target)), CardName(rp.Card(e.Card)))}
	case rp.EvTrick:
		// The log says in full why the card took the trick; the caption,
		// shorter, fits a phone's strip.
		// The events so far and this one: a trick is read up to its taking.
		log := append(slices.Clip(sum.events), e)
		if !sum.started {
			log = obs().Log // a table opened mid-round: the round so far as the viewer knows it
		}
		if card, why, short := trickWhy(log, obs(), e); why != "" {
			line := w("rebelprincess.log.trick_why", e.Value, CardName(card), why)
			line.Caption = t.Words("rebelprincess.log.trick_why", e.Seat, e.Target, e.Value, CardName(card), short)
			return line
		}
		return w("rebelprincess.log.trick", e.Value)
	case rp.EvGiftsTaken:
		// The pile is named in fours (an event's secret holds four cards):
		// one line, with its last part, names it whole. Others are told
		// nothing: the trick's line says who took it.
		if e.Secret.Len() == 0 {
			return flow.Line{}
		}
		from := len(sum.events)
		for from > 0 && sum.events[from-1].Type == rp.EvGiftsTaken {
			from--
		}
		var pile []rp.Card
		for _, part := range append(slices.Clip(sum.events[from:]), e) {
			for i := range part.Secret.Len() {
				pile = append(pile, rp.Card(part.Secret.At(i)))
			}
		}
		if len(pile) == e.Value {
			return w("rebelprincess.log.gifts_taken", CardList(pile))
		}
	case rp.EvRedeal:
		if c := secret(); c != rp.NoCard {
			return flow.Line{Text: t.Words("rebelprincess.log.redeal_you", e.Target, -1, CardName(c))}
		}
	case rp.EvSwap:
		return flow.Line{Text: t.Words("rebelprincess.log.swap", e.Seat, -1, CardName(rp.Card(e.Target)), CardName(rp.Card(e.Card)))}
	case rp.EvLeads:
		return w("rebelprincess.log.leads")
	case rp.EvKept:
		return flow.Line{Text: t.WordsN("rebelprincess.log.kept", e.Value, e.Seat, -1, e.Value)}
	case rp.EvScorePart:
		if valid(e.Seat) && len(sum.parts) == n {
			sum.parts[e.Seat] = append(sum.parts[e.Seat], rp.ScorePart{Part: rp.Part(e.Card), N: e.Target, Value: e.Value})
		}
	case rp.EvRoundScore:
		if !valid(e.Seat) || len(sum.gains) != n {
			return flow.Line{}
		}
		sum.gains[e.Seat], sum.rebels[e.Seat] = e.Value, e.Card == 1
		line := flow.Line{Text: t.WordsN("rebelprincess.log.score", e.Value, e.Seat, -1, e.Value)}
		if e.Card == 1 {
			line.Text = t.Words("rebelprincess.log.rebel", e.Seat, -1)
		}
		if e.Seat == n-1 && !now.Over() {
			line.Summary = sum.roundSummary(t, obs())
		}
		return line
	case rp.EvGameWin:
		winners := now.Result().Winners
		line := w("rebelprincess.log.game_win", e.Value)
		if len(winners) > 0 && e.Seat == winners[0] {
			line.Summary = sum.finalSummary(t, viewer, winners, obs())
		}
		return line
	}
	return flow.Line{}
}

// letIn is line, the words of e (a card played, or turned up at a
// Masquerade Ball), with why the Princes may lead from now on when e's
// Prince let them in: "Ada plays Prince 9 — without the led suit: Princes
// may lead now" (the event that says so, next in log, has no line of its
// own: issue 38 found an off-suit Prince logged as two plays). log is the
// round's events as the viewer knows them, e among them.
func letIn(line flow.Line, log []game.Event, e game.Event) flow.Line {
	// e is the last of its kind by its seat with its card: a card is played
	// again only after Alice deals it back, later.
	i := len(log) - 1
	for i >= 0 && !(log[i].Type == e.Type && log[i].Seat == e.Seat && log[i].Card == e.Card) {
		i--
	}
	if i < 0 || i+1 >= len(log) || !tells(log[i], log[i+1]) {
		return line
	}
	return withWhy(line, log[i+1])
}

// withWhy is line with why the Princes may lead now, as the event in
// (EvPrincesIn) says: the Prince was played without the led suit, or it
// was the card the Ice Princess fixed.
func withWhy(line flow.Line, in game.Event) flow.Line {
	why := "rebelprincess.log.princes_in"
	if in.Value == rp.PrincesInForced {
		why = "rebelprincess.log.princes_in_forced"
	}
	line.Text = i18n.T("rebelprincess.log.because", line.Text, i18n.T(why))
	return line
}

// tells reports whether e is the card played or turned up whose Prince
// let the Princes in, as the event in says.
func tells(e, in game.Event) bool {
	return in.Type == rp.EvPrincesIn && (e.Type == rp.EvPlay || e.Type == rp.EvReveal) && e.Seat == in.Seat && e.Card == in.Card
}

// trickWhy says which card took the trick e and why, in full and short,
// read from the round's events as the viewer was told them (by a trick's
// taking every card in it lies face up) and the princesses the viewer's
// observation shows.
func trickWhy(log []game.Event, o *rp.Observation, e game.Event) (rp.Card, string, string) {
	princess := func(s int) int {
		if s < 0 || s >= len(o.Princess) {
			return -1
		}
		if p := o.Princess[s]; p != rp.Carmesina || s >= len(o.Copy) {
			return p
		}
		return o.Copy[s]
	}
	tk, ok := TrickAt(log, e.Value, o.Edition, princess)
	if !ok {
		return rp.NoCard, "", ""
	}
	card, keys := Why(tk, e.Seat)
	var long, short []string
	for _, k := range keys {
		long = append(long, i18n.T(k))
		short = append(short, i18n.T(Short(k)))
	}
	return card, strings.Join(long, "; "), strings.Join(short, "; ")
}

// passTo says where the round's pass goes: "3 cards to the right".
func passTo(ed rp.Edition, id int) string {
	p, ok := rp.RoundCards[id-1].PassFor(ed)
	switch {
	case !ok:
		return ""
	case p.Right > 0 && p.Left > 0:
		return i18n.T("rebelprincess.pass_to.both")
	case p.Right > 0:
		return i18n.N("rebelprincess.pass_to.right", p.Right, p.Right)
	}
	return i18n.N("rebelprincess.pass_to.left", p.Left, p.Left)
}

// setupNeed is how many cards each seat puts face down before the first
// trick of the round card id.
func setupNeed(ed rp.Edition, id, n int) int {
	if id <= 0 {
		return 0
	}
	switch rp.RoundCards[id-1].Slug {
	case "late-to-the-ball":
		return 1
	case "after-party", "blind-mans-bluff":
		return len(rp.Deck(n)) / n / 2
	}
	return 0
}

// Power is the princess whose power a seat has now (Carmesina's copy), as
// o shows it, or -1.
func Power(o *rp.Observation, seat int) int {
	if seat < 0 || seat >= len(o.Princess) {
		return -1
	}
	p := o.Princess[seat]
	if p == rp.Carmesina && seat < len(o.Copy) && o.Copy[seat] >= 0 {
		return o.Copy[seat]
	}
	return p
}

// PowerWords says what a princess's power did.
func PowerWords(t flow.Teller, ed rp.Edition, e game.Event) string {
	if e.Value < 0 || e.Value >= len(rp.Princesses) {
		return ""
	}
	key := "rebelprincess.log.power." + rp.Princesses[e.Value].Slug
	if e.Value == rp.IcePrincess && e.Secret.Len() == 2 {
		key += "_two"
	}
	if ed == rp.Classic && (e.Value == rp.Pocahontas || e.Value == rp.IcePrincess || e.Value == rp.SleepingBeauty || e.Value == rp.PrincessOnThePea) {
		key += "_classic"
	}
	args := []any{}
	if e.Value == rp.LittleMermaid && e.Card >= 0 {
		args = append(args, SuitName(rp.Suit(e.Card)))
	}
	return t.Words(key, e.Seat, e.Target, args...)
}

// partWords puts a score part in words: "2 Princes: 2".
func partWords(p rp.ScorePart) string {
	key := "rebelprincess.part." + p.Part.String()
	return i18n.N(key, p.N, p.N, i18n.Signed(p.Value))
}

// breakdown is a line per seat that took something: its parts.
func (sum *roundSum) breakdown(t flow.Teller) []string {
	var out []string
	for s, ps := range sum.parts {
		if len(ps) == 0 {
			continue
		}
		var words []string
		for _, p := range ps {
			words = append(words, partWords(p))
		}
		out = append(out, t.SeatName(s)+": "+strings.Join(words, " · "))
	}
	if len(out) == 0 {
		out = append(out, i18n.T("rebelprincess.summary.none"))
	}
	return out
}

// standings are every seat's total, lowest first, with this round's gain.
func (sum *roundSum) standings(t flow.Teller, o *rp.Observation, winners []int) []flow.Standing {
	var out []flow.Standing
	for s := range o.Players {
		st := flow.Standing{Seat: s, Name: t.SeatName(s)}
		if s < len(o.Totals) {
			st.Score = o.Totals[s]
		}
		if s < len(sum.gains) {
			st.Gain = sum.gains[s]
			if sum.rebels[s] {
				st.Note = i18n.T("rebelprincess.summary.rebel_note")
			}
		}
		st.Winner = slices.Contains(winners, s)
		out = append(out, st)
	}
	game.SortStable(out, func(a, b flow.Standing) int { return cmp.Compare(a.Score, b.Score) })
	return out
}

func (sum *roundSum) roundSummary(t flow.Teller, o *rp.Observation) *flow.Summary {
	title := i18n.T("rebelprincess.summary.round", sum.round, RoundName(sum.card))
	if sum.round > len(o.Schedule)-1 && o.Extra {
		title = i18n.T("rebelprincess.summary.extra_round", sum.round, RoundName(sum.card))
	}
	best := slices.Min(o.Totals)
	var leaders []int
	for s, v := range o.Totals {
		if v == best {
			leaders = append(leaders, s)
		}
	}
	s := &flow.Summary{Title: title, Standings: sum.standings(t, o, leaders), Lines: sum.breakdown(t)}
	if o.Extra && len(o.Tied) > 0 {
		var names []string
		for _, seat := range o.Tied {
			names = append(names, t.SeatName(seat))
		}
		s.Lines = append(s.Lines, i18n.T("rebelprincess.summary.extra", strings.Join(names, i18n.T("rebelprincess.and")), RoundName(o.RoundCardID())))
	} else if o.Round < len(o.Schedule) {
		s.Lines = append(s.Lines, i18n.T("rebelprincess.summary.lowest_wins"))
	}
	return s
}

func (sum *roundSum) finalSummary(t flow.Teller, viewer int, winners []int, o *rp.Observation) *flow.Summary {
	s := &flow.Summary{Final: true, Standings: sum.standings(t, o, winners)}
	switch {
	case len(winners) == 1 && winners[0] == viewer:
		s.Title = i18n.T("rebelprincess.summary.you_win")
	case len(winners) == 1:
		s.Title = i18n.T("rebelprincess.summary.wins", t.SeatName(winners[0]))
	default:
		s.Title = i18n.T("rebelprincess.summary.shared")
	}
	s.Lines = append(s.Lines, i18n.T("rebelprincess.summary.last_round", RoundName(sum.card)))
	s.Lines = append(s.Lines, sum.breakdown(t)...)
	best := slices.Min(o.Totals)
	tied := 0
	for _, v := range o.Totals {
		if v == best {
			tied++
		}
	}
	switch {
	case o.Extra || len(o.Tied) > 0:
		s.Lines = append(s.Lines, i18n.T("rebelprincess.summary.after_extra"))
	case tied > len(winners):
		s.Lines = append(s.Lines, i18n.T("rebelprincess.summary.tiebreak_"+string(o.Edition)))
	case tied > 1:
		s.Lines = append(s.Lines, i18n.T("rebelprincess.summary.still_tied"))
	}
	return s
}
