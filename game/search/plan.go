package search

import (
	"math"
	"reflect"
	"sync"
	"unsafe"

	"parlour/game"
)

// A hashFunc folds the value of one type at p into h: the fingerprint of a
// type, planned once (planOf) from what the reflective walk would do at each
// value, so that the walk itself reads memory at known offsets and decides
// nothing. A failure (a value whose JSON cannot be encoded) is kept in hs and
// ends the walk's meaning, not its course.
type hashFunc func(hs *hashState, h uint64, p unsafe.Pointer) uint64

type hashState struct{ err error }

var (
	plansMu sync.Mutex
	plans   sync.Map // reflect.Type → hashFunc, finished plans only
)

// planFor is t's plan, made on first use.
func planFor(t reflect.Type) hashFunc {
	if f, ok := plans.Load(t); ok {
		return f.(hashFunc)
	}
	plansMu.Lock()
	defer plansMu.Unlock()
	c := planner{slots: map[reflect.Type]*hashFunc{}}
	f := c.plan(t)
	// Published together once every slot is filled: another goroutine never
	// sees a plan that calls through an empty slot.
	for t, s := range c.slots {
		plans.Store(t, *s)
	}
	return f
}

// planner makes the plans of one type and of every type it holds; slots lets a
// type that holds itself (through a pointer or slice) call its own plan.
type planner struct{ slots map[reflect.Type]*hashFunc }

func (c *planner) plan(t reflect.Type) hashFunc {
	if f, ok := plans.Load(t); ok {
		return f.(hashFunc)
	}
	if s, ok := c.slots[t]; ok {
		if *s != nil {
			return *s
		}
		return func(hs *hashState, h uint64, p unsafe.Pointer) uint64 { return (*s)(hs, h, p) }
	}
	s := new(hashFunc)
	c.slots[t] = s
	*s = c.build(t)
	return *s
}

func (c *planner) build(t reflect.Type) hashFunc {
	if t == valuesType {
		return func(_ *hashState, h uint64, p unsafe.Pointer) uint64 { return hashValues(h, *(*game.Values)(p)) }
	}
	switch t.Kind() {
	case reflect.Pointer:
		elem := c.plan(t.Elem())
		return func(hs *hashState, h uint64, p unsafe.Pointer) uint64 {
			q := *(*unsafe.Pointer)(p)
			if q == nil {
				return hashNil(h)
			}
			return elem(hs, mix(h, 1), q)
		}
	case reflect.Interface:
		return func(hs *hashState, h uint64, p unsafe.Pointer) uint64 {
			v := reflect.NewAt(t, p).Elem()
			if v.IsNil() {
				return hashNil(h)
			}
			h, err := hashDynamic(mix(h, 1), v.Elem())
			if err != nil && hs.err == nil {
				hs.err = err
			}
			return h
		}
	case reflect.Struct:
		if t.Implements(marshalerType) || t.Implements(textType) {
			return jsonPlan(t)
		}
		return c.structPlan(t)
	case reflect.Slice:
		return c.slicePlan(t)
	case reflect.Array:
		elem, size, n := c.plan(t.Elem()), t.Elem().Size(), t.Len()
		return func(hs *hashState, h uint64, p unsafe.Pointer) uint64 {
			h = mix(h, uint64(n))
			for i := range n {
				h = elem(hs, h, unsafe.Add(p, uintptr(i)*size))
			}
			return h
		}
	}
	if f := scalarPlan(t.Kind()); f != nil {
		return f
	}
	return jsonPlan(t)
}

// structPlan hashes the fields JSON would encode (exported ones and those of
// embedded structs, less `json:"-"`), each after its index.
func (c *planner) structPlan(t reflect.Type) hashFunc {
	type field struct {
		index  uint64
		offset uintptr
		hash   hashFunc
	}
	var fields []field
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() && !(f.Anonymous && f.Type.Kind() == reflect.Struct) {
			continue
		}
		if f.Tag.Get("json") == "-" {
			continue
		}
		fields = append(fields, field{uint64(i), f.Offset, c.plan(f.Type)})
	}
	return func(hs *hashState, h uint64, p unsafe.Pointer) uint64 {
		for i := range fields {
			f := &fields[i]
			h = f.hash(hs, mix(h, f.index), unsafe.Add(p, f.offset))
		}
		return h
	}
}

// slicePlan hashes a nil slice apart from an empty one, then the length and
// the elements; slices of plain numbers, the commonest, without a call each.
func (c *planner) slicePlan(t reflect.Type) hashFunc {
	type header struct {
		data     unsafe.Pointer
		len, cap int
	}
	switch t.Elem().Kind() {
	case reflect.Int:
		return func(_ *hashState, h uint64, p unsafe.Pointer) uint64 {
			s := *(*[]int)(p)
			if s == nil {
				return hashNil(h)
			}
			h = mix(h, uint64(len(s)))
			for _, x := range s {
				h = mix(h, uint64(x))
			}
			return h
		}
	case reflect.Int8:
		return func(_ *hashState, h uint64, p unsafe.Pointer) uint64 {
			s := *(*[]int8)(p)
			if s == nil {
				return hashNil(h)
			}
			h = mix(h, uint64(len(s)))
			for _, x := range s {
				h = mix(h, uint64(x))
			}
			return h
		}
	}
	elem, size := c.plan(t.Elem()), t.Elem().Size()
	return func(hs *hashState, h uint64, p unsafe.Pointer) uint64 {
		s := (*header)(p)
		if s.data == nil {
			return hashNil(h)
		}
		h = mix(h, uint64(s.len))
		for i := range s.len {
			h = elem(hs, h, unsafe.Add(s.data, uintptr(i)*size))
		}
		return h
	}
}

func scalarPlan(k reflect.Kind) hashFunc {
	switch k {
	case reflect.Int:
		return func(_ *hashState, h uint64, p unsafe.Pointer) uint64 { return mix(h, uint64(*(*int)(p))) }
	case reflect.Int8:
		return func(_ *hashState, h uint64, p unsafe.Pointer) uint64 { return mix(h, uint64(*(*int8)(p))) }
	case reflect.Int16:
		return func(_ *hashState, h uint64, p unsafe.Pointer) uint64 { return mix(h, uint64(*(*int16)(p))) }
	case reflect.Int32:
		return func(_ *hashState, h uint64, p unsafe.Pointer) uint64 { return mix(h, uint64(*(*int32)(p))) }
	case reflect.Int64:
		return func(_ *hashState, h uint64, p unsafe.Pointer) uint64 { return mix(h, uint64(*(*int64)(p))) }
	case reflect.Uint:
		return func(_ *hashState, h uint64, p unsafe.Pointer) uint64 { return mix(h, uint64(*(*uint)(p))) }
	case reflect.Uint8:
		return func(_ *hashState, h uint64, p unsafe.Pointer) uint64 { return mix(h, uint64(*(*uint8)(p))) }
	case reflect.Uint16:
		return func(_ *hashState, h uint64, p unsafe.Pointer) uint64 { return mix(h, uint64(*(*uint16)(p))) }
	case reflect.Uint32:
		return func(_ *hashState, h uint64, p unsafe.Pointer) uint64 { return mix(h, uint64(*(*uint32)(p))) }
	case reflect.Uint64:
		return func(_ *hashState, h uint64, p unsafe.Pointer) uint64 { return mix(h, *(*uint64)(p)) }
	case reflect.Bool:
		return func(_ *hashState, h uint64, p unsafe.Pointer) uint64 { return mix(h, hashBool(*(*bool)(p))) }
	case reflect.Float32:
		return func(_ *hashState, h uint64, p unsafe.Pointer) uint64 {
			return mix(h, math.Float64bits(float64(*(*float32)(p))))
		}
	case reflect.Float64:
		return func(_ *hashState, h uint64, p unsafe.Pointer) uint64 { return mix(h, math.Float64bits(*(*float64)(p))) }
	case reflect.String:
		return func(_ *hashState, h uint64, p unsafe.Pointer) uint64 { return hashString(h, *(*string)(p)) }
	}
	return nil
}

// jsonPlan hashes a type the walk does not know by its JSON.
func jsonPlan(t reflect.Type) hashFunc {
	return func(hs *hashState, h uint64, p unsafe.Pointer) uint64 {
		h, err := hashJSON(h, reflect.NewAt(t, p).Elem())
		if err != nil && hs.err == nil {
			hs.err = err
		}
		return h
	}
}
