package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"strings"
	"testing"
)

// sim seats the oracle (--bots oracle) on the game it plays: seeing both
// hands and the deck, it beats Love Letter's Clever bot nearly every game
// (a bot given another game than the one played would refuse it and fall
// back on the Clever bot: half the games). The help names it as sim's
// only.
func TestSimSeatsTheOracleOnTheGameItPlays(t *testing.T) {
	var buf bytes.Buffer
	err := runPlay(context.Background(), []string{"--game", "loveletter", "--bots", "oracle,clever", "--games", "20", "--rotate", "--json"}, &buf, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	var rep struct {
		Bots []struct {
			Bot  string
			Wins int
		}
	}
	if err := json.Unmarshal(buf.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Bots) != 2 || rep.Bots[0].Bot != "oracle" || rep.Bots[0].Wins < 18 {
		t.Fatalf("the oracle against the Clever bot over 20 games: %s", buf.String())
	}
	var help bytes.Buffer
	if run([]string{"--help"}, &help, io.Discard); !strings.Contains(help.String(), "oracle (sim only)") {
		t.Error("the help does not list the oracle as sim's only")
	}
}
