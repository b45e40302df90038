//go:build !js

package i18n

import "embed"

// Outside a browser every catalog is in the program.
//
//go:embed *.json
var files embed.FS

var fetched []string
