// Package lightconst is the part of go/constant that a browser's Ebitengine
// uses once its shaders are precompiled (patch shader-constants-without-big,
// cmd/webbuild/shaderconst.go): booleans, 64-bit integers and float64s. The
// patch copies this file into Ebitengine's copy as the js build of
// internal/shaderir/constant; everywhere else that package is go/constant.
//
// go/constant holds a float constant as an exact big.Rat or big.Float and
// so links math/big (about 270 KB of wasm code); the precompiled programs
// only ever turn their constants into GLSL literals through Float64Val, so
// a float64 computed once, as go/constant's Float64Val would compute it,
// writes the same GLSL.
package lightconst

import (
	"go/token"
	"math"
	"strconv"
)

// Kind is go/constant's Kind, with the same values.
type Kind int

const (
	Unknown Kind = iota
	Bool
	String
	Int
	Float
	Complex
)

func (k Kind) String() string {
	return [...]string{"Unknown", "Bool", "String", "Int", "Float", "Complex"}[k]
}

// Value is a constant: unknown, a bool, an int64 or a float64.
type Value interface {
	Kind() Kind
	String() string
	ExactString() string
}

type (
	unknownVal struct{}
	boolVal    bool
	intVal     int64
	// floatVal is a float, and whether it is only the nearest float64
	// to the constant (1/255 is), as go/constant's Float64Val says.
	floatVal struct {
		f       float64
		inexact bool
	}
)

func (unknownVal) Kind() Kind          { return Unknown }
func (unknownVal) String() string      { return "unknown" }
func (unknownVal) ExactString() string { return "unknown" }
func (v boolVal) Kind() Kind           { return Bool }
func (v boolVal) String() string       { return strconv.FormatBool(bool(v)) }
func (v boolVal) ExactString() string  { return v.String() }
func (v intVal) Kind() Kind            { return Int }
func (v intVal) String() string        { return strconv.FormatInt(int64(v), 10) }
func (v intVal) ExactString() string   { return v.String() }
func (v floatVal) Kind() Kind          { return Float }
func (v floatVal) String() string      { return strconv.FormatFloat(v.f, 'g', 6, 64) }
func (v floatVal) ExactString() string { return strconv.FormatFloat(v.f, 'g', -1, 64) }
func MakeUnknown() Value               { return unknownVal{} }
func MakeBool(b bool) Value            { return boolVal(b) }
func MakeInt64(x int64) Value          { return intVal(x) }
func MakeFloat64(x float64) Value      { return floatVal{f: x} }
func BoolVal(v Value) bool             { b, _ := v.(boolVal); return bool(b) }

// MaxExactRatio bounds the numerator and denominator of MakeRatio: both
// are float64s exactly up to it, and a division of two exact float64s is
// the nearest float64 to the ratio, as go/constant's Float64Val gives.
const MaxExactRatio = 1 << 53

// MakeRatio is the float num/den; |num| and den at most MaxExactRatio.
func MakeRatio(num, den int64) Value {
	n, d := float64(num), float64(den)
	q := n / d
	// The quotient is exact when q·d is n exactly (FMA rounds only once).
	return floatVal{f: q, inexact: math.FMA(q, d, -n) != 0}
}

// Int64Val is an integer's value; exact is false for any other kind.
func Int64Val(v Value) (x int64, exact bool) {
	if i, ok := v.(intVal); ok {
		return int64(i), true
	}
	return 0, false
}

// Float64Val is a number's value as a float64, and whether it is exact.
func Float64Val(v Value) (float64, bool) {
	switch v := v.(type) {
	case intVal:
		return float64(v), fitsExactly(int64(v))
	case floatVal:
		return v.f, !v.inexact
	}
	return 0, false
}

// ToInt is v as an integer when it is one exactly, or unknown.
func ToInt(v Value) Value {
	switch v := v.(type) {
	case intVal:
		return v
	case floatVal:
		// An integer beyond int64 is one go/constant would hold as a big
		// integer; the programs hold none, so it is unknown here.
		if f := v.f; !v.inexact && f == math.Trunc(f) && f >= -math.Exp2(63) && f < math.Exp2(63) {
			return intVal(int64(f))
		}
	}
	return unknownVal{}
}

// fitsExactly says whether the float64 nearest to x is x.
func fitsExactly(x int64) bool {
	f := float64(x)
	return f < math.Exp2(63) && int64(f) == x
}

// ToFloat is a number as a float, or unknown.
func ToFloat(v Value) Value {
	switch v := v.(type) {
	case intVal:
		return floatVal{f: float64(v), inexact: !fitsExactly(int64(v))}
	case floatVal:
		return v
	}
	return unknownVal{}
}

// UnaryOp is -y for a number (op token.SUB), +y for token.ADD and !y for
// a bool (token.NOT); anything else is unknown.
func UnaryOp(op token.Token, y Value, prec uint) Value {
	switch op {
	case token.ADD:
		switch y.(type) {
		case intVal, floatVal:
			return y
		}
	case token.SUB:
		switch y := y.(type) {
		case intVal:
			if y != math.MinInt64 {
				return -y
			}
		case floatVal:
			return floatVal{f: -y.f, inexact: y.inexact}
		}
	case token.NOT:
		if b, ok := y.(boolVal); ok {
			return !b
		}
	}
	return unknownVal{}
}
