// Package query reads and writes the page's URL query and the origins an
// embed is told, as net/url would for what Parlour's pages meet, without
// net/url: that package, with net/netip and unique, which it links, was
// about 60 KB of the wasm's code for three calls. Differential tests and
// fuzzing hold each function to net/url's.
package query

import (
	"errors"
	"strconv"
	"strings"

	"parlour/game"
)

// Values are a query's parameters, as url.Values.
type Values map[string][]string

// Get is the first value of key, or "".
func (v Values) Get(key string) string {
	if vs := v[key]; len(vs) > 0 {
		return vs[0]
	}
	return ""
}

// Set makes value key's only value.
func (v Values) Set(key, value string) { v[key] = []string{value} }

// Encode is the values as a query ("a=1&b=2"), sorted by key, escaped as
// url.QueryEscape does.
func (v Values) Encode() string {
	var b strings.Builder
	for _, k := range game.SortedKeys(v) {
		for _, val := range v[k] {
			if b.Len() > 0 {
				b.WriteByte('&')
			}
			b.WriteString(Escape(k))
			b.WriteByte('=')
			b.WriteString(Escape(val))
		}
	}
	return b.String()
}

// MaxParams is url.ParseQuery's bound on a query's parameters.
const MaxParams = 10000

// Parse reads a query ("a=1&b=2", without "?") as url.ParseQuery does: the
// pairs it can read, and an error when it met one (a semicolon, a bad
// escape, more than MaxParams parameters).
func Parse(q string) (Values, error) {
	v := Values{}
	if strings.Count(q, "&")+1 > MaxParams {
		return v, errors.New("number of URL query parameters exceeded limit")
	}
	var first error
	for q != "" {
		var pair string
		pair, q, _ = strings.Cut(q, "&")
		if strings.Contains(pair, ";") {
			// url.ParseQuery says this one whatever came before it.
			first = errors.New("invalid semicolon separator in query")
			continue
		}
		if pair == "" {
			continue
		}
		key, value, _ := strings.Cut(pair, "=")
		key, err := unescape(key)
		if err != nil {
			if first == nil {
				first = err
			}
			continue
		}
		value, err = unescape(value)
		if err != nil {
			if first == nil {
				first = err
			}
			continue
		}
		v[key] = append(v[key], value)
	}
	return v, first
}

// Escape is s escaped for a query, as url.QueryEscape: letters, digits and
// "-_.~" as they are, a space as "+", any other byte as %XX.
func Escape(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '-', c == '_', c == '.', c == '~':
			b.WriteByte(c)
		case c == ' ':
			b.WriteByte('+')
		default:
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	return b.String()
}

// unescape undoes a query's escaping: "+" is a space, %XX a byte.
func unescape(s string) (string, error) {
	if !strings.ContainsAny(s, "%+") {
		return s, nil
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '+':
			b.WriteByte(' ')
		case '%':
			if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
				bad := s[i:]
				if len(bad) > 3 {
					bad = bad[:3]
				}
				return "", errors.New("invalid URL escape " + strconv.Quote(bad))
			}
			b.WriteByte(unhex(s[i+1])<<4 | unhex(s[i+2]))
			i += 2
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), nil
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}
