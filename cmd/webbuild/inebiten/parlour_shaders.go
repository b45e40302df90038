//go:build ignore

// Written into Ebitengine's internal/graphics by Parlour's cmd/webbuild
// (shaders.go), which removes the line above. It rebuilds a shader program
// that the build compiled and encoded (precompiledShaders, written beside this
// file), so the wasm needs no Kage compiler at run time.

package graphics

import (
	"errors"
	"fmt"
	"go/constant"
	"go/token"
	"math"
	"reflect"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// The kinds of a constant.Value in the encoding.
const (
	parlourConstNone = iota
	parlourConstBool
	parlourConstInt
	parlourConstFloat
	parlourConstUnknown
)

var parlourConstantType = reflect.TypeFor[constant.Value]()

// ParlourDecodeProgram rebuilds a program from its encoding: every exported
// field in declaration order; integers as zigzag varints, unsigned ones and
// lengths as varints (a slice's length plus one, 0 for nil; a pointer 0 or
// 1), strings as length and bytes, floats as their bits, and a
// constant.Value as its kind and value (a float constant as an exact ratio
// of two integers).
func ParlourDecodeProgram(data string) (*shaderir.Program, error) {
	d := parlourDecoder{data: data}
	var p shaderir.Program
	d.value(reflect.ValueOf(&p).Elem())
	if d.err == nil && d.pos != len(d.data) {
		d.err = fmt.Errorf("%d bytes left over", len(d.data)-d.pos)
	}
	if d.err != nil {
		return nil, fmt.Errorf("graphics: decoding a precompiled shader: %w", d.err)
	}
	return &p, nil
}

type parlourDecoder struct {
	data string
	pos  int
	err  error
}

func (d *parlourDecoder) uvarint() uint64 {
	var x uint64
	for shift := uint(0); d.err == nil; shift += 7 {
		if d.pos >= len(d.data) || shift > 63 {
			d.err = errors.New("truncated")
			break
		}
		b := d.data[d.pos]
		d.pos++
		x |= uint64(b&0x7f) << shift
		if b < 0x80 {
			return x
		}
	}
	return 0
}

func (d *parlourDecoder) varint() int64 {
	u := d.uvarint()
	return int64(u>>1) ^ -int64(u&1)
}

func (d *parlourDecoder) value(v reflect.Value) {
	if d.err != nil {
		return
	}
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(d.uvarint() == 1)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(d.varint())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(d.uvarint())
	case reflect.Float32, reflect.Float64:
		v.SetFloat(math.Float64frombits(d.uvarint()))
	case reflect.String:
		n := int(d.uvarint())
		if d.err == nil && (n < 0 || n > len(d.data)-d.pos) {
			d.err = errors.New("a string runs past the end")
			return
		}
		v.SetString(d.data[d.pos : d.pos+n])
		d.pos += n
	case reflect.Slice:
		n := int(d.uvarint())
		if n == 0 || d.err != nil {
			return
		}
		if n-1 > len(d.data)-d.pos {
			d.err = errors.New("a slice runs past the end")
			return
		}
		s := reflect.MakeSlice(v.Type(), n-1, n-1)
		for i := range n - 1 {
			d.value(s.Index(i))
		}
		v.Set(s)
	case reflect.Array:
		for i := range v.Len() {
			d.value(v.Index(i))
		}
	case reflect.Pointer:
		if d.uvarint() == 0 {
			return
		}
		p := reflect.New(v.Type().Elem())
		d.value(p.Elem())
		v.Set(p)
	case reflect.Struct:
		for i := range v.NumField() {
			// Only exported fields are settable (and encoded); CanSet
			// says so without building the field's description.
			if f := v.Field(i); f.CanSet() {
				d.value(f)
			}
		}
	case reflect.Interface:
		if v.Type() != parlourConstantType {
			d.err = fmt.Errorf("an interface field of type %s", v.Type())
			return
		}
		switch d.uvarint() {
		case parlourConstNone:
		case parlourConstBool:
			v.Set(reflect.ValueOf(constant.MakeBool(d.uvarint() == 1)))
		case parlourConstInt:
			v.Set(reflect.ValueOf(constant.MakeInt64(d.varint())))
		case parlourConstFloat:
			num := constant.MakeInt64(d.varint())
			v.Set(reflect.ValueOf(constant.BinaryOp(num, token.QUO, constant.MakeInt64(d.varint()))))
		case parlourConstUnknown:
			v.Set(reflect.ValueOf(constant.MakeUnknown()))
		default:
			d.err = errors.New("an unknown constant kind")
		}
	default:
		d.err = fmt.Errorf("a field of kind %s", v.Kind())
	}
}

// The GLSL ES 3.00 the build wrote for each program CompileShader returned
// (precompiledGLSL), by program: a browser's OpenGL driver takes it rather
// than writing it with glsl.Compile (the patch precompiled-glsl).
var (
	parlourGLSLMu sync.Mutex
	parlourGLSLOf = map[*shaderir.Program][2]string{}
)

// parlourRememberGLSL keeps the GLSL g written for program p.
func parlourRememberGLSL(p *shaderir.Program, g [2]string) {
	parlourGLSLMu.Lock()
	defer parlourGLSLMu.Unlock()
	parlourGLSLOf[p] = g
}

// ParlourGLSL returns the GLSL ES 3.00 (vertex, fragment) the build wrote
// for p, a program CompileShader returned; false for any other.
func ParlourGLSL(p *shaderir.Program) (vertex, fragment string, ok bool) {
	parlourGLSLMu.Lock()
	defer parlourGLSLMu.Unlock()
	g, ok := parlourGLSLOf[p]
	return g[0], g[1], ok
}
