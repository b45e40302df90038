// Package platform holds everything that differs between the browser (the
// _js files) and the desktop (the _other files): taps latched by the page,
// text dialogs, the page's query and language, the console, the state the
// page's tests read, the catalogs of other languages, and the storage
// (gdata's files, or localStorage).
// Nothing else in Parlour has a build tag but the message catalogs' embeds
// (catalogs_js.go: a browser's program carries English alone and fetches
// another language's catalog with FetchCatalog).
package platform
