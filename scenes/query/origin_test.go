package query

import (
	"net/url"
	"strings"
	"testing"
)

// Addresses as pages meet them (ancestorOrigins, referrers, origins= of an
// embed) and malformed ones.
var addresses = []string{
	"https://example.org", "https://example.org/", "http://127.0.0.1:8080/x?y#z", "HTTPS://Club.Example:443",
	"https://a.example/games/page.html?x=1", "http://[::1]:9000", "https://[2001:db8::1]/", "https://example.org:",
	"https://user@example.org", "https://user:pw@example.org/", "ftp://example.org", "about:blank", "null", "",
	"https://", "https:///path", "https://exa mple.org", "https://bücher.example", "https://example.org/%zz",
	"https://example.org/a%20b", "https://example.org#%zz", "https://example.org?%zz", "http:/x", "javascript:alert(1)",
	"https://example.org:99999", "https://[::1", "https://[::1]x", "https://exa_mple.org", "https://example.org\t",
	"https://ex%41mple.org", "//example.org", "https://example.org@evil.example", "https://a.b.c.d.e:1/",
	"https://[fe80::1%25en0]/", "https://[1.2.3.4]", "https://[::ffff:1.2.3.4]:1", "HtTp://X.Y",
}

// Whatever ParseAddress accepts, url.Parse reads the same way: never
// looser than net/url, so no origin is made of what net/url would refuse.
func TestAnAddressReadsAsNetURLReadsItOrNotAtAll(t *testing.T) {
	for _, s := range addresses {
		agrees(t, s)
	}
	// And the ordinary ones are accepted.
	for _, s := range []string{"https://example.org", "http://127.0.0.1:8080/x?y#z", "https://[2001:db8::1]/", "HTTPS://Club.Example:443",
		"http://[::1]:9000", "https://[::]", "https://[1:2:3:4:5:6:7:8]", "http://[::ffff:1.2.3.4]:1", "https://[fe80::]"} {
		if _, ok := ParseAddress(s); !ok {
			t.Errorf("%q is refused", s)
		}
	}
}

func agrees(t *testing.T, s string) {
	t.Helper()
	a, ok := ParseAddress(s)
	if !ok {
		return
	}
	u, err := url.Parse(s)
	if err != nil {
		t.Fatalf("%q: accepted, but url.Parse says %v", s, err)
	}
	want := Address{Scheme: u.Scheme, Host: strings.ToLower(u.Host), Path: u.Path != "" && u.Path != "/", Query: u.RawQuery != "", Fragment: u.Fragment != ""}
	if a != want || u.User != nil || u.Opaque != "" {
		t.Fatalf("%q: %+v, url.Parse: %+v (user %v, opaque %q)", s, a, want, u.User, u.Opaque)
	}
}

func FuzzParseAddress(f *testing.F) {
	for _, s := range addresses {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { agrees(t, s) })
}
