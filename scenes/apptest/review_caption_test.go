package apptest

import (
	"regexp"
	"strings"
	"testing"
)

// atMark reads a mark's caption: the words of the choice made and of the
// better one.
var atMark = regexp.MustCompile(`you chose (.*) \(\d+% [^)]*\); (.*) gave \d+%`)

// A mark's caption tells the choice made from the better one in the
// prompt's words: a Rebel Princess card by its suit and value (the suits
// are many cards each: "you chose Fairy; Fairy gave" said nothing), a part
// of Three Parts tapped twice to take it named once ("Black: 10 9 →
// Black: 10 9"), a button that opens more choices without its dots
// ("Announce… → Empress"); and where the prompt's words are alike, the
// game's notation tells the two apart; a Chancellor's cards by what
// became of them ("keep the Prince → the Handmaid under first", where two
// bare names read as cards played). Pinned games whose marks read so
// before: Rebel Princess seed 4 (move 23: "you chose Fairy; Fairy gave"),
// Three Parts seed 1, Mascarade seed 1, Love Letter seed 5 (move 11: "you
// chose Handmaid → Prince; Prince → Handmaid gave").
func TestAMarksCaptionTellsTheChoiceMadeFromTheBetterOne(t *testing.T) {
	keeping := 0
	suit := regexp.MustCompile(`\b(Prince|Queen|Pet|Fairy)\b( \d+)?`)
	for _, g := range []struct {
		query string
		seed  uint64
	}{
		{"?game=rebelprincess&players=4&seed=4&speed=instant", 4},
		{"?game=threeparts&players=3&seed=1&speed=instant", 1},
		{"?game=mascarade&players=4&seed=1&speed=instant", 1},
		{"?game=loveletter&players=2&seed=5&speed=instant", 5},
	} {
		d := ReviewedReplay(t, g.query, 1280, 720, g.seed)
		marks := d.Table().Replay.Review.Marks
		if len(marks) == 0 {
			t.Fatalf("%s: no mark", g.query)
		}
		d.Press(false, "Home")
		for range marks {
			d.Press(false, "BracketRight")
			tb := d.Table()
			m := atMark.FindStringSubmatch(tb.Caption)
			if m == nil {
				t.Errorf("%s move %d: the caption says %q", g.query, tb.Replay.At, tb.Caption)
				continue
			}
			if m[1] == m[2] {
				t.Errorf("%s move %d: the choice made and the better one read alike: %q", g.query, tb.Replay.At, tb.Caption)
			}
			if Decode[struct {
				Phase string `json:"phase"`
			}](t, tb.View).Phase == "keep" {
				keeping++
				for _, words := range m[1:] {
					if !strings.HasPrefix(words, "keep the ") {
						t.Errorf("%s move %d: a Chancellor's choice reads %q", g.query, tb.Replay.At, words)
					}
				}
			}
			for _, words := range m[1:] {
				parts := strings.Split(words, " → ")
				for k := 1; k < len(parts); k++ {
					if parts[k] == parts[k-1] && strings.Contains(g.query, "threeparts") {
						t.Errorf("%s move %d: %q names a pick twice", g.query, tb.Replay.At, words)
					}
				}
				if strings.Contains(words, "…") {
					t.Errorf("%s move %d: %q keeps a button's dots", g.query, tb.Replay.At, words)
				}
				if strings.Contains(g.query, "rebelprincess") {
					for _, c := range suit.FindAllStringSubmatch(words, -1) {
						if c[2] == "" {
							t.Errorf("%s move %d: %q names a card by its suit alone", g.query, tb.Replay.At, words)
						}
					}
				}
			}
		}
	}
	if keeping == 0 {
		t.Error("no pinned game has a Chancellor's choice marked")
	}
}
