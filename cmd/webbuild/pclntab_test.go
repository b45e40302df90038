package main

import (
	"bytes"
	"encoding/binary"
	"testing"
)

// testPclntab lays out a memory with a runtime.pcHeader at 64, a pctab of
// the given tables (each a pc-value table: a value delta and a pc delta,
// then the ending zero), and one _func per entry of funcs, whose pcsp,
// pcfile, pcln and single pcdata name tables by index. It returns the
// memory and where each table starts in it.
func testPclntab(tables [][]byte, funcs [][4]int) ([]byte, []int) {
	mem := make([]byte, 64)
	at := len(mem)
	mem = append(mem, pcHeaderMagic...)
	mem = append(mem, make([]byte, 8*8)...)
	pctabOff := len(mem) - at
	var starts []int
	offs := []uint32{}
	for _, tab := range tables {
		starts = append(starts, len(mem))
		offs = append(offs, uint32(len(mem)-at-pctabOff))
		mem = append(mem, tab...)
	}
	for len(mem)%8 != 0 {
		mem = append(mem, 0)
	}
	pclnOff := len(mem) - at
	functab := len(mem)
	mem = append(mem, make([]byte, 8*len(funcs))...)
	for i, f := range funcs {
		binary.LittleEndian.PutUint32(mem[functab+8*i+4:], uint32(len(mem)-at-pclnOff))
		fn := make([]byte, 48)
		binary.LittleEndian.PutUint32(fn[16:], offs[f[0]])
		binary.LittleEndian.PutUint32(fn[20:], offs[f[1]])
		binary.LittleEndian.PutUint32(fn[24:], offs[f[2]])
		binary.LittleEndian.PutUint32(fn[28:], 1) // npcdata
		binary.LittleEndian.PutUint32(fn[44:], offs[f[3]])
		mem = append(mem, fn...)
	}
	for k, v := range map[int]int{0: len(funcs), 6: pctabOff, 7: pclnOff} {
		binary.LittleEndian.PutUint64(mem[at+8+8*k:], uint64(v))
	}
	return mem, starts
}

// Only the file and line tables go: every function's pcfile and pcln read
// 0 (the runtime's "no table"), their bytes are zero unless a kept table
// (stack deltas, pcdata) shares them, and everything else is as it was.
func TestTheLineTablesGoAndTheTablesTheRuntimeRunsOnStay(t *testing.T) {
	tables := [][]byte{
		{0x02, 0x05, 0x04, 0x03, 0x00},       // 0: pcsp of both
		{0x06, 0x81, 0x01, 0x00},             // 1: pcfile of f0, also f1's pcdata
		{0x0a, 0x02, 0x03, 0x07, 0x00},       // 2: pcln of f0
		{0x10, 0x90, 0x02, 0x08, 0x09, 0x00}, // 3: pcln of f1
		{0x22, 0x01, 0x00},                   // 4: pcdata of f0, pcfile of f1
	}
	mem, starts := testPclntab(tables, [][4]int{{0, 1, 2, 4}, {0, 4, 3, 1}})
	before := bytes.Clone(mem)
	if err := dropLineTables(mem); err != nil {
		t.Fatal(err)
	}
	table := func(m []byte, i int) []byte { return m[starts[i] : starts[i]+len(tables[i])] }
	for i, want := range []bool{true, true, false, false, true} {
		got := table(mem, i)
		if want && !bytes.Equal(got, tables[i]) {
			t.Errorf("table %d is kept by the runtime but became %x", i, got)
		}
		if !want && !bytes.Equal(got, make([]byte, len(tables[i]))) {
			t.Errorf("table %d is a line table no one shares but stayed %x", i, got)
		}
	}
	at := 64
	pcln := at + int(binary.LittleEndian.Uint64(mem[at+8+8*7:]))
	for i := range 2 {
		f := pcln + int(binary.LittleEndian.Uint32(mem[pcln+8*i+4:]))
		if file, line := binary.LittleEndian.Uint32(mem[f+20:]), binary.LittleEndian.Uint32(mem[f+24:]); file != 0 || line != 0 {
			t.Errorf("function %d still names its file table %d and line table %d", i, file, line)
		}
		// Apart from those two fields and the dropped tables' bytes, nothing moved.
		copy(before[f+20:f+28], mem[f+20:f+28])
	}
	for _, i := range []int{2, 3} {
		copy(table(before, i), table(mem, i))
	}
	if !bytes.Equal(before, mem) {
		t.Error("dropLineTables changed more than the line tables")
	}
}

// Without a pclntab it recognises, the build stops rather than guessing.
func TestDroppingTheLineTablesNeedsAPclntab(t *testing.T) {
	mem, _ := testPclntab([][]byte{{2, 1, 0}}, [][4]int{{0, 0, 0, 0}})
	twice := append(bytes.Clone(mem), mem...)
	for name, m := range map[string][]byte{"none": make([]byte, 4096), "two headers": twice} {
		if err := dropLineTables(m); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}
