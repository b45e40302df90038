package rebelprincess_test

import (
	"testing"

	"parlour/render/screentest"
	"parlour/scenes/table/tabletest"
)

func TestMain(m *testing.M) { screentest.Main(m) }

// TestTheTableKeepsTheKitsContract plays pinned games at every player count
// and variant through the kit and holds the table to the kit's contract
// (package tabletest), with no known gap: a trick's face-down gifts, once
// known to its winner by the observation alone (the seat read 0+? until the
// sync), are named to the winner by rp_gifts_taken.
func TestTheTableKeepsTheKitsContract(t *testing.T) {
	tabletest.Run(t, "rebelprincess")
}
