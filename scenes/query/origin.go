package query

import "strings"

// Address is the parts of an http or https address that an origin is made
// of, and whether anything follows them.
type Address struct {
	Scheme string // "http" or "https", in lower case
	Host   string // host[:port], in lower case
	// Path, Query and Fragment say the address has them ("/" alone is no
	// path).
	Path, Query, Fragment bool
}

// ParseAddress reads an http or https address of a host name, an IPv4
// address or a bracketed IPv6 one, with an optional port. It is stricter
// than url.Parse, never looser: whatever it accepts, url.Parse reads the
// same way (the fuzz test holds it to that); an address it refuses has no
// origin for Parlour (another scheme, an opaque or malformed one, one with a
// user name, which no browser gives as an origin or a referrer, a host name
// not in ASCII, which browsers give in Punycode).
func ParseAddress(s string) (Address, bool) {
	var a Address
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x21 || c == 0x7f || c >= 0x80 {
			return a, false // controls, spaces and non-ASCII: as a browser never gives them
		}
	}
	scheme, rest, ok := strings.Cut(s, "://")
	if !ok {
		return a, false
	}
	switch strings.ToLower(scheme) {
	case "http", "https":
		a.Scheme = strings.ToLower(scheme)
	default:
		return a, false
	}
	end := strings.IndexAny(rest, "/?#")
	if end < 0 {
		end = len(rest)
	}
	authority, tail := rest[:end], rest[end:]
	if !validHost(authority) {
		return a, false
	}
	a.Host = strings.ToLower(authority)
	if i := strings.IndexByte(tail, '#'); i >= 0 {
		a.Fragment = i+1 < len(tail)
		if strings.Contains(tail[i:], "%") {
			return a, false // url.Parse unescapes a fragment
		}
		tail = tail[:i]
	}
	if i := strings.IndexByte(tail, '?'); i >= 0 {
		a.Query = i+1 < len(tail)
		tail = tail[:i]
	}
	if strings.Contains(tail, "%") {
		return a, false // an escaped path: url.Parse checks it, Parlour needs none
	}
	a.Path = tail != "" && tail != "/"
	return a, true
}

// validHost accepts name[:port], a.b.c.d[:port] and [ipv6][:port], with a
// port of at most five digits and a name of letters, digits, '-' and '.'.
func validHost(h string) bool {
	if h == "" {
		return false
	}
	host, port := h, ""
	if h[0] == '[' {
		end := strings.IndexByte(h, ']')
		if end < 0 {
			return false
		}
		host, port = h[1:end], h[end+1:]
		if !validIPv6(host) {
			return false
		}
		if port != "" {
			if port[0] != ':' {
				return false
			}
			port = port[1:]
		}
	} else {
		if i := strings.IndexByte(h, ':'); i >= 0 {
			host, port = h[:i], h[i+1:]
		}
		if host == "" {
			return false
		}
		for i := 0; i < len(host); i++ {
			c := host[i]
			if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '.') {
				return false
			}
		}
	}
	if len(port) > 5 {
		return false
	}
	for i := 0; i < len(port); i++ {
		if port[i] < '0' || port[i] > '9' {
			return false
		}
	}
	return true
}

// validIPv6 accepts an IPv6 address without a zone: eight groups of one to
// four hex digits, "::" once for a run of zero groups, the last two groups
// perhaps a dotted IPv4 address.
func validIPv6(s string) bool {
	groups, gap := 0, false
	if strings.HasPrefix(s, "::") {
		gap, s = true, s[2:]
		if s == "" {
			return true
		}
	}
	for {
		if groups > 0 && strings.HasPrefix(s, ":") {
			if gap {
				return false
			}
			gap, s = true, s[1:]
			if s == "" {
				break
			}
		}
		n := 0
		for n < len(s) && n < 5 && isHex(s[n]) {
			n++
		}
		if n < len(s) && s[n] == '.' {
			if !validIPv4(s) {
				return false
			}
			groups += 2
			s = ""
			break
		}
		if n == 0 || n > 4 {
			return false
		}
		groups++
		s = s[n:]
		if s == "" {
			break
		}
		if s[0] != ':' || len(s) == 1 && !gap {
			return false
		}
		s = s[1:]
		if s == "" {
			return false // a trailing single colon
		}
	}
	return groups == 8 && !gap || groups < 8 && gap
}

// validIPv4 accepts a.b.c.d, each 0 to 255 without a leading zero.
func validIPv4(s string) bool {
	parts := strings.Split(s, ".")
	if len(parts) != 4 {
		return false
	}
	for _, p := range parts {
		if p == "" || len(p) > 3 || len(p) > 1 && p[0] == '0' {
			return false
		}
		n := 0
		for i := 0; i < len(p); i++ {
			if p[i] < '0' || p[i] > '9' {
				return false
			}
			n = n*10 + int(p[i]-'0')
		}
		if n > 255 {
			return false
		}
	}
	return true
}
