// Package storage keeps the player's settings, statistics and game in
// progress through gdata, and survives every way storage can fail: missing
// (private mode, sandboxed iframe, a CSP that forbids eval), full (the quota
// panics inside gdata's Save) or corrupt (values come back unchecked). The
// game then runs on with an in-memory copy and says what happened.
package storage

import (
	"fmt"
	"sync"

	"github.com/quasilyte/gdata/v2"
)

// Status says whether progress is being kept.
//
// A Full store still reads what was stored before: only new writes fail.
type Status int

const (
	// OK: saves are written.
	OK Status = iota
	// Unavailable: there is no storage; nothing will be saved this session.
	Unavailable
	// Full: the last write failed for lack of space; the in-memory copy is current.
	Full
)

// Backend is what a Store writes through; gdata in the game, a map in tests.
type Backend interface {
	SaveObjectProp(object, prop string, data []byte) error
	LoadObjectProp(object, prop string) ([]byte, error)
	ObjectPropExists(object, prop string) bool
	DeleteObjectProp(object, prop string) error
}

// Store is the game's storage.
type Store struct {
	mu      sync.Mutex
	backend Backend
	mem     map[string][]byte
	status  Status
	reason  string
}

const object = "parlour"

// Open opens gdata for appName. It never fails: without storage it returns a
// Store whose Status is Unavailable.
func Open(appName string) *Store { return OpenWith(appName, nil) }

// OpenWith is Open with a fallback for when gdata will not open: gdata
// refuses when it cannot write a test value, and a quota already full
// refuses that too, yet what was stored is intact and must be read. The
// fallback reaches the same storage directly; the Store then says Full when
// a probe write fails, and reads on.
func OpenWith(appName string, fallback func() (Backend, error)) (s *Store) {
	s = &Store{mem: map[string][]byte{}}
	m, err := openPrimary(appName)
	if err == nil {
		s.backend = m
		return s
	}
	s.status, s.reason = Unavailable, err.Error()
	if fallback == nil {
		return s
	}
	b, ferr := fallback()
	if ferr != nil {
		return s
	}
	s.backend = b
	if perr := safeSave(b, probe, []byte("1")); perr != nil {
		s.status, s.reason = Full, perr.Error()
		return s
	}
	safeDelete(b, probe)
	s.status, s.reason = OK, ""
	return s
}

const probe = "probe"

// openPrimary opens gdata (a variable so tests can make it fail as a browser does).
var openPrimary = func(appName string) (Backend, error) { return openGdata(appName) }

func openGdata(appName string) (m *gdata.Manager, err error) {
	defer func() {
		// gdata.Open evaluates JavaScript; a strict Content-Security-Policy makes it panic.
		if r := recover(); r != nil {
			m, err = nil, fmt.Errorf("%v", r)
		}
	}()
	return gdata.Open(gdata.Config{AppName: appName})
}

func safeSave(b Backend, key string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil { // the quota exceeded panics inside gdata
			err = fmt.Errorf("storage full: %v", r)
		}
	}()
	return b.SaveObjectProp(object, key, data)
}

func safeDelete(b Backend, key string) {
	defer func() { recover() }()
	if b.ObjectPropExists(object, key) {
		b.DeleteObjectProp(object, key)
	}
}

// With wraps a backend (tests, tools).
func With(b Backend) *Store { return &Store{backend: b, mem: map[string][]byte{}} }

// Status and Reason describe the storage for the player.
func (s *Store) Status() Status { s.mu.Lock(); defer s.mu.Unlock(); return s.status }

// Reason is the technical cause behind a non-OK status.
func (s *Store) Reason() string { s.mu.Lock(); defer s.mu.Unlock(); return s.reason }

// Save writes a value (JSON text: gdata values are JS strings, not binary-safe).
// The value is always kept in memory, so nothing is lost this session.
func (s *Store) Save(key string, data []byte) (err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.mem[key] = append([]byte(nil), data...)
	if s.backend == nil {
		return nil
	}
	if err := safeSave(s.backend, key, data); err != nil {
		s.status, s.reason = Full, err.Error()
		return err
	}
	if s.status == Full {
		s.status, s.reason = OK, ""
	}
	return nil
}

// Load reads a value, from memory first. ok is false when there is none.
func (s *Store) Load(key string) (data []byte, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if v, ok := s.mem[key]; ok {
		return v, true
	}
	if s.backend == nil {
		return nil, false
	}
	defer func() {
		if recover() != nil {
			data, ok = nil, false
		}
	}()
	if !s.backend.ObjectPropExists(object, key) {
		return nil, false
	}
	v, err := s.backend.LoadObjectProp(object, key)
	if err != nil {
		return nil, false
	}
	s.mem[key] = v
	return v, true
}

// Delete removes a value.
func (s *Store) Delete(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.mem, key)
	if s.backend != nil {
		safeDelete(s.backend, key)
	}
}
