package mascarade

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// tables lists every table that changes the rules: each player count with
// scenario A and B, with one and two extra centre masks above 5 players, and
// custom scenarios that bring in every mask (the Spy, Guru, Princess, Fool and
// Puppeteer at small tables; all but the Cheat and the Thief at 13 with two
// centre masks).
func tables() []game.Config {
	out := gametest.Tables(Definition, nil,
		map[string]string{"scenario": "b"},
		map[string]string{"centre": "1"},
		map[string]string{"scenario": "b", "centre": "2"})
	for _, c := range []game.Config{
		{Players: 5, Options: map[string]string{"masks": "judge,spy,guru,fool,puppeteer,princess"}},
		{Players: 6, Options: map[string]string{"masks": "judge,princess,fool,spy,guru,puppeteer,king,empress", "centre": "2"}},
		{Players: 8, Options: map[string]string{"masks": "judge,widow,patron,peasant,peasant,beggar,thief,cheat"}},
		{Players: 13, Options: map[string]string{"centre": "2",
			"masks": "judge,empress,king,widow,patron,princess,fool,peasant,peasant,trickster,beggar,guru,witch,spy,puppeteer"}},
	} {
		out = append(out, c)
	}
	return out
}

func TestConformance(t *testing.T) {
	gametest.Conformance(t, Definition, tables())
}

// soakTables is one table per player count, the scenarios and centre
// options taken in turn, plus the custom scenarios: every rule the tables
// cover, at a tenth of the tables (the soak plays -soak games on each).
func soakTables() []game.Config {
	opts := []map[string]string{
		4: nil, 5: {"scenario": "b"}, 6: {"centre": "1"}, 7: {"scenario": "b", "centre": "2"},
		8: nil, 9: {"scenario": "b"}, 10: {"centre": "2"}, 11: {"scenario": "b", "centre": "1"}, 12: nil, 13: {"scenario": "b"},
	}
	var out []game.Config
	for n := MinTable; n <= MaxTable; n++ {
		out = append(out, game.Config{Players: n, Options: opts[n]})
	}
	all := tables()
	return append(out, all[len(all)-4:]...)
}

// TestSoak plays random games on the soak tables with Validate and the
// game's own invariants after every action (-soak N games per table;
// make soak spreads -soak-total over them).
func TestSoak(t *testing.T) {
	gametest.Soak(t, Definition, soakTables(), invariants)
}

// invariants are what Validate cannot see from one state: what the events of
// an action say against the state it left.
//   - A reveal shows the mask that is at that place (no mask moves later in
//     the same action), and a look shows the looker its own mask.
//   - A swap, the Fool's and the Spy's report two different places and tell
//     only the one who made it whether it was real: its public part is the
//     same either way.
//   - The players marked revealed during this turn and the previous one are
//     exactly those the log shows revealed then (the Princess's target is not).
//   - Turns pass to the player at the next place clockwise.
//   - A finished game names the right winners: those with 13 coins or more;
//     else the Cheat who won with 10 or more; else, someone having lost their
//     last coin, the richest.
func invariants(t testing.TB, gi game.Game, s gametest.Step) {
	g := gi.(*Game)
	n := g.NPlayers
	for _, e := range s.Events {
		switch e.Type {
		case EvReveal:
			if Mask(e.Card) != g.Places[e.Target] || g.At[e.Seat] != e.Target {
				t.Errorf("%s shows %s at place %d, which holds %s", e.Type, Mask(e.Card), e.Target, g.Places[e.Target])
			}
		case EvLook:
			if Mask(e.Secret.At(0)) != g.Places[e.Target] || e.SeenBy != game.SeatsOf(e.Seat) {
				t.Errorf("a look shows %s at place %d, which holds %s", Mask(e.Secret.At(0)), e.Target, g.Places[e.Target])
			}
		case EvSwap, EvSpySwap, EvFoolSwap:
			if e.Value == e.Target || e.SeenBy != game.SeatsOf(e.Seat) || e.Secret.Len() != 1 || e.Secret.At(0) > 1 || e.Secret.At(0) < 0 || e.Card != -1 {
				t.Errorf("%s %+v does not hide whether it was real from all but its maker", e.Type, e)
			}
		}
	}
	// Reveals per turn, read back from the log.
	var now, prev game.Seats
	turns := 0
	var lastTurns [2]int
	for i := len(g.Log) - 1; i >= 0 && turns < 3; i-- {
		switch e := g.Log[i]; e.Type {
		case EvTurn:
			if turns < 2 {
				lastTurns[turns] = e.Seat
			}
			turns++
		case EvReveal:
			switch turns {
			case 0:
				now = now.With(e.Seat)
			case 1:
				prev = prev.With(e.Seat)
			}
		}
	}
	for p := range n {
		if g.RevealedNow[p] != now.Has(p) {
			t.Errorf("player %d marked revealed this turn: %v; the log says %v", p, g.RevealedNow[p], now.Has(p))
		}
		if turns >= 2 && g.RevealedPrev[p] != prev.Has(p) {
			t.Errorf("player %d marked revealed last turn: %v; the log says %v", p, g.RevealedPrev[p], prev.Has(p))
		}
	}
	if _, newTurn := gametest.Find(s.Events, EvTurn, -1); newTurn && turns >= 2 && lastTurns[0] != g.neighbour(lastTurns[1], 1) {
		t.Errorf("player %d's turn follows player %d's, who sits at place %d", lastTurns[0], lastTurns[1], g.At[lastTurns[1]])
	}
	if g.Over() {
		checkWinners(t, g)
	}
}

func checkWinners(t testing.TB, g *Game) {
	coins := g.Result().Scores
	var want []int
	best := slices.Max(coins)
	for p, c := range coins {
		if c >= Win {
			want = append(want, p)
		}
	}
	if want == nil {
		if e := g.Log[len(g.Log)-1]; e.Type == EvWin && Mask(e.Card) == Cheat {
			if coins[e.Seat] < CheatWin {
				t.Errorf("the Cheat won with %d coins", coins[e.Seat])
			}
			want = []int{e.Seat}
		} else {
			if slices.Min(coins) != 0 {
				t.Errorf("the game ended with coins %v", coins)
			}
			for p, c := range coins {
				if c == best {
					want = append(want, p)
				}
			}
		}
	}
	if !slices.Equal(g.Winners, want) {
		t.Errorf("coins %v: winners %v, want %v", coins, g.Winners, want)
	}
}

// Load refuses a save whose state breaks an invariant, saying which.
func TestLoadRefusesCorruptSaves(t *testing.T) {
	g := deal(t, 6, 3, six...)
	announce(t, g, "witch") // the Witch now chooses: an announcement in progress
	good := gametest.MustSave(t, g)
	if _, err := game.Load(good); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, want string
		corrupt    func(st map[string]any)
	}{
		{"coins created", "coins do not add up", func(st map[string]any) { st["coins"].([]any)[0] = 40.0 }},
		{"a mask replaced", "not the scenario's", func(st map[string]any) { st["places"].([]any)[0] = float64(Puppeteer) }},
		{"two players at a place", "sits at place", func(st map[string]any) { st["at"].([]any)[0] = 1.0 }},
		{"an unknown phase", "unknown phase", func(st map[string]any) { st["phase"] = "dance" }},
		{"a power without an announcement", "without a valid announcement", func(st map[string]any) { delete(st, "announcement") }},
		{"a step the mask never waits for", "does not wait for", func(st map[string]any) { st["announcement"].(map[string]any)["step"] = "pair" }},
		{"no Judge", "the Judge must always be in the game", func(st map[string]any) {
			st["masks"].([]any)[0] = float64(Fool)
			st["places"].([]any)[0] = float64(Fool)
		}},
		{"a negative court", "coins do not add up", func(st map[string]any) { st["court"] = -1.0 }},
		{"winners before the end", "winners before the end", func(st map[string]any) { st["winners"] = []any{0.0} }},
		{"a player at 13 and the game on", "the game goes on", func(st map[string]any) {
			st["coins"].([]any)[0] = 13.0
			st["bank"] = 7.0
		}},
	} {
		var save map[string]any
		if err := json.Unmarshal(good, &save); err != nil {
			t.Fatal(err)
		}
		c.corrupt(save["state"].(map[string]any))
		b, _ := json.Marshal(save)
		if _, err := game.Load(b); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}
