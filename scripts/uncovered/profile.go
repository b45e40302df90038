package main

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// block is one line of a cover profile: a run of statements cmd/cover
// counts together, from (startLine, startCol) to (endLine, endCol).
type block struct {
	file                string // as the profile names it: import path + "/" + file name
	startLine, startCol int
	endLine, endCol     int
	stmts               int
	count               int
}

// parseProfile reads a cover profile (go test -coverprofile): a "mode:"
// line, then "file:startLine.startCol,endLine.endCol statements count".
func parseProfile(r io.Reader) ([]block, error) {
	var out []block
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "mode:") {
			continue
		}
		b, err := parseBlock(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		out = append(out, b)
	}
	return out, sc.Err()
}

func parseBlock(line string) (block, error) {
	var b block
	// The file name may hold a colon; the range and the counts never do.
	colon := strings.LastIndexByte(line, ':')
	if colon < 0 {
		return b, fmt.Errorf("no file name in %q", line)
	}
	b.file = line[:colon]
	fields := strings.Fields(line[colon+1:])
	if len(fields) != 3 {
		return b, fmt.Errorf("want range, statements and count in %q", line)
	}
	start, end, ok := strings.Cut(fields[0], ",")
	if !ok {
		return b, fmt.Errorf("bad range in %q", line)
	}
	var err error
	if b.startLine, b.startCol, err = position(start); err != nil {
		return b, err
	}
	if b.endLine, b.endCol, err = position(end); err != nil {
		return b, err
	}
	if b.stmts, err = strconv.Atoi(fields[1]); err != nil {
		return b, fmt.Errorf("bad statement count in %q", line)
	}
	if b.count, err = strconv.Atoi(fields[2]); err != nil {
		return b, fmt.Errorf("bad count in %q", line)
	}
	if b.endLine < b.startLine {
		return b, fmt.Errorf("block ends before it starts in %q", line)
	}
	return b, nil
}

func position(s string) (line, col int, err error) {
	l, c, ok := strings.Cut(s, ".")
	if !ok {
		return 0, 0, fmt.Errorf("bad position %q", s)
	}
	if line, err = strconv.Atoi(l); err != nil {
		return 0, 0, fmt.Errorf("bad position %q", s)
	}
	if col, err = strconv.Atoi(c); err != nil {
		return 0, 0, fmt.Errorf("bad position %q", s)
	}
	return line, col, nil
}

// blockKey is a block's place, the same in every run's profile: each test
// binary instruments the same source the same way.
type blockKey struct {
	file                string
	startLine, startCol int
	endLine, endCol     int
}

// merge folds the profiles of several runs into one block list per file,
// each block once with its counts summed: a block ran if any test of any
// run ran it.
func merge(profiles ...[]block) map[string][]block {
	index := map[blockKey]int{}
	byFile := map[string][]block{}
	for _, p := range profiles {
		for _, b := range p {
			k := blockKey{b.file, b.startLine, b.startCol, b.endLine, b.endCol}
			if i, ok := index[k]; ok {
				byFile[b.file][i].count += b.count
				continue
			}
			index[k] = len(byFile[b.file])
			byFile[b.file] = append(byFile[b.file], b)
		}
	}
	return byFile
}

// Line states: a line no block touches is neither.
const (
	inBlock = 1 // some block touches the line
	ran     = 2 // some block that ran touches it
)

// lineStates says, for each line any of a file's blocks touches (from its
// first line to its last), whether a block that ran touches it too.
func lineStates(blocks []block) map[int]int {
	st := map[int]int{}
	for _, b := range blocks {
		for l := b.startLine; l <= b.endLine; l++ {
			st[l] |= inBlock
			if b.count > 0 {
				st[l] |= ran
			}
		}
	}
	return st
}

// uncoveredLines are the lines blocks touch that no block that ran touches,
// in order.
func uncoveredLines(st map[int]int) []int {
	var out []int
	for l, s := range st {
		if s == inBlock {
			out = append(out, l)
		}
	}
	slices.Sort(out)
	return out
}
