// Package fonts holds Parlour's faces, cut down to the characters Parlour
// shows, without hinting: scripts/fonts writes them from Debian's font
// packages. Both families are under the SIL Open Font License 1.1 (OFL.txt).
package fonts

import _ "embed"

// The faces, as TrueType files: Display (Vollkorn SemiBold) for titles,
// headings and names; Regular and Bold (Lato) for everything else.
var (
	//go:embed display.ttf
	Display []byte
	//go:embed regular.ttf
	Regular []byte
	//go:embed bold.ttf
	Bold []byte
)
