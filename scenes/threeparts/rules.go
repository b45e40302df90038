package threeparts

import "parlour/scenes/table"

// rules is the Three Parts rules reference, in our own words: a round,
// then jokers and the scoring, then how this table is played.
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
}
