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
