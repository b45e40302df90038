package game

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestRNGSameSeedSameStream(t *testing.T) {
	a, b := NewRNG(42), NewRNG(42)
	for range 1000 {
		if a.Uint64() != b.Uint64() {
			t.Fatal("streams differ")
		}
	}
	if NewRNG(1).Uint64() == NewRNG(2).Uint64() {
		t.Fatal("different seeds should differ")
	}
}

func TestRNGStateRoundTripsThroughJSON(t *testing.T) {
	r := NewRNG(7)
	r.Uint64()
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var back RNG
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	for range 100 {
		if r.Uint64() != back.Uint64() {
			t.Fatal("a restored generator must continue the same stream")
		}
	}
	for _, bad := range []string{`["0","0","0","0"]`, `["x","1","2","3"]`, `[1,2,3,4]`, `"abc"`} {
		if err := json.Unmarshal([]byte(bad), &back); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

func TestIntnIsInRangeAndUnbiased(t *testing.T) {
	r := NewRNG(3)
	var counts [6]int
	for range 60000 {
		counts[r.Intn(6)]++
	}
	for i, c := range counts {
		if c < 9500 || c > 10500 {
			t.Errorf("face %d came up %d times in 60000", i, c)
		}
	}
}

func TestValuesEncodeAsAnArrayAndRefuseTooMany(t *testing.T) {
	x := DefineEvent("x")
	e := Event{Type: x, Secret: ValuesOf(3, -1, 9)}
	b, _ := json.Marshal(e)
	if !strings.Contains(string(b), `"secret":[3,-1,9]`) {
		t.Fatalf("%s", b)
	}
	var back Event
	if err := json.Unmarshal(b, &back); err != nil || back != e {
		t.Fatalf("%+v %v", back, err)
	}
	if b, _ := json.Marshal(Event{Type: x}); strings.Contains(string(b), "secret") || !strings.Contains(string(b), `"type":"x"`) {
		t.Fatalf("an empty secret is omitted: %s", b)
	}
	if err := json.Unmarshal([]byte(`{"secret":[1,2,3,4,5]}`), &back); err == nil {
		t.Fatal("five secret values accepted")
	}
	if err := json.Unmarshal([]byte(`{"secret":[1000]}`), &back); err == nil {
		t.Fatal("an out-of-range secret accepted")
	}
	if err := json.Unmarshal([]byte(`{"type":"never-defined"}`), &back); err == nil {
		t.Fatal("an unknown event type accepted")
	}
}

func TestRedactHidesSecretsFromOthersOnly(t *testing.T) {
	e := Event{Type: DefineEvent("draw"), Seat: 1, Secret: ValuesOf(5), SeenBy: SeatsOf(1)}
	if r := e.Redact(1); r.Secret.Len() != 1 || r.Hidden != 0 {
		t.Fatalf("owner: %+v", r)
	}
	for _, viewer := range []int{0, 2, Spectator} {
		if r := e.Redact(viewer); r.Secret.Len() != 0 || r.Hidden != 1 {
			t.Fatalf("viewer %d: %+v", viewer, r)
		}
	}
}

func TestSeatsSet(t *testing.T) {
	s := SeatsOf(0, 3)
	if !s.Has(0) || !s.Has(3) || s.Has(1) || s.Has(Spectator) || s.Has(20) {
		t.Fatalf("%b", s)
	}
	if AllSeats(4) != SeatsOf(0, 1, 2, 3) {
		t.Fatal("AllSeats")
	}
}

func TestLoadNamesWhatIsWrong(t *testing.T) {
	cases := map[string]string{
		`garbage`:                               "not a Parlour save",
		`{"format":"other"}`:                    "not a Parlour save",
		`{"format":"parlour-save","version":9}`: "version 9 is not supported",
		`{"format":"parlour-save","version":1,"game":"nope"}`: "unknown game",
	}
	for in, want := range cases {
		if _, err := Load([]byte(in)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", in, err, want)
		}
	}
}

func TestNewActionFillsUnusedArgsWithMinusOne(t *testing.T) {
	a := NewAction(2, 5)
	if a.Kind != 2 || a.Args != [4]int8{5, -1, -1, -1} {
		t.Fatalf("%+v", a)
	}
}

// Bad input is quoted by a short prefix, however long it is.
func TestQuoteCutsLongInputToAShortPrefix(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"guard@1", `"guard@1"`},
		{strings.Repeat("x", 40), strconv.Quote(strings.Repeat("x", 40))},
		{strings.Repeat("ж", 1000), strconv.Quote(strings.Repeat("ж", 40)) + "…"},
	} {
		if got := Quote(c.in); got != c.want {
			t.Errorf("Quote(%.20q…) = %s, want %s", c.in, got, c.want)
		}
	}
}

// OfKind keeps the actions of one kind, in their order, and nothing else.
func TestOfKindKeepsOneKindInOrder(t *testing.T) {
	acts := []Action{NewAction(1, 0), NewAction(2, 5), NewAction(1, 3), NewAction(3)}
	if got := OfKind(acts, 1); !slices.Equal(got, []Action{NewAction(1, 0), NewAction(1, 3)}) {
		t.Errorf("OfKind(1) = %v", got)
	}
	if got := OfKind(acts, 9); got != nil {
		t.Errorf("OfKind(9) = %v, want none", got)
	}
}
