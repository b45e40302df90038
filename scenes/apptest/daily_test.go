package apptest

import (
	"reflect"
	"testing"
	"time"

	"parlour/scenes"
)

// dailyDeal opens a fresh browser's setup of Love Letter, deals the daily
// deal, and returns its table at the person's first decision (rounds in
// which the person was out before deciding closed).
func dailyDeal(t *testing.T) (daily string, first any) {
	t.Helper()
	d := Open(t, "?game=loveletter&speed=instant", 1280, 720)
	d.Until("the setup", 60, func(s scenes.Snapshot) bool { return s.Scene == "setup" && s.Targets["daily"].W > 0 })
	d.Tap("daily", false)
	for {
		s := d.Until("the person's first decision", 6000, func(s scenes.Snapshot) bool { _, due, ok := Deciding(s); return ok || due != "" })
		if _, due, ok := Deciding(s); ok {
			tb := d.Table()
			return tb.Daily, struct {
				Hand  []int
				Log   []string
				Seats int
			}{tb.Hand, tb.LogAll, len(tb.Seats)}
		} else if due == "summary-next" && len(d.Table().LogAll) < 200 {
			d.Tap(due, false)
		} else {
			t.Fatalf("no decision for the person: %q due", due)
		}
	}
}

// The daily deal is the same table for everyone on a day: two fresh
// browsers get the same seats, the same hand and the same moves before the
// person's first decision, and the table says it is the day's (UTC).
func TestTheDailyDealIsTheSameInTwoFreshBrowsersAndIsMarkedDaily(t *testing.T) {
	today := time.Now().UTC().Format("2006-01-02")
	day1, first1 := dailyDeal(t)
	day2, first2 := dailyDeal(t)
	if tomorrow := time.Now().UTC().Format("2006-01-02"); tomorrow != today {
		t.Skip("the UTC day changed during the test")
	}
	if day1 != today || day2 != today {
		t.Errorf("the daily deals are marked %q and %q, not the UTC date %s", day1, day2, today)
	}
	if !reflect.DeepEqual(first1, first2) {
		t.Errorf("two browsers got different daily deals:\n%+v\n%+v", first1, first2)
	}
}
