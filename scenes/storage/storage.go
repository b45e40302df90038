// Package storage keeps the player's settings, statistics and game in
// progress through a Backend (gdata's files on the desktop, localStorage
// in the browser: scenes/platform), and survives every way storage can
// fail: missing (private mode, sandboxed iframe), full (the quota throws
// inside a save) or corrupt (values come back unchecked). The game then
// runs on with an in-memory copy and says what happened.
package storage

import (
	"fmt"
	"strings"
	"sync"

	"parlour/game"
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

// Backend is what a Store writes through; gdata or localStorage in the
// game, a map in tests.
type Backend interface {
	SaveObjectProp(object, prop string, data []byte) error
	LoadObjectProp(object, prop string) ([]byte, error)
	ObjectPropExists(object, prop string) bool
	DeleteObjectProp(object, prop string) error
}

// Lister is a Backend that can list an object's properties (gdata can).
type Lister interface {
	ListObjectProps(object string) ([]string, error)
}

// Store is the game's storage.
//
// Several tabs of one browser share it: what another tab wrote is read
// from the backend, never from a stale memory copy. The memory copy holds
// what this tab could not write (no storage, or the quota full) and is read
// for those keys alone.
type Store struct {
	mu      sync.Mutex
	backend Backend
	mem     map[string][]byte
	// unsaved are the keys whose last write failed: memory holds their
	// value, written again once storage accepts writes.
	unsaved map[string]bool
	list    func() ([]string, error)
	status  Status
	reason  string
}

const object = "parlour"

// Open opens a store on the backend open returns. It never fails: when
// there is no storage (open fails or panics: private mode, a sandboxed
// frame) the Store is Unavailable; when a probe write fails (the quota
// already full) it is Full, and still reads what was stored, which is
// intact and must be read.
func Open(open func() (Backend, error)) (s *Store) {
	s = &Store{mem: map[string][]byte{}, unsaved: map[string]bool{}}
	b, err := safeOpen(open)
	if err != nil {
		s.status, s.reason = Unavailable, err.Error()
		return s
	}
	s.backend = b
	if perr := safeSave(b, probe, []byte("1")); perr != nil {
		s.status, s.reason = Full, perr.Error()
		return s
	}
	safeDelete(b, probe)
	return s
}

const probe = "probe"

// safeOpen calls open, which may throw: in a sandboxed frame merely
// reading window.localStorage does.
func safeOpen(open func() (Backend, error)) (b Backend, err error) {
	defer func() {
		if r := recover(); r != nil {
			b, err = nil, fmt.Errorf("%v", r)
		}
	}()
	b, err = open()
	if err == nil && b == nil {
		err = fmt.Errorf("no storage")
	}
	return b, err
}

func safeSave(b Backend, key string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil { // the quota exceeded throws inside the backend
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
func With(b Backend) *Store {
	return &Store{backend: b, mem: map[string][]byte{}, unsaved: map[string]bool{}}
}

// ListWith sets how the store lists its keys where the backend's own list
// cannot be trusted (gdata's list in localStorage is one value that two
// tabs rewrite in turn; the browser lists localStorage's keys itself).
func (s *Store) ListWith(f func() ([]string, error)) { s.mu.Lock(); s.list = f; s.mu.Unlock() }

// Backend is what the store writes through (nil without storage).
func (s *Store) Backend() Backend { return s.backend }

// Status and Reason describe the storage for the player.
func (s *Store) Status() Status { s.mu.Lock(); defer s.mu.Unlock(); return s.status }

// Reason is the technical cause behind a non-OK status.
func (s *Store) Reason() string { s.mu.Lock(); defer s.mu.Unlock(); return s.reason }

// Save writes a value (JSON text: localStorage keeps strings, not bytes).
// The value is always kept in memory, so nothing is lost this session. When
// storage accepts writes again after being full, the values it refused are
// written too, and resumed reports it so the person can be told.
func (s *Store) Save(key string, data []byte) (resumed bool, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.mem[key] = append([]byte(nil), data...)
	if s.backend == nil {
		return false, nil
	}
	if err := safeSave(s.backend, key, data); err != nil {
		s.status, s.reason = Full, err.Error()
		s.unsaved[key] = true
		return false, err
	}
	delete(s.unsaved, key)
	if s.status != Full {
		return false, nil
	}
	for k := range s.unsaved {
		if err := safeSave(s.backend, k, s.mem[k]); err != nil {
			s.reason = err.Error()
			return false, err
		}
		delete(s.unsaved, k)
	}
	s.status, s.reason = OK, ""
	return true, nil
}

// Load reads a value: from storage, where another tab may have written it
// since, or from memory for a key this tab could not write. ok is false
// when there is none.
func (s *Store) Load(key string) (data []byte, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if v, ok := s.mem[key]; ok && (s.backend == nil || s.unsaved[key]) {
		return v, true
	}
	if s.backend == nil {
		return nil, false
	}
	defer func() {
		if recover() != nil {
			data, ok = s.mem[key]
		}
	}()
	if !s.backend.ObjectPropExists(object, key) {
		return nil, false
	}
	v, err := s.backend.LoadObjectProp(object, key)
	if err != nil || v == nil {
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
	delete(s.unsaved, key)
	if s.backend != nil {
		safeDelete(s.backend, key)
	}
}

// Keys lists the stored keys that begin with prefix, sorted: those in
// storage and those only this tab holds.
func (s *Store) Keys(prefix string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	seen := map[string]bool{}
	for k := range s.mem {
		if s.backend == nil || s.unsaved[k] {
			seen[k] = true
		}
	}
	if s.backend != nil {
		var keys []string
		var err error
		func() {
			defer func() {
				if r := recover(); r != nil {
					err = fmt.Errorf("%v", r)
				}
			}()
			switch l, ok := s.backend.(Lister); {
			case s.list != nil:
				keys, err = s.list()
			case ok:
				keys, err = l.ListObjectProps(object)
			}
		}()
		if err == nil {
			for _, k := range keys {
				seen[k] = true
			}
		}
	}
	var out []string
	for k := range seen {
		if strings.HasPrefix(k, prefix) {
			out = append(out, k)
		}
	}
	game.SortSmall(out)
	return out
}
