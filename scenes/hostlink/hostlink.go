// Package hostlink is the conversation between a game embedded in a frame
// (?embed=1) and the page that holds it, over postMessage: what the frame
// tells the host (ready, started, over, error) and what the host may ask
// (new, language). Every message is a JSON object with "parlour": Version
// and "type"; the frame's messages go only to the host's origins (Targets)
// and it reads only theirs (Allowed). A host's message is read as strictly
// as a URL: unknown fields are ignored with a warning, a bad value refuses
// the message, and a new game's choices are checked by package params like
// the URL's (Command.Query). The page side (syscall/js) is platform's.
package hostlink

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"parlour/game"
	"parlour/game/json"
	"parlour/scenes/params"
	"parlour/scenes/query"
)

// Version is the protocol's version, the "parlour" field of every message.
// A host's message with another version is refused: its fields may mean
// something else.
const Version = 1

// Bounds on what a host's message may hold: a message is read whole into
// memory, and each value ends up in a warning, a setting or a URL.
const (
	MaxBytes   = 4096 // a whole message, as JSON
	MaxName    = 40   // a game's, variant's, level's, speed's, language's or option's name
	MaxValue   = 1024 // an option's value (the longest free-text option takes a few hundred bytes)
	MaxOptions = 16   // options in a new game
	MaxPlayers = 99   // beyond any game's table; the game's own range is params'
)

// Types of messages.
const (
	// To the host.
	TypeReady   = "ready"
	TypeStarted = "started"
	TypeOver    = "over"
	TypeError   = "error"
	// From the host.
	TypeNew      = "new"
	TypeLanguage = "language"
)

// Ready says the frame has drawn its first scene and reads the host's
// messages from now on.
func Ready(game string, languages []string) []byte {
	return encode(map[string]any{"type": TypeReady, "game": game, "languages": languages})
}

// Setup is a table's setup as started and over tell it.
type Setup struct {
	Game    string
	Players int
	Variant string
	Bots    string
	Options map[string]string
}

func (s Setup) fields(m map[string]any) map[string]any {
	m["game"], m["players"] = s.Game, s.Players
	if s.Variant != "" {
		m["variant"] = s.Variant
	}
	if s.Bots != "" {
		m["bots"] = s.Bots
	}
	opts := s.Options
	if opts == nil {
		opts = map[string]string{}
	}
	m["options"] = opts
	return m
}

// Started says a game began at this setup.
func Started(s Setup) []byte {
	return encode(s.fields(map[string]any{"type": TypeStarted}))
}

// Result is a finished game as over tells it: seats by index from 0.
type Result struct {
	Setup
	Seats   []string // the seats' names
	You     int      // the person's seat (-1 when several people played here)
	Winners []int
	Scores  []int
	// Share is the link that deals this game again.
	Share string
}

// Over says a game ended: who won, the scores, and the deal's link.
func Over(r Result) []byte {
	names := make([]string, 0, len(r.Winners))
	for _, w := range r.Winners {
		if w >= 0 && w < len(r.Seats) {
			names = append(names, r.Seats[w])
		}
	}
	winners, scores, seats := r.Winners, r.Scores, r.Seats
	if winners == nil {
		winners = []int{}
	}
	if scores == nil {
		scores = []int{}
	}
	if seats == nil {
		seats = []string{}
	}
	return encode(r.fields(map[string]any{"type": TypeOver, "seats": seats, "you": r.You,
		"winners": winners, "winner_names": names, "scores": scores, "share": r.Share}))
}

// Error says something the host asked for, or the frame's own start,
// failed; message is for a person (English).
func Error(message string) []byte {
	return encode(map[string]any{"type": TypeError, "message": message})
}

func encode(m map[string]any) []byte {
	m["parlour"] = Version
	b, err := json.Marshal(m)
	if err != nil {
		// Only strings, ints and their slices and maps are put in: a
		// failure is a programming error.
		panic(err)
	}
	return b
}

// Command is a host's message as read.
type Command struct {
	Type string
	// Query is a new game's choices as a URL query (game=…&players=…), for
	// params.Parse to check against the games' metadata.
	Query string
	// Lang is the language asked for (checked by the caller against the
	// catalogs).
	Lang string
}

// Decode reads a host's message (its data as JSON). It returns the command,
// warnings for what it ignored, and an error when the whole message is
// refused.
func Decode(data []byte) (Command, []string, error) {
	var c Command
	var warnings []string
	if len(data) > MaxBytes {
		return c, nil, fmt.Errorf("a message of %d bytes (%d at most)", len(data), MaxBytes)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil || fields == nil {
		return c, nil, fmt.Errorf("not a JSON object")
	}
	var version float64
	if err := json.Unmarshal(fields["parlour"], &version); err != nil {
		return c, nil, fmt.Errorf("no \"parlour\": %d field (the protocol's version)", Version)
	}
	if version != Version {
		return c, nil, fmt.Errorf("\"parlour\": %s is not a version this frame speaks (%d)", params.Cut(string(fields["parlour"])), Version)
	}
	typ, err := str(fields, "type", MaxName)
	if err != nil {
		return c, nil, err
	}
	known := map[string][]string{
		TypeNew:      {"game", "players", "variant", "bots", "speed", "seed", "seat", "options"},
		TypeLanguage: {"lang"},
	}
	names, ok := known[typ]
	if !ok {
		return c, nil, fmt.Errorf("unknown type %s (%s, %s)", strconv.Quote(typ), TypeNew, TypeLanguage)
	}
	c.Type = typ
	for _, k := range game.SortedKeys(fields) {
		if k != "parlour" && k != "type" && !slices.Contains(names, k) {
			warnings = append(warnings, fmt.Sprintf("ignoring the field %s of a %s message", params.Quote(k), typ))
		}
	}
	switch typ {
	case TypeLanguage:
		if c.Lang, err = str(fields, "lang", MaxName); err != nil {
			return c, warnings, err
		}
		if c.Lang == "" {
			return c, warnings, fmt.Errorf("a language message without \"lang\"")
		}
	case TypeNew:
		c.Query, err = newQuery(fields)
		if err != nil {
			return c, warnings, err
		}
	}
	return c, warnings, nil
}

// newQuery is a new game's fields as a URL query.
func newQuery(fields map[string]json.RawMessage) (string, error) {
	v := query.Values{}
	for _, k := range []string{"game", "variant", "bots", "speed"} {
		s, err := str(fields, k, MaxName)
		if err != nil {
			return "", err
		}
		if s != "" {
			v.Set(k, s)
		}
	}
	if v.Get("game") == "" {
		return "", fmt.Errorf("a new message without \"game\"")
	}
	for _, k := range []string{"players", "seat"} {
		if n, ok, err := whole(fields, k, MaxPlayers); err != nil {
			return "", err
		} else if ok {
			v.Set(k, strconv.Itoa(n))
		}
	}
	// A seed is up to 2^64-1: more than a JSON number carries exactly, so
	// it comes as a string of digits (a small number is taken too).
	if raw, ok := fields["seed"]; ok {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			var n float64
			if err := json.Unmarshal(raw, &n); err != nil || n < 0 || n > 1<<53 || n != float64(int64(n)) {
				return "", fmt.Errorf("\"seed\" is %s: a string of digits, or a whole number up to 2^53", params.Cut(string(raw)))
			}
			s = strconv.FormatInt(int64(n), 10)
		}
		if _, err := strconv.ParseUint(s, 10, 64); err != nil {
			return "", fmt.Errorf("\"seed\" is %s: a whole number from 0 to 2^64-1", params.Quote(s))
		}
		v.Set("seed", s)
	}
	if raw, ok := fields["options"]; ok {
		var opts map[string]string
		if err := json.Unmarshal(raw, &opts); err != nil {
			return "", fmt.Errorf("\"options\" is not an object of strings")
		}
		if len(opts) > MaxOptions {
			return "", fmt.Errorf("%d options (%d at most)", len(opts), MaxOptions)
		}
		for k, val := range opts {
			switch {
			case k == "" || len(k) > MaxName:
				return "", fmt.Errorf("an option's name %s (1 to %d bytes)", params.Quote(k), MaxName)
			case slices.Contains([]string{"game", "players", "variant", "bots", "difficulty", "speed", "seed", "seat", "lang", "embed", "lock", "origins", "check"}, strings.ToLower(k)):
				return "", fmt.Errorf("the option %s is a field of its own", strconv.Quote(k))
			case len(val) > MaxValue:
				return "", fmt.Errorf("the option %s is %d bytes long (%d at most)", strconv.Quote(k), len(val), MaxValue)
			}
			v.Set(k, val)
		}
	}
	return v.Encode(), nil
}

// str is a string field (absent: ""), refused when longer than max bytes.
func str(fields map[string]json.RawMessage, k string, max int) (string, error) {
	raw, ok := fields[k]
	if !ok {
		return "", nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", fmt.Errorf("%s is %s: a string", strconv.Quote(k), params.Cut(string(raw)))
	}
	if len(s) > max || !utf8.ValidString(s) {
		return "", fmt.Errorf("%s is %d bytes long (%d at most)", strconv.Quote(k), len(s), max)
	}
	return strings.TrimSpace(s), nil
}

// whole is a whole-number field from 0 to max, and whether it is there.
func whole(fields map[string]json.RawMessage, k string, max int) (int, bool, error) {
	raw, ok := fields[k]
	if !ok {
		return 0, false, nil
	}
	var n float64
	if err := json.Unmarshal(raw, &n); err != nil || n < 0 || n > float64(max) || n != float64(int(n)) {
		return 0, false, fmt.Errorf("%s is %s: a whole number from 0 to %d", strconv.Quote(k), params.Cut(string(raw)), max)
	}
	return int(n), true, nil
}

// Targets are the origins the frame talks to: those listed in origins=, or
// else the origin of the page that embedded it (the frame's first ancestor,
// or its referrer where ancestors are not told). None when neither is
// known: the frame then tells nobody.
func Targets(listed []string, ancestor, referrer string) []string {
	if len(listed) > 0 {
		return listed
	}
	for _, a := range []string{ancestor, referrer} {
		if o := params.Origin(a); o != "" {
			return []string{o}
		}
	}
	return nil
}

// Allowed reports whether a message from origin may be read: it must be one
// of the targets.
func Allowed(origin string, targets []string) bool {
	return origin != "" && slices.Contains(targets, strings.ToLower(origin))
}

// Compact is data as one line for a warning: its JSON compacted and cut.
func Compact(data []byte) string {
	var b bytes.Buffer
	if json.Compact(&b, data) == nil {
		return params.Cut(b.String())
	}
	return params.Cut(string(data))
}
