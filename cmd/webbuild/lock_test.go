//go:build unix

package main

import (
	"testing"
	"time"
)

// Issue 39 §6: two builds at once rewrote the one patched copy under each
// other. The second build waits until the first lets go of the lock.
func TestASecondBuildWaitsForTheFirstsPatchedCopy(t *testing.T) {
	root := t.TempDir()
	unlock, err := lockPatched(root)
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan func())
	go func() {
		u, err := lockPatched(root)
		if err != nil {
			t.Error(err)
		}
		got <- u
	}()
	select {
	case <-got:
		t.Fatal("a second build took the lock the first holds")
	case <-time.After(200 * time.Millisecond):
	}
	unlock()
	(<-got)()
}
