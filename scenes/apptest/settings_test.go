package apptest

// The settings natively (issue 39): chosen by tapping, stored, and read
// again on the next visit (a Driver opened again on the same Memory is a
// reload); what a URL sets only for a visit; the sight toggles. That a
// real browser's storage keeps them across a real reload is
// wasm/test/storage.test.js's, and that the accessible page presses the
// toggles and reads them as pressed is wasm/test/access.test.js's and
// sight.test.js's (prefers-reduced-motion).

import (
	"encoding/json"
	"testing"

	"parlour/scenes"
)

// untilTitle waits for the title with its cards dealt.
func untilTitle(d *Driver) scenes.Snapshot {
	d.t.Helper()
	return d.Until("the title", 120, func(s scenes.Snapshot) bool { return s.Scene == "title" && s.Frames > 30 })
}

// toSettings goes from the title to the settings.
func toSettings(d *Driver) scenes.Snapshot {
	d.t.Helper()
	untilTitle(d)
	d.TapWhenShown("settings")
	return d.Until("the settings", 60, func(s scenes.Snapshot) bool { return s.Scene == "settings" })
}

// storedSettings are the settings as stored, by their JSON names.
func storedSettings(t *testing.T, store *Memory) map[string]any {
	t.Helper()
	out := map[string]any{}
	b, err := store.LoadObjectProp("parlour", scenes.KeySettings)
	if err != nil {
		return out
	}
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatalf("the stored settings do not read: %v", err)
	}
	return out
}

// Settings chosen by tapping apply at once, are stored, and are read
// again on the next visit.
func TestSettingsChosenByTappingApplyAtOnceAndAreReadAgainOnTheNextVisit(t *testing.T) {
	d := Open(t, "", 1280, 720)
	toSettings(d)
	d.TapWhenShown("speed-fast")
	d.TapWhenShown("sound-false")
	if s := d.State(); s.Speed != "fast" || s.Sound {
		t.Fatalf("tapped fast and sound off: speed %q, sound %v", s.Speed, s.Sound)
	}
	s := untilTitle(OpenOn(t, d.Store, "", 1280, 720))
	if s.Speed != "fast" || s.Sound {
		t.Errorf("the next visit reads speed %q and sound %v, not fast and off", s.Speed, s.Sound)
	}
}

// Issue 28: a URL's speed and language were written into the stored
// settings when the person changed an unrelated setting. They shape that
// visit only; a language chosen in Settings is kept, even one the URL had
// named.
func TestTheURLsSpeedAndLanguageAreNeverSavedUnlessChosenInSettings(t *testing.T) {
	d := Open(t, "?speed=instant&lang=uk", 1280, 720)
	if s := untilTitle(d); s.Speed != "instant" || s.Lang != "uk" {
		t.Fatalf("the URL's visit plays at %q in %q, not instant in Ukrainian", s.Speed, s.Lang)
	}
	toSettings(d)
	d.TapWhenShown("sound-false")
	s := untilTitle(OpenOn(t, d.Store, "", 1280, 720))
	if s.Sound {
		t.Error("the sound turned off was not kept")
	}
	if s.Speed != "auto" || s.Lang != "en" {
		t.Errorf("the next visit plays at %q in %q: the URL's speed or language was saved", s.Speed, s.Lang)
	}

	d = OpenOn(t, d.Store, "?lang=pl", 1280, 720)
	toSettings(d)
	d.TapWhenShown("lang-pl")
	if s := untilTitle(OpenOn(t, d.Store, "", 1280, 720)); s.Lang != "pl" {
		t.Errorf("the language chosen in Settings, as the URL had named it, was not kept: %q", s.Lang)
	}
}

// sight is the three sight settings as they apply.
func sight(s scenes.Snapshot) [3]bool { return [3]bool{s.ReducedMotion, s.LargeText, s.HighContrast} }

// Issue 31: reduced motion, larger text and high contrast are each a
// toggle in Settings, off on a fresh profile; each is stored with the
// other settings and comes back on the next visit, and turned off again
// it is stored as chosen (motion) or as the default (text, contrast).
func TestEachSightSettingIsAToggleInSettingsStoredAndRestoredOnTheNextVisit(t *testing.T) {
	d := Open(t, "", 390, 844)
	if s := toSettings(d); sight(s) != [3]bool{} {
		t.Fatalf("a fresh profile's sight settings are %v, not all off", sight(s))
	}
	toggles := []string{"sight-motion", "sight-text", "sight-contrast"}
	for i, name := range toggles {
		d.TapWhenShown(name)
		if got := sight(d.State()); !got[i] {
			t.Errorf("%s tapped: the sight settings are %v", name, got)
		}
	}
	if got := sight(d.State()); got != [3]bool{true, true, true} {
		t.Fatalf("all three tapped: %v", got)
	}
	st := storedSettings(t, d.Store)
	if st["motion"] != "reduced" || st["text"] != "large" || st["contrast"] != "high" || st["speed"] != "auto" {
		t.Errorf("stored: motion %v, text %v, contrast %v, speed %v (want reduced, large, high, and auto kept)", st["motion"], st["text"], st["contrast"], st["speed"])
	}
	d = OpenOn(t, d.Store, "", 390, 844)
	if got := sight(toSettings(d)); got != [3]bool{true, true, true} {
		t.Fatalf("the next visit's sight settings are %v, not all on", got)
	}

	for _, name := range toggles {
		d.TapWhenShown(name)
	}
	if got := sight(d.State()); got != [3]bool{} {
		t.Errorf("each toggle tapped again: %v, not all off", got)
	}
	st = storedSettings(t, d.Store)
	if st["motion"] != "full" || st["text"] != nil || st["contrast"] != nil {
		t.Errorf("stored after turning off: motion %v, text %v, contrast %v (want full, and text and contrast at their defaults)", st["motion"], st["text"], st["contrast"])
	}
	if got := sight(untilTitle(OpenOn(t, d.Store, "", 390, 844))); got != [3]bool{} {
		t.Errorf("the next visit's sight settings are %v, not all off", got)
	}
}
