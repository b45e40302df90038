package rebelprincess_test

import (
	"testing"

	"parlour/render/screentest"
	"parlour/scenes/table/tabletest"
)

func TestMain(m *testing.M) { screentest.Main(m) }

// TestTheTableKeepsTheKitsContract plays pinned games at every player count
// and variant through the kit and holds the table to the kit's contract
// (package tabletest).
//
// One gap is known, found by the suite's first run (2026-12-02), to mend:
// a trick's face-down gifts are named to its winner by the observation but
// by no event (the pile holds up to six cards, an event's secret four:
// game.MaxValues), so the winner's count reads 0+? until the sync.
func TestTheTableKeepsTheKitsContract(t *testing.T) {
	tabletest.Run(t, "rebelprincess",
		tabletest.Gap{Key: "counts", Why: "the gifts a trick's winner takes are in its observation, in no event: the seat reads 0+? until the sync"},
		tabletest.Gap{Key: "proposals", Why: "the same gifts: the running proposals count them only from the sync"})
}
