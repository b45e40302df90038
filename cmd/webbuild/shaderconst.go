package main

import (
	"bytes"
	_ "embed"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// The patch shader-constants-without-big (patches.go says why) gives the
// shader programs a constant package of their own,
// internal/shaderir/constant: go/constant itself (type aliases) everywhere
// but the browser, where it is lightconst, which holds floats as float64s
// and so needs no math/big. The files a browser's program links name it in
// place of go/constant; the Kage compiler, HLSL and MSL keep go/constant,
// whose Value is the same type outside a browser, and are not linked in one.

//go:embed lightconst/lightconst.go
var lightConstantSource []byte

const shaderConstantPackage = ebitenModule + "/internal/shaderir/constant"

// The files a browser's program links that import go/constant.
var shaderConstantUsers = []string{
	"internal/shaderir/program.go",
	"internal/shaderir/check.go",
	"internal/shaderir/glsl/glsl.go",
	"internal/graphics/parlour_shaders.go",
}

// shaderConstantAPI is what both builds of the package declare, so what
// the rewritten files may use.
var shaderConstantAPI = []string{"Bool", "BoolVal", "Complex", "Float", "Float64Val", "Int", "Int64Val", "Kind",
	"MakeBool", "MakeFloat64", "MakeInt64", "MakeRatio", "MakeUnknown", "String", "ToFloat", "ToInt", "UnaryOp", "Unknown", "Value"}

// shaderConstantOutsideBrowser is the package outside a browser: go/constant.
const shaderConstantOutsideBrowser = `//go:build !js

// Written by Parlour's cmd/webbuild (patch shader-constants-without-big):
// outside a browser the shader programs' constants are go/constant's, so
// that the Kage compiler, HLSL and MSL, which import go/constant, share
// their type; in a browser they are constant_js.go's.
package constant

import (
	gc "go/constant"
	"go/token"
)

type (
	Value = gc.Value
	Kind  = gc.Kind
)

const (
	Unknown = gc.Unknown
	Bool    = gc.Bool
	String  = gc.String
	Int     = gc.Int
	Float   = gc.Float
	Complex = gc.Complex
)

func MakeUnknown() Value                               { return gc.MakeUnknown() }
func MakeBool(b bool) Value                            { return gc.MakeBool(b) }
func MakeInt64(x int64) Value                          { return gc.MakeInt64(x) }
func MakeFloat64(x float64) Value                      { return gc.MakeFloat64(x) }
func BoolVal(v Value) bool                             { return gc.BoolVal(v) }
func Int64Val(v Value) (int64, bool)                   { return gc.Int64Val(v) }
func Float64Val(v Value) (float64, bool)               { return gc.Float64Val(v) }
func ToInt(v Value) Value                              { return gc.ToInt(v) }
func ToFloat(v Value) Value                            { return gc.ToFloat(v) }
func UnaryOp(op token.Token, y Value, prec uint) Value { return gc.UnaryOp(op, y, prec) }

// MakeRatio is the exact ratio num/den.
func MakeRatio(num, den int64) Value {
	return gc.BinaryOp(gc.MakeInt64(num), token.QUO, gc.MakeInt64(den))
}
`

// The decoder's float constant, as shaders.go writes it, and as the
// patch rewrites it.
const (
	decoderRatio = "\t\t\tnum := constant.MakeInt64(d.varint())\n" +
		"\t\t\tv.Set(reflect.ValueOf(constant.BinaryOp(num, token.QUO, constant.MakeInt64(d.varint()))))\n"
	decoderLightRatio = "\t\t\tnum := d.varint()\n" +
		"\t\t\tv.Set(reflect.ValueOf(constant.MakeRatio(num, d.varint())))\n"
)

var constantName = regexp.MustCompile(`\bconstant\.([A-Za-z_][A-Za-z0-9_]*)`)

// withShaderConstantsWithoutBig adds the package to the copy and points the
// browser's files at it.
func withShaderConstantsWithoutBig(m *module) error {
	dir := filepath.Join(m.dir, filepath.FromSlash("internal/shaderir/constant"))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	js, err := lightConstantForBrowser(lightConstantSource)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "constant_js.go"), js, 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "constant_other.go"), []byte(shaderConstantOutsideBrowser), 0o644); err != nil {
		return err
	}
	for _, f := range shaderConstantUsers {
		if err := m.rewrite(f, withShaderConstants); err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
	}
	return nil
}

// lightConstantForBrowser is lightconst.go as the copy's constant_js.go.
func lightConstantForBrowser(src []byte) ([]byte, error) {
	if bytes.Count(src, []byte("\npackage lightconst\n")) != 1 {
		return nil, fmt.Errorf("lightconst.go has no package clause")
	}
	out := bytes.Replace(src, []byte("\npackage lightconst\n"), []byte("\npackage constant\n"), 1)
	return append([]byte("//go:build js\n\n// Written by Parlour's cmd/webbuild (patch shader-constants-without-big) from its lightconst.go.\n\n"), out...), nil
}

// withShaderConstants points one file's import of go/constant at the
// copy's package, after checking that it uses nothing the package lacks;
// in the decoder, a float becomes MakeRatio.
func withShaderConstants(src []byte) ([]byte, error) {
	const imp = "\t\"go/constant\"\n"
	if bytes.Count(src, []byte(imp)) != 1 {
		return nil, fmt.Errorf("no import of go/constant where expected: %w", errUpstreamChanged)
	}
	out := src
	if bytes.Contains(out, []byte("constant.BinaryOp(")) {
		if bytes.Count(out, []byte(decoderRatio)) != 1 {
			return nil, fmt.Errorf("a constant.BinaryOp that is not the decoder's ratio: %w", errUpstreamChanged)
		}
		out = bytes.Replace(out, []byte(decoderRatio), []byte(decoderLightRatio), 1)
	}
	var lacking []string
	for _, m := range constantName.FindAllSubmatch(withoutComments(out), -1) {
		if name := string(m[1]); !slices.Contains(shaderConstantAPI, name) && !slices.Contains(lacking, name) {
			lacking = append(lacking, name)
		}
	}
	if len(lacking) > 0 {
		return nil, fmt.Errorf("it uses constant.%s, which the browser's constant package lacks: %w", strings.Join(lacking, ", constant."), errUpstreamChanged)
	}
	out = bytes.Replace(out, []byte(imp), []byte("\t\""+shaderConstantPackage+"\"\n"), 1)
	return dropUnusedImports(out, "go/token")
}

// withoutComments blanks the line comments of Go source (a comment's
// constant.BinaryOp is no use of it).
func withoutComments(src []byte) []byte {
	lines := bytes.Split(src, []byte("\n"))
	for i, l := range lines {
		if j := bytes.Index(l, []byte("//")); j >= 0 {
			lines[i] = l[:j]
		}
	}
	return bytes.Join(lines, []byte("\n"))
}
