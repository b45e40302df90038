package main

import (
	"os"
	"regexp"
	"slices"
	"testing"
)

// -tables names Expert line-ups by GAME:PLAYERS, in the order given, and
// refuses anything else; without it every Expert line-up is measured. The
// tables make strength-oracle names (ORACLE_TABLES) are all accepted.
func TestOracleTablesAreTheExpertsLineUps(t *testing.T) {
	all, err := oracleTables("")
	if err != nil || !slices.Contains(all, oracleTable{"loveletter", 2, "clever"}) || !slices.Contains(all, oracleTable{"mascarade", 6, "clever"}) {
		t.Fatalf("every Expert line-up: %v, %v", all, err)
	}
	got, err := oracleTables("threeparts:3, loveletter:2")
	if err != nil || !slices.Equal(got, []oracleTable{{"threeparts", 3, "clever"}, {"loveletter", 2, "clever"}}) {
		t.Fatalf("threeparts:3,loveletter:2 gave %v, %v", got, err)
	}
	for _, bad := range []string{"chess:2", "loveletter:5", "loveletter", "mascarade:x", "loveletter:2,"} {
		if got, err := oracleTables(bad); err == nil {
			t.Errorf("-tables %s was taken: %v", bad, got)
		}
	}
	mk, err := os.ReadFile("../../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^ORACLE_TABLES \?= (\S+)$`).FindSubmatch(mk)
	if m == nil {
		t.Fatal("the Makefile sets no ORACLE_TABLES")
	}
	if got, err := oracleTables(string(m[1])); err != nil || len(got) != 8 {
		t.Errorf("make strength-oracle's tables %s: %v, %v", m[1], got, err)
	}
}
