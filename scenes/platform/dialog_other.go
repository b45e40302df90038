//go:build !js

package platform

import (
	"os"
	"path/filepath"
)

// On the desktop the save code goes to a text file the player can copy.
func codeFile() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		dir = "."
	}
	return filepath.Join(dir, "parlour", "save-code.txt")
}

func ExportCode(title, code string) (string, error) {
	path := codeFile()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return "", err
	}
	return path, os.WriteFile(path, []byte(code+"\n"), 0o644)
}

func ImportCode(title string) (string, bool) {
	b, err := os.ReadFile(codeFile())
	if err != nil {
		return "", false
	}
	return string(b), true
}

// AskText has no dialog on the desktop: names keep their defaults there.
func AskText(title, initial string) (string, bool) { return "", false }
