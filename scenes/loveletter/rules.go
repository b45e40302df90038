package loveletter

import (
	"fmt"

	"parlour/assets/i18n"
	ll "parlour/game/loveletter"
	"parlour/scenes/loveletter/words"
	"parlour/scenes/table"
)

// rules is the Love Letter rules reference, in our own words: how a round
// goes, then every card with its count in each deck.
var rules = []table.RulesPage{
	{Title: "loveletter.rules.page0", Sections: []string{
		"loveletter.rules.goal", "loveletter.rules.turn", "loveletter.rules.out",
		"loveletter.rules.round_end", "loveletter.rules.winning", "loveletter.rules.two_players",
	}},
	{Title: "loveletter.rules.page1", Cards: cardEntries},
}

// cardEntries lists every card with its count in each deck and its text.
func cardEntries() []table.CardEntry {
	counts2019, classic := ll.DeckCounts(ll.Edition2019), ll.DeckCounts(ll.Classic)
	var entries []table.CardEntry
	for c := ll.Spy; c <= ll.Princess; c++ {
		head := fmt.Sprintf("%d · %s   ×%d", int(c), words.CardName(c), counts2019[c])
		switch {
		case classic[c] == 0:
			head += "  " + i18n.T("loveletter.rules.not_classic")
		case classic[c] != counts2019[c]:
			head += "  " + i18n.T("loveletter.rules.classic_count", classic[c])
		}
		entries = append(entries, table.CardEntry{Face: Face(int(c)), Head: head, Text: i18n.T("loveletter.rules.card." + c.String())})
	}
	return entries
}
