//go:build !js

package platform

import "parlour/scenes/storage"

// OpenStorage opens the player's storage (gdata's files on the desktop).
func OpenStorage(app string) *storage.Store { return storage.OpenWith(app, nil) }
