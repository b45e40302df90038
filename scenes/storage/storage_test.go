package storage

import (
	"errors"
	"testing"
)

type mapBackend struct {
	m     map[string][]byte
	full  bool
	panic bool
}

func (b *mapBackend) SaveObjectProp(o, p string, d []byte) error {
	if b.panic {
		panic("QuotaExceededError")
	}
	if b.full {
		return errors.New("full")
	}
	b.m[p] = d
	return nil
}
func (b *mapBackend) LoadObjectProp(o, p string) ([]byte, error) { return b.m[p], nil }
func (b *mapBackend) ObjectPropExists(o, p string) bool          { _, ok := b.m[p]; return ok }
func (b *mapBackend) DeleteObjectProp(o, p string) error         { delete(b.m, p); return nil }

func TestAFullStorageKeepsTheGameInMemoryAndSaysSo(t *testing.T) {
	b := &mapBackend{m: map[string][]byte{}, panic: true}
	s := With(b)
	if _, err := s.Save("game", []byte(`{"x":1}`)); err == nil || s.Status() != Full {
		t.Fatalf("err %v status %v", err, s.Status())
	}
	if v, ok := s.Load("game"); !ok || string(v) != `{"x":1}` {
		t.Fatal("the value must survive in memory")
	}
	b.panic = false
	if _, err := s.Save("game", []byte(`{"x":2}`)); err != nil || s.Status() != OK {
		t.Fatalf("recovered storage: %v %v", err, s.Status())
	}
}

func TestNoStorageStillRuns(t *testing.T) {
	s := &Store{mem: map[string][]byte{}, status: Unavailable}
	if _, err := s.Save("k", []byte("v")); err != nil {
		t.Fatal(err)
	}
	if v, ok := s.Load("k"); !ok || string(v) != "v" {
		t.Fatal("memory copy")
	}
	s.Delete("k")
	if _, ok := s.Load("k"); ok {
		t.Fatal("deleted")
	}
}

func TestAQuotaFullAtStartStillReadsWhatIsStored(t *testing.T) {
	b := &mapBackend{m: map[string][]byte{"settings": []byte(`{"speed":"fast"}`)}, panic: true}
	s := Open(func() (Backend, error) { return b, nil })
	if s.Status() != Full {
		t.Fatalf("status %v, want Full", s.Status())
	}
	if v, ok := s.Load("settings"); !ok || string(v) != `{"speed":"fast"}` {
		t.Fatal("what was stored before the quota filled is not read")
	}
	b.panic = false
	if _, err := s.Save("stats", []byte("{}")); err != nil || s.Status() != OK {
		t.Fatalf("space freed: %v %v", err, s.Status())
	}
}

// No storage: the opener refuses (a sandboxed frame), throws, or has none.
func TestWithoutAnyStorageTheStoreIsUnavailable(t *testing.T) {
	for _, open := range []func() (Backend, error){
		func() (Backend, error) { return nil, errors.New("sandboxed") },
		func() (Backend, error) { panic("SecurityError") },
		func() (Backend, error) { return nil, nil },
	} {
		s := Open(open)
		if s.Status() != Unavailable || s.Backend() != nil {
			t.Fatalf("status %v", s.Status())
		}
		if _, err := s.Save("k", []byte("v")); err != nil {
			t.Fatal(err)
		}
	}
}

func TestAWorkingStorageIsOKAndTheProbeLeavesNoKey(t *testing.T) {
	b := &mapBackend{m: map[string][]byte{}}
	if s := Open(func() (Backend, error) { return b, nil }); s.Status() != OK || len(b.m) != 0 {
		t.Fatalf("status %v, stored %v", s.Status(), b.m)
	}
}

// Two tabs share one storage: what one writes or deletes, the other reads,
// never a stale copy of its own (statistics written whole from a stale copy
// once erased the other tab's games).
func TestATabReadsWhatAnotherTabWroteOrDeleted(t *testing.T) {
	b := &mapBackend{m: map[string][]byte{}}
	one, two := With(b), With(b)
	one.Save("stats", []byte("1"))
	if v, _ := two.Load("stats"); string(v) != "1" {
		t.Fatalf("the second tab reads %q", v)
	}
	one.Save("stats", []byte("2"))
	if v, _ := two.Load("stats"); string(v) != "2" {
		t.Fatalf("the second tab reads its stale copy %q", v)
	}
	one.Delete("stats")
	if v, ok := two.Load("stats"); ok {
		t.Fatalf("the second tab still reads %q after the first deleted it", v)
	}
}

// Space freed after a full quota: the values the store could not write are
// written then, and Save says saving resumed, so the person is told.
func TestSavingResumesWithWhatCouldNotBeWritten(t *testing.T) {
	b := &mapBackend{m: map[string][]byte{}, full: true}
	s := With(b)
	if _, err := s.Save("game-1", []byte("g")); err == nil || s.Status() != Full {
		t.Fatal("the full quota was not noticed")
	}
	if v, ok := s.Load("game-1"); !ok || string(v) != "g" {
		t.Fatal("what could not be written is lost this session")
	}
	if keys := s.Keys("game-"); len(keys) != 1 {
		t.Fatalf("keys %q", keys)
	}
	b.full = false
	resumed, err := s.Save("stats", []byte("{}"))
	if err != nil || !resumed || s.Status() != OK {
		t.Fatalf("resumed %v err %v status %v", resumed, err, s.Status())
	}
	if string(b.m["game-1"]) != "g" {
		t.Fatal("the value refused while full was not written once space was freed")
	}
	if resumed, _ := s.Save("stats", []byte("{}")); resumed {
		t.Fatal("resumed is said once")
	}
}
