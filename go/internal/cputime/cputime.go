// SPDX-License-Identifier: MIT OR Apache-2.0

// Package cputime reads the CPU time of the calling thread, for the benchmarks (BenchmarkGroestl
// and go/bench's BenchmarkPeer report it as cpu-ns/op beside the wall-clock ns/op): on a
// machine other work shares, a thread's CPU time leaves out the time it waits for a CPU.
package cputime

import "time"

// Thread returns the CPU time the calling thread has used, and false where the system does
// not say (then the benchmarks report no cpu-ns/op). Lock the goroutine to its thread
// (runtime.LockOSThread) around what is measured.
func Thread() (time.Duration, bool) { return thread() }
