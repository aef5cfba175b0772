// SPDX-License-Identifier: MIT OR Apache-2.0

//go:build ctcheck

package bench

import (
	"runtime/debug"
	"testing"
	"unsafe"

	groestl "groestl.invalid/groestl/go"
	"groestl.invalid/groestl/go/internal/valgrind"
)

// TestPeerIsFlagged runs under valgrind's memcheck (go/ctcheck.sh does, when go/bench/run.sh
// has laid out the peer): go-groestl-hash on an undefined message must cause reports (its
// table look-ups by the data), and groestl's automatic path (AES-NI under valgrind) none.
// The package's own test has controls of its own; this one shows the check on the code
// Groestlcoin's services run.
func TestPeerIsFlagged(t *testing.T) {
	if !valgrind.Running() {
		t.Fatal("TestPeerIsFlagged runs under valgrind's memcheck: go/ctcheck.sh")
	}
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	msg, out := make([]byte, 200), make([]byte, 64)
	for i := range msg {
		msg[i] = byte(i * 7)
	}
	peerSum512(msg, out) // a first run: the stack grows, nothing is secret yet
	_ = groestl.Sum512(msg)
	count := func(f func()) uint64 {
		before := valgrind.CountErrors()
		f()
		return valgrind.CountErrors() - before
	}
	valgrind.MakeUndefined(unsafe.Pointer(&msg[0]), uintptr(len(msg)))
	peer := count(func() { peerSum512(msg, out) })
	ours := count(func() { sum := groestl.Sum512(msg); out[0] ^= sum[0] })
	t.Logf("go-groestl-hash: %d reports; groestl: %d", peer, ours)
	if peer == 0 {
		t.Error("go-groestl-hash's table look-ups by the data were not reported: the check does not work")
	}
	if ours != 0 {
		t.Errorf("groestl: %d reports", ours)
	}
}
