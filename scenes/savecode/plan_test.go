package savecode

import (
	"testing"

	"parlour/game"
	"parlour/scenes/profile"
	"parlour/scenes/session"
	"parlour/scenes/table/flow"
)

// loaded is b as a code pasted back reads it.
func loaded(t *testing.T, b Bundle) Bundle {
	t.Helper()
	code, err := Encode(b)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode(code)
	if err != nil {
		t.Fatal(err)
	}
	return back
}

// Issue 37: a code loaded in the browser that made it added its game in
// progress again, a second copy. The same game (the same deal, at the same
// point or further) is not added; saved at an earlier point, it moves on to
// the code's; another game is added as before.
func TestImportingYourOwnCodeAddsNoSecondCopy(t *testing.T) {
	mine := realistic(t, 0) // a game some turns in
	code := loaded(t, mine)
	earlier := sample(t).Session // the same deal before the person's first move
	relogged := record(t, sessionOf(t, mine.Session), "the log in another language")
	other, err := session.New("loveletter", game.Config{Players: 3, Seed: 10}, []session.Seat{{Name: "You"}, {Name: "A", Bot: "clever"}, {Name: "B", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	another := record(t, other)
	further := sessionOf(t, mine.Session)
	for !further.HumanToMove() {
		further.Update(10)
	}
	if err := further.Act(further.Observation().LegalActions()[0]); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		saved []Saved
		want  Plan
	}{
		{"the same record saved", []Saved{{"a1", another}, {"b2", mine.Session}}, Plan{Game: AlreadySaved, Slot: "b2"}},
		{"the same game, its log written again", []Saved{{"c3", relogged}}, Plan{Game: AlreadySaved, Slot: "c3"}},
		{"the same game played on since", []Saved{{"d4", record(t, further)}}, Plan{Game: AlreadySaved, Slot: "d4"}},
		{"the same game saved earlier", []Saved{{"a1", another}, {"e5", earlier}}, Plan{Game: PlayOn, Slot: "e5"}},
		{"only another game saved", []Saved{{"a1", another}}, Plan{Game: AddGame}},
		{"nothing saved", nil, Plan{Game: AddGame}},
		{"a damaged save", []Saved{{"f6", []byte("{")}}, Plan{Game: AddGame}},
	} {
		if got := PlanLoad(code, c.saved, mine.Stats); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
	noGame := loaded(t, Bundle{Settings: mine.Settings, Stats: mine.Stats})
	if got := PlanLoad(noGame, []Saved{{"b2", mine.Session}}, mine.Stats); got != (Plan{Game: NoGame}) {
		t.Errorf("a code without a game: %+v", got)
	}
}

func sessionOf(t *testing.T, rec []byte) *session.Session {
	t.Helper()
	_, s, err := flow.DecodeRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Issue 37: a code's statistics replaced the person's without a word. When
// they differ and the person has some, both are shown and the person asked.
func TestACodesOtherStatisticsAreAskedAboutBeforeReplacingThePersons(t *testing.T) {
	code := sample(t)
	code.Session = nil
	same := profile.Stats{}
	same.Finish("loveletter", true)
	withUnplayed := profile.Stats{"loveletter": same["loveletter"], "mascarade": {}}
	more := profile.Stats{}
	more.Finish("loveletter", true)
	more.Finish("loveletter", false)
	hinted := profile.Stats{}
	hinted.Record("mascarade", false, true, true)
	for _, c := range []struct {
		name string
		mine profile.Stats
		ask  bool
	}{
		{"none of the person's", profile.Stats{}, false},
		{"the same", same, false},
		{"the same with a game never played", withUnplayed, false},
		{"more of the person's", more, true},
		{"the person's games with hints only", hinted, true},
	} {
		if got := PlanLoad(loaded(t, code), nil, c.mine).AskStats; got != c.ask {
			t.Errorf("%s: asked %v, want %v", c.name, got, c.ask)
		}
	}
}
