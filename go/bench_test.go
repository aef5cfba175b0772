// SPDX-License-Identifier: MIT OR Apache-2.0

package groestl

import (
	"fmt"
	"runtime"
	"testing"

	"groestl.invalid/groestl/go/internal/cputime"
)

// The benchmarks of docs/BENCHMARKS.md's Go section (bench/run.sh runs them beside
// go-groestl-hash's): each on every code path this CPU runs, forced. Beside the wall-clock
// ns/op, cpu-ns/op: the thread's CPU time, which leaves out the time spent waiting for a CPU
// on a shared machine.
func BenchmarkGroestl(b *testing.B) {
	type size struct {
		name string
		n    int
	}
	cases := []struct {
		name  string
		sizes []size
		sum   func([]byte, *[Size512]byte)
	}{
		{"512", []size{{"80B", 80}, {"1MiB", 1 << 20}}, func(p []byte, out *[Size512]byte) {
			*out = Sum512(p)
		}},
		{"256", []size{{"64B", 64}, {"1MiB", 1 << 20}}, func(p []byte, out *[Size512]byte) {
			s := Sum256(p)
			copy(out[:], s[:])
		}},
		{"GroestlcoinHash", []size{{"80B", 80}}, func(p []byte, out *[Size512]byte) {
			s := GroestlcoinHash(p)
			copy(out[:], s[:])
		}},
	}
	for _, impl := range implementations() {
		for _, c := range cases {
			for _, sz := range c.sizes {
				b.Run(fmt.Sprintf("impl=%s/%s/%s", impl, c.name, sz.name), func(b *testing.B) {
					forceImplementation(b, impl)
					msg := make([]byte, sz.n)
					for i := range msg {
						msg[i] = byte(i)
					}
					var out [Size512]byte
					b.SetBytes(int64(sz.n))
					runtime.LockOSThread()
					defer runtime.UnlockOSThread()
					cpu0, ok := cputime.Thread()
					b.ResetTimer()
					for i := 0; i < b.N; i++ {
						c.sum(msg, &out)
					}
					b.StopTimer()
					if cpu1, _ := cputime.Thread(); ok {
						b.ReportMetric(float64(cpu1-cpu0)/float64(b.N), "cpu-ns/op")
					}
				})
			}
		}
	}
}
