package loveletter

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// The tracker's Watcher, fed the events one by one as the table plays them,
// knows at every step exactly what Deduce knows from the observation: the
// table and the bots read one interpretation of the events.
func TestTheWatcherKnowsWhatDeduceKnowsAtEveryStep(t *testing.T) {
	r := game.NewRNG(29)
	steps, known := 0, 0
	for n := range 60 {
		players := 2 + n%5
		variant := []Variant{Edition2019, Classic}[n%2]
		if players > 4 && variant == Classic {
			continue // the classic deck seats four
		}
		g, err := New(game.Config{Players: players, Seed: uint64(100 + n), Variant: string(variant)})
		if err != nil {
			t.Fatal(err)
		}
		me := n % players
		w := NewWatcher(players, g.ObserveSeat(me).Variant, me)
		for _, e := range g.Opening() {
			w.Event(e.Redact(me))
		}
		gametest.RandomPlay(t, g, r, 2000, func(s gametest.Step) {
			for _, e := range s.Events {
				w.Event(e.Redact(me))
			}
			steps++
			o := g.ObserveSeat(me)
			k := Deduce(o)
			for seat := range players {
				if seat != me && k.Holds[seat] != NoCard {
					known++
				}
				if seat != me && w.Holds(seat) != k.Holds[seat] {
					t.Fatalf("game %d step %d: the watcher has seat %d holding %v, Deduce %v", n, s.Index, seat, w.Holds(seat), k.Holds[seat])
				}
			}
			var discards [][]Card
			for _, sv := range o.Seats {
				discards = append(discards, sv.Discards)
			}
			want := o.Unseen()
			for seat := range players {
				if seat != me && k.Holds[seat] != NoCard {
					want[k.Holds[seat]]--
				}
			}
			if got := w.Unseen(o.Hand, o.FaceUp, discards, nil); got != want {
				t.Fatalf("game %d step %d: unseen %v, want %v", n, s.Index, got, want)
			}
		})
	}
	// The games reach steps where a seat's card is known (a Priest, a
	// Baron's tie, a King): the comparison is not of empty knowledge.
	if steps < 1000 || known < 100 {
		t.Fatalf("only %d steps, %d with a card known in another hand", steps, known)
	}
	t.Logf("%d steps, %d with a card known in another hand", steps, known)
}

// Issue 29: after a Baron tie showed Basil's Prince, the tracker still
// counted the Prince unseen. A card the viewer saw in another hand is seen.
func TestACardSeenInAnotherHandIsNotUnseen(t *testing.T) {
	w := NewWatcher(3, Edition2019, 0)
	w.Event(game.Event{Type: EvRoundStart, Seat: -1, Target: -1, Card: -1, Value: 1})
	tie := game.Event{Type: EvBaron, Seat: 0, Target: 1, Card: -1, Value: -1, Secret: game.ValuesOf(int(Prince), int(Prince)), SeenBy: game.SeatsOf(0, 1)}
	w.Event(tie)
	if w.Holds(1) != Prince {
		t.Fatalf("after a Baron tie seat 1 holds %v as far as the watcher knows", w.Holds(1))
	}
	got := w.Unseen([]Card{Prince}, nil, [][]Card{{Baron}, nil, nil}, nil)
	if want := DeckCounts(Edition2019)[Prince] - 2; got[Prince] != want {
		t.Fatalf("Prince unseen %d, want %d (mine and the one seen in seat 1's hand)", got[Prince], want)
	}
}
