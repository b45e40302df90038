package gametest

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"slices"
	"testing"

	"parlour/game"
)

var conformanceGames = flag.Int("conformance-games", 4, "random games per config in Conformance")

// Conformance is the suite every game runs: random play over configs (several
// games per config, seeds 0, 1, …) that checks, before and after every action,
// everything the contract in package game promises:
//
//   - Pending is sorted, within the table, and empty exactly when the game is over;
//     Legal is empty for every seat that owes nothing and free of duplicates for
//     those that do; each observation's legal actions are the seat's Legal;
//   - every legal action's notation parses back to itself;
//   - Apply refuses, with an *IllegalError naming the seat and leaving the game
//     unchanged, an action from a seat that owes nothing, a seat that does not
//     exist, and a well-formed action that is not legal;
//   - a clone saves to the same bytes, and acting on it leaves the original alone;
//   - save → load → save is byte-identical, and the loaded game's observations
//     (the spectator's and a probe seat's, turning round the table a step at a
//     time) are the original's; the save is the envelope encoding/json would write;
//   - every action reports at least one event; secrets name only seats at the
//     table, and a redacted event carries no secret to a seat outside SeenBy;
//   - every seat's observation changes after an action (it is told something)
//     and, where the definition has a Sample, every sample built from a seat's
//     observation gives that seat the very same observation and legal actions
//     (so the observation depends on nothing the seat may not know), is a valid
//     game, and some samples differ from the real game (the hidden part varies);
//     for the probe seat, sampling the real game and a sample of it with one
//     seed gives the same game (the sampler reads nothing else);
//   - an observation made over an older one (game.Reobserver) is Observe's;
//   - the optional interfaces do what they promise (see game/optional.go):
//     AppendLegal lists Legal's actions (game.LegalAppender); ApplyLegal
//     reports Apply's events and leaves the same game (game.LegalApplier);
//     Stack refuses, with an error and the game unchanged, a seat off the
//     table, an order it cannot read and any stacking after the first
//     action (game.Stacker);
//   - the game's own Validate holds after every action;
//   - the same config and actions give the same events and the same saves;
//   - a finished game owes nothing, has a result for every seat, and refuses play.
func Conformance(t *testing.T, def game.Definition, configs []game.Config) {
	t.Helper()
	if len(configs) == 0 {
		t.Fatal("Conformance needs at least one config")
	}
	for ci, cfg := range configs {
		t.Run(fmt.Sprintf("%d-%s", ci, ConfigName(cfg)), func(t *testing.T) {
			t.Parallel()
			varied := false
			for i := range *conformanceGames {
				c := cfg
				c.Seed = cfg.Seed + uint64(i)
				if conformGame(t, def, c, game.NewRNG(c.Seed^0x5eed)) {
					varied = true
				}
			}
			if def.Sample != nil && !varied {
				t.Errorf("every sample equalled the real game: the sampler never varies the hidden cards")
			}
		})
	}
}

// ConfigName is a short label of a config for test names and messages.
func ConfigName(cfg game.Config) string {
	s := fmt.Sprintf("%dp", cfg.Players)
	if cfg.Variant != "" {
		s += "-" + cfg.Variant
	}
	for _, k := range sortedKeys(cfg.Options) {
		v := cfg.Options[k]
		if len(v) > 12 {
			v = v[:12]
		}
		s += fmt.Sprintf("-%s=%s", k, v)
	}
	return s
}

// conformGame plays one random game with every check; it reports whether some
// sample differed from the real game.
func conformGame(t *testing.T, def game.Definition, cfg game.Config, r *game.RNG) (varied bool) {
	t.Helper()
	g, err := def.New(cfg)
	if err != nil {
		t.Fatalf("New(%+v): %v", cfg, err)
	}
	if op, ok := g.(game.Opener); ok {
		opening := op.Opening()
		if len(opening) == 0 {
			t.Fatalf("%s seed %d: the opening deal reports no events", ConfigName(cfg), cfg.Seed)
		}
		checkEvents(t, g, opening, ConfigName(cfg)+" opening")
	}
	checkEnvelope(t, g, ConfigName(cfg))
	checkDamagedSaves(t, g, ConfigName(cfg))
	checkStacker(t, g, false, ConfigName(cfg)+" before the first action")
	where := func(step int) string { return fmt.Sprintf("%s seed %d step %d", ConfigName(cfg), cfg.Seed, step) }
	var steps []Step
	// Encoding saves and observations is most of the suite's cost, so each
	// step's "after" encodings serve as the next step's "before".
	before, obsBefore := MustSave(t, g), observations(t, g)
	held := make([]game.Observation, g.Players()+1)
	for step := 0; !g.Over(); step++ {
		if step > 100_000 {
			t.Fatalf("%s: the game did not end", where(step))
		}
		at := where(step)
		pending := checkPending(t, g, at)
		checkLegalAndNotation(t, g, pending, at)
		checkRefusals(t, g, pending, r, before, at)
		probe := step % g.Players()
		checkSaveLoad(t, g, before, obsBefore, probe, at)
		checkReobserve(t, g, held, at)
		if def.Sample != nil && checkSamples(t, def, g, obsBefore, r, before, !varied, probe, at) {
			varied = true
		}

		seat := pending[r.Intn(len(pending))]
		legal := g.Legal(seat)
		a := legal[r.Intn(len(legal))]
		at = fmt.Sprintf("%s (seat %d: %s)", at, seat, g.FormatAction(a))

		c := g.Clone()
		if !bytes.Equal(MustSave(t, c), before) {
			t.Fatalf("%s: a clone saves differently from the original", at)
		}
		// The clone applies with ApplyLegal where the game has it, so that
		// the comparisons below hold it to Apply's events and game.
		var evClone []game.Event
		if la, ok := c.(game.LegalApplier); ok {
			evClone = la.ApplyLegal(seat, a)
		} else if evClone, err = c.Apply(seat, a); err != nil {
			t.Fatalf("%s: the clone refused a legal action: %v", at, err)
		}
		evClone = slices.Clone(evClone)
		if !bytes.Equal(MustSave(t, g), before) {
			t.Fatalf("%s: acting on a clone changed the original", at)
		}
		events, err := g.Apply(seat, a)
		if err != nil {
			t.Fatalf("%s: a legal action was refused: %v", at, err)
		}
		if !slices.Equal(events, evClone) {
			t.Fatalf("%s: the clone (ApplyLegal where the game has it) reported other events than Apply:\n%v\n%v", at, evClone, events)
		}
		after := MustSave(t, g)
		if !bytes.Equal(MustSave(t, c), after) {
			t.Fatalf("%s: the clone (ApplyLegal where the game has it) and the original differ after the same action", at)
		}
		checkEvents(t, g, events, at)
		if step == 0 {
			checkStacker(t, g, true, at)
		}
		obsAfter := observations(t, g)
		for v := range obsAfter {
			if bytes.Equal(obsBefore[v], obsAfter[v]) {
				t.Fatalf("%s: seat %d's observation did not change, though the action reported %d events", at, v-1, len(events))
			}
		}
		if val, ok := g.(Validator); ok {
			if err := val.Validate(); err != nil {
				t.Fatalf("%s: invalid after the action: %v", at, err)
			}
		}
		steps = append(steps, Step{Seat: seat, Action: a, Events: slices.Clone(events), Index: step})
		before, obsBefore = after, obsAfter
	}
	checkOver(t, g, where(len(steps)))
	checkReplay(t, def, cfg, steps, MustSave(t, g))
	return varied
}

// checkEnvelope holds the game to what game.Save assumes when it writes the
// envelope around the state: the save is the one encoding/json would write
// with the state inside it, so MarshalState's JSON must already be compact.
func checkEnvelope(t *testing.T, g game.Game, at string) {
	state, err := g.MarshalState()
	if err != nil {
		t.Fatalf("%s: MarshalState: %v", at, err)
	}
	def, err := game.Lookup(g.Name())
	if err != nil {
		t.Fatalf("%s: %v", at, err)
	}
	want := mustJSON(t, struct {
		Format       string          `json:"format"`
		Version      int             `json:"version"`
		Game         string          `json:"game"`
		StateVersion int             `json:"state_version"`
		State        json.RawMessage `json:"state"`
	}{game.SaveFormat, game.SaveVersion, g.Name(), def.StateVersion, state})
	if got := MustSave(t, g); !bytes.Equal(got, want) {
		t.Fatalf("%s: game.Save wrote other bytes than encoding/json would (is MarshalState's JSON compact?):\n%s\n%s", at, got, want)
	}
}

// checkDamagedSaves holds game.Load to refusing a save that is whole JSON
// but not one Save wrote: without its generator (which would leave the
// all-zero state, whose every shuffle loops forever), or with data after
// the envelope (a fuzzer's spliced save put the generator there).
func checkDamagedSaves(t *testing.T, g game.Game, at string) {
	save := MustSave(t, g)
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(save, &doc); err != nil {
		t.Fatal(err)
	}
	doc["state"] = WithoutRNG(t, save)
	for name, damaged := range map[string][]byte{
		"a save without its generator":        mustJSON(t, doc),
		"a save with data after its envelope": append(slices.Clone(save), `,{"rng":["1","2","3","4"]}`...),
		"a save with an unknown field":        append(append(slices.Clone(save[:len(save)-1]), `,"extra":false`...), '}'),
	} {
		if _, err := game.Load(damaged); err == nil {
			t.Errorf("%s: %s was accepted", at, name)
		}
	}
}

func checkPending(t *testing.T, g game.Game, at string) []int {
	pending := g.Pending()
	if len(pending) == 0 {
		t.Fatalf("%s: the game is not over, yet nobody owes a decision", at)
	}
	for i, s := range pending {
		if s < 0 || s >= g.Players() || (i > 0 && pending[i-1] >= s) {
			t.Fatalf("%s: Pending %v is not a sorted list of seats at a table of %d", at, pending, g.Players())
		}
	}
	return pending
}

func checkLegalAndNotation(t *testing.T, g game.Game, pending []int, at string) {
	app, _ := g.(game.LegalAppender)
	for s := game.Spectator; s < g.Players(); s++ {
		legal := g.Legal(s)
		if app != nil {
			// A used buffer, to catch an AppendLegal that reads it.
			buf := append(make([]game.Action, 0, 64), game.NewAction(255), game.NewAction(254))
			if got := app.AppendLegal(buf[:1], s); len(got) != len(legal)+1 || got[0] != buf[0] || !slices.Equal(got[1:], legal) {
				t.Fatalf("%s: seat %d: AppendLegal appends %v, Legal lists %v", at, s, got[1:], legal)
			}
		}
		if s == game.Spectator {
			if len(legal) > 0 {
				t.Fatalf("%s: the spectator has %d legal actions", at, len(legal))
			}
			continue
		}
		owes := slices.Contains(pending, s)
		switch {
		case !owes && len(legal) > 0:
			t.Fatalf("%s: seat %d owes nothing but has %d legal actions", at, s, len(legal))
		case owes && len(legal) == 0:
			t.Fatalf("%s: seat %d owes a decision but has no legal action", at, s)
		}
		obs := g.Observe(s)
		if obs.Viewer() != s {
			t.Fatalf("%s: seat %d's observation says its viewer is %d", at, s, obs.Viewer())
		}
		if !slices.Equal(obs.LegalActions(), legal) {
			t.Fatalf("%s: seat %d's observation lists other legal actions than Legal", at, s)
		}
		for i, a := range legal {
			if slices.Contains(legal[:i], a) {
				t.Fatalf("%s: seat %d's legal actions list %s twice", at, s, g.FormatAction(a))
			}
			text := g.FormatAction(a)
			back, err := g.ParseAction(s, text)
			if err != nil || back != a {
				t.Fatalf("%s: seat %d: %+v formats as %q, which reads back as %+v (%v)", at, s, a, text, back, err)
			}
		}
	}
}

// checkRefusals tries actions the rules forbid: each must be an *IllegalError
// naming the seat, and leave the game as it was.
func checkRefusals(t *testing.T, g game.Game, pending []int, r *game.RNG, before []byte, at string) {
	seat := pending[r.Intn(len(pending))]
	legal := g.Legal(seat)
	a := legal[r.Intn(len(legal))]
	var tried []string
	refuse := func(s int, x game.Action, why string) {
		_, err := g.Apply(s, x)
		ie, ok := err.(*game.IllegalError)
		if !ok || ie.Seat != s || ie.Rule == "" {
			t.Fatalf("%s: %s (seat %d: %s) gave %v, want an IllegalError naming seat %d and a rule", at, why, s, g.FormatAction(x), err, s)
		}
		if _, explains := g.(game.Explainer); explains && why == changedAction && ie.Rule == game.NotLegalNow {
			t.Fatalf("%s: seat %d: %s was refused without naming a rule, though the game explains refusals", at, s, g.FormatAction(x))
		}
		tried = append(tried, fmt.Sprintf("%s (seat %d: %s)", why, s, g.FormatAction(x)))
	}
	defer func() {
		if !bytes.Equal(MustSave(t, g), before) {
			t.Fatalf("%s: one of these refused actions changed the game: %v", at, tried)
		}
	}()
	for s := range g.Players() {
		if !slices.Contains(pending, s) {
			refuse(s, a, "a seat that owes nothing")
			break
		}
	}
	refuse(-1, a, "seat -1")
	refuse(g.Players(), a, "a seat past the table")
	// Change one part of a legal action until it is no longer legal.
	for try := 0; try < 8; try++ {
		x := a
		if i := r.Intn(5); i == 4 {
			x.Kind += uint8(1 + r.Intn(3))
		} else {
			x.Args[i] += int8(1 + r.Intn(3))
		}
		if !slices.Contains(legal, x) {
			refuse(seat, x, changedAction)
			break
		}
	}
}

const changedAction = "a changed legal action"

func checkSaveLoad(t *testing.T, g game.Game, save []byte, obs [][]byte, probe int, at string) {
	l, err := game.Load(save)
	if err != nil {
		t.Fatalf("%s: its own save does not load: %v", at, err)
	}
	if !bytes.Equal(MustSave(t, l), save) {
		t.Fatalf("%s: save → load → save changed the bytes", at)
	}
	// The bytes being equal, only state that a save leaves out (a cache
	// rebuilt on loading) could change an observation: the spectator's and
	// the probe seat's, turning round the table, find it.
	for _, v := range []int{game.Spectator, probe} {
		if !bytes.Equal(mustJSON(t, l.Observe(v)), obs[v+1]) {
			t.Fatalf("%s: seat %d's observation differs after loading", at, v)
		}
	}
}

// observations encodes every seat's observation, the spectator's first.
func observations(t *testing.T, g game.Game) [][]byte {
	out := make([][]byte, g.Players()+1)
	for v := game.Spectator; v < g.Players(); v++ {
		out[v+1] = mustJSON(t, g.Observe(v))
	}
	return out
}

// checkSamples checks every seat's samples of g and reports whether one
// differed from g in a hidden card; seekVaried false skips that comparison
// (a save without its generator is dear to make, and one varied sample a
// game is enough). That the sampler reads only the observation is checked
// for seat probe alone: it costs two more samples and saves, and with the
// probe turning round the table step by step every seat is still checked
// many times a game (at six seats it was half the suite's time).
func checkSamples(t *testing.T, def game.Definition, g game.Game, obs [][]byte, r *game.RNG, real []byte, seekVaried bool, probe int, at string) (varied bool) {
	var realHidden []byte
	for v := range g.Players() {
		s, err := def.Sample(g.Observe(v), r)
		if err != nil {
			t.Fatalf("%s: sampling seat %d's view: %v", at, v, err)
		}
		if s.Players() != g.Players() || s.Over() != g.Over() {
			t.Fatalf("%s: seat %d's sample has %d players, over %v", at, v, s.Players(), s.Over())
		}
		if got := mustJSON(t, s.Observe(v)); !bytes.Equal(got, obs[v+1]) {
			t.Fatalf("%s: seat %d's observation of a sample differs from its real observation:\nreal   %s\nsample %s", at, v, obs[v+1], got)
		}
		if !slices.Equal(s.Legal(v), g.Legal(v)) {
			t.Fatalf("%s: seat %d has other legal actions in a sample", at, v)
		}
		if val, ok := s.(Validator); ok {
			if err := val.Validate(); err != nil {
				t.Fatalf("%s: seat %d's sample is not a valid game: %v", at, v, err)
			}
		}
		if seekVaried && !varied || v == probe {
			save := MustSave(t, s)
			if bytes.Equal(save, real) {
				continue
			}
			if seekVaried && !varied {
				if realHidden == nil {
					realHidden = WithoutRNG(t, real)
				}
				varied = !bytes.Equal(WithoutRNG(t, save), realHidden)
			}
			if v != probe {
				continue
			}
			// The sample hides other cards behind the same observation: a
			// sampler that reads only the observation cannot tell them apart.
			seed := r.Uint64()
			a, errA := def.Sample(g.Observe(v), game.NewRNG(seed))
			b, errB := def.Sample(s.Observe(v), game.NewRNG(seed))
			if errA != nil || errB != nil || !bytes.Equal(MustSave(t, a), MustSave(t, b)) {
				t.Fatalf("%s: seat %d: sampling the real game and a sample of it (same observation, same seed) gave different games: the sampler reads more than the observation", at, v)
			}
		}
	}
	return varied
}

func checkEvents(t *testing.T, g game.Game, events []game.Event, at string) {
	if len(events) == 0 {
		t.Fatalf("%s: the action reported no events, so nobody can be shown what happened", at)
	}
	all := game.AllSeats(g.Players())
	for _, e := range events {
		if e.Type.String() == "" {
			t.Fatalf("%s: an event has no type", at)
		}
		if e.SeenBy&^all != 0 {
			t.Fatalf("%s: %s is seen by seats that are not at the table (%b)", at, e.Type, e.SeenBy)
		}
		if e.Secret.Len() == 0 && e.SeenBy != 0 {
			t.Fatalf("%s: %s names seats that see its secret, but has none", at, e.Type)
		}
		for v := game.Spectator; v < g.Players(); v++ {
			red := e.Redact(v)
			if !e.SeenBy.Has(v) && (red.Secret.Len() != 0 || red.Hidden != e.Secret.Len()) {
				t.Fatalf("%s: %s redacted for seat %d still carries its secret", at, e.Type, v)
			}
		}
	}
}

func checkOver(t *testing.T, g game.Game, at string) {
	if len(g.Pending()) != 0 {
		t.Fatalf("%s: the game is over but seats %v owe decisions", at, g.Pending())
	}
	for s := range g.Players() {
		if l := g.Legal(s); len(l) != 0 {
			t.Fatalf("%s: the game is over but seat %d has legal actions", at, s)
		}
		g.Observe(s)
	}
	res := g.Result()
	if len(res.Scores) != g.Players() || len(res.Winners) == 0 {
		t.Fatalf("%s: result %+v for %d players", at, res, g.Players())
	}
	for i, w := range res.Winners {
		if w < 0 || w >= g.Players() || slices.Contains(res.Winners[:i], w) {
			t.Fatalf("%s: result names winner %d", at, w)
		}
	}
	if _, err := g.Apply(0, game.NewAction(1)); err == nil {
		t.Fatalf("%s: a finished game accepted an action", at)
	}
}

// checkReplay plays the same actions on a new game from the same config: the
// events must be the same at every step and the final save identical.
func checkReplay(t *testing.T, def game.Definition, cfg game.Config, steps []Step, final []byte) {
	g, err := def.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range steps {
		events, err := g.Apply(s.Seat, s.Action)
		if err != nil {
			t.Fatalf("%s seed %d: replaying step %d: %v", ConfigName(cfg), cfg.Seed, i, err)
		}
		if !slices.Equal(events, s.Events) {
			t.Fatalf("%s seed %d: same seed and actions, other events at step %d", ConfigName(cfg), cfg.Seed, i)
		}
	}
	if !bytes.Equal(MustSave(t, g), final) {
		t.Fatalf("%s seed %d: same seed and actions, a different final save", ConfigName(cfg), cfg.Seed)
	}
}

func mustJSON(t testing.TB, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// checkStacker holds a game.Stacker to refusing what it cannot do, with an
// error and the game unchanged (never a panic): a first seat off the table,
// an order entry that names no card, and, once the game has begun, any
// stacking at all. Before the first action g is a fresh game (a stacking
// that is refused leaves it as New made it); after it, g has played one.
func checkStacker(t *testing.T, g game.Game, begun bool, at string) {
	st, ok := g.(game.Stacker)
	if !ok {
		return
	}
	before := MustSave(t, g)
	tries := map[string]func() error{
		"a first seat before the table": func() error { return st.Stack(-1, nil) },
		"a first seat past the table":   func() error { return st.Stack(g.Players(), nil) },
		"an order naming no card":       func() error { return st.Stack(0, []string{"no such card"}) },
	}
	if begun {
		tries["a stacking after the first action"] = func() error { return st.Stack(0, nil) }
	}
	for what, try := range tries {
		if err := try(); err == nil {
			t.Fatalf("%s: Stack accepted %s", at, what)
		}
		if !bytes.Equal(MustSave(t, g), before) {
			t.Fatalf("%s: Stack refused %s but changed the game", at, what)
		}
	}
}
