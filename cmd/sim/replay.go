package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"parlour/game"
	"parlour/game/catalog"
)

// script is a replay file; see the README for an example.
type script struct {
	Game    string            `json:"game"`
	Players int               `json:"players"`
	Variant string            `json:"variant,omitempty"`
	Seed    uint64            `json:"seed"`
	Options map[string]string `json:"options,omitempty"`
	// Deck, if given, fixes the first deal (top card first); First is the starting seat.
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
	if len(args) != 1 {
		return fmt.Errorf("replay takes one script file")
	}
	data, err := os.ReadFile(args[0])
	if err != nil {
		return err
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

func replay(data []byte) (*replayOutput, error) {
	var sc script
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&sc); err != nil {
		return nil, fmt.Errorf("script: %w", err)
	}
	g, err := catalog.NewGame(sc.Game, game.Config{Players: sc.Players, Variant: sc.Variant, Seed: sc.Seed, Options: sc.Options})
	if err != nil {
		return nil, fmt.Errorf("script: %w", err)
	}
	if len(sc.Deck) > 0 || sc.First != 0 {
		st, ok := g.(game.Stacker)
		if !ok {
			return nil, fmt.Errorf("script: %s does not take a fixed deck", sc.Game)
		}
		if err := st.Stack(sc.First, sc.Deck); err != nil {
			return nil, fmt.Errorf("script: %w", err)
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
		stepErr = fmt.Errorf("action %d (%q): %w", i+1, line, err)
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
func parseLine(g game.Game, line string) (int, game.Action, error) {
	seat := -1
	text := line
	if head, rest, ok := strings.Cut(line, ":"); ok {
		if n, err := strconv.Atoi(strings.TrimSpace(head)); err == nil {
			seat, text = n, rest
		}
	}
	if seat < 0 {
		p := g.Pending()
		switch len(p) {
		case 0:
			return 0, game.Action{}, fmt.Errorf("the game is over")
		case 1:
			seat = p[0]
		default:
			return 0, game.Action{}, fmt.Errorf("seats %v all owe a decision: write SEAT: ACTION", p)
		}
	}
	a, err := g.ParseAction(seat, text)
	return seat, a, err
}
