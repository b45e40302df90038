//go:build !js

package main

import (
	"fmt"
	"os"
	"strings"
)

// query reads setup parameters from the command line, written as in a URL:
// parlour game=loveletter players=4.
func query() string { return strings.Join(os.Args[1:], "&") }

func warn(msg string) { fmt.Fprintln(os.Stderr, msg) }

func deviceLanguage() string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if l := os.Getenv(v); l != "" {
			return strings.ReplaceAll(strings.SplitN(l, ".", 2)[0], "_", "-")
		}
	}
	return ""
}
