// SPDX-License-Identifier: MIT OR Apache-2.0

//go:build ctcheck

package groestl

// TestConstantTime runs under valgrind's memcheck (ctcheck.sh runs it; scripts/test.sh go
// runs ctcheck.sh): every code path valgrind can run hashes with the message and the
// chaining value marked undefined (client requests, internal/valgrind), and memcheck reports
// each conditional jump or move and each memory address computed from them. A path we call
// constant-time must cause none. The controls must cause some, which shows that the check
// sees a secret-dependent look-up or branch when there is one: an S-box looked up by the
// data (ctTableControl), a branch on it (ctBranchControl) and a look-up after a spill to the
// stack (ctSpillControl), all in this test file. And each path's results must come out
// undefined: the secrets went all the way through.
//
// What each path runs: the compression of three blocks and the output transformation of
// every variant (both state sizes, final and Grøstl-0) with the chaining value and the
// blocks undefined, then the API on an undefined message: New(bits) for 256 and 512 bits,
// Write in two pieces, Sum and MarshalBinary, for the final version and Grøstl-0, and
// GroestlcoinHash. Lengths, variant and path
// are public. valgrind does not decode AVX-512: the avx512 path is not run here (its
// assembly has the taint check of internal/ctasm), nor is any path valgrind's CPU lacks.
//
// ctcheck.sh also reads memcheck's log: no report may have a frame of the package outside
// the controls.

import (
	"runtime"
	"runtime/debug"
	"testing"
	"unsafe"

	"groestl.invalid/groestl/go/internal/valgrind"
)

// errorsOf returns how many errors memcheck reports while f runs.
func errorsOf(f func()) uint64 {
	before := valgrind.CountErrors()
	f()
	return valgrind.CountErrors() - before
}

// ctFill gives the secrets values before they are marked undefined (memcheck tracks
// definedness, not values: any values do).
func ctFill(b []byte, seed int) {
	for i := range b {
		b[i] = byte(i*167 + seed*31 ^ i>>3)
	}
}

var (
	ctSink byte
	// The chaining values after the secrets went through them: on the heap (memcheck does
	// not follow the goroutines' stacks between tests), and checked to be undefined.
	ctResults []*[16]uint64
)

// ctHash runs path `impl` on the secrets, undefined if `secret` (else a first run: the
// goroutine's stack grows, tables and caches fill, before the secrets are about).
func ctHash(impl int, secret bool) {
	undefined := func(p unsafe.Pointer, n uintptr) {
		if secret {
			valgrind.MakeUndefined(p, n)
		}
	}
	saved := defaultImpl
	defaultImpl = impl
	defer func() { defaultImpl = saved }()
	blocks := new([3 * BlockSize512]byte)
	for variant := 0; variant < variants; variant++ {
		chain := new([16]uint64)
		for c := range chain {
			chain[c] = uint64(c+variant) * 0x9e3779b97f4a7c15
		}
		ctFill(blocks[:], variant)
		undefined(unsafe.Pointer(chain), unsafe.Sizeof(*chain))
		undefined(unsafe.Pointer(blocks), unsafe.Sizeof(*blocks))
		compress(impl, chain, blocks[:3*blockBytesOf(variant)], variant)
		output(impl, chain, variant)
		ctResults = append(ctResults, chain)
	}
	msg := make([]byte, 300)
	for _, bits := range []int{256, 512} {
		ctFill(msg, bits)
		undefined(unsafe.Pointer(&msg[0]), uintptr(len(msg)))
		for _, version := range []int{0, variantV0} {
			h := newDigest(bits, version)
			h.Write(msg[:77])
			h.Write(msg[77:])
			sum := h.Sum(nil)
			state, _ := h.MarshalBinary()
			ctSink ^= byte(len(sum) + len(state))
		}
	}
	id := GroestlcoinHash(msg[:80])
	runtime.KeepAlive(id)
}

// ctSBox is the S-box as a table (from the package's circuit), for ctTableControl.
var ctSBox = func() (t [256]byte) {
	for part := 0; part < 4; part++ {
		var planes, zero [8]uint64
		for i := 0; i < 64; i++ {
			for b := 0; b < 8; b++ {
				planes[b] |= uint64((part*64+i)>>b&1) << i
			}
		}
		subBytes(&planes, &zero)
		for i := 0; i < 64; i++ {
			var y byte
			for b := 0; b < 8; b++ {
				y |= byte(planes[b]>>i&1) << b
			}
			t[part*64+i] = y ^ sboxMissing
		}
	}
	return t
}()

// ctTableControl looks the S-box up by the data: what the table implementations do.
//
//go:noinline
func ctTableControl(msg []byte) byte {
	var x byte
	for _, b := range msg {
		x ^= ctSBox[b]
	}
	return x
}

//go:noinline
func ctCount(n *int) { *n++ }

// ctBranchControl branches on the data.
//
//go:noinline
func ctBranchControl(msg []byte) int {
	n := 0
	for _, b := range msg {
		if b&1 != 0 {
			ctCount(&n)
		}
	}
	return n
}

var ctMessage = make([]byte, 64)

// ctSpillControl keeps a secret byte across a call (so on the stack) before it indexes a
// table: memcheck must follow the secret through the stack, as it must through the spills
// of the hashing functions.
//
//go:noinline
func ctSpillControl(msg []byte) byte {
	x := msg[5]
	ctCount(new(int))
	return ctSBox[x]
}

func TestConstantTime(t *testing.T) {
	if !valgrind.Running() {
		t.Fatal("TestConstantTime runs under valgrind's memcheck: go/ctcheck.sh")
	}
	// Nothing else in the process while the secrets are about: no collector.
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	runtime.GC()
	names := implementations()
	if len(names) < 1 {
		t.Fatal("no code path")
	}
	for _, name := range []string{"avx512", "vaes", "aesni", "generic"} {
		impl, ok := implementationByName(name)
		if !ok {
			t.Logf("%s: not run (valgrind's CPU lacks its instructions; valgrind decodes neither AVX-512 nor VAES)", name)
			continue
		}
		ctHash(impl, false)
		ctResults = nil
		n := errorsOf(func() { ctHash(impl, true) })
		t.Logf("%s: %d errors", name, n)
		if n != 0 {
			t.Errorf("%s: memcheck saw %d branches or addresses that depend on the secrets", name, n)
		}
		// The secrets reached the results: memcheck followed them through the path.
		for i, chain := range ctResults {
			if u := valgrind.UndefinedBytes(unsafe.Pointer(chain), unsafe.Sizeof(*chain)); u == 0 {
				t.Errorf("%s: variant %d: the chaining value came out defined: the secrets were lost on the way", name, i)
			}
		}
	}
	msg := ctMessage
	ctFill(msg, 1)
	valgrind.MakeUndefined(unsafe.Pointer(&msg[0]), uintptr(len(msg)))
	for _, control := range []struct {
		name string
		f    func()
	}{
		{"control: S-box table look-up", func() { ctSink ^= ctTableControl(msg) }},
		{"control: branch on the data", func() { ctSink ^= byte(ctBranchControl(msg)) }},
		{"control: look-up after a spill", func() { ctSink ^= ctSpillControl(msg) }},
	} {
		n := errorsOf(control.f)
		t.Logf("%s: %d errors", control.name, n)
		if n == 0 {
			t.Errorf("%s: memcheck saw nothing; the check does not work", control.name)
		}
	}
}
