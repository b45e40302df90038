// Command sim plays Parlour games headless: many bot-vs-bot games for strength
// and speed figures (play), or one scripted game for debugging (replay).
//
//	sim play --game loveletter --players 4 --bots heuristic,random,random,random --games 10000 --seed 1 [--variant classic] [--json]
//	sim replay FILE.json
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		usage()
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "play":
		err = runPlay(os.Args[2:], os.Stdout)
	case "replay":
		err = runReplay(os.Args[2:], os.Stdout)
	case "-h", "--help", "help":
		usage()
		return
	default:
		fmt.Fprintf(os.Stderr, "sim: unknown command %q\n", os.Args[1])
		usage()
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "sim:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprint(os.Stderr, `usage:
  sim play --game NAME --players N --bots BOT[,BOT...] [--games N] [--seed N] [--variant V] [--scenario S] [--option KEY=VALUE]... [--json]
      Rebel Princess: [--edition classic|deluxe] [--rounds SLUG,SLUG,...] (--option short=true, promo=true)
  sim replay FILE.json
`)
}
