package search

import (
	"encoding/json"
	"testing"

	"parlour/game"
	"parlour/game/bot"
	_ "parlour/game/loveletter"
	_ "parlour/game/mascarade"
	_ "parlour/game/rebelprincess"
	_ "parlour/game/threeparts"
)

// The fingerprint of an observation stands for its JSON: equal encodings
// hash equal (so one information set is one node), and the observations of
// a game as it goes on, all different, hash apart.
func TestFingerprintFollowsTheJSON(t *testing.T) {
	for _, name := range game.Names() {
		d, _ := game.Lookup(name)
		g, err := d.New(game.Config{Players: d.MinPlayers + 1, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		byJSON := map[string]uint64{}
		byHash := map[uint64]string{}
		rnd := bot.NewRandom(1)
		r := game.NewRNG(2)
		samples := 0
		for step := 0; !g.Over() && step < 300; step++ {
			for s := range g.Players() {
				o := g.Observe(s)
				b, _ := json.Marshal(o)
				h, err := fingerprint(o)
				if err != nil {
					t.Fatal(err)
				}
				if again, _ := fingerprint(g.Observe(s)); again != h {
					t.Fatalf("%s: the same observation hashed twice differs", name)
				}
				// A sample gives its viewer an observation with the same JSON
				// from another game: it must hash the same.
				if d.Sample != nil && len(o.LegalActions()) > 0 {
					other, err := d.Sample(o, r)
					if err != nil {
						t.Fatal(err)
					}
					if h2, _ := fingerprint(other.Observe(s)); h2 != h {
						t.Fatalf("%s: a sample's observation, with the same JSON, hashes differently", name)
					}
					samples++
				}
				if prev, ok := byJSON[string(b)]; ok && prev != h {
					t.Fatalf("%s: equal JSON, different fingerprints", name)
				}
				if prev, ok := byHash[h]; ok && prev != string(b) {
					t.Fatalf("%s: different observations share a fingerprint:\n%s\n%s", name, prev, b)
				}
				byJSON[string(b)], byHash[h] = h, string(b)
			}
			p := g.Pending()[0]
			if _, err := g.Apply(p, rnd.Act(g.Observe(p), bot.Budget{})); err != nil {
				t.Fatal(err)
			}
		}
		if samples < 20 {
			t.Fatalf("%s: only %d samples compared", name, samples)
		}
		if len(byHash) < 20 {
			t.Fatalf("%s: only %d observations compared", name, len(byHash))
		}
	}
}
