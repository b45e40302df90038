package game

// Reobserver is implemented by games that can make an observation over one
// made before, reusing its memory. A search shows a bot an observation at
// every action it simulates and drops it at once; building each afresh,
// the log above all, was most of what the search allocated.
type Reobserver interface {
	// Reobserve returns seat's observation, equal in every field to what
	// Observe returns (nil and empty slices alike), built where it can in
	// old's memory. old must be an observation no one else will read again;
	// one of another game type, or nil, is ignored.
	Reobserve(old Observation, seat int) Observation
}

// Reobserve is g's Reobserve where it has one, else its Observe.
func Reobserve(g Game, old Observation, seat int) Observation {
	if r, ok := g.(Reobserver); ok {
		return r.Reobserve(old, seat)
	}
	return g.Observe(seat)
}
