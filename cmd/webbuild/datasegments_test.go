package main

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
)

// testModule is a wasm module with a custom section, a stand-in code
// section and a data section holding segs, in that order.
func testModule(segs []segment) []byte {
	section := func(b []byte, id byte, body []byte) []byte {
		return append(appendULEB(append(b, id), uint64(len(body))), body...)
	}
	m := []byte("\x00asm\x01\x00\x00\x00")
	m = section(m, 0, append([]byte{4}, "name\x80\x80\x00"...))
	m = section(m, 10, []byte{1, 3, 0, 0x0b, 0x80})
	data := appendULEB(nil, uint64(len(segs)))
	for _, s := range segs {
		data = append(data, 0, 0x41)
		// Padded, as Go's linker writes them.
		data = append(data, byte(s.offset)|0x80, byte(s.offset>>7)|0x80, byte(s.offset>>14)|0x80, byte(s.offset>>21)&0x7f)
		data = append(data, 0x0b)
		data = appendULEB(data, uint64(len(s.data)))
		data = append(data, s.data...)
	}
	return section(m, 11, data)
}

// sections splits a module into its sections' ids and bodies.
func sections(t *testing.T, m []byte) (ids []byte, bodies [][]byte) {
	t.Helper()
	r := wasmReader{b: m, pos: 8}
	for r.pos < len(m) {
		id := r.byte()
		n := int(r.uleb())
		if r.err != nil || n > len(m)-r.pos {
			t.Fatalf("section %d runs past the end", id)
		}
		ids, bodies = append(ids, id), append(bodies, m[r.pos:r.pos+n])
		r.pos += n
	}
	return ids, bodies
}

// memory is what a data section's segments write into a zeroed memory, in
// order (a later segment over an earlier one), and the number of segments.
func memory(t *testing.T, data []byte) ([]byte, int) {
	t.Helper()
	r := wasmReader{b: data}
	n := int(r.uleb())
	var mem []byte
	for range n {
		r.uleb()
		r.byte()
		off := int(r.sleb())
		r.byte()
		size := int(r.uleb())
		if r.err != nil || size > len(data)-r.pos {
			t.Fatal("a segment runs past the section")
		}
		if end := off + size; end > len(mem) {
			mem = append(mem, make([]byte, end-len(mem))...)
		}
		copy(mem[off:], data[r.pos:r.pos+size])
		r.pos += size
	}
	return bytes.TrimRight(mem, "\x00"), n
}

// The packed module starts with the same memory, byte for byte, whatever
// the segments (out of address order too, as Go's sections are), keeps
// every other section as it was, and has a segment for each zero run of
// mergeGap bytes or more and no other.
func TestPackedDataStartsTheSameMemoryInFewerSegments(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 0))
	for round := range 500 {
		var segs []segment
		off, wantSegments := int64(200+r.IntN(100)), 1
		for i := range 1 + r.IntN(60) {
			if i > 0 {
				gap := int64(8 + r.IntN(2*mergeGap))
				if r.IntN(10) == 0 {
					gap = 100000 // another of the linker's sections
				}
				if gap >= mergeGap {
					wantSegments++
				}
				off += gap
			}
			data := make([]byte, 1+r.IntN(40))
			for k := range data {
				data[k] = byte(1 + r.IntN(255))
			}
			segs = append(segs, segment{off, data})
			off += int64(len(data))
		}
		if r.IntN(4) == 0 { // a section placed below the one before it
			segs = append(segs, segment{int64(r.IntN(50)), []byte{7, 7, 7}})
			wantSegments++
		}
		in := testModule(segs)
		out, err := packData(in, true)
		if err != nil {
			t.Fatal(err)
		}
		inIDs, inBodies := sections(t, in)
		outIDs, outBodies := sections(t, out)
		if !bytes.Equal(inIDs, outIDs) {
			t.Fatalf("round %d: sections %v became %v", round, inIDs, outIDs)
		}
		for i, id := range inIDs {
			if id == 11 {
				was, _ := memory(t, inBodies[i])
				is, n := memory(t, outBodies[i])
				if !bytes.Equal(was, is) {
					t.Fatalf("round %d: the packed segments start a different memory", round)
				}
				if n != wantSegments {
					t.Fatalf("round %d: %d segments packed into %d, want %d", round, len(segs), n, wantSegments)
				}
			} else if !bytes.Equal(inBodies[i], outBodies[i]) {
				t.Fatalf("round %d: section %d changed", round, id)
			}
		}
	}
}

// A data section of another shape than Go's linker writes stops the build
// rather than being rewritten wrongly.
func TestPackDataRefusesSegmentsItDoesNotKnow(t *testing.T) {
	good := testModule([]segment{{16, []byte{1, 2, 3}}})
	passive := bytes.Replace(good, []byte{1, 0, 0x41}, []byte{1, 1, 0x41}, 1)
	global := bytes.Replace(good, []byte{1, 0, 0x41}, []byte{1, 0, 0x23}, 1)
	cut := good[:len(good)-1]
	counted := append(append([]byte(nil), good...), 12, 1, 1)
	for name, m := range map[string][]byte{"passive": passive, "offset from a global": global, "cut short": cut, "data count": counted} {
		if _, err := packData(m, true); err == nil || !strings.HasPrefix(err.Error(), "packData") {
			t.Errorf("%s: packData gave %v, want its error", name, err)
		}
	}
	if _, err := packData(good, true); err != nil {
		t.Fatalf("a module as Go writes it: %v", err)
	}
}
