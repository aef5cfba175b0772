// SPDX-License-Identifier: MIT OR Apache-2.0

// Package bench measures go-groestl-hash, the pure-Go Grøstl-512 that Groestlcoin's Go code
// uses, on the benchmarks of the groestl package's BenchmarkGroestl (run.sh runs both in
// turns and writes docs/BENCHMARKS.md's Go section). It has no Grøstl-256.
package bench

import (
	"bytes"
	"runtime"
	"testing"

	peer "github.com/Groestlcoin/go-groestl-hash/groestl"
	groestl "groestl.invalid/groestl/go"
	"groestl.invalid/groestl/go/internal/cputime"
)

func peerSum512(msg []byte, out []byte) {
	h := peer.New()
	h.Write(msg)
	h.Close(out, 0, 0)
}

func peerGroestlcoinHash(msg []byte, out []byte) {
	var first [64]byte
	peerSum512(msg, first[:])
	peerSum512(first[:], out)
}

// The peer computes what we compute (else its figures would mean nothing).
func TestPeerAgrees(t *testing.T) {
	for _, n := range []int{0, 1, 80, 127, 128, 1000, 1 << 16} {
		msg := make([]byte, n)
		for i := range msg {
			msg[i] = byte(i * 7)
		}
		out := make([]byte, 64)
		peerSum512(msg, out)
		if want := groestl.Sum512(msg); !bytes.Equal(out, want[:]) {
			t.Fatalf("%d bytes: go-groestl-hash %x, groestl %x", n, out, want)
		}
		peerGroestlcoinHash(msg, out)
		if want := groestl.GroestlcoinHash(msg); !bytes.Equal(out[:32], want[:]) {
			t.Fatalf("%d bytes: GroestlcoinHash: go-groestl-hash %x, groestl %x", n, out[:32], want)
		}
	}
}

func BenchmarkPeer(b *testing.B) {
	cases := []struct {
		name string
		n    int
		sum  func([]byte, []byte)
	}{
		{"512/80B", 80, peerSum512},
		{"512/1MiB", 1 << 20, peerSum512},
		{"GroestlcoinHash/80B", 80, peerGroestlcoinHash},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			msg := make([]byte, c.n)
			for i := range msg {
				msg[i] = byte(i)
			}
			out := make([]byte, 64)
			b.SetBytes(int64(c.n))
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			cpu0, ok := cputime.Thread()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				c.sum(msg, out)
			}
			b.StopTimer()
			if cpu1, _ := cputime.Thread(); ok {
				b.ReportMetric(float64(cpu1-cpu0)/float64(b.N), "cpu-ns/op") // as BenchmarkGroestl
			}
		})
	}
}
