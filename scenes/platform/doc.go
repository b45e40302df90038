// Package platform holds everything that differs between the browser (the
// _js files) and the desktop (the _other files): taps latched by the page,
// text dialogs, the page's query and language, the console, the state the
// page's tests read, and the storage (gdata's files, or localStorage).
// Nothing else in Parlour has a build tag.
package platform
