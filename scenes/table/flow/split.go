package flow

// Split divides a table's story, said again in another language (one Line
// an event, from the deal), as the table shows it: the lines played, in
// the log up to the summary on screen; the lines a resumed table keeps to
// add to the log once that summary is closed (later of them: its record
// counts lines, not events); and the lines of the entries queued behind
// the summary (queued of them, the story's last). ok is false when the
// story cannot be divided so (it holds fewer events than are queued, or no
// summary has later lines after it): the table then keeps its words.
func Split(said []Line, later, queued int) (played, kept, waiting []Line, ok bool) {
	if queued < 0 || queued > len(said) {
		return nil, nil, nil, false
	}
	end := len(said) - queued
	played, waiting = said[:end], said[end:]
	if later == 0 {
		return played, nil, waiting, true
	}
	// The events after the summary's: as many lines as the record kept.
	after := 0
	for i := end - 1; i >= 0; i-- {
		if said[i].Summary != nil && after == later {
			return said[:i+1], said[i+1 : end], waiting, true
		}
		if said[i].Text != "" {
			after++
		}
		if after > later {
			break
		}
	}
	return nil, nil, nil, false
}

// Texts are the lines' log lines, those with words.
func Texts(lines []Line) []string {
	var out []string
	for _, l := range lines {
		if l.Text != "" {
			out = append(out, l.Text)
		}
	}
	return out
}
