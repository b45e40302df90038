package flow

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"parlour/game/json"
	"parlour/scenes/profile"
	"parlour/scenes/session"
)

// Record is a saved table: the session (game, seats, bots' seed), the log
// as the person read it, and the summary they have not closed yet, so a
// reload or Continue shows the table exactly as it was left.
type Record struct {
	Version int             `json:"version"`
	Game    string          `json:"game"`
	Session json.RawMessage `json:"session"`
	Log     []string        `json:"log,omitempty"`
	// Played is how many of Log's lines the person had seen played; the
	// rest belong to events after Summary, shown once it is closed (0: all).
	Played  int      `json:"played,omitempty"`
	Summary *Summary `json:"summary,omitempty"`
	// Lang is the language Log is written in: a table opened in another
	// writes its log again from the game's moves.
	Lang string `json:"lang,omitempty"`
}

// RecordVersion is the version of the record format.
const RecordVersion = 2

// Limits on what a record may hold: storage can hand back anything, and a
// record is checked as strictly as typed input before any of it is shown.
const (
	MaxRecord   = 1 << 20 // bytes
	MaxLine     = 240     // characters in a log or summary line
	MaxSummary  = 40      // lines in a summary
	MaxTitle    = 120
	maxGameName = 32
	maxLang     = 16
)

// Errors a record is refused with; the wrapped detail says where.
var (
	ErrTooBig  = errors.New("the saved game is too large")
	ErrDamaged = errors.New("the saved game is damaged")
	// ErrNobody refuses a table at which every seat is a bot: no setup
	// makes one, and opened it would play on with nobody to play it.
	ErrNobody = errors.New("nobody plays at the saved table: every seat is a bot")
)

// Encode writes a record.
func (r Record) Encode() ([]byte, error) {
	r.Version = RecordVersion
	return json.Marshal(r)
}

// DecodeRecord reads a record and the session in it, refusing anything it
// cannot trust: every line is clean printable text of bounded length, every
// name a valid seat name, the session loads and validates, and a person
// plays at one of its seats at least (ErrNobody). A bare session
// (the format before records) is read as a record with an empty log.
func DecodeRecord(b []byte) (Record, *session.Session, error) {
	if len(b) > MaxRecord {
		return Record{}, nil, ErrTooBig
	}
	var probe struct {
		Seats   json.RawMessage `json:"seats"`
		Session json.RawMessage `json:"session"`
	}
	if err := json.Unmarshal(b, &probe); err != nil {
		return Record{}, nil, fmt.Errorf("%w: %v", ErrDamaged, err)
	}
	var r Record
	if len(probe.Session) == 0 && len(probe.Seats) > 0 {
		// A bare session saved before records existed.
		r = Record{Version: RecordVersion, Session: json.RawMessage(b)}
	} else if err := json.Unmarshal(b, &r); err != nil {
		return Record{}, nil, fmt.Errorf("%w: %v", ErrDamaged, err)
	}
	if r.Version != RecordVersion {
		return Record{}, nil, fmt.Errorf("%w: record version %d", ErrDamaged, r.Version)
	}
	s, err := session.Load(r.Session)
	if err != nil {
		return Record{}, nil, fmt.Errorf("%w: %v", ErrDamaged, err)
	}
	if s.Human < 0 {
		// The session gives the first seat without a bot to the person;
		// none at all is a table nobody plays.
		return Record{}, nil, ErrNobody
	}
	if r.Game == "" {
		r.Game = s.Game.Name()
	}
	if r.Game != s.Game.Name() || len(r.Game) > maxGameName {
		return Record{}, nil, fmt.Errorf("%w: the record names game %.32q but holds %s", ErrDamaged, r.Game, s.Game.Name())
	}
	if r.Played < 0 || r.Played > len(r.Log) {
		return Record{}, nil, fmt.Errorf("%w: %d lines played of %d", ErrDamaged, r.Played, len(r.Log))
	}
	if len(r.Log) > MaxLog {
		return Record{}, nil, fmt.Errorf("%w: %d log lines", ErrDamaged, len(r.Log))
	}
	for i, l := range r.Log {
		if !CleanLine(l, MaxLine) {
			return Record{}, nil, fmt.Errorf("%w: log line %d", ErrDamaged, i+1)
		}
	}
	if len(r.Lang) > maxLang || !CleanLine(r.Lang, maxLang) {
		r.Lang = "" // unknown: the log is written again in the language chosen
	}
	if err := r.Summary.check(len(s.Seats)); err != nil {
		return Record{}, nil, fmt.Errorf("%w: summary: %v", ErrDamaged, err)
	}
	return r, s, nil
}

func (m *Summary) check(seats int) error {
	if m == nil {
		return nil
	}
	if !CleanLine(m.Title, MaxTitle) || m.Title == "" {
		return errors.New("title")
	}
	if len(m.Lines) > MaxSummary || len(m.Standings) > seats {
		return errors.New("too long")
	}
	for _, l := range m.Lines {
		if !CleanLine(l, MaxLine) {
			return errors.New("line")
		}
	}
	for _, st := range m.Standings {
		if st.Seat < 0 || st.Seat >= seats {
			return fmt.Errorf("seat %d", st.Seat)
		}
		if name, ok := profile.CleanName(st.Name); !ok || name != st.Name {
			return errors.New("name")
		}
		if !CleanLine(st.Note, MaxLine) || st.Score < -1e6 || st.Score > 1e6 || st.Gain < -1e6 || st.Gain > 1e6 {
			return errors.New("standing")
		}
	}
	return nil
}

// CleanLine reports whether s is printable text of at most max characters
// (no control characters, valid UTF-8).
func CleanLine(s string, max int) bool {
	if len(s) > 4*max || !utf8.ValidString(s) || utf8.RuneCountInString(s) > max {
		return false
	}
	return strings.IndexFunc(s, func(r rune) bool { return !unicode.IsPrint(r) }) < 0
}
