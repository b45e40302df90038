package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Bounds on what sim reads. Every one is far above what a real game needs, so
// that only a mistake or an attack meets it, and low enough that sim refuses
// in milliseconds and a few megabytes instead of minutes and gigabytes.
const (
	// maxScriptBytes holds a script at match's own runaway limit of 100,000
	// steps written one per line (25–40 bytes each), and is 600 times the
	// longest game measured (466 steps of random Rebel Princess bots, 7 KB).
	maxScriptBytes = 4 << 20
	// maxActions is match.Options.MaxSteps' default: a game that runs longer
	// is a rules bug, not a game to replay.
	maxActions = 100_000
	// maxActionBytes is about five times the longest action any notation
	// writes ("keep chancellor under countess,princess", 42 bytes with its
	// seat), leaving room for spaces a person may add.
	maxActionBytes = 200
	// maxNameBytes bounds a game, variant or option name and a deck entry:
	// the longest any game knows is 30 bytes (late-for-a-very-important-date).
	maxNameBytes = 64
	// maxOptionValueBytes holds the longest list an option takes: a custom
	// set of 15 Mascarade masks, or five Rebel Princess round cards (about
	// 170 bytes with spaces).
	maxOptionValueBytes = 256
	// maxDeckEntries is ten times the largest deck (Rebel Princess with its
	// round cards and princesses, under 100 entries).
	maxDeckEntries = 1000
	// maxDepth bounds how deep a script's objects and arrays nest. A good
	// script nests two deep (the script, then "options" or "actions"); 64
	// leaves room for any mistake worth a precise message, while the key
	// check's state, at most a map and a path of 64-byte keys a level, stays
	// under a megabyte. It is checked before that state exists: 300,000
	// levels once took 21 GB and 339 s, each keeping its whole path.
	maxDepth = 64
	// maxNumberBytes bounds a number's text: a uint64 seed has 20 digits.
	// encoding/json quotes the whole text of a number it cannot store.
	maxNumberBytes = 32
	// maxGames bounds a play run. Ten million games put a win rate's 95%
	// interval within ±0.031 points, far finer than any comparison needs, and
	// already take 20 minutes with the fastest bots on two cores (9,000
	// games/s) and days with the slower ones; the progress line shows how long.
	maxGames = 10_000_000
	// quoteRunes is how much of a bad input an error message quotes.
	quoteRunes = 40
	// maxMessageBytes bounds any one-line error, whatever a library quotes.
	maxMessageBytes = 1000
)

// quoteShort quotes s for an error message like %q, but only its first
// quoteRunes characters, marked "…" when cut, so that a huge input gives a
// short message (a 100 MB action once gave a 315 MB one, quoted three times).
func quoteShort(s string) string {
	if utf8.RuneCountInString(s) <= quoteRunes {
		return strconv.Quote(s)
	}
	return fmt.Sprintf("%.*q…", quoteRunes, s)
}

// clip cuts a message to maxMessageBytes at a character boundary: the last
// guard for text quoted by code sim does not own (flag, encoding/json).
func clip(s string) string {
	if len(s) <= maxMessageBytes {
		return s
	}
	cut := maxMessageBytes
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

// readScriptFile reads a script from a file, or standard input for "-",
// refusing one larger than maxScriptBytes before it is read whole: a regular
// file's size is known from its metadata, and a pipe is read one byte past
// the limit.
func readScriptFile(name string) ([]byte, error) {
	f, what := os.Stdin, "standard input"
	if name != "-" {
		var err error
		if f, err = os.Open(name); err != nil {
			return nil, err
		}
		defer f.Close()
		what = name
	}
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() && fi.Size() > maxScriptBytes {
		return nil, fmt.Errorf("%s is %d bytes; a script may be at most %d bytes (4 MiB)", what, fi.Size(), maxScriptBytes)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxScriptBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxScriptBytes {
		return nil, fmt.Errorf("%s holds more than %d bytes; a script may be at most %d bytes (4 MiB)", what, maxScriptBytes, maxScriptBytes)
	}
	return data, nil
}

// checkDepth refuses data whose objects and arrays nest more than maxDepth
// deep, at the byte that opens the level past the limit, counted from 0 as xxd
// and od show offsets (encoding/json's Offset would say one more: the bytes
// read through it). It reads each byte once and keeps only the depth and
// whether it is inside a string, so it costs nothing per level. Malformed JSON
// is left to the decoder, but a stray closing bracket never takes the count
// below zero, where it would let as many extra levels through.
func checkDepth(data []byte) error {
	depth, inString, escaped := 0, false, false
	for i, b := range data {
		switch {
		case escaped:
			escaped = false
		case inString:
			escaped, inString = b == '\\', b != '"'
		case b == '"':
			inString = true
		case b == '{' || b == '[':
			if depth++; depth > maxDepth {
				return fmt.Errorf("nesting level %d at byte %d; objects and arrays may nest at most %d deep", depth, i, maxDepth)
			}
		case b == '}' || b == ']':
			depth = max(depth-1, 0)
		}
	}
	return nil
}

// checkKeys walks the first JSON value in data and refuses a key given twice
// in one object, which encoding/json would silently let the last one win, a
// key longer than maxNameBytes (encoding/json quotes an unknown one whole),
// and a number longer than maxNumberBytes (it quotes one it cannot store). At
// the top level keys name struct fields, which encoding/json matches without
// regard to case, so "Actions" repeats "actions" there. Malformed JSON is left
// to the decoder, which says what is wrong with it. Each level keeps its path
// and keys, so data must pass checkDepth first.
func checkKeys(data []byte) error {
	type level struct {
		isObject bool
		where    string            // "" at the top level, else the path of keys
		keys     map[string]string // an object's keys: folded → as written
		wantKey  bool              // an object's next token is a key or its closing brace
		lastKey  string
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var stack []*level
	// valueDone notes that the value after a key is complete.
	valueDone := func() {
		if n := len(stack); n > 0 && stack[n-1].isObject {
			stack[n-1].wantKey = true
		}
	}
	for {
		tok, err := dec.Token()
		if err != nil {
			return nil // the decoder reports it
		}
		var top *level
		if n := len(stack); n > 0 {
			top = stack[n-1]
		}
		if top != nil && top.isObject && top.wantKey {
			key, ok := tok.(string)
			if !ok { // the closing brace
				stack = stack[:len(stack)-1]
				valueDone()
				if len(stack) == 0 {
					return nil
				}
				continue
			}
			in := ""
			if top.where != "" {
				in = top.where + ": "
			}
			if len(key) > maxNameBytes {
				return fmt.Errorf("%skey %s is %d bytes; the limit is %d", in, quoteShort(key), len(key), maxNameBytes)
			}
			folded := key
			if len(stack) == 1 {
				folded = foldName(key)
			}
			if first, dup := top.keys[folded]; dup {
				if first != key {
					return fmt.Errorf("%skey %s is given twice (as %s and %s; field names ignore case)", in, quoteShort(key), quoteShort(first), quoteShort(key))
				}
				return fmt.Errorf("%skey %s is given twice", in, quoteShort(key))
			}
			top.keys[folded] = key
			top.wantKey, top.lastKey = false, key
			continue
		}
		switch t := tok.(type) {
		case json.Delim:
			switch t {
			case '{', '[':
				where := ""
				if top != nil {
					where = top.where
					if top.isObject {
						where = strings.TrimPrefix(where+"."+top.lastKey, ".")
					}
				}
				l := &level{isObject: t == '{', where: where}
				if l.isObject {
					l.keys, l.wantKey = map[string]string{}, true
				}
				stack = append(stack, l)
				continue
			default: // the end of an array
				stack = stack[:len(stack)-1]
			}
		case json.Number:
			if len(t) > maxNumberBytes {
				return fmt.Errorf("number %s is %d characters long; the limit is %d", quoteShort(string(t)), len(t), maxNumberBytes)
			}
		}
		valueDone()
		if len(stack) == 0 {
			return nil
		}
	}
}

// foldName folds a key as encoding/json does when it matches a struct field:
// ASCII case, and runes that lower-case to ASCII ("ſ" for s, "K" for k).
func foldName(s string) string {
	return strings.Map(func(r rune) rune { return unicode.ToUpper(unicode.ToLower(r)) }, s)
}

// checkLen refuses s when it is longer than limit bytes, naming what it is.
func checkLen(what, s string, limit int) error {
	if len(s) > limit {
		return fmt.Errorf("%s is %d bytes; the limit is %d (it starts %s)", what, len(s), limit, quoteShort(s))
	}
	return nil
}

// checkConfigText bounds the strings of a table: game, variant and options.
// The game packages quote them whole in their errors; bounded here, they
// never quote more than maxOptionValueBytes.
func checkConfigText(gameName, variant string, options map[string]string) error {
	if err := checkLen("the game name", gameName, maxNameBytes); err != nil {
		return err
	}
	if err := checkLen("the variant", variant, maxNameBytes); err != nil {
		return err
	}
	for k, v := range options {
		if err := checkLen("an option name", k, maxNameBytes); err != nil {
			return err
		}
		if err := checkLen("option "+quoteShort(k), v, maxOptionValueBytes); err != nil {
			return err
		}
	}
	return nil
}

// checkScript bounds everything a decoded script holds before the game sees it.
func checkScript(sc script) error {
	if err := checkConfigText(sc.Game, sc.Variant, sc.Options); err != nil {
		return err
	}
	if len(sc.Deck) > maxDeckEntries {
		return fmt.Errorf("the deck has %d entries; the limit is %d", len(sc.Deck), maxDeckEntries)
	}
	for i, s := range sc.Deck {
		if err := checkLen(fmt.Sprintf("deck entry %d", i+1), s, maxNameBytes); err != nil {
			return err
		}
	}
	if len(sc.Actions) > maxActions {
		return fmt.Errorf("%d actions; the limit is %d (match stops a game there as a runaway)", len(sc.Actions), maxActions)
	}
	for i, s := range sc.Actions {
		if err := checkLen(fmt.Sprintf("action %d", i+1), s, maxActionBytes); err != nil {
			return err
		}
	}
	return nil
}
