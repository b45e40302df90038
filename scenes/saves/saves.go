// Package saves keeps the games in progress so that several tabs of one
// browser never lose each other's: each table saves into its own slot, and
// a tab holds a lease on the slot it plays while it plays it.
//
// Why slots and leases rather than one save and a lock: a person who opens
// a second tab to start another game must not lose the first, so each game
// has its own slot and the title lists them. A slot open in two tabs at once
// would still be overwritten move by move, so the tab playing a slot renews
// a lease on it in storage every few seconds; another tab sees the lease,
// says the game is open elsewhere and offers to take it over, and the first
// tab, finding its lease taken, stops saving and says so. The lease lives in
// the same storage as the game (not in Web Locks): it works wherever saving
// does — a plain-http address on a home network, the desktop build — and it
// is tested natively. A tab in the background that stops running lets its
// lease lapse, so its game can be continued elsewhere without asking; a tab
// that closes or reloads releases its leases at once.
//
// A lease alone cannot keep a tab that wakes up from writing over moves
// made while it slept: its lease lapsed, another tab took the game, played
// and let it go, and the free lease looks like it did before. So a tab
// never writes a record it has not seen: it keeps a digest of the record as
// it last read or wrote it, and Save, Delete and the lease's renewal
// compare the record as stored with it first. A tab whose copy is stale is
// told (ErrChanged) and must read the game again before it can save it.
package saves

import (
	"encoding/hex"
	"errors"
	"hash/fnv"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"parlour/game"
	"parlour/scenes/storage"
)

// Key prefixes of a slot's record and its lease.
const (
	gamePrefix  = "game-"
	leasePrefix = "lease-"
	// Legacy is the single slot of versions before slots; Open moves it.
	Legacy = "session"
)

// Times of the lease: a holder renews every Renew, and a lease not renewed
// for TTL is free (a tab in the background, or one that crashed).
const (
	Renew = 2 * time.Second
	TTL   = 10 * time.Second
)

// Max is the most games kept at once: storage is bounded, and so is the
// list a person has to read.
const Max = 8

// ErrTaken is returned when another tab holds the slot's lease.
var ErrTaken = errors.New("this game is open in another tab")

// ErrChanged is returned when the slot's record is not the one this tab last
// read or wrote: another tab played it (or ended or removed it) since.
var ErrChanged = errors.New("this game was changed in another tab")

// ErrClosed is returned by Save after the page was hidden for good
// (Suspend): nothing is written until it shows again.
var ErrClosed = errors.New("this tab is closing")

// Slot is one saved game as the title lists it.
type Slot struct {
	ID string
	// Elsewhere is set while another tab holds the game.
	Elsewhere bool
	// Last is when the game was last played (its lease's last renewal).
	Last time.Time
}

// Saves are one tab's view of the saved games.
type Saves struct {
	store *storage.Store
	tab   string
	now   func() time.Time
	// held are the slots this tab holds, with when it last renewed each;
	// touched those a table held since the last EndFrame.
	held    map[string]time.Time
	touched map[string]bool
	// seen is, per slot, the record as this tab last read or wrote it: the
	// only record it may write over.
	seen map[string]digest
	// suspended is set from the page's pagehide to its pageshow: the tab
	// holds nothing and renews nothing, however long it keeps running.
	suspended bool
}

// digest names a record's content; absent is the digest of no record.
type digest struct {
	sum     uint64
	present bool
}

func digestOf(rec []byte, present bool) digest {
	if !present {
		return digest{}
	}
	h := fnv.New64a()
	h.Write(rec)
	return digest{sum: h.Sum64(), present: true}
}

// Open reads the saves of store for a tab; a game saved by an earlier
// version in the single slot moves to a slot of its own.
func Open(store *storage.Store, now func() time.Time) *Saves {
	if now == nil {
		now = time.Now
	}
	s := &Saves{store: store, tab: NewID(), now: now, held: map[string]time.Time{}, touched: map[string]bool{}, seen: map[string]digest{}}
	if b, ok := store.Load(Legacy); ok {
		id := NewID()
		if _, err := store.Save(gamePrefix+id, b); err == nil {
			store.Delete(Legacy)
			s.writeLease(id, "")
		}
	}
	return s
}

// NewID is a random slot or tab name: 12 hex digits. It names, it guards
// nothing: math/rand/v2's generator, which the runtime seeds from the
// system's entropy, is as good here as crypto/rand, whose FIPS generator
// (AES, SHA-2, SHA-3, HMAC, DRBG) cost the download about 30 KB brotli.
func NewID() string {
	var b [6]byte
	for i, r := 0, rand.Uint64(); i < len(b); i, r = i+1, r>>8 {
		b[i] = byte(r)
	}
	return hex.EncodeToString(b[:])
}

// Tab is this tab's name.
func (s *Saves) Tab() string { return s.tab }

// List is every saved game, the last played first.
func (s *Saves) List() []Slot {
	var out []Slot
	for _, k := range s.store.Keys(gamePrefix) {
		id := strings.TrimPrefix(k, gamePrefix)
		if !validID(id) {
			continue
		}
		holder, at := s.lease(id)
		out = append(out, Slot{ID: id, Elsewhere: s.live(holder, at) && holder != s.tab, Last: at})
	}
	game.SortStable(out, func(a, b Slot) int { return b.Last.Compare(a.Last) })
	return out
}

// ValidID reports whether id is a slot's name (NewID's), as stored.
func ValidID(id string) bool { return validID(id) }

func validID(id string) bool {
	if len(id) == 0 || len(id) > 32 {
		return false
	}
	for _, r := range id {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f') {
			return false
		}
	}
	return true
}

// Load reads a slot's record; this tab has seen it, and may write over it.
func (s *Saves) Load(id string) ([]byte, bool) {
	b, ok := s.store.Load(gamePrefix + id)
	s.seen[id] = digestOf(b, ok)
	return b, ok
}

// stale reports whether the slot's record as stored is not the one this
// tab last read or wrote (or this tab never read it).
func (s *Saves) stale(id string) bool {
	seen, ok := s.seen[id]
	if !ok {
		return true
	}
	return seen != digestOf(s.store.Load(gamePrefix+id))
}

// Hold takes the slot's lease for this tab, or renews it. It fails with
// ErrTaken while another tab holds it; take says to take it anyway (the
// person chose to continue the game here).
//
// Hold only takes the lease: whether this tab's copy is current is checked
// when it saves (Save) and as it renews (Holds).
func (s *Saves) Hold(id string, take bool) error {
	if s.suspended {
		return ErrClosed
	}
	holder, at := s.lease(id)
	if holder != s.tab && s.live(holder, at) && !take {
		delete(s.held, id)
		return ErrTaken
	}
	s.writeLease(id, s.tab)
	s.held[id] = s.now()
	// Held in this frame: the table that plays it starts next frame, and
	// EndFrame must not let it go in between.
	s.touched[id] = true
	return nil
}

// Holds reports whether this tab holds the slot now; it is false when
// another tab has taken it, or has changed the game since this tab last
// read or wrote it (the lease lapsed while this tab slept, and the other
// tab played and let go). It renews the lease when it is due, so a table
// calls it every frame. From pagehide to pageshow (Suspend) it renews
// nothing and reports true: the page is going, and nothing is taken from
// it; a page shown again holds its games anew, with the same checks.
func (s *Saves) Holds(id string) bool {
	if s.suspended {
		return true
	}
	last, ok := s.held[id]
	if !ok {
		// Released when the person left the table (settings, say): held
		// again unless another tab has it now, or has played it since.
		if s.stale(id) || s.Hold(id, false) != nil {
			return false
		}
		last = s.held[id]
	}
	s.touched[id] = true
	if s.now().Sub(last) < Renew {
		return true
	}
	holder, at := s.lease(id)
	if holder != s.tab && s.live(holder, at) || s.stale(id) {
		s.ReleaseOne(id)
		return false
	}
	s.writeLease(id, s.tab)
	s.held[id] = s.now()
	return true
}

// Save writes the slot's record while this tab holds it and the record as
// stored is the one it last read or wrote (else ErrTaken or ErrChanged,
// and nothing is written).
func (s *Saves) Save(id string, rec []byte) (resumed bool, err error) {
	if s.suspended {
		return false, ErrClosed
	}
	if _, ok := s.held[id]; !ok {
		return false, ErrTaken
	}
	holder, at := s.lease(id)
	if holder != s.tab && s.live(holder, at) {
		delete(s.held, id)
		return false, ErrTaken
	}
	if s.stale(id) {
		s.ReleaseOne(id)
		return false, ErrChanged
	}
	s.seen[id] = digestOf(rec, true)
	return s.store.Save(gamePrefix+id, rec)
}

// Add saves a new game in a new slot held by this tab.
func (s *Saves) Add(rec []byte) (id string, resumed bool, err error) {
	id = NewID()
	s.writeLease(id, s.tab)
	s.held[id] = s.now()
	s.touched[id] = true
	s.seen[id] = digestOf(rec, true)
	resumed, err = s.store.Save(gamePrefix+id, rec)
	return id, resumed, err
}

// Delete removes a slot (a finished game, or one the person gave up) unless
// its record changed since this tab read it (ErrChanged: another tab played
// on, and its moves are kept).
func (s *Saves) Delete(id string) error {
	if s.stale(id) {
		return ErrChanged
	}
	s.store.Delete(gamePrefix + id)
	s.store.Delete(leasePrefix + id)
	delete(s.held, id)
	delete(s.seen, id)
	return nil
}

// EndFrame releases the slots no table held since the last EndFrame: the
// person has left the table, and another tab may continue it at once.
func (s *Saves) EndFrame() {
	for id := range s.held {
		if !s.touched[id] {
			s.ReleaseOne(id)
		}
	}
	clear(s.touched)
}

// Release lets go of every slot this tab holds (the tab leaves the table),
// so another tab can continue them at once.
func (s *Saves) Release() {
	for id := range s.held {
		s.ReleaseOne(id)
	}
}

// Suspend lets go of every slot and holds none again until Resume: the page
// is hidden for good or going into the back-forward cache (pagehide), and
// may still run a few frames that must not renew what it let go.
func (s *Saves) Suspend() {
	s.Release()
	s.suspended = true
}

// Resume ends a Suspend: the page is shown again (pageshow from the
// back-forward cache). Its tables hold their games anew, as after a lapse:
// refused if another tab has changed them since.
func (s *Saves) Resume() { s.suspended = false }

// ReleaseOne lets go of one slot, keeping when it was last played.
func (s *Saves) ReleaseOne(id string) {
	if _, ok := s.held[id]; !ok {
		return
	}
	delete(s.held, id)
	if holder, _ := s.lease(id); holder == s.tab {
		s.writeLease(id, "")
	}
}

// Oldest is the free slot played least recently: the one a new game
// replaces when Max are kept (the person is asked first).
func (s *Saves) Oldest() (Slot, bool) {
	l := s.List()
	for i := len(l) - 1; i >= 0; i-- {
		if !l[i].Elsewhere {
			if _, mine := s.held[l[i].ID]; !mine {
				return l[i], true
			}
		}
	}
	return Slot{}, false
}

// lease reads a slot's lease: "TAB MILLIS", TAB empty when released.
func (s *Saves) lease(id string) (holder string, at time.Time) {
	b, ok := s.store.Load(leasePrefix + id)
	if !ok || len(b) > 64 {
		return "", time.Time{}
	}
	h, ms, _ := strings.Cut(string(b), " ")
	n, err := strconv.ParseInt(ms, 10, 64)
	if err != nil || !validID(h) && h != "" {
		return "", time.Time{}
	}
	return h, time.UnixMilli(n)
}

func (s *Saves) live(holder string, at time.Time) bool {
	d := s.now().Sub(at)
	return holder != "" && d < TTL && d > -TTL
}

func (s *Saves) writeLease(id, holder string) {
	s.store.Save(leasePrefix+id, []byte(holder+" "+strconv.FormatInt(s.now().UnixMilli(), 10)))
}
