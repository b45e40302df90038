package mascarade

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"parlour/game"
)

// Name is the game's registered name.
const Name = "mascarade"

// Action kinds. Targets are players 0..n-1, or n+c for centre place c.
const (
	KindLook     uint8 = 1 // look at your own mask
	KindSwap     uint8 = 2 // Args[0] target; Args[1] 1 to swap, 0 to pretend
	KindAnnounce uint8 = 3 // Args[0] mask
	KindContest  uint8 = 4 // Args[0] 1 to claim the announced mask too, 0 to let it pass
	KindTarget   uint8 = 5 // a power's chosen player (Args[0]), or -1 (the Witch keeps her coins)
	KindPair     uint8 = 6 // Args[0] < Args[1] players; Args[2] for the Fool: 1 swap, 0 pretend
	KindExchange uint8 = 7 // the Spy, having looked: Args[0] 1 to swap, 0 to pretend
	KindName     uint8 = 8 // the Guru's target names its mask: Args[0]
)

// Phases.
const (
	PhaseTurn    = "turn"    // the current player looks, swaps or announces
	PhaseContest = "contest" // players from the announcer's left decide, one by one
	PhasePower   = "power"   // a power's user chooses
	PhaseName    = "name"    // the Guru's target names its mask
	PhaseOver    = "over"
)

// Event types.
var (
	EvSetup       = game.DefineEvent("setup")        // place Target starts with Card, shown to all
	EvTurn        = game.DefineEvent("turn")         // Seat's turn Value begins
	EvLook        = game.DefineEvent("look")         // Seat looks at its mask (Secret[0]) at place Target
	EvSwap        = game.DefineEvent("swap")         // Seat swaps (Secret[0] 1) or pretends (0) places Value and Target
	EvAnnounce    = game.DefineEvent("announce")     // Seat announces Card
	EvContest     = game.DefineEvent("contest")      // Seat claims Card too
	EvPass        = game.DefineEvent("pass")         // Seat lets the announcement pass
	EvReveal      = game.DefineEvent("reveal")       // Seat's mask at place Target is Card, shown to all
	EvBank        = game.DefineEvent("bank")         // Seat takes Value coins from the bank
	EvCourt       = game.DefineEvent("court")        // Seat takes Value coins from the court (Judge)
	EvFine        = game.DefineEvent("fine")         // Seat pays Value coins to the court
	EvTransfer    = game.DefineEvent("transfer")     // Target gives Seat Value coins
	EvCoinSwap    = game.DefineEvent("coin_swap")    // Seat and Target exchange all their coins (Witch)
	EvPrincess    = game.DefineEvent("princess")     // Seat shows Target's mask (Secret[0]) to all but Target
	EvFoolSwap    = game.DefineEvent("fool_swap")    // Seat swaps (Secret[0] 1) or pretends, places Target and Value
	EvGuru        = game.DefineEvent("guru")         // Seat asks Target to name its mask
	EvName        = game.DefineEvent("name")         // Seat names Card as its mask
	EvSpyLook     = game.DefineEvent("spy_look")     // Seat looks at its mask and Target's: Secret [its, theirs]
	EvSpySwap     = game.DefineEvent("spy_swap")     // Seat swaps (Secret[0] 1) or pretends with place Target, from place Value
	EvSeatsChange = game.DefineEvent("seats_change") // Seat and Target change places (Puppeteer)
	EvNoEffect    = game.DefineEvent("no_effect")    // Seat's Card did nothing (e.g. the Cheat below 10 coins)
	EvWin         = game.DefineEvent("win")          // Seat wins with Value coins
)

// Announcement is an announcement being contested or resolved.
type Announcement struct {
	Player     int    `json:"player"`
	Mask       Mask   `json:"mask"`
	Asked      int    `json:"asked"`
	Contesters []int  `json:"contesters"`
	Holders    []int  `json:"holders"` // who uses the power, in order
	Liars      []int  `json:"liars"`   // who pays a fine once the powers are done
	Next       int    `json:"next"`    // index in Holders of the power in progress
	Peasants   int    `json:"peasants"`
	Step       string `json:"step,omitempty"` // what the power in progress waits for
	Victim     int    `json:"victim"`
}

// Game is a Mascarade game. Fields are exported only for JSON.
type Game struct {
	NPlayers     int           `json:"players"`
	Scenario     string        `json:"scenario"`
	Masks        []Mask        `json:"masks"`
	Centre       int           `json:"centre"`
	RNG          game.RNG      `json:"rng"`
	Places       []Mask        `json:"places"` // the mask at each place
	Coins        []int         `json:"coins"`  // the coins at each player place
	At           []int         `json:"at"`     // each player's place
	Court        int           `json:"court"`
	Bank         int           `json:"bank"` // coins taken from the bank so far
	Turn         int           `json:"turn"`
	Current      int           `json:"current"`
	OpeningSwaps int           `json:"opening"` // opening swaps still due
	Phase        string        `json:"phase"`
	RevealedNow  []bool        `json:"revealed_now"`
	RevealedPrev []bool        `json:"revealed_prev"`
	Ann          *Announcement `json:"announcement,omitempty"`
	Winners      []int         `json:"winners,omitempty"`
	Log          []game.Event  `json:"log"`
}

// Options: scenario=a|b (default a), masks=judge,king,... (a custom scenario),
// centre=N (extra centre masks above 5 players, 0–2).
func New(cfg game.Config) (*Game, error) {
	n := cfg.Players
	if n < 4 || n > 13 {
		return nil, fmt.Errorf("mascarade: 4–13 players, not %d", n)
	}
	if cfg.Variant != "" {
		return nil, fmt.Errorf("mascarade: no variants (use the scenario option)")
	}
	centre := CentreFor(n)
	scenario := "a"
	var masks []Mask
	for k, v := range cfg.Options {
		switch k {
		case "scenario":
			scenario = strings.ToLower(v)
		case "centre", "center":
			c, err := strconv.Atoi(v)
			if err != nil || c < 0 || c > 2 {
				return nil, fmt.Errorf("mascarade: centre=%q: 0, 1 or 2", v)
			}
			if n <= 5 {
				if c != centre {
					return nil, fmt.Errorf("mascarade: %d players always use %d centre masks", n, centre)
				}
			} else {
				centre = c
			}
		case "masks":
			for _, name := range strings.Split(v, ",") {
				m, err := ParseMask(name)
				if err != nil {
					return nil, fmt.Errorf("mascarade: masks: %w", err)
				}
				masks = append(masks, m)
			}
			scenario = "custom"
		default:
			return nil, fmt.Errorf("mascarade: unknown option %q (scenario, masks, centre)", k)
		}
	}
	if masks == nil {
		var err error
		if masks, err = Scenario(scenario, n); err != nil {
			return nil, fmt.Errorf("mascarade: %w", err)
		}
		// Extra centre masks above 5 players come from the masks not yet in use, at
		// random, drawn again until the set keeps the rulebook's conditions.
		if centre > 0 && n > 5 {
			rng := game.NewRNG(cfg.Seed ^ 0xc3)
			var spare []Mask
			for m := range numMasks {
				if m != Peasant && !slices.Contains(masks, m) && n >= m.MinPlayers() {
					spare = append(spare, m)
				}
			}
			base := masks
			for range 100 {
				rng.Shuffle(len(spare), func(i, j int) { spare[i], spare[j] = spare[j], spare[i] })
				masks = append(slices.Clone(base), spare[:centre]...)
				if CheckScenario(masks, n, centre) == nil {
					break
				}
			}
		}
	}
	if err := CheckScenario(masks, n, centre); err != nil {
		return nil, fmt.Errorf("mascarade: scenario refused: %w", err)
	}
	g := &Game{
		NPlayers: n, Scenario: scenario, Masks: masks, Centre: centre,
		Coins: make([]int, n), At: make([]int, n),
		RevealedNow: make([]bool, n), RevealedPrev: make([]bool, n),
		OpeningSwaps: 4, Phase: PhaseTurn,
	}
	g.RNG.Seed(cfg.Seed)
	g.Places = slices.Clone(masks)
	g.RNG.Shuffle(len(g.Places), func(i, j int) { g.Places[i], g.Places[j] = g.Places[j], g.Places[i] })
	for p := range n {
		g.Coins[p] = 6
		g.At[p] = p
	}
	// Every mask is shown face up at setup, the centre ones too, then turned down.
	for place, m := range g.Places {
		g.emit(nil, ev(EvSetup, -1, place, m, -1))
	}
	g.Current = g.RNG.Intn(n) // "the youngest player": a seeded pick
	g.startTurn(nil)
	return g, nil
}

func ev(typ game.EventType, seat, target int, m Mask, value int) game.Event {
	return game.Event{Type: typ, Seat: seat, Target: target, Card: int(m), Value: value}
}

func (g *Game) emit(out []game.Event, e game.Event) []game.Event {
	g.Log = append(g.Log, e)
	return append(out, e)
}

// PlayerAt is the player sitting at place p, or -1 for a centre place.
func (g *Game) PlayerAt(p int) int {
	for pl, at := range g.At {
		if at == p {
			return pl
		}
	}
	return -1
}

// CoinsOf is a player's coins.
func (g *Game) CoinsOf(player int) int { return g.Coins[g.At[player]] }

func (g *Game) startTurn(out []game.Event) []game.Event {
	g.Turn++
	g.Phase = PhaseTurn
	g.Ann = nil
	return g.emit(out, ev(EvTurn, g.Current, -1, NoMask, g.Turn))
}

func (g *Game) endTurn(out []game.Event) []game.Event {
	if g.Over() {
		return out
	}
	copy(g.RevealedPrev, g.RevealedNow)
	clear(g.RevealedNow)
	if g.OpeningSwaps > 0 {
		g.OpeningSwaps--
	}
	g.Current = g.PlayerAt((g.At[g.Current] + 1) % g.NPlayers)
	return g.startTurn(out)
}

// clockwise lists the other players from player's left, clockwise by place.
func (g *Game) clockwise(player int) []int {
	out := make([]int, 0, g.NPlayers-1)
	for i := 1; i < g.NPlayers; i++ {
		out = append(out, g.PlayerAt((g.At[player]+i)%g.NPlayers))
	}
	return out
}

// Name implements game.Game.
func (g *Game) Name() string { return Name }

// Players implements game.Game.
func (g *Game) Players() int { return g.NPlayers }

// Over implements game.Game.
func (g *Game) Over() bool { return g.Phase == PhaseOver }

// Pending implements game.Game.
func (g *Game) Pending() []int {
	switch g.Phase {
	case PhaseTurn:
		return []int{g.Current}
	case PhaseContest:
		return []int{g.clockwise(g.Ann.Player)[g.Ann.Asked]}
	case PhasePower:
		return []int{g.Ann.Holders[g.Ann.Next]}
	case PhaseName:
		return []int{g.Ann.Victim}
	}
	return nil
}

// Result implements game.Game: scores are each player's coins.
func (g *Game) Result() game.Result {
	scores := make([]int, g.NPlayers)
	for p := range scores {
		scores[p] = g.CoinsOf(p)
	}
	return game.Result{Winners: slices.Clone(g.Winners), Scores: scores, Rounds: g.Turn}
}

// kinds lists the distinct masks of the scenario.
func (g *Game) kinds() []Mask {
	var out []Mask
	for _, m := range g.Masks {
		if !slices.Contains(out, m) {
			out = append(out, m)
		}
	}
	slices.Sort(out)
	return out
}

// Legal implements game.Game.
func (g *Game) Legal(seat int) []game.Action {
	if g.Over() || !slices.Contains(g.Pending(), seat) {
		return nil
	}
	var out []game.Action
	n := g.NPlayers
	switch g.Phase {
	case PhaseTurn:
		for t := range n + g.Centre {
			if t != seat {
				out = append(out, game.NewAction(KindSwap, t, 1), game.NewAction(KindSwap, t, 0))
			}
		}
		if g.OpeningSwaps > 0 {
			return out
		}
		out = append(out, game.NewAction(KindLook))
		if !g.RevealedPrev[seat] {
			for _, m := range g.kinds() {
				out = append(out, game.NewAction(KindAnnounce, int(m)))
			}
		}
	case PhaseContest:
		out = append(out, game.NewAction(KindContest, 1), game.NewAction(KindContest, 0))
	case PhaseName:
		for _, m := range g.kinds() {
			out = append(out, game.NewAction(KindName, int(m)))
		}
	case PhasePower:
		switch g.Ann.Step {
		case "target":
			mask := g.Ann.Mask
			if mask == Witch {
				out = append(out, game.NewAction(KindTarget, -1))
			}
			for _, t := range g.clockwise(seat) {
				if mask != Trickster || g.richestOthers(seat).Has(t) {
					out = append(out, game.NewAction(KindTarget, t))
				}
			}
			slices.SortFunc(out, func(a, b game.Action) int { return int(a.Args[0]) - int(b.Args[0]) })
		case "pair":
			for a := range n {
				for b := a + 1; b < n; b++ {
					if a == seat || b == seat {
						continue
					}
					if g.Ann.Mask == Fool {
						out = append(out, game.NewAction(KindPair, a, b, 1), game.NewAction(KindPair, a, b, 0))
					} else {
						out = append(out, game.NewAction(KindPair, a, b))
					}
				}
			}
		case "exchange":
			out = append(out, game.NewAction(KindExchange, 1), game.NewAction(KindExchange, 0))
		}
	}
	return out
}

func (g *Game) richestOthers(player int) game.Seats {
	best := -1
	var set game.Seats
	for p := range g.NPlayers {
		if p == player {
			continue
		}
		switch c := g.CoinsOf(p); {
		case c > best:
			best, set = c, game.SeatsOf(p)
		case c == best:
			set = set.With(p)
		}
	}
	return set
}

// Apply implements game.Game.
func (g *Game) Apply(seat int, a game.Action) ([]game.Event, error) {
	if err := game.CheckTurn(g, seat, a); err != nil {
		return nil, err
	}
	var out []game.Event
	switch a.Kind {
	case KindLook:
		e := ev(EvLook, seat, g.At[seat], NoMask, -1)
		e.Secret, e.SeenBy = game.ValuesOf(int(g.Places[g.At[seat]])), game.SeatsOf(seat)
		out = g.endTurn(g.emit(out, e))
	case KindSwap:
		mine, theirs := g.At[seat], g.placeOf(int(a.Args[0]))
		if a.Args[1] == 1 {
			g.Places[mine], g.Places[theirs] = g.Places[theirs], g.Places[mine]
		}
		e := ev(EvSwap, seat, theirs, NoMask, mine)
		e.Secret, e.SeenBy = game.ValuesOf(int(a.Args[1])), game.SeatsOf(seat)
		out = g.endTurn(g.emit(out, e))
	case KindAnnounce:
		g.Ann = &Announcement{Player: seat, Mask: Mask(a.Args[0]), Victim: -1, Contesters: []int{}}
		g.Phase = PhaseContest
		out = g.emit(out, ev(EvAnnounce, seat, -1, g.Ann.Mask, -1))
	case KindContest:
		if a.Args[0] == 1 {
			g.Ann.Contesters = append(g.Ann.Contesters, seat)
			out = g.emit(out, ev(EvContest, seat, -1, g.Ann.Mask, -1))
		} else {
			out = g.emit(out, ev(EvPass, seat, -1, g.Ann.Mask, -1))
		}
		g.Ann.Asked++
		if g.Ann.Asked == g.NPlayers-1 {
			out = g.resolveAnnouncement(out)
		}
	default:
		out = g.decide(seat, a, out)
	}
	return out, nil
}

// placeOf maps a target (player, or n+c for centre c) to its place.
func (g *Game) placeOf(target int) int {
	if target < g.NPlayers {
		return g.At[target]
	}
	return target
}

// resolveAnnouncement reveals contested masks and starts the powers.
func (g *Game) resolveAnnouncement(out []game.Event) []game.Event {
	ann := g.Ann
	if len(ann.Contesters) == 0 {
		ann.Holders = []int{ann.Player} // unchallenged: the power applies, nothing is shown
		ann.Peasants = 1
		return g.runPowers(out)
	}
	claimants := []int{ann.Player}
	for _, p := range g.clockwise(ann.Player) {
		if slices.Contains(ann.Contesters, p) {
			claimants = append(claimants, p)
		}
	}
	for _, p := range claimants {
		m := g.Places[g.At[p]]
		g.RevealedNow[p] = true
		out = g.emit(out, ev(EvReveal, p, g.At[p], m, -1))
		if m == ann.Mask {
			ann.Holders = append(ann.Holders, p)
		} else {
			ann.Liars = append(ann.Liars, p)
		}
	}
	ann.Peasants = max(1, len(ann.Holders))
	return g.runPowers(out)
}

// runPowers uses each holder's power in turn, then fines the false claimers
// (after the powers, as the Judge and Witch notes say), then ends the turn.
func (g *Game) runPowers(out []game.Event) []game.Event {
	ann := g.Ann
	for ann.Next < len(ann.Holders) {
		if g.Over() {
			return out
		}
		if ann.Step != "" {
			g.Phase = PhasePower
			if ann.Step == "name" {
				g.Phase = PhaseName
			}
			return out
		}
		var done bool
		out, done = g.startPower(ann.Holders[ann.Next], out)
		// The Princess and the Fool take their coins before choosing: 13 ends the game at once.
		if out = g.checkEnd(out); g.Over() {
			return out
		}
		if !done {
			continue // a decision is due: the loop above sets the phase
		}
		ann.Next++
	}
	for _, p := range ann.Liars {
		fine := min(1, g.CoinsOf(p))
		g.Coins[g.At[p]] -= fine
		g.Court += fine
		out = g.emit(out, ev(EvFine, p, -1, NoMask, fine))
		if out = g.checkEnd(out); g.Over() {
			return out
		}
	}
	g.Phase = PhaseTurn
	return g.endTurn(out)
}

func (g *Game) gain(p, n int, out []game.Event) []game.Event {
	g.Coins[g.At[p]] += n
	g.Bank += n
	return g.emit(out, ev(EvBank, p, -1, NoMask, n))
}

// take moves up to n coins from player `from` to player `to`.
func (g *Game) take(to, from, n int, out []game.Event) []game.Event {
	n = min(n, g.CoinsOf(from))
	g.Coins[g.At[from]] -= n
	g.Coins[g.At[to]] += n
	return g.emit(out, ev(EvTransfer, to, from, NoMask, n))
}

// startPower applies the automatic part of u's power. done is false when the
// power now waits for a decision (Ann.Step says which).
func (g *Game) startPower(u int, out []game.Event) ([]game.Event, bool) {
	ann := g.Ann
	left := g.PlayerAt((g.At[u] + 1) % g.NPlayers)
	right := g.PlayerAt((g.At[u] + g.NPlayers - 1) % g.NPlayers)
	switch ann.Mask {
	case Judge:
		c := g.Court
		g.Court = 0
		g.Coins[g.At[u]] += c
		out = g.emit(out, ev(EvCourt, u, -1, NoMask, c))
	case Empress:
		out = g.gain(u, 3, out)
	case King:
		out = g.gain(u, 2, out)
	case Widow:
		if c := g.CoinsOf(u); c < 10 {
			out = g.gain(u, 10-c, out)
		} else {
			out = g.emit(out, ev(EvNoEffect, u, -1, Widow, -1))
		}
	case Patron:
		out = g.gain(u, 3, out)
		out = g.gain(left, 1, out)
		out = g.gain(right, 1, out)
	case Peasant:
		out = g.gain(u, ann.Peasants, out)
	case Thief:
		out = g.take(u, left, 1, out)
		if out = g.checkEnd(out); !g.Over() {
			out = g.take(u, right, 1, out)
		}
	case Beggar:
		for _, p := range g.clockwise(u) {
			if g.CoinsOf(p) > g.CoinsOf(u) {
				out = g.take(u, p, 1, out)
				if out = g.checkEnd(out); g.Over() {
					break
				}
			}
		}
	case Cheat:
		if g.CoinsOf(u) >= 10 {
			g.Phase = PhaseOver
			g.Winners = []int{u}
			out = g.emit(out, ev(EvWin, u, -1, Cheat, g.CoinsOf(u)))
		} else {
			out = g.emit(out, ev(EvNoEffect, u, -1, Cheat, -1))
		}
	case Princess:
		out = g.gain(u, 2, out)
		ann.Step = "target"
		return out, false
	case Fool:
		out = g.gain(u, 1, out)
		ann.Step = "pair"
		return out, false
	case Puppeteer:
		ann.Step = "pair"
		return out, false
	case Trickster:
		rich := g.richestOthers(u)
		if single(rich) {
			for p := range g.NPlayers {
				if rich.Has(p) {
					out = g.take(u, p, 2, out)
				}
			}
		} else {
			ann.Step = "target"
			return out, false
		}
	case Guru, Witch, Spy:
		ann.Step = "target"
		return out, false
	}
	return out, true
}

func single(s game.Seats) bool { return s != 0 && s&(s-1) == 0 }

// decide applies a power's decision, then carries on with the announcement.
func (g *Game) decide(seat int, a game.Action, out []game.Event) []game.Event {
	ann := g.Ann
	finished := true
	switch a.Kind {
	case KindTarget:
		t := int(a.Args[0])
		switch ann.Mask {
		case Princess:
			e := ev(EvPrincess, seat, t, NoMask, g.At[t])
			e.Secret = game.ValuesOf(int(g.Places[g.At[t]]))
			e.SeenBy = game.AllSeats(g.NPlayers) &^ game.SeatsOf(t)
			g.RevealedNow[t] = true
			out = g.emit(out, e)
		case Trickster:
			out = g.take(seat, t, 2, out)
		case Witch:
			if t >= 0 {
				pu, pt := g.At[seat], g.At[t]
				g.Coins[pu], g.Coins[pt] = g.Coins[pt], g.Coins[pu]
				out = g.emit(out, ev(EvCoinSwap, seat, t, NoMask, -1))
			} else {
				out = g.emit(out, ev(EvNoEffect, seat, -1, Witch, -1))
			}
		case Guru:
			ann.Victim = t
			ann.Step = "name"
			out = g.emit(out, ev(EvGuru, seat, t, NoMask, -1))
			finished = false
		case Spy:
			ann.Victim = t
			ann.Step = "exchange"
			e := ev(EvSpyLook, seat, t, NoMask, g.At[t])
			e.Secret = game.ValuesOf(int(g.Places[g.At[seat]]), int(g.Places[g.At[t]]))
			e.SeenBy = game.SeatsOf(seat)
			out = g.emit(out, e)
			finished = false
		}
	case KindName:
		u := ann.Holders[ann.Next]
		named := Mask(a.Args[0])
		real := g.Places[g.At[seat]]
		out = g.emit(out, ev(EvName, seat, -1, named, -1))
		out = g.emit(out, ev(EvReveal, seat, g.At[seat], real, -1))
		g.RevealedNow[seat] = true
		if named != real {
			out = g.take(u, seat, 4, out)
		}
	case KindExchange:
		mine, theirs := g.At[seat], g.At[ann.Victim]
		if a.Args[0] == 1 {
			g.Places[mine], g.Places[theirs] = g.Places[theirs], g.Places[mine]
		}
		e := ev(EvSpySwap, seat, theirs, NoMask, mine)
		e.Secret, e.SeenBy = game.ValuesOf(int(a.Args[0])), game.SeatsOf(seat)
		out = g.emit(out, e)
	case KindPair:
		p, q := int(a.Args[0]), int(a.Args[1])
		if ann.Mask == Fool {
			pp, pq := g.At[p], g.At[q]
			if a.Args[2] == 1 {
				g.Places[pp], g.Places[pq] = g.Places[pq], g.Places[pp]
			}
			e := ev(EvFoolSwap, seat, pp, NoMask, pq)
			e.Secret, e.SeenBy = game.ValuesOf(int(a.Args[2])), game.SeatsOf(seat)
			out = g.emit(out, e)
		} else { // Puppeteer
			out = g.take(seat, p, 1, out)
			if out = g.checkEnd(out); g.Over() {
				return out
			}
			out = g.take(seat, q, 1, out)
			if out = g.checkEnd(out); g.Over() {
				return out
			}
			g.At[p], g.At[q] = g.At[q], g.At[p]
			out = g.emit(out, ev(EvSeatsChange, p, q, NoMask, -1))
		}
	}
	if !finished {
		return g.runPowers(out)
	}
	ann.Step = ""
	ann.Victim = -1
	ann.Next++
	if out = g.checkEnd(out); g.Over() {
		return out
	}
	return g.runPowers(out)
}

// checkEnd ends the game at 13 coins (those players win) or at 0 coins (the
// richest win); ties share.
func (g *Game) checkEnd(out []game.Event) []game.Event {
	if g.Over() {
		return out
	}
	var rich, broke bool
	best := 0
	for p := range g.NPlayers {
		c := g.CoinsOf(p)
		rich = rich || c >= 13
		broke = broke || c == 0
		best = max(best, c)
	}
	if !rich && !broke {
		return out
	}
	g.Phase = PhaseOver
	for p := range g.NPlayers {
		c := g.CoinsOf(p)
		if (rich && c >= 13) || (!rich && c == best) {
			g.Winners = append(g.Winners, p)
			out = g.emit(out, ev(EvWin, p, -1, NoMask, c))
		}
	}
	return out
}

// Explain implements game.Explainer.
func (g *Game) Explain(seat int, a game.Action) string { return g.whyIllegal(seat, a) }

func (g *Game) whyIllegal(seat int, a game.Action) string {
	switch g.Phase {
	case PhaseTurn:
		if g.OpeningSwaps > 0 && a.Kind != KindSwap {
			return "the first four turns of the game must be swaps"
		}
		switch a.Kind {
		case KindAnnounce:
			if g.RevealedPrev[seat] {
				return "your mask was revealed during the previous player's turn, so you may not announce"
			}
			return fmt.Sprintf("announce a mask of this scenario (%v)", g.kinds())
		case KindSwap:
			return "swap with another player's mask or a centre mask"
		}
		return "on your turn: look, swap or announce"
	case PhaseContest:
		return "claim the announced mask too (contest) or let it pass"
	case PhaseName:
		return "name the mask you believe you wear"
	case PhasePower:
		switch g.Ann.Step {
		case "target":
			if g.Ann.Mask == Trickster {
				return "the Trickster takes from one of the richest other players"
			}
			return fmt.Sprintf("the %s chooses another player", g.Ann.Mask)
		case "pair":
			return fmt.Sprintf("the %s chooses two other players", g.Ann.Mask)
		case "exchange":
			return "the Spy swaps or pretends to"
		}
	}
	return "not a legal action now"
}

// Clone implements game.Game.
func (g *Game) Clone() game.Game { return g.clone() }

func (g *Game) clone() *Game {
	c := *g
	c.Masks = slices.Clone(g.Masks)
	c.Places = slices.Clone(g.Places)
	c.Coins = slices.Clone(g.Coins)
	c.At = slices.Clone(g.At)
	c.RevealedNow = slices.Clone(g.RevealedNow)
	c.RevealedPrev = slices.Clone(g.RevealedPrev)
	c.Winners = slices.Clone(g.Winners)
	c.Log = game.CloneEvents(g.Log)
	if g.Ann != nil {
		a := *g.Ann
		a.Contesters = slices.Clone(a.Contesters)
		a.Holders = slices.Clone(a.Holders)
		a.Liars = slices.Clone(a.Liars)
		c.Ann = &a
	}
	return &c
}

// MarshalState implements game.Game.
func (g *Game) MarshalState() ([]byte, error) { return json.Marshal(g) }

func init() {
	game.Register(game.Definition{
		Name:         Name,
		StateVersion: 1,
		MinPlayers:   4,
		MaxPlayers:   13,
		Options: []game.Option{
			{Name: "scenario", Values: []string{"a", "b"}, Default: "a"},
			{Name: "masks"},
			{Name: "centre", Values: []string{"0", "1", "2"}, Aliases: []string{"center"}},
		},
		Bots: []string{"clever", "beginner", "expert", "random"},
		New:  func(c game.Config) (game.Game, error) { return New(c) },
		Load: func(b []byte) (game.Game, error) { return Load(b) },
	})
}
