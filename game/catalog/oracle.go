package catalog

// Oracle is the name the simulator seats the oracle by (search.NewOracle:
// the Expert's search played from the true state, for measurement). It is
// no level: nothing the client offers, parses or loads names it, and
// NewBot refuses it, since the oracle cannot be made from a seed alone — it
// needs the game itself.
const Oracle = "oracle"
