package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"sync"
)

// SaveFormat names Parlour saves; SaveVersion is the envelope version this build writes and reads.
const (
	SaveFormat  = "parlour-save"
	SaveVersion = 1
)

// Definition is what a game package registers: how to create and load it.
type Definition struct {
	Name string
	// StateVersion is the version of the game's own state encoding.
	StateVersion int
	New          func(Config) (Game, error)
	// Load decodes and validates MarshalState's output; it must return an error,
	// never a game that could panic later, for anything it cannot trust.
	Load func(state []byte) (Game, error)
}

var (
	registryMu sync.RWMutex
	registry   = map[string]Definition{}
)

// Register makes a game known by name. It is called from the game's init.
func Register(d Definition) {
	registryMu.Lock()
	defer registryMu.Unlock()
	if _, dup := registry[d.Name]; dup {
		panic("game: registered twice: " + d.Name)
	}
	registry[d.Name] = d
}

// Lookup returns a registered game's definition.
func Lookup(name string) (Definition, error) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	d, ok := registry[name]
	if !ok {
		return Definition{}, fmt.Errorf("unknown game %q (known: %v)", name, namesLocked())
	}
	return d, nil
}

// Names lists the registered games, sorted.
func Names() []string {
	registryMu.RLock()
	defer registryMu.RUnlock()
	return namesLocked()
}

func namesLocked() []string {
	var names []string
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// New creates a registered game.
func New(name string, cfg Config) (Game, error) {
	d, err := Lookup(name)
	if err != nil {
		return nil, err
	}
	return d.New(cfg)
}

type envelope struct {
	Format       string          `json:"format"`
	Version      int             `json:"version"`
	Game         string          `json:"game"`
	StateVersion int             `json:"state_version"`
	State        json.RawMessage `json:"state"`
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
	return json.Marshal(envelope{Format: SaveFormat, Version: SaveVersion, Game: g.Name(), StateVersion: d.StateVersion, State: state})
}

// Load decodes a save written by Save. Anything it cannot trust is an error
// that says what is wrong; it never panics.
func Load(data []byte) (Game, error) {
	var env envelope
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&env); err != nil {
		return nil, fmt.Errorf("not a Parlour save: %w", err)
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
	return v.Validate()
}
