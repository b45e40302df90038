package json

import (
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// MaxDepth is how deeply arrays and objects may nest in what is read: far
// more than any record Parlour writes (a save nests six deep), and a bound
// on the recursion a hostile input can cause.
const MaxDepth = 200

// SyntaxError is text that is not JSON.
type SyntaxError struct {
	msg    string
	Offset int64 // the bytes read before the error
}

func (e *SyntaxError) Error() string { return "json: " + e.msg }

// scanner reads JSON's grammar. Every read checks what it reads; the first
// error stops it (each method then does nothing), and reads never go past
// the data, whatever it holds.
type scanner struct {
	data []byte
	pos  int
	err  error
}

// fail records a syntax error at the current byte, what says where in the
// grammar it came.
func (s *scanner) fail(what string) {
	if s.err != nil {
		return
	}
	if s.pos >= len(s.data) {
		s.err = &SyntaxError{"unexpected end of JSON input", int64(len(s.data))}
		return
	}
	c := s.data[s.pos]
	char := strconv.QuoteRune(rune(c))
	if c >= utf8.RuneSelf {
		char = fmt.Sprintf("byte 0x%02x", c)
	}
	s.err = &SyntaxError{fmt.Sprintf("invalid character %s %s (offset %d)", char, what, s.pos), int64(s.pos)}
}

func (s *scanner) space() {
	for s.pos < len(s.data) {
		switch s.data[s.pos] {
		case ' ', '\t', '\n', '\r':
			s.pos++
		default:
			return
		}
	}
}

// take reads c if it is next.
func (s *scanner) take(c byte) bool {
	if s.err == nil && s.pos < len(s.data) && s.data[s.pos] == c {
		s.pos++
		return true
	}
	return false
}

// whole checks that the data is one value, white space around it.
func (s *scanner) whole() {
	s.space()
	s.skip(0)
	s.space()
	if s.err == nil && s.pos < len(s.data) {
		s.fail("after top-level value")
	}
}

// skip reads one value, depth arrays and objects deep.
func (s *scanner) skip(depth int) {
	if s.err != nil {
		return
	}
	if s.pos >= len(s.data) {
		s.fail("")
		return
	}
	switch s.data[s.pos] {
	case '[':
		if s.deep(depth) {
			return
		}
		for more := s.open(']'); more; more = s.more(']') {
			s.skip(depth + 1)
		}
	case '{':
		if s.deep(depth) {
			return
		}
		for more := s.open('}'); more; more = s.more('}') {
			s.key()
			s.skip(depth + 1)
		}
	case '"':
		s.str()
	case 't':
		s.word("true")
	case 'f':
		s.word("false")
	case 'n':
		s.word("null")
	default:
		s.number()
	}
}

func (s *scanner) deep(depth int) bool {
	if depth >= MaxDepth {
		s.err = &SyntaxError{fmt.Sprintf("arrays and objects nested more than %d deep (offset %d)", MaxDepth, s.pos), int64(s.pos)}
		return true
	}
	return false
}

// open reads the '[' or '{' at pos and reports whether an element follows
// (false at once for an empty one, whose end it reads).
func (s *scanner) open(end byte) bool {
	s.pos++
	s.space()
	return !s.take(end) && s.err == nil
}

// more reads what follows an element: true after a comma (another
// element follows), false at the end.
func (s *scanner) more(end byte) bool {
	s.space()
	if s.take(',') {
		s.space()
		return s.err == nil
	}
	if !s.take(end) {
		if end == ']' {
			s.fail("after array element")
		} else {
			s.fail("after object key:value pair")
		}
	}
	return false
}

// key reads an object's key and the colon after it; it returns the key as
// str does.
func (s *scanner) key() (raw []byte, plain bool) {
	if s.err == nil && (s.pos >= len(s.data) || s.data[s.pos] != '"') {
		s.fail("looking for beginning of object key string")
		return nil, false
	}
	raw, plain = s.str()
	s.space()
	if !s.take(':') {
		s.fail("after object key")
	}
	s.space()
	return raw, plain
}

// str reads a string: its text between the quotes as written, and plain
// when that holds no escape (unquote then has nothing to undo but bytes
// that are not UTF-8).
func (s *scanner) str() (raw []byte, plain bool) {
	s.pos++ // the opening quote, which the caller saw
	start := s.pos
	plain = true
	for s.err == nil && s.pos < len(s.data) {
		switch c := s.data[s.pos]; {
		case c == '"':
			s.pos++
			return s.data[start : s.pos-1], plain
		case c == '\\':
			plain = false
			s.pos++
			s.escape()
		case c < 0x20:
			s.fail("in string literal")
		default:
			s.pos++
		}
	}
	s.fail("")
	return nil, false
}

// escape reads an escape after its backslash.
func (s *scanner) escape() {
	if s.pos >= len(s.data) {
		return // str reports the end
	}
	switch s.data[s.pos] {
	case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
		s.pos++
	case 'u':
		s.pos++
		for range 4 {
			if s.pos >= len(s.data) {
				return
			}
			if hexValue(s.data[s.pos]) < 0 {
				s.fail(`in \u hexadecimal character escape`)
				return
			}
			s.pos++
		}
	default:
		s.fail("in string escape code")
	}
}

func hexValue(c byte) rune {
	switch {
	case '0' <= c && c <= '9':
		return rune(c - '0')
	case 'a' <= c && c <= 'f':
		return rune(c - 'a' + 10)
	case 'A' <= c && c <= 'F':
		return rune(c - 'A' + 10)
	}
	return -1
}

func (s *scanner) word(w string) {
	for i := 0; i < len(w); i++ {
		if !s.take(w[i]) {
			s.fail("in literal " + w)
			return
		}
	}
}

// number reads a number and returns its text.
func (s *scanner) number() []byte {
	start := s.pos
	s.take('-')
	switch {
	case s.take('0'):
	case s.digits() == 0:
		if s.pos == start {
			s.fail("looking for beginning of value")
		} else {
			s.fail("in numeric literal")
		}
		return nil
	}
	if s.take('.') && s.digits() == 0 {
		s.fail("after decimal point in numeric literal")
		return nil
	}
	if s.take('e') || s.take('E') {
		if !s.take('+') {
			s.take('-')
		}
		if s.digits() == 0 {
			s.fail("in exponent of numeric literal")
			return nil
		}
	}
	return s.data[start:s.pos]
}

func (s *scanner) digits() int {
	n := 0
	for s.err == nil && s.pos < len(s.data) && '0' <= s.data[s.pos] && s.data[s.pos] <= '9' {
		s.pos++
		n++
	}
	return n
}

// unquote is a string's text (as str returned it) as the string it
// stands for: escapes undone, and each byte that is not UTF-8 replaced by
// U+FFFD, as encoding/json does. A plain, valid text is returned as is.
func unquote(raw []byte, plain bool) []byte {
	if plain && utf8.Valid(raw) {
		return raw
	}
	out := make([]byte, 0, len(raw)+utf8.UTFMax)
	for i := 0; i < len(raw); {
		c := raw[i]
		switch {
		case c == '\\':
			e := raw[i+1]
			i += 2
			switch e {
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
				r := hex4(raw[i:])
				i += 4
				if utf16.IsSurrogate(r) {
					// A pair is one rune; a half alone is U+FFFD, and what
					// follows it is read on its own.
					if i+6 <= len(raw) && raw[i] == '\\' && raw[i+1] == 'u' {
						if pair := utf16.DecodeRune(r, hex4(raw[i+2:])); pair != utf8.RuneError {
							out = utf8.AppendRune(out, pair)
							i += 6
							continue
						}
					}
					r = utf8.RuneError
				}
				out = utf8.AppendRune(out, r)
			default: // '"', '\\', '/'
				out = append(out, e)
			}
		case c < utf8.RuneSelf:
			out = append(out, c)
			i++
		default:
			r, n := utf8.DecodeRune(raw[i:])
			out = utf8.AppendRune(out, r)
			i += n
		}
	}
	return out
}

// hex4 is the value of four hex digits (str checked them), or -1 if they
// are not.
func hex4(b []byte) rune {
	if len(b) < 4 {
		return -1
	}
	var r rune
	for _, c := range b[:4] {
		v := hexValue(c)
		if v < 0 {
			return -1
		}
		r = r<<4 | v
	}
	return r
}

// appendCompact appends src, one JSON value, without the white space
// outside its strings; escape also escapes <, >, &, U+2028 and U+2029 in
// them, as Marshal writes a Marshaler's output.
func appendCompact(dst, src []byte, escape bool) ([]byte, error) {
	s := scanner{data: src}
	s.whole()
	if s.err != nil {
		return dst, s.err
	}
	inString := false
	start := 0 // the first byte of src not yet copied
	for i := 0; i < len(src); i++ {
		c := src[i]
		if !inString {
			switch c {
			case ' ', '\t', '\n', '\r':
				dst = append(dst, src[start:i]...)
				start = i + 1
			case '"':
				inString = true
			}
			continue
		}
		switch {
		case c == '\\':
			i++ // an escaped byte: never the string's end
		case c == '"':
			inString = false
		case escape && (c == '<' || c == '>' || c == '&'):
			dst = append(dst, src[start:i]...)
			dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			start = i + 1
		case escape && c == 0xE2 && i+2 < len(src) && src[i+1] == 0x80 && src[i+2]&^1 == 0xA8:
			dst = append(dst, src[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[src[i+2]&0xF])
			i += 2
			start = i + 1
		}
	}
	return append(dst, src[start:]...), nil
}
