// Package static is the file handler behind cmd/serve: the right MIME types,
// precompressed siblings, CORS for every file (the files are public, and a
// sandboxed iframe fetches the wasm from an opaque origin), and caching:
// an address that names the build (?v=<hash>, as the page asks for the
// wasm, wasm_exec.js and the embeds' posters) never changes, so it is kept
// for a year; everything else is revalidated on every use (no-cache).
package static

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

func init() {
	mime.AddExtensionType(".wasm", "application/wasm")
	mime.AddExtensionType(".webmanifest", "application/manifest+json")
	mime.AddExtensionType(".svg", "image/svg+xml")
	mime.AddExtensionType(".js", "text/javascript; charset=utf-8")
}

// Handler serves dir.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		file := filepath.Join(dir, filepath.FromSlash(name))
		if st, err := os.Stat(file); err == nil && st.IsDir() {
			file = filepath.Join(file, "index.html")
			name = path.Join(name, "index.html")
		}
		ctype := mime.TypeByExtension(path.Ext(name))
		if ctype == "" {
			ctype = "application/octet-stream"
		}
		w.Header().Set("Content-Type", ctype)
		w.Header().Set("Cache-Control", cacheControl(r))
		// A page in an iframe sandboxed without allow-same-origin has an
		// opaque origin: its fetch of the wasm is cross-origin and needs this.
		w.Header().Set("Access-Control-Allow-Origin", "*")
		w.Header().Set("Vary", "Accept-Encoding")
		accept := r.Header.Get("Accept-Encoding")
		for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
			if strings.Contains(accept, enc.token) {
				if _, err := os.Stat(file + enc.ext); err == nil {
					w.Header().Set("Content-Encoding", enc.token)
					serveFile(w, r, file+enc.ext)
					return
				}
			}
		}
		serveFile(w, r, file)
	})
}

func serveFile(w http.ResponseWriter, r *http.Request, file string) {
	f, err := os.Open(file)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.IsDir() {
		http.NotFound(w, r)
		return
	}
	http.ServeContent(w, r, "", st.ModTime(), f)
}

// cacheControl is immutable for an address stamped with the build: three
// embeds of different games on one page then share one download of the
// wasm, the second and third frames reading it from the browser's cache
// without even a revalidation, and so does a reload.
func cacheControl(r *http.Request) string {
	if r.URL.Query().Get("v") != "" {
		return "public, max-age=31536000, immutable"
	}
	return "no-cache"
}

// WithPolicy sends policy as the Content-Security-Policy of every response
// of h: the pages, and the service worker, whose own policy it is.
func WithPolicy(h http.Handler, policy string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", policy)
		h.ServeHTTP(w, r)
	})
}
