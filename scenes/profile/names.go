package profile

import "parlour/assets/i18n"

// DefaultNames are the bots' names, seat 1 onwards, until a person types
// others: women's and men's names in turn, each with its grammatical
// gender, which Ukrainian, Russian and Polish need for a past tense or a
// pronoun about the seat ("Ada вибула", "Basil вибув").
var DefaultNames = []struct {
	Name string
	Form i18n.Form
}{
	{"Ada", i18n.Feminine}, {"Basil", i18n.Masculine}, {"Clara", i18n.Feminine}, {"Dmitri", i18n.Masculine},
	{"Elena", i18n.Feminine}, {"Felix", i18n.Masculine}, {"Greta", i18n.Feminine}, {"Hugo", i18n.Masculine},
	{"Iris", i18n.Feminine}, {"Jonas", i18n.Masculine}, {"Kira", i18n.Feminine}, {"Leon", i18n.Masculine},
	{"Mira", i18n.Feminine}, {"Nils", i18n.Masculine}, {"Olga", i18n.Feminine},
}

// DefaultName is seat i's default name (seat 1 onwards).
func DefaultName(i int) string { return DefaultNames[(i-1)%len(DefaultNames)].Name }

// NameForm is the form of a seat's messages by its name: a default name's
// gender, or Neutral for a name a person typed (the game cannot know it).
func NameForm(name string) i18n.Form {
	for _, n := range DefaultNames {
		if n.Name == name {
			return n.Form
		}
	}
	return i18n.Neutral
}
