// Command sim plays Parlour games headless: many bot-vs-bot games for strength
// and speed figures (play), or one scripted game for debugging (replay).
//
//	sim play --game loveletter --players 4 --bots heuristic,random,random,random --games 10000 --seed 1 [--variant classic] [--rotate] [--think 4] [--json]
//	sim replay FILE.json
//	sim games [--packages]
//
// Every game's player range, variants, options and bots come from its
// game.Definition; `sim --help` lists them. Bad input gets a one-line error
// and a non-zero exit status (2 for a malformed command line, 1 otherwise).
// Input is bounded (limits.go): a script of at most 4 MiB, its nesting, each
// of its strings and lists, and --games; an error quotes only the start of
// what it refuses. A play run longer than ten seconds reports its progress on
// standard error, and SIGINT or SIGTERM ends it with the report of the games
// played so far, marked as interrupted, and exit status 1.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"

	"parlour/game"
	"parlour/game/catalog"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// usageError is a malformed command line (exit status 2).
type usageError struct{ error }

// run is the whole command; it returns the exit status. A panic (a bug in a
// game or a bot) is reported on one line like any other error.
func run(args []string, stdout, stderr io.Writer) (status int) {
	defer func() {
		if p := recover(); p != nil {
			fmt.Fprintln(stderr, "sim: internal error:", oneLine(fmt.Errorf("%v", p)))
			status = 1
		}
	}()
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	var err error
	switch args[0] {
	case "play":
		// SIGINT or SIGTERM ends the run after the games under way, and the
		// figures so far are printed; a second one kills at once, for a game
		// that is slow to finish.
		ctx, stop := context.Background(), context.CancelFunc(func() {})
		if sigs := stopSignals(); len(sigs) > 0 { // none would mean every signal
			ctx, stop = signal.NotifyContext(ctx, sigs...)
			context.AfterFunc(ctx, stop)
		}
		err = runPlay(ctx, args[1:], stdout, stderr)
		stop()
	case "replay":
		err = runReplay(args[1:], stdout)
	case "games":
		err = runGames(args[1:], stdout)
	case "-h", "-help", "--help", "help":
		usage(stdout)
		return 0
	default:
		err = usageError{fmt.Errorf("unknown command %s (commands: play, replay, games; sim --help lists the games)", quoteShort(args[0]))}
	}
	var ue usageError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		usage(stdout)
		return 0
	case errors.As(err, &ue):
		fmt.Fprintln(stderr, "sim:", oneLine(err))
		return 2
	default:
		fmt.Fprintln(stderr, "sim:", oneLine(err))
		return 1
	}
}

// stopSignals are the signals that end a play run early, less those the
// process was started ignoring: a shell starts a background job ignoring
// SIGINT so that ^C stops only the foreground, and Notify would undo that.
func stopSignals() []os.Signal {
	var out []os.Signal
	for _, s := range []os.Signal{os.Interrupt, syscall.SIGTERM} {
		if !signal.Ignored(s) {
			out = append(out, s)
		}
	}
	return out
}

// oneLine keeps an error on one line, whatever it quotes, and short: sim
// quotes only the start of bad input, and clip bounds what a library quotes.
func oneLine(err error) string {
	return strings.Join(strings.Fields(clip(err.Error())), " ")
}

func usage(w io.Writer) {
	fmt.Fprint(w, `usage:
  sim play --game NAME --players N --bots BOT[,BOT...] [--games N] [--seed N]
           [--variant V] [--option KEY=VALUE]... [--rotate] [--think K] [--json]
      Plays --games games with one bot per seat (a single name fills every
      seat; with several names --players may be left out). --rotate seats the
      list rotated by one more place each game and reports wins per bot name.
      Shorthands: --edition V (= --variant V), --scenario S (= --option
      scenario=S), --rounds LIST (= --option rounds=LIST).
      The bot "oracle" is the Expert's search played from the true state
      (every hand, the deck's order) rather than from what its seat sees:
      an upper bound for measuring the Expert, which the table never seats.
      --think K gives the Expert and the oracle K times their default budget
      a decision (default 1, the table's; 0.5 halves it, 4 quadruples it;
      above 0, at most 100). The budget is a count of iterations or units of
      work, never a duration, so a run stays reproducible at any K.
  sim replay FILE.json
      Replays a script (see the README) and prints every step as JSON.
  sim games [--packages]
      Lists the games, one a line, in the title's order; with --packages,
      the import path of each one's rules package instead (make fuzz, soak).

games:
`)
	for _, e := range catalog.Entries() {
		describe(w, e.Definition)
	}
}

// describe writes a game's metadata: players, variants, options and bots.
func describe(w io.Writer, d game.Definition) {
	fmt.Fprintf(w, "  %s: %d–%d players\n", d.Name, d.MinPlayers, d.MaxPlayers)
	if len(d.Variants) > 0 {
		var vs []string
		for i, v := range d.Variants {
			s := v.Name
			if lo, hi := d.PlayerRange(v.Name); lo != d.MinPlayers || hi != d.MaxPlayers {
				s += fmt.Sprintf(" (%d–%d)", lo, hi)
			}
			if i == 0 {
				s += " (default)"
			}
			vs = append(vs, s)
		}
		fmt.Fprintf(w, "    --variant %s\n", strings.Join(vs, ", "))
	}
	for _, o := range d.Options {
		s := "    --option " + o.Name + "="
		if len(o.Values) > 0 {
			s += strings.Join(o.Values, "|")
		} else {
			s += "TEXT"
		}
		var notes []string
		if o.Default != "" {
			notes = append(notes, "default "+o.Default)
		}
		if len(o.Variants) > 0 {
			notes = append(notes, "only "+strings.Join(o.Variants, ", "))
		}
		if o.MinPlayers > 0 {
			notes = append(notes, fmt.Sprintf("%d+ players", o.MinPlayers))
		}
		if len(o.Aliases) > 0 {
			notes = append(notes, "also "+strings.Join(o.Aliases, ", "))
		}
		if len(notes) > 0 {
			s += " (" + strings.Join(notes, "; ") + ")"
		}
		fmt.Fprintln(w, s)
	}
	fmt.Fprintf(w, "    --bots %s\n", botNames(d))
}

// botNames lists a game's bots, the default first, with their aliases,
// and last the oracle, which only sim seats.
func botNames(d game.Definition) string {
	names := make([]string, len(catalog.Levels))
	for i, b := range catalog.Levels {
		names[i] = b
		for _, alias := range slices.Sorted(maps.Keys(catalog.Aliases)) {
			if catalog.Aliases[alias] == b {
				names[i] += " (or " + alias + ")"
			}
		}
	}
	return strings.Join(append(names, catalog.Oracle+" (sim only)"), ", ")
}

// runGames lists the games (package games' list, through the catalog), or
// their rules packages: make reads the list rather than naming the games.
func runGames(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("games", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	packages := fs.Bool("packages", false, "list the rules packages' import paths")
	if err := fs.Parse(args); err != nil {
		return usageError{err}
	}
	if fs.NArg() > 0 {
		return usageError{fmt.Errorf("games takes no arguments, not %s", quoteShort(fs.Arg(0)))}
	}
	for _, e := range catalog.Entries() {
		if *packages {
			fmt.Fprintln(stdout, e.Package())
		} else {
			fmt.Fprintln(stdout, e.Name())
		}
	}
	return nil
}
