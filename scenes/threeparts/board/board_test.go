package board

import (
	"fmt"
	"math/bits"
	"reflect"
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
	tp "parlour/game/threeparts"
)

// play plays a random game of n seats (gametest.RandomPlay), calling each
// after every action with the events each viewer saw: every event redacted
// for that seat, as the table is told it.
func play(t *testing.T, n int, seed uint64, each func(g *tp.Game, seen [][]game.Event)) {
	t.Helper()
	g, err := tp.New(game.Config{Players: n, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	_, over := gametest.RandomPlay(t, g, game.NewRNG(seed*7), 2000, func(s gametest.Step) {
		seen := make([][]game.Event, n)
		for v := range n {
			for _, e := range s.Events {
				seen[v] = append(seen[v], e.Redact(v))
			}
		}
		each(g, seen)
	})
	if !over {
		t.Fatal("the game did not end")
	}
}

// same reports how two boards differ, or "".
func same(a, b *Board) string {
	type view struct {
		Round, Leader, Deck int
		Row                 []tp.Card
		On                  []bool
		Segs                []Seg
		Ready               game.Seats
		MyVote              int
		Down                []int
		Numbers, Jokers     [][11]int
		Waiting, Loose      []int
		Took                []int
		Discards            []tp.Card
		Shown               []int
		Recalled            game.Seats
		Tally               []int
		Final, Count        []int
		Winners             []int
	}
	v := func(b *Board) view {
		segs := make([]Seg, len(b.Segs))
		for i, s := range b.Segs {
			segs[i] = Seg{s.Lo, s.Hi, s.Claim, slices.Clone(s.Cuts)}
			if len(s.Cuts) == 0 {
				segs[i].Cuts = nil
			}
		}
		return view{b.Round, b.Leader, b.Deck, b.Row, b.On, segs, b.Ready, b.MyVote, b.Down, b.Numbers, b.Jokers, b.Waiting, b.Loose,
			b.Took, b.Discards, b.Shown, b.Recalled, b.Tally, b.Final, b.Count, b.Winners}
	}
	va, vb := v(a), v(b)
	ra, rb := reflect.ValueOf(va), reflect.ValueOf(vb)
	for i := range ra.NumField() {
		if !reflect.DeepEqual(ra.Field(i).Interface(), rb.Field(i).Interface()) {
			return fmt.Sprintf("%s: %v, want %v", ra.Type().Field(i).Name, ra.Field(i).Interface(), rb.Field(i).Interface())
		}
	}
	return ""
}

// TestStepsAgreeWithTheObservation plays random games and checks, after every
// action, that a board moved on event by event is the board the observation
// shows, for every viewer, and that the row's segments are the engine's.
func TestStepsAgreeWithTheObservation(t *testing.T) {
	for _, n := range []int{3, 4} {
		for seed := uint64(1); seed <= 40; seed++ {
			boards := make([]*Board, n)
			g0, _ := tp.New(game.Config{Players: n, Seed: seed})
			for v := range n {
				boards[v] = From(g0.ObserveSeat(v))
			}
			play(t, n, seed, func(g *tp.Game, seen [][]game.Event) {
				for v := range n {
					for _, e := range seen[v] {
						boards[v].Step(e)
					}
					o := g.ObserveSeat(v)
					want := From(o)
					if d := same(boards[v], want); d != "" {
						t.Fatalf("%d players, seed %d, viewer %d, round %d: stepped board %s", n, seed, v, g.Round, d)
					}
					if len(want.Segs) != len(o.Contests) {
						t.Fatalf("segments %v, engine %v", want.Segs, o.Contests)
					}
					for i, c := range o.Contests {
						s := want.Segs[i]
						if s.Lo != c.At || s.Hi != c.At+len(c.Cards) || s.Claim != c.Claimants || len(s.Parts()) != len(c.Parts) {
							t.Fatalf("segment %d is %+v, engine %+v", i, s, c)
						}
						for j, p := range s.Parts() {
							if p.Hi-p.Lo != len(c.Parts[j]) || !slices.Equal(want.Row[p.Lo:p.Hi], c.Parts[j]) {
								t.Fatalf("part %d of segment %d is %v, engine %v", j, i, want.Row[p.Lo:p.Hi], c.Parts[j])
							}
						}
					}
					// No claimant of a contested part waiting to be cut again
					// shows an old vote as if it were its new one; nobody has
					// taken a card back once the part is cut.
					if cur, ok := want.Current(); ok && cur.Claim != game.AllSeats(n) && len(cur.Cuts) == 0 {
						for s := range n {
							if cur.Claim.Has(s) && !want.Recalled.Has(s) && want.Shown[s] >= 0 {
								t.Fatalf("seat %d waits to vote again with its old vote shown (%d), recalled %v", s, want.Shown[s], want.Recalled)
							}
						}
					}
					if cur, ok := want.Current(); ok && len(cur.Cuts) > 0 && want.Recalled != 0 {
						t.Fatalf("recalled %v after the cut", want.Recalled)
					}
					if pts, _ := want.Points(); !slices.Equal(pts, o.Scores) {
						t.Fatalf("points %v, engine %v", pts, o.Scores)
					}
				}
			})
		}
	}
}

// TestTheOpeningReplaysOntoTheOpenedTable: a table opens on the game as it
// stands after the first row is turned up, then plays the opening's events;
// the board must end where it began.
func TestTheOpeningReplaysOntoTheOpenedTable(t *testing.T) {
	for _, n := range []int{3, 4} {
		g, _ := tp.New(game.Config{Players: n, Seed: 9})
		b := From(g.ObserveSeat(0))
		want := b.Clone()
		for _, e := range g.Opening() {
			b.Step(e.Redact(0))
		}
		if d := same(b, want); d != "" {
			t.Fatalf("%d players: after the opening %s", n, d)
		}
		if b.Deck != tp.DeckSize-tp.RowSize(n) {
			t.Fatalf("deck %d after the first row", b.Deck)
		}
	}
}

// TestAPartMovesAtItsFirstEvent: every row position leaves the row once, at
// the first take or discard of its part, together with the rest of the part
// and into the taker's stacks; a reveal is announced once, at its last vote.
func TestAPartMovesAtItsFirstEvent(t *testing.T) {
	for _, n := range []int{3, 4} {
		for seed := uint64(1); seed <= 30; seed++ {
			b := From(func() *tp.Observation { g, _ := tp.New(game.Config{Players: n, Seed: seed}); return g.ObserveSeat(0) }())
			var moved []int
			round := b.Round
			play(t, n, seed, func(g *tp.Game, seen [][]game.Event) {
				votes := 0
				for _, e := range seen[0] {
					before := b.Clone()
					st := b.Step(e)
					if b.Round != round {
						round, moved = b.Round, nil
					}
					switch e.Type {
					case tp.EvVote:
						votes++
					case tp.EvVoted:
						claim := bits.OnesCount16(uint16(before.Claimants()))
						if st.Reveal != (b.revealed == 0 && len(b.Settled) > 0 && before.revealed == claim-1) {
							t.Fatalf("reveal %v after %d of %d votes", st.Reveal, before.revealed+1, claim)
						}
					case tp.EvTake, tp.EvDiscard:
						if slices.Contains(moved, e.Value) != (len(st.Moved) == 0) {
							t.Fatalf("%s at %d: moved %v, moved before %v", e.Type, e.Value, st.Moved, moved)
						}
						if len(st.Moved) > 0 && st.Moved[0] != e.Value {
							t.Fatalf("%s at %d moves %v", e.Type, e.Value, st.Moved)
						}
						for i, p := range st.Moved {
							if i > 0 && p != st.Moved[i-1]+1 {
								t.Fatalf("a part moves %v: not contiguous", st.Moved)
							}
						}
						moved = append(moved, st.Moved...)
						if e.Type == tp.EvTake && len(st.Moved) > 0 {
							got := 0
							for v := 1; v <= 10; v++ {
								got += b.Numbers[e.Seat][v] - before.Numbers[e.Seat][v]
							}
							got += b.Loose[e.Seat] - before.Loose[e.Seat]
							if got != len(st.Moved) {
								t.Fatalf("a take of %d cards gave %d", len(st.Moved), got)
							}
						}
					}
				}
			})
		}
	}
}

// TestTheScoringCountsEachNumberOnce: the first majority event of a number
// scores every holder of it, tied or not; the tally is the engine's score.
func TestTheScoringCountsEachNumberOnce(t *testing.T) {
	for _, n := range []int{3, 4} {
		for seed := uint64(1); seed <= 30; seed++ {
			g0, _ := tp.New(game.Config{Players: n, Seed: seed})
			b := From(g0.ObserveSeat(1))
			firsts := map[int]bool{}
			play(t, n, seed, func(g *tp.Game, seen [][]game.Event) {
				for _, e := range seen[1] {
					st := b.Step(e)
					if e.Type != tp.EvMajority {
						continue
					}
					if firsts[e.Card] == (len(st.Holders) > 0) {
						t.Fatalf("number %d: holders %v at a later event", e.Card, st.Holders)
					}
					firsts[e.Card] = true
					if len(st.Holders) > 0 && !slices.Contains(st.Holders, e.Seat) {
						t.Fatalf("number %d: holders %v without the event's seat %d", e.Card, st.Holders, e.Seat)
					}
				}
				if g.Over() {
					if !slices.Equal(b.Tally, g.Result().Scores) || !slices.Equal(b.Final, g.Result().Scores) {
						t.Fatalf("tally %v, final %v, engine %v", b.Tally, b.Final, g.Result().Scores)
					}
					if !slices.Equal(b.Winners, g.Result().Winners) {
						t.Fatalf("winners %v, engine %v", b.Winners, g.Result().Winners)
					}
				}
			})
		}
	}
}

// TestAFixedDeal follows the rulebook's four-player example: Oksana leads,
// cuts 3/2/4; the black part is contested by her and Ilya, re-cut, and they
// take its parts.
func TestAFixedDeal(t *testing.T) {
	g := gametest.Deal[*tp.Game](t, tp.Definition, game.Config{Players: 4, Seed: 1}, 3,
		"3", "4", "5", "7", "7", "J", "8", "2", "10")
	b := From(g.ObserveSeat(0))
	act := func(seat int, text string) {
		for _, e := range gametest.Act(t, g, seat, text) {
			b.Step(e.Redact(0))
		}
	}
	act(3, "cut 3/2/4")
	if s, _ := b.Current(); !slices.Equal(s.Cuts, []int{3, 5}) {
		t.Fatalf("cuts %v", s.Cuts)
	}
	act(2, "white")
	act(0, "blue")
	act(1, "black")
	if b.Ready != game.SeatsOf(0, 1, 2) || b.MyVote != tp.Blue {
		t.Fatalf("ready %v, my vote %d", b.Ready, b.MyVote)
	}
	act(3, "black")
	if s, _ := b.Current(); s.Lo != 5 || s.Hi != 9 || s.Claim != game.SeatsOf(1, 3) || s.Cuts != nil {
		t.Fatalf("the contested black part is %+v", s)
	}
	if b.Took[2] != tp.White || b.Took[0] != tp.Blue || b.Numbers[0][7] != 2 || b.On[0] || !b.On[5] {
		t.Fatalf("took %v, numbers %v, on %v", b.Took, b.Numbers[0], b.On)
	}
	act(3, "cut 2/1/1")
	act(1, "black")
	act(3, "white")
	if b.Numbers[1][10] != 1 || b.Numbers[3][8] != 1 || b.Jokers[3][8] != 1 || b.Loose[3]+b.Waiting[3] != 0 {
		t.Fatalf("Ilya %v, Oksana %v (loose %d)", b.Numbers[1], b.Numbers[3], b.Loose[3])
	}
}

// TestATakerTookThePartItVotedFor: the colour a seat is shown to have taken
// is the colour of the part of the engine's segment that held the cards.
func TestATakerTookThePartItVotedFor(t *testing.T) {
	for _, n := range []int{3, 4} {
		for seed := uint64(1); seed <= 40; seed++ {
			g, _ := tp.New(game.Config{Players: n, Seed: seed})
			b := From(g.ObserveSeat(0))
			r := game.NewRNG(seed)
			for !g.Over() {
				var seg tp.Segment
				if len(g.Contests) > 0 {
					seg = g.Contests[0]
				}
				p := g.Pending()
				seat := p[r.Intn(len(p))]
				legal := g.Legal(seat)
				evs, _ := g.Apply(seat, legal[r.Intn(len(legal))])
				for _, e := range evs {
					b.Step(e.Redact(0))
					if e.Type != tp.EvTake {
						continue
					}
					at := seg.At
					for c, part := range seg.Parts {
						if e.Value >= at && e.Value < at+len(part) && b.Took[e.Seat] != c {
							t.Fatalf("seat %d took from part %d (%v of %+v), shown %d", e.Seat, c, part, seg, b.Took[e.Seat])
						}
						at += len(part)
					}
				}
			}
		}
	}
}

// TestTheDeckLeftFollowsTheEvents: the cards a board counts still in the
// deck are the deck it shows after every event (a row's card leaves the
// deck when its turn-up is stepped, not when the round's events arrive),
// and the observation's count once every event of an action is stepped.
func TestTheDeckLeftFollowsTheEvents(t *testing.T) {
	sum := func(a [11]int) int {
		n := 0
		for _, c := range a {
			n += c
		}
		return n
	}
	for _, n := range []int{3, 4} {
		for seed := uint64(1); seed <= 20; seed++ {
			g0, _ := tp.New(game.Config{Players: n, Seed: seed})
			boards := make([]*Board, n)
			for v := range n {
				boards[v] = From(g0.ObserveSeat(v))
				if got, want := boards[v].Unseen(), g0.ObserveSeat(v).Unseen(); got != want {
					t.Fatalf("%d players, seed %d, viewer %d: at the start %v, the observation %v", n, seed, v, got, want)
				}
			}
			play(t, n, seed, func(g *tp.Game, seen [][]game.Event) {
				for v, b := range boards {
					for _, e := range seen[v] {
						before := b.Unseen()
						b.Step(e)
						left := b.Unseen()
						if sum(left) != b.Deck {
							t.Fatalf("%d players, seed %d, viewer %d, after %s: %d cards left by number, the deck shows %d", n, seed, v, e.Type, sum(left), b.Deck)
						}
						if e.Type != tp.EvTurnUp && left != before {
							t.Fatalf("%s changed the cards left: %v, then %v", e.Type, before, left)
						}
					}
					if got, want := b.Unseen(), g.ObserveSeat(v).Unseen(); got != want {
						t.Fatalf("%d players, seed %d, viewer %d: %v left, the observation %v", n, seed, v, got, want)
					}
				}
			})
		}
	}
}

// TestTheOpeningRowLeavesTheDeckCardByCard: a table opens on the first row
// turned up, then plays the opening: until its cards are turned up again,
// they are counted in the deck.
func TestTheOpeningRowLeavesTheDeckCardByCard(t *testing.T) {
	g, _ := tp.New(game.Config{Players: 3, Seed: 7})
	b := From(g.ObserveSeat(0))
	turned := 0
	for _, e := range g.Opening() {
		b.Step(e.Redact(0))
		left := b.Unseen()
		n := 0
		for _, c := range left {
			n += c
		}
		if e.Type == tp.EvTurnUp {
			turned++
		}
		if e.Type == tp.EvRoundStart || e.Type == tp.EvTurnUp {
			if n != tp.DeckSize-turned {
				t.Fatalf("after %s (%d turned up): %d left", e.Type, turned, n)
			}
		}
	}
	if turned != tp.RowSize(3) {
		t.Fatalf("the opening turned up %d cards", turned)
	}
}

// TestAVoteLiesFaceUpOnlyWhereKnown: a vote lying face down is known to the
// board from its own secret (the viewer's), from whole events (a replay
// with every card face up) or from the game's votes (Open), and never from
// events redacted for another seat; every reveal and round forgets them.
func TestAVoteLiesFaceUpOnlyWhereKnown(t *testing.T) {
	g := gametest.Deal[*tp.Game](t, tp.Definition, game.Config{Players: 4, Seed: 1}, 3,
		"3", "4", "5", "7", "7", "J", "8", "2", "10")
	seen, whole := From(g.ObserveSeat(0)), From(g.ObserveSeat(0))
	act := func(seat int, text string) {
		for _, e := range gametest.Act(t, g, seat, text) {
			seen.Step(e.Redact(0))
			whole.Step(e)
		}
	}
	act(3, "cut 3/2/4")
	act(2, "white")
	act(0, "blue")
	act(1, "black")
	if want := []int{tp.Blue, -1, -1, -1}; !slices.Equal(seen.Down, want) {
		t.Fatalf("as seat 0 saw it, the votes face down are %v, want %v", seen.Down, want)
	}
	if want := []int{tp.Blue, tp.Black, tp.White, -1}; !slices.Equal(whole.Down, want) {
		t.Fatalf("from whole events, the votes face down are %v, want %v", whole.Down, want)
	}
	// At rest in the open replay: the observation tells only seat 0's vote,
	// the game every ready seat's.
	rest := From(g.ObserveSeat(0))
	if want := []int{tp.Blue, -1, -1, -1}; !slices.Equal(rest.Down, want) {
		t.Fatalf("the observation shows the votes %v face down, want %v", rest.Down, want)
	}
	rest.Open(g.Votes)
	if want := []int{tp.Blue, tp.Black, tp.White, -1}; !slices.Equal(rest.Down, want) {
		t.Fatalf("opened, the votes face down are %v, want %v", rest.Down, want)
	}
	act(3, "black")
	if want := []int{-1, -1, -1, -1}; !slices.Equal(whole.Down, want) {
		t.Fatalf("after the reveal the votes face down are %v, want none", whole.Down)
	}
}

// TestTheGuideEndsAfterTheFirstRoundThePersonLeads: at every table and
// deal, the guided round ends first as the first round the person leads
// ends (having rung their cut), never before, and always before the
// final count.
func TestTheGuideEndsAfterTheFirstRoundThePersonLeads(t *testing.T) {
	for _, n := range []int{3, 4} {
		for seed := uint64(1); seed <= 30; seed++ {
			for viewer := range n {
				g0, _ := tp.New(game.Config{Players: n, Seed: seed})
				b := From(g0.ObserveSeat(viewer))
				led, cut, ended := 0, false, false
				if b.Leader == viewer {
					led = b.Round // the first round, dealt before the board was made
				}
				play(t, n, seed, func(g *tp.Game, seen [][]game.Event) {
					for _, e := range seen[viewer] {
						b.Step(e)
						if e.Type == tp.EvCut && e.Seat == viewer {
							cut = true
						}
						if e.Type == tp.EvRoundStart && e.Seat == viewer && led == 0 {
							led = e.Value
						}
						if ended || !b.GuideEnds(e) {
							continue
						}
						ended = true
						if e.Type != tp.EvRoundEnd || e.Value != led || !cut {
							t.Fatalf("%d players, seed %d, seat %d: the guide ends at %v (round %d), the seat first led round %d (cut: %v)",
								n, seed, viewer, e.Type, e.Value, led, cut)
						}
					}
				})
				if !ended {
					t.Fatalf("%d players, seed %d, seat %d: the guide never ended", n, seed, viewer)
				}
			}
		}
	}
}

// TestStepMovesTheBoardAsTheEventSays: the board's own rules, one event at
// a time, at a table of three seen by seat 0, round 1 led by seat 1: the
// row 3 J 7 7 5 9 turned up (cut, in some cases, 2/2/2).
func TestStepMovesTheBoardAsTheEventSays(t *testing.T) {
	row := func() *Board {
		b := New(3, 0)
		b.Round, b.Leader, b.Deck = 1, 1, tp.DeckSize-6
		b.Row = []tp.Card{3, tp.Joker, 7, 7, 5, 9}
		b.On = []bool{true, true, true, true, true, true}
		b.Segs = []Seg{{Lo: 0, Hi: 6, Claim: game.AllSeats(3)}}
		return b
	}
	cut := func() *Board {
		b := row()
		b.Segs[0].Cuts = []int{2, 4}
		return b
	}
	// Two of three votes shown: the person white, seat 1 black.
	voting := func() *Board {
		b := cut()
		b.Shown, b.Voters, b.revealed = []int{tp.White, tp.Black, -1}, game.SeatsOf(0, 1), 2
		return b
	}
	// Revealed: the person took white alone, nobody blue, seats 1 and 2
	// black, contested.
	revealed := func() *Board {
		b := cut()
		b.Settled = []Outcome{{Span{0, 2, tp.White}, game.SeatsOf(0)}, {Span{2, 4, tp.Blue}, 0}, {Span{4, 6, tp.Black}, game.SeatsOf(1, 2)}}
		b.Segs = []Seg{{Lo: 4, Hi: 6, Claim: game.SeatsOf(1, 2)}}
		return b
	}
	holding := func() *Board {
		b := row()
		b.Numbers[0][7], b.Numbers[1][7], b.Numbers[2][7] = 2, 1, 1
		b.Jokers[2][7] = 1
		b.Loose[0], b.Waiting[1] = 1, 1
		return b
	}
	secret := game.ValuesOf
	cases := []struct {
		name  string
		from  func() *Board
		event game.Event
		check func(b *Board, st Step) bool
	}{
		{"a card turned up joins the row and the segment, and leaves the deck", row,
			game.Event{Type: tp.EvTurnUp, Value: 6, Card: 2},
			func(b *Board, st Step) bool {
				return len(b.Row) == 7 && b.Row[6] == 2 && b.On[6] && b.Segs[0].Hi == 7 && b.Deck == tp.DeckSize-7
			}},
		{"the leader's cut makes three parts and opens the vote", row,
			game.Event{Type: tp.EvCut, Seat: 1, Value: 2, Card: 4},
			func(b *Board, st Step) bool {
				return slices.Equal(st.Seg.Cuts, []int{2, 4}) && len(b.Segs[0].Parts()) == 3 && b.Ready == 0 && b.MyVote == -1
			}},
		{"the person's vote lies face down, known to them", cut,
			game.Event{Type: tp.EvVote, Seat: 0, Secret: secret(tp.Blue)},
			func(b *Board, st Step) bool {
				return b.Ready == game.SeatsOf(0) && b.MyVote == tp.Blue && b.Down[0] == tp.Blue
			}},
		{"another's vote, told without its colour, lies face down unknown", cut,
			game.Event{Type: tp.EvVote, Seat: 2},
			func(b *Board, st Step) bool { return b.Ready == game.SeatsOf(2) && b.MyVote == -1 && b.Down[2] == -1 }},
		{"the last vote shown settles the parts, the contested one to settle first", voting,
			game.Event{Type: tp.EvVoted, Seat: 2, Value: tp.Black},
			func(b *Board, st Step) bool {
				cur, _ := b.Current()
				return st.Reveal && len(b.Settled) == 3 && b.Settled[2].Voters == game.SeatsOf(1, 2) &&
					cur.Lo == 4 && cur.Hi == 6 && cur.Claim == game.SeatsOf(1, 2) && len(b.Segs) == 1
			}},
		{"a vote shown before the last settles nothing", cut,
			game.Event{Type: tp.EvVoted, Seat: 2, Value: tp.Black},
			func(b *Board, st Step) bool { return !st.Reveal && b.Shown[2] == tp.Black && len(b.Segs[0].Cuts) == 2 }},
		{"a take moves the whole part to the taker: numbers to their stacks, a joker loose", revealed,
			game.Event{Type: tp.EvTake, Seat: 0, Value: 0},
			func(b *Board, st Step) bool {
				return slices.Equal(st.Moved, []int{0, 1}) && b.Numbers[0][3] == 1 && b.Loose[0] == 1 && !b.On[0] && !b.On[1] &&
					b.On[2] && b.Took[0] == tp.White
			}},
		{"a part's later take moves nothing more", func() *Board { b := revealed(); b.On[0], b.On[1] = false, false; return b },
			game.Event{Type: tp.EvTake, Seat: 0, Value: 1},
			func(b *Board, st Step) bool { return len(st.Moved) == 0 && b.Loose[0] == 0 }},
		{"a part nobody claimed goes whole to the discards", revealed,
			game.Event{Type: tp.EvDiscard, Value: 2},
			func(b *Board, st Step) bool {
				return slices.Equal(st.Moved, []int{2, 3}) && slices.Equal(b.Discards, []tp.Card{7, 7}) && b.Numbers[0][7] == 0
			}},
		{"a contested part's voters take their choice cards back", revealed,
			game.Event{Type: tp.EvContest, Value: tp.Black},
			func(b *Board, st Step) bool {
				return b.Recalled == game.SeatsOf(1, 2) && st.Seg.Lo == 4 && st.Seg.Hi == 6
			}},
		{"a loose joker placed on a stack leaves the loose ones", holding,
			game.Event{Type: tp.EvJoker, Seat: 0, Card: 7},
			func(b *Board, st Step) bool { return b.Loose[0] == 0 && b.Jokers[0][7] == 1 && !st.Waited }},
		{"a waiting joker placed on a stack leaves the waiting ones", holding,
			game.Event{Type: tp.EvJoker, Seat: 1, Card: 7, Value: 1},
			func(b *Board, st Step) bool { return b.Waiting[1] == 0 && b.Jokers[1][7] == 1 && st.Waited }},
		{"a joker with no number to go on waits", holding,
			game.Event{Type: tp.EvJokerWait, Seat: 0},
			func(b *Board, st Step) bool { return b.Loose[0] == 0 && b.Waiting[0] == 1 }},
		{"a majority scores the number to every holder of the most, jokers counted, ties too", holding,
			game.Event{Type: tp.EvMajority, Seat: 0, Card: 7, Value: 2},
			func(b *Board, st Step) bool {
				return slices.Equal(st.Holders, []int{0, 2}) && slices.Equal(b.Tally, []int{7, 0, 7}) && b.Scored[2][7] && !b.Scored[1][7] && b.Scoring
			}},
		{"a tied holder's own majority event scores nothing again", func() *Board {
			b := holding()
			b.Step(game.Event{Type: tp.EvMajority, Seat: 0, Card: 7, Value: 2})
			return b
		},
			game.Event{Type: tp.EvMajority, Seat: 2, Card: 7, Value: 2},
			func(b *Board, st Step) bool { return len(st.Holders) == 0 && slices.Equal(b.Tally, []int{7, 0, 7}) }},
		{"a new round clears the row, the votes and the parts taken, and passes the lead", func() *Board {
			b := revealed()
			b.Took[0], b.Down[1], b.Numbers[0][3] = tp.White, tp.Black, 1
			return b
		},
			game.Event{Type: tp.EvRoundStart, Seat: 2, Value: 2},
			func(b *Board, st Step) bool {
				cur, _ := b.Current()
				return b.Round == 2 && b.Leader == 2 && len(b.Row) == 0 && len(b.Settled) == 0 && slices.Equal(b.Took, []int{-1, -1, -1}) &&
					slices.Equal(b.Down, []int{-1, -1, -1}) && cur.Claim == game.AllSeats(3) && b.Deck == tp.DeckSize-1
			}},
		{"a vote from a seat the table has not changes nothing", cut,
			game.Event{Type: tp.EvVote, Seat: 7, Secret: secret(tp.Blue)},
			func(b *Board, st Step) bool { return same(b, cut()) == "" }},
		{"a joker for a seat the table has not changes nothing", holding,
			game.Event{Type: tp.EvJoker, Seat: 7, Card: 7},
			func(b *Board, st Step) bool { return same(b, holding()) == "" }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := c.from()
			st := b.Step(c.event)
			if !c.check(b, st) {
				t.Fatalf("after %+v: %+v, step %+v", c.event, b, st)
			}
		})
	}
}
