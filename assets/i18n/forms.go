package i18n

// Form is how a message must be worded for the seat it is about, in a
// language whose words change with it: Ukrainian, Russian and Polish give a
// past tense or a pronoun the seat's gender ("вибув" for Basil, "вибула"
// for Ada), and Ukrainian and Russian address the person with the plural
// ("Ви вибули"). English needs none of it.
//
// A catalog gives a message's forms as further keys, "key@f", "key@m" and
// "key@you" (a counted one as "key@f#few"); the key itself is the neutral
// wording, used for a seat whose gender is unknown (a name a person typed)
// and wherever a language gives no form. TestFormsAreCompleteWhereGiven
// checks every catalog: a language that tells the genders apart for a
// message gives both.
type Form string

const (
	// Neutral is for a seat whose gender the game cannot know.
	Neutral Form = ""
	// Masculine and Feminine are for the default names, whose gender is
	// known (scenes/profile.NameForm).
	Masculine Form = "m"
	Feminine  Form = "f"
	// Addressed is for the person themselves, spoken to.
	Addressed Form = "you"
)

// FormKey is the key T or N would use for a message about a seat of form f:
// key@f where the current language (or English) gives it, else key.
func FormKey(key string, f Form) string {
	if f == Neutral {
		return key
	}
	k := key + "@" + string(f)
	for _, c := range []string{"", "#other", "#many", "#one"} {
		if lookup(k + c) {
			return k
		}
	}
	return key
}

// G is T for a message about a seat of form f.
func G(key string, f Form, args ...any) string { return T(FormKey(key, f), args...) }

// NG is N for a message about a seat of form f.
func NG(key string, f Form, n int, args ...any) string { return N(FormKey(key, f), n, args...) }
