package lightconst

import (
	gc "go/constant"
	"go/token"
	"math"
	"math/rand/v2"
	"testing"
)

// A ratio within MaxExactRatio is the float64 go/constant gives for the
// exact ratio (the encoder refuses any other): the light constants write
// every precompiled float literal as the exact ones do.
func TestARatioIsTheFloatGoConstantGivesForIt(t *testing.T) {
	cases := [][2]int64{{1, 255}, {1, 3}, {2, 3}, {-1, 3}, {1063, 5000}, {7152, 10000}, {0, 1}, {1, 1},
		{MaxExactRatio, 3}, {-MaxExactRatio, MaxExactRatio - 1}, {1, MaxExactRatio}, {MaxExactRatio - 1, MaxExactRatio}}
	r := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		den := r.Int64N(MaxExactRatio) + 1
		if r.IntN(2) == 0 {
			den = r.Int64N(100000) + 1
		}
		cases = append(cases, [2]int64{r.Int64N(2*MaxExactRatio+1) - MaxExactRatio, den})
	}
	for _, c := range cases {
		want, wantExact := gc.Float64Val(gc.BinaryOp(gc.MakeInt64(c[0]), token.QUO, gc.MakeInt64(c[1])))
		got, exact := Float64Val(MakeRatio(c[0], c[1]))
		if got != want || exact != wantExact || MakeRatio(c[0], c[1]).Kind() != Float {
			t.Fatalf("%d/%d: %v (exact %v), want %v (exact %v)", c[0], c[1], got, exact, want, wantExact)
		}
	}
}

// Each function answers as go/constant's does for the kinds the programs
// hold: kinds, values, conversions and signs.
func TestTheLightConstantsAnswerAsGoConstantDoes(t *testing.T) {
	type pair struct {
		light Value
		exact gc.Value
	}
	values := []pair{
		{MakeUnknown(), gc.MakeUnknown()},
		{MakeBool(true), gc.MakeBool(true)},
		{MakeBool(false), gc.MakeBool(false)},
		{MakeInt64(0), gc.MakeInt64(0)},
		{MakeInt64(-7), gc.MakeInt64(-7)},
		{MakeInt64(math.MaxInt64), gc.MakeInt64(math.MaxInt64)},
		{MakeInt64(math.MinInt64), gc.MakeInt64(math.MinInt64)},
		{MakeInt64(1<<53 + 1), gc.MakeInt64(1<<53 + 1)},
		{MakeFloat64(2), gc.MakeFloat64(2)},
		{MakeFloat64(-0.5), gc.MakeFloat64(-0.5)},
		{MakeFloat64(1e30), gc.MakeFloat64(1e30)},
		{MakeRatio(1, 255), gc.BinaryOp(gc.MakeInt64(1), token.QUO, gc.MakeInt64(255))},
		{MakeRatio(10, 5), gc.BinaryOp(gc.MakeInt64(10), token.QUO, gc.MakeInt64(5))},
	}
	same := func(what string, l Value, e gc.Value) {
		t.Helper()
		if int(l.Kind()) != int(e.Kind()) || l.Kind().String() != e.Kind().String() {
			t.Errorf("%s: kind %v, want %v", what, l.Kind(), e.Kind())
			return
		}
		if BoolVal(l) != (e.Kind() == gc.Bool && gc.BoolVal(e)) {
			t.Errorf("%s: BoolVal differs", what)
		}
		li, lok := Int64Val(l)
		var ei int64
		var eok bool
		if e.Kind() == gc.Int {
			ei, eok = gc.Int64Val(e)
		}
		if li != ei || lok != eok {
			t.Errorf("%s: Int64Val %d %v, want %d %v", what, li, lok, ei, eok)
		}
		if e.Kind() == gc.Int || e.Kind() == gc.Float {
			lf, lex := Float64Val(l)
			ef, eex := gc.Float64Val(e)
			if lf != ef || lex != eex {
				t.Errorf("%s: Float64Val %v %v, want %v %v", what, lf, lex, ef, eex)
			}
		}
	}
	for _, v := range values {
		what := v.exact.ExactString()
		same(what, v.light, v.exact)
		if v.exact.Kind() != gc.Float || math.Abs(v.light.(floatVal).f) < math.Exp2(63) { // an integer beyond int64: go/constant's is a big one
			same("ToInt("+what+")", ToInt(v.light), gc.ToInt(v.exact))
		}
		same("ToFloat("+what+")", ToFloat(v.light), gc.ToFloat(v.exact))
		for _, op := range []token.Token{token.SUB, token.ADD, token.NOT} {
			if v.exact.Kind() == gc.Unknown || (op == token.NOT) != (v.exact.Kind() == gc.Bool) {
				continue
			}
			if op == token.SUB && v.exact.Kind() == gc.Int && v.exact.ExactString() == "-9223372036854775808" {
				continue // go/constant goes to a big integer; the programs hold none
			}
			same(op.String()+what, UnaryOp(op, v.light, 0), gc.UnaryOp(op, v.exact, 0))
		}
	}
}
