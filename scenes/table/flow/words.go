package flow

import (
	"parlour/assets/i18n"
	"parlour/scenes/profile"
)

// WordsKey is the catalog key a log line uses, seen by viewer: key+"_you"
// when the viewer is the actor, key+"_on_you" when the target, key+"_self"
// (or "_self_you") when a seat acts on itself, each only where the catalog
// has it; key otherwise. The kit's Words and the native tests of each
// table's words share it.
func WordsKey(key string, actor, target, viewer int) string {
	has := func(k string) bool { return i18n.Has(k) || i18n.Has(k+"#other") }
	switch {
	case viewer < 0:
	case actor == target && actor >= 0 && has(key+"_self"):
		if actor == viewer && has(key+"_self_you") {
			return key + "_self_you"
		}
		return key + "_self"
	case actor == viewer && has(key+"_you"):
		return key + "_you"
	case target == viewer && has(key+"_on_you"):
		return key + "_on_you"
	}
	return key
}

// SeatForm is the form of the messages about a seat named name (i18n.Form):
// the person spoken to when the table names them by the word for "you",
// else the name's own (a default name's gender; a typed name's is unknown).
func SeatForm(name string) i18n.Form {
	if name == i18n.T("you") {
		return i18n.Addressed
	}
	return profile.NameForm(name)
}

// Teller is what a table's words (each game's pure package words) need of
// the kit: a message in the person's own words (the kit's Table.Words: {0}
// the actor's name, {1} the target's, the _you, _on_you and _self variants
// chosen by WordsKey) and a seat's name. The kit's Table is one; the words
// tests record what they are asked through another (flow/flowtest).
type Teller interface {
	Words(key string, actor, target int, args ...any) string
	WordsN(key string, n, actor, target int, args ...any) string
	SeatName(seat int) string
	// SeatForm is the form of a message about the seat (SeatForm above);
	// Words and WordsN word their actor by it.
	SeatForm(seat int) i18n.Form
}
