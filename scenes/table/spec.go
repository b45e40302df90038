package table

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/game/catalog"
	"parlour/render"
	"parlour/render/layout"
	"parlour/scenes"
	"parlour/scenes/table/flow"
	"parlour/scenes/table/prompt"
	"parlour/scenes/table/ring"
	"parlour/scenes/ui"
)

// Rect is a rectangle in device pixels.
type Rect = layout.Rect

// Spec is what a game's table package registers (one line in
// scenes/tables/tables.go): the game it seats, how to make its side of the
// table, its card faces, its message catalog and its rules reference.
type Spec struct {
	// Name is the game's registered name (game.Definition.Name).
	Name string
	// New makes the game's side of a table.
	New func(t *Table) Game
	// Face is the face of card id (ids are the game's own, ≥ 0).
	Face func(id int) render.CardFace
	// Deck are the face ids of the cards a hand or a trick can show: while
	// the table rests they are drawn ahead of need at the sizes its cards are
	// drawn at, so a move that deals or plays them finds them ready.
	Deck []int
	// Cover names three of the game's cards (Face ids) for its place on
	// the title, left to right; the middle one lies on top.
	Cover [3]int
	// Back is how the game's card backs look.
	Back render.Back
	// Catalog holds the table's message files, <lang>.json in CatalogDir,
	// merged into the shared catalogs at start. Keys begin with Name + ".".
	Catalog    fs.FS
	CatalogDir string
	// Rules are the pages of the game's rules reference.
	Rules []RulesPage
	// Hand is the most cards the person's hand holds at once (0: no hand).
	Hand int
	// Centre, if set, says how well the game's middle at the table cfg
	// fits in centre on table geo (its seats not yet placed), its words
	// measured by m: 1 or more when it fits, less the more cramped. The
	// ring leaves it the room where it can (ring.Spec.Centre).
	Centre func(cfg game.Config, geo ring.Table, centre Rect, m layout.Measure) float64
	// Tracker, if set, is the side panel's tracker heading (a catalog key).
	Tracker string
	// Editors offer, in setup, options whose values the metadata does not
	// list (a custom set of masks, chosen round cards), by option name.
	Editors map[string]OptionEditor
	// pages are Rules and the kit's review page, made once by Register
	// (Pages).
	pages []RulesPage
}

// OptionEditor offers a free-text option in setup: named presets as buttons,
// and, if Edit is set, a "custom" button that opens the table's own editor.
type OptionEditor struct {
	// Presets are shown as buttons: Label is a catalog key; a Value of ""
	// leaves the option out (the game's default).
	Presets []Preset
	// Edit opens the table's editor for the option (current is its value
	// now, cfg the table chosen so far). The editor calls done with the new
	// value, or with ok false to leave it as it was; setup returns itself.
	Edit func(a *scenes.App, current string, cfg game.Config, done func(value string, ok bool)) scenes.Scene
	// Check says, in the person's language, why a value cannot be used for
	// cfg's table ("" when it can). Setup asks before starting and when a
	// remembered value is offered again.
	Check func(value string, cfg game.Config) string
}

// Preset is one ready value of a free-text option.
type Preset struct {
	Label string
	Value string
}

// RulesPage is one page of a game's rules reference: a tab title (a key)
// and one of: sections of text (keys; each section's heading is
// key+".title"); a list of cards, which the kit draws (CardList) and the
// accessible page reads card by card; or a page the game draws itself,
// with Words for the accessible page.
type RulesPage struct {
	Title    string
	Sections []string
	Cards    func() []CardEntry
	Draw     func(f *ui.Frame, dst *ebiten.Image, body Rect)
	Words    func() []string
}

var (
	regMu sync.RWMutex
	specs []Spec
)

// Register makes tables known, in the order the title offers them, and
// merges their catalogs. It is called once at start, from cmd/parlour, with
// a table for every game of the catalog (package games' list) in its order:
// a game without a table, or a table without its rules reference or cards,
// stops the client at once rather than leaving a hole on the title.
func Register(list ...Spec) {
	regMu.Lock()
	defer regMu.Unlock()
	if err := checkSpecs(list, catalog.Games()); err != nil {
		panic("table: " + err.Error())
	}
	for _, s := range list {
		if s.Catalog != nil {
			i18n.Add(s.Catalog, s.CatalogDir)
		}
		s.pages = withReviewPage(s)
		specs = append(specs, s)
	}
}

// checkSpecs reports tables that do not match the games one for one, in
// order, or that lack what every table has.
func checkSpecs(list []Spec, games []string) error {
	names := make([]string, len(list))
	for i, s := range list {
		names[i] = s.Name
		switch {
		case s.New == nil || s.Face == nil:
			return fmt.Errorf("%s: a table needs New and Face", s.Name)
		case len(s.Deck) == 0:
			return fmt.Errorf("%s: no cards (Spec.Deck)", s.Name)
		case s.Catalog == nil:
			return fmt.Errorf("%s: no message catalog (Spec.Catalog)", s.Name)
		case len(s.Rules) == 0:
			return fmt.Errorf("%s: no rules reference (Spec.Rules)", s.Name)
		}
	}
	if !slices.Equal(names, games) {
		return fmt.Errorf("the tables (%s) are not the games (%s) in their order: each game in game/games has one line in scenes/tables/tables.go",
			strings.Join(names, ", "), strings.Join(games, ", "))
	}
	return nil
}

// Specs lists the registered tables.
func Specs() []Spec {
	regMu.RLock()
	defer regMu.RUnlock()
	return append([]Spec(nil), specs...)
}

// Lookup finds a game's table.
func Lookup(name string) (Spec, bool) {
	for _, s := range Specs() {
		if s.Name == name {
			return s, true
		}
	}
	return Spec{}, false
}

// Game is a game's side of the table. The kit runs the session, plays the
// events out in order, draws the frame of the table and handles every
// input; the game says what its events mean and draws what is its own.
type Game interface {
	// Sync makes the table's view what the observation shows. The kit calls
	// it when the table opens and whenever every event has played, so the
	// view is exact at rest; between, Play moves it event by event.
	Sync(obs game.Observation)
	// Describe puts an event in the person's words as it arrives (before it
	// plays): the log's line, the caption, and a summary at a round's or the
	// game's end. It must not depend on the view (which lags behind).
	Describe(e game.Event) flow.Line
	// Play advances the view by one event and maps it onto motion.
	Play(e game.Event, m *Motion)
	// Prompt is the person's decision now. The kit asks only when the
	// person owes a decision and every event has played.
	Prompt() Prompt
	// Pick takes the person's pick of a target the prompt offered; it
	// returns an action when the decision is complete.
	Pick(t Target) (game.Action, bool)
	// Back steps the decision back (Esc, the prompt's back button).
	Back()
	// Status is the top bar's text ("Round 2 · Deck 7 · 4 tokens win").
	Status() string
	// Seat says how a seat looks: out, and a short note (protected…).
	Seat(seat int) SeatLook
	// DrawSeat draws a seat panel's own contents (counts, cards); the kit
	// has drawn the panel, the name and the status line.
	DrawSeat(dst *ebiten.Image, seat int, p ring.Panel)
	// DrawCentre draws the middle of the table.
	DrawCentre(dst *ebiten.Image, r Rect)
	// Hand is the person's hand as the view has it (face ids).
	Hand() []int
	// DrawTracker draws the side panel's tracker in r and returns the
	// height it used (0 for none).
	DrawTracker(dst *ebiten.Image, r Rect) float64
	// Snapshot is the game's part of parlourState().table.view, for tests.
	Snapshot() any
}

// Revealer is a Game some of whose events show the person something new
// that only they (and perhaps the seat they concern) may see, such as the
// card a Priest looked at. At a pass-and-play table, after such an event the
// cover waits for the person to say they are done, rather than coming down
// once the table is at rest. A secret that only repeats the person's own
// decision (their secret vote) is not one.
type Revealer interface {
	Reveals(e game.Event) bool
}

// GuideEnder is a Game whose guided first game ends at an event of its own.
// The kit ends a guide at the first round's summary; a game with no summary
// before its last (Mascarade, Three Parts) says where its first round is
// over. The kit asks as each event arrives, after Describe, while the guide
// is on, and turns it off when the answer is yes (so the table is saved so);
// Describe may say so in that event's caption (Guided tells it the guide is
// still on). A table never turns the guide off itself.
type GuideEnder interface {
	GuideEnds(e game.Event) bool
}

// SeatLook is how a seat panel looks.
type SeatLook struct {
	Out  bool   // out of the round: the panel dims
	Note string // a short state ("Protected"), shown when no decision is awaited
	// Short, if set, is Note in fewer words ("Out"), shown where Note has
	// no room at a readable size (a panel a third of a 240-pixel embed).
	Short string
	Tone  Tone
}

// Tone colours a note, a glow or a button.
type Tone uint8

const (
	Plain   Tone = iota
	Good         // ready, a win
	Bad          // out, a hit
	Info         // protection, a look
	Winning      // a token or a round won
)

// The decision's shapes are package prompt's (pure, so that each game's
// decision logic is tested natively); the kit and the tables name them here.
type (
	Zone   = prompt.Zone
	Target = prompt.Target
	Mark   = prompt.Mark
	Choice = prompt.Choice
	Spot   = prompt.Spot
	Prompt = prompt.Prompt
)

const (
	ZoneHand    = prompt.ZoneHand
	ZoneSeat    = prompt.ZoneSeat
	ZoneSpot    = prompt.ZoneSpot
	ZoneChoice  = prompt.ZoneChoice
	ZoneConfirm = prompt.ZoneConfirm
)

// FaceIDs lists the ids below n that valid accepts: a Spec's Deck.
func FaceIDs(n int, valid func(id int) bool) []int {
	var ids []int
	for id := range n {
		if valid(id) {
			ids = append(ids, id)
		}
	}
	return ids
}
