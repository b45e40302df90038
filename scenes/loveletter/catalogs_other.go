//go:build !js

package loveletter

import "embed"

// Outside a browser every catalog of the table is in the program.
//
//go:embed i18n/*.json
var catalog embed.FS
