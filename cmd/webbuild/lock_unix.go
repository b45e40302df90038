//go:build unix

package main

import (
	"os"
	"path/filepath"
	"syscall"
)

// lockPatched holds build/ebiten-patched for one build at a time, from
// writing the patched copy to the end of the go build that reads it: two
// makes at once (make web and make budget, say) once removed and rewrote
// the one copy under each other's build. The copy stays one, at one path,
// so every output's wasm is the same bytes and shares go's build cache.
// The lock is the kernel's (flock), so a build that dies lets go of it.
func lockPatched(root string) (unlock func(), err error) {
	dir := filepath.Join(root, "build", "ebiten-patched")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(filepath.Join(dir, ".lock"), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, err
	}
	return func() { syscall.Flock(int(f.Fd()), syscall.LOCK_UN); f.Close() }, nil
}
