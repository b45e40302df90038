package rebelprincess

import (
	"bytes"
	"encoding/json"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// Stack fixes the round cards, the princesses offered (dealt from the left
// of the first seat) and the first deal; the offers are the opening events.
func TestStackFixesRoundCardsPrincessesAndTheDeal(t *testing.T) {
	order := []string{"once-upon-a-time", "masquerade-ball", "invitation", "royal-decree", "wedding-gift",
		"mulan", "alice", "little-mermaid", "pocahontas", "snow-white", "cinderella"}
	hands := []string{"P2 P3 Q2 Q3 Q4 A2 A3 A4 F2 F3 F4 F5", "P4 P5 Q5 Q6 Q7 A5 A6 A7 F6 F7 A8 F8", "P6 P7 P8 P9 P10 Q8 Q9 Q10 A9 A10 F9 F10"}
	for _, h := range hands {
		order = append(order, strings.Fields(h)...)
	}
	g := gametest.Deal[*Game](t, Definition, game.Config{Players: 3, Seed: 9}, 0, order...)
	if want := []int{1, 10, 2, 7, 16}; !slices.Equal(g.Schedule, want) {
		t.Fatalf("round cards %v, want %v", g.Schedule, want)
	}
	for s, want := range [][]int{{SnowWhite, Cinderella}, {Mulan, Alice}, {LittleMermaid, Pocahontas}} {
		if !slices.Equal(g.Offered[s], want) {
			t.Fatalf("seat %d is offered %v, want %v (from the first seat's left)", s, g.Offered[s], want)
		}
	}
	op := g.Opening()
	if len(op) != 3 || op[0].Type != EvOffer || op[0].Seat != 1 || op[0].Secret.At(0) != Mulan || op[0].SeenBy != game.SeatsOf(1) {
		t.Fatalf("the opening is the offers, each seen by its seat: %+v", op)
	}
	for s, p := range []string{"snow-white", "alice", "pocahontas"} {
		gametest.Act(t, g, s, "keep "+p)
	}
	for s, h := range hands {
		if got := strings.Join(cardStrings(g.Hands[s]), " "); got != strings.Join(cardStrings(sortHand(cards(t, h))), " ") {
			t.Fatalf("seat %d was dealt %s, want %s", s, got, h)
		}
	}
	if g.Leader != 0 {
		t.Fatalf("seat %d leads, not the first seat 0", g.Leader)
	}
}

func cardStrings(cs []Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// A partial list is completed from the seed, the same way every time.
func TestStackCompletesAPartialDealFromTheSeed(t *testing.T) {
	deal := func() *Game {
		return gametest.Deal[*Game](t, Definition, game.Config{Players: 4, Variant: "deluxe", Seed: 4}, 2,
			"sisterhood", "rapunzel", "thumbelina", "P1", "Q10")
	}
	a, b := deal(), deal()
	if !bytes.Equal(gametest.MustSave(t, a), gametest.MustSave(t, b)) {
		t.Fatal("the same partial list and seed gave different games")
	}
	if a.Schedule[0] != rcSisterhood || !slices.Contains(a.Offered[3], Rapunzel) || !slices.Contains(a.Offered[3], Thumbelina) {
		t.Fatalf("the named ones come first: %v %v", a.Schedule, a.Offered)
	}
	if a.Deal[0] != cards(t, "P1")[0] || a.Deal[1] != cards(t, "Q10")[0] || len(a.Deal) != 40 {
		t.Fatalf("the deal starts with the cards named: %v", a.Deal)
	}
	for _, id := range a.Schedule[1:] {
		if RoundCards[id-1].Final && id != a.Schedule[len(a.Schedule)-1] && !RoundCards[a.Schedule[len(a.Schedule)-1]-1].Final {
			t.Fatalf("final-round cards come last: %v", a.Schedule)
		}
	}
}

func TestStackRefusesDealsThatCannotBe(t *testing.T) {
	for _, c := range []struct {
		cfg   game.Config
		first int
		order []string
		want  string
	}{
		{game.Config{Players: 3}, 0, []string{"P1"}, "P1 is not in the 3-player deck"},
		{game.Config{Players: 4}, 0, []string{"P1", "P1"}, "P1 is given twice"},
		{game.Config{Players: 4}, 0, []string{"thumbelina"}, "thumbelina is not among this table's princesses"},
		{game.Config{Players: 4}, 0, []string{"carmesina"}, "carmesina is not among this table's princesses"},
		{game.Config{Players: 4}, 0, []string{"magic-beans"}, "no round card \"magic-beans\""},
		{game.Config{Players: 4}, 0, []string{"alice", "alice"}, "named twice"},
		{game.Config{Players: 4}, 4, nil, "first seat 4 is not at a table of 4"},
		{game.Config{Players: 4}, 0, []string{"waltz"}, "is not a round card, a princess or a card"},
		{game.Config{Players: 4, Variant: "deluxe", Options: map[string]string{"short": "true"}}, 0, []string{"once-upon-a-time", "magic-beans", "sisterhood", "upside-down"}, "4 round cards for a game of 3 rounds"},
	} {
		g, err := New(c.cfg)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Stack(c.first, c.order); err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "rebelprincess: ") {
			t.Errorf("%v: %v, want %q", c.order, err, c.want)
		}
	}
	g, _ := New(game.Config{Players: 4, Seed: 1})
	gametest.Act(t, g, 0, FormatAction(g.Legal(0)[0]))
	if err := g.Stack(0, nil); err == nil || !strings.Contains(err.Error(), "before the first action") {
		t.Fatalf("stacking after an action: %v", err)
	}
}

// cmd/sim/testdata/rebelprincess-fixed.json, the README's fixed-deal
// script, replays: its deal is as written and its actions are legal.
func TestTheFixedDealReplayScriptPlays(t *testing.T) {
	data, err := os.ReadFile("../../cmd/sim/testdata/rebelprincess-fixed.json")
	if err != nil {
		t.Fatal(err)
	}
	var sc struct {
		Game, Variant string
		Players       int
		Seed          uint64
		Options       map[string]string
		First         int
		Deck, Actions []string
	}
	if err := json.Unmarshal(data, &sc); err != nil {
		t.Fatal(err)
	}
	g := gametest.Deal[*Game](t, Definition, game.Config{Players: sc.Players, Variant: sc.Variant, Seed: sc.Seed, Options: sc.Options}, sc.First, sc.Deck...)
	for i, line := range sc.Actions {
		head, text, ok := strings.Cut(line, ":")
		seat, err := strconv.Atoi(head)
		if !ok || err != nil {
			t.Fatalf("action %d (%q): write SEAT: ACTION", i+1, line)
		}
		gametest.Act(t, g, seat, strings.TrimSpace(text))
	}
	if g.Round != 1 || g.Phase != PhasePass || g.Scores[0] == nil {
		t.Fatalf("the script plays the first round: round %d, %s", g.Round, g.Phase)
	}
}
