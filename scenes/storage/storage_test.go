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
	if err := s.Save("game", []byte(`{"x":1}`)); err == nil || s.Status() != Full {
		t.Fatalf("err %v status %v", err, s.Status())
	}
	if v, ok := s.Load("game"); !ok || string(v) != `{"x":1}` {
		t.Fatal("the value must survive in memory")
	}
	b.panic = false
	if err := s.Save("game", []byte(`{"x":2}`)); err != nil || s.Status() != OK {
		t.Fatalf("recovered storage: %v %v", err, s.Status())
	}
}

func TestNoStorageStillRuns(t *testing.T) {
	s := &Store{mem: map[string][]byte{}, status: Unavailable}
	if err := s.Save("k", []byte("v")); err != nil {
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

// gdataFails makes gdata refuse to open, as it does in a browser whose
// quota is full or whose page is sandboxed.
func gdataFails(t *testing.T) {
	old := openPrimary
	openPrimary = func(string) (Backend, error) { return nil, errors.New("localStorage is not available") }
	t.Cleanup(func() { openPrimary = old })
}

func TestAQuotaFullAtStartStillReadsWhatIsStored(t *testing.T) {
	gdataFails(t)
	b := &mapBackend{m: map[string][]byte{"settings": []byte(`{"speed":"fast"}`)}, panic: true}
	s := OpenWith("parlour-test-no-gdata", func() (Backend, error) { return b, nil })
	if s.Status() != Full {
		t.Fatalf("status %v, want Full", s.Status())
	}
	if v, ok := s.Load("settings"); !ok || string(v) != `{"speed":"fast"}` {
		t.Fatal("what was stored before the quota filled is not read")
	}
	b.panic = false
	if err := s.Save("stats", []byte("{}")); err != nil || s.Status() != OK {
		t.Fatalf("space freed: %v %v", err, s.Status())
	}
}

func TestWithoutAnyStorageTheStoreIsUnavailable(t *testing.T) {
	gdataFails(t)
	s := OpenWith("parlour-test-no-gdata", func() (Backend, error) { return nil, errors.New("sandboxed") })
	if s.Status() != Unavailable {
		t.Fatalf("status %v", s.Status())
	}
}
