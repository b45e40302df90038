package words

import (
	"strings"
	"testing"

	"parlour/assets/i18n"
	ll "parlour/game/loveletter"
	"parlour/scenes/table/flow/flowtest"
)

// Issue 38 §14: Ukrainian and Russian once said "вибув"/"выбыл" of every
// seat out of the round, Ada and the person ("Ви") too, and "у нього" of
// every winner. Each seat is now worded by its form: a default name's
// gender, the plural the person is addressed with, and a neutral wording
// for a name whose gender nobody knows (flowtest's Cyrus and Farid).
func TestASeatsWordsAgreeWithTheSeat(t *testing.T) {
	want := map[string]map[string]string{ // language -> seat -> its "out" in a round's summary
		"uk": {"Ada": "вибула", "Basil": "вибув", "Cyrus": "поза раундом", "you": "вибули"},
		"ru": {"Ada": "выбыла", "Basil": "выбыл", "Cyrus": "вне раунда", "you": "выбыли"},
		"pl": {"Ada": "odpadła", "Basil": "odpadł", "Cyrus": "poza rundą", "you": "poza rundą"},
	}
	pronoun := map[string]map[string]string{ // language -> seat -> the pronoun a round won gives it
		"uk": {"Ada": "у неї", "Basil": "у нього", "Cyrus": "у гравця"},
		"ru": {"Ada": "у неё", "Basil": "у него", "Cyrus": "у игрока"},
	}
	defer i18n.SetLanguage("en")
	for lang, byName := range want {
		if err := i18n.SetLanguage(lang); err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for seed := uint64(1); seed <= 40; seed++ {
			steps := playGame(t, ll.Edition2019, 4, seed)
			d := New()
			tl := &flowtest.Teller{Viewer: 3, N: 4, You: true}
			for _, st := range steps {
				for _, e := range st.Events {
					line := d.Describe(tl, 3, st.After, e.Redact(3))
					if line.Summary != nil {
						for _, s := range line.Summary.Standings {
							name := s.Name
							if s.Seat == 3 {
								name = "you"
							}
							if w, ok := byName[name]; ok && s.Note != "" && isOut(s.Note, byName) {
								seen[name] = true
								if s.Note != w {
									t.Errorf("%s, seed %d: %s is out as %q, want %q", lang, seed, name, s.Note, w)
								}
							}
						}
					}
					if e.Type == ll.EvRoundWin && e.Seat != 3 {
						checkPronoun(t, lang, seed, tl.SeatName(e.Seat), line.Text, pronoun[lang])
					}
				}
			}
		}
		for name := range byName {
			if !seen[name] {
				t.Errorf("%s: no game put %s out of a round in 40 seeds", lang, name)
			}
		}
	}
}

// isOut reports whether a summary note is one of the "out" words (a note
// may also be the card a seat showed).
func isOut(note string, byName map[string]string) bool {
	for _, w := range byName {
		if note == w {
			return true
		}
	}
	return strings.Contains(note, "ибув") || strings.Contains(note, "ыбыл") || strings.Contains(note, "odpad")
}

func checkPronoun(t *testing.T, lang string, seed uint64, name, line string, byName map[string]string) {
	t.Helper()
	if w, ok := byName[name]; ok && !strings.Contains(line, w) {
		t.Errorf("%s, seed %d: %q does not say %q of %s", lang, seed, line, w, name)
	}
}
