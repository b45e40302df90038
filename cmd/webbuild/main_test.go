package main

import "testing"

// The page, the service worker and wasm_exec.js lose the lines that are
// only comments, but keep the licence they open with, every line of code,
// and a // inside a string.
func TestCommentLinesAreLeftOutButNotTheLicence(t *testing.T) {
	in := "// Copyright 2018 The Go Authors.\n// BSD licence.\n\n\"use strict\";\n\t// why this is so\nconst u = \"https://example.com\"; // trailing\n  // another\nx();\n"
	want := "// Copyright 2018 The Go Authors.\n// BSD licence.\n\n\"use strict\";\nconst u = \"https://example.com\"; // trailing\nx();\n"
	if got := string(dropCommentLines([]byte(in))); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}
