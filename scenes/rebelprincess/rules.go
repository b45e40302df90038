package rebelprincess

import (
	"strconv"

	"parlour/assets/i18n"
	rp "parlour/game/rebelprincess"
	"parlour/scenes/rebelprincess/words"
	"parlour/scenes/table"
)

// rules is the Rebel Princess rules reference, in our own words: how a
// round goes and how the game ends in each edition, then every princess and
// every round card with the editions that have it.
var rules = []table.RulesPage{
	{Title: "rebelprincess.rules.page0", Sections: []string{
		"rebelprincess.rules.goal", "rebelprincess.rules.setup", "rebelprincess.rules.round",
		"rebelprincess.rules.tricks", "rebelprincess.rules.princes", "rebelprincess.rules.proposals",
		"rebelprincess.rules.powers", "rebelprincess.rules.end", "rebelprincess.rules.deluxe",
	}},
	{Title: "rebelprincess.rules.page1", Cards: princessEntries},
	{Title: "rebelprincess.rules.page2", Cards: roundEntries},
}

func princessEntries() []table.CardEntry {
	var out []table.CardEntry
	for p, pr := range rp.Princesses {
		head := words.PrincessName(p) + "  ·  " + editions(pr.Classic, pr.Deluxe)
		if p == rp.Carmesina {
			head += " " + i18n.T("rebelprincess.rules.promo")
		}
		out = append(out, table.CardEntry{Face: Face(princessFace(p)), Head: head, Text: i18n.T("rebelprincess.rules.princess." + pr.Slug)})
	}
	return out
}

func roundEntries() []table.CardEntry {
	var out []table.CardEntry
	for _, rc := range rp.RoundCards {
		head := words.RoundName(rc.ID)
		var eds []string
		if _, ok := rc.PassFor(rp.Classic); ok {
			eds = append(eds, i18n.T("rebelprincess.variant.classic")+" "+passSignWords(rp.Classic, rc.ID))
		}
		if _, ok := rc.PassFor(rp.Deluxe); ok {
			eds = append(eds, i18n.T("rebelprincess.variant.deluxe")+" "+passSignWords(rp.Deluxe, rc.ID))
		}
		head += "  ·  " + joinDot(eds)
		if rc.Final {
			head += "  ·  " + i18n.T("rebelprincess.rules.final")
		}
		out = append(out, table.CardEntry{Face: Face(roundFace(rc.ID)), Head: head, Text: i18n.T("rebelprincess.rules.round." + rc.Slug)})
	}
	return out
}

func joinDot(s []string) string {
	out := ""
	for i, x := range s {
		if i > 0 {
			out += ", "
		}
		out += x
	}
	return out
}

func editions(classic, deluxe bool) string {
	switch {
	case classic && deluxe:
		return i18n.T("rebelprincess.rules.both")
	case classic:
		return i18n.T("rebelprincess.variant.classic")
	}
	return i18n.T("rebelprincess.variant.deluxe")
}

// passSignWords is a pass in signs: "3→", "1←", "1← 1→".
func passSignWords(ed rp.Edition, id int) string {
	p, ok := rp.RoundCards[id-1].PassFor(ed)
	if !ok {
		return ""
	}
	switch {
	case p.Right > 0 && p.Left > 0:
		return strconv.Itoa(p.Left) + "← " + strconv.Itoa(p.Right) + "→"
	case p.Right > 0:
		return strconv.Itoa(p.Right) + "→"
	}
	return strconv.Itoa(p.Left) + "←"
}
