// Package rest decides when a frame need not be drawn again. A table waiting
// for the person is most of a game's time, and it looks the same from one
// frame to the next; drawing it sixty times a second spends a phone's battery
// and, in a software-rendered browser, a whole 100-ms frame each time (Rebel
// Princess at 1280×720). The app keeps the screen between frames (Ebitengine's
// SetScreenClearedEveryFrame(false)) and skips drawing a frame that would look
// exactly like the last one drawn.
package rest

// Frame is what decides whether a frame looks like the last one drawn.
type Frame struct {
	Update int     // the app's update count when the frame is drawn
	Scene  any     // the scene on screen (compared by identity)
	W, H   float64 // the canvas
	// Look is the scene's key of what it shows: it changes whenever the
	// scene changed other than through input (a move, an event played).
	Look uint64
	// Still says nothing moves in the scene (no motion, no bot owing a
	// move, no pulse but what Look counts).
	Still bool
	// Notice says a notice is on screen (it fades with time).
	Notice bool
	// Words changes when the words do (i18n.Generation): a language's
	// catalog arrived, or the host switched the language, with no input.
	Words int
}

// Heartbeat is how many updates a still frame may go undrawn: anything the
// keys miss is stale for half a second at most.
const Heartbeat = 30

// Settle is how many updates after an input frames are drawn whatever
// Look says: a tap's effect may show an update after the tap.
const Settle = 2

// Keeper remembers the last frame drawn and the last input.
type Keeper struct {
	drawn   Frame
	has     bool
	inputAt int
	// Skipped counts the frames not drawn.
	Skipped int
}

// Input notes input (a tap, a key, the pointer moving or held) in update n.
func (k *Keeper) Input(n int) { k.inputAt = n }

// Skip reports whether frame f may be left undrawn, the screen keeping the
// last frame drawn; when it may not, f is recorded as drawn. A frame is
// skipped only when both it and the last one drawn were still, with the same
// scene, size, look and words, no notice, no input since a little before the last
// drawing, and within the heartbeat.
func (k *Keeper) Skip(f Frame) bool {
	d := k.drawn
	if k.has && f.Still && d.Still && !f.Notice && !d.Notice && f.Scene == d.Scene &&
		f.W == d.W && f.H == d.H && f.Look == d.Look && f.Words == d.Words &&
		k.inputAt+Settle <= d.Update && f.Update-d.Update < Heartbeat {
		k.Skipped++
		return true
	}
	k.drawn, k.has = f, true
	return false
}
