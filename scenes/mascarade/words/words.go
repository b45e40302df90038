// Package words puts Mascarade's events in the person's words: the log's
// lines, the captions and the final summary. It holds no Ebitengine, so the
// describing is tested natively (words_test.go plays whole games and checks
// every line's players against its event's); the table (scenes/mascarade)
// hands it the kit's Words through Teller.
package words

import (
	"cmp"
	"slices"

	"parlour/assets/i18n"
	"parlour/game"
	mg "parlour/game/mascarade"
	"parlour/scenes/table/flow"
)

// Teller is what the describing needs of the table kit: a message in the
// person's own words (the kit's Table.Words: {0} the actor's name, {1} the
// target's, _you and _on_you variants for the person) and a seat's name.
type Teller interface {
	Words(key string, actor, target int, args ...any) string
	WordsN(key string, n, actor, target int, args ...any) string
	SeatName(seat int) string
}

// MaskName is a mask's name in the person's language, as the rulebooks name it.
func MaskName(m mg.Mask) string {
	if !m.Valid() {
		return "?"
	}
	return i18n.T("mascarade.mask." + m.String())
}

// Describer is what has been described of the turn: it runs as events
// arrive, ahead of the table's view.
type Describer struct {
	ann       mg.Mask // the mask announced this turn, or NoMask
	named     mg.Mask // the mask the Guru's target named, or NoMask
	asked     int     // answers given to the announcement
	contested bool
	wins      int // win events described
	cheat     bool
}

// New is a describer at the start of a game.
func New() *Describer { return &Describer{ann: mg.NoMask, named: mg.NoMask} }

// Describe is event e in the words of viewer (the person), whose
// observation now is o; result is the game's result, read once it is over.
// The log says what the person saw (their own look, their own swap for real
// or pretended, the Spy's look, a Princess showing) and what everyone saw;
// a pass is only captioned, and the last pass says nobody contested.
func (d *Describer) Describe(t Teller, viewer int, o *mg.Observation, result func() game.Result, e game.Event) flow.Line {
	h := viewer
	mask := func(m int) string { return MaskName(mg.Mask(m)) }
	switch e.Type {
	case mg.EvSetup:
		if e.Target >= o.Players {
			return flow.Line{Text: i18n.T("mascarade.log.setup_centre", e.Target-o.Players+1, mask(e.Card))}
		}
		return flow.Line{Text: t.Words("mascarade.log.setup", e.Target, -1, mask(e.Card))}
	case mg.EvTurn:
		*d = Describer{ann: mg.NoMask, named: mg.NoMask, wins: d.wins}
		line := flow.Line{Text: t.Words("mascarade.log.turn", e.Seat, -1, e.Value), Caption: t.Words("mascarade.caption.turn", e.Seat, -1)}
		switch {
		case e.Value == 1:
			line.Caption = i18n.T("mascarade.caption.memorise")
		case e.Value <= 4:
			line.Caption = t.Words("mascarade.caption.opening", e.Seat, -1)
		}
		return line
	case mg.EvLook:
		if e.Seat == h && e.Secret.Len() == 1 {
			return flow.Line{Text: i18n.T("mascarade.log.look_you", mask(e.Secret.At(0)))}
		}
		return flow.Line{Text: t.Words("mascarade.log.look", e.Seat, -1)}
	case mg.EvSwap, mg.EvSpySwap:
		return flow.Line{Text: swapLine(t, h, o, e)}
	case mg.EvFoolSwap:
		a, b := playerAt(o.At, e.Target), playerAt(o.At, e.Value)
		if e.Seat == h && e.Secret.Len() == 1 {
			key := "mascarade.log.fool_fake_you"
			if e.Secret.At(0) == 1 {
				key = "mascarade.log.fool_real_you"
			}
			return flow.Line{Text: i18n.T(key, t.SeatName(a), t.SeatName(b))}
		}
		return flow.Line{Text: t.Words("mascarade.log.fool", e.Seat, a, t.SeatName(b))}
	case mg.EvAnnounce:
		*d = Describer{ann: mg.Mask(e.Card), named: mg.NoMask, wins: d.wins}
		return flow.Line{Text: t.Words("mascarade.log.announce", e.Seat, -1, mask(e.Card))}
	case mg.EvContest:
		d.asked++
		d.contested = true
		return flow.Line{Text: t.Words("mascarade.log.contest", e.Seat, -1, mask(e.Card))}
	case mg.EvPass:
		d.asked++
		line := flow.Line{Caption: t.Words("mascarade.log.pass", e.Seat, -1)}
		if d.asked >= o.Players-1 && !d.contested {
			line.Text = t.Words("mascarade.log.unchallenged", announcerOf(o), -1, mask(e.Card))
			line.Caption = line.Text
		}
		return line
	case mg.EvReveal:
		key := "mascarade.log.reveal"
		switch {
		case d.named != mg.NoMask && d.named == mg.Mask(e.Card):
			key = "mascarade.log.reveal_named_right"
		case d.named != mg.NoMask:
			key = "mascarade.log.reveal_named_wrong"
		case d.ann != mg.NoMask && d.ann == mg.Mask(e.Card):
			key = "mascarade.log.reveal_true"
		case d.ann != mg.NoMask:
			key = "mascarade.log.reveal_false"
		}
		return flow.Line{Text: t.Words(key, e.Seat, -1, mask(e.Card), MaskName(d.ann))}
	case mg.EvBank:
		return flow.Line{Text: t.WordsN("mascarade.log.bank", e.Value, e.Seat, -1, e.Value)}
	case mg.EvCourt:
		if e.Value == 0 {
			return flow.Line{Text: t.Words("mascarade.log.court_empty", e.Seat, -1)}
		}
		return flow.Line{Text: t.WordsN("mascarade.log.court", e.Value, e.Seat, -1, e.Value)}
	case mg.EvFine:
		if e.Value == 0 {
			return flow.Line{Text: t.Words("mascarade.log.fine_none", e.Seat, -1)}
		}
		return flow.Line{Text: t.Words("mascarade.log.fine", e.Seat, -1)}
	case mg.EvTransfer:
		if e.Value == 0 {
			return flow.Line{Text: t.Words("mascarade.log.transfer_none", e.Seat, e.Target)}
		}
		return flow.Line{Text: t.WordsN("mascarade.log.transfer", e.Value, e.Seat, e.Target, e.Value)}
	case mg.EvCoinSwap:
		return flow.Line{Text: t.Words("mascarade.log.coin_swap", e.Seat, e.Target)}
	case mg.EvPrincess:
		if e.Secret.Len() == 1 {
			return flow.Line{Text: t.Words("mascarade.log.princess_seen", e.Seat, e.Target, mask(e.Secret.At(0)))}
		}
		return flow.Line{Text: t.Words("mascarade.log.princess", e.Seat, e.Target)}
	case mg.EvGuru:
		return flow.Line{Text: t.Words("mascarade.log.guru", e.Seat, e.Target)}
	case mg.EvName:
		d.named = mg.Mask(e.Card)
		return flow.Line{Text: t.Words("mascarade.log.name", e.Seat, -1, mask(e.Card))}
	case mg.EvSpyLook:
		if e.Seat == h && e.Secret.Len() == 2 {
			return flow.Line{Text: i18n.T("mascarade.log.spy_seen_you", mask(e.Secret.At(0)), t.SeatName(e.Target), mask(e.Secret.At(1)))}
		}
		return flow.Line{Text: t.Words("mascarade.log.spy", e.Seat, e.Target)}
	case mg.EvSeatsChange:
		return flow.Line{Text: t.Words("mascarade.log.seats_change", e.Seat, e.Target)}
	case mg.EvNoEffect:
		switch mg.Mask(e.Card) {
		case mg.Cheat:
			return flow.Line{Text: t.Words("mascarade.log.cheat_short", e.Seat, -1)}
		case mg.Widow:
			return flow.Line{Text: t.Words("mascarade.log.widow_full", e.Seat, -1)}
		}
		return flow.Line{Text: t.Words("mascarade.log.witch_keeps", e.Seat, -1)}
	case mg.EvWin:
		d.wins++
		d.cheat = d.cheat || mg.Mask(e.Card) == mg.Cheat
		key := "mascarade.log.win"
		if mg.Mask(e.Card) == mg.Cheat {
			key = "mascarade.log.win_cheat"
		}
		line := flow.Line{Text: t.WordsN(key, e.Value, e.Seat, -1, e.Value)}
		if res := result(); d.wins >= len(res.Winners) {
			line.Summary = d.summary(t, h, res)
		}
		return line
	}
	return flow.Line{}
}

// swapLine says a player's swap (or the Spy's): to the swapper, whether it
// was real; to everyone else, that it may have been either.
func swapLine(t Teller, h int, o *mg.Observation, e game.Event) string {
	target := playerAt(o.At, e.Target)
	centre := e.Target >= o.Players
	if e.Seat == h && e.Secret.Len() == 1 {
		key := "mascarade.log.swap_fake_you"
		if e.Secret.At(0) == 1 {
			key = "mascarade.log.swap_real_you"
		}
		with := t.SeatName(target)
		if centre {
			with = i18n.T("mascarade.centre_mask_of", e.Target-o.Players+1)
		}
		return i18n.T(key, with)
	}
	if centre {
		return t.Words("mascarade.log.swap_centre", e.Seat, -1, e.Target-o.Players+1)
	}
	return t.Words("mascarade.log.swap", e.Seat, target)
}

func playerAt(at []int, place int) int {
	return slices.Index(at, place)
}

func announcerOf(o *mg.Observation) int {
	if o.Announcement != nil {
		return o.Announcement.Player
	}
	return o.Current
}

// summary is the game's end: every player's coins, the winners first, and
// how the game ended.
func (d *Describer) summary(t Teller, h int, res game.Result) *flow.Summary {
	s := &flow.Summary{Final: true}
	for seat, c := range res.Scores {
		st := flow.Standing{Seat: seat, Name: t.SeatName(seat), Score: c, Winner: slices.Contains(res.Winners, seat)}
		if c == 0 {
			st.Note = i18n.T("mascarade.summary.broke")
		}
		s.Standings = append(s.Standings, st)
	}
	slices.SortStableFunc(s.Standings, func(a, b flow.Standing) int {
		if a.Winner != b.Winner {
			if a.Winner {
				return -1
			}
			return 1
		}
		return cmp.Compare(b.Score, a.Score)
	})
	w := res.Winners
	switch {
	case len(w) == 1 && w[0] == h:
		s.Title = i18n.T("mascarade.summary.you_win")
	case len(w) == 1:
		s.Title = i18n.T("mascarade.summary.wins", t.SeatName(w[0]))
	default:
		s.Title = i18n.T("mascarade.summary.shared")
	}
	switch {
	case d.cheat && len(w) > 0:
		s.Lines = append(s.Lines, t.Words("mascarade.summary.by_cheat", w[0], -1))
	case len(w) > 0 && res.Scores[w[0]] >= mg.Win:
		s.Lines = append(s.Lines, i18n.T("mascarade.summary.by_thirteen"))
	default:
		for seat, c := range res.Scores {
			if c == 0 {
				s.Lines = append(s.Lines, t.Words("mascarade.summary.by_purse", seat, -1))
				break
			}
		}
	}
	s.Lines = append(s.Lines, i18n.N("mascarade.summary.turns", res.Rounds, res.Rounds))
	return s
}
