//go:build tinygame

package tiny_test

import (
	"testing"

	"parlour/render/screentest"
	"parlour/scenes/table/tabletest"
)

func TestMain(m *testing.M) { screentest.Main(m) }

// TestTheTableKeepsTheKitsContract holds Tiny, registered as a real game is
// (scenes/tables/tiny.go, under -tags tinygame), to the same contract as the
// four games' tables: the suite proves the whole path with a game whose
// table is a page long.
func TestTheTableKeepsTheKitsContract(t *testing.T) { tabletest.Run(t, "tiny") }
