// Package json reads and writes JSON as the standard library's
// encoding/json does, for the part of it Parlour uses: Marshal, Unmarshal,
// a Decoder that may refuse unknown fields, RawMessage, Compact, the
// Marshaler and Unmarshaler interfaces and encoding's TextMarshaler and
// TextUnmarshaler; struct tags (a name, omitempty, omitzero, "-"),
// embedded structs, pointers, slices, arrays, maps with string keys, and
// interface values (written: the snapshots hold them).
//
// It exists for the download (issue 40): encoding/json, with the sorts it
// instantiates from package slices, cost the wasm about 240 KB of code. Its
// output is encoding/json's byte for byte (<, > and & escaped as \u003c,
// floats written as ECMAScript writes them, map keys sorted), so saves, save
// codes and stored settings read and write as before; what it accepts and
// the values it decodes are encoding/json's too. The differential tests and
// FuzzDecodeMatchesStandard hold it to the standard library.
//
// What no record holds is refused with an error that says so, rather than
// done otherwise than encoding/json would: maps keyed by anything but
// strings, []byte (base64), decoding into an interface (null aside), the
// ",string" tag option. And where it differs, on input no version of
// Parlour writes:
//   - arrays and objects nested deeper than MaxDepth are refused
//     (encoding/json allows 10,000), and a value to write nested deeper than
//     maxWriteDepth (a cycle) is an error;
//   - Decoder.More reports any text after a value, where encoding/json's
//     ignores a stray ']' or '}';
//   - errors say the same things in other words, and decoding stops at the
//     first (encoding/json goes on past a value of the wrong type and
//     reports it at the end: either way the call fails).
package json

import (
	"bytes"
	"errors"
	"io"
	"reflect"
)

// Marshaler is a type that writes itself as JSON.
type Marshaler interface {
	MarshalJSON() ([]byte, error)
}

// Unmarshaler is a type that reads itself from JSON. UnmarshalJSON is given
// one whole value (null included), checked to be JSON; it must copy the
// bytes to keep them.
type Unmarshaler interface {
	UnmarshalJSON([]byte) error
}

// RawMessage is a value kept as its JSON text: written as it is (compacted),
// read without decoding.
type RawMessage []byte

// MarshalJSON returns m, or null for a nil m.
func (m RawMessage) MarshalJSON() ([]byte, error) {
	if m == nil {
		return []byte("null"), nil
	}
	return m, nil
}

// UnmarshalJSON keeps a copy of data.
func (m *RawMessage) UnmarshalJSON(data []byte) error {
	if m == nil {
		return errors.New("json.RawMessage: UnmarshalJSON on nil pointer")
	}
	*m = append((*m)[0:0], data...)
	return nil
}

// Marshal writes v as JSON.
func Marshal(v any) ([]byte, error) {
	var e encoder
	e.value(reflect.ValueOf(v))
	if e.err != nil {
		return nil, e.err
	}
	return e.buf, nil
}

// Unmarshal reads the JSON value in data into the value v points to. Data
// that is not one JSON value is refused before anything is stored.
func Unmarshal(data []byte, v any) error {
	s := scanner{data: data}
	s.whole()
	if s.err != nil {
		return s.err
	}
	return decode(data, v, false)
}

// Compact writes src to dst without the white space outside its strings.
func Compact(dst *bytes.Buffer, src []byte) error {
	b, err := appendCompact(dst.AvailableBuffer(), src, false)
	if err == nil {
		dst.Write(b)
	}
	return err
}

// Decoder reads JSON values one after the other from a reader.
type Decoder struct {
	r      io.Reader
	data   []byte
	pos    int
	err    error
	read   bool
	strict bool
}

// NewDecoder reads from r. It reads r whole at the first call that needs
// it: the values decoded are held in memory anyway.
func NewDecoder(r io.Reader) *Decoder { return &Decoder{r: r} }

// DisallowUnknownFields makes an object key that names no field of the
// struct decoded into an error.
func (dec *Decoder) DisallowUnknownFields() { dec.strict = true }

// Decode reads the next value into the value v points to; io.EOF when
// nothing but white space is left.
func (dec *Decoder) Decode(v any) error {
	s := dec.rest()
	if dec.err != nil {
		return dec.err
	}
	if s.pos == len(s.data) {
		return io.EOF
	}
	start := s.pos
	s.skip(0)
	if s.err != nil {
		return s.err
	}
	dec.pos = s.pos
	return decode(s.data[start:s.pos], v, dec.strict)
}

// More reports whether anything but white space follows the values read.
func (dec *Decoder) More() bool {
	s := dec.rest()
	return dec.err == nil && s.pos < len(s.data)
}

// rest is a scanner at the first byte after the values read and the white
// space after them.
func (dec *Decoder) rest() scanner {
	if !dec.read {
		dec.read = true
		dec.data, dec.err = io.ReadAll(dec.r)
	}
	s := scanner{data: dec.data, pos: dec.pos}
	s.space()
	return s
}
