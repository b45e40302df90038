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
// Two gaps are known (in four keys), found by the suite's first run (2026-12-02), to mend:
// a trick's face-down gifts are named to its winner by the observation but
// by no event, and a seat panel once drew a card more while the events
// played than Sync leaves there.
func TestTheTableKeepsTheKitsContract(t *testing.T) {
	tabletest.Run(t, "rebelprincess",
		tabletest.Gap{Key: "counts", Why: "the gifts a trick's winner takes are in its observation, in no event: the seat reads 0+? until the sync"},
		tabletest.Gap{Key: "proposals", Why: "the same gifts: the running proposals count them only from the sync"},
		tabletest.Gap{Key: "panels", Why: "a seat panel shows a card more while the events play than after the sync (3 players, Deluxe)"},
		tabletest.Gap{Key: "table_cards", Why: "the same moment: a card on the table shows another face until the sync (3 players, Deluxe)"})
}
