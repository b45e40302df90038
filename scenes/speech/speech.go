// Package speech orders and paces what the accessible page says aloud
// (issue 38): the log's lines as they play, the person's decision, a
// round's or the game's result, the app's notices, and the answers to the
// keys that say the state again. It knows no DOM and no Ebitengine: the app
// asks it, once an update, what is due (Due), and writes that to a live
// region; the tests here, and the whole games of every table's words
// (flowtest.Speak), run natively.
//
// What is said follows the table's order: the decision is said after the
// lines played before it, never before them. A screen reader cannot say
// when it has finished a line, so lines are paced by an estimate of the
// time they take to say (their length at a screen reader's usual rate,
// shortened at faster table speeds), on a clock in seconds the app passes
// in, never by counting frames: a slow device's fewer frames do not slow
// the speech. When the lines waiting would take too long to say, they are
// folded into one summary that names how many they were and says the
// latest: nothing is dropped silently, and the decision is never far
// behind the table.
package speech

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"parlour/assets/i18n"
)

// Kind is what an utterance is to the table.
type Kind uint8

const (
	// Line is one of the log's lines, said politely in its turn; lines far
	// behind are folded into a Summary.
	Line Kind = iota + 1
	// Summary is lines folded into one utterance (made by the queue).
	Summary
	// Decision is the person's decision: said after everything queued
	// before it; a new one replaces one not yet said, and an empty one
	// takes it back (the decision was made, or is not the person's now).
	Decision
	// Result is a round's or the game's end, in its turn; an empty one
	// takes it back (the summary was closed before it was said).
	Result
	// Notice is the app's notice, in its turn.
	Notice
	// Answer is what a key asked to hear again: said at once, before
	// anything waiting.
	Answer
)

// Utterance is one thing said.
type Utterance struct {
	Text string
	Kind Kind
	// Lines is how many of the log's lines it says: 1 for a Line, the
	// lines folded for a Summary, 0 for the rest.
	Lines int
}

// Assertive reports whether it is said through the assertive live region:
// what the person must hear now (their decision, a result, an answer).
// The rest goes through the polite one.
func (u Utterance) Assertive() bool {
	return u.Kind == Decision || u.Kind == Result || u.Kind == Answer
}

// The pace (seconds).
const (
	// CharsPerSecond is a screen reader's usual rate (about 190 words a
	// minute), and Pause the silence after each utterance.
	CharsPerSecond = 16.0
	Pause          = 0.35
	// MinGap is the least time between two writes to the live regions: a
	// region written twice in one frame says only the second.
	MinGap = 0.25
	// MaxBehind is how long the waiting utterances may take to say: past
	// it the waiting lines are folded into a summary.
	MaxBehind = 20.0
	// DecisionWait is how long the person's decision may wait behind the
	// lines before it: past it they are folded into a summary.
	DecisionWait = 10.0
	// SummarySeconds bounds a summary: the latest lines it says take at
	// most this long (at least one is said).
	SummarySeconds = 10.0
	// MaxWaiting bounds the queue's memory.
	MaxWaiting = 64
)

// Duration is the time text is estimated to take to say at pace (1 at
// normal speed).
func Duration(text string, pace float64) float64 {
	return (Pause + float64(utf8.RuneCountInString(text))/CharsPerSecond) * pace
}

// PaceFor is the pace at a table whose pauses are scaled by factor
// (session.Speed.Factor: 1.6 slow, 1 normal, 0.45 fast, 0 instant): a
// person who chose faster play is given the lines closer together, and at
// instant speed, where nothing moves, they are paced by speech alone.
func PaceFor(factor float64) float64 { return 0.6 + 0.4*min(max(factor, 0), 1.6) }

// item is an utterance waiting; a summary keeps the lines it says, the
// newest last, to take in more.
type item struct {
	Utterance
	kept []string
}

// Queue is what waits to be said, in order, and when the next may be.
// The zero Queue is ready, at normal pace.
type Queue struct {
	waiting  []item
	now      float64 // the clock: seconds of updates (Due)
	free     float64 // when the utterance being said is estimated to end
	wrote    float64 // when the last utterance was written
	written  bool
	speaking Kind
	pace     float64
}

// SetPace sets the pace of what is said next (PaceFor).
func (q *Queue) SetPace(p float64) { q.pace = p }

func (q *Queue) paceNow() float64 {
	if q.pace <= 0 {
		return 1
	}
	return q.pace
}

// Say queues text of a kind ("" says nothing, but for a Decision or a
// Result: it takes the waiting one back).
func (q *Queue) Say(kind Kind, text string) {
	switch kind {
	case Answer:
		q.remove(Answer)
		if text != "" {
			q.waiting = slices.Insert(q.waiting, 0, item{Utterance: Utterance{Text: text, Kind: Answer}})
		}
		return
	case Decision:
		q.remove(Decision)
		if text == "" {
			return
		}
		q.waiting = append(q.waiting, item{Utterance: Utterance{Text: text, Kind: Decision}})
		if q.behind(len(q.waiting)-1) > DecisionWait {
			q.fold()
		}
		return
	case Result:
		if text == "" {
			q.remove(Result)
			return
		}
	case Summary:
		kind = Line // only the queue makes summaries
	}
	if text == "" {
		return
	}
	it := item{Utterance: Utterance{Text: text, Kind: kind}}
	if kind == Line {
		it.Lines, it.kept = 1, []string{text}
	}
	q.waiting = append(q.waiting, it)
	if q.behind(len(q.waiting)) > MaxBehind || len(q.waiting) > MaxWaiting {
		q.fold()
	}
	for len(q.waiting) > MaxWaiting {
		// Only notices and results are left to give way, oldest first
		// (both are on the screen, and the page, as well).
		at := slices.IndexFunc(q.waiting, func(it item) bool { return it.Kind == Notice })
		if at < 0 {
			at = slices.IndexFunc(q.waiting, func(it item) bool { return it.Kind == Result })
		}
		if at < 0 {
			break // folded lines between them: a few items (not reached)
		}
		q.waiting = slices.Delete(q.waiting, at, at+1)
	}
}

// remove takes a waiting utterance of a kind out.
func (q *Queue) remove(k Kind) {
	q.waiting = slices.DeleteFunc(q.waiting, func(it item) bool { return it.Kind == k })
}

// behind is how long what is being said and the first n waiting would
// take to say.
func (q *Queue) behind(n int) float64 {
	t := max(0, q.free-q.now)
	for _, it := range q.waiting[:n] {
		t += Duration(it.Text, q.paceNow())
	}
	return t
}

// fold makes each run of waiting lines one summary.
func (q *Queue) fold() {
	var out []item
	for _, it := range q.waiting {
		if n := len(out); n > 0 && folds(out[n-1]) && folds(it) {
			last := &out[n-1]
			last.Kind = Summary
			last.Lines += it.Lines
			last.kept = keepLatest(append(last.kept, it.kept...))
			last.Text = summaryWords(last.Lines, last.kept)
			continue
		}
		out = append(out, it)
	}
	q.waiting = out
}

func folds(it item) bool { return it.Kind == Line || it.Kind == Summary }

// keepLatest keeps the newest lines that can be said in SummarySeconds,
// and at least the newest.
func keepLatest(lines []string) []string {
	budget := int(SummarySeconds * CharsPerSecond)
	from := len(lines) - 1
	used := utf8.RuneCountInString(lines[from])
	for from > 0 {
		n := utf8.RuneCountInString(lines[from-1])
		if used+n > budget {
			break
		}
		used += n
		from--
	}
	return slices.Clone(lines[from:])
}

// summaryWords say n lines, of which kept are the newest: all of them when
// they are all kept ("3 moves: …"), else how many and the latest ("9
// moves; the latest: …"); the log holds every line.
func summaryWords(n int, kept []string) string {
	said := sentences(kept)
	if len(kept) == n {
		return i18n.N("access.catch_up", n, n, said)
	}
	return i18n.N("access.catch_up_latest", n, n, said)
}

// sentences joins lines as sentences.
func sentences(lines []string) string {
	var b strings.Builder
	for i, l := range lines {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(l)
		// A line ending in a word ends its sentence; one ending in its own
		// stop, a quotation or a dash ("— Turn 2: Cyrus —") needs none.
		if r, _ := utf8.DecodeLastRuneInString(l); unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteByte('.')
		}
	}
	return b.String()
}

// Due moves the queue's clock on by dt, the seconds since the last call
// (the update's wall time: a slow device's fewer updates are longer), and
// is what to say then: the first utterance waiting once the one before it
// is estimated said; an answer at once, and the person's next decision at
// once after their last (they are making it step by step). ok is false
// when nothing is due. At most one utterance is due a MinGap.
func (q *Queue) Due(dt float64) (u Utterance, ok bool) {
	q.now += dt
	now := q.now
	if len(q.waiting) == 0 || q.written && now < q.wrote+MinGap {
		return Utterance{}, false
	}
	first := q.waiting[0]
	ready := now >= q.free || first.Kind == Answer ||
		first.Kind == Decision && (q.speaking == Decision || q.speaking == Answer)
	if !ready {
		return Utterance{}, false
	}
	q.waiting = q.waiting[1:]
	q.free = now + Duration(first.Text, q.paceNow())
	q.wrote, q.written = now, true
	q.speaking = first.Kind
	return first.Utterance, true
}

// Pending is how many utterances wait.
func (q *Queue) Pending() int { return len(q.waiting) }

// Waiting lists the utterances waiting, in order.
func (q *Queue) Waiting() []Utterance {
	out := make([]Utterance, len(q.waiting))
	for i, it := range q.waiting {
		out[i] = it.Utterance
	}
	return out
}

// Clear drops everything waiting (the device passes to another person at
// a pass-and-play table, who must not hear the last holder's lines; a new
// language): what is said next is said at once.
func (q *Queue) Clear() {
	q.waiting = nil
	q.free = q.now
	q.speaking = 0
}
