package game

import (
	"bytes"
	"fmt"

	"parlour/game/json"
)

// SaveFormat names Parlour saves; SaveVersion is the envelope version this build writes and reads.
const (
	SaveFormat  = "parlour-save"
	SaveVersion = 1
)

type envelope struct {
	Format       string          `json:"format"`
	Version      int             `json:"version"`
	Game         string          `json:"game"`
	StateVersion int             `json:"state_version"`
	State        json.RawMessage `json:"state,omitempty"`
}

// Save encodes g in the versioned envelope. The same game always gives the same bytes.
func Save(g Game) ([]byte, error) {
	d, err := Lookup(g.Name())
	if err != nil {
		return nil, err
	}
	state, err := g.MarshalState()
	if err != nil {
		return nil, fmt.Errorf("save %s: %w", g.Name(), err)
	}
	// The envelope is written around the state rather than marshalled with
	// it: encoding/json would scan the whole state again to compact it, and
	// a save is made after every move (in the browser, and many times a
	// step in the conformance suite). MarshalState's output is json.Marshal's,
	// already compact, so the bytes are the same (the conformance suite's
	// checkEnvelope holds every game to it).
	head, err := json.Marshal(envelope{Format: SaveFormat, Version: SaveVersion, Game: g.Name(), StateVersion: d.StateVersion})
	if err != nil {
		return nil, fmt.Errorf("save %s: %w", g.Name(), err)
	}
	head = head[:len(head)-1] // drop the closing brace
	out := make([]byte, 0, len(head)+len(`,"state":}`)+len(state))
	out = append(append(append(append(out, head...), `,"state":`...), state...), '}')
	return out, nil
}

// Load decodes a save written by Save. Anything it cannot trust is an error
// that says what is wrong; it never panics.
func Load(data []byte) (Game, error) {
	var env envelope
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&env); err != nil {
		return nil, fmt.Errorf("not a Parlour save: %w", err)
	}
	if dec.More() {
		// Data after the envelope was never written by Save: a damaged or
		// spliced save (a fuzzer found one whose generator lay outside it).
		return nil, fmt.Errorf("not a Parlour save: trailing data after the envelope")
	}
	if env.Format != SaveFormat {
		return nil, fmt.Errorf("not a Parlour save (format %q)", env.Format)
	}
	if env.Version != SaveVersion {
		return nil, fmt.Errorf("save format version %d is not supported (this build reads %d)", env.Version, SaveVersion)
	}
	d, err := Lookup(env.Game)
	if err != nil {
		return nil, fmt.Errorf("save: %w", err)
	}
	if env.StateVersion != d.StateVersion {
		return nil, fmt.Errorf("%s save version %d is not supported (this build reads %d)", env.Game, env.StateVersion, d.StateVersion)
	}
	if len(env.State) == 0 {
		return nil, fmt.Errorf("%s save has no state", env.Game)
	}
	g, err := d.Load(env.State)
	if err != nil {
		return nil, fmt.Errorf("%s save is corrupt: %w", env.Game, err)
	}
	return g, nil
}

// DecodeState strictly decodes a game's saved state into v (unknown fields are
// refused) and then validates it, for the games' Load functions.
func DecodeState(data []byte, v interface{ Validate() error }) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return fmt.Errorf("trailing data after the state")
	}
	if r, ok := v.(randomised); ok && !r.RandomSource().Seeded() {
		// A missing "rng" leaves the all-zero state, from which xoshiro
		// only ever yields 0: the next shuffle would never end.
		return fmt.Errorf("the random generator's state is missing")
	}
	return v.Validate()
}

// randomised is a game state holding a generator that must be seeded.
type randomised interface{ RandomSource() *RNG }
