package flow

import (
	"strings"
	"testing"

	"parlour/game"
	"parlour/scenes/session"
)

// A saved table at which every seat is a bot would open a table nobody
// plays: no setup makes one, so it is refused, with a console message
// that says so, in a record or as a bare session; a table with a person at
// any seat, or several people, is read.
func TestARecordOfATableNobodyPlaysIsRefused(t *testing.T) {
	you, ann := session.Seat{Name: "You"}, session.Seat{Name: "Ann"}
	ada, bo, cy := session.Seat{Name: "Ada", Bot: "clever"}, session.Seat{Name: "Bo", Bot: "random"}, session.Seat{Name: "Cy", Bot: "random"}
	cases := []struct {
		name   string
		seats  []session.Seat
		over   bool // played to its end
		bare   bool // a bare session, from before records
		nobody bool
	}{
		{"two bots", []session.Seat{ada, bo}, false, false, true},
		{"three bots", []session.Seat{ada, bo, cy}, false, false, true},
		{"two bots, game over", []session.Seat{bo, cy}, true, false, true},
		{"two bots, a bare session", []session.Seat{ada, bo}, false, true, true},
		{"a person first", []session.Seat{you, ada, bo}, false, false, false},
		{"a person last", []session.Seat{ada, bo, you}, false, false, false},
		{"a person, a bare session", []session.Seat{ada, you}, false, true, false},
		{"two people", []session.Seat{you, ada, ann}, false, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := session.New("loveletter", game.Config{Players: len(c.seats), Seed: 5}, c.seats)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 3 || c.over && !s.Game.Over(); i++ {
				if s.HumanToMove() {
					if err := s.Act(s.Observation().LegalActions()[0]); err != nil {
						t.Fatal(err)
					}
					continue
				}
				s.Update(10)
			}
			b, err := s.Save()
			if err != nil {
				t.Fatal(err)
			}
			if !c.bare {
				if b, err = (Record{Session: b, Log: []string{"Round 1 begins"}}).Encode(); err != nil {
					t.Fatal(err)
				}
			}
			_, got, err := DecodeRecord(b)
			switch {
			case !c.nobody && err != nil:
				t.Fatalf("refused: %v", err)
			case !c.nobody && got.Human < 0:
				t.Fatal("read with nobody at the table")
			case c.nobody && err == nil:
				t.Fatal("a table nobody plays was read")
			case c.nobody && !strings.Contains(err.Error(), "nobody plays"):
				t.Fatalf("the message does not say nobody plays: %v", err)
			}
		})
	}
}
