package static

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestServesTypesPrecompressedAndNoCache(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("<p>hi"), 0o644)
	os.WriteFile(filepath.Join(dir, "a.wasm"), []byte("raw"), 0o644)
	os.WriteFile(filepath.Join(dir, "a.wasm.br"), []byte("brotli"), 0o644)
	os.WriteFile(filepath.Join(dir, "sw.js"), []byte("//"), 0o644)
	h := Handler(dir)
	get := func(p, enc string) *httptest.ResponseRecorder {
		r := httptest.NewRequest("GET", p, nil)
		if enc != "" {
			r.Header.Set("Accept-Encoding", enc)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}
	if w := get("/a.wasm", "gzip, br"); w.Body.String() != "brotli" || w.Header().Get("Content-Encoding") != "br" || w.Header().Get("Content-Type") != "application/wasm" {
		t.Fatalf("%v %q", w.Header(), w.Body.String())
	}
	if w := get("/a.wasm", ""); w.Body.String() != "raw" || w.Header().Get("Content-Encoding") != "" {
		t.Fatal("no encoding accepted: the raw file")
	}
	if w := get("/a.wasm", ""); w.Header().Get("Access-Control-Allow-Origin") != "*" {
		t.Fatal("a sandboxed iframe (opaque origin) cannot fetch the wasm without CORS")
	}
	if w := get("/sw.js", ""); w.Header().Get("Cache-Control") != "no-cache" {
		t.Fatal("the service worker must be revalidated")
	}
	if w := get("/a.wasm?v=0123abcd", "br"); w.Header().Get("Cache-Control") != "public, max-age=31536000, immutable" || w.Body.String() != "brotli" {
		t.Fatalf("an address stamped with the build never changes: embeds and reloads must share one download (%v)", w.Header())
	}
	if w := get("/a.wasm", ""); w.Header().Get("Cache-Control") != "no-cache" {
		t.Fatal("an address without the build's stamp may change: it must be revalidated")
	}
	if w := get("/", ""); w.Body.String() != "<p>hi" {
		t.Fatal("index")
	}
	if w := get("/../../etc/passwd", ""); w.Code != http.StatusNotFound {
		t.Fatalf("escaped the folder: %d", w.Code)
	}
}

func TestWithPolicySendsItWithEveryFile(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("<p>hi"), 0o644)
	const policy = "default-src 'self'"
	h := WithPolicy(Handler(dir), policy)
	for _, p := range []string{"/", "/missing.js"} {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("GET", p, nil))
		if got := w.Header().Get("Content-Security-Policy"); got != policy {
			t.Fatalf("%s: policy %q", p, got)
		}
	}
}
