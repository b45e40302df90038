package savecode

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"errors"
	"reflect"
	"strings"
	"testing"

	"parlour/game"
	_ "parlour/game/loveletter"
	"parlour/scenes/profile"
	"parlour/scenes/session"
	"parlour/scenes/table/flow"
)

func record(t *testing.T, s *session.Session) []byte {
	t.Helper()
	saved, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	b, err := flow.Record{Session: saved, Log: []string{"Round 1 begins; you start"}}.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func newSession(t *testing.T) *session.Session {
	t.Helper()
	s, err := session.New("loveletter", game.Config{Players: 3, Seed: 9}, []session.Seat{{Name: "You"}, {Name: "A", Bot: "clever"}, {Name: "B", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func sample(t *testing.T) Bundle {
	t.Helper()
	s := newSession(t)
	for !s.HumanToMove() {
		s.Update(10)
	}
	st := profile.Stats{}
	st.Finish("loveletter", true)
	return Bundle{Settings: profile.Settings{Speed: "fast", Sound: false, Language: "en"}, Stats: st, Session: record(t, s)}
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
	if !reflect.DeepEqual(got.Settings, b.Settings) || got.Stats["loveletter"] != b.Stats["loveletter"] || string(got.Session) != string(b.Session) || got.Finished {
		t.Fatalf("round trip changed the bundle: %+v", got)
	}
	rec, s, err := flow.DecodeRecord(got.Session)
	if err != nil || !s.HumanToMove() || len(rec.Log) != 1 {
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

func TestAFinishedGameInACodeDoesNotReplaceTheCurrentGame(t *testing.T) {
	s, err := session.New("loveletter", game.Config{Players: 2, Seed: 4}, []session.Seat{{Name: "A", Bot: "random"}, {Name: "B", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	for !s.Game.Over() {
		s.Update(10)
	}
	code, _ := Encode(Bundle{Settings: profile.DefaultSettings(), Stats: profile.Stats{}, Session: record(t, s)})
	got, err := Decode(code)
	if err != nil || got.Session != nil || !got.Finished {
		t.Fatalf("a finished game came through: session %d bytes, finished %v, %v", len(got.Session), got.Finished, err)
	}
}

func TestDamagedCodesAreRefusedWithAReason(t *testing.T) {
	good, _ := Encode(sample(t))
	cases := []struct {
		name string
		code string
		want Problem
	}{
		{"empty", "  ", Empty},
		{"not ours", "hello world", NotOurs},
		{"future version", "parlour9-abc", OtherVersion},
		{"cut short", good[:len(good)/2], Damaged},
		{"changed letter", good[:30] + "!" + good[31:], Damaged},
		{"bad settings", pack([]byte(`{"settings":{"speed":"warp"},"stats":{}}`)), BadSettings},
		{"impossible stats", pack([]byte(`{"settings":{"speed":"normal"},"stats":{"loveletter":{"played":1,"won":5}}}`)), BadStats},
		{"broken game", pack([]byte(`{"settings":{"speed":"normal"},"stats":{},"session":{"version":1}}`)), BadGame},
		{"inflates to 7 MB", bomb(7 << 20), TooBig},
		{"far too long", prefix + strings.Repeat("A", maxCode+10), TooBig},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Decode(c.code)
			var e *Error
			if !errors.As(err, &e) || e.Problem != c.want {
				t.Fatalf("want problem %d, got %v", c.want, err)
			}
			if e.Detail == "" {
				t.Fatal("no detail for the console")
			}
		})
	}
}

// bomb is a short code that inflates to n bytes of JSON.
func bomb(n int) string {
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, flate.BestCompression)
	w.Write([]byte(`{"settings":{"speed":"normal","x":"`))
	w.Write(bytes.Repeat([]byte("a"), n))
	w.Write([]byte(`"},"stats":{}}`))
	w.Close()
	return prefix + base64.RawURLEncoding.EncodeToString(buf.Bytes())
}
