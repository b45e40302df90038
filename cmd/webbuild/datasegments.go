package main

import (
	"errors"
	"fmt"
	"os"
)

// Go's linker writes the wasm's initial memory as data segments that skip
// every run of 8 or more zero bytes, up to 100,000 segments, and spells
// each segment's offset and length as padded five-byte LEB128s. The
// runtime's table for finding a function by PC (runtime.findfunctab, one
// 20-byte bucket per 4 KB of the PC space, 18 of its bytes zero) alone
// takes the 100,000 segments: their headers, numbers that change every few
// bytes, cost brotli far more than the zeros they skip. packData rewrites
// the data section as segments that skip only long zero runs (mergeGap
// bytes or more), each number spelt in its shortest form: the memory the
// module starts with is the same byte for byte, and the wasm is about 1 MB
// larger raw and 112 KB smaller brotli (issue 40: 2,214,591 → 2,102,434 B).
// Gaps of 48 to 512 bytes all do within 1.5 KB of one another; 16 keeps
// the buckets apart and saves 30 KB.
const mergeGap = 128

// packData returns the module with its data section rewritten as above,
// without the line tables unless lines is set (pclntab.go); every other
// section is kept as it is. A module whose data section it
// does not understand (anything but active segments of memory 0 at an
// i32.const offset, which is all Go's linker writes) is an error, so a
// change in the linker stops the build instead of shipping a broken wasm.
func packData(wasm []byte, lines bool) ([]byte, error) {
	if len(wasm) < 8 || string(wasm[:4]) != "\x00asm" {
		return nil, errors.New("packData: not a wasm module")
	}
	out := append([]byte(nil), wasm[:8]...)
	r := wasmReader{b: wasm, pos: 8}
	for r.pos < len(wasm) {
		id := r.byte()
		size := int(r.uleb())
		if r.err != nil || size > len(wasm)-r.pos {
			return nil, errors.New("packData: a section runs past the end")
		}
		body := wasm[r.pos : r.pos+size]
		r.pos += size
		switch id {
		case 11: // data
			packed, err := packSegments(body, lines)
			if err != nil {
				return nil, fmt.Errorf("packData: %w", err)
			}
			body = packed
		case 12: // data count, which would have to match: Go's linker writes none
			return nil, errors.New("packData: a data count section (not written by Go's linker): teach packData to keep it right")
		}
		out = append(out, id)
		out = appendULEB(out, uint64(len(body)))
		out = append(out, body...)
	}
	return out, nil
}

type segment struct {
	offset int64
	data   []byte
}

// maxMemory bounds the initial memory packSegments will lay out (Go's is
// about 6 MB), so a malformed offset cannot ask for gigabytes.
const maxMemory = 1 << 28

// packSegments rewrites a data section's body: it lays the segments out as
// the memory they start (a later segment over an earlier one, as
// instantiation writes them), drops the line tables unless lines is set,
// and writes that memory as segments that skip each run of mergeGap or
// more zero bytes.
func packSegments(body []byte, lines bool) ([]byte, error) {
	r := wasmReader{b: body}
	n := r.uleb()
	var mem []byte
	for i := uint64(0); i < n && r.err == nil; i++ {
		if kind := r.uleb(); kind != 0 {
			return nil, fmt.Errorf("data segment %d is of kind %d, not an active segment of memory 0", i, kind)
		}
		if op := r.byte(); op != 0x41 { // i32.const
			return nil, fmt.Errorf("data segment %d's offset is not an i32.const (opcode %#x)", i, op)
		}
		off := r.sleb()
		if op := r.byte(); op != 0x0b { // end
			return nil, fmt.Errorf("data segment %d's offset is not a lone i32.const", i)
		}
		size := r.uleb()
		if r.err != nil || off < 0 || size > uint64(len(body)-r.pos) || off+int64(size) > maxMemory {
			return nil, fmt.Errorf("data segment %d runs past the section or the memory", i)
		}
		if end := int(off) + int(size); end > len(mem) {
			mem = append(mem, make([]byte, end-len(mem))...)
		}
		copy(mem[off:], body[r.pos:r.pos+int(size)])
		r.pos += int(size)
	}
	if r.err != nil || r.pos != len(body) {
		return nil, errors.New("the data section does not end with its last segment")
	}
	if !lines {
		if err := dropLineTables(mem); err != nil {
			return nil, err
		}
	}
	var segs []segment
	for i := 0; i < len(mem); {
		for i < len(mem) && mem[i] == 0 {
			i++
		}
		start := i
		for i < len(mem) {
			zeros := 0
			for i+zeros < len(mem) && mem[i+zeros] == 0 {
				zeros++
			}
			if zeros >= mergeGap || i+zeros == len(mem) {
				break
			}
			i += zeros + 1
		}
		if i > start {
			segs = append(segs, segment{int64(start), mem[start:i]})
		}
	}
	out := appendULEB(nil, uint64(len(segs)))
	for _, s := range segs {
		out = append(out, 0, 0x41)
		out = appendSLEB(out, s.offset)
		out = append(out, 0x0b)
		out = appendULEB(out, uint64(len(s.data)))
		out = append(out, s.data...)
	}
	return out, nil
}

// wasmReader reads LEB128 numbers and bytes, remembering the first error.
type wasmReader struct {
	b   []byte
	pos int
	err error
}

func (r *wasmReader) byte() byte {
	if r.pos >= len(r.b) {
		r.err = errors.New("unexpected end")
		return 0
	}
	r.pos++
	return r.b[r.pos-1]
}

func (r *wasmReader) uleb() uint64 {
	var x uint64
	for shift := 0; shift < 64; shift += 7 {
		c := r.byte()
		x |= uint64(c&0x7f) << shift
		if c < 0x80 {
			return x
		}
	}
	r.err = errors.New("a LEB128 number is too long")
	return 0
}

func (r *wasmReader) sleb() int64 {
	var x int64
	for shift := 0; shift < 64; shift += 7 {
		c := r.byte()
		x |= int64(c&0x7f) << shift
		if c < 0x80 {
			if shift+7 < 64 && c&0x40 != 0 {
				x -= 1 << (shift + 7)
			}
			return x
		}
	}
	r.err = errors.New("a LEB128 number is too long")
	return 0
}

func appendULEB(b []byte, x uint64) []byte {
	for x >= 0x80 {
		b = append(b, byte(x)|0x80)
		x >>= 7
	}
	return append(b, byte(x))
}

func appendSLEB(b []byte, x int64) []byte {
	for {
		c := byte(x & 0x7f)
		x >>= 7
		if x == 0 && c&0x40 == 0 || x == -1 && c&0x40 != 0 {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}

// packWasmFile rewrites the wasm file at path with packData.
func packWasmFile(path string, lines bool) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	packed, err := packData(b, lines)
	if err != nil {
		return err
	}
	return os.WriteFile(path, packed, 0o644)
}
