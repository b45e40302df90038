// Package registry says what an entry in Parlour's list of games holds:
// everything the tools outside a game's own packages need to know about it
// (the simulator, the bots' catalog, the tests, make and the scripts). A game
// writes its Entry in its own folder (game/<name>/entry) and is added to the
// list with one line in package games; nothing else outside its folders names
// it. The client's side of a game, its table, is registered the same way in
// cmd/parlour (scenes/table.Spec), and the client refuses to start when the
// two lists disagree.
package registry

import (
	"fmt"
	"path"
	"reflect"
	"runtime"
	"slices"
	"strings"

	"parlour/game"
	"parlour/game/bot"
	"parlour/game/search"
)

// Levels are the bot levels every game has, the default first. "random" is
// for tests and measurements; a person is offered the others.
var Levels = []string{"clever", "beginner", "expert", "random"}

// Entry is one game in the list.
type Entry struct {
	// Definition is the rules package's own (registered by its init).
	Definition game.Definition
	// Clever makes the game's rule-of-thumb bot: the Clever level, the
	// Expert's usual rollout and fallback, and the hint's fallback.
	Clever func(seed uint64) bot.Bot
	// Expert tunes the one search bot for this game (package search): the
	// catalog sets the sampler (Definition.Sample) and the name, then calls
	// Expert to set the budget, the rollouts, a horizon, a belief.
	Expert func(cfg *search.Config)
	// Beginner, if set, adjusts the Beginner's search (a lighter copy of the
	// Expert's; see catalog.Beginner).
	Beginner func(cfg *search.Config)
	// Review, if set, adjusts the Expert's search for the review of a
	// person's decisions (package game/review) and names what the review's
	// chances measure: "round" where a choice's worth shows in its round
	// (Love Letter is a race of many short rounds: a Princess thrown away
	// costs the round, a tenth of the game), "game" otherwise. Nil: the
	// game, as the Expert's horizon estimates it.
	Review func(cfg *search.Config) (measure string)
	// Tables are the player counts the Expert is tested at (go test): each
	// test plays a few random games at each.
	Tables []int
	// Bench are the player counts its decisions are pinned
	// (testdata/decisions.golden) and benchmarked at (make bench, make
	// bench-wasm).
	Bench []int
	// Strength are the line-ups whose win rates make strength measures
	// against their targets; those with Quick > 0 are also checked briefly
	// by go test, against the fair share.
	Strength []Lineup
}

// Lineup is one strength measurement: the first bot's share of wins against
// the rest, seats rotated.
type Lineup struct {
	Players int
	// Bots are one level per seat, the measured bot first.
	Bots []string
	// Target is the share of games the measured bot must win (Above) or stay
	// under (!Above) over make strength's thousands of games.
	Target float64
	Above  bool
	// Quick is how many games go test plays of it, against the fair share
	// (1/Players) rather than Target; 0 leaves it to make strength.
	Quick int
}

// Name is the game's name.
func (e Entry) Name() string { return e.Definition.Name }

// Package is the import path of the game's rules package (where its
// Definition.New is written): make's fuzz and soak run its tests.
func (e Entry) Package() string {
	name := runtime.FuncForPC(reflect.ValueOf(e.Definition.New).Pointer()).Name()
	dir, file := path.Split(name)
	if i := strings.Index(file, "."); i >= 0 {
		file = file[:i]
	}
	return dir + file
}

// Validate reports an entry that lacks something a game must have: a
// sampler (an Expert that cannot cheat needs one), a bot
// at every level, tables within its player range, line-ups of known levels.
func (e Entry) Validate() error {
	d := e.Definition
	if err := d.Validate(); err != nil {
		return err
	}
	switch {
	case d.Sample == nil:
		return fmt.Errorf("game %s: no Definition.Sample, so no Expert or Beginner can search it honestly", d.Name)
	case e.Clever == nil:
		return fmt.Errorf("game %s: no Clever bot", d.Name)
	case e.Expert == nil:
		return fmt.Errorf("game %s: no Expert tuning", d.Name)
	case len(e.Tables) == 0 || len(e.Bench) == 0:
		return fmt.Errorf("game %s: no tables to test or benchmark its Expert at", d.Name)
	case !slices.ContainsFunc(e.Strength, func(l Lineup) bool { return l.Bots[0] == "expert" }):
		return fmt.Errorf("game %s: no strength line-up measures its Expert", d.Name)
	case !slices.ContainsFunc(e.Strength, func(l Lineup) bool { return l.Bots[0] == "beginner" }):
		return fmt.Errorf("game %s: no strength line-up measures its Beginner", d.Name)
	}
	for _, n := range slices.Concat(e.Tables, e.Bench) {
		if n < d.MinPlayers || n > d.MaxPlayers {
			return fmt.Errorf("game %s: a table of %d players (the game is for %d–%d)", d.Name, n, d.MinPlayers, d.MaxPlayers)
		}
	}
	for _, l := range e.Strength {
		if l.Players < d.MinPlayers || l.Players > d.MaxPlayers || len(l.Bots) != l.Players {
			return fmt.Errorf("game %s: line-up %v at %d players", d.Name, l.Bots, l.Players)
		}
		for _, b := range l.Bots {
			if !slices.Contains(Levels, b) {
				return fmt.Errorf("game %s: line-up %v names an unknown level %q (levels: %v)", d.Name, l.Bots, b, Levels)
			}
		}
		if l.Target <= 0 || l.Target >= 1 || l.Quick < 0 {
			return fmt.Errorf("game %s: line-up %v with target %v and %d quick games", d.Name, l.Bots, l.Target, l.Quick)
		}
	}
	return nil
}

// Among is a line-up of one measured bot and players-1 others of a level.
func Among(measured, others string, players int) []string {
	l := []string{measured}
	for range players - 1 {
		l = append(l, others)
	}
	return l
}

// Describe says what a line-up measures: "1 Expert + 2 Clever, at least 50%".
func (l Lineup) Describe() string {
	word := map[bool]string{true: "at least", false: "below"}[l.Above]
	return fmt.Sprintf("1 %s + %d %s, %s %.3g%%", title(l.Bots[0]), l.Players-1, title(l.Bots[1]), word, 100*l.Target)
}

func title(level string) string {
	if level == "" {
		return level
	}
	return string(level[0]-'a'+'A') + level[1:]
}
