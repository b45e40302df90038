package threeparts

import (
	"fmt"

	"parlour/assets/i18n"
	tp "parlour/game/threeparts"
	"parlour/scenes/table"
	"parlour/scenes/threeparts/words"
)

// rules is the Three Parts rules reference, in our own words: a round,
// then jokers and the scoring, then how this table is played, then every
// card.
var rules = []table.RulesPage{
	{Title: "threeparts.rules.page0", Sections: []string{
		"threeparts.rules.goal", "threeparts.rules.row", "threeparts.rules.vote", "threeparts.rules.settle",
	}},
	{Title: "threeparts.rules.page1", Sections: []string{
		"threeparts.rules.stacks", "threeparts.rules.jokers", "threeparts.rules.end", "threeparts.rules.scoring",
	}},
	{Title: "threeparts.rules.page2", Sections: []string{
		"threeparts.rules.here_cut", "threeparts.rules.here_vote", "threeparts.rules.here_marks",
	}},
	{Title: "threeparts.rules.page3", Cards: cardEntries},
}

// cardEntries lists the deck's numbers and jokers with how many of each,
// the choice cards and the divider.
func cardEntries() []table.CardEntry {
	counts := map[tp.Card]int{}
	for _, c := range tp.FullDeck() {
		counts[c]++
	}
	var entries []table.CardEntry
	add := func(id int, head string) {
		f := Face(id)
		entries = append(entries, table.CardEntry{Face: f, Head: head, Text: f.Text})
	}
	for v := 1; v <= 10; v++ {
		add(v, fmt.Sprintf("%s  ×%d", numberName(v), counts[tp.Card(v)]))
	}
	add(faceJoker, fmt.Sprintf("%s  ×%d", i18n.T("threeparts.card.joker"), counts[tp.Joker]))
	for c := range 3 {
		add(faceChoice+c, words.Colour(c))
	}
	add(faceDivider, i18n.T("threeparts.card.divider"))
	return entries
}
