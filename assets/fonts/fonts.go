// Package fonts holds the Go fonts (Regular and Bold) cut down to the
// characters Parlour shows, without hinting: scripts/fonts writes them.
package fonts

import _ "embed"

// Regular and Bold are TrueType files.
var (
	//go:embed regular.ttf
	Regular []byte
	//go:embed bold.ttf
	Bold []byte
)
