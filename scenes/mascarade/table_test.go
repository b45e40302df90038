package mascarade_test

import (
	"testing"

	"parlour/render/screentest"
	"parlour/scenes/table/tabletest"
)

func TestMain(m *testing.M) { screentest.Main(m) }

// TestTheTableKeepsTheKitsContract plays pinned games at every player count
// and variant through the kit and holds the table to the kit's contract
// (package tabletest).
func TestTheTableKeepsTheKitsContract(t *testing.T) { tabletest.Run(t, "mascarade") }
