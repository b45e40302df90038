package scenes

import (
	"parlour/assets/i18n"
	"parlour/scenes/platform"
)

// A browser's program carries English alone (assets/i18n, catalogs_js.go):
// another language's catalog is fetched the first time it is chosen, and
// the words switch to it when it arrives, a few milliseconds later from the
// service worker's cache. One fetch per language is on its way at a time.

// catalogFetches are the fetches on their way and what came back.
type catalogFetches struct {
	asked   map[string]bool
	arrived chan catalogArrival
	// drawn is the words' generation (i18n.Generation) of the last frame
	// drawn: the accessible page takes its labels from that frame.
	drawn int
	// waiting are what is to be told once the words chosen are in (or
	// their catalog could not be fetched): whenWordsIn.
	waiting []func()
}

// whenWordsIn calls tell now, or once the catalog of the language chosen
// has arrived or failed: what the app tells at start (a setting reset,
// storage refused) is said in the person's language, not in English while
// that language's catalog is on its way.
func (a *App) whenWordsIn(tell func()) {
	if !a.catalogs.asked[i18n.Wanted()] {
		tell()
		return
	}
	a.catalogs.waiting = append(a.catalogs.waiting, tell)
}

// wordsComing says the words chosen are not all on the page yet: the
// catalog is on its way, or has come but no frame has drawn its words.
func (a *App) wordsComing() bool {
	return a.catalogs.asked[i18n.Wanted()] || a.catalogs.drawn != i18n.Generation()
}

type catalogArrival struct {
	lang string
	text []byte
	err  error
}

// UseLanguage makes lang the language of the words: at once when its
// catalog is in the program or was fetched, else once it arrives.
func (a *App) UseLanguage(lang string) {
	if i18n.SetLanguage(lang) != nil || !i18n.ToFetch(lang) {
		return
	}
	c := &a.catalogs
	if c.asked == nil {
		c.asked = map[string]bool{}
		// One fetch per language at a time: the channel never blocks.
		c.arrived = make(chan catalogArrival, len(i18n.Languages()))
	}
	if c.asked[lang] {
		return
	}
	c.asked[lang] = true
	platform.FetchCatalog(lang, func(text []byte, err error) {
		c.arrived <- catalogArrival{lang, text, err}
	})
}

// takeCatalogs gives i18n the catalogs that arrived. One that could not be
// fetched or read leaves the words as they are; the person is told when
// the language is still the one they want, and choosing it again retries.
func (a *App) takeCatalogs() {
	c := &a.catalogs
	for {
		select {
		case got := <-c.arrived:
			delete(c.asked, got.lang)
			err := got.err
			if err == nil {
				err = i18n.Provide(got.lang, got.text)
			}
			if err != nil {
				platform.Warn("parlour: the " + got.lang + " catalog: " + err.Error())
				if i18n.Wanted() == got.lang {
					a.Notify(i18n.T("notice.language_unavailable", i18n.NativeName(got.lang)))
				}
			}
			if waiting := c.waiting; len(waiting) > 0 && !c.asked[i18n.Wanted()] {
				c.waiting = nil
				for _, tell := range waiting {
					tell()
				}
			}
		default:
			return
		}
	}
}
