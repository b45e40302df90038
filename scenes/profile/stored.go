package profile

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"unicode"

	"parlour/game"
	"parlour/game/json"
)

// Settings and statistics are read from storage part by part: a setting,
// a seat's name, a game's last setup (or one option of it) or a game's
// statistics line that does not decode or check takes its default alone,
// and the Repair says which, so that one bad value never takes the good
// ones with it (issue 37: one impossible Mascarade line once reset every
// statistic). Only a value that cannot be read at all — not JSON, not an
// object, over the size bound — takes every default.
//
// Written back, a value keeps every field of what was stored that this
// version does not know (a later version's setting or statistic) verbatim:
// see EncodeSettings.

// Kind is what a Repair reset.
type Kind int

const (
	// Unreadable: nothing could be read; every part took its default.
	Unreadable Kind = iota + 1
	// SettingReset: one setting took its default (Repair.Setting says which).
	SettingReset
	// NameCleared: one seat's name was cleared (it cannot be shown).
	NameCleared
	// SetupDropped: one game's last setup, or an option of it, was dropped.
	SetupDropped
	// LineDropped: one statistics line was dropped.
	LineDropped
	// StrayDropped: an entry under a key no version writes (not a game's
	// name) was dropped; there is nothing to name to the person.
	StrayDropped
	// RecentDropped: a statistics line's recent results at one level (or
	// all of them) were dropped, the line's counts kept.
	RecentDropped
)

// Repair is one part of a stored value that could not be read and took
// its default, the rest being kept.
type Repair struct {
	Kind Kind
	// Setting is the setting's stored name ("speed", "sound"…), for
	// SettingReset.
	Setting string
	// Game is the game whose setup (SetupDropped) or statistics line
	// (LineDropped, RecentDropped: the line's key, e.g. "mascarade-daily")
	// was reset.
	Game string
	// Why says what was wrong, for the console (the part named was reset,
	// or, read strictly, refused).
	Why string
}

// Repairs are what reading one value reset.
type Repairs []Repair

// Unreadable reports whether nothing could be read.
func (rs Repairs) Unreadable() bool {
	return slices.ContainsFunc(rs, func(r Repair) bool { return r.Kind == Unreadable })
}

// Err is the first repair as an error, for a reader that refuses any.
func (rs Repairs) Err() error {
	if len(rs) == 0 {
		return nil
	}
	return errors.New(rs[0].Why)
}

// Known is what this build can show: the languages it has catalogs for
// and whether its fonts draw a name. A nil field accepts any language
// that is a word, or any name.
type Known struct {
	Languages []string
	Drawable  func(name string) bool
}

func (k Known) language(l string) bool {
	return word(l) && (k.Languages == nil || slices.Contains(k.Languages, l))
}

// showable reports whether a stored name is one the person could have
// typed (CleanName keeps it as it is) and the fonts draw.
func (k Known) showable(name string) bool {
	c, _ := CleanName(name)
	return c == name && (name == "" || k.Drawable == nil || k.Drawable(name))
}

// ReadSettings reads stored settings field by field. A field absent takes
// its value in defaults silently; one that does not decode or check takes
// it too, and is in the repairs. Fields this version does not know are
// ignored here (EncodeSettings keeps them).
func ReadSettings(b []byte, defaults Settings, known Known) (Settings, Repairs) {
	s := defaults.Clone()
	fields, err := storedObject(b)
	if err != nil {
		return s, Repairs{{Kind: Unreadable, Why: "settings: " + err.Error()}}
	}
	var repairs Repairs
	for _, f := range settingFields {
		raw, ok := fields[f.name]
		if !ok {
			continue
		}
		more, err := f.read(raw, &s, known)
		if err != nil {
			repairs = append(repairs, Repair{Kind: SettingReset, Setting: f.name, Why: fmt.Sprintf("settings: %s: %v", f.name, err)})
		}
		repairs = append(repairs, more...)
	}
	return s, repairs
}

// DecodeSettings reads settings strictly, as a save code carries them: a
// part that cannot be read refuses them all (the code is refused whole,
// and nothing stored changes).
func DecodeSettings(b []byte) (Settings, error) {
	s, repairs := ReadSettings(b, DefaultSettings(), Known{})
	if err := repairs.Err(); err != nil {
		return DefaultSettings(), err
	}
	return s, nil
}

// settingFields are the settings as stored, each read alone. A read
// assigns its field only once it has decoded and checked it, so a field
// it refuses keeps its default; it may drop parts of the field (a name, a
// game's setup) alone and say so in its repairs.
// TestEveryStoredSettingIsRead holds this list to Settings' fields.
var settingFields = []struct {
	name string
	read readField
}{
	{"speed", oneOfField(func(s *Settings) *string { return &s.Speed }, Speeds)},
	{"sound", func(raw json.RawMessage, s *Settings, _ Known) (Repairs, error) {
		return nil, decodeInto(raw, &s.Sound)
	}},
	{"language", func(raw json.RawMessage, s *Settings, k Known) (Repairs, error) {
		return nil, readString(raw, &s.Language, k.language)
	}},
	{"names", readNames},
	{"setups", readSetups},
	{"motion", oneOfField(func(s *Settings) *string { return &s.Motion }, Motions)},
	{"text", oneOfField(func(s *Settings) *string { return &s.Text }, Texts)},
	{"contrast", oneOfField(func(s *Settings) *string { return &s.Contrast }, Contrasts)},
}

// readField reads one stored setting into s.
type readField func(raw json.RawMessage, s *Settings, k Known) (Repairs, error)

// oneOfField reads a setting that takes one of values.
func oneOfField(field func(*Settings) *string, values []string) readField {
	return func(raw json.RawMessage, s *Settings, _ Known) (Repairs, error) {
		return nil, readString(raw, field(s), func(v string) bool { return slices.Contains(values, v) })
	}
}

// decodeInto decodes raw into *v, leaving *v as it was if raw does not
// decode (and when raw is null). Not for maps: decoding merges into them.
func decodeInto[T any](raw json.RawMessage, v *T) error {
	w := *v
	if err := json.Unmarshal(raw, &w); err != nil {
		return err
	}
	*v = w
	return nil
}

// readString decodes a string setting and sets it if ok accepts it.
func readString(raw json.RawMessage, v *string, ok func(string) bool) error {
	w := *v
	if err := decodeInto(raw, &w); err != nil {
		return err
	}
	if !ok(w) {
		return fmt.Errorf("%.16q is not a value this version knows", w)
	}
	*v = w
	return nil
}

// readNames reads the seats' names; a name that cannot be shown is
// cleared alone (its seat takes the default name).
func readNames(raw json.RawMessage, s *Settings, k Known) (Repairs, error) {
	if err := decodeInto(raw, &s.Names); err != nil {
		return nil, err
	}
	var repairs Repairs
	for i, n := range s.Names {
		if !k.showable(n) {
			s.Names[i] = ""
			repairs = append(repairs, Repair{Kind: NameCleared, Why: fmt.Sprintf("settings: name %d (%.20q) cannot be shown", i+1, n)})
		}
	}
	return repairs, nil
}

// readSetups reads each game's last setup alone: a bad one is dropped
// (the game's setup screen starts from its defaults), and so is a bad
// option of a good one.
func readSetups(raw json.RawMessage, s *Settings, _ Known) (Repairs, error) {
	var games map[string]json.RawMessage
	if err := json.Unmarshal(raw, &games); err != nil {
		return nil, err
	}
	if len(games) > maxGames {
		return nil, fmt.Errorf("%d games, over the %d kept", len(games), maxGames)
	}
	var repairs Repairs
	setups := map[string]Setup{}
	for _, g := range game.SortedKeys(games) {
		if !word(g) {
			repairs = append(repairs, stray("settings: setups", g))
			continue
		}
		st, badOptions, err := readSetup(games[g])
		if err != nil {
			repairs = append(repairs, Repair{Kind: SetupDropped, Game: g, Why: fmt.Sprintf("settings: the setup for %s: %v", g, err)})
			continue
		}
		for _, why := range badOptions {
			repairs = append(repairs, Repair{Kind: SetupDropped, Game: g, Why: fmt.Sprintf("settings: the setup for %s: %s", g, why)})
		}
		setups[g] = st
	}
	s.Setups = nil
	if len(setups) > 0 {
		s.Setups = setups
	}
	return repairs, nil
}

// readSetup checks a setup's shape (its game's metadata checks the rest
// when it is used); its options are read one by one, and those that are
// not a word naming a printable value are dropped and said in badOptions.
func readSetup(raw json.RawMessage) (st Setup, badOptions []string, err error) {
	var stored struct {
		Setup
		Options map[string]json.RawMessage `json:"options"`
	}
	if err := json.Unmarshal(raw, &stored); err != nil {
		return Setup{}, nil, err
	}
	st = stored.Setup
	switch {
	case st.Players < 0 || st.Players > MaxSeats:
		return Setup{}, nil, fmt.Errorf("%d players", st.Players)
	case !word(st.Variant) || !word(st.Bots):
		return Setup{}, nil, fmt.Errorf("variant %.32q, bots %.32q", st.Variant, st.Bots)
	case len(stored.Options) > maxOptions:
		return Setup{}, nil, fmt.Errorf("%d options", len(stored.Options))
	}
	st.Options = nil
	for _, k := range game.SortedKeys(stored.Options) {
		v, err := readOption(k, stored.Options[k])
		if err != nil {
			badOptions = append(badOptions, err.Error())
			continue
		}
		if st.Options == nil {
			st.Options = map[string]string{}
		}
		st.Options[k] = v
	}
	return st, badOptions, nil
}

func readOption(k string, raw json.RawMessage) (string, error) {
	var v string
	if err := json.Unmarshal(raw, &v); err != nil || !word(k) || len(v) > 256 || strings.ContainsFunc(v, func(r rune) bool { return !unicode.IsPrint(r) }) {
		return "", fmt.Errorf("option %.32q (%.32s)", k, raw)
	}
	return v, nil
}

// ReadStats reads stored statistics line by line: an impossible line, or
// one that is not a record, is dropped alone. A line of a game this
// version does not have (a later version's) is kept.
func ReadStats(b []byte) (Stats, Repairs) {
	lines, err := storedObject(b)
	if err == nil && len(lines) > maxGames {
		err = fmt.Errorf("%d lines, over the %d kept", len(lines), maxGames)
	}
	if err != nil {
		return Stats{}, Repairs{{Kind: Unreadable, Why: "statistics: " + err.Error()}}
	}
	s := Stats{}
	var repairs Repairs
	for _, g := range game.SortedKeys(lines) {
		if !word(g) {
			repairs = append(repairs, stray("statistics", g))
			continue
		}
		r, recentBad, err := readRecord(lines[g])
		if err != nil {
			repairs = append(repairs, Repair{Kind: LineDropped, Game: g, Why: fmt.Sprintf("statistics: %s: %v", g, err)})
			continue
		}
		for _, why := range recentBad {
			repairs = append(repairs, Repair{Kind: RecentDropped, Game: g, Why: fmt.Sprintf("statistics: %s: %s", g, why)})
		}
		s[g] = r
	}
	return s, repairs
}

// DecodeStats reads statistics strictly, as a save code carries them: an
// impossible line refuses them all.
func DecodeStats(b []byte) (Stats, error) {
	s, repairs := ReadStats(b)
	if err := repairs.Err(); err != nil {
		return Stats{}, err
	}
	return s, nil
}

// readRecord reads one statistics line. Its recent results are read
// apart: a list of them that cannot be read, or results the line's counts
// cannot hold, are dropped alone and said in recentBad, the counts kept.
func readRecord(raw json.RawMessage) (r Record, recentBad []string, err error) {
	var stored struct {
		Record
		Recent json.RawMessage `json:"recent"`
	}
	if err := json.Unmarshal(raw, &stored); err != nil {
		return Record{}, nil, err
	}
	r = stored.Record
	if !r.possible() {
		return Record{}, nil, fmt.Errorf("impossible (%+v)", r)
	}
	if stored.Recent == nil {
		return r, nil, nil
	}
	lists, recentBad, err := readRecent(stored.Recent)
	if err != nil {
		return r, []string{err.Error()}, nil
	}
	r.Recent = recentOf(lists)
	if err := r.recentInconsistent(); err != nil {
		r.Recent = Recent{}
		recentBad = append(recentBad, err.Error())
	}
	return r, recentBad, nil
}

// possible reports whether a record could have been counted: no count
// below zero or past maxCount, no more wins than games, no streak longer
// than the best or the best longer than the games.
func (r Record) possible() bool {
	return r.Played >= 0 && r.Played <= maxCount && r.Won >= 0 && r.Won <= r.Played &&
		r.Streak >= 0 && r.Streak <= r.BestStreak && r.BestStreak <= r.Played &&
		r.Assisted >= 0 && r.Assisted <= maxCount && r.AssistedWon >= 0 && r.AssistedWon <= r.Assisted
}

func stray(where, key string) Repair {
	return Repair{Kind: StrayDropped, Why: fmt.Sprintf("%s: an entry under %.32q, which is not a game's name", where, key)}
}

// storedObject reads a stored value as a JSON object, within the bound on
// what is stored.
func storedObject(b []byte) (map[string]json.RawMessage, error) {
	if len(b) > maxValue {
		return nil, fmt.Errorf("%d bytes, over the %d a stored value may have", len(b), maxValue)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(b, &fields); err != nil {
		return nil, err
	}
	return fields, nil
}

// EncodeSettings writes settings over what was stored: every field this
// version knows is written from s, and every other field of stored (a
// JSON object) is kept verbatim. A later version's setting therefore
// survives this version writing the settings, at start after a repair or
// when the person changes one; what is dropped is only what could not be
// read, and every part of it was said to the person. Write with stored
// nil to replace the settings whole (a save code the person pasted).
func EncodeSettings(s Settings, stored []byte) ([]byte, error) {
	b, err := keepUnknown(s, stored)
	return withinBound(b, err, s)
}

// EncodeStats writes statistics over what was stored, each line keeping
// the fields of the stored line this version does not know. A stored line
// that is not in s is not written: it was dropped when read (it could not
// be), so a bad line is replaced by s's, fresh, when its game is recorded.
func EncodeStats(s Stats, stored []byte) ([]byte, error) {
	was, _ := storedObject(stored)
	lines := make(map[string]json.RawMessage, len(s))
	for g, r := range s {
		b, err := keepUnknown(r, was[g])
		if err != nil {
			return nil, err
		}
		lines[g] = b
	}
	b, err := json.Marshal(lines)
	if b, err = withinBound(b, err, s); err != nil || len(b) <= maxValue {
		return b, err
	}
	// Over the bound even alone (lines of many games at many levels): the
	// lines without their recent results, which only draw pictures, rather
	// than a value the next start cannot read and resets whole.
	counts := make(Stats, len(s))
	for g, r := range s {
		r.Recent = Recent{}
		counts[g] = r
	}
	return json.Marshal(counts)
}

// withinBound returns b, the value written with the fields kept from what
// was stored, or, if b is over what a read accepts (the kept fields made
// it so), v written alone: a value written must be one the next start reads.
func withinBound(b []byte, err error, v any) ([]byte, error) {
	if err != nil || len(b) > maxValue {
		return json.Marshal(v)
	}
	return b, nil
}

// keepUnknown writes v, a struct, as a JSON object with every field of
// stored (a JSON object, or anything else: then ignored) that v's type
// does not store, verbatim.
func keepUnknown(v any, stored []byte) ([]byte, error) {
	b, err := json.Marshal(v)
	was, _ := storedObject(stored)
	if err != nil || len(was) == 0 {
		return b, err
	}
	known := storedNames(reflect.TypeOf(v))
	var out map[string]json.RawMessage
	if err := json.Unmarshal(b, &out); err != nil {
		return nil, err
	}
	kept := false
	for k, raw := range was {
		if !slices.Contains(known, k) {
			out[k], kept = raw, true
		}
	}
	if !kept {
		return b, nil
	}
	return json.Marshal(out)
}

// storedNames are the names a struct's fields are stored under, its
// embedded structs' included: every field this version stores, written or
// left out as empty.
func storedNames(t reflect.Type) []string {
	var names []string
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		switch {
		case f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct:
			names = append(names, storedNames(f.Type)...)
		case name == "-" || !f.IsExported():
		case name == "":
			names = append(names, f.Name)
		default:
			names = append(names, name)
		}
	}
	return names
}
