package hostlink

import (
	"encoding/json"
	"net/url"
	"reflect"
	"strings"
	"testing"
)

func TestEveryMessageToTheHostCarriesTheVersionAndItsType(t *testing.T) {
	for _, tc := range []struct {
		typ string
		b   []byte
	}{
		{TypeReady, Ready("loveletter", []string{"en", "uk"})},
		{TypeStarted, Started(Setup{Game: "loveletter", Players: 2})},
		{TypeOver, Over(Result{Setup: Setup{Game: "loveletter", Players: 2}})},
		{TypeError, Error("no such game")},
	} {
		var m map[string]any
		if err := json.Unmarshal(tc.b, &m); err != nil {
			t.Fatalf("%s: %v", tc.typ, err)
		}
		if m["parlour"] != float64(Version) || m["type"] != tc.typ {
			t.Errorf("%s: %s", tc.typ, tc.b)
		}
	}
}

func TestOverNamesTheWinnersAndKeepsEmptyListsAsLists(t *testing.T) {
	b := Over(Result{Setup: Setup{Game: "loveletter", Players: 2, Variant: "classic", Options: map[string]string{"tokens": "3"}},
		Seats: []string{"You", "Ada"}, You: 0, Winners: []int{1, 7}, Scores: []int{2, 3}, Share: "https://x/?seed=1"})
	var m struct {
		Winners     []int             `json:"winners"`
		WinnerNames []string          `json:"winner_names"`
		Scores      []int             `json:"scores"`
		Seats       []string          `json:"seats"`
		Options     map[string]string `json:"options"`
		Variant     string            `json:"variant"`
		Share       string            `json:"share"`
	}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	// A winner out of the seats has no name (it is not invented).
	if !reflect.DeepEqual(m.WinnerNames, []string{"Ada"}) || !reflect.DeepEqual(m.Scores, []int{2, 3}) || m.Variant != "classic" || m.Options["tokens"] != "3" || m.Share == "" {
		t.Errorf("over: %s", b)
	}
	empty := string(Over(Result{Setup: Setup{Game: "x", Players: 2}}))
	for _, f := range []string{`"winners":[]`, `"scores":[]`, `"seats":[]`, `"options":{}`} {
		if !strings.Contains(empty, f) {
			t.Errorf("an empty result lacks %s: %s", f, empty)
		}
	}
}

func TestAHostMessageIsReadOnlyWhenWellFormed(t *testing.T) {
	long := strings.Repeat("a", MaxName+1)
	for _, tc := range []struct {
		name, data string
		want       Command
		refused    string // part of the error, "" when read
		warns      int
	}{
		{"language", `{"parlour":1,"type":"language","lang":"uk"}`, Command{Type: TypeLanguage, Lang: "uk"}, "", 0},
		{"not JSON", `{"parlour":1,`, Command{}, "not a JSON object", 0},
		{"not an object", `[1,2]`, Command{}, "not a JSON object", 0},
		{"null", `null`, Command{}, "not a JSON object", 0},
		{"no version", `{"type":"language","lang":"uk"}`, Command{}, "version", 0},
		{"another version", `{"parlour":2,"type":"language","lang":"uk"}`, Command{}, "not a version", 0},
		{"version as a string", `{"parlour":"1","type":"language","lang":"uk"}`, Command{}, "version", 0},
		{"unknown type", `{"parlour":1,"type":"quit"}`, Command{}, "unknown type", 0},
		{"type not a string", `{"parlour":1,"type":3}`, Command{}, "a string", 0},
		{"no lang", `{"parlour":1,"type":"language"}`, Command{}, "without", 0},
		{"lang too long", `{"parlour":1,"type":"language","lang":"` + long + `"}`, Command{}, "bytes long", 0},
		{"unknown field warned", `{"parlour":1,"type":"language","lang":"pl","colour":"red"}`, Command{Type: TypeLanguage, Lang: "pl"}, "", 1},
		{"too long a message", `{"parlour":1,"type":"language","lang":"uk","x":"` + strings.Repeat("x", MaxBytes) + `"}`, Command{}, "at most", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, warns, err := Decode([]byte(tc.data))
			if tc.refused != "" {
				if err == nil || !strings.Contains(err.Error(), tc.refused) {
					t.Fatalf("error %v, want one saying %q", err, tc.refused)
				}
				return
			}
			if err != nil || c != tc.want || len(warns) != tc.warns {
				t.Fatalf("got %+v %q %v, want %+v with %d warnings", c, warns, err, tc.want, tc.warns)
			}
		})
	}
}

func TestANewGameIsAQueryForTheURLsChecks(t *testing.T) {
	for _, tc := range []struct {
		name, data string
		want       url.Values
		refused    string
	}{
		{"every field", `{"parlour":1,"type":"new","game":"loveletter","players":2,"variant":"classic","bots":"expert","speed":"instant","seed":"18446744073709551615","seat":1,"options":{"tokens":"3"}}`,
			url.Values{"game": {"loveletter"}, "players": {"2"}, "variant": {"classic"}, "bots": {"expert"}, "speed": {"instant"}, "seed": {"18446744073709551615"}, "seat": {"1"}, "tokens": {"3"}}, ""},
		{"a small seed as a number", `{"parlour":1,"type":"new","game":"mascarade","seed":27}`, url.Values{"game": {"mascarade"}, "seed": {"27"}}, ""},
		{"no game", `{"parlour":1,"type":"new","players":2}`, nil, "without \"game\""},
		{"players not a number", `{"parlour":1,"type":"new","game":"x","players":"2"}`, nil, "whole number"},
		{"players a fraction", `{"parlour":1,"type":"new","game":"x","players":2.5}`, nil, "whole number"},
		{"players negative", `{"parlour":1,"type":"new","game":"x","players":-1}`, nil, "whole number"},
		{"players beyond any table", `{"parlour":1,"type":"new","game":"x","players":100}`, nil, "whole number"},
		{"seed not digits", `{"parlour":1,"type":"new","game":"x","seed":"12a"}`, nil, "seed"},
		{"seed beyond 64 bits", `{"parlour":1,"type":"new","game":"x","seed":"18446744073709551616"}`, nil, "seed"},
		{"seed a number beyond 2^53", `{"parlour":1,"type":"new","game":"x","seed":1e17}`, nil, "seed"},
		{"options not strings", `{"parlour":1,"type":"new","game":"x","options":{"tokens":3}}`, nil, "object of strings"},
		{"an option named like a field", `{"parlour":1,"type":"new","game":"x","options":{"Players":"3"}}`, nil, "field of its own"},
		{"an option's long value", `{"parlour":1,"type":"new","game":"x","options":{"masks":"` + strings.Repeat("m", MaxValue+1) + `"}}`, nil, "bytes long"},
		{"too many options", `{"parlour":1,"type":"new","game":"x","options":{` + manyOptions(MaxOptions+1) + `}}`, nil, "at most"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, _, err := Decode([]byte(tc.data))
			if tc.refused != "" {
				if err == nil || !strings.Contains(err.Error(), tc.refused) {
					t.Fatalf("error %v, want one saying %q", err, tc.refused)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got, _ := url.ParseQuery(c.Query)
			if c.Type != TypeNew || !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func manyOptions(n int) string {
	var parts []string
	for i := range n {
		parts = append(parts, `"o`+strings.Repeat("x", i)+`":"1"`)
	}
	return strings.Join(parts, ",")
}

func TestTheFrameTalksOnlyToTheOriginsItWasGiven(t *testing.T) {
	for _, tc := range []struct {
		name               string
		listed             []string
		ancestor, referrer string
		want               []string
		allowed, refused   string
	}{
		{"the embedding page", nil, "https://club.example", "", []string{"https://club.example"}, "https://club.example", "https://evil.example"},
		{"the referrer when ancestors are not told", nil, "", "https://club.example/games/page.html?x=1", []string{"https://club.example"}, "https://club.example", "https://club.example.evil"},
		{"the listed origins over the embedder", []string{"https://a.example"}, "https://b.example", "", []string{"https://a.example"}, "https://a.example", "https://b.example"},
		{"nobody when nothing is known", nil, "", "", nil, "", "https://a.example"},
		{"an opaque referrer is nobody", nil, "null", "about:blank", nil, "", "null"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Targets(tc.listed, tc.ancestor, tc.referrer)
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("targets %v, want %v", got, tc.want)
			}
			if tc.allowed != "" && !Allowed(tc.allowed, got) {
				t.Errorf("%s refused", tc.allowed)
			}
			if Allowed(tc.refused, got) || Allowed("", got) {
				t.Errorf("%s allowed", tc.refused)
			}
		})
	}
}
