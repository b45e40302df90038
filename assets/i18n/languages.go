package i18n

// fetchedLanguages are the languages besides English, whose catalogs a
// browser's program fetches (catalogs_js.go); TestEveryLanguageIsEmbeddedOrFetched
// holds the list to the catalog files.
var fetchedLanguages = []string{"pl", "ru", "uk"}

// nativeNames are the languages' names in themselves, so a player who
// cannot read the current language still finds theirs.
var nativeNames = map[string]string{"en": "English", "uk": "Українська", "ru": "Русский", "pl": "Polski"}

// NativeName is lang's name in itself (the tag itself for an unknown one).
func NativeName(lang string) string {
	if n, ok := nativeNames[lang]; ok {
		return n
	}
	return lang
}

// Wanted is the language last chosen, whose words may still be on their way.
func Wanted() string {
	mu.Lock()
	defer mu.Unlock()
	return wanted
}
