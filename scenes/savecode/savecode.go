// Package savecode turns everything the game remembers — settings,
// statistics and the game in progress — into one line of text a player can
// copy somewhere safe and paste back, on this device or another. Reading a
// code checks every part before anything is replaced, so a damaged code
// changes nothing.
package savecode

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"parlour/scenes/profile"
	"parlour/scenes/session"
)

// prefix names the format and its version, so a code from a future version
// is refused with a reason rather than misread.
const prefix = "parlour1-"

// maxCode bounds what Decode accepts, so a pasted novel cannot exhaust memory.
const maxCode = 1 << 20

// Bundle is what a code carries.
type Bundle struct {
	Settings profile.Settings `json:"settings"`
	Stats    profile.Stats    `json:"stats"`
	// Session is the saved game in progress (session.Save), or empty.
	Session json.RawMessage `json:"session,omitempty"`
}

// Encode writes a bundle as a code: the prefix, then deflated JSON in
// URL-safe base64 (no characters a chat app or email would mangle).
func Encode(b Bundle) (string, error) {
	raw, err := json.Marshal(b)
	if err != nil {
		return "", err
	}
	return pack(raw), nil
}

func pack(raw []byte) string {
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, flate.BestCompression)
	w.Write(raw)
	w.Close()
	return prefix + base64.RawURLEncoding.EncodeToString(buf.Bytes())
}

// Decode reads a code, refusing it with a reason if any part is damaged.
// Spaces and line breaks that copying may add are ignored.
func Decode(code string) (Bundle, error) {
	code = strings.Join(strings.Fields(code), "")
	if code == "" {
		return Bundle{}, errors.New("the save code is empty")
	}
	if len(code) > maxCode {
		return Bundle{}, errors.New("the save code is far too long")
	}
	body, ok := strings.CutPrefix(code, prefix)
	if !ok {
		if strings.HasPrefix(code, "parlour") {
			return Bundle{}, errors.New("the save code is from another version of Parlour")
		}
		return Bundle{}, errors.New("this is not a Parlour save code")
	}
	packed, err := base64.RawURLEncoding.DecodeString(body)
	if err != nil {
		return Bundle{}, errors.New("the save code is damaged (it was cut or changed)")
	}
	raw, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(packed)), 8*maxCode))
	if err != nil {
		return Bundle{}, errors.New("the save code is damaged (it was cut or changed)")
	}
	var parts struct {
		Settings json.RawMessage `json:"settings"`
		Stats    json.RawMessage `json:"stats"`
		Session  json.RawMessage `json:"session"`
	}
	if err := json.Unmarshal(raw, &parts); err != nil {
		return Bundle{}, fmt.Errorf("the save code is damaged: %v", err)
	}
	var b Bundle
	if b.Settings, err = profile.DecodeSettings(parts.Settings); err != nil {
		return Bundle{}, fmt.Errorf("the save code's %v", err)
	}
	if b.Stats, err = profile.DecodeStats(parts.Stats); err != nil {
		return Bundle{}, fmt.Errorf("the save code's %v", err)
	}
	if len(parts.Session) > 0 && string(parts.Session) != "null" {
		if _, err := session.Load(parts.Session); err != nil {
			return Bundle{}, fmt.Errorf("the save code's game in progress cannot be continued: %v", err)
		}
		b.Session = parts.Session
	}
	return b, nil
}
