package main

import (
	"regexp"
	"testing"
)

var blankLines = regexp.MustCompile(`\n\n+`)

func TestCollapseNewlinesDoesWhatGLSLsRegexpDid(t *testing.T) {
	for _, s := range []string{"", "a", "\n", "\n\n", "\n\n\n", "a\n\n\n\nb", "a\nb\n\nc\n\n\nd\n", "\n\n\n\n\n\n", "x\r\n\r\n\r\n", "vec4 a;\n\n\n\nvoid main() {\n}\n\n\n"} {
		if got, want := collapseNewlines(s), blankLines.ReplaceAllString(s, "\n\n"); got != want {
			t.Errorf("collapseNewlines(%q) = %q, want %q", s, got, want)
		}
	}
}

func FuzzCollapseNewlines(f *testing.F) {
	f.Add("a\n\n\nb")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := collapseNewlines(s), blankLines.ReplaceAllString(s, "\n\n"); got != want {
			t.Fatalf("collapseNewlines(%q) = %q, want %q", s, got, want)
		}
	})
}
