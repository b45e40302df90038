package json_test

import (
	"bytes"
	stdjson "encoding/json"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"

	"parlour/game/json"
)

// The differential checks: this package against the standard library's
// encoding/json, which it replaces in the wasm and must match.

// sameWrite checks that Marshal writes v as encoding/json does (the same
// bytes, or both an error) and returns what it wrote.
func sameWrite(t *testing.T, what string, v any) []byte {
	t.Helper()
	want, wantErr := stdjson.Marshal(v)
	got, err := json.Marshal(v)
	if (err != nil) != (wantErr != nil) {
		t.Fatalf("%s: Marshal error %v, encoding/json's %v", what, err, wantErr)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s: Marshal wrote\n%s\nencoding/json\n%s\n(first difference at byte %d)", what, got, want, firstDifference(got, want))
	}
	return got
}

func firstDifference(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// sameRead checks that data read into a new value of type typ gives what
// encoding/json gives: both refuse it, or both read the same value. It
// reports whether they read it.
func sameRead(t *testing.T, what string, data []byte, typ reflect.Type) bool {
	t.Helper()
	want := reflect.New(typ)
	wantErr := stdjson.Unmarshal(data, want.Interface())
	got := reflect.New(typ)
	err := json.Unmarshal(data, got.Interface())
	return sameOutcome(t, what+": Unmarshal", data, got, want, err, wantErr)
}

// sameDecode is sameRead through a Decoder that refuses unknown fields,
// reading every value in data; More must say what encoding/json's says,
// but that a stray ']' or '}' after a value is more here.
func sameDecode(t *testing.T, what string, data []byte, typ reflect.Type) {
	t.Helper()
	std := stdjson.NewDecoder(bytes.NewReader(data))
	std.DisallowUnknownFields()
	ours := json.NewDecoder(bytes.NewReader(data))
	ours.DisallowUnknownFields()
	for i := 0; ; i++ {
		want := reflect.New(typ)
		wantErr := std.Decode(want.Interface())
		got := reflect.New(typ)
		err := ours.Decode(got.Interface())
		if errors.Is(wantErr, io.EOF) != errors.Is(err, io.EOF) {
			t.Fatalf("%s: Decode %d: error %v, encoding/json's %v", what, i, err, wantErr)
		}
		if !sameOutcome(t, what+": Decode", data, got, want, err, wantErr) {
			return
		}
		more, stdMore := ours.More(), std.More()
		rest := bytes.TrimLeft(data[std.InputOffset():], " \t\r\n")
		stray := len(rest) > 0 && (rest[0] == ']' || rest[0] == '}')
		if more != stdMore && !(more && stray) {
			t.Fatalf("%s: More %v after value %d, encoding/json's %v, in %q", what, more, i, stdMore, data)
		}
		if !more || stray {
			return
		}
	}
}

func sameOutcome(t *testing.T, what string, data []byte, got, want reflect.Value, err, wantErr error) bool {
	t.Helper()
	if err != nil && wantErr == nil && strings.Contains(err.Error(), "nested more than") && jsonDepth(data) > json.MaxDepth {
		return false // refused here by design, deeper than MaxDepth
	}
	if (err != nil) != (wantErr != nil) {
		t.Fatalf("%s of %q: error %v, encoding/json's %v", what, data, err, wantErr)
	}
	if err == nil && !reflect.DeepEqual(got.Interface(), want.Interface()) {
		t.Fatalf("%s of %q:\n got %#v\nwant %#v", what, data, got.Elem().Interface(), want.Elem().Interface())
	}
	return err == nil
}

// jsonDepth is how deeply arrays and objects nest in data.
func jsonDepth(data []byte) int {
	d, deepest, inString := 0, 0, false
	for i := 0; i < len(data); i++ {
		switch c := data[i]; {
		case inString && c == '\\':
			i++
		case c == '"':
			inString = !inString
		case inString:
		case c == '[' || c == '{':
			d++
			deepest = max(deepest, d)
		case c == ']' || c == '}':
			d--
		}
	}
	return deepest
}

// roundTrip checks v both ways: written as encoding/json writes it, and
// that written text read back as encoding/json reads it, through Unmarshal
// and through a strict Decoder. It reports whether the text was read.
func roundTrip(t *testing.T, what string, v any) bool {
	t.Helper()
	b := sameWrite(t, what, v)
	if b == nil {
		return false // both refused it
	}
	typ := reflect.TypeOf(v)
	if typ.Kind() == reflect.Pointer {
		typ = typ.Elem()
	}
	sameDecode(t, what, b, typ)
	return sameRead(t, what, b, typ)
}
