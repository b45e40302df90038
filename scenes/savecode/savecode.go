// Package savecode turns everything the game remembers — settings,
// statistics and the game in progress — into one line of text a player can
// copy somewhere safe and paste back, on this device or another. Reading a
// code checks every part before anything is replaced, so a damaged code
// changes nothing (a checksum refuses any change to a code), a game nobody
// plays is refused, and a game that had already ended never replaces the
// game in progress.
package savecode

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"strings"
	"unicode"

	"parlour/game/json"
	"parlour/scenes/profile"
	"parlour/scenes/table/flow"
)

// A code is a prefix naming the format and its version, so a code from a
// future version is refused with a reason rather than misread, then the
// content in URL-safe base64 without padding (no characters a chat app or
// email would mangle).
//
// Version 2 ("parlour2-", what Encode writes) is
//
//	parlour2- base64url( deflate(JSON) ‖ CRC-32(prefix ‖ deflate(JSON)), little-endian )
//
// The CRC-32 (IEEE) covers the version in the prefix as well as the
// compressed bundle, and any change to a code is refused: base64 is read
// strictly (a character whose unused low bits are not zero is refused), so
// changing one character changes the decoded bytes, and at most two
// adjacent ones (6 bits spanning at most 16 in the CRC's bit order, the
// checksum stored little-endian as that order wants). That is an error
// burst of at most 16 bits, and a CRC-32 detects every burst of up to 32
// bits, whatever the message length. Longer damage (several characters,
// a cut) slips past it with a chance of 1 in 2^32, and must then still
// inflate to exactly the bytes it holds and pass every check of the
// content.
//
// Version 1 ("parlour1-", written until version 2) is base64url(deflate(JSON))
// with no checksum. Codes players kept are still read, as strictly as the
// format allows (strict base64, nothing after the compressed data), but a
// change inside the compressed data can go unnoticed when the result still
// inflates to valid content: that is why version 2 exists.
const (
	prefix   = "parlour2-"
	prefixV1 = "parlour1-"
	family   = "parlour" // any version's prefix starts with it
	sumSize  = 4         // bytes of the CRC-32 after the compressed data
)

// b64 is the code's base64: URL-safe, no padding, and strict, so only one
// text decodes to given bytes.
var b64 = base64.RawURLEncoding.Strict()

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

// Encode writes a bundle as a code of the current version (2).
func Encode(b Bundle) (string, error) {
	raw, err := json.Marshal(b)
	if err != nil {
		return "", err
	}
	return seal(raw), nil
}

// seal writes raw JSON as a version 2 code: deflated, its checksum after.
func seal(raw []byte) string {
	packed := deflate(raw)
	return prefix + b64.EncodeToString(binary.LittleEndian.AppendUint32(packed, checksum(packed)))
}

func deflate(raw []byte) []byte {
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, flate.BestCompression)
	w.Write(raw)
	w.Close()
	return buf.Bytes()
}

// checksum is the CRC-32 of a version 2 code's prefix and compressed data.
func checksum(packed []byte) uint32 {
	return crc32.Update(crc32.ChecksumIEEE([]byte(prefix)), crc32.IEEETable, packed)
}

// Decode reads a code of either version, refusing it with an *Error if any
// part is damaged. Spaces and line breaks that copying may add are ignored.
func Decode(code string) (Bundle, error) {
	if len(code) > 2*maxCode {
		return Bundle{}, refuse(TooBig, "%d characters", len(code))
	}
	if strings.ContainsFunc(code, unicode.IsSpace) {
		code = strings.Join(strings.Fields(code), "")
	}
	if code == "" {
		return Bundle{}, refuse(Empty, "empty")
	}
	if len(code) > maxCode {
		return Bundle{}, refuse(TooBig, "%d characters", len(code))
	}
	var raw []byte
	var err error
	if body, ok := strings.CutPrefix(code, prefix); ok {
		raw, err = unsealV2(body)
	} else if body, ok := strings.CutPrefix(code, prefixV1); ok {
		raw, err = unsealV1(body)
	} else if strings.HasPrefix(code, family) {
		return Bundle{}, refuse(OtherVersion, "prefix %.12q", code)
	} else {
		return Bundle{}, refuse(NotOurs, "no parlour prefix")
	}
	if err != nil {
		return Bundle{}, err
	}
	return open(raw)
}

// unsealV2 checks a version 2 code's checksum before anything is inflated,
// and returns the JSON inside.
func unsealV2(body string) ([]byte, error) {
	data, err := b64.DecodeString(body)
	if err != nil {
		return nil, refuse(Damaged, "base64: %v", err)
	}
	if len(data) <= sumSize {
		return nil, refuse(Damaged, "%d bytes, too short for a version 2 code", len(data))
	}
	packed, sum := data[:len(data)-sumSize], binary.LittleEndian.Uint32(data[len(data)-sumSize:])
	if got := checksum(packed); got != sum {
		return nil, refuse(Damaged, "checksum %08x, the code says %08x: it was changed or cut", got, sum)
	}
	return inflate(packed)
}

// unsealV1 reads a version 1 code, which has no checksum: strict base64
// and nothing after the compressed data are all it can be held to.
func unsealV1(body string) ([]byte, error) {
	packed, err := b64.DecodeString(body)
	if err != nil {
		return nil, refuse(Damaged, "base64: %v", err)
	}
	return inflate(packed)
}

// inflate returns the JSON a code's compressed data holds, refusing any
// bytes after the end of the deflate stream: a bytes.Reader is an
// io.ByteReader, so flate reads it a byte at a time and no further than
// the stream's end, and what is left in it is junk.
func inflate(packed []byte) ([]byte, error) {
	r := bytes.NewReader(packed)
	raw, err := io.ReadAll(io.LimitReader(flate.NewReader(r), maxInflated+1))
	if err != nil {
		return nil, refuse(Damaged, "deflate: %v", err)
	}
	if len(raw) > maxInflated {
		return nil, refuse(TooBig, "it inflates past %d bytes", maxInflated)
	}
	if r.Len() > 0 {
		return nil, refuse(Damaged, "%d bytes after the end of the compressed data", r.Len())
	}
	return raw, nil
}

// open checks the bundle's JSON part by part.
func open(raw []byte) (Bundle, error) {
	var parts struct {
		Settings json.RawMessage `json:"settings"`
		Stats    json.RawMessage `json:"stats"`
		Session  json.RawMessage `json:"session"`
	}
	if err := json.Unmarshal(raw, &parts); err != nil {
		return Bundle{}, refuse(Damaged, "%v", err)
	}
	var b Bundle
	var err error
	if b.Settings, err = profile.DecodeSettings(parts.Settings); err != nil {
		return Bundle{}, refuse(BadSettings, "%v", err)
	}
	if b.Stats, err = profile.DecodeStats(parts.Stats); err != nil {
		return Bundle{}, refuse(BadStats, "%v", err)
	}
	if len(parts.Session) > 0 && string(parts.Session) != "null" {
		_, s, err := flow.DecodeRecord(parts.Session)
		if errors.Is(err, flow.ErrNobody) {
			return Bundle{}, refuse(BadGame, "nobody plays at the table of the game in the code: every seat is a bot")
		}
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
