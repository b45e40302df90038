package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
)

// The patch precompiled-glsl (patches.go says why) has the OpenGL driver
// take, in a browser, the GLSL ES 3.00 the build wrote for each of
// Ebitengine's programs (precompiled-shaders' generator writes it beside
// the programs, and CompileShader keeps it by program) instead of writing
// it with glsl.Compile at run time. WebGL 2 is the only context Ebitengine
// asks a browser for, so ES 3.00 is the only version a browser needs;
// elsewhere the driver writes GLSL as before.

const openGLShaderFile = "internal/graphicsdriver/opengl/shader.go"

// openGLCompileLine is the line of Shader.compile the patch replaces.
const openGLCompileLine = "\tvssrc, fssrc := glsl.Compile(s.ir, s.graphics.context.glslVersion())\n"

const openGLCompileWith = "\tvssrc, fssrc, err := parlourGLSL(s.ir, s.graphics.context.glslVersion())\n" +
	"\tif err != nil {\n\t\treturn err\n\t}\n"

// The driver's GLSL in a browser, and elsewhere.
const parlourGLSLJS = `//go:build js

// Written by Parlour's cmd/webbuild (precompiled-glsl).

package opengl

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/internal/graphics"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir/glsl"
)

// parlourGLSL is the GLSL the build wrote for p: a browser's context is
// WebGL 2, whose GLSL ES 3.00 it wrote for every program of Ebitengine's
// own, and glsl.Compile stays out of the program.
func parlourGLSL(p *shaderir.Program, version glsl.GLSLVersion) (vertex, fragment string, err error) {
	if vs, fs, ok := graphics.ParlourGLSL(p); ok && version == glsl.GLSLVersionES300 {
		return vs, fs, nil
	}
	return "", "", fmt.Errorf("opengl: this build wrote the GLSL ES 3.00 of Ebitengine's own shaders only, not GLSL version %d of this one (Parlour's cmd/webbuild/precompiledglsl.go)", version)
}
`

const parlourGLSLOther = `//go:build !js

// Written by Parlour's cmd/webbuild (precompiled-glsl).

package opengl

import (
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir/glsl"
)

// parlourGLSL writes p's GLSL, as the driver always did outside a browser.
func parlourGLSL(p *shaderir.Program, version glsl.GLSLVersion) (vertex, fragment string, err error) {
	vertex, fragment = glsl.Compile(p, version)
	return vertex, fragment, nil
}
`

// withPrecompiledGLSL applies the patch to the copy.
func withPrecompiledGLSL(m *module) error {
	if err := m.rewrite(openGLShaderFile, openGLShaderWithPrecompiledGLSL); err != nil {
		return err
	}
	dir := filepath.Join(m.dir, filepath.FromSlash(filepath.Dir(openGLShaderFile)))
	for name, src := range map[string]string{"parlour_glsl_js.go": parlourGLSLJS, "parlour_glsl_other.go": parlourGLSLOther} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// openGLShaderWithPrecompiledGLSL has Shader.compile take its GLSL from
// parlourGLSL, after checking that it writes it with glsl.Compile once, and
// drops the import of glsl that no longer serves.
func openGLShaderWithPrecompiledGLSL(src []byte) ([]byte, error) {
	if bytes.Count(src, []byte(openGLCompileLine)) != 1 {
		return nil, fmt.Errorf("%s does not hold %q once: %w", openGLShaderFile, openGLCompileLine, errUpstreamChanged)
	}
	out := bytes.Replace(src, []byte(openGLCompileLine), []byte(openGLCompileWith), 1)
	return dropUnusedImports(out, ebitenModule+"/internal/shaderir/glsl")
}
