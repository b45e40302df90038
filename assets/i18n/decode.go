package i18n

import (
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// decodeCatalog reads a catalog file, one JSON object whose values are all
// strings, into a language's messages (m). It does the work of
// encoding/json's Unmarshal into a map[string]string without its reflection
// and without a second map to merge from. Decoding English showed in a
// profile of a cold start's title frame (about 70 ms under the profiler, on
// code the engine compiles at its first call); once warm it is 6.2 ms with
// encoding/json and 1.8 ms with this in wasm (BenchmarkDecodeEnglish). What it accepts and
// returns is held to encoding/json's by a test over every catalog and by a
// fuzz test. A key already in m, from this file or another, is an error,
// where Unmarshal would keep the last.
func decodeCatalog(b []byte, m map[string]string) error {
	d := catalogDecoder{b: b}
	d.space()
	if !d.take('{') {
		return d.fail("a catalog must be one JSON object")
	}
	d.space()
	if d.take('}') {
		return d.end()
	}
	for {
		d.space()
		key, err := d.str()
		if err != nil {
			return err
		}
		d.space()
		if !d.take(':') {
			return d.fail("expected ':' after a key")
		}
		d.space()
		val, err := d.str()
		if err != nil {
			return err
		}
		if _, dup := m[key]; dup {
			return d.fail(fmt.Sprintf("%q is defined twice", key))
		}
		m[key] = val
		d.space()
		if d.take('}') {
			return d.end()
		}
		if !d.take(',') {
			return d.fail("expected ',' or '}' after a message")
		}
	}
}

type catalogDecoder struct {
	b   []byte
	pos int
}

func (d *catalogDecoder) fail(msg string) error {
	line := 1
	for _, c := range d.b[:min(d.pos, len(d.b))] {
		if c == '\n' {
			line++
		}
	}
	return fmt.Errorf("line %d: %s", line, msg)
}

func (d *catalogDecoder) space() {
	for d.pos < len(d.b) {
		switch d.b[d.pos] {
		case ' ', '\t', '\n', '\r':
			d.pos++
		default:
			return
		}
	}
}

func (d *catalogDecoder) take(c byte) bool {
	if d.pos < len(d.b) && d.b[d.pos] == c {
		d.pos++
		return true
	}
	return false
}

func (d *catalogDecoder) end() error {
	d.space()
	if d.pos != len(d.b) {
		return d.fail("text after the catalog's object")
	}
	return nil
}

// str reads a JSON string; the common case, with no escapes, is one slice.
func (d *catalogDecoder) str() (string, error) {
	if !d.take('"') {
		return "", d.fail("expected a string (messages are strings)")
	}
	start := d.pos
	for d.pos < len(d.b) {
		c := d.b[d.pos]
		switch {
		case c == '"':
			s := d.b[start:d.pos]
			d.pos++
			if !utf8.Valid(s) {
				return "", d.fail("a string that is not UTF-8")
			}
			return string(s), nil
		case c == '\\':
			return d.escaped(start)
		case c < 0x20:
			return "", d.fail("a control character inside a string")
		}
		d.pos++
	}
	return "", d.fail("a string that does not end")
}

// escaped reads the rest of a string that holds an escape, from start.
func (d *catalogDecoder) escaped(start int) (string, error) {
	out := append([]byte(nil), d.b[start:d.pos]...)
	for d.pos < len(d.b) {
		c := d.b[d.pos]
		switch {
		case c == '"':
			d.pos++
			if !utf8.Valid(out) {
				return "", d.fail("a string that is not UTF-8")
			}
			return string(out), nil
		case c < 0x20:
			return "", d.fail("a control character inside a string")
		case c != '\\':
			out = append(out, c)
			d.pos++
			continue
		}
		if d.pos+1 >= len(d.b) {
			break
		}
		e := d.b[d.pos+1]
		d.pos += 2
		switch e {
		case '"', '\\', '/':
			out = append(out, e)
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r, ok := d.hex4()
			if !ok {
				return "", d.fail(`a \u escape without four hex digits`)
			}
			if utf16.IsSurrogate(r) {
				// A pair makes one rune; a lone half is U+FFFD, and what
				// follows it is read on its own, as encoding/json does.
				if d.pos+1 < len(d.b) && d.b[d.pos] == '\\' && d.b[d.pos+1] == 'u' {
					save := d.pos
					d.pos += 2
					if r2, ok := d.hex4(); ok {
						if pair := utf16.DecodeRune(r, r2); pair != utf8.RuneError {
							out = utf8.AppendRune(out, pair)
							continue
						}
					}
					d.pos = save
				}
				r = utf8.RuneError
			}
			out = utf8.AppendRune(out, r)
		default:
			return "", d.fail(fmt.Sprintf(`an unknown escape \%c`, e))
		}
	}
	return "", d.fail("a string that does not end")
}

func (d *catalogDecoder) hex4() (rune, bool) {
	if d.pos+4 > len(d.b) {
		return 0, false
	}
	v, err := strconv.ParseUint(string(d.b[d.pos:d.pos+4]), 16, 16)
	if err != nil {
		return 0, false
	}
	d.pos += 4
	return rune(v), true
}
