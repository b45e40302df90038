package menus

import (
	"maps"
	"slices"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/scenes/profile"
	"parlour/scenes/table"
)

// The setup's configuration: what a shared deal fixes and why, the choices
// applied and kept within the game's ranges, and the game.Config they make.

// unlocked is a remembered setup without the choices the page locked.
func (s *Setup) unlocked(last profile.Setup) (int, string, string, map[string]string) {
	opts := maps.Clone(last.Options)
	for k := range opts {
		if slices.Contains(s.lock, k) {
			delete(opts, k)
		}
	}
	if slices.Contains(s.lock, "players") {
		last.Players = 0
	}
	if slices.Contains(s.lock, "variant") {
		last.Variant = ""
	}
	if slices.Contains(s.lock, "bots") {
		last.Bots = ""
	}
	return last.Players, last.Variant, last.Bots, opts
}

// fixed reports whether a choice ("players", "variant", "bots" or an
// option's name) cannot be changed: a shared deal fixes the cards and the
// table, and an embedding page the choices it locked. Who plays at this
// device (names, and people for pass and play) stays the person's choice.
func (s *Setup) fixed(kind string) bool {
	return s.deal != nil || slices.Contains(s.lock, kind)
}

// lockedWhy is why a setup button of a kind of choice cannot be changed
// ("" when it can).
func (s *Setup) lockedWhy(kind string) string {
	if kind == "name" || kind == "person" {
		return ""
	}
	if s.deal != nil {
		return i18n.T("setup.locked")
	}
	if slices.Contains(s.lock, kind) {
		return i18n.T("setup.set_by_page")
	}
	if kind == "players" {
		lo, hi := s.def.PlayerRange(s.variant)
		return i18n.T("setup.players_off", lo, hi)
	}
	return ""
}

// apply takes what fits the game's metadata and leaves the rest.
func (s *Setup) apply(players int, variant, bots string, options map[string]string) {
	if variant != "" && slices.Contains(s.def.VariantNames(), variant) {
		s.variant = variant
	}
	if players != 0 {
		if _, err := s.def.CheckConfig(game.Config{Players: players, Variant: s.variant}); err == nil {
			s.players = players
		}
	}
	if slices.Contains(s.bots, bots) {
		s.level = bots
	}
	for k, v := range options {
		o, ok := s.def.Option(k)
		if !ok {
			continue
		}
		if slices.Contains(o.Values, v) {
			s.options[o.Name] = v
		} else if ed, edits := s.spec.Editors[o.Name]; edits && len(o.Values) == 0 && s.editable(ed, v) {
			s.options[o.Name] = v
		}
	}
	s.fit()
}

// fit brings the player count into the variant's range and drops options
// that no longer apply.
func (s *Setup) fit() {
	lo, hi := s.def.PlayerRange(s.variant)
	s.players = min(max(s.players, lo), hi)
	for k := range s.options {
		if o, ok := s.def.Option(k); !ok || !o.AppliesTo(s.variant, s.players) {
			delete(s.options, k)
		}
	}
}

// choices are the options shown: those with listed values, or with the
// table's editor, that apply now.
func (s *Setup) choices() []game.Option {
	var out []game.Option
	for _, o := range s.def.Options {
		_, edits := s.spec.Editors[o.Name]
		if (len(o.Values) > 0 || edits) && o.AppliesTo(s.variant, s.players) {
			out = append(out, o)
		}
	}
	return out
}

// config is the table as chosen so far (without a seed).
func (s *Setup) config() game.Config {
	cfg := game.Config{Players: s.players, Variant: s.variant, Options: maps.Clone(s.options)}
	if len(cfg.Options) == 0 {
		cfg.Options = nil
	}
	return cfg
}

// editable reports whether an editor accepts value for the table as chosen.
func (s *Setup) editable(ed table.OptionEditor, v string) bool {
	return ed.Check == nil || ed.Check(v, s.config()) == ""
}

// refused is why the chosen free-text options cannot start a game, or "".
func (s *Setup) refused() string {
	for name, ed := range s.spec.Editors {
		if v, ok := s.options[name]; ok && ed.Check != nil {
			if why := ed.Check(v, s.config()); why != "" {
				return why
			}
		}
	}
	return ""
}

func (s *Setup) option(o game.Option) string {
	if v, ok := s.options[o.Name]; ok {
		return v
	}
	return o.Default
}
