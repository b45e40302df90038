package scenes

import (
	"errors"
	"strings"
	"testing"

	"parlour/assets/i18n"
	"parlour/render/screentest"
	"parlour/scenes/params"
	"parlour/scenes/storage"
)

func TestMain(m *testing.M) { screentest.Main(m) }

const hostOrigin = "https://host.example"

// embedApp is an embed (embed=1) whose host page is at hostOrigin, with no
// storage, and the queries of the host's new games it was asked for.
func embedApp(t *testing.T) (*App, *[]string) {
	t.Helper()
	store := storage.Open(func() (storage.Backend, error) { return nil, errors.New("no storage in this test") })
	a := NewApp(store, params.Choice{Embed: true, Origins: []string{hostOrigin}})
	var news []string
	a.HostNew = func(_ *App, query string) { news = append(news, query) }
	return a, &news
}

// receive is a message as the browser's message event queues it (a
// native app has no host to listen to: platform.ListenHost), read at the
// next update; data "" is a message whose data has no JSON form.
func (a *App) receive(origin string, parent bool, data string) {
	var b []byte
	if data != "" {
		b = []byte(data)
	}
	a.host.inbox = append(a.host.inbox, inbound{origin, parent, b})
	a.readHost()
}

// The host page's messages (wasm/test/embedgame.test.js, natively): only
// the embedding window at one of the frame's origins is heard, and only a
// well-formed message of the protocol; its language is this visit's (as
// lang= in the URL), never stored unless the person chooses it; its new
// game is started as the host asks.
func TestTheHostIsHeardFromItsOwnOriginAloneAndItsLanguageIsThisVisitsOnly(t *testing.T) {
	a, news := embedApp(t)
	defer a.UseLanguage("en")
	language := `{"parlour":1,"type":"language","lang":"uk"}`
	for _, m := range []struct {
		what, origin string
		parent       bool
		data         string
	}{
		{"another origin", "https://other.example", true, language},
		{"another window of the host's origin", hostOrigin, false, language},
		{"no origin", "", true, language},
		{"data with no JSON form", hostOrigin, true, ""},
		{"no JSON", hostOrigin, true, "uk"},
		{"another version", hostOrigin, true, `{"parlour":2,"type":"language","lang":"uk"}`},
		{"a language Parlour has not", hostOrigin, true, `{"parlour":1,"type":"language","lang":"xx"}`},
		{"a new game that is not one", hostOrigin, true, `{"parlour":1,"type":"new"}`},
	} {
		a.receive(m.origin, m.parent, m.data)
		if a.Settings.Language != "en" || i18n.Language() != "en" || len(*news) > 0 {
			t.Fatalf("%s was heard: language %q (words %q), new games %q", m.what, a.Settings.Language, i18n.Language(), *news)
		}
	}

	a.receive(hostOrigin, true, language)
	if a.Settings.Language != "uk" || i18n.Language() != "uk" {
		t.Errorf("the host's language: %q, words in %q (want uk)", a.Settings.Language, i18n.Language())
	}
	if l := a.StoredSettings().Language; l != "en" {
		t.Errorf("the host's language was stored: %q", l)
	}
	a.receive(strings.ToUpper(hostOrigin), true, `{"parlour":1,"type":"new","game":"mascarade","players":5}`)
	if len(*news) != 1 || !strings.Contains((*news)[0], "game=mascarade") || !strings.Contains((*news)[0], "players=5") {
		t.Errorf("the host's new game was asked for as %q", *news)
	}
}
