package savecode

import (
	"parlour/scenes/profile"
	"parlour/scenes/session"
	"parlour/scenes/table/flow"
)

// Saved is a game the person has saved: its slot and its record.
type Saved struct {
	ID     string
	Record []byte
}

// GameStep is what loading a code does with the code's game.
type GameStep int

const (
	NoGame       GameStep = iota // the code holds no game in progress
	AddGame                      // a new game here: it takes a slot of its own
	AlreadySaved                 // saved here at that point or further: no second copy
	PlayOn                       // saved here at an earlier point: Slot moves on to the code's
)

// Plan is what loading a code will do, decided before anything changes.
type Plan struct {
	Game GameStep
	Slot string // the saved game PlayOn writes over
	// AskStats is set when the code's statistics differ from the person's
	// and would replace some: both are shown and the person is asked first.
	AskStats bool
}

// PlanLoad decides what loading b does where saved games and mine, the
// person's statistics, are kept. A code made in this browser and loaded
// back holds a game already saved here (issue 37: it was added again, a
// second copy of the game in progress); session.KinOf tells it.
func PlanLoad(b Bundle, saved []Saved, mine profile.Stats) Plan {
	played, _ := mine.Totals()
	p := Plan{AskStats: played > 0 && !mine.Equal(b.Stats)}
	if b.Session == nil {
		return p
	}
	_, code, err := flow.DecodeRecord(b.Session)
	if err != nil {
		return p // Decode checked it: not reached
	}
	p.Game = AddGame
	for _, sv := range saved {
		_, s, err := flow.DecodeRecord(sv.Record)
		if err != nil {
			continue
		}
		switch code.KinOf(s) {
		case session.Same, session.Before:
			p.Game, p.Slot = AlreadySaved, sv.ID
			return p
		case session.After:
			p.Game, p.Slot = PlayOn, sv.ID
		}
	}
	return p
}
