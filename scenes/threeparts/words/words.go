// Package words puts Three Parts' events in the person's words: the log's
// lines, the captions and the game's summary. It holds no Ebitengine, so
// the describing is tested natively (words_test.go plays whole games and
// checks every line's players against its event's); the table
// (scenes/threeparts) hands it the kit's Words through flow.Teller.
package words

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"parlour/assets/i18n"
	"parlour/game"
	tp "parlour/game/threeparts"
	"parlour/scenes/table/flow"
	"parlour/scenes/threeparts/board"
)

// Colour is a colour as a label ("White"); ColourLower the same within a
// sentence ("white"); PartNom and PartAcc a part of that colour as the
// subject and as the object of a sentence ("the white part").
func Colour(c int) string      { return i18n.T("threeparts.colour." + tp.ColourName(c)) }
func ColourLower(c int) string { return i18n.T("threeparts.colour_lc." + tp.ColourName(c)) }
func PartNom(c int) string     { return i18n.T("threeparts.part." + tp.ColourName(c)) }
func PartAcc(c int) string     { return i18n.T("threeparts.part_acc." + tp.ColourName(c)) }

// CardLabel is a card as words: "7", "joker".
func CardLabel(c tp.Card) string {
	if c == tp.Joker {
		return i18n.T("threeparts.card.joker_short")
	}
	return strconv.Itoa(int(c))
}

// Names writes seats as "Ada", "Ada and you", "Ada, Bob and you", seen by
// viewer at a table of n seats.
func Names(t flow.Teller, viewer, n int, seats game.Seats) string {
	var list []string
	for s := range n {
		if !seats.Has(s) {
			continue
		}
		name := t.SeatName(s)
		if s == viewer && len(list) > 0 && name == i18n.T("you") {
			name = i18n.T("threeparts.you_in_list")
		}
		list = append(list, name)
	}
	switch len(list) {
	case 0:
		return ""
	case 1:
		return list[0]
	}
	return i18n.T("threeparts.and", strings.Join(list[:len(list)-1], ", "), list[len(list)-1])
}

// Describer puts events in words as they arrive, ahead of the table's
// view, from a board moved on event by event (the row, the parts, the
// votes): once for each person, since with several people at one device
// (pass and play) the kit describes every event for each of them in turn,
// and a board shared by them would move on once per person.
type Describer struct {
	base   *board.Board         // the board as the last Reset found it
	people map[int]*board.Board // each person's, from base on
}

// New is a describer; Reset sets it from the table.
func New() *Describer { return &Describer{} }

// Reset sets the describer from the table at rest, every event described
// so far having reached it (the kit syncs the view then): the board of the
// person holding the device.
func (d *Describer) Reset(b *board.Board) {
	d.base, d.people = b.Clone(), nil
}

// Board is viewer's board, moved on by the events described so far; a
// describer never Reset (the kit's fresh copy writing the whole log again
// in another language) starts from an empty table of n seats.
func (d *Describer) Board(viewer, n int) *board.Board {
	if d.people == nil {
		d.people = map[int]*board.Board{}
	}
	b, ok := d.people[viewer]
	switch {
	case ok:
		return b
	case d.base == nil:
		b = board.New(n, viewer)
	default:
		b = d.base.Clone()
		if b.Viewer != viewer {
			// What the holder alone knows stays theirs.
			b.Viewer, b.MyVote = viewer, -1
			for s := range b.Down {
				b.Down[s] = -1
			}
		}
	}
	d.people[viewer] = b
	return b
}

// Describe is event e in the words of viewer (the person); now is the game
// as the event arrives, all of its decision's events applied (its result,
// and viewer's observation). The engine reports one event per card and per
// vote; a person sees moments: the row laid out, a cut, a vote cast, all
// votes revealed, a part taken or discarded. So the words go to the event
// that completes a moment (the last card turned up, the last vote
// revealed) or begins it (the first card of a part), and the others say
// nothing.
func (d *Describer) Describe(t flow.Teller, viewer int, now game.Game, e game.Event) flow.Line {
	n := now.Players()
	b := d.Board(viewer, n)
	h := viewer
	names := func(seats game.Seats) string { return Names(t, viewer, n, seats) }
	st := b.Step(e)
	switch e.Type {
	case tp.EvRoundStart:
		return flow.Line{Text: t.Words("threeparts.log.round_start", e.Seat, -1, e.Value, b.Rounds)}
	case tp.EvTurnUp:
		if e.Value == board.RowLength(b.N, b.Round)-1 {
			return flow.Line{Text: i18n.T("threeparts.log.row", cards(b.Row))}
		}
	case tp.EvCut:
		key := "threeparts.log.recut"
		if st.Seg.Lo == 0 && st.Seg.Hi == len(b.Row) {
			key = "threeparts.log.cut"
		}
		return flow.Line{Text: t.Words(key, e.Seat, -1, partsText(b.Row, st.Seg))}
	case tp.EvSplit:
		return flow.Line{Text: i18n.T("threeparts.log.split", partsText(b.Row, st.Seg))}
	case tp.EvVote:
		if e.Seat == h && e.Secret.Len() == 1 {
			return flow.Line{Text: i18n.T("threeparts.log.vote_you", PartAcc(e.Secret.At(0)))}
		}
		if o := now.Observe(max(viewer, game.Spectator)).(*tp.Observation); o.Phase == tp.PhaseVote && len(o.Legal) > 0 {
			return flow.Line{} // the person is choosing: the seat's "ready" says it
		}
		return flow.Line{Caption: t.Words("threeparts.log.vote", e.Seat, -1)}
	case tp.EvVoted:
		if !st.Reveal {
			return flow.Line{}
		}
		var parts []string
		for s := range b.N {
			if b.Voters.Has(s) {
				parts = append(parts, i18n.T("threeparts.log.voted_one", t.SeatName(s), ColourLower(b.Shown[s])))
			}
		}
		return flow.Line{Text: i18n.T("threeparts.log.votes", strings.Join(parts, " · "))}
	case tp.EvTake:
		if len(st.Moved) == 0 || e.Seat < 0 || e.Seat >= b.N {
			return flow.Line{}
		}
		return flow.Line{Text: t.Words("threeparts.log.take", e.Seat, -1, PartAcc(b.Took[e.Seat]), movedCards(b, st.Moved))}
	case tp.EvDiscard:
		if len(st.Moved) == 0 {
			return flow.Line{}
		}
		if st.Single {
			return flow.Line{Text: i18n.T("threeparts.log.discard_single", movedCards(b, st.Moved))}
		}
		colour := -1
		for _, o := range b.Settled {
			if e.Value >= o.Lo && e.Value < o.Hi {
				colour = o.Colour
			}
		}
		return flow.Line{Text: i18n.T("threeparts.log.discard_part", PartNom(colour), movedCards(b, st.Moved))}
	case tp.EvContest:
		key := "threeparts.log.contest_recut"
		switch st.Seg.Hi - st.Seg.Lo {
		case 1:
			key = "threeparts.log.contest_single"
		case 2:
			key = "threeparts.log.contest_pair"
		}
		return flow.Line{Text: t.Words(key, b.Leader, -1, names(st.Seg.Claim), PartAcc(e.Value))}
	case tp.EvJoker:
		key := "threeparts.log.joker"
		if st.Waited {
			key = "threeparts.log.joker_waited"
		}
		return flow.Line{Text: t.Words(key, e.Seat, -1, e.Card)}
	case tp.EvJokerWait:
		return flow.Line{Text: t.Words("threeparts.log.joker_wait", e.Seat, -1)}
	case tp.EvRoundEnd:
		if b.Deck == 0 {
			return flow.Line{Text: i18n.T("threeparts.log.last_round")}
		}
		return flow.Line{Text: i18n.T("threeparts.log.round_end", e.Value)}
	case tp.EvMajority:
		switch len(st.Holders) {
		case 0:
			return flow.Line{}
		case 1:
			return flow.Line{Text: t.WordsN("threeparts.log.majority", e.Value, st.Holders[0], -1, e.Card, e.Value)}
		}
		return flow.Line{Text: i18n.N("threeparts.log.majority_tie", e.Value, names(game.SeatsOf(st.Holders...)), e.Card, e.Value)}
	case tp.EvGameWin:
		winners := now.Result().Winners
		if len(winners) > 1 {
			if e.Seat != winners[len(winners)-1] {
				return flow.Line{}
			}
			return flow.Line{Text: i18n.N("threeparts.log.shared_win", e.Value, names(game.SeatsOf(winners...)), e.Value), Summary: summary(t, viewer, b, winners)}
		}
		return flow.Line{Text: t.WordsN("threeparts.log.game_win", e.Value, e.Seat, -1, e.Value), Summary: summary(t, viewer, b, winners)}
	}
	return flow.Line{}
}

// Cards writes cards as "3 7 J".
func Cards(cs []tp.Card) string { return cards(cs) }

// cards writes cards as "3 7 J".
func cards(cs []tp.Card) string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = CardLabel(c)
	}
	return strings.Join(out, " ")
}

func movedCards(b *board.Board, moved []int) string {
	cs := make([]tp.Card, len(moved))
	for i, p := range moved {
		cs[i] = b.Row[p]
	}
	return cards(cs)
}

// partsText writes a cut segment as "3 7 | J 5 | 10 2 8".
func partsText(row []tp.Card, s board.Seg) string {
	var out []string
	for _, p := range s.Parts() {
		if p.Lo >= 0 && p.Hi <= len(row) {
			out = append(out, cards(row[p.Lo:p.Hi]))
		}
	}
	return strings.Join(out, " | ")
}

// summary is the game's end: every seat's points, best first (the most
// different numbers breaking a tie), the numbers each scored, and how a
// tie was broken.
func summary(t flow.Teller, viewer int, b *board.Board, winners []int) *flow.Summary {
	names := func(seats game.Seats) string { return Names(t, viewer, b.N, seats) }
	s := &flow.Summary{Final: true}
	switch {
	case len(winners) == 1 && winners[0] == viewer:
		s.Title = i18n.T("threeparts.summary.you_win")
	case len(winners) == 1:
		s.Title = i18n.T("threeparts.summary.wins", t.SeatName(winners[0]))
	default:
		s.Title = i18n.T("threeparts.summary.shared", names(game.SeatsOf(winners...)))
	}
	for seat := range b.N {
		s.Standings = append(s.Standings, flow.Standing{Seat: seat, Name: t.SeatName(seat), Score: b.Final[seat],
			Note: i18n.N("threeparts.seat.numbers", b.Count[seat], b.Count[seat]), Winner: slices.Contains(winners, seat)})
	}
	game.SortStable(s.Standings, func(x, y flow.Standing) int {
		if c := cmp.Compare(y.Score, x.Score); c != 0 {
			return c
		}
		return cmp.Compare(b.Count[y.Seat], b.Count[x.Seat])
	})
	for _, st := range s.Standings {
		var nums []string
		for n := 1; n <= 10; n++ {
			if b.Scored[st.Seat][n] {
				nums = append(nums, fmt.Sprint(n))
			}
		}
		if len(nums) == 0 {
			s.Lines = append(s.Lines, i18n.T("threeparts.summary.scored_none", st.Name))
		} else {
			s.Lines = append(s.Lines, i18n.T("threeparts.summary.scored", st.Name, strings.Join(nums, " + "), st.Score))
		}
	}
	// The tie-break, when the best total was shared: first, before each
	// seat's sum, for it decided the game (a small frame's panel has room
	// for the first lines only).
	top := s.Standings[0].Score
	var tied game.Seats
	for _, st := range s.Standings {
		if st.Score == top {
			tied = tied.With(st.Seat)
		}
	}
	switch {
	case len(winners) > 1:
		s.Lines = append([]string{i18n.T("threeparts.summary.tie", names(tied), top),
			i18n.N("threeparts.summary.tie_same", b.Count[winners[0]], b.Count[winners[0]])}, s.Lines...)
	case tied != game.SeatsOf(winners...):
		second := 0
		for _, st := range s.Standings[1:] {
			if tied.Has(st.Seat) {
				second = max(second, b.Count[st.Seat])
			}
		}
		s.Lines = append([]string{i18n.T("threeparts.summary.tie", names(tied), top),
			t.Words("threeparts.summary.tie_winner", winners[0], -1, b.Count[winners[0]], second)}, s.Lines...)
	default:
		s.Lines = append(s.Lines, i18n.T("threeparts.summary.rule"))
	}
	return s
}
