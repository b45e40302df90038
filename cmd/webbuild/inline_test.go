package main

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// inline finds what a strict Content-Security-Policy (script-src 'self';
// style-src 'self') refuses in a page: a script without src, a <style>
// element, a style attribute, an inline event handler, a javascript: URL.
var inline = regexp.MustCompile(`(?i)<script(\s[^>]*)?>\s*[^<\s]|<script>|<style|\sstyle\s*=|\son[a-z]+\s*=|javascript:`)

// Hosts serve the pages under strict policies (issue 37): the browser test
// (wasm/test/csp.test.js) plays them under one; this finds a slip at once.
func TestPagesHaveNoInlineScriptOrStyle(t *testing.T) {
	for _, p := range pages {
		if filepath.Ext(p) != ".html" {
			continue
		}
		b, err := os.ReadFile(filepath.Join("..", "..", "wasm", p))
		if err != nil {
			t.Fatal(err)
		}
		if m := inline.Find(b); m != nil {
			t.Errorf("%s: %q is refused under a strict Content-Security-Policy", p, m)
		}
	}
}
