// Package savecode turns everything the game remembers — settings,
// statistics and the game in progress — into one line of text a player can
// copy somewhere safe and paste back, on this device or another. Reading a
// code checks every part before anything is replaced, so a damaged code
// changes nothing, and a game that had already ended never replaces the
// game in progress.
package savecode

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"parlour/scenes/profile"
	"parlour/scenes/table/flow"
)

// prefix names the format and its version, so a code from a future version
// is refused with a reason rather than misread.
const prefix = "parlour1-"

// maxCode bounds what Decode accepts, so a pasted novel cannot exhaust
// memory, and maxInflated bounds what a short code may inflate to.
const (
	maxCode     = 1 << 20
	maxInflated = flow.MaxRecord + 256<<10
)

// Bundle is what a code carries.
type Bundle struct {
	Settings profile.Settings `json:"settings"`
	Stats    profile.Stats    `json:"stats"`
	// Session is the saved table in progress (a flow.Record), or empty.
	Session json.RawMessage `json:"session,omitempty"`
	// Finished is set by Decode when the code held a game that had already
	// ended: it is left out, so it never replaces the game in progress.
	Finished bool `json:"-"`
}

// Problem says what is wrong with a code, so the game can say it in the
// player's language; Error.Detail carries the technical part for the console.
type Problem int

const (
	Empty Problem = iota + 1
	NotOurs
	OtherVersion
	Damaged
	TooBig
	BadSettings
	BadStats
	BadGame
)

// Error is a refused code.
type Error struct {
	Problem Problem
	Detail  string
}

func (e *Error) Error() string { return e.Detail }

func refuse(p Problem, format string, args ...any) error {
	return &Error{Problem: p, Detail: fmt.Sprintf("save code: "+format, args...)}
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

// Decode reads a code, refusing it with an *Error if any part is damaged.
// Spaces and line breaks that copying may add are ignored.
func Decode(code string) (Bundle, error) {
	if len(code) > 2*maxCode {
		return Bundle{}, refuse(TooBig, "%d characters", len(code))
	}
	code = strings.Join(strings.Fields(code), "")
	if code == "" {
		return Bundle{}, refuse(Empty, "empty")
	}
	if len(code) > maxCode {
		return Bundle{}, refuse(TooBig, "%d characters", len(code))
	}
	body, ok := strings.CutPrefix(code, prefix)
	if !ok {
		if strings.HasPrefix(code, "parlour") {
			return Bundle{}, refuse(OtherVersion, "prefix %.12q", code)
		}
		return Bundle{}, refuse(NotOurs, "no parlour prefix")
	}
	packed, err := base64.RawURLEncoding.DecodeString(body)
	if err != nil {
		return Bundle{}, refuse(Damaged, "base64: %v", err)
	}
	raw, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(packed)), maxInflated+1))
	if err != nil {
		return Bundle{}, refuse(Damaged, "deflate: %v", err)
	}
	if len(raw) > maxInflated {
		return Bundle{}, refuse(TooBig, "it inflates past %d bytes", maxInflated)
	}
	var parts struct {
		Settings json.RawMessage `json:"settings"`
		Stats    json.RawMessage `json:"stats"`
		Session  json.RawMessage `json:"session"`
	}
	if err := json.Unmarshal(raw, &parts); err != nil {
		return Bundle{}, refuse(Damaged, "%v", err)
	}
	var b Bundle
	if b.Settings, err = profile.DecodeSettings(parts.Settings); err != nil {
		return Bundle{}, refuse(BadSettings, "%v", err)
	}
	if b.Stats, err = profile.DecodeStats(parts.Stats); err != nil {
		return Bundle{}, refuse(BadStats, "%v", err)
	}
	if len(parts.Session) > 0 && string(parts.Session) != "null" {
		_, s, err := flow.DecodeRecord(parts.Session)
		if err != nil {
			return Bundle{}, refuse(BadGame, "%v", err)
		}
		if s.Game.Over() {
			b.Finished = true
		} else {
			b.Session = parts.Session
		}
	}
	return b, nil
}
