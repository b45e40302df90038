// Package prompt is the shape of the person's decision at a table: what
// to do, and what can be picked (the hand's cards, the seats, places on the
// table, choices, a confirm and a back button), each marked usable or not
// and why. The table kit (scenes/table) draws it, moves the keyboard's
// focus among it, says it on the accessible page and hands the picks back
// to the game; each game makes it from its view. It needs no Ebitengine,
// so that each game's decision logic is tested natively.
package prompt

import "parlour/render/layout"

// Rect is a rectangle in device pixels.
type Rect = layout.Rect

// Zone is a kind of target the person can pick.
type Zone uint8

const (
	ZoneHand    Zone = iota + 1 // a card of the person's hand
	ZoneSeat                    // a seat (by seat number)
	ZoneSpot                    // a place on the table the game drew
	ZoneChoice                  // a choice of the prompt (a card to name, an answer)
	ZoneConfirm                 // the confirm button
)

// Target is one thing picked.
type Target struct {
	Zone  Zone
	Index int
}

// Mark is how a pickable thing shows: On can be picked, Selected is part of
// the decision so far, Note says why it cannot be picked (shown when it is
// tapped) or marks it ("none left").
type Mark struct {
	On       bool   `json:"on"`
	Selected bool   `json:"selected,omitempty"`
	Note     string `json:"note,omitempty"`
}

// Choice is one option of a prompt: a card face (Face ≥ 0) or a label.
type Choice struct {
	Label string `json:"label"`
	Face  int    `json:"face"`
	Mark
}

// Spot is a place on the table the game draws and the kit makes pickable
// (a divider in a row of cards, a centre mask).
type Spot struct {
	Rect  Rect
	Label string
	// Words are what the accessible page says of it ("the white part: 8 2
	// 3"); Label when empty.
	Words string
	Mark
}

// Prompt is the person's decision as it stands: what to do, and what can be
// picked. The kit draws the prompt bar, marks the hand and the seats, shows
// the choices (large in a picker over the centre, or as buttons), moves the
// keyboard's focus among them and calls Pick.
type Prompt struct {
	Text    string
	Hand    []Mark // one per hand card; nil when the hand is not picked from
	Seats   []Mark // one per seat; nil when no seat is picked
	Spots   []Spot
	Choices []Choice
	// Picker shows the choices large over the centre.
	Picker bool
	// Confirm labels a confirm button (ZoneConfirm); Danger draws it as a
	// move that costs the person, after a warning in Text.
	Confirm string
	Danger  bool
	// Back labels a button that steps back (as Esc does); "" for none.
	Back string
	// Toggle says a hand pick only marks the card (a pass's cards): one tap
	// picks it, even in an overlapping fan, where a first tap otherwise only
	// raises the card (a mouse needed two clicks and the prompt said "0").
	Toggle bool
	// Naming, when set, is the message key that names a pick of this step
	// in a sentence, its {0} the words of what was picked: "keep the {0}"
	// where a card tapped is the card a Chancellor keeps, not one played.
	// The review's captions read "keep the Priest → the Guard under first"
	// rather than two bare card names.
	Naming string
}

// Offered lists what p lets the person pick, in the order the kit tries
// them (the hint's search) and a test walks them: the usable hand cards,
// seats, spots and choices, then the confirm button.
func (p Prompt) Offered() []Target {
	var out []Target
	for i, m := range p.Hand {
		if m.On {
			out = append(out, Target{Zone: ZoneHand, Index: i})
		}
	}
	for i, m := range p.Seats {
		if m.On {
			out = append(out, Target{Zone: ZoneSeat, Index: i})
		}
	}
	for i, s := range p.Spots {
		if s.On {
			out = append(out, Target{Zone: ZoneSpot, Index: i})
		}
	}
	for i, c := range p.Choices {
		if c.On {
			out = append(out, Target{Zone: ZoneChoice, Index: i})
		}
	}
	if p.Confirm != "" {
		out = append(out, Target{Zone: ZoneConfirm, Index: 0})
	}
	return out
}
