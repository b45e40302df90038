//go:build !js

package platform

import "errors"

// FetchCatalog: outside a browser every catalog is in the program, so none
// is ever asked for.
func FetchCatalog(lang string, done func([]byte, error)) {
	done(nil, errors.New("no catalog to fetch outside a browser"))
}
