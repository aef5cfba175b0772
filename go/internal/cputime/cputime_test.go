// SPDX-License-Identifier: MIT OR Apache-2.0

package cputime

import (
	"runtime"
	"testing"
)

// Work makes the thread's CPU time grow.
func TestThreadAdvances(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before, ok := Thread()
	if !ok {
		t.Skip("no thread CPU time on", runtime.GOOS)
	}
	x := uint64(1)
	for i := 0; i < 20_000_000; i++ {
		x = x*6364136223846793005 + 1
	}
	after, _ := Thread()
	if after <= before {
		t.Fatalf("thread CPU time did not grow (%v, %v; %d)", before, after, x&1)
	}
}
