//go:build js

package i18n

import "embed"

// A browser's program carries English alone: each other language's catalog
// is a file the page fetches when it is first chosen (about 68 KB brotli
// of the first visit's download for the three; the service worker keeps
// them for offline play).
//
//go:embed en.json
var files embed.FS

// fetched are the languages whose catalogs the page fetches; a test checks
// them against the catalog files.
var fetched = fetchedLanguages
