// Package ringtest is what the native tests of the tables' geometry share
// (scenes/<game>/felt): that the parts a centre places lie in it apart from
// one another. Only tests import it.
package ringtest

import (
	"testing"

	"parlour/render/layout"
)

// Apart fails (without stopping) for each part of parts that leaves room
// and each two that share any area; parts may touch.
func Apart(t testing.TB, id string, room layout.Rect, parts map[string]layout.Rect) {
	t.Helper()
	for a, r := range parts {
		if !r.Within(room) {
			t.Errorf("%s: %s %+v leaves %+v", id, a, r, room)
		}
		for b, o := range parts {
			if a < b && r.Inset(0.01).Overlaps(o) {
				t.Errorf("%s: %s %+v overlaps %s %+v", id, a, r, b, o)
			}
		}
	}
}
