//go:build !js

package platform

import (
	"github.com/quasilyte/gdata/v2"

	"parlour/scenes/storage"
)

// OpenStorage opens the player's storage (gdata's files on the desktop).
func OpenStorage(app string) *storage.Store {
	return storage.Open(func() (storage.Backend, error) {
		m, err := gdata.Open(gdata.Config{AppName: app})
		if err != nil {
			return nil, err // a nil *Manager would be a Backend that is not nil
		}
		return m, nil
	})
}
