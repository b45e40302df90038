package savecode

import (
	"strings"
	"testing"

	"parlour/game"
	_ "parlour/game/loveletter"
	"parlour/scenes/profile"
	"parlour/scenes/session"
)

func sample(t *testing.T) Bundle {
	t.Helper()
	s, err := session.New("loveletter", game.Config{Players: 3, Seed: 9}, []session.Seat{{Name: "You"}, {Name: "A", Bot: "heuristic"}, {Name: "B", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	for !s.HumanToMove() {
		s.Update(10)
	}
	saved, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	st := profile.Stats{}
	st.Finish("loveletter", true)
	return Bundle{Settings: profile.Settings{Speed: "fast", Sound: false, Language: "en"}, Stats: st, Session: saved}
}

func TestACodeRestoresSettingsStatsAndTheGame(t *testing.T) {
	b := sample(t)
	code, err := Encode(b)
	if err != nil {
		t.Fatal(err)
	}
	// Copying often wraps long lines; the code must survive that.
	wrapped := code[:20] + "\n  " + code[20:] + " "
	got, err := Decode(wrapped)
	if err != nil {
		t.Fatal(err)
	}
	if got.Settings != b.Settings || got.Stats["loveletter"] != b.Stats["loveletter"] || string(got.Session) != string(b.Session) {
		t.Fatalf("round trip changed the bundle: %+v", got)
	}
	s, err := session.Load(got.Session)
	if err != nil || !s.HumanToMove() {
		t.Fatalf("the restored game does not continue: %v", err)
	}
}

func TestACodeWithoutAGameInProgressIsFine(t *testing.T) {
	code, _ := Encode(Bundle{Settings: profile.DefaultSettings(), Stats: profile.Stats{}})
	got, err := Decode(code)
	if err != nil || got.Session != nil {
		t.Fatalf("%v %v", got, err)
	}
}

func TestDamagedCodesAreRefusedWithAReason(t *testing.T) {
	good, _ := Encode(sample(t))
	cases := []struct {
		name, code, reason string
	}{
		{"empty", "  ", "empty"},
		{"not ours", "hello world", "not a Parlour save code"},
		{"future version", "parlour9-abc", "another version"},
		{"cut short", good[:len(good)/2], "damaged"},
		{"changed letter", good[:30] + "!" + good[31:], "damaged"},
		{"bad settings", mustEncode(t, `{"settings":{"speed":"warp"},"stats":{}}`), "speed"},
		{"impossible stats", mustEncode(t, `{"settings":{"speed":"normal"},"stats":{"loveletter":{"played":1,"won":5}}}`), "impossible"},
		{"broken game", mustEncode(t, `{"settings":{"speed":"normal"},"stats":{},"session":{"version":1}}`), "cannot be continued"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Decode(c.code)
			if err == nil || !strings.Contains(err.Error(), c.reason) {
				t.Fatalf("want an error about %q, got %v", c.reason, err)
			}
		})
	}
}

// mustEncode packs raw JSON as a code, to build damaged bundles.
func mustEncode(t *testing.T, raw string) string {
	t.Helper()
	return pack([]byte(raw))
}
