// Command serve serves a static folder for development and tests: the right
// MIME types (application/wasm for streaming compilation), precompressed .br and
// .gz siblings when the client accepts them, and no-cache on everything so the
// service worker and page are always revalidated. With -csp it sends that
// Content-Security-Policy with every file, as a careful host does.
//
//	go run ./cmd/serve -dir build/web -addr 127.0.0.1:8080 [-csp "default-src 'self'; …"]
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"

	"parlour/cmd/serve/static"
)

func main() {
	dir := flag.String("dir", "build/web", "folder to serve")
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	csp := flag.String("csp", "", "a Content-Security-Policy to send with every file (the browser tests' strict host)")
	flag.Parse()
	if st, err := os.Stat(*dir); err != nil || !st.IsDir() {
		fmt.Fprintf(os.Stderr, "serve: %s is not a folder (run make dist or make run first)\n", *dir)
		os.Exit(1)
	}
	fmt.Printf("Parlour is served at http://%s/\n", *addr)
	h := static.Handler(*dir)
	if *csp != "" {
		h = static.WithPolicy(h, *csp)
	}
	log.Fatal(http.ListenAndServe(*addr, h))
}
