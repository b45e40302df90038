package game

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// Definition is what a game package registers: its metadata (player range,
// variants, options, bots), and how to create, load and sample it. Setup
// screens, URL parameters and the simulator read the metadata instead of
// naming any game's rules themselves.
type Definition struct {
	Name string
	// StateVersion is the version of the game's own state encoding.
	StateVersion int
	// MinPlayers and MaxPlayers bound every variant; a variant may narrow them.
	MinPlayers, MaxPlayers int
	// Variants lists the game's variants or editions, the default first. A game
	// without variants leaves it empty and accepts only Config.Variant == "".
	Variants []Variant
	// Options lists every option the game accepts, with its allowed values.
	Options []Option

	New func(Config) (Game, error)
	// Load decodes and validates MarshalState's output; it must return an error,
	// never a game that could panic later, for anything it cannot trust.
	Load func(state []byte) (Game, error)
	// Sample, if set, builds a complete game consistent with obs, dealing every
	// card its viewer has not seen at random from r (a determinization). It is
	// given only the observation, so a search bot built on it cannot cheat.
	Sample func(obs Observation, r *RNG) (Game, error)
}

// Variant is one variant or edition of a game.
type Variant struct {
	Name string
	// MinPlayers and MaxPlayers narrow the game's range for this variant; 0 means the game's.
	MinPlayers, MaxPlayers int
}

// Option is one game option, written Name=Value in configs, URLs and flags.
type Option struct {
	Name string
	// Values lists the allowed values. Empty means free text that the game
	// checks itself (a list of round cards, a set of masks).
	Values []string
	// Default is the value used when the option is absent ("" for none).
	Default string
	// Variants, if set, are the only variants the option applies to.
	Variants []string
	// MinPlayers, if set, is the smallest table the option applies to.
	MinPlayers int
	// Aliases are other names accepted for the option (read as Name).
	Aliases []string
}

// PlayerRange is the player range of a variant ("" for the default).
func (d Definition) PlayerRange(variant string) (lo, hi int) {
	lo, hi = d.MinPlayers, d.MaxPlayers
	if v, ok := d.variant(variant); ok {
		if v.MinPlayers > 0 {
			lo = v.MinPlayers
		}
		if v.MaxPlayers > 0 {
			hi = v.MaxPlayers
		}
	}
	return lo, hi
}

// DefaultVariant is the first variant, or "" for a game without variants.
func (d Definition) DefaultVariant() string {
	if len(d.Variants) == 0 {
		return ""
	}
	return d.Variants[0].Name
}

// VariantNames lists the variants in order.
func (d Definition) VariantNames() []string {
	out := make([]string, len(d.Variants))
	for i, v := range d.Variants {
		out[i] = v.Name
	}
	return out
}

// Option returns the option called name (or one of its aliases).
func (d Definition) Option(name string) (Option, bool) {
	for _, o := range d.Options {
		if o.Name == name || slices.Contains(o.Aliases, name) {
			return o, true
		}
	}
	return Option{}, false
}

func (d Definition) variant(name string) (Variant, bool) {
	if name == "" {
		name = d.DefaultVariant()
	}
	for _, v := range d.Variants {
		if v.Name == name {
			return v, true
		}
	}
	return Variant{}, false
}

// AppliesTo reports whether the option may be set for this variant and table size.
func (o Option) AppliesTo(variant string, players int) bool {
	if len(o.Variants) > 0 && !slices.Contains(o.Variants, variant) {
		return false
	}
	return o.MinPlayers == 0 || players >= o.MinPlayers
}

// CheckConfig checks cfg against the metadata and returns it normalised: the
// variant named (the default when empty), option names in their main
// spelling, values lower-cased where they come from a list. Every error
// names the game, says what is wrong and what is allowed. Games call it first
// in New, then check what the metadata cannot say (a custom set of masks).
func (d Definition) CheckConfig(cfg Config) (Config, error) {
	out := cfg
	if len(d.Variants) == 0 {
		if cfg.Variant != "" {
			return cfg, fmt.Errorf("%s: unknown variant %q (this game has no variants)", d.Name, cfg.Variant)
		}
	} else {
		v, ok := d.variant(strings.ToLower(cfg.Variant))
		if !ok {
			return cfg, fmt.Errorf("%s: unknown variant %q (variants: %s)", d.Name, cfg.Variant, strings.Join(d.VariantNames(), ", "))
		}
		out.Variant = v.Name
	}
	lo, hi := d.PlayerRange(out.Variant)
	if cfg.Players < lo || cfg.Players > hi {
		if out.Variant != "" {
			return cfg, fmt.Errorf("%s: the %s variant is for %d–%d players, not %d", d.Name, out.Variant, lo, hi, cfg.Players)
		}
		return cfg, fmt.Errorf("%s: %d–%d players, not %d", d.Name, lo, hi, cfg.Players)
	}
	out.Options = nil
	for _, k := range SortedKeys(cfg.Options) {
		o, ok := d.Option(strings.ToLower(k))
		if !ok {
			return cfg, fmt.Errorf("%s: unknown option %q (options: %s)", d.Name, k, d.optionNames())
		}
		val := cfg.Options[k]
		if !o.AppliesTo(out.Variant, cfg.Players) {
			return cfg, fmt.Errorf("%s: option %s does not apply to %s", d.Name, o.Name, o.scope())
		}
		if len(o.Values) > 0 {
			low := strings.ToLower(val)
			if !slices.Contains(o.Values, low) {
				return cfg, fmt.Errorf("%s: %s=%q is not allowed (%s)", d.Name, o.Name, val, strings.Join(o.Values, ", "))
			}
			val = low
		}
		if out.Options == nil {
			out.Options = map[string]string{}
		}
		if _, dup := out.Options[o.Name]; dup {
			return cfg, fmt.Errorf("%s: option %s is given twice", d.Name, o.Name)
		}
		out.Options[o.Name] = val
	}
	return out, nil
}

// OptionValue is cfg's value of option name, or its default.
func (d Definition) OptionValue(cfg Config, name string) string {
	if v, ok := cfg.Options[name]; ok {
		return v
	}
	o, _ := d.Option(name)
	return o.Default
}

func (d Definition) optionNames() string {
	if len(d.Options) == 0 {
		return "none"
	}
	names := make([]string, len(d.Options))
	for i, o := range d.Options {
		names[i] = o.Name
	}
	return strings.Join(names, ", ")
}

func (o Option) scope() string {
	var parts []string
	if len(o.Variants) > 0 {
		parts = append(parts, "variant "+strings.Join(o.Variants, " or "))
	}
	if o.MinPlayers > 0 {
		parts = append(parts, fmt.Sprintf("%d or more players", o.MinPlayers))
	}
	return "this table (only " + strings.Join(parts, ", ") + ")"
}

// Validate reports a definition whose metadata contradicts itself.
func (d Definition) Validate() error {
	switch {
	case d.Name == "" || d.New == nil || d.Load == nil:
		return fmt.Errorf("game: a definition needs a name, New and Load")
	case d.MinPlayers < 1 || d.MaxPlayers < d.MinPlayers || d.MaxPlayers > 16:
		return fmt.Errorf("game %s: player range %d–%d", d.Name, d.MinPlayers, d.MaxPlayers)
	}
	for _, v := range d.Variants {
		lo, hi := d.PlayerRange(v.Name)
		if v.Name == "" || v.Name != strings.ToLower(v.Name) || lo < d.MinPlayers || hi > d.MaxPlayers || hi < lo {
			return fmt.Errorf("game %s: variant %q with players %d–%d", d.Name, v.Name, lo, hi)
		}
	}
	for _, o := range d.Options {
		if o.Default != "" && len(o.Values) > 0 && !slices.Contains(o.Values, o.Default) {
			return fmt.Errorf("game %s: option %s defaults to %q, not one of its values", d.Name, o.Name, o.Default)
		}
		for _, v := range o.Variants {
			if _, ok := d.variant(v); !ok {
				return fmt.Errorf("game %s: option %s names unknown variant %q", d.Name, o.Name, v)
			}
		}
	}
	return nil
}

var (
	registryMu sync.RWMutex
	registry   = map[string]Definition{}
)

// Register makes a game known by name. It is called from the game's init.
func Register(d Definition) {
	if err := d.Validate(); err != nil {
		panic(err)
	}
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
		return Definition{}, fmt.Errorf("unknown game %q (games: %s)", name, strings.Join(namesLocked(), ", "))
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
	SortSmall(names)
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
