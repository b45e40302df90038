package scenes

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/i18n"
	"parlour/assets/sounds"
	"parlour/game"
	ll "parlour/game/loveletter"
	"parlour/render"
	"parlour/render/layout"
	"parlour/render/tween"
	"parlour/scenes/session"
)

var botNames = []string{"Ada", "Basil", "Clara", "Dmitri", "Elena"}

var cardColours = [10]color.RGBA{
	{0x5b, 0x5b, 0x6e, 0xff}, // Spy: slate
	{0x3f, 0x6f, 0xb5, 0xff}, // Guard: blue
	{0xb0, 0x8d, 0x3a, 0xff}, // Priest: ochre
	{0x7b, 0x4a, 0x9e, 0xff}, // Baron: purple
	{0xd0, 0x6f, 0x9a, 0xff}, // Handmaid: rose
	{0xe0, 0x7a, 0x3a, 0xff}, // Prince: orange
	{0x2f, 0x8f, 0x80, 0xff}, // Chancellor: teal
	{0xb8, 0x33, 0x2a, 0xff}, // King: red
	{0x2c, 0x2c, 0x54, 0xff}, // Countess: navy
	{0xc9, 0x9a, 0x1e, 0xff}, // Princess: gold
}

var cardIcons = [10]func(*ebiten.Image, float64, float64, float64, color.Color){
	render.IconMask, render.IconShield, render.IconEye, render.IconScales, render.IconFlower,
	render.IconSmallCrown, render.IconScroll, render.IconCrown, render.IconFan, render.IconTiara,
}

func llFace(c ll.Card) render.CardFace {
	return render.CardFace{Value: int(c), Name: cardName(c), Text: i18n.T("cardtext." + c.String()), Colour: cardColours[c], Icon: cardIcons[c]}
}

func cardName(c ll.Card) string { return i18n.T("card." + c.String()) }

// LoveLetterTable is the Love Letter table.
type LoveLetterTable struct {
	s       *session.Session
	sel     ll.Card // the selected hand card, or NoCard
	picking int     // the Guard's target while choosing a name, or -1
	log     []string
	round   []string // this round's closing lines, for the summary
	overlay *summary
	saved   string
	view    *ll.Observation // the person's observation, rebuilt once per update
	tl      tween.Timeline  // cards in motion
	show    shown           // what each seat shows, as far as the motion has got
	pending *summary        // a summary shown once the motion before it is over
	later   []game.Event    // the next round's events, shown after the summary
}

type summary struct {
	title string
	lines []string
	final bool
}

// NewLoveLetter starts a game with the person at seat 0.
func NewLoveLetter(a *App, players int, variant, difficulty string) (*LoveLetterTable, error) {
	seats := []session.Seat{{Name: seatName(a, 0)}}
	for i := 1; i < players; i++ {
		seats = append(seats, session.Seat{Name: seatName(a, i), Bot: difficulty})
	}
	seed := uint64(a.Frames)*0x9e3779b97f4a7c15 ^ uint64(players)<<3 ^ uint64(len(variant))
	s, err := session.New(ll.Name, game.Config{Players: players, Variant: variant, Seed: seed}, seats)
	if err != nil {
		return nil, err
	}
	return newTable(a, s), nil
}

// ResumeLoveLetter continues the saved game.
func ResumeLoveLetter(a *App) (*LoveLetterTable, error) {
	b, ok := a.Store.Load(keySession)
	if !ok {
		return nil, fmt.Errorf("no saved game")
	}
	s, err := session.Load(b)
	if err != nil {
		return nil, err
	}
	if s.Game.Name() != ll.Name || s.Human < 0 {
		return nil, fmt.Errorf("the saved game is not a Love Letter game with a player")
	}
	t := newTable(a, s)
	t.log = append(t.log, i18n.T("table.round", s.Game.(*ll.Game).Round))
	return t, nil
}

func newTable(a *App, s *session.Session) *LoveLetterTable {
	s.Speed = session.Speed(a.Settings.Speed)
	t := &LoveLetterTable{s: s, sel: ll.NoCard, picking: -1}
	t.resetShown()
	return t
}

// obs is the person's observation for this frame. Building one copies and
// redacts the round's log, so it is made once per update, not per use.
func (t *LoveLetterTable) obs() *ll.Observation {
	if t.view == nil {
		t.refresh()
	}
	return t.view
}

func (t *LoveLetterTable) refresh() { t.view = t.s.Observation().(*ll.Observation) }

func (t *LoveLetterTable) name(seat int) string {
	if seat < 0 || seat >= len(t.s.Seats) {
		return "?"
	}
	return t.s.Seats[seat].Name
}

// opponents lists the other seats clockwise from the person's left.
func (t *LoveLetterTable) opponents() []int {
	n := len(t.s.Seats)
	out := make([]int, 0, n-1)
	for i := 1; i < n; i++ {
		out = append(out, (t.s.Human+i)%n)
	}
	return out
}

func (t *LoveLetterTable) layout(a *App) layout.Table {
	return layout.LoveLetter(a.W, a.H, len(t.s.Seats)-1, max(1, len(t.obs().Hand)))
}

// legalFor lists the person's legal plays of card c.
func (t *LoveLetterTable) legalFor(o *ll.Observation, c ll.Card) []game.Action {
	var out []game.Action
	for _, act := range o.Legal {
		if act.Kind == ll.KindPlay && ll.Card(act.Args[0]) == c {
			out = append(out, act)
		}
	}
	return out
}

func (t *LoveLetterTable) play(a *App, act game.Action) {
	if err := t.s.Act(act); err != nil {
		a.Notify(err.Error())
	}
	t.sel, t.picking = ll.NoCard, -1
	t.refresh()
}

// Update implements Scene.
func (t *LoveLetterTable) Update(a *App) error {
	t.digest(a, t.s.Drain())
	defer t.persist(a)
	for _, cue := range t.tl.Advance(a.Dt) {
		t.cue(a, cue)
	}
	if t.overlay != nil {
		a.Target("overlay", layout.Rect{W: a.W, H: a.H})
		if a.In.Tapped || a.In.Pressed(ebiten.KeyEnter) || a.In.Pressed(ebiten.KeySpace) {
			if t.overlay.final {
				a.Store.Delete(keySession)
				t.saved = ""
				a.Go(&Setup{})
				return nil
			}
			t.overlay = nil
			t.s.Release()
			later := t.later
			t.later = nil
			t.digest(a, later)
		}
		return nil
	}
	tb := t.layout(a)
	if Hit(a, "menu", tb.Menu) || a.In.Pressed(ebiten.KeyEscape) && t.sel == ll.NoCard {
		a.Go(&Title{})
		return nil
	}
	if Hit(a, "table-rules", rulesButton(tb)) || a.In.Pressed(ebiten.KeySlash) || a.In.Pressed(ebiten.KeyF1) {
		a.Go(&Rules{back: t})
		return nil
	}
	// Bots wait for the motion to finish, then for their pause.
	if !t.tl.Busy() {
		acted := t.s.Update(a.Dt)
		a.BotBusy = a.BotBusy || acted || t.s.Thinking()
		if acted {
			t.refresh()
		}
	}
	if t.s.HumanToMove() {
		t.humanInput(a, tb)
	}
	return nil
}

// persist saves the session whenever it changed, so a reload continues here.
func (t *LoveLetterTable) persist(a *App) {
	if t.s.Game.Over() {
		return
	}
	b, err := t.s.Save()
	if err != nil || string(b) == t.saved {
		return
	}
	t.saved = string(b)
	a.save(keySession, b)
}

func (t *LoveLetterTable) humanInput(a *App, tb layout.Table) {
	o := t.obs()
	if a.In.Pressed(ebiten.KeyEscape) {
		t.sel, t.picking = ll.NoCard, -1
		return
	}
	// Hand cards: tap or keys 1–3.
	for i, r := range tb.HandCards {
		if i >= len(o.Hand) {
			break
		}
		if Hit(a, fmt.Sprintf("hand-%d", i), r) || a.In.Pressed(ebiten.Key1+ebiten.Key(i)) {
			t.tapHand(a, o, o.Hand[i])
			return
		}
	}
	if o.Phase != ll.PhasePlay || t.sel == ll.NoCard {
		return
	}
	acts := t.legalFor(o, t.sel)
	if t.picking >= 0 {
		for i, r := range t.pickerRects(a, tb, o) {
			g := t.pickerCards(o)[i]
			if Hit(a, fmt.Sprintf("pick-%d", g), r) || a.In.Pressed(ebiten.Key0+ebiten.Key(g)) {
				t.play(a, game.NewAction(ll.KindPlay, int(ll.Guard), t.picking, int(g)))
				return
			}
		}
		return
	}
	// Targets: opponent panels (keys 1–5 by panel), or yourself for the Prince (key 0).
	for i, seat := range t.opponents() {
		aim := targetable(acts, seat)
		if aim {
			a.Target(fmt.Sprintf("seat-%d", seat), tb.Opponents[i])
		}
		if (Tapped(a, tb.Opponents[i]) || a.In.Pressed(ebiten.Key1+ebiten.Key(i)) && t.sel.Valid() && needsTarget(acts)) && aim {
			t.chooseTarget(a, seat)
			return
		}
	}
	if b, ok := t.actionButton(a, tb, acts); ok && (Hit(a, "action", b) || a.In.Pressed(ebiten.KeyEnter) || a.In.Pressed(ebiten.Key0) && targetable(acts, t.s.Human)) {
		if targetable(acts, t.s.Human) {
			t.chooseTarget(a, t.s.Human)
		} else {
			t.play(a, acts[0])
		}
	}
}

func (t *LoveLetterTable) tapHand(a *App, o *ll.Observation, c ll.Card) {
	if o.Phase == ll.PhaseKeep {
		for _, act := range o.Legal {
			if act.Kind == ll.KindKeep && ll.Card(act.Args[0]) == c {
				t.play(a, act)
				return
			}
		}
		return
	}
	acts := t.legalFor(o, c)
	if len(acts) == 0 {
		a.Notify(i18n.T("table.countess_forced"))
		return
	}
	if t.sel == c && !needsTarget(acts) {
		t.play(a, acts[0])
		return
	}
	t.sel, t.picking = c, -1
}

func (t *LoveLetterTable) chooseTarget(a *App, seat int) {
	if t.sel == ll.Guard {
		t.picking = seat
		return
	}
	t.play(a, game.NewAction(ll.KindPlay, int(t.sel), seat))
}

func needsTarget(acts []game.Action) bool { return len(acts) > 0 && acts[0].Args[1] >= 0 }

func targetable(acts []game.Action, seat int) bool {
	for _, act := range acts {
		if int(act.Args[1]) == seat {
			return true
		}
	}
	return false
}

// actionButton is the prompt's button: play a card without a target, or aim the Prince at yourself.
func (t *LoveLetterTable) actionButton(a *App, tb layout.Table, acts []game.Action) (layout.Rect, bool) {
	if len(acts) == 0 || (needsTarget(acts) && !targetable(acts, t.s.Human)) {
		return layout.Rect{}, false
	}
	u := a.Unit
	w := math.Min(16*u, tb.Prompt.W*0.4)
	return layout.Rect{X: tb.Prompt.X + tb.Prompt.W - w - u, Y: tb.Prompt.Y, W: w, H: tb.Prompt.H}, true
}

func (t *LoveLetterTable) pickerCards(o *ll.Observation) []ll.Card {
	var out []ll.Card
	counts := ll.DeckCounts(o.Variant)
	for c := ll.Spy; c <= ll.Princess; c++ {
		if c != ll.Guard && counts[c] > 0 {
			out = append(out, c)
		}
	}
	return out
}

func (t *LoveLetterTable) pickerRects(a *App, tb layout.Table, o *ll.Observation) []layout.Rect {
	cards := t.pickerCards(o)
	cols := len(cards)
	if tb.Portrait {
		cols = (len(cards) + 1) / 2
	}
	rows := (len(cards) + cols - 1) / cols
	gap := a.Unit * 0.5
	w := math.Min((tb.Picker.W-float64(cols+1)*gap)/float64(cols), (tb.Picker.H-float64(rows+1)*gap)/float64(rows)/layout.CardAspect)
	h := w * layout.CardAspect
	var out []layout.Rect
	for r := range rows {
		n := min(cols, len(cards)-r*cols)
		band := layout.Rect{X: tb.Picker.X, Y: tb.Picker.CY() - float64(rows)*(h+gap)/2 + float64(r)*(h+gap), W: tb.Picker.W, H: h}
		out = append(out, layout.Row(band, n, w, h, gap)...)
	}
	return out
}

// digest turns the person's events into motion, log lines and round summaries.
func (t *LoveLetterTable) digest(a *App, events []game.Event) {
	if len(events) > 0 {
		t.refresh()
	}
	won := false
	for i, e := range events {
		if t.pending != nil && !t.pending.final && e.Type == ll.EvRoundStart {
			// The next round is dealt once the person has read the summary.
			t.later = append(t.later, events[i:]...)
			break
		}
		t.animate(a, e)
		if line := t.describe(e); line != "" {
			t.log = append(t.log, line)
			if len(t.log) > 200 {
				t.log = t.log[len(t.log)-200:]
			}
		}
		switch e.Type {
		case ll.EvReveal, ll.EvRoundWin, ll.EvSpyBonus, ll.EvOut:
			t.round = append(t.round, t.describe(e))
		case ll.EvRoundEnd:
			t.pending = &summary{title: i18n.T("result.round_over"), lines: t.round}
			t.round = nil
			t.s.Hold()
		case ll.EvGameWin:
			if e.Seat == t.s.Human {
				won = true
			}
			title := i18n.T("result.winner", t.name(e.Seat))
			if e.Seat == t.s.Human {
				title = i18n.T("result.you_win")
			}
			if t.pending != nil && t.pending.final {
				title = t.pending.title + " · " + title
			}
			lines := []string{}
			if t.pending != nil {
				lines = t.pending.lines
			}
			t.pending = &summary{title: title, lines: lines, final: true}
		}
	}
	if t.pending != nil && t.pending.final && t.s.Game.Over() && t.saved != "done" {
		a.Stats.Finish(ll.Name, won)
		a.SaveProfile()
		a.Store.Delete(keySession)
		t.saved = "done"
	}
}

// cue acts on a moment the motion reached: a sound, or the summary.
func (t *LoveLetterTable) cue(a *App, id int) {
	if id == showOverlay {
		if t.pending != nil {
			t.overlay, t.pending = t.pending, nil
		}
		return
	}
	a.Sound.Play(sounds.Effect(id))
}

// say picks the person's own wording when the event is about them: "You are
// out" rather than "You is out". Messages take the actor as {0} and keep their
// other arguments in place.
func (t *LoveLetterTable) say(key string, actor int, args ...any) string {
	if actor == t.s.Human && i18n.Has(key+"_you") {
		key += "_you"
	}
	return i18n.T(key, append([]any{t.name(actor)}, args...)...)
}

// sayN is say for a message whose wording depends on the count n, which is
// argument {1}.
func (t *LoveLetterTable) sayN(key string, actor, n int) string {
	if actor == t.s.Human && (i18n.Has(key+"_you") || i18n.Has(key+"_you#other")) {
		key += "_you"
	}
	return i18n.N(key, n, t.name(actor), n)
}

func (t *LoveLetterTable) describe(e game.Event) string {
	h := t.s.Human
	n := t.name
	switch e.Type {
	case ll.EvRoundStart:
		if e.Seat == h {
			return i18n.T("log.round_start_you", e.Value)
		}
		return i18n.T("log.round_start", e.Value, n(e.Seat))
	case ll.EvDraw:
		if e.Seat == h && e.Secret.Len() == 1 {
			return i18n.T("log.draw_you", cardName(ll.Card(e.Secret.At(0))))
		}
	case ll.EvPlay:
		if e.Target >= 0 {
			if e.Target == h && e.Seat != h {
				return i18n.T("log.play_at_on_you", n(e.Seat), cardName(ll.Card(e.Card)))
			}
			return t.say("log.play_at", e.Seat, cardName(ll.Card(e.Card)), n(e.Target))
		}
		return t.say("log.play", e.Seat, cardName(ll.Card(e.Card)))
	case ll.EvGuardHit, ll.EvGuardMiss:
		verdict := i18n.T("log.miss")
		if e.Type == ll.EvGuardHit {
			verdict = i18n.T("log.hit")
		}
		if e.Target == h {
			return i18n.T("log.guess_on_you", n(e.Seat), cardName(ll.Card(e.Value)), "", verdict)
		}
		return t.say("log.guess", e.Seat, cardName(ll.Card(e.Value)), n(e.Target), verdict)
	case ll.EvPriestLook:
		if e.Secret.Len() == 1 {
			return i18n.T("log.priest_you", n(e.Target), cardName(ll.Card(e.Secret.At(0))))
		}
		if e.Target == h {
			return i18n.T("log.priest_on_you", n(e.Seat))
		}
		return i18n.T("log.priest", n(e.Seat), n(e.Target))
	case ll.EvBaron:
		if e.Secret.Len() == 2 {
			mine, theirs, other := e.Secret.At(0), e.Secret.At(1), e.Target
			if e.Target == h {
				mine, theirs, other = theirs, mine, e.Seat
			}
			return i18n.T("log.baron_you", cardName(ll.Card(mine)), n(other), cardName(ll.Card(theirs)))
		}
		return i18n.T("log.baron", n(e.Seat), n(e.Target))
	case ll.EvProtected:
		return t.say("log.protected", e.Seat)
	case ll.EvDiscard:
		return t.say("log.discard", e.Seat, cardName(ll.Card(e.Card)))
	case ll.EvTrade:
		if e.Secret.Len() == 2 {
			got := e.Secret.At(1)
			if e.Target == h {
				got = e.Secret.At(0)
			}
			return i18n.T("log.trade", n(e.Seat), n(e.Target)) + " · " + i18n.T("log.trade_you", cardName(ll.Card(got)))
		}
		return i18n.T("log.trade", n(e.Seat), n(e.Target))
	case ll.EvNoEffect:
		return i18n.T("log.no_effect", cardName(ll.Card(e.Card)))
	case ll.EvReturn:
		return t.sayN("log.return", e.Seat, e.Value)
	case ll.EvOut:
		if e.Card >= 0 {
			return t.say("log.out_card", e.Seat, cardName(ll.Card(e.Card)))
		}
		return t.say("log.out", e.Seat)
	case ll.EvReveal:
		return t.say("log.reveal", e.Seat, cardName(ll.Card(e.Card)))
	case ll.EvRoundWin:
		return t.sayN("log.round_win", e.Seat, e.Value)
	case ll.EvSpyBonus:
		return t.say("log.spy_bonus", e.Seat)
	case ll.EvGameWin:
		return t.say("log.game_win", e.Seat)
	}
	return ""
}

func (t *LoveLetterTable) snapshot() *TableSnapshot {
	o := t.obs()
	ts := &TableSnapshot{Round: o.Round, Phase: string(o.Phase), HumanToMove: t.s.HumanToMove(), Over: t.s.Game.Over(),
		Winners: o.Winners, Selected: int(t.sel), Picking: t.picking}
	for _, c := range o.Hand {
		ts.Hand = append(ts.Hand, int(c))
	}
	for _, act := range o.Legal {
		ts.Legal = append(ts.Legal, ll.FormatAction(act))
	}
	for _, sv := range o.Seats {
		ts.Tokens = append(ts.Tokens, sv.Tokens)
	}
	if t.overlay != nil {
		ts.Overlay = t.overlay.title
	}
	ts.Log = t.log[max(0, len(t.log)-8):]
	for _, seat := range t.s.Seats {
		ts.Names = append(ts.Names, seat.Name)
	}
	return ts
}
