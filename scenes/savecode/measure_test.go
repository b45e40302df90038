package savecode

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"flag"
	"io"
	"reflect"
	"strings"
	"testing"
)

var measure = flag.Bool("measure", false, "measure codes' length and how many one-character changes are accepted (issue 28)")

// decodeV1Lenient is the version 1 decoder as it was before version 2:
// base64 read leniently and anything after the compressed data ignored
// (the content then checked as Decode checks it).
func decodeV1Lenient(code string) (Bundle, error) {
	body, ok := strings.CutPrefix(code, "parlour1-")
	if !ok {
		return Bundle{}, refuse(NotOurs, "no parlour1 prefix")
	}
	packed, err := base64.RawURLEncoding.DecodeString(body)
	if err != nil {
		return Bundle{}, refuse(Damaged, "base64: %v", err)
	}
	raw, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(packed)), maxInflated+1))
	if err != nil {
		return Bundle{}, refuse(Damaged, "deflate: %v", err)
	}
	return open(raw)
}

// TestMeasureChangedCodes repeats issue 28's experiment (every character
// after the prefix replaced by each of the 63 other base64url characters)
// against the old version 1 decoder, today's reading of version 1, and
// version 2; and compares the codes' lengths. Run it with
//
//	go test ./scenes/savecode -run Measure -v -measure
func TestMeasureChangedCodes(t *testing.T) {
	if !*measure {
		t.Skip("a measurement: run with -measure")
	}
	var sum1, sum2, n int
	for more := range 40 {
		b := realistic(t, more)
		v2, _ := Encode(b)
		sum1 += len(codeV1(mustJSON(t, b)))
		sum2 += len(v2)
		n++
	}
	t.Logf("length over %d realistic codes: version 1 %.1f characters on average, version 2 %.1f (+%.2f)", n, float64(sum1)/float64(n), float64(sum2)/float64(n), float64(sum2-sum1)/float64(n))
	for name, b := range map[string]Bundle{"sample": sample(t), "realistic": realistic(t, 0)} {
		v1, v2 := codeV1(mustJSON(t, b)), ""
		v2, _ = Encode(b)
		t.Logf("%s: version 1 code %d characters, version 2 %d", name, len(v1), len(v2))
		for _, d := range []struct {
			name   string
			code   string
			decode func(string) (Bundle, error)
		}{
			{"version 1, old decoder", v1, decodeV1Lenient},
			{"version 1, Decode", v1, Decode},
			{"version 2, Decode", v2, Decode},
		} {
			want, err := d.decode(d.code)
			if err != nil {
				t.Fatal(err)
			}
			start := strings.IndexByte(d.code, '-') + 1
			var tried, accepted, same, game, stats, settings int
			for i := start; i < len(d.code); i++ {
				for _, c := range alphabet {
					if byte(c) == d.code[i] {
						continue
					}
					tried++
					got, err := d.decode(d.code[:i] + string(c) + d.code[i+1:])
					if err != nil {
						continue
					}
					accepted++
					diff := false
					if !bytes.Equal(got.Session, want.Session) || got.Finished != want.Finished {
						game++
						diff = true
					}
					if !reflect.DeepEqual(got.Stats, want.Stats) {
						stats++
						diff = true
					}
					if !reflect.DeepEqual(got.Settings, want.Settings) {
						settings++
						diff = true
					}
					if !diff {
						same++
					}
				}
			}
			t.Logf("%s, %s: %d of %d changed codes accepted (%.2f%%): %d restore the same content, %d another game, %d other statistics, %d other settings",
				name, d.name, accepted, tried, 100*float64(accepted)/float64(tried), same, game, stats, settings)
		}
	}
}
