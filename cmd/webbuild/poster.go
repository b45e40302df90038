package main

// Posters: the picture an embed shows before it is played (wasm/embed.js).
// Each is an SVG written here at build time, not a PNG: it is a few
// kilobytes, sharp in any box at any device scale (a PNG sharp on a 3×
// phone at 1280 CSS pixels would be hundreds of kilobytes), and a pure
// function of the game's back and the display font, so the build is
// deterministic. The game draws with Ebitengine, which a native command
// cannot import, so the poster redraws what the title screen shows of a
// game in SVG: a fan of its cards (the back: its colours read from its
// table's back.go, its motif below) on the felt, and its name in the
// display face, as paths (no font is downloaded, the text looks as it
// does in the game, and a host's CSP needs no font-src).

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"html"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"parlour/assets/fonts"
	"parlour/render/style"
)

// maxPoster is the most a poster may weigh (issue 32): an embed's first
// paint costs the host page this and the loader, nothing more.
const maxPoster = 30 * 1024

// posterW and posterH are the poster's box (16:10, the embed's default
// shape); the SVG scales to any box.
const posterW, posterH = 480.0, 300.0

// back is a game's card back as its table draws it (render.Back).
type back struct {
	fill, inner color.RGBA
	corners     bool
}

// motifs are the backs' motifs in SVG, drawn centred at (0,0) at size 1
// (scenes/<game>/back.go draws them with Ebitengine; the heart is
// render.DefaultBack's). A game without one here gets the heart.
var motifs = map[string]string{
	"heart": `<circle cx="-.25" cy="-.125" r=".275"/><circle cx=".25" cy="-.125" r=".275"/><path d="M-.51-.025H.51L0 .525z"/>`,
	"mascarade": `<path fill-rule="evenodd" d="M-.95-.45-.45-.2 0-.3.45-.2.95-.45.8.25.35.4 0 .15-.35.4-.8.25z` +
		`M-.59 0a.17 .17 0 1 0 .34 0a.17 .17 0 1 0-.34 0zM.25 0a.17 .17 0 1 0 .34 0a.17 .17 0 1 0-.34 0z"/>`,
	"rebelprincess": `<path d="M-.8.45V-.2L-.4 0 0-.45.4 0 .8-.2V.45z"/><circle cx="-.8" cy="-.2" r=".13"/><circle cy="-.45" r=".13"/><circle cx=".8" cy="-.2" r=".13"/>`,
	"threeparts":    `<rect x="-.735" y="-.65" width=".42" height="1.3" rx=".105"/><rect x="-.21" y="-.9" width=".42" height="1.8" rx=".105"/><rect x=".315" y="-.5" width=".42" height="1" rx=".105"/>`,
}

// readBack reads a game's back colours from scenes/<game>/back.go: the
// render.Back literal's Fill and Inner, and Corners. A game whose back is
// render.DefaultBack (Love Letter) keeps style.BackFill and BackInner.
func readBack(root, name string) (back, error) {
	b := back{fill: style.BackFill, inner: style.BackInner, corners: true}
	file := filepath.Join(root, "scenes", name, "back.go")
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		if os.IsNotExist(err) {
			return b, nil
		}
		return b, err
	}
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.CompositeLit)
		if !ok || !isSel(lit.Type, "render", "Back") {
			return true
		}
		b.corners = false
		for _, e := range lit.Elts {
			kv, ok := e.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			key, _ := kv.Key.(*ast.Ident)
			switch {
			case key == nil:
			case key.Name == "Corners":
				id, _ := kv.Value.(*ast.Ident)
				b.corners = id != nil && id.Name == "true"
			case key.Name == "Fill" || key.Name == "Inner":
				c, ok := rgbaLiteral(kv.Value)
				if !ok {
					err = fmt.Errorf("%s: %s is not a color.RGBA literal", file, key.Name)
				} else if key.Name == "Fill" {
					b.fill = c
				} else {
					b.inner = c
				}
			}
		}
		return false
	})
	return b, err
}

func isSel(e ast.Expr, pkg, name string) bool {
	s, ok := e.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	id, ok := s.X.(*ast.Ident)
	return ok && id.Name == pkg && s.Sel.Name == name
}

func rgbaLiteral(e ast.Expr) (color.RGBA, bool) {
	lit, ok := e.(*ast.CompositeLit)
	if !ok || !isSel(lit.Type, "color", "RGBA") || len(lit.Elts) != 4 {
		return color.RGBA{}, false
	}
	var v [4]uint8
	for i, x := range lit.Elts {
		b, ok := x.(*ast.BasicLit)
		if !ok {
			return color.RGBA{}, false
		}
		n, err := strconv.ParseUint(b.Value, 0, 8)
		if err != nil {
			return color.RGBA{}, false
		}
		v[i] = uint8(n)
	}
	return color.RGBA{v[0], v[1], v[2], v[3]}, true
}

func hexColour(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// num writes a coordinate with at most one decimal, which is finer than a
// pixel at any size a poster is shown and keeps the paths short.
func num(v float64) string {
	return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64)
}

// poster is a game's poster: its back fanned three times on the felt, and
// its title under the fan.
func poster(name, title string, b back, face *sfnt.Font) ([]byte, error) {
	motif, ok := motifs[name]
	if !ok {
		motif = motifs["heart"]
	}
	heart := "h" // Parlour's mark
	if motif == motifs["heart"] {
		heart = "m"
	}
	var s bytes.Buffer
	fmt.Fprintf(&s, `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 %s %s">`, num(posterW), num(posterH))
	fmt.Fprintf(&s, `<title>%s</title>`, html.EscapeString(title))
	fmt.Fprintf(&s, `<defs><radialGradient id="f" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="%s"/><stop offset=".55" stop-color="%s"/><stop offset="1" stop-color="%s"/></radialGradient>`,
		hexColour(style.Button), hexColour(style.Felt), hexColour(style.FeltDeep))
	fmt.Fprintf(&s, `<g id="m">%s</g>`, motif)
	if heart == "h" {
		fmt.Fprintf(&s, `<g id="h">%s</g>`, motifs["heart"])
	}
	// One card back, as render's drawBack draws it: the panel, the inner
	// panel, the motif and (for some games) small motifs in the corners.
	ch := 150.0
	cw := ch / style.CardAspect
	rad := cw * style.CardRadius
	in := cw * 0.12
	iw, ih := cw-2*in, ch-2*in
	fmt.Fprintf(&s, `<g id="c"><rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="#000" opacity=".35"/>`, num(-cw/2+cw*0.03), num(-ch+cw*0.04), num(cw), num(ch), num(rad))
	fmt.Fprintf(&s, `<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s" stroke="%s" stroke-width="%s"/>`, num(-cw/2), num(-ch), num(cw), num(ch), num(rad), hexColour(b.fill), hexColour(style.Gold), num(cw*0.02))
	fmt.Fprintf(&s, `<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s" stroke="%s" stroke-width="%s"/>`, num(-cw/2+in), num(-ch+in), num(iw), num(ih), num(rad*0.6), hexColour(b.inner), hexColour(style.Mix(style.Gold, style.Ink, 0.3)), num(cw*0.012))
	fmt.Fprintf(&s, `<use xlink:href="#m" fill="%s" transform="translate(0 %s)scale(%s)"/>`, hexColour(style.Gold), num(-ch/2), num(iw*0.45))
	if b.corners {
		k := iw * 0.12
		corner := hexColour(style.Mix(style.Gold, b.inner, 0.45))
		for _, p := range [][2]float64{{-iw/2 + k, -ch + in + k}, {iw/2 - k, -ch + in + k}, {-iw/2 + k, -in - k}, {iw/2 - k, -in - k}} {
			fmt.Fprintf(&s, `<use xlink:href="#m" fill="%s" transform="translate(%s %s)scale(%s)"/>`, corner, num(p[0]), num(p[1]), num(k))
		}
	}
	s.WriteString(`</g></defs>`)
	fmt.Fprintf(&s, `<rect width="%s" height="%s" fill="url(#f)"/>`, num(posterW), num(posterH))
	// The fan: three cards turned about a point below them, like a hand.
	fx, fy := posterW/2, 205.0
	for _, a := range []float64{-13, 13, 0} {
		fmt.Fprintf(&s, `<use xlink:href="#c" transform="translate(%s %s)rotate(%s 0 60)"/>`, num(fx), num(fy), num(a))
	}
	// The title, fitted to the width, and Parlour's mark at the top left.
	d, err := textPath(face, title, posterW/2, 262, 38, posterW*0.9)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(&s, `<path fill="%s" d="%s"/>`, hexColour(style.Gold), d)
	fmt.Fprintf(&s, `<use xlink:href="#%s" fill="%s" transform="translate(22 22)scale(16)"/>`, heart, hexColour(style.Danger))
	mark, err := textPath(face, "Parlour", 0, 0, 15, posterW)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(&s, `<path fill="%s" d="%s" transform="translate(%s 27)"/>`, hexColour(style.Cream), mark, num(36+fonts.Advance(face, "Parlour", 15)/2))
	s.WriteString(`</svg>`)
	return s.Bytes(), nil
}

// textPath is text as one SVG path, its baseline centred at (cx, y), size
// px, made smaller to fit maxW.
func textPath(face *sfnt.Font, text string, cx, y, size, maxW float64) (string, error) {
	if w := fonts.Advance(face, text, size); w > maxW {
		size *= maxW / w
	}
	x := cx - fonts.Advance(face, text, size)/2
	var buf sfnt.Buffer
	ppem := fixed.Int26_6(size * 64)
	var d strings.Builder
	prev := sfnt.GlyphIndex(0)
	pt := func(p fixed.Point26_6) string {
		return num(x+float64(p.X)/64) + " " + num(y+float64(p.Y)/64)
	}
	for i, r := range text {
		g, err := face.GlyphIndex(&buf, r)
		if err != nil || g == 0 {
			return "", fmt.Errorf("the display face has no %q (assets/fonts: scripts/fonts)", r)
		}
		if i > 0 {
			k, _ := face.Kern(&buf, prev, g, ppem, font.HintingNone)
			x += float64(k) / 64
		}
		segs, err := face.LoadGlyph(&buf, g, ppem, nil)
		if err != nil {
			return "", err
		}
		for _, sg := range segs {
			switch sg.Op {
			case sfnt.SegmentOpMoveTo:
				d.WriteString("M" + pt(sg.Args[0]))
			case sfnt.SegmentOpLineTo:
				d.WriteString("L" + pt(sg.Args[0]))
			case sfnt.SegmentOpQuadTo:
				d.WriteString("Q" + pt(sg.Args[0]) + " " + pt(sg.Args[1]))
			case sfnt.SegmentOpCubeTo:
				d.WriteString("C" + pt(sg.Args[0]) + " " + pt(sg.Args[1]) + " " + pt(sg.Args[2]))
			}
		}
		adv, _ := face.GlyphAdvance(&buf, g, ppem, font.HintingNone)
		x += float64(adv) / 64
		prev = g
	}
	return d.String(), nil
}

// writePosters writes posters/<game>.svg for every game and fails if one
// is over maxPoster.
func writePosters(root, out string, games []gameInfo) ([]string, error) {
	face, err := sfnt.Parse(fonts.Display)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Join(out, "posters"), 0o755); err != nil {
		return nil, err
	}
	var files []string
	for _, g := range games {
		b, err := readBack(root, g.Name)
		if err != nil {
			return nil, err
		}
		svg, err := poster(g.Name, g.Title, b, face)
		if err != nil {
			return nil, fmt.Errorf("poster of %s: %w", g.Name, err)
		}
		if len(svg) > maxPoster {
			return nil, fmt.Errorf("the poster of %s is %d bytes, over the %d an embed's first paint may cost", g.Name, len(svg), maxPoster)
		}
		p := filepath.Join("posters", g.Name+".svg")
		if err := os.WriteFile(filepath.Join(out, p), svg, 0o644); err != nil {
			return nil, err
		}
		files = append(files, p)
	}
	return files, nil
}
