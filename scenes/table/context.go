package table

import (
	"image/color"
	"slices"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/tween"
	"parlour/scenes/session"
	"parlour/scenes/table/flow"
	"parlour/scenes/table/ring"
)

// What a game's table may ask of the kit. A table holds the *Table its
// Spec.New was given, whose fields are the kit's own (unexported): the app,
// the session and the game's side are out of its reach, so the compiler
// proves that a table never reads the app or the session and never writes
// either. These methods are all it gets (with the motion of motion.go and
// the drawing helpers DrawToken and StatusShown of draw.go); each says why a
// table needs it. What they read is the engine's, the kit's geometry, the
// kit's input as read this update, or the kit's state of the decision: no
// clock, no frame count but Pointer's, which tells one update's input from
// the next.

// Obs is the person's observation now (the engine's, not the view's): Sync
// is given it, and Prompt and Pick read the decision from it.
func (t *Table) Obs() game.Observation {
	if t.view.obs == nil {
		t.view.obs = t.s.Observation()
	}
	return t.view.obs
}

// Human is the person's seat (0 at a table of bots alone): the ring is laid
// out round it, and a table draws its own hand and marks there.
func (t *Table) Human() int { return max(t.s.Human, 0) }

// Viewer is the seat whose words Describe writes, -1 at a table of bots
// alone: at a pass-and-play table the kit describes each event for each
// person in turn, so Describe asks rather than keeping a seat of its own.
func (t *Table) Viewer() int { return t.s.Human }

// Players is the number of seats.
func (t *Table) Players() int { return len(t.s.Seats) }

// Engine is the game as it stands, ahead of the view. Describe reads from it
// what an event leaves to be told (the result at the game's end, the trick
// a card took), and an open replay's table the cards lying face down, which
// that replay shows face up (OpenReplay). Everything else a table draws
// comes from its view: the engine holds what the person may not see. A
// table never applies an action to it: the kit does, from Pick's. Under
// check=hidden it is a world the person cannot tell from the real one
// (hidden.go): nothing a table reads of it may show on the page.
func (t *Table) Engine() game.Game {
	if t.checks.hidden != nil && t.replay == nil {
		return t.sampled()
	}
	if t.book.telling != nil {
		return t.book.telling // the story told again: the game as it was then
	}
	return t.s.Game
}

// Owes reports whether the person owes a decision now: a table marks what
// the decision offers (a focus ring on its spots) only then.
func (t *Table) Owes() bool { return t.s.HumanToMove() }

// Option is an option of the game's setup as chosen, "" when the game's
// default holds: a table tells what the setup fixed (Rebel Princess'
// chosen round cards are known from the start).
func (t *Table) Option(name string) string { return t.s.Config.Options[name] }

// Guided reports whether the person's first game is being guided: a table
// whose guide ends at an event of its own (GuideEnder) says so in that
// event's caption. The kit alone turns the guide on and off.
func (t *Table) Guided() bool { return t.s.Guide }

// Prompted reports whether the kit shows the person's prompt now (it asked
// Prompt in this update): the spots a table draws look pickable only then,
// as the kit's own targets do. Prompt itself must not note it (it is asked
// again and again by the hint's search).
func (t *Table) Prompted() bool { return t.dec.hasPrompt }

// Searching reports whether the kit is trying the prompt's targets for the
// hint's ring (findHint): a Pick then is no person's, so a switch a Pick
// flips (Mascarade's memory aid) is not kept as the person's setting.
func (t *Table) Searching() bool { return t.dec.searching }

// KeyFocus is the keyboard's focus as the kit names it ("seat-2",
// "spot-0"), "" unless the keyboard is in use and the prompt shows: the kit
// rings seats, hand cards and buttons, and a table rings its own spots (and
// shows what a focused mask is) by it.
func (t *Table) KeyFocus() string {
	if !t.app.In.Keyboard || !t.dec.hasPrompt {
		return ""
	}
	return targetName(t.dec.focus)
}

// Pointer is the person's pointer as the kit's input read it this update:
// a table's own gestures (a divider dragged sideways, a look while a finger
// rests, a part under the mouse) read it, never the app's input.
type Pointer struct {
	X, Y    float64 // where it is (the mouse's hover, or the last touch)
	Held    bool    // pressed now: the mouse's button or a finger
	Fingers int     // fingers on the screen now
	Touch   bool    // a finger has touched the screen: its last place is no hover
	// Update counts the app's updates: a table that follows a drag reads
	// the pointer once an update, from whichever of Pick, the drawing or
	// the snapshot comes first, and ignores a drop's tap for a few.
	Update int
}

// Pointer is the pointer now (see the type).
func (t *Table) Pointer() Pointer {
	in := &t.app.In
	return Pointer{X: in.X, Y: in.Y, Held: in.Held, Fingers: in.Fingers, Touch: in.Touch, Update: t.app.Frames}
}

// Button draws a labelled button a table offers in its own part (the
// memory aid's switch), in one of the looks of package ui (Plain,
// Primary, Danger, Off): it looks and answers the mouse as the kit's do.
func (t *Table) Button(dst *ebiten.Image, r Rect, label string, look int) {
	t.app.Button(dst, r, label, look)
}

// FocusRing draws the keyboard's focus ring round r, once the keyboard is
// in use: round a spot the table draws (KeyFocus names it).
func (t *Table) FocusRing(dst *ebiten.Image, r Rect) { t.app.Focus(dst, r) }

// Notify shows a notice for a few seconds: a table whose guide ends at an
// event of its own says so when that event plays.
func (t *Table) Notify(msg string) { t.app.Notify(msg) }

// Stored is a value a table keeps on the device under its own key
// (beginning with its game's name): a setting of the table's own, such as
// Mascarade's memory aid. The kit has no per-game settings.
func (t *Table) Stored(key string) ([]byte, bool) {
	if t.app.Store == nil {
		return nil, false
	}
	return t.app.Store.Load(key)
}

// Store keeps a table's own setting on the device (see Stored).
func (t *Table) Store(key string, b []byte) {
	if t.app.Store != nil {
		t.app.Save(key, b)
	}
}

// SeatName is a seat's name.
func (t *Table) SeatName(seat int) string {
	if seat < 0 || seat >= len(t.s.Seats) {
		return "?"
	}
	st := t.s.Seats[seat]
	if st.Bot == "" && isYou(st.Name) {
		// The person's default name is the word for "you" in the language
		// of the game's start: it follows the language chosen since
		// (issue 29: the seat stayed "Ви" under English).
		return i18n.T("you")
	}
	return st.Name
}

// isYou reports whether name is the word for "you" in one of the languages
// whose catalog is in hand (read again when the words change: a browser
// fetches a language's catalog when it is chosen).
func isYou(name string) bool {
	youMu.Lock()
	defer youMu.Unlock()
	if gen := i18n.Generation(); gen != youGen || youWords == nil {
		youWords, youGen = []string{}, gen
		for _, lang := range i18n.Languages() {
			if w, ok := i18n.Raw(lang, "you"); ok {
				youWords = append(youWords, w)
			}
		}
	}
	return slices.Contains(youWords, name)
}

var (
	youMu    sync.Mutex
	youGen   int
	youWords []string
)

// Words is a message in the person's own words: {0} is the actor's name and
// {1} the target's, then args from {2}. When the person is the actor the
// message key+"_you" is used if the catalog has it, when they are the
// target key+"_on_you", and key+"_self" when a seat acts on itself; so the
// log says "You play the Prince on yourself", never "You plays … on You".
func (t *Table) Words(key string, actor, target int, args ...any) string {
	return i18n.T(t.formedKey(key, actor, target), append([]any{t.SeatName(actor), t.SeatName(target)}, args...)...)
}

// formedKey is the key of Words: the person's variant (wordsKey) in the
// actor's form.
func (t *Table) formedKey(key string, actor, target int) string {
	return i18n.FormKey(t.wordsKey(key, actor, target), t.SeatForm(actor))
}

// SeatForm is the form of a message about a seat (flow.SeatForm).
func (t *Table) SeatForm(seat int) i18n.Form { return flow.SeatForm(t.SeatName(seat)) }

// WordsN is Words for a message whose wording depends on the count n.
func (t *Table) WordsN(key string, n, actor, target int, args ...any) string {
	return i18n.N(t.formedKey(key, actor, target), n, append([]any{t.SeatName(actor), t.SeatName(target)}, args...)...)
}

// Speed scales every motion (0: instant): a table's own hold (Mascarade's
// masks face up at setup) keeps pace with the kit's motion.
func (t *Table) Speed() float64 { return t.s.Speed.Factor() }

// SpeedChosen reports whether the person chose a speed in Settings. Under
// Auto a large table plays fast, yet a hold the person must remember from
// (Mascarade's masks face up at setup) keeps its normal length.
func (t *Table) SpeedChosen() bool { return session.Speed(t.app.Settings.Speed) != session.Auto }

// Text is the text renderer: a table writes its own words with it.
func (t *Table) Text() *render.Text { return t.app.Text }

// DrawLabel draws a label a table set in its room (ring.Table.Label) in
// colour c, its lines from the room's top, each centred; a line still
// wider than the room (a long name) is cut short.
func (t *Table) DrawLabel(dst *ebiten.Image, l layout.Label, room Rect, c color.Color) {
	tx := t.app.Text
	for i, r := range l.At(room, false, tx.Width) {
		line := l.Lines[i]
		if r.W > room.W+0.5 {
			line = tx.Clip(line, room.W, l.Size, false)
		}
		tx.Draw(dst, line, r.CX(), r.CY(), l.Size, c, render.Center, false)
	}
}

// Geometry is this frame's table geometry: a table computes its places, for
// drawing and motion alike, from it.
func (t *Table) Geometry() ring.Table { return t.geo }

// SeatRect is a seat's panel.
func (t *Table) SeatRect(seat int) Rect { return t.geo.Seats[t.pos(seat)] }

// CSS is r in the page's CSS pixels, as the snapshot gives every place (a
// zoomed box's Scale counts its zoom; the page's pixels do not).
func (t *Table) CSS(r Rect) Rect { return t.css(r) }

// Panel is the inside of a seat's panel.
func (t *Table) Panel(seat int) ring.Panel { return t.geo.Inside(t.SeatRect(seat)) }

// HandCard is where card i of a hand of n sits.
func (t *Table) HandCard(i, n int) Rect {
	f := ring.HandFan(t.geo.Hand, max(n, 1), t.geo.Touch)
	return f.Cards[min(max(i, 0), len(f.Cards)-1)]
}

// Hidden reports whether a place waits for a card still in the air: a
// table's drawing skips it, so a card is never in two places.
func (t *Table) Hidden(p tween.Place) bool { return t.seq.TL.Hidden(p) }

// Counting is the value a count-up shows at a place while it runs.
func (t *Table) Counting(p tween.Place) (float64, bool) { return t.seq.TL.Counting(p) }

// CardAt draws card id in r (a back for id < 0).
func (t *Table) CardAt(dst *ebiten.Image, r Rect, id int, st render.CardState) {
	if id < 0 {
		render.CardBack(dst, r)
		return
	}
	render.Card(dst, t.app.Text, r, t.spec.Face(id), st)
}

// Hinted is the action the hint, or the guided round, suggests while it
// is shown: a table may show what a ring on one target cannot, such as the
// whole of a cut (Three Parts' two dividers).
func (t *Table) Hinted() (game.Action, bool) {
	if t.dec.hint == nil {
		return game.Action{}, false
	}
	return t.dec.hint.action, true
}

// OpenReplay reports whether the table is a replay with every card face
// up, for what a table shows face up outside the hands (a vote lying face
// down): the kit shows the hands itself.
func (t *Table) OpenReplay() bool { return t.replay != nil && t.replay.open }
