package profile

import (
	"slices"
	"strings"

	"parlour/assets/i18n"
)

// settingLabels are the catalog keys naming each stored setting to the
// person: the settings screen's own labels where it has one.
var settingLabels = map[string]string{
	"speed":    "settings.speed",
	"sound":    "settings.sound",
	"language": "settings.language",
	"names":    "setup.names",
	"setups":   "notice.setups",
	"motion":   "settings.reduced_motion",
	"text":     "settings.large_text",
	"contrast": "settings.high_contrast",
}

// Notices are what the person is told of the repairs made reading the
// settings and the statistics, in the current language: a message for
// each kind of repair, naming every setting and game it reset. The
// details are for the console (Repair.Why).
func Notices(settings, stats Repairs) []string {
	var labels, setups, lines, recent []string
	names := false
	for _, r := range slices.Concat(settings, stats) {
		switch r.Kind {
		case SettingReset:
			labels = appendNew(labels, i18n.T(settingLabels[r.Setting]))
		case NameCleared:
			names = true
		case SetupDropped:
			setups = appendNew(setups, gameName(r.Game))
		case LineDropped:
			lines = appendNew(lines, gameName(GameOf(r.Game)))
		case RecentDropped:
			recent = appendNew(recent, gameName(GameOf(r.Game)))
		}
	}
	var out []string
	if settings.Unreadable() {
		out = append(out, i18n.T("notice.settings_reset"))
	}
	if len(labels) > 0 {
		out = append(out, listing("notice.setting_reset", labels))
	}
	if names {
		out = append(out, i18n.T("notice.name_repaired"))
	}
	if len(setups) > 0 {
		out = append(out, listing("notice.setup_reset", setups))
	}
	if stats.Unreadable() {
		out = append(out, i18n.T("notice.stats_reset"))
	}
	if len(lines) > 0 {
		out = append(out, listing("notice.record_reset", lines))
	}
	if len(recent) > 0 {
		out = append(out, listing("stats.recent_reset", recent))
	}
	return out
}

// gameName is a game's name in the current language; a game this version
// does not have (a later version's) is named by its key.
func gameName(game string) string {
	if key := game + ".name"; i18n.Has(key) {
		return i18n.T(key)
	}
	return game
}

// listing is a counted message naming items: the message for one names it
// alone, the one for several lists them.
func listing(key string, items []string) string {
	return i18n.N(key, len(items), strings.Join(items, ", "))
}

func appendNew(list []string, item string) []string {
	if slices.Contains(list, item) {
		return list
	}
	return append(list, item)
}
