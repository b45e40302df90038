package mascarade

import (
	"errors"
	"fmt"
	"slices"

	"parlour/game"
)

// Past exactLimit, Know keeps no arrangements and Sample searches for a
// history instead (see Knowledge).

// dfsBudget caps one search for a consistent history before it starts over.
const dfsBudget = 200_000

// prepareSearch records, for each unseen swap, the pins still to come that
// depend on it, with the places from which each pin's mask can still reach
// its place (its cone, just after the swap).
func (k *Knowledge) prepareSearch() {
	k.checks = make([][]check, len(k.ops))
	for t, o := range k.ops {
		if o.kind != opPin {
			continue
		}
		cone := uint16(1) << o.a
		for i := t - 1; i >= 0; i-- {
			x := k.ops[i]
			if x.kind != opUnseen && x.kind != opSwap {
				continue
			}
			ab := uint16(1)<<x.a | uint16(1)<<x.b
			switch x.kind {
			case opUnseen:
				if cone&ab != 0 {
					k.checks[i] = append(k.checks[i], check{o.m, cone})
					cone |= ab
				}
			case opSwap:
				if cone&ab != 0 && cone&ab != ab {
					cone ^= ab
				}
			}
		}
	}
}

// search finds a history consistent with every pin by trying each unseen
// swap both ways in random order, pruning a choice as soon as some pin to
// come can no longer be met, and backtracking when stuck.
func (k *Knowledge) search(r *game.RNG, bits []int8) ([]Mask, error) {
	for range 8 {
		x, err := k.searchOnce(r, bits)
		if err != errBudget {
			return x, err
		}
	}
	return nil, fmt.Errorf("mascarade: no consistent history found within the search budget")
}

var errBudget = errors.New("budget")

func (k *Knowledge) searchOnce(r *game.RNG, bits []int8) ([]Mask, error) {
	x := slices.Clone(k.start)
	type choice struct {
		i   int
		alt bool // the other way is still to try
	}
	var stack []choice
	budget := dfsBudget
	for i := 0; i < len(k.ops); {
		if budget--; budget < 0 {
			return nil, errBudget
		}
		o := k.ops[i]
		ok := true
		switch o.kind {
		case opPin:
			ok = x[o.a] == o.m
		case opSwap:
			x[o.a], x[o.b] = x[o.b], x[o.a]
		case opUnseen:
			bit := int8(r.Intn(2))
			alt := true
			if ok = k.try(x, i, bit, bits); !ok {
				alt = false
				ok = k.try(x, i, bit^1, bits)
			}
			if ok {
				stack = append(stack, choice{i, alt})
			}
		}
		if ok {
			i++
			continue
		}
		for {
			if len(stack) == 0 {
				return nil, errInconsistent
			}
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for j := i - 1; j >= c.i; j-- {
				if o := k.ops[j]; o.kind == opSwap || (o.kind == opUnseen && bits[j] == 1) {
					x[o.a], x[o.b] = x[o.b], x[o.a]
				}
			}
			i = c.i
			if c.alt && k.try(x, i, bits[i]^1, bits) {
				stack = append(stack, choice{i, false})
				i++
				break
			}
		}
	}
	return x, nil
}

// try makes unseen swap i real (bit 1) or not, and keeps it if every pin to
// come that depends on it can still be met.
func (k *Knowledge) try(x []Mask, i int, bit int8, bits []int8) bool {
	o := k.ops[i]
	bits[i] = bit
	if bit == 1 {
		x[o.a], x[o.b] = x[o.b], x[o.a]
	}
	for _, c := range k.checks[i] {
		met := false
		for q, cone := 0, c.cone; cone != 0; q, cone = q+1, cone>>1 {
			if cone&1 != 0 && x[q] == c.m {
				met = true
				break
			}
		}
		if !met {
			if bit == 1 {
				x[o.a], x[o.b] = x[o.b], x[o.a]
			}
			return false
		}
	}
	return true
}
