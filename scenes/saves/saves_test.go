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
	// Taking it back works the same way.
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
