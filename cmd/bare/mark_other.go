//go:build !js

package main

func markFirstFrame() {}
