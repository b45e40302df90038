package apptest

import "time"

// wall is the time a test's tabs share, as a browser's tabs share the
// wall's: it starts at the machine's time and runs a Step with each update
// of any tab, so the saves' leases lapse and renew in frames, as they would
// over the seconds those frames show, not in the milliseconds a native test
// takes to run them.
var wall time.Time

func wallNow() time.Time {
	if wall.IsZero() {
		wall = time.Now()
	}
	return wall
}

// tick runs the wall on by one update.
func tick() { wall = wallNow().Add(time.Second / 60) } // Step
