package table

import (
	"maps"

	"parlour/scenes/hostlink"
	"parlour/scenes/params"
	"parlour/scenes/platform"
)

// What an embedded table tells the page that holds it (package hostlink):
// a game started, and how it ended, with the link that deals it again.

// hostSetup is the table's setup as the host is told it.
func (t *Table) hostSetup() hostlink.Setup {
	return hostlink.Setup{Game: t.spec.Name, Players: t.s.Config.Players, Variant: t.s.Config.Variant, Bots: t.botLevel(), Options: maps.Clone(t.s.Config.Options)}
}

// botLevel is the level of the table's bots ("" with none).
func (t *Table) botLevel() string { return t.s.BotLevel() }

// shareLink is the link that deals this table again (the same cards, the
// same bots, the person's seat), on the full parlour's page.
func (t *Table) shareLink() string {
	return platform.PageURL() + params.ShareQuery(t.spec.Name, t.s.Config, t.botLevel(), t.s.Human)
}

// tellStarted tells the host a game began.
func (t *Table) tellStarted() { t.app.TellHost(hostlink.Started(t.hostSetup())) }

// tellOver tells the host the game ended: its winners and scores by seat.
func (t *Table) tellOver() {
	r := t.s.Game.Result()
	names := make([]string, len(t.s.Seats))
	for i, s := range t.s.Seats {
		names[i] = s.Name
	}
	you := t.s.Human
	if t.s.Several() {
		you = -1
	}
	t.app.TellHost(hostlink.Over(hostlink.Result{Setup: t.hostSetup(), Seats: names, You: you, Winners: r.Winners, Scores: r.Scores, Share: t.shareLink()}))
}
