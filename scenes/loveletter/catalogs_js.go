//go:build js

package loveletter

import "embed"

// A browser's program carries the table's English catalog alone; the
// others come in the language's one fetched file (assets/i18n, catalogs_js.go).
//
//go:embed i18n/en.json
var catalog embed.FS
