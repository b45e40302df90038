package menus_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/registry"
	"parlour/scenes"
	"parlour/scenes/apptest"
	"parlour/scenes/hostlink"
	"parlour/scenes/menus"
	"parlour/scenes/params"
	"parlour/scenes/profile"
	"parlour/scenes/savecode"
	"parlour/scenes/session"
	"parlour/scenes/table/flow"
)

// The oracle (search.NewOracle) reads every hand: it is for the simulator's
// measurements, and no way the client names a bot reaches it. Every list
// of levels leaves it out; no bot is made of its name; the URL, an embed's,
// a shared deal's link and a host's new message, checked against the
// levels offered, ignore it with a warning; a saved game or a save code
// that seats it is refused; and the setup, told it by the setup it
// remembers, and an embed's table started by its host's new message, seat
// an offered level.
func TestTheOracleIsNeverOfferedToThePerson(t *testing.T) {
	const oracle = catalog.Oracle
	named := func(list []string) bool {
		return slices.ContainsFunc(list, func(b string) bool { return catalog.BotName(b) == oracle })
	}
	// The setup, told the oracle by the setup it remembers for the game,
	// and the table it starts; an embed's table started by its host's new
	// message (opening the app registers the tables menus.Offered lists).
	store := apptest.NewMemory()
	_ = store.SaveObjectProp("parlour", scenes.KeySettings, []byte(`{"speed":"auto","sound":true,"language":"en","setups":{"loveletter":{"players":3,"bots":"oracle"}}}`)) // a map: no error
	d := apptest.OpenOn(t, store, "?game=loveletter", 1280, 720)
	setup := apptest.Decode[struct {
		Bots    string   `json:"bots"`
		Offered []string `json:"offered_bots"`
		Players int      `json:"players"`
	}](t, untilSetup(d).Setup)
	if setup.Players != 3 {
		t.Fatalf("the remembered setup was not read (%d players, not its 3): the test checks nothing of it", setup.Players)
	}
	if catalog.BotName(setup.Bots) == oracle || named(setup.Offered) || !slices.Contains(setup.Offered, setup.Bots) {
		t.Errorf("the setup chose %q among %v", setup.Bots, setup.Offered)
	}
	d.StartTable()
	checkNoOracleSeated(t, d, "the setup's table")
	host := apptest.Open(t, "?embed=1&game=mascarade&players=4", 1280, 720)
	untilSetup(host)
	host.App.HostNew(host.App, "game=loveletter&players=2&bots=oracle")
	host.Until("the host's new game", 60, func(s scenes.Snapshot) bool { return s.Scene == "table" && s.Game == "loveletter" })
	checkNoOracleSeated(t, host, "the host's new table")

	if len(menus.Offered()) != len(catalog.Games()) {
		t.Fatalf("the client offers %d games of %d", len(menus.Offered()), len(catalog.Games()))
	}
	lists := map[string][]string{"registry.Levels": registry.Levels, "catalog.Levels": catalog.Levels, "catalog.Offered": catalog.Offered()}
	for _, g := range menus.Offered() {
		lists["menus.Offered "+g.Def.Name] = g.Bots
		lists["menus.BotLevels "+g.Def.Name] = menus.BotLevels(g.Def)
	}
	for what, list := range lists {
		if named(list) {
			t.Errorf("%s lists the oracle: %v", what, list)
		}
	}

	for _, g := range catalog.Games() {
		for _, name := range []string{"oracle", "Oracle", " ORACLE "} {
			if b, err := catalog.NewBot(g, name, 1); err == nil {
				t.Errorf("%s: catalog.NewBot made a bot of %q: %s", g, name, b.Name())
			}
		}
		cfg := game.Config{Players: 2, Seed: 7}
		if d, err := game.Lookup(g); err == nil {
			cfg.Players = d.MinPlayers
		}
		host, _ := json.Marshal(map[string]any{"parlour": hostlink.Version, "type": hostlink.TypeNew, "game": g, "bots": oracle})
		cmd, _, err := hostlink.Decode(host)
		if err != nil {
			t.Fatalf("%s: the host's new message is refused whole: %v", g, err)
		}
		for what, q := range map[string]string{
			"the URL's bots=":        "game=" + g + "&bots=Oracle",
			"the URL's difficulty=":  "game=" + g + "&difficulty=oracle",
			"an embed's bots=":       "embed=1&game=" + g + "&bots=oracle",
			"a shared deal's link":   strings.TrimPrefix(params.ShareQuery(g, cfg, oracle, 0), "?"),
			"a host's new message":   cmd.Query,
			"a host's locked choice": "embed=1&lock=bots&game=" + g + "&bots=oracle",
		} {
			c, warnings := params.Parse(q, i18n.Languages(), menus.Offered())
			if c.Game != g || catalog.BotName(c.Bots) == oracle {
				t.Errorf("%s: %s (%s) chose game %q, bots %q", g, what, q, c.Game, c.Bots)
			}
			if !slices.ContainsFunc(warnings, func(w string) bool { return strings.Contains(w, oracle) }) {
				t.Errorf("%s: %s (%s) ignored the oracle without a warning: %v", g, what, q, warnings)
			}
		}

		seats := []session.Seat{{Name: profile.DefaultName(1)}}
		for i := 1; i < cfg.Players; i++ {
			seats = append(seats, session.Seat{Name: profile.DefaultName(i + 1), Bot: "clever"})
		}
		s, err := session.New(g, cfg, seats)
		if err != nil {
			t.Fatal(err)
		}
		withOracle := slices.Clone(seats)
		withOracle[1].Bot = oracle
		if _, err := session.New(g, cfg, withOracle); err == nil {
			t.Errorf("%s: a new session seats the oracle", g)
		}
		rec, err := s.Save()
		if err != nil {
			t.Fatal(err)
		}
		seated := []byte(strings.Replace(string(rec), `"bot":"clever"`, `"bot":"oracle"`, 1))
		if string(seated) == string(rec) {
			t.Fatalf("%s: no seat of the saved game to give the oracle: %s", g, rec)
		}
		if _, _, err := flow.DecodeRecord(seated); err == nil {
			t.Errorf("%s: a saved game that seats the oracle is loaded", g)
		}
		code, err := savecode.Encode(savecode.Bundle{Settings: profile.DefaultSettings(), Stats: profile.Stats{}, Session: seated})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := savecode.Decode(code); err == nil {
			t.Errorf("%s: a save code whose game seats the oracle is taken", g)
		}
	}
}

// checkNoOracleSeated fails the test if the table d shows, as saved, seats
// the oracle.
func checkNoOracleSeated(t *testing.T, d *apptest.Driver, what string) {
	t.Helper()
	d.Until(what+" saved", 6000, func(scenes.Snapshot) bool { return d.Table().Slot != "" })
	b, err := d.Store.LoadObjectProp("parlour", "game-"+d.Table().Slot)
	if err != nil {
		t.Fatalf("%s's game is not saved: %v", what, err)
	}
	_, started, err := flow.DecodeRecord(b)
	if err != nil {
		t.Fatal(err)
	}
	for i, seat := range started.Seats {
		if catalog.BotName(seat.Bot) == catalog.Oracle {
			t.Errorf("seat %d of %s is the oracle", i, what)
		}
	}
}
