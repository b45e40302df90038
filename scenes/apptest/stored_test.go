package apptest

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/scenes"
)

// openStored opens the app on a storage holding settings (JSON) and waits
// for the title.
func openStored(t *testing.T, store *Memory) *Driver {
	t.Helper()
	d := OpenOn(t, store, "", 1280, 720)
	d.Until("the title", 120, func(s scenes.Snapshot) bool { return s.Scene == "title" && s.Frames > 30 })
	return d
}

// Stored settings are read as strictly as typed input (wasm/test/
// storage.test.js, natively): seat names that cannot be shown are cleared
// alone, the other settings kept, and the notice says so once — the
// repair is written back, so the next start says nothing; settings past
// their bound are not read at all, and reset.
func TestStoredSettingsThatCannotBeReadAreResetPartByPartAndSaidOnce(t *testing.T) {
	store := NewMemory()
	settings, _ := json.Marshal(map[string]any{"speed": "fast", "sound": false, "language": "en", "names": []string{"Ola", strings.Repeat("x", 20000), "\u202eEvil", "Zoë"}})
	_ = store.SaveObjectProp("parlour", scenes.KeySettings, settings) // a map: no error
	d := openStored(t, store)
	s := d.State()
	if want := "A saved name could not be shown and was reset; your other settings are kept."; s.Notice != want {
		t.Errorf("the notice says %q, not %q", s.Notice, want)
	}
	if s.Speed != "fast" || s.Sound || s.Lang != "en" {
		t.Errorf("the other settings were not kept: speed %q, sound %v, language %q", s.Speed, s.Sound, s.Lang)
	}
	var stored struct {
		Names []string `json:"names"`
	}
	b, _ := store.LoadObjectProp("parlour", scenes.KeySettings)
	if err := json.Unmarshal(b, &stored); err != nil || !slices.Equal(stored.Names[:4], []string{"Ola", "", "", "Zoë"}) {
		t.Errorf("the names stored after the repair: %q (%v), not the good ones kept and the bad cleared", short(stored.Names), err)
	}
	if s := openStored(t, store).State(); s.Notice != "" {
		t.Errorf("the next start says %q again", s.Notice)
	}

	_ = store.SaveObjectProp("parlour", scenes.KeySettings, []byte(`{"speed":"fast","names":["`+strings.Repeat("x", 200000)+`"]}`))
	s = openStored(t, store).State()
	if want := "Your settings could not be read and were reset."; s.Notice != want || s.Speed != "auto" {
		t.Errorf("settings over their bound: notice %q, speed %q (want %q, auto)", s.Notice, s.Speed, want)
	}
}

// short are names as a message shows them: a long one by its length.
func short(names []string) []string {
	out := slices.Clone(names)
	for i, n := range out {
		if len(n) > 40 {
			out[i] = fmt.Sprintf("<%d bytes>", len(n))
		}
	}
	return out
}
