package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
)

// A browser's program is built without the tables that map each
// instruction to its source file and line: about 220 KB of the runtime's
// pc-value tables (runtime.pclntab's pctab), and 130 KB brotli of the first
// visit (issue 40, make budget: 2,109,348 → 1,979,287 B; the line tables
// alone about 100 KB, the file tables the rest). The runtime reads them only to print a file and line (a panic's stack,
// runtime.Caller, Frames): without them it prints "?:0" beside each
// function's name, which stays. The tables the runtime needs to run, the
// stack deltas (pcsp) and the pcdata tables (stack maps, unsafe points,
// inlining), are kept byte for byte. go run ./cmd/webbuild -lines keeps
// the line tables, to read a browser's stack trace.

// pcHeaderMagic starts runtime.pcHeader since Go 1.20 (abi.Go120PCLnTabMagic),
// followed by two zero pads, the wasm's minimum instruction size (1) and
// its pointer size (8).
var pcHeaderMagic = []byte{0xf1, 0xff, 0xff, 0xff, 0, 0, 1, 8}

// dropLineTables finds runtime.pclntab in a wasm's initial memory, sets
// every function's pcfile and pcln offsets to 0 (the runtime's "no table",
// read as file "?" and line 0), and zeroes the bytes of those tables that
// no kept table shares (the linker writes identical tables once).
func dropLineTables(mem []byte) error {
	at := bytes.Index(mem, pcHeaderMagic)
	if at < 0 || at%8 != 0 || bytes.Contains(mem[at+1:], pcHeaderMagic) {
		return errors.New("no single runtime.pcHeader in the wasm's memory (a Go whose pclntab has changed? build with -lines)")
	}
	word := func(k int) (int, error) {
		if at+8+8*k+8 > len(mem) {
			return 0, errors.New("runtime.pcHeader runs past the memory")
		}
		return int(binary.LittleEndian.Uint64(mem[at+8+8*k:])), nil
	}
	nfunc, err1 := word(0)
	pctabOff, err2 := word(6)
	pclnOff, err3 := word(7)
	if err := errors.Join(err1, err2, err3); err != nil {
		return err
	}
	pctab, pcln := at+pctabOff, at+pclnOff
	if pctab <= at || pcln <= pctab || pcln+8*nfunc > len(mem) {
		return fmt.Errorf("runtime.pcHeader's offsets (pctab %d, pcln %d, %d functions) do not fit the memory", pctabOff, pclnOff, nfunc)
	}
	u32 := func(i int) uint32 { return binary.LittleEndian.Uint32(mem[i:]) }
	var keep, drop []uint32
	for i := range nfunc {
		f := pcln + int(u32(pcln+8*i+4)) // functab: entryoff, funcoff
		if f+44 > len(mem) {
			return fmt.Errorf("function %d's _func runs past the memory", i)
		}
		npcdata := int(u32(f + 28))
		if f+44+4*npcdata > len(mem) {
			return fmt.Errorf("function %d's pcdata run past the memory", i)
		}
		keep = append(keep, u32(f+16)) // pcsp
		for k := range npcdata {
			keep = append(keep, u32(f+44+4*k))
		}
		drop = append(drop, u32(f+20), u32(f+24)) // pcfile, pcln
		binary.LittleEndian.PutUint64(mem[f+20:], 0)
	}
	// Mark the kept tables' bytes first, then zero the dropped tables'
	// bytes that are not marked.
	kept := make([]bool, pcln-pctab)
	for pass, offs := range [][]uint32{keep, drop} {
		for _, off := range offs {
			if off == 0 {
				continue
			}
			end, err := pcTableEnd(mem[pctab:pcln], int(off))
			if err != nil {
				return err
			}
			for i := int(off); i < end; i++ {
				if pass == 0 {
					kept[i] = true
				} else if !kept[i] {
					mem[pctab+i] = 0
				}
			}
		}
	}
	return nil
}

// pcTableEnd returns where the pc-value table at off ends in pctab: pairs
// of varints (value delta, pc delta) until a zero value delta after the
// first pair (runtime.step).
func pcTableEnd(pctab []byte, off int) (int, error) {
	r := wasmReader{b: pctab, pos: off}
	for first := true; ; first = false {
		if v := r.uleb(); v == 0 && !first {
			break
		}
		r.uleb()
		if r.err != nil {
			return 0, fmt.Errorf("the pc-value table at %d runs past pctab", off)
		}
	}
	return r.pos, r.err
}
