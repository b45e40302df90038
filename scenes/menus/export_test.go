package menus

// AnswerNames answers the setup's question for a seat's name with answer
// (given the name offered) until the test ends: the desktop has no dialog
// to type it in, the browser's is the page's prompt().
func AnswerNames(cleanup func(func()), answer func(offered string) (string, bool)) {
	was := askText
	askText = func(_, initial string) (string, bool) { return answer(initial) }
	cleanup(func() { askText = was })
}
