package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"parlour/game"
)

// script is a replay file; see the README for an example.
type script struct {
	Game    string            `json:"game"`
	Players int               `json:"players"`
	Variant string            `json:"variant,omitempty"`
	Seed    uint64            `json:"seed"`
	Options map[string]string `json:"options,omitempty"`
	// Deck, if given, fixes the first deal in the game's notation (see each
	// game's Stack); First is the starting seat.
	Deck  []string `json:"deck,omitempty"`
	First int      `json:"first,omitempty"`
	// Actions are "SEAT: ACTION", or just "ACTION" when one seat owes a decision.
	Actions []string `json:"actions"`
}

type replayStep struct {
	Seat   int          `json:"seat"`
	Action string       `json:"action"`
	Events []game.Event `json:"events"`
}

type replayOutput struct {
	Game    string          `json:"game"`
	Opening []game.Event    `json:"opening,omitempty"`
	Steps   []replayStep    `json:"steps"`
	Error   string          `json:"error,omitempty"`
	Result  *game.Result    `json:"result,omitempty"`
	Final   json.RawMessage `json:"final"`
}

func runReplay(args []string, w io.Writer) error {
	switch {
	case len(args) == 1 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help"):
		return flag.ErrHelp
	case len(args) != 1:
		return usageError{errors.New("replay takes one script file (- reads standard input)")}
	}
	data, err := readScriptFile(args[0])
	if err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	out, err := replay(data)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if out != nil {
		if encErr := enc.Encode(out); encErr != nil {
			return encErr
		}
	}
	return err
}

// readScript decodes a script: one JSON object with known fields, each given
// once, and nothing after it. Its size, every string in it and the length of
// its lists are bounded (see limits.go).
func readScript(data []byte) (script, error) {
	var sc script
	if len(data) > maxScriptBytes {
		return sc, fmt.Errorf("script: %d bytes; the limit is %d (4 MiB)", len(data), maxScriptBytes)
	}
	if err := checkDepth(data); err != nil {
		return sc, fmt.Errorf("script: %w", err)
	}
	if err := checkKeys(data); err != nil {
		return sc, fmt.Errorf("script: %w", err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&sc); err != nil {
		return sc, fmt.Errorf("script: %w", err)
	}
	if tok, err := dec.Token(); err != io.EOF {
		if err != nil {
			return sc, fmt.Errorf("script: after the object: %w", err)
		}
		return sc, fmt.Errorf("script: text after the object (%s at byte %d)", quoteShort(fmt.Sprint(tok)), dec.InputOffset())
	}
	if err := checkScript(sc); err != nil {
		return sc, fmt.Errorf("script: %w", err)
	}
	return sc, nil
}

func replay(data []byte) (*replayOutput, error) {
	sc, err := readScript(data)
	if err != nil {
		return nil, err
	}
	def, err := game.Lookup(sc.Game)
	if err != nil {
		return nil, fmt.Errorf("script: %w", err)
	}
	// The metadata bounds the table before the game is built.
	cfg, err := def.CheckConfig(game.Config{Players: sc.Players, Variant: sc.Variant, Seed: sc.Seed, Options: sc.Options})
	if err != nil {
		return nil, fmt.Errorf("script: %w", err)
	}
	g, err := def.New(cfg)
	if err != nil {
		return nil, fmt.Errorf("script: %w", err)
	}
	if len(sc.Deck) > 0 || sc.First != 0 {
		st, ok := g.(game.Stacker)
		if !ok {
			return nil, fmt.Errorf("script: %s does not take a fixed deck yet", sc.Game)
		}
		if err := st.Stack(sc.First, sc.Deck); err != nil {
			return nil, fmt.Errorf("script: deck: %w", err)
		}
	}
	out := &replayOutput{Game: sc.Game, Steps: []replayStep{}}
	if op, ok := g.(game.Opener); ok {
		out.Opening = op.Opening()
	}
	var stepErr error
	for i, line := range sc.Actions {
		seat, a, err := parseLine(g, line)
		if err == nil {
			var events []game.Event
			events, err = g.Apply(seat, a)
			if err == nil {
				out.Steps = append(out.Steps, replayStep{Seat: seat, Action: g.FormatAction(a), Events: events})
				continue
			}
		}
		stepErr = fmt.Errorf("action %d (%s): %w", i+1, quoteShort(line), err)
		out.Error = stepErr.Error()
		break
	}
	if g.Over() {
		r := g.Result()
		out.Result = &r
	}
	state, err := g.MarshalState()
	if err != nil {
		return nil, err
	}
	out.Final = state
	return out, stepErr
}

// parseLine reads "SEAT: ACTION", or "ACTION" for the only seat that owes one.
// A seat number must be a seat at the table.
func parseLine(g game.Game, line string) (int, game.Action, error) {
	text := line
	if head, rest, ok := strings.Cut(line, ":"); ok {
		if n, err := strconv.Atoi(strings.TrimSpace(head)); err == nil {
			if n < 0 || n >= g.Players() {
				return 0, game.Action{}, fmt.Errorf("seat %d is not at this table (seats 0–%d)", n, g.Players()-1)
			}
			a, err := g.ParseAction(n, rest)
			return n, a, err
		}
	}
	p := g.Pending()
	switch len(p) {
	case 0:
		return 0, game.Action{}, errors.New("the game is over")
	case 1:
	default:
		return 0, game.Action{}, fmt.Errorf("seats %v all owe a decision: write SEAT: ACTION", p)
	}
	a, err := g.ParseAction(p[0], text)
	return p[0], a, err
}
