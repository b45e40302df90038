// Package keymap is Parlour's one keymap: every keyboard action is named once
// here and bound to its keys in one table (Bindings), and each screen that
// reads the keyboard says which actions it reads (Places). The screens ask
// the input for an action (ui.Input.Did), never for a key, so a key is
// rebound in one line and a test (keymap_test.go) proves that no screen
// reads one key as two actions. It knows keys by Ebitengine's names
// (ebiten.Key.String), so that it needs no Ebitengine and is tested natively.
package keymap

// Action is something the person asks for with the keyboard.
type Action uint8

const (
	None Action = iota
	// Next and Previous move the focus to the next or previous control or
	// group (Tab, Shift+Tab).
	Next
	Previous
	// Left, Right, Up and Down move within a group, a list or a row.
	Left
	Right
	Up
	Down
	// Confirm takes the focused control (Enter, keypad Enter, Space).
	Confirm
	// Back steps back: closes a panel, leaves a screen (Escape).
	Back
	PageUp
	PageDown
	Home
	End
	// At the table.
	Menu
	Rules
	Log
	Undo
	Hint
	SkipGuide
	FaceUp // replay: every card face up
	// NextMark and PreviousMark go to the review's next or previous marked
	// decision in a replay, as a tap on its mark does (issue 41).
	NextMark
	PreviousMark
	// Say again, for a person who cannot see the table (issue 31): whose
	// turn it is, each player's scores and state, the person's cards, what
	// lies on the table, the last moves.
	SayTurn
	SayScores
	SayHand
	SayTable
	SayMoves
	// Forward steps on: a replay's next move, a list's next page (Space).
	Forward
	// On the title.
	Continue
	SavedGames
	Settings
	RulesBook
	Statistics
	DailyDeal
	// In the table's menu.
	Save
	count
)

var names = [count]string{"", "next", "previous", "left", "right", "up", "down", "confirm", "back",
	"page up", "page down", "home", "end", "menu", "rules", "log", "undo", "hint", "skip guide", "face up",
	"next mark", "previous mark",
	"say turn", "say scores", "say hand", "say table", "say moves", "forward",
	"continue", "saved games", "settings", "rules book", "statistics", "daily deal", "save"}

func (a Action) String() string {
	if a < count {
		return names[a]
	}
	return "action?"
}

// Key is a key by Ebitengine's name for it ("Tab", "ArrowDown", "M").
type Key struct {
	Name  string
	Shift bool // only with Shift held; without it, only without Shift
	// AnyShift binds the key with or without Shift.
	AnyShift bool
}

// Binding binds one action to its keys.
type Binding struct {
	Action Action
	Keys   []Key
}

func k(name string) Key       { return Key{Name: name, AnyShift: true} }
func plain(name string) Key   { return Key{Name: name} }
func shifted(name string) Key { return Key{Name: name, Shift: true} }
func keys(ks ...Key) []Key    { return ks }

// Bindings are every action's keys: the one table.
var Bindings = []Binding{
	{Next, keys(plain("Tab"))},
	{Previous, keys(shifted("Tab"))},
	{Left, keys(k("ArrowLeft"))},
	{Right, keys(k("ArrowRight"))},
	{Up, keys(k("ArrowUp"))},
	{Down, keys(k("ArrowDown"))},
	{Confirm, keys(k("Enter"), k("NumpadEnter"), k("Space"))},
	{Back, keys(k("Escape"))},
	{PageUp, keys(k("PageUp"))},
	{PageDown, keys(k("PageDown"))},
	{Home, keys(k("Home"))},
	{End, keys(k("End"))},
	{Menu, keys(k("M"))},
	{Rules, keys(k("Slash"), k("F1"))},
	{Log, keys(k("L"))},
	{Undo, keys(k("U"))},
	{Hint, keys(k("H"))},
	{SkipGuide, keys(k("G"))},
	{FaceUp, keys(k("F"))},
	// ] and [ as in many players' "next/previous chapter"; N and P for a
	// keyboard where brackets need a modifier. Keys are physical (the
	// browser's KeyboardEvent.code), so they lie in the same place in every
	// language's layout.
	{NextMark, keys(k("BracketRight"), k("N"))},
	{PreviousMark, keys(k("BracketLeft"), k("P"))},
	{SayTurn, keys(k("W"))},
	{SayScores, keys(k("S"))},
	{SayHand, keys(k("C"))},
	{SayTable, keys(k("T"))},
	{SayMoves, keys(k("R"))},
	{Forward, keys(k("Space"))},
	{Continue, keys(k("C"))},
	{SavedGames, keys(k("G"))},
	{Settings, keys(k("S"))},
	{RulesBook, keys(k("R"))},
	{Statistics, keys(k("T"))},
	{DailyDeal, keys(k("D"))},
	{Save, keys(k("S"))},
}

var byAction = func() (out [count][]Key) {
	for _, b := range Bindings {
		out[b.Action] = append(out[b.Action], b.Keys...)
	}
	return out
}()

// Matches reports whether a key pressed (by name) with Shift held or not
// asks for action a.
func Matches(a Action, name string, shift bool) bool {
	if a >= count {
		return false
	}
	for _, key := range byAction[a] {
		if key.Name == name && (key.AnyShift || key.Shift == shift) {
			return true
		}
	}
	return false
}

// Keys are the keys bound to a.
func Keys(a Action) []Key {
	if a >= count {
		return nil
	}
	return byAction[a]
}

// Places are the screens (or panels) that read the keyboard, each with the
// actions it reads at once: within one place no key may ask for two
// actions (keymap_test.go), while the same key may mean different things
// in different places (G skips the guide at the table and opens the saved
// games on the title). Digits (Digit) pick by number in every place.
var Places = map[string][]Action{
	"title":  {Next, Previous, Left, Right, Up, Down, Confirm, Continue, SavedGames, Settings, RulesBook, Statistics},
	"setup":  {Next, Previous, Left, Right, Up, Down, Confirm, Back, DailyDeal},
	"menus":  {Next, Previous, Left, Right, Up, Down, Confirm, Back, PageUp, PageDown},
	"editor": {Next, Previous, Left, Right, Up, Down, Confirm, Back},
	"table": {Next, Previous, Left, Right, Up, Down, Confirm, Back, PageUp, PageDown, Menu, Rules, Log, Undo, Hint, SkipGuide,
		SayTurn, SayScores, SayHand, SayTable, SayMoves},
	"table menu": {Next, Previous, Up, Down, Confirm, Back, Menu, Save, Rules},
	"replay":     {Home, End, Left, Right, Forward, FaceUp, NextMark, PreviousMark, Back, Menu, Rules, Log, SayTurn, SayScores, SayHand, SayTable, SayMoves},
	"card list":  {Up, Down, PageUp, PageDown, Home, Forward},
	"lost game":  {Next, Previous, Up, Down, Back, Confirm},
}

// Digit is the digit 1–9 a key is (top row or keypad), or 0: a pick by
// number ("1–9 pick"), read as a number rather than nine actions.
func Digit(name string) int {
	for _, prefix := range []string{"Digit", "Numpad"} {
		if len(name) == len(prefix)+1 && name[:len(prefix)] == prefix && name[len(prefix)] >= '1' && name[len(prefix)] <= '9' {
			return int(name[len(prefix)] - '0')
		}
	}
	return 0
}
