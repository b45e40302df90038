package decide

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"parlour/assets/i18n"
	"parlour/game"
	mg "parlour/game/mascarade"
	"parlour/scenes/mascarade/memory"
	"parlour/scenes/table/flow/flowtest"
	"parlour/scenes/table/prompt"
	"parlour/scenes/table/prompt/prompttest"
)

func TestMain(m *testing.M) { flowtest.Main(m) }

// The tables the tests deal: masks by place, the players' places first,
// then the centre's.
var (
	tableA     = []string{"judge", "trickster", "empress", "king", "thief", "cheat"} // scenario A at 4 players
	tableWitch = []string{"judge", "witch", "empress", "king", "thief", "cheat"}
	tableSpy   = []string{"judge", "guru", "spy", "king", "empress", "thief"}
	tableFool  = []string{"judge", "fool", "empress", "king", "princess", "cheat"}
	tablePuppe = []string{"judge", "puppeteer", "empress", "king", "thief", "cheat"} // 5 players
)

// deal is a game whose masks lie as listed, player 0 to play first.
func deal(t *testing.T, players int, masks []string) *mg.Game {
	t.Helper()
	g, err := mg.New(game.Config{Players: players, Seed: 1, Options: map[string]string{"masks": strings.Join(masks, ",")}})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Stack(0, masks); err != nil {
		t.Fatal(err)
	}
	return g
}

// play applies moves in the game's notation, each by the player it waits
// for.
func play(t *testing.T, g *mg.Game, moves ...string) {
	t.Helper()
	for _, mv := range moves {
		seat := g.Pending()[0]
		a, err := g.ParseAction(seat, mv)
		if err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
		if _, err := g.Apply(seat, a); err != nil {
			t.Fatalf("player %d: %s: %v", seat, mv, err)
		}
	}
}

// opened is a table of players past the four opening swaps (all
// pretended, so every mask lies where it was dealt), player 0 to play.
func opened(t *testing.T, players int, masks []string, moves ...string) *mg.Game {
	t.Helper()
	g := deal(t, players, masks)
	play(t, g, "fake 1", "fake 2", "fake 3", "fake 0")
	for g.Current != 0 {
		play(t, g, "look")
	}
	play(t, g, moves...)
	return g
}

// person is the table as the player the game waits for sees it.
func person(g *mg.Game) Table {
	return Table{Obs: g.ObserveSeat(g.Pending()[0]), Name: name}
}

func name(seat int) string { return flowtest.Names[seat] }

func seat(i int) prompt.Target   { return prompt.Target{Zone: prompt.ZoneSeat, Index: i} }
func choice(i int) prompt.Target { return prompt.Target{Zone: prompt.ZoneChoice, Index: i} }
func spot(i int) prompt.Target   { return prompt.Target{Zone: prompt.ZoneSpot, Index: i} }

// back is not a pick: a step the tests take with Back.
var back = prompt.Target{Zone: 0, Index: -1}

// walk makes the picks (back for Back) from a fresh decision; the action
// is the last pick's.
func walk(tb Table, picks ...prompt.Target) (*Decision, game.Action, bool) {
	d := &Decision{}
	var a game.Action
	var ok bool
	for _, tg := range picks {
		if tg == back {
			d.Back()
			a, ok = game.Action{}, false
			continue
		}
		a, ok = d.Pick(tb, tg)
	}
	return d, a, ok
}

func act(t *testing.T, g *mg.Game, move string) game.Action {
	t.Helper()
	a, err := g.ParseAction(g.Pending()[0], move)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// maskLabels are the masks' names, for a picker's choices.
func maskLabels(masks ...mg.Mask) []string {
	var out []string
	for _, m := range masks {
		out = append(out, i18n.T("mascarade.mask."+m.String()))
	}
	return out
}

var (
	swapPretend = []string{"Swap", "Pretend"}
	centreSpots = []string{"Centre 1", "Centre 2", "Memory aid: off"}
)

// Each case is a state, the picks made in it and what the person then
// sees: the question, the seats and choices offered, and the action the
// last pick makes ("" for none yet).
type want struct {
	text    string
	seats   []int // pickable seats (nil: no seat is offered)
	choices []string
	spots   []string
	back    bool   // a Back button
	picker  bool   // the choices show large over the centre
	action  string // in the engine's notation
}

func check(t *testing.T, g *mg.Game, picks []prompt.Target, w want) {
	t.Helper()
	tb := person(g)
	d, a, ok := walk(tb, picks...)
	p := d.Prompt(tb)
	if ok {
		if w.action == "" {
			t.Fatalf("the picks made %s, want no action yet", g.FormatAction(a))
		}
		if want := act(t, g, w.action); a != want {
			t.Fatalf("the picks made %s, want %s", g.FormatAction(a), w.action)
		}
		if d.Mode != Choose || len(d.Picks) > 0 {
			t.Errorf("the decision is not begun again after its action: %+v", d)
		}
		return
	}
	if w.action != "" {
		t.Fatalf("the picks made no action, want %s (prompt %q)", w.action, p.Text)
	}
	if w.text != "" && p.Text != w.text {
		t.Errorf("text %q, want %q", p.Text, w.text)
	}
	if got := prompttest.On(p.Seats); !slices.Equal(got, w.seats) || (p.Seats == nil) != (w.seats == nil) {
		t.Errorf("seats offered %v, want %v", got, w.seats)
	}
	if got := prompttest.Labels(p.Choices); !slices.Equal(got, w.choices) {
		t.Errorf("choices %q, want %q", got, w.choices)
	}
	if got := prompttest.SpotLabels(p.Spots); !slices.Equal(got, w.spots) {
		t.Errorf("spots %q, want %q", got, w.spots)
	}
	if (p.Back != "") != w.back {
		t.Errorf("back button %q, want one: %v", p.Back, w.back)
	}
	if p.Picker != w.picker {
		t.Errorf("picker %v, want %v", p.Picker, w.picker)
	}
}

func TestTurn(t *testing.T) {
	fresh := func(t *testing.T) *mg.Game { return deal(t, 4, tableA) }
	open := func(t *testing.T) *mg.Game { return opened(t, 4, tableA) }
	// Player 0 announces the Judge, player 1 contests: both are revealed,
	// and it is player 1's turn.
	barred := func(t *testing.T) *mg.Game { return opened(t, 4, tableA, "announce judge", "contest", "pass", "pass") }
	turnChoices := []string{"Look", "Announce…"}
	cases := []struct {
		name  string
		state func(*testing.T) *mg.Game
		picks []prompt.Target
		want
	}{
		{"an opening turn offers only the swap: the other players and the centre masks", fresh, nil,
			want{text: i18n.T("mascarade.prompt.opening", 1), seats: []int{1, 2, 3}, spots: centreSpots}},
		{"a player picked asks swap or pretend, and names them", fresh, []prompt.Target{seat(2)},
			want{text: i18n.T("mascarade.prompt.real", "Cyrus"), choices: swapPretend, back: true}},
		{"Swap swaps for real", fresh, []prompt.Target{seat(2), choice(0)}, want{action: "swap 2"}},
		{"Pretend only pretends", fresh, []prompt.Target{seat(3), choice(1)}, want{action: "fake 3"}},
		{"a centre mask is a spot, and picking it names it", fresh, []prompt.Target{spot(1)},
			want{text: i18n.T("mascarade.prompt.real", "Centre 2"), choices: swapPretend, back: true}},
		{"a centre mask's swap takes the centre place", fresh, []prompt.Target{spot(0), choice(0)}, want{action: "swap c0"}},
		{"the person's own seat cannot be picked", fresh, []prompt.Target{seat(0)},
			want{text: i18n.T("mascarade.prompt.opening", 1), seats: []int{1, 2, 3}, spots: centreSpots}},
		{"an opening turn offers no look", fresh, []prompt.Target{choice(0)},
			want{text: i18n.T("mascarade.prompt.opening", 1), seats: []int{1, 2, 3}, spots: centreSpots}},
		{"Back from swap or pretend returns to the choice of target", fresh, []prompt.Target{seat(2), back},
			want{text: i18n.T("mascarade.prompt.opening", 1), seats: []int{1, 2, 3}, spots: centreSpots}},
		{"after the opening the turn offers look and announce too", open, nil,
			want{text: i18n.T("mascarade.prompt.turn"), seats: []int{1, 2, 3}, choices: turnChoices, spots: centreSpots}},
		{"Look looks", open, []prompt.Target{choice(0)}, want{action: "look"}},
		{"Announce opens a picker of the scenario's masks", open, []prompt.Target{choice(1)},
			want{text: i18n.T("mascarade.prompt.announce"), picker: true, back: true,
				choices: maskLabels(mg.Judge, mg.Empress, mg.King, mg.Thief, mg.Trickster, mg.Cheat)}},
		{"a mask picked is announced", open, []prompt.Target{choice(1), choice(2)}, want{action: "announce king"}},
		{"Back from the masks returns to the turn's choices", open, []prompt.Target{choice(1), back},
			want{text: i18n.T("mascarade.prompt.turn"), seats: []int{1, 2, 3}, choices: turnChoices, spots: centreSpots}},
		{"a player revealed last turn cannot announce, and the question says so", barred, []prompt.Target{choice(1)},
			want{text: i18n.T("mascarade.prompt.turn_barred"), seats: []int{0, 2, 3}, choices: turnChoices, spots: centreSpots}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { check(t, c.state(t), c.picks, c.want) })
	}
}

// The barred player's Announce is shown, disabled, with the reason on it.
func TestBarredAnnounceSaysWhy(t *testing.T) {
	g := opened(t, 4, tableA, "announce judge", "contest", "pass", "pass")
	p := (&Decision{}).Prompt(person(g))
	if len(p.Choices) != 2 {
		t.Fatalf("choices %q", prompttest.Labels(p.Choices))
	}
	if ann := p.Choices[1]; ann.On || ann.Note != i18n.T("mascarade.note.barred") {
		t.Errorf("Announce %+v, want disabled with the reason", ann)
	}
	if look := p.Choices[0]; !look.On {
		t.Errorf("Look is disabled: %+v", look)
	}
}

func TestAnnouncement(t *testing.T) {
	announced := func(t *testing.T) *mg.Game { return opened(t, 4, tableA, "announce king") }
	contest := want{text: i18n.T("mascarade.prompt.contest", "Ada", "King"), choices: []string{"Contest", "Pass"}}
	cases := []struct {
		name  string
		picks []prompt.Target
		want
	}{
		{"the next player is asked whether they contest who announced what", nil, contest},
		{"Contest claims the mask too", []prompt.Target{choice(0)}, want{action: "contest"}},
		{"Pass lets it pass", []prompt.Target{choice(1)}, want{action: "pass"}},
		{"a seat is no answer", []prompt.Target{seat(2)}, contest},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { check(t, announced(t), c.picks, c.want) })
	}
}

func TestPowers(t *testing.T) {
	// Players 0 and 1 announce the King, unchallenged (8 coins each), then
	// player 2 the Trickster: the richest others are tied.
	trickster := func(t *testing.T) *mg.Game {
		return opened(t, 4, tableA, "announce king", "pass", "pass", "pass", "announce king", "pass", "pass", "pass",
			"announce trickster", "pass", "pass", "pass")
	}
	witch := func(t *testing.T) *mg.Game { return opened(t, 4, tableWitch, "announce witch", "pass", "pass", "pass") }
	princess := func(t *testing.T) *mg.Game {
		return opened(t, 4, tableFool, "announce princess", "pass", "pass", "pass")
	}
	guru := func(t *testing.T) *mg.Game { return opened(t, 4, tableSpy, "announce guru", "pass", "pass", "pass") }
	named := func(t *testing.T) *mg.Game {
		return opened(t, 4, tableSpy, "announce guru", "pass", "pass", "pass", "target 2")
	}
	spy := func(t *testing.T) *mg.Game { return opened(t, 4, tableSpy, "announce spy", "pass", "pass", "pass") }
	looked := func(t *testing.T) *mg.Game {
		return opened(t, 4, tableSpy, "announce spy", "pass", "pass", "pass", "target 3")
	}
	fool := func(t *testing.T) *mg.Game { return opened(t, 4, tableFool, "announce fool", "pass", "pass", "pass") }
	puppeteer := func(t *testing.T) *mg.Game {
		return opened(t, 5, tablePuppe, "announce puppeteer", "pass", "pass", "pass", "pass")
	}
	tricksterFirst := want{text: i18n.T("mascarade.prompt.target.trickster", "Trickster"), seats: []int{0, 1}, spots: []string{"Memory aid: off"}}
	foolFirst := want{text: i18n.T("mascarade.prompt.pair.fool", "Fool", ""), seats: []int{1, 2, 3}, spots: []string{"Memory aid: off"}}
	foolSecond := want{text: i18n.T("mascarade.prompt.pair.fool_second", "Fool", "Dmitri"), seats: []int{1, 2}, back: true, spots: []string{"Memory aid: off"}}
	cases := []struct {
		name  string
		state func(*testing.T) *mg.Game
		picks []prompt.Target
		want
	}{
		{"the Trickster among tied richest players may take from them only", trickster, nil, tricksterFirst},
		{"the Trickster's pick of a poorer player does nothing", trickster, []prompt.Target{seat(3)}, tricksterFirst},
		{"the Trickster takes from the player picked", trickster, []prompt.Target{seat(1)}, want{action: "target 1"}},
		{"the Witch picks any other player or keeps her coins", witch, nil,
			want{text: i18n.T("mascarade.prompt.target.witch", "Witch"), seats: []int{1, 2, 3}, choices: []string{"Keep my coins"}, spots: []string{"Memory aid: off"}}},
		{"the Witch exchanges coins with the player picked", witch, []prompt.Target{seat(3)}, want{action: "target 3"}},
		{"the Witch may keep her coins", witch, []prompt.Target{choice(0)}, want{action: "target none"}},
		{"the Princess picks any other player", princess, nil,
			want{text: i18n.T("mascarade.prompt.target.princess", "Princess"), seats: []int{1, 2, 3}, spots: []string{"Memory aid: off"}}},
		{"the Princess's pick shows that player's mask", princess, []prompt.Target{seat(2)}, want{action: "target 2"}},
		{"the Princess keeps no coins: no choice but a player", princess, []prompt.Target{choice(0)},
			want{text: i18n.T("mascarade.prompt.target.princess", "Princess"), seats: []int{1, 2, 3}, spots: []string{"Memory aid: off"}}},
		{"the Guru picks a player to name their mask", guru, []prompt.Target{seat(2)}, want{action: "target 2"}},
		{"the Guru's target names a mask of the scenario from a picker", named, nil,
			want{text: i18n.T("mascarade.prompt.name", "Ada"), picker: true,
				choices: maskLabels(mg.Judge, mg.Empress, mg.King, mg.Thief, mg.Guru, mg.Spy)}},
		{"the mask picked is named", named, []prompt.Target{choice(5)}, want{action: "name spy"}},
		{"the Spy picks a player to look at", spy, []prompt.Target{seat(3)}, want{action: "target 3"}},
		{"the Spy, having looked, is told both masks and swaps or pretends", looked, nil,
			want{text: i18n.T("mascarade.prompt.spy", "Judge", "Dmitri", "King"), choices: swapPretend}},
		{"the Spy's Swap exchanges", looked, []prompt.Target{choice(0)}, want{action: "exchange"}},
		{"the Spy's Pretend keeps", looked, []prompt.Target{choice(1)}, want{action: "keep"}},
		{"the Fool picks a first player, not themselves", fool, nil, foolFirst},
		{"the Fool's second player is any other but the first and themselves", fool, []prompt.Target{seat(3)}, foolSecond},
		{"the Fool's first player cannot be picked again", fool, []prompt.Target{seat(3), seat(3)}, foolSecond},
		{"the Fool's two players ask swap or pretend", fool, []prompt.Target{seat(3), seat(1)},
			want{text: i18n.T("mascarade.prompt.fool_real", "Dmitri", "Basil"), choices: swapPretend, back: true}},
		{"the Fool's Swap swaps the two players' masks", fool, []prompt.Target{seat(3), seat(1), choice(0)}, want{action: "pair 1 3 swap"}},
		{"the Fool's Pretend only pretends", fool, []prompt.Target{seat(2), seat(1), choice(1)}, want{action: "pair 1 2 fake"}},
		{"Back from the Fool's swap or pretend returns to the second player", fool, []prompt.Target{seat(3), seat(1), back}, foolSecond},
		{"Back from the second player returns to the first", fool, []prompt.Target{seat(3), back}, foolFirst},
		{"the Puppeteer's second player is any other but the first and themselves", puppeteer, []prompt.Target{seat(2)},
			want{text: i18n.T("mascarade.prompt.pair.puppeteer_second", "Puppeteer", "Cyrus"), seats: []int{1, 3, 4}, back: true, spots: []string{"Memory aid: off"}}},
		{"the Puppeteer's two players change places", puppeteer, []prompt.Target{seat(4), seat(2)}, want{action: "pair 2 4"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { check(t, c.state(t), c.picks, c.want) })
	}
}

// The players picked so far show as selected, not as pickable.
func TestPickedPlayerShowsSelected(t *testing.T) {
	g := opened(t, 4, tableFool, "announce fool", "pass", "pass", "pass")
	tb := person(g)
	d, _, _ := walk(tb, seat(3))
	p := d.Prompt(tb)
	if m := p.Seats[3]; !m.Selected || m.On {
		t.Errorf("the first player picked shows %+v, want selected", m)
	}
}

func TestMemoryAid(t *testing.T) {
	t.Run("the switch is the last spot of every prompt that offers players, and only then", func(t *testing.T) {
		for _, g := range []*mg.Game{deal(t, 4, tableA), opened(t, 4, tableWitch, "announce witch", "pass", "pass", "pass")} {
			tb := person(g)
			spots := (&Decision{}).Offer(tb)
			if len(spots) == 0 || !spots[len(spots)-1].Toggle {
				t.Errorf("%s: spots %+v, want the switch last", g.Phase, spots)
			}
		}
		g := opened(t, 4, tableA, "announce king")
		if spots := (&Decision{}).Offer(person(g)); len(spots) != 0 {
			t.Errorf("an answer offers spots %+v", spots)
		}
	})
	t.Run("the switch flips the aid in the half-made decision and makes no action", func(t *testing.T) {
		tb := person(deal(t, 4, tableA))
		d := &Decision{}
		if _, ok := d.Pick(tb, spot(2)); ok || !d.Flip || d.Searched || !d.AidOn(tb.Aid) {
			t.Fatalf("after the switch: %+v", d)
		}
		if got := prompttest.SpotLabels(d.Prompt(tb).Spots); got[2] != "Memory aid: on" {
			t.Errorf("the switch says %q once flipped", got[2])
		}
		if d.Pick(tb, spot(2)); d.Flip || d.AidOn(tb.Aid) {
			t.Errorf("flipped twice: %+v", d)
		}
		tb.Aid = true
		if !d.AidOn(tb.Aid) {
			t.Errorf("the setting on, the switch not flipped: the aid is off")
		}
	})
	t.Run("a flip by the hint's search is marked as the search's", func(t *testing.T) {
		tb := person(deal(t, 4, tableA))
		tb.Searching = true
		d := &Decision{}
		if d.Pick(tb, spot(2)); !d.Flip || !d.Searched {
			t.Errorf("after the search's flip: %+v", d)
		}
	})
	t.Run("the switch leaves the rest of the decision as it was", func(t *testing.T) {
		g := opened(t, 4, tableFool, "announce fool", "pass", "pass", "pass")
		d, _, _ := walk(person(g), seat(3), spot(0))
		if !slices.Equal(d.Picks, []int{3}) || !d.Flip {
			t.Errorf("after a player and the switch: %+v", d)
		}
	})
	t.Run("with the aid, the picker marks the mask last seen at the person's place", func(t *testing.T) {
		g := opened(t, 4, tableSpy, "announce guru", "pass", "pass", "pass", "target 2")
		tb := person(g)
		marks, err := memory.Marks(tb.Obs)
		if err != nil {
			t.Fatal(err)
		}
		own := marks[tb.Obs.At[tb.Obs.Seat]].Mask
		if own != mg.Spy {
			t.Fatalf("the aid says the Guru's target last saw %v at their place, the deal put the Spy there", own)
		}
		for _, aid := range []bool{false, true} {
			tb.Aid, tb.Marks = aid, nil
			if aid {
				tb.Marks = marks
			}
			for _, c := range (&Decision{}).Prompt(tb).Choices {
				if got, want := c.Note != "", aid && c.Face == int(own); got != want {
					t.Errorf("aid %v: %s noted %q", aid, c.Label, c.Note)
				}
			}
		}
	})
}

// Back with nothing picked leaves the turn's choices as they are.
func TestBackAtTheStartChangesNothing(t *testing.T) {
	tb := person(opened(t, 4, tableA))
	d := &Decision{}
	before := d.Prompt(tb)
	d.Back()
	if after := d.Prompt(tb); !reflect.DeepEqual(before, after) {
		t.Errorf("Back changed the prompt: %q, then %q", before.Text, after.Text)
	}
}
