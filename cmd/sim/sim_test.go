package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"strings"
	"testing"
)

func TestReplayExampleScript(t *testing.T) {
	data, err := os.ReadFile("testdata/loveletter-replay.json")
	if err != nil {
		t.Fatal(err)
	}
	out, err := replay(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Steps) != 3 || out.Steps[2].Action != "baron@1" {
		t.Fatalf("steps %+v", out.Steps)
	}
	var types []string
	for _, e := range out.Steps[2].Events {
		types = append(types, e.Type.String())
	}
	// The King beats the Handmaid, seat 1 is out, seat 0 takes the round.
	if got := strings.Join(types[:4], " "); got != "play baron out round_win" {
		t.Fatalf("events %v", types)
	}
	var final struct{ Tokens []int }
	if err := json.Unmarshal(out.Final, &final); err != nil || final.Tokens[0] != 1 {
		t.Fatalf("final %s", out.Final)
	}
}

func TestReplayStopsAtTheFirstIllegalAction(t *testing.T) {
	script := `{"game":"loveletter","players":2,"seed":1,"deck":["princess","spy","spy","chancellor","guard","priest","baron"],
		"actions":["guard@1=king","1: baron@0","0: guard@1=guard"]}`
	out, err := replay([]byte(script))
	if err == nil || !strings.Contains(err.Error(), `action 2 ("1: baron@0")`) || !strings.Contains(err.Error(), "do not hold the Baron") {
		t.Fatalf("error %v", err)
	}
	if len(out.Steps) != 1 || out.Error == "" {
		t.Fatalf("output %+v", out)
	}
}

func TestPlayJSONReport(t *testing.T) {
	var buf bytes.Buffer
	err := runPlay(context.Background(), []string{"--game", "loveletter", "--players", "3", "--bots", "heuristic,random,random", "--games", "200", "--seed", "1", "--json"}, &buf, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	var rep struct {
		Game    string
		Players int
		Games   int
		Seed    uint64
		Seats   []struct {
			Bot     string
			Wins    int
			WinRate float64 `json:"win_rate"`
		}
		Bots []struct {
			Bot   string
			Seats int
			Wins  int
		}
		GamesPerSec float64 `json:"games_per_sec"`
	}
	if err := json.Unmarshal(buf.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	wins := 0
	for _, s := range rep.Seats {
		wins += s.Wins
	}
	if rep.Game != "loveletter" || rep.Players != 3 || rep.Games != 200 || len(rep.Seats) != 3 || rep.Seats[0].Bot != "heuristic" || wins < 200 || rep.GamesPerSec <= 0 ||
		len(rep.Bots) != 2 || rep.Bots[0].Wins != rep.Seats[0].Wins || rep.Bots[1].Seats != 2 || rep.Bots[1].Wins > rep.Seats[1].Wins+rep.Seats[2].Wins {
		t.Fatalf("%s", buf.String())
	}
}

func TestPlayIsReproducible(t *testing.T) {
	run := func() string {
		var buf bytes.Buffer
		if err := runPlay(context.Background(), []string{"--game", "loveletter", "--players", "4", "--bots", "heuristic,random,random,random", "--games", "300", "--seed", "9"}, &buf, io.Discard); err != nil {
			t.Fatal(err)
		}
		s := buf.String()
		return s[:strings.LastIndex(s, ",")] // drop the speed
	}
	if a, b := run(), run(); a != b {
		t.Fatalf("same seed, different results:\n%s\n%s", a, b)
	}
}

func TestReplayThreePartsWorkedExample(t *testing.T) {
	data, err := os.ReadFile("testdata/threeparts-replay.json")
	if err != nil {
		t.Fatal(err)
	}
	out, err := replay(data)
	if err != nil {
		t.Fatal(err)
	}
	var final struct {
		Numbers [][11]int
		Jokers  [][11]int
		Round   int
	}
	if err := json.Unmarshal(out.Final, &final); err != nil {
		t.Fatal(err)
	}
	if final.Round != 2 || final.Numbers[3][8] != 1 || final.Jokers[3][8] != 1 || final.Numbers[1][10] != 1 {
		t.Fatalf("final %s", out.Final)
	}
	// Several seats owe a vote at once, so a bare action is refused with advice.
	script := `{"game":"threeparts","players":3,"seed":1,"actions":["cut 2/2/3","white"]}`
	if _, err := replay([]byte(script)); err == nil || !strings.Contains(err.Error(), "write SEAT: ACTION") {
		t.Fatalf("error %v", err)
	}
}

func TestReplayMascarade(t *testing.T) {
	data, err := os.ReadFile("testdata/mascarade-replay.json")
	if err != nil {
		t.Fatal(err)
	}
	out, err := replay(data)
	if err != nil {
		t.Fatal(err)
	}
	// Player 0 swapped its Judge for player 1's King; player 2 wrongly contests.
	var final struct {
		Coins []int
		Court int
	}
	if err := json.Unmarshal(out.Final, &final); err != nil {
		t.Fatal(err)
	}
	if final.Coins[0] != 8 || final.Coins[2] != 5 || final.Court != 1 {
		t.Fatalf("final %s", out.Final)
	}
}

func TestPlayScenarioFlag(t *testing.T) {
	var buf bytes.Buffer
	err := runPlay(context.Background(), []string{"--game", "mascarade", "--players", "6", "--bots", "heuristic,random,random,random,random,random", "--games", "50", "--scenario", "b"}, &buf, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if err := runPlay(context.Background(), []string{"--game", "mascarade", "--players", "6", "--bots", "random", "--games", "5", "--scenario", "z"}, &buf, io.Discard); err == nil {
		t.Fatal("unknown scenario accepted")
	}
}

// A whole Deluxe game with Masquerade, Haggle with the Hag, Rings Twice and
// Wedding Gift replays to its end.
func TestReplayRebelPrincess(t *testing.T) {
	data, err := os.ReadFile("testdata/rebelprincess-replay.json")
	if err != nil {
		t.Fatal(err)
	}
	out, err := replay(data)
	if err != nil {
		t.Fatal(err)
	}
	if out.Result == nil || len(out.Result.Winners) == 0 || out.Result.Rounds != 5 {
		t.Fatalf("the game did not end: %+v", out.Result)
	}
}

func TestPlayRebelPrincessEditionAndRounds(t *testing.T) {
	var buf bytes.Buffer
	err := runPlay(context.Background(), []string{"--game", "rebelprincess", "--players", "4", "--edition", "deluxe", "--rounds",
		"magic-beans,sisterhood,upside-down,midnight-makeover,dancing-queens", "--bots", "heuristic,random,random,random", "--games", "20"}, &buf, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range [][]string{{"--edition", "gold"}, {"--rounds", "magic-beans"}, {"--edition", "classic", "--rounds", "magic-beans,a,b,c,d"}} {
		args := append([]string{"--game", "rebelprincess", "--players", "4", "--bots", "random", "--games", "1"}, bad...)
		if err := runPlay(context.Background(), args, &buf, io.Discard); err == nil {
			t.Errorf("%v was accepted", bad)
		}
	}
}
