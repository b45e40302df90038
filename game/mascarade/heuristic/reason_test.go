package heuristic

import (
	"fmt"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
	m "parlour/game/mascarade"
)

// Every decision of many games has a reason in all four catalogs, using
// exactly its arguments, with mask names the Mascarade catalogs have; and
// the games reach the main kinds of reason.
func TestReasonsExistInEveryLanguage(t *testing.T) {
	// A reason and the card names it quotes are in the game's own catalog.
	reasons := gametest.Catalogs(t, "../../../scenes/mascarade/i18n/*.json")
	terms := reasons
	gametest.CheckReasons(t, m.Definition, []game.Config{{Players: 4}, {Players: 6}, {Players: 9}}, 6, New(3), reasons, terms,
		"mascarade.hint.opening", "mascarade.hint.swap", "mascarade.hint.look_unsure",
		"mascarade.hint.announce_certain", "mascarade.hint.contest_none")
}

// A reason's words match the chance it prints: certainty is told as
// knowing, without a number, and a hedge ("fairly sure", "may", "not sure
// enough") never stands beside 100%, nor "cannot" beside a chance above 0.
// The bands: 70–89% fairly sure, 90–99% almost sure, 100% known.
func TestReasonWordsMatchTheirPercent(t *testing.T) {
	en := gametest.Catalogs(t, "../../../scenes/mascarade/i18n/en.json")
	var msgs map[string]string
	for _, c := range en {
		msgs = c
	}
	all := gametest.Catalogs(t, "../../../scenes/mascarade/i18n/*.json")
	text := func(cat map[string]string, key string, args []any) string {
		s := cat[key]
		for i, a := range args {
			s = strings.ReplaceAll(s, fmt.Sprintf("{%d}", i), fmt.Sprint(a))
		}
		return s
	}
	reasonAt := func(p float64, a game.Action) (string, []any) {
		o := &m.Observation{Seat: 0, Players: 4, Masks: []m.Mask{m.Judge, m.King, m.Cheat, m.Widow},
			At: []int{0, 1, 2, 3}, Coins: []int{6, 6, 6, 6}, Current: 1, Announced: m.King, Seen: game.Seen{Legal: []game.Action{a}}}
		bel := make([][m.NumMasks]float64, 4)
		bel[0][m.King] = p
		bel[0][m.Judge], bel[0][m.Cheat], bel[0][m.Widow] = 0.6*(1-p), 0.3*(1-p), 0.1*(1-p)
		d := &decider{o: o, bel: bel}
		return d.reason(a)
	}
	hedges := []string{"fairly", "almost", "may", "not sure", "likel"}
	for _, p := range []float64{0, 0.001, 0.004, 0.006, 0.3, 0.5, 0.55, 0.7, 0.8949, 0.895, 0.9, 0.95, 0.994, 0.995, 0.999, 0.9999, 1} {
		for _, a := range []game.Action{
			game.NewAction(m.KindAnnounce, int(m.King)),
			game.NewAction(m.KindContest, 1),
			game.NewAction(m.KindContest, 0),
			game.NewAction(m.KindName, int(m.King)),
		} {
			if a.Kind == m.KindAnnounce && p < 0.7 {
				continue // a claim below 70% is a bluff and says so
			}
			key, args := reasonAt(p, a)
			s := text(msgs, key, args)
			if s == "" {
				t.Fatalf("p=%v %v: no English text for %q", p, a, key)
			}
			for file, cat := range all {
				if got := text(cat, key, args); strings.Contains(got, "100%") {
					t.Errorf("%s, p=%v %v: %q prints 100%%: certainty is told without a number", file, p, a, got)
				}
			}
			sure := p >= 1-1e-9
			for _, h := range hedges {
				if sure && strings.Contains(s, h) {
					t.Errorf("p=%v %v: %q hedges (%q) a certainty", p, a, s, h)
				}
			}
			if !sure && strings.Contains(s, "you know") {
				t.Errorf("p=%v %v: %q claims knowledge of a chance", p, a, s)
			}
			if p > 1e-9 && strings.Contains(s, "cannot") {
				t.Errorf("p=%v %v: %q rules out a chance above 0", p, a, s)
			}
			pct := percent(p)
			if strings.Contains(s, "fairly sure") && !(pct >= 70 && pct < 90) ||
				strings.Contains(s, "almost sure") && !(pct >= 90 && pct < 100) {
				t.Errorf("p=%v (%d%%) %v: %q", p, pct, a, s)
			}
		}
	}
}
