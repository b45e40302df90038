package saves

import (
	"errors"
	"sort"
	"testing"
	"time"

	"parlour/scenes/storage"
)

// browser is one browser's storage, shared by its tabs.
type browser struct{ m map[string][]byte }

func (b *browser) SaveObjectProp(o, p string, d []byte) error {
	b.m[p] = append([]byte(nil), d...)
	return nil
}
func (b *browser) LoadObjectProp(o, p string) ([]byte, error) { return b.m[p], nil }
func (b *browser) ObjectPropExists(o, p string) bool          { _, ok := b.m[p]; return ok }
func (b *browser) DeleteObjectProp(o, p string) error         { delete(b.m, p); return nil }
func (b *browser) ListObjectProps(o string) ([]string, error) {
	var out []string
	for k := range b.m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out, nil
}

type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func tabs(n int) ([]*Saves, *clock, *browser) {
	b := &browser{m: map[string][]byte{}}
	c := &clock{t: time.Unix(1_800_000_000, 0)}
	var out []*Saves
	for range n {
		out = append(out, Open(storage.With(b), c.now))
	}
	return out, c, b
}

// Two tabs each playing a game keep both: neither save overwrites the other.
func TestTwoTabsPlayingTwoGamesKeepBoth(t *testing.T) {
	ts, c, _ := tabs(2)
	a, _, err := ts[0].Add([]byte("A1"))
	if err != nil {
		t.Fatal(err)
	}
	b, _, _ := ts[1].Add([]byte("B1"))
	for i := range 5 {
		c.t = c.t.Add(time.Second)
		if _, err := ts[0].Save(a, []byte{'A', byte('2' + i)}); err != nil {
			t.Fatal(err)
		}
		if _, err := ts[1].Save(b, []byte{'B', byte('2' + i)}); err != nil {
			t.Fatal(err)
		}
	}
	fresh := Open(storage.With(ts[0].store.Backend()), c.now)
	if l := fresh.List(); len(l) != 2 || !l[0].Elsewhere || !l[1].Elsewhere {
		t.Fatalf("a new tab lists %+v; want both games, each open elsewhere", l)
	}
	if r, _ := fresh.Load(a); string(r) != "A6" {
		t.Errorf("game A reads %q", r)
	}
	if r, _ := fresh.Load(b); string(r) != "B6" {
		t.Errorf("game B reads %q", r)
	}
}

// A game open in one tab is not continued in another without the person
// choosing to take it over; once taken, the first tab cannot save over it
// and learns so at once.
func TestAGameOpenInAnotherTabIsTakenOverOnlyByChoice(t *testing.T) {
	ts, c, _ := tabs(2)
	id, _, _ := ts[0].Add([]byte("1"))
	if err := ts[1].Hold(id, false); !errors.Is(err, ErrTaken) {
		t.Fatalf("the second tab held a game open in the first: %v", err)
	}
	ts[1].Load(id)
	if err := ts[1].Hold(id, true); err != nil {
		t.Fatal(err)
	}
	if _, err := ts[1].Save(id, []byte("2")); err != nil {
		t.Fatal(err)
	}
	c.t = c.t.Add(Renew)
	if ts[0].Holds(id) {
		t.Fatal("the first tab still thinks it holds the game")
	}
	if _, err := ts[0].Save(id, []byte("stale")); !errors.Is(err, ErrTaken) {
		t.Fatalf("the first tab saved over the game taken from it: %v", err)
	}
	if r, _ := ts[1].Load(id); string(r) != "2" {
		t.Fatalf("the game reads %q", r)
	}
	// Taking it back works the same way: the game as the other tab left it.
	ts[0].Load(id)
	if err := ts[0].Hold(id, true); err != nil || !ts[0].Holds(id) {
		t.Fatal("taking it back failed")
	}
}

// A tab that stops running (in the background, or crashed) lets its lease
// lapse: its game can be continued elsewhere without asking. One that
// closes releases it at once.
func TestALapsedOrReleasedLeaseFreesTheGame(t *testing.T) {
	ts, c, _ := tabs(2)
	id, _, _ := ts[0].Add([]byte("1"))
	c.t = c.t.Add(TTL)
	if l := ts[1].List(); l[0].Elsewhere {
		t.Fatal("a lapsed lease still shows the game open elsewhere")
	}
	if err := ts[1].Hold(id, false); err != nil {
		t.Fatal(err)
	}
	ts[1].Release()
	if err := ts[0].Hold(id, false); err != nil {
		t.Fatalf("a released game is still held: %v", err)
	}
}

// A table the tab left (it was not touched in a frame) lets its game go.
func TestLeavingTheTableReleasesItsGame(t *testing.T) {
	ts, _, _ := tabs(2)
	id, _, _ := ts[0].Add([]byte("1"))
	ts[0].Holds(id)
	ts[0].EndFrame()
	if err := ts[1].Hold(id, false); !errors.Is(err, ErrTaken) {
		t.Fatal("a game touched this frame was released")
	}
	ts[0].EndFrame()
	if err := ts[1].Hold(id, false); err != nil {
		t.Fatalf("a game no table touched is still held: %v", err)
	}
	// A game held (taken over, or opened from the title) in one frame is
	// still held after it: its table plays from the next frame.
	ts[1].EndFrame()
	if err := ts[0].Hold(id, true); err != nil {
		t.Fatal(err)
	}
	ts[0].EndFrame()
	if err := ts[1].Hold(id, false); !errors.Is(err, ErrTaken) {
		t.Fatal("a game taken over was let go at the end of the frame it was taken in")
	}
}

// The single slot of earlier versions becomes a slot of its own, kept.
func TestTheSingleSlotOfEarlierVersionsMovesToASlot(t *testing.T) {
	b := &browser{m: map[string][]byte{Legacy: []byte("old")}}
	s := Open(storage.With(b), nil)
	l := s.List()
	if len(l) != 1 || l[0].Elsewhere {
		t.Fatalf("list %+v", l)
	}
	if r, _ := s.Load(l[0].ID); string(r) != "old" {
		t.Fatalf("the moved game reads %q", r)
	}
	if _, ok := b.m[Legacy]; ok {
		t.Fatal("the old slot is still there")
	}
}

// The list is the last played first; Oldest is the free game played least
// recently, never one held by this or another tab.
func TestTheListIsLastPlayedFirstAndOldestIsFree(t *testing.T) {
	ts, c, _ := tabs(2)
	var ids []string
	for i := range 3 {
		c.t = c.t.Add(time.Minute)
		id, _, _ := ts[0].Add([]byte{byte('0' + i)})
		ts[0].ReleaseOne(id)
		ids = append(ids, id)
	}
	l := ts[1].List()
	if len(l) != 3 || l[0].ID != ids[2] || l[2].ID != ids[0] {
		t.Fatalf("list %+v, ids %v", l, ids)
	}
	ts[0].Hold(ids[0], false)
	if o, ok := ts[1].Oldest(); !ok || o.ID != ids[1] {
		t.Fatalf("oldest %+v; want %s (the oldest is held elsewhere)", o, ids[1])
	}
}

// A lease value from storage is read as strictly as typed input.
func TestADamagedLeaseIsFree(t *testing.T) {
	ts, _, b := tabs(1)
	id, _, _ := ts[0].Add([]byte("1"))
	ts[0].ReleaseOne(id)
	for _, v := range []string{"", "zz 1", "abc", "abc notanumber", string(make([]byte, 100))} {
		b.m[leasePrefix+id] = []byte(v)
		if l := ts[0].List(); len(l) != 1 || l[0].Elsewhere {
			t.Errorf("lease %q: %+v", v, l)
		}
	}
}

// Issue 37: a tab in the background stops running and its lease lapses;
// another tab continues the game, plays and goes back to the title. The
// first tab wakes to a free lease, yet it must never write its stale copy
// over the other's moves: it learns at its first renewal that the game
// changed, and its saves are refused until it reads the game again.
func TestATabThatWakesUpNeverWritesOverMovesMadeWhileItSlept(t *testing.T) {
	ts, c, b := tabs(2)
	sleeper, other := ts[0], ts[1]
	id, _, _ := sleeper.Add([]byte("move 1"))
	sleeper.Holds(id)
	c.t = c.t.Add(12 * time.Second) // the sleeper's lease lapses
	other.Load(id)
	if err := other.Hold(id, false); err != nil {
		t.Fatalf("a lapsed game could not be continued: %v", err)
	}
	for _, move := range []string{"move 2", "move 3"} {
		if _, err := other.Save(id, []byte(move)); err != nil {
			t.Fatal(err)
		}
	}
	other.EndFrame()
	other.EndFrame() // back at the title: the lease is free
	if holder, _ := other.lease(id); holder != "" {
		t.Fatalf("the lease still names %q", holder)
	}
	c.t = c.t.Add(time.Second)
	if sleeper.Holds(id) {
		t.Error("the tab that slept still holds a game played on without it")
	}
	if _, err := sleeper.Save(id, []byte("stale move 2")); !errors.Is(err, ErrChanged) && !errors.Is(err, ErrTaken) {
		t.Errorf("the stale copy was saved (err %v)", err)
	}
	if got := string(b.m[gamePrefix+id]); got != "move 3" {
		t.Fatalf("the game reads %q; want the other tab's %q", got, "move 3")
	}
	// Continue it here: read as stored, then played on from there.
	if r, _ := sleeper.Load(id); string(r) != "move 3" {
		t.Fatalf("continuing reads %q", r)
	}
	if err := sleeper.Hold(id, true); err != nil {
		t.Fatal(err)
	}
	if _, err := sleeper.Save(id, []byte("move 4")); err != nil {
		t.Fatalf("after reading the game again the tab cannot save it: %v", err)
	}
}

// The lease check alone once let a stale write through whenever the lease
// was free: every write compares the record first, whatever the lease says.
func TestEveryWriteComparesTheRecordFirst(t *testing.T) {
	cases := []struct {
		name  string
		write func(s *Saves, id string) error
	}{
		{"save", func(s *Saves, id string) error { _, err := s.Save(id, []byte("stale")); return err }},
		{"delete", func(s *Saves, id string) error { return s.Delete(id) }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ts, _, b := tabs(2)
			id, _, _ := ts[0].Add([]byte("1"))
			// The other tab writes under the first one's live lease, as a
			// tab could before leases, or through a save code.
			ts[1].Load(id)
			ts[1].Hold(id, true)
			ts[1].Save(id, []byte("2"))
			ts[0].Hold(id, true) // the lease alone would allow the write
			if err := tc.write(ts[0], id); !errors.Is(err, ErrChanged) {
				t.Fatalf("err %v; want ErrChanged", err)
			}
			if got := string(b.m[gamePrefix+id]); got != "2" {
				t.Fatalf("the game reads %q; want %q", got, "2")
			}
		})
	}
}

// A tab that never read a game (it only took the lease) cannot write it.
func TestATabCannotWriteAGameItNeverRead(t *testing.T) {
	ts, _, _ := tabs(2)
	id, _, _ := ts[0].Add([]byte("1"))
	ts[0].ReleaseOne(id)
	if err := ts[1].Hold(id, false); err != nil {
		t.Fatal(err)
	}
	if _, err := ts[1].Save(id, []byte("2")); !errors.Is(err, ErrChanged) {
		t.Fatalf("a game never read was saved over (err %v)", err)
	}
}

// A game another tab finished (and so removed) is not written back.
func TestAGameRemovedElsewhereIsNotWrittenBack(t *testing.T) {
	ts, _, b := tabs(2)
	id, _, _ := ts[0].Add([]byte("1"))
	ts[0].ReleaseOne(id)
	ts[1].Load(id)
	if err := ts[1].Delete(id); err != nil {
		t.Fatal(err)
	}
	if _, err := ts[0].Save(id, []byte("2")); err == nil {
		t.Fatal("a removed game was written back")
	}
	if _, ok := b.m[gamePrefix+id]; ok {
		t.Fatal("the removed game is back")
	}
	// Two tabs that both found it ended remove it once (and so record it once).
	id, _, _ = ts[0].Add([]byte("over"))
	ts[0].ReleaseOne(id)
	ts[1].Load(id)
	if ts[0].Delete(id) != nil || ts[1].Delete(id) == nil {
		t.Fatal("both tabs removed the same ended game")
	}
}

// Issue 37: closing a tab (pagehide) lets its games go at once and renews
// nothing after, however long the page keeps running; a page shown again
// from the back-forward cache holds its game anew only if no other tab
// played it meanwhile.
func TestAClosingTabRenewsNothingAndComesBackOnlyToAnUnchangedGame(t *testing.T) {
	ts, c, _ := tabs(2)
	closing, other := ts[0], ts[1]
	id, _, _ := closing.Add([]byte("1"))
	closing.Suspend()
	for range 3 {
		c.t = c.t.Add(Renew)
		if !closing.Holds(id) {
			t.Fatal("a closing page lost its game (it would show the lost panel)")
		}
		closing.EndFrame()
		if holder, _ := closing.lease(id); holder != "" {
			t.Fatalf("the closing tab renewed its lease (%q)", holder)
		}
	}
	if _, err := closing.Save(id, []byte("late")); !errors.Is(err, ErrClosed) {
		t.Fatalf("a closing page saved (err %v)", err)
	}
	if l := other.List(); l[0].Elsewhere {
		t.Fatal("a new tab sees the closed tab's game as open elsewhere")
	}
	closing.Resume()
	if !closing.Holds(id) {
		t.Fatal("a page shown again lost a game nobody touched")
	}
	closing.Suspend()
	other.Load(id)
	other.Hold(id, false)
	other.Save(id, []byte("2"))
	closing.Resume()
	if closing.Holds(id) {
		t.Fatal("a page shown again holds a game played in another tab meanwhile")
	}
}
