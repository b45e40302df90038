package search

import (
	"fmt"
	"hash/fnv"
	"math"

	"parlour/game/bot"
)

// SearchDigest condenses a finished decision's whole search (every node's
// seat, prior and edge statistics, in creation order) into one number, so a
// test can tell that a change of implementation left the search itself
// unchanged, not only its choice.
func SearchDigest(th bot.Thinking) string {
	t, ok := th.(*thinking)
	if !ok || t.tree == nil {
		return "-"
	}
	tr, ok := t.tree.(*tree)
	if !ok {
		return "flat"
	}
	h := fnv.New64a()
	for _, nd := range tr.nodes {
		fmt.Fprint(h, nd.seat, nd.prior, len(nd.edges))
		for _, e := range nd.edges {
			fmt.Fprint(h, e.a, e.n, e.avail, math.Float64bits(e.w))
		}
	}
	return fmt.Sprintf("%d:%016x", len(tr.nodes), h.Sum64())
}
