package json_test

import (
	"bytes"
	stdjson "encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"parlour/game"
	"parlour/game/games"
	"parlour/game/review"
	"parlour/scenes/profile"
	"parlour/scenes/savecode"
	"parlour/scenes/session"
	"parlour/scenes/table/flow"
)

// The records Parlour stores, written and read back against encoding/json:
// every game's state and observations through random games, saves, session
// records, settings, statistics with recent results, save codes.

func TestGameStatesReadAndWriteAsTheStandardLibrary(t *testing.T) {
	every := 7
	if testing.Short() {
		every = 23
	}
	for _, e := range games.All {
		def := e.Definition
		variants := []string{""}
		if len(def.Variants) > 0 {
			variants = variants[:0]
			for _, v := range def.Variants {
				variants = append(variants, v.Name)
			}
		}
		for _, players := range e.Tables {
			for vi, variant := range variants {
				g, err := def.New(game.Config{Players: players, Variant: variant, Seed: uint64(players*10 + vi)})
				if err != nil {
					continue // a variant for other tables
				}
				name := fmt.Sprintf("%s %s %d players", def.Name, variant, players)
				r := game.NewRNG(uint64(players + 1))
				for step := 0; ; step++ {
					if step%every == 0 || g.Over() {
						checkGame(t, fmt.Sprintf("%s, step %d", name, step), g)
					}
					if g.Over() || step > 600 {
						break
					}
					p := g.Pending()
					s := p[r.Intn(len(p))]
					l := g.Legal(s)
					if _, err := g.Apply(s, l[r.Intn(len(l))]); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
}

// checkGame checks a game's state, its save and every seat's observation.
func checkGame(t *testing.T, what string, g game.Game) {
	t.Helper()
	if !roundTrip(t, what, g) {
		t.Fatalf("%s: the state does not read back", what)
	}
	state, err := g.MarshalState()
	want, _ := stdjson.Marshal(g)
	if err != nil || !bytes.Equal(state, want) {
		t.Fatalf("%s: MarshalState is not encoding/json's (%v)", what, err)
	}
	save, err := game.Save(g)
	if err != nil {
		t.Fatal(err)
	}
	if !stdjson.Valid(save) {
		t.Fatalf("%s: the save is not JSON", what)
	}
	loaded, err := game.Load(save)
	if err != nil {
		t.Fatalf("%s: the save does not load: %v", what, err)
	}
	again, _ := game.Save(loaded)
	if !bytes.Equal(again, save) {
		t.Fatalf("%s: saved, loaded and saved again, it changed", what)
	}
	for seat := game.Spectator; seat < g.Players(); seat++ {
		roundTrip(t, fmt.Sprintf("%s, seat %d's observation", what, seat), g.Observe(seat))
	}
}

// savedSession mirrors session's saved record (unexported), to write what
// Session.Save writes through encoding/json.
type savedSession struct {
	Version  int                `json:"version"`
	Seats    []session.Seat     `json:"seats"`
	Seed     uint64             `json:"seed"`
	Steps    int                `json:"steps"`
	Config   *game.Config       `json:"config,omitempty"`
	Game     stdjson.RawMessage `json:"game"`
	Moves    *[]game.Move       `json:"moves,omitempty"`
	Daily    string             `json:"daily,omitempty"`
	Assisted bool               `json:"assisted,omitempty"`
	Guide    bool               `json:"guide,omitempty"`
}

func TestTableRecordsAndSaveCodesReadAndWriteAsTheStandardLibrary(t *testing.T) {
	for i, e := range games.All {
		players := e.Tables[0]
		seats := []session.Seat{{Name: "Ann <&>"}}
		for s := 1; s < players; s++ {
			seats = append(seats, session.Seat{Name: fmt.Sprintf("Bot %d", s), Bot: "random"})
		}
		s, err := session.New(e.Name(), game.Config{Players: players, Seed: uint64(i) + 1<<60, Options: map[string]string{}}, seats)
		if err != nil {
			t.Fatal(err)
		}
		s.Daily, s.Guide = "2024-01-02", true
		saved, err := s.Save()
		if err != nil {
			t.Fatal(err)
		}
		var mirror savedSession
		if err := stdjson.Unmarshal(saved, &mirror); err != nil {
			t.Fatal(err)
		}
		if want, _ := stdjson.Marshal(mirror); !bytes.Equal(saved, want) {
			t.Fatalf("%s: Session.Save wrote\n%s\nencoding/json\n%s", e.Name(), saved, want)
		}
		if _, err := session.Load(saved); err != nil {
			t.Fatalf("%s: the session does not load: %v", e.Name(), err)
		}
		rec := flow.Record{Version: flow.RecordVersion, Game: e.Name(), Session: saved, Log: []string{"Ann plays <Guard> & wins", "Élise «won»"}, Played: 1,
			Summary: &flow.Summary{Title: "Round 1", Lines: []string{"x"}, Standings: []flow.Standing{{Seat: 0, Name: "Ann", Score: 2, Gain: 1, Winner: true}}}, Lang: "uk"}
		roundTrip(t, e.Name()+" record", rec)
		encoded, err := rec.Encode()
		if want, _ := stdjson.Marshal(rec); err != nil || !bytes.Equal(encoded, want) {
			t.Fatalf("%s: Record.Encode is not encoding/json's (%v)", e.Name(), err)
		}
		settings := profile.DefaultSettings()
		settings.Names[0], settings.Motion = "Ann", "reduced"
		settings.Setups = map[string]profile.Setup{e.Name(): {Players: players, Bots: "expert", Options: map[string]string{"deck": "2019"}}}
		bundle := savecode.Bundle{Settings: settings, Stats: stats(t), Session: encoded}
		roundTrip(t, e.Name()+" bundle", bundle)
		code, err := savecode.Encode(bundle)
		if err != nil {
			t.Fatal(err)
		}
		back, err := savecode.Decode(code)
		if err != nil || !reflect.DeepEqual(back.Settings, bundle.Settings) || !reflect.DeepEqual(back.Stats, bundle.Stats) {
			t.Fatalf("%s: a save code read back as %+v (%v)", e.Name(), back, err)
		}
	}
}

func TestProfileRecordsReadAndWriteAsTheStandardLibrary(t *testing.T) {
	for seed := range uint64(300) {
		settings := randomSettings(seed)
		roundTrip(t, fmt.Sprint("settings ", seed), settings)
		stored := []byte(`{"sound":false,"later":{"a":[1,2]},"speed":"fast"}`)
		enc, err := profile.EncodeSettings(settings, stored)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]stdjson.RawMessage
		if err := stdjson.Unmarshal(enc, &m); err != nil || string(m["later"]) != `{"a":[1,2]}` {
			t.Fatalf("EncodeSettings lost a later version's field: %s", enc)
		}
		if want, _ := stdjson.Marshal(m); !bytes.Equal(enc, want) {
			t.Fatalf("EncodeSettings wrote\n%s\nencoding/json\n%s", enc, want)
		}
	}
	s := stats(t)
	roundTrip(t, "statistics", s)
	for g, r := range s {
		roundTrip(t, "statistics line "+g, r)
	}
	enc, err := profile.EncodeStats(s, nil)
	if want, _ := stdjson.Marshal(s); err != nil || !bytes.Equal(enc, want) {
		t.Fatalf("EncodeStats wrote\n%s\nencoding/json\n%s", enc, want)
	}
}

func TestReviewsReadAndWriteAsTheStandardLibrary(t *testing.T) {
	for seed := range uint64(300) {
		f := filler{r: rand.New(rand.NewPCG(seed, 42))}
		var d []review.Decision
		f.fill(reflect.ValueOf(&d).Elem())
		roundTrip(t, fmt.Sprint("review ", seed), d)
	}
}

func randomSettings(seed uint64) profile.Settings {
	f := filler{r: rand.New(rand.NewPCG(seed, 43))}
	var s profile.Settings
	f.fill(reflect.ValueOf(&s).Elem())
	if seed%3 == 0 {
		s.Names = [profile.MaxSeats]string{} // left out: omitzero
	}
	return s
}

// stats are statistics with recent results, read as storage gives them.
func stats(t *testing.T) profile.Stats {
	t.Helper()
	stored := `{"loveletter":{"played":5,"won":2,"streak":1,"best_streak":2,"assisted":1,"assisted_won":1,
		"recent":{"clever":[{"won":true},{"won":false,"lost":0.25,"later":"<x>"}],"expert":[{"won":true,"lost":1e-7}]}},
		"mascarade-daily":{"played":1,"won":0,"streak":0,"best_streak":0}}`
	s, err := profile.DecodeStats([]byte(stored))
	if err != nil {
		t.Fatal(err)
	}
	if s["loveletter"].Recent.IsZero() {
		t.Fatal("the recent results were not read")
	}
	return s
}
