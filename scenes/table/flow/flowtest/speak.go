package flowtest

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"parlour/scenes/session"
	"parlour/scenes/speech"
	"parlour/scenes/table/flow"
)

// Speeds are the table's speeds a whole game is said at.
var Speeds = []session.Speed{session.Slow, session.Normal, session.Fast, session.Instant}

// FrameRates are the updates a second it is said at: a browser's sixty,
// and a slow device's eight (the table's update called with a larger dt).
var FrameRates = []float64{60, 8}

// SpeakEverywhere says a whole game (Speak) at every speed and frame rate.
func SpeakEverywhere(t *testing.T, where string, steps []Step, w Words) {
	t.Helper()
	for _, sp := range Speeds {
		for _, fps := range FrameRates {
			Speak(t, fmt.Sprintf("%s, %s speed, %v frames a second", where, sp, fps), steps, w, sp, 1/fps)
		}
	}
}

// heard is one utterance written to the page: when, and how many of the
// log's lines had played then.
type heard struct {
	u      speech.Utterance
	at     float64
	played int
}

// Speak plays a whole game at a table as the kit does, for the person at
// seat 0 — its events arriving when their seat acts, described at once,
// played in order by a flow.Sequencer at the speed's pace, each line said
// as it plays, the decision and the summaries told by a flow.Herald, the
// speech.Queue asked once an update, on a clock of dt a frame — and checks
// what was said (issue 38): every line of the log is said once, in the
// log's order, or folded into a summary said in its place that names the
// latest of them; the person's decision is said after the lines before it
// and no later than speech allows; a round's summary after its lines.
// The person waits to hear their decision before making it, and a
// summary before closing it; bots act after the table's pause, and at
// instant speed in the frame (as the kit's fastForward).
func Speak(t testing.TB, where string, steps []Step, w Words, speed session.Speed, dt float64) {
	t.Helper()
	const viewer = 0
	n := steps[0].After.Players()
	describe := w.New(steps[0].After, viewer)
	factor := speed.Factor()
	pace := speech.PaceFor(factor)
	var q speech.Queue
	q.SetPace(pace)
	seq := flow.Sequencer{Speed: factor}
	var herald flow.Herald
	var log []string
	var said []heard
	arrived := 0
	arrive := func() {
		st := steps[arrived]
		arrived++
		for _, e := range st.Events {
			e = e.Redact(viewer)
			seq.Push(flow.Entry{Event: e, Line: describe(&Teller{Viewer: viewer, N: n}, viewer, st.After, e)})
		}
	}
	play := func(e flow.Entry) {
		if e.Line.Text != "" {
			log = append(log, e.Line.Text)
			q.Say(speech.Line, e.Line.Text)
		}
	}
	// actor is who acts next: the seat whose decision the next step is.
	actor := func() int {
		if arrived == len(steps) {
			return -1
		}
		return steps[arrived-1].After.Pending()[0]
	}
	// When each decision and summary came, and how many lines had played.
	came := map[string]heard{}
	// When the person has heard each thing said, and the last.
	heardBy := map[string]float64{}
	var heardAt float64
	botWait := 0.0
	now := 0.0
	arrive()
	for frame := 0; ; frame++ {
		if now > 3*3600 {
			t.Fatalf("%s: the game was not over in three hours of play: %d steps of %d, %d lines logged, %d said, waiting: %q", where, arrived, len(steps), len(log), len(said), speechTexts(q.Waiting()))
		}
		now += dt
		seq.Advance(dt, play)
		for factor == 0 && seq.Idle() && actor() >= 0 && actor() != viewer {
			arrive()
			seq.Advance(0, play)
		}
		decision := ""
		if seq.Idle() && actor() == viewer {
			decision = fmt.Sprintf("Decision %d", arrived)
		}
		for _, key := range []string{decision, summaryKey(seq.Showing)} {
			if _, ok := came[key]; key != "" && !ok {
				came[key] = heard{at: now, played: len(log)}
			}
		}
		herald.Tell(&q, seq.Showing, decision)
		if u, ok := q.Due(dt); ok {
			said = append(said, heard{u, now, len(log)})
			heardAt = now + speech.Duration(u.Text, pace)
			heardBy[u.Text] = heardAt
		}
		switch {
		case seq.Showing != nil:
			if by, ok := heardBy[seq.Showing.Words()]; ok && now >= by {
				seq.Close()
			}
		case decision != "":
			if by, ok := heardBy[decision]; ok && now >= by {
				arrive()
			}
		case seq.Idle() && actor() >= 0:
			if botWait += dt; botWait >= session.BotPause*factor {
				botWait = 0
				arrive()
			}
		case seq.Idle() && q.Pending() == 0 && now >= heardAt:
			checkSaid(t, where, log, said, came, pace)
			return
		}
	}
}

func summaryKey(s *flow.Summary) string {
	if s == nil {
		return ""
	}
	return s.Words()
}

func speechTexts(us []speech.Utterance) []string {
	out := make([]string, len(us))
	for i, u := range us {
		out[i] = u.Text
	}
	return out
}

// checkSaid checks what was said against the log.
func checkSaid(t testing.TB, where string, log []string, said []heard, came map[string]heard, pace float64) {
	t.Helper()
	// A decision waits behind at most DecisionWait of speech, or behind a
	// summary of at most SummarySeconds and its count's words.
	bound := speech.DecisionWait + (speech.SummarySeconds+2)*pace
	covered, folded := 0, 0
	for i, h := range said {
		u := h.u
		switch u.Kind {
		case speech.Line:
			if covered >= len(log) || u.Text != log[covered] {
				t.Fatalf("%s: said %q as line %d of the log, which is %q (said before: %q)", where, u.Text, covered, at(log, covered), recent(said, i))
			}
		case speech.Summary:
			folded++
			if u.Lines < 2 || covered+u.Lines > len(log) || !strings.Contains(u.Text, log[covered+u.Lines-1]) {
				t.Fatalf("%s: said %q in the place of lines %d to %d of the log, the last of them %q", where, u.Text, covered, covered+u.Lines-1, at(log, covered+u.Lines-1))
			}
		case speech.Decision, speech.Result:
			c := came[u.Text]
			if covered != c.played {
				t.Errorf("%s: %q said after %d lines of the log, when %d had played before it (said before: %q)", where, u.Text, covered, c.played, recent(said, i))
			}
			if u.Kind == speech.Decision && h.at-c.at > bound {
				t.Errorf("%s: %q said %.1f s after it came (at most %.1f s)", where, u.Text, h.at-c.at, bound)
			}
		}
		covered += u.Lines
	}
	if covered != len(log) {
		t.Errorf("%s: %d lines of the log's %d said", where, covered, len(log))
	}
	for key := range came {
		found := false
		for _, h := range said {
			found = found || h.u.Text == key
		}
		if !found {
			t.Errorf("%s: %q was never said", where, key)
		}
	}
	if os.Getenv("SPEAK_DUMP") != "" && strings.Contains(where, os.Getenv("SPEAK_DUMP")) {
		for _, h := range said {
			t.Logf("%7.2f %d lines played, %d: %s", h.at, h.played, h.u.Kind, h.u.Text)
		}
	}
	if testing.Verbose() {
		t.Logf("%s: %d lines, %d utterances, %d summaries", where, len(log), len(said), folded)
	}
}

func at(log []string, i int) string {
	if i < 0 || i >= len(log) {
		return "(none)"
	}
	return log[i]
}

func recent(said []heard, i int) []string {
	var out []string
	for _, h := range said[max(0, i-3):i] {
		out = append(out, h.u.Text)
	}
	return out
}
