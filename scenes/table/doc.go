// Package table is the table kit: everything a game's table shares, so a
// game's table package only says what its game means. Read this first when
// you build a table; scenes/loveletter is the worked example, and every
// name below is in it.
//
// # What the kit does, and what your table does
//
// The kit (Table) runs the session: the person at seat 0, bots at the other
// seats, bots thinking in slices of a frame and waiting while anything
// plays. It receives the events the person may see, plays them out one at a
// time in order (each event's motion, its caption for a beat, then the
// next), shows round and game summaries and waits for the person to close
// them before the next deal, keeps the log in the person's words, saves the
// table after every change (game, log, a summary not yet closed) and records
// the result in the statistics once. It lays out the table for 2 to 16
// seats on any screen (ring: the seat ring, the centre, the prompt bar, the
// hand, the caption strip, the side panel or its drawer), draws the top bar,
// the seat panels' frames, names and status ("thinking…", "choosing…",
// "ready" — from Pending alone, so no choice shows before the engine reveals
// it), the prompt, the hand (an overlapping fan for large hands: a tap
// raises, a second plays), the picker, the side panel (your tracker, the
// log, the key legend) and the summaries. It handles every input: mouse,
// touch and one keyboard model for all tables (focus moves among what the
// prompt offers: ← → within a group, ↑ ↓ Tab between groups, a digit picks
// the n-th, Enter picks, Esc steps back and never leaves the table, L the
// log, ? the rules, M the menu).
//
// Your table implements Game (spec.go), keeps a view of what the table
// shows, and draws what is its own: the contents of a seat panel, the
// centre, the tracker. It reaches the kit only through the methods of
// context.go, each of which says why a table needs it: Table's fields are
// the kit's own, so the compiler proves that a table never reads the app or
// the session, and never writes either (the guide it ends at an event of
// its own is ended by the kit, which asks GuideEnder). It reads input only
// as the kit's Pointer and KeyFocus give it, for gestures of its own (a
// divider dragged, a look while a finger rests); the kit handles every tap
// and key. It times nothing: the one frame count it sees, Pointer's Update,
// tells one update's input from the next (and lets Three Parts ignore the
// tap a drop makes for a few updates). That is also what lets a table at
// rest be kept rather than drawn again (scenes/rest, Table.Look): once
// nothing moves and no bot owes a move, the frame is drawn again only when
// an event, a sync, input or the hint's pulse changes it, so your drawing
// must depend on nothing else (no clock, no frame count); all motion goes
// through Motion, and what your spots look like while the person decides
// follows Prompted, never a note Prompt made.
//
// # Plugging a table in
//
//  1. A package scenes/<game> with a Spec variable: the game's registered
//     name, New (makes your Game for a *Table), Face (card id → render.CardFace:
//     set Deck to your game's name so cached images never mix games), the
//     Spec's Deck (the face ids a hand or trick can show: FaceIDs; drawn ahead
//     of need while the table rests), your catalog (//go:embed i18n/*.json), your rules pages, the most cards a
//     hand holds (for the hand's size; 16 is fine) and the tracker's heading.
//  2. One line in scenes/tables/tables.go: loveletter.Spec, threeparts.Spec, …
//     The title, setup, URL parameters (?game=<name>&players=…&variant=…&
//     bots=…&<option>=<value>), statistics and rules then offer the game from
//     its game.Definition: the player range, variants, options with Values
//     (label keys "<game>.variant.<v>", "<game>.option.<o>" and
//     "<game>.option.<o>.<value>", falling back to the raw names), and the
//     bot levels catalog.NewBot can make (random is never offered).
//  3. Catalog files scenes/<game>/i18n/{en,uk,ru,pl}.json. Every key begins
//     with "<game>."; "<game>.name" and "<game>.blurb" are required (title,
//     setup, statistics). The completeness test in assets/i18n finds your
//     files by themselves and checks every language and plural form against
//     English; a key defined twice anywhere is a build error.
//  4. Rules pages (RulesPage): sections of text by key (each with
//     key+".title"), or a page you draw (Love Letter's card list).
//  5. A test file scenes/<game>/table_test.go that runs the table
//     conformance suite (package tabletest) natively under Xvfb (make
//     unit-screen): TestMain calls screentest.Main, and one test calls
//     tabletest.Run(t, "<game>"). It plays pinned games at every player
//     count and variant, on screens from 320×240 to 1280×720, through the
//     kit's prompt as a person would (package apptest), and holds your
//     table to the kit's contract: the view your Play folds the events into
//     is the view Sync makes of the observation after them, key by key of
//     your Snapshot (a view that shadows the engine wrongly fails here);
//     Prompt is pure; every target offered can be tapped; the page's words
//     and the storage hold nothing the person's observation does not fix
//     (check=hidden, at a pass-and-play table). Keys of your Snapshot that
//     hold the person's half-made decision rather than the view are named
//     by DecisionKeys (Decider): Sync begins the decision anew and the kit
//     makes the person's picks again on it (others may move meanwhile).
//  6. A browser test file wasm/test/<game>.test.js on the shared harness,
//     for what only a browser shows:
//     open, tapTarget, nextMove and playToTheEnd play any table through the
//     kit's prompt; parlourState().table is the kit's Snap (game, prompt,
//     seats, caption, log, summary…) with your Snapshot() in table.view.
//
// # The Game interface, event by event
//
// Sync(obs) sets your view from the observation. The kit calls it when the
// table opens and whenever every event has played, so the view is exact at
// rest; reset the person's half-made decision there too.
//
// Describe(e) runs when an event arrives, before it plays: return its
// flow.Line. Text goes to the log (and is saved at once), Caption to the
// strip (default: Text), and Summary, on a round's or the game's last event,
// to the summary shown when that event's motion is over. Describe may read
// the engine (t.Obs(), t.Engine(): the result, what the event leaves out)
// but never your view, which lags behind; it writes in the words of
// t.Viewer().
// Write lines with t.Words(key, actor, target, args…): {0} is the actor's
// name, {1} the target's, your args from {2}; the key's _you (the person
// acts), _on_you (the person is the target), _self and _self_you variants
// are used when the catalog has them, so the log never says "You plays" or
// "on You". t.WordsN is the same with a plural count. Love Letter captions a
// targeted play ("Ada plays the Guard on you…") and logs its outcome once
// ("Ada plays the Guard on you: Priest? — miss").
//
// Play(e, m) moves your view on by one event and maps it onto the kit's
// motion primitives (motion.go). Keep the view a pure value in a package of
// its own, with no Ebitengine (scenes/loveletter/view is the model):
// FromObservation is Sync's half, Apply(e) each event's change, and its test
// folds random games' events, as each seat is told them, against the
// observation after every action, natively in a second. Play is then
// "before := clone; Apply; paint from before and after": a card leaves
// where it lay before and lands where it lies after. Queue, never wait:
//
//	m.Deal(table.Card(deck, slot, table.Back).Turn(face).Into(table.At("hand", seat, i)))
//	m.Fly(table.Card(from, to, face))     // after what is queued; .Stay(s) .Say(label)
//	m.With(...)                           // together with the last (a trade)
//	m.Flip(at, table.Back, face, place)   // turn a card over where it lies
//	m.Reveal(at, face, label)             // lift face up beside at, hold, put back
//	m.Compare(a, b, faceA, faceB, label)  // two cards face up in the middle
//	m.Fly(table.Token(from, to, table.TokenHeart)) // a token or a coin
//	m.Glow(seat, tone); m.Shake(seat, tone); m.CountUp(place, from, to)
//	m.Sound(effect); m.Pause(seconds)
//
// A card carried with Into(place) leaves that place empty until it lands:
// your drawing skips places for which t.Hidden(place) is true, so a card is
// never in two places. A count drawn from the view (a tracker, a pile's
// size) keeps to the same moment through a Landed value: Set at Sync,
// Then at the end of Play, Get when drawing, so it changes as the cards
// land rather than as they leave (Three Parts' piles, Love Letter's
// tracker, Mascarade's memory aid). Reveal to some viewers only: the engine's redacted
// event carries the face only to the seats allowed to see it, so call
// Reveal when e.Secret has the card and a glow otherwise (Love Letter's
// Priest). Simultaneous choices: a redacted choice event flies a face-down
// card ("ready"); the reveal event turns them all over together.
//
// Prompt() is the person's decision as it stands, built from t.Obs() and
// your half-made choice: Text, Hand marks (On, Selected, Note — the note
// says why a card is disabled, or marks a choice such as "none unseen"),
// Seats marks, Spots (places you draw that can be picked: a divider in a
// row), Choices (faces or labels; Picker shows them large), Confirm (Danger
// for a move that costs the person, after a warning in Text) and Back. The
// kit draws and focuses them and calls Pick(Target) for what the person
// picks (ZoneHand, ZoneSeat, ZoneSpot, ZoneChoice, ZoneConfirm); return the
// action when the decision is complete. Back() steps back one step. Offer
// only legal actions: Legal is the truth.
//
// Status() is the top bar's line; Seat(seat) says a seat is out and gives
// its note ("Protected"); DrawSeat draws a panel's inside (ring.Panel: Name,
// Counts at its right for tokens or coins, Status, Body for cards — use
// ring.Cards(body, n) so cards never leave the panel; t.DrawToken draws a
// token); DrawCentre draws the middle; Hand() lists the hand's faces (the
// kit draws the fan at t.HandCard(i, n)); DrawTracker draws the side
// panel's tracker and returns its height; Snapshot() is for tests.
//
// Optional interfaces (spec.go): Revealer, for events that show the
// person what only they may see (the pass-and-play cover waits for them),
// and GuideEnder, for a game whose guided first game ends at an event of
// its own rather than at the first round's summary (Mascarade, Three
// Parts, which have no summary before the last). A table that draws cards
// outside the hand (a seat's character, a round card, the trick, played
// cards) lists them with TableCarder (look.go): each then shows its rule
// close up on hover, a long press or the keyboard's focus, as a hand card
// does, with a note of what lies on it ("The Ice Princess made Basil play
// this card"), and the accessible page reads its name and rule.
//
// Places for drawing and motion alike come from the kit's geometry:
// t.SeatRect(seat), t.Panel(seat), t.HandCard(i, n), t.Geometry().Centre,
// t.Geometry().Unit and .Type (the type scale). Compute them from your view,
// after updating it, in one place used by both (Love Letter's handSpot,
// discardSpot, tokenSpot, centre).
//
// # What every table gets without code of its own
//
// Undo and Hint (top bar; icons on a phone), replay and a shared link (the
// final summary), the daily deal and a guided first round (setup), pass and
// play (setup: any seat a person). They work through the Game interface
// above, so a table gets them by keeping four promises:
//
//   - Sync(obs) builds the whole view from obs alone, for obs.Viewer(): the
//     kit also syncs other seats' observations (an open replay reads each
//     seat's Hand() that way; pass and play shows each person their own).
//   - Prompt changes nothing, and Pick and Back change only the half-made
//     decision, with no other effect: to ring a hint the kit tries the
//     prompt's targets (Pick) and comes back (Sync, then the person's own
//     picks again), breadth first, so the ring is on the next target of the
//     shortest way to the action (t.Searching() says a Pick is the
//     search's). With check=pure in the URL the kit asks every Prompt
//     twice and counts any difference in the answers or in your Snapshot
//     (parlourState().table.impure; pure.go): the table conformance
//     suite (tabletest) plays every game so, natively.
//   - Describe reads the person through the kit only (t.Words, t.Obs(),
//     t.Viewer()): with several people the kit describes each event for
//     each of them, in their own words, redacted for them.
//   - Play shows a card when e.Secret has it, whoever the event is about: a
//     replay with every card face up plays unredacted events.
//
// The logic lives outside Ebitengine and is tested natively:
// game.Replay, game.Learned/Learner (the honest-undo rule, documented in
// game/history.go), session.Undoable/Undo/Hint/Replay/Step/Rewind/
// Several/People/NextPerson/Pass, params.ShareQuery/DailySeed/GuideSeed,
// profile.Stats.Record (daily and assisted lines). The kit's part:
// Table.tools, findHint, NewReplay, pass.go, guide.go. Tests read them in
// parlourState().table: undo (why it is refused, "" when it is not), hint
// ({action, target, reason}), assisted, daily, replay ({at, moves, open,
// hands}), shared (the last link), guide, cover (the person the cover
// waits for; nothing else of the table is published under it), holder,
// people; targets undo, hint, summary-replay, summary-share, replay-back,
// replay-forward, replay-face-up, replay-leave, pass-show, guide-skip,
// and in setup daily, guide, person-<seat>.
//
// # The kit's own shape: the felt and the layers over it
//
// The kit's screen is a stack of layers in one order (package layers: felt,
// hand-off, replay, summary, bar, drawer, menu, cover, lost). Input goes
// top down, to each layer that is up, until one takes the update or stops
// those below (modal); drawing goes bottom up from the highest opaque one;
// the accessible page is told from the top layer (a toldAlone layer, the
// lost panel or the cover, is told alone). That order is written once and
// tested natively (layers_test.go; scenes/apptest's lost-over-cover case).
// The felt is the table itself: the game's view, the person's decision
// (Table.dec), the close-ups (Table.shown). Each layer above it is a small
// object with its own state and focus (overlay: up, input, draw) in its own
// file: lostPanel (lost.go), passPlay's coverLayer and handOffLayer
// (pass.go), menuSheet (sheet.go), logDrawer (side.go), summaryPanel
// (summary.go, celebrate.go), the replay (replay.go) and the bar
// (extras.go, guide.go). To add a layer: a constant in package layers and
// its kind (passes, modal, opaque) in its order, a case in its tests, a
// type with up, input and draw in a file of its own, and a line in
// Table.overlay (layers.go). Table's other fields are grouped by job:
// the log (book), the layout's measures (fit), the view's standing against
// the engine (view), saving (save) and the test-only checks (checks).
//
// What a layer is handed: input and draw get this frame's ui.Frame (package
// scenes/ui: the input, the sizes, the text, the targets, buttons, focus
// and the accessible page's labels), never the app. What goes beyond the
// frame — leaving the table, opening the rules or settings, saying a line,
// the saves — goes through the table's own app (Table.app), which only the
// constructors, update (pacing, saving, the bots' time) and the Scene's
// methods touch. So a layer's reach is the frame, and a test can read what
// it registered from the frame alone.
//
// # The look
//
// Colours, type sizes, spacing, the card frame, motion timings and curves
// are render/style's: draw with them, never with numbers of your own, so a
// new art direction is made there once. Text never goes under
// style.MinTextCSS; targets are at least style.TouchCSS.
package table
