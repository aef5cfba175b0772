// SPDX-License-Identifier: MIT OR Apache-2.0

package groestl

import (
	"bytes"
	"encoding"
	"errors"
	"hash"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// The test strings of kat/README.md.
func TestKnownStrings(t *testing.T) {
	fox := []byte("The quick brown fox jumps over the lazy dog")
	check := func(name string, got []byte, want string) {
		t.Helper()
		if g := bytesHex(got); g != want {
			t.Errorf("%s = %s, want %s", name, g, want)
		}
	}
	s0 := Sum256(nil)
	check("Grøstl-256(\"\")", s0[:], "1a52d11d550039be16107f9c58db9ebcc417f16f736adb2502567119f0083467")
	s1 := Sum256(fox)
	check("Grøstl-256(fox)", s1[:], "8c7ad62eb26a21297bc39c2d7293b4bd4d3399fa8afab29e970471739e28b301")
	h := New0_256()
	check("Grøstl-0-256(\"\")", h.Sum(nil), "6c462dc6861c19dbc6fa818f3da84bccf6eab703db10a9781eec6633ea9e8b7b")
}

func bytesHex(b []byte) string {
	const digits = "0123456789abcdef"
	out := make([]byte, 0, 2*len(b))
	for _, x := range b {
		out = append(out, digits[x>>4], digits[x&15])
	}
	return string(out)
}

// GroestlcoinHash is the first 32 bytes of Grøstl-512 of Grøstl-512 (computed here through
// the hash.Hash API), and differs from Grøstl-256.
func TestGroestlcoinHash(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for _, n := range []int{0, 1, 80, 127, 128, 1000} {
		msg := make([]byte, n)
		rng.Read(msg)
		h := New512()
		h.Write(msg)
		first := h.Sum(nil)
		h.Reset()
		h.Write(first)
		want := h.Sum(nil)[:32]
		got := GroestlcoinHash(msg)
		if !bytes.Equal(got[:], want) {
			t.Errorf("%d bytes: GroestlcoinHash = %x, want %x", n, got, want)
		}
		if s := Sum256(msg); bytes.Equal(s[:], got[:]) {
			t.Errorf("%d bytes: GroestlcoinHash equals Grøstl-256", n)
		}
	}
}

func TestSizes(t *testing.T) {
	for bits := 8; bits <= 512; bits += 8 {
		for _, v0 := range []bool{false, true} {
			var h hash.Hash
			var err error
			if v0 {
				h, err = New0(bits)
			} else {
				h, err = New(bits)
			}
			if err != nil {
				t.Fatalf("%d bits: %v", bits, err)
			}
			block := BlockSize256
			if bits > 256 {
				block = BlockSize512
			}
			if h.Size() != bits/8 || h.BlockSize() != block {
				t.Errorf("%d bits: Size %d, BlockSize %d", bits, h.Size(), h.BlockSize())
			}
			if n := len(h.Sum(nil)); n != bits/8 {
				t.Errorf("%d bits: Sum gave %d bytes", bits, n)
			}
		}
	}
	for _, bits := range []int{-8, 0, 1, 7, 9, 255, 513, 520, 1 << 20} {
		if h, err := New(bits); h != nil || !errors.Is(err, ErrDigestSize) {
			t.Errorf("New(%d) = %v, %v; want nil and ErrDigestSize", bits, h, err)
		} else if !strings.Contains(err.Error(), strconv.Itoa(bits)) {
			t.Errorf("New(%d): the error %q does not name the size", bits, err)
		}
		if h, err := New0(bits); h != nil || !errors.Is(err, ErrDigestSize) {
			t.Errorf("New0(%d) = %v, %v; want nil and ErrDigestSize", bits, h, err)
		}
	}
	fixed := map[string]hash.Hash{"224": New224(), "256": New256(), "384": New384(), "512": New512(),
		"0-224": New0_224(), "0-256": New0_256(), "0-384": New0_384(), "0-512": New0_512()}
	for name, h := range fixed {
		bits, _ := strconv.Atoi(strings.TrimPrefix(name, "0-"))
		var other hash.Hash
		if strings.HasPrefix(name, "0-") {
			other, _ = New0(bits)
		} else {
			other, _ = New(bits)
		}
		h.Write([]byte("abc"))
		other.Write([]byte("abc"))
		if !bytes.Equal(h.Sum(nil), other.Sum(nil)) {
			t.Errorf("New%s and New(%d) differ", name, bits)
		}
	}
	if Size != 64 || BlockSize != 128 || Size224 != 28 || Size256 != 32 || Size384 != 48 || Size512 != 64 {
		t.Error("size constants")
	}
}

// Sum leaves the state alone, appends to its argument, and Reset starts over.
func TestSumResetAppend(t *testing.T) {
	h := New384()
	h.Write([]byte("hello, "))
	first := h.Sum([]byte("prefix"))
	if !bytes.HasPrefix(first, []byte("prefix")) || len(first) != len("prefix")+Size384 {
		t.Fatalf("Sum(prefix) = %x", first)
	}
	h.Write([]byte("world"))
	want := Sum384([]byte("hello, world"))
	if got := h.Sum(nil); !bytes.Equal(got, want[:]) {
		t.Errorf("after Sum and more Write: %x, want %x", got, want)
	}
	h.Reset()
	h.Write([]byte("hello, world"))
	if got := h.Sum(nil); !bytes.Equal(got, want[:]) {
		t.Errorf("after Reset: %x, want %x", got, want)
	}
}

// The code paths this CPU runs, the automatic choice first; with GROESTL_GO_EXPECT_PATH set
// (scripts/test.sh's x86-cpus stage, per emulated CPU model) the automatic choice must be
// that one.
func TestAutomaticPath(t *testing.T) {
	paths := implementations()
	t.Logf("code paths: %v (the first is the automatic choice)", paths)
	if want := os.Getenv("GROESTL_GO_EXPECT_PATH"); want != "" && paths[0] != want {
		t.Errorf("automatic choice %q, want %q (paths %v)", paths[0], want, paths)
	}
}

// Random messages in random pieces on every code path give the generic path's digests.
func TestPathsAgree(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	paths := implementations()
	for n := 0; n < 300; n++ {
		bits := 8 * (1 + rng.Intn(64))
		version := rng.Intn(2) * variantV0
		msg := make([]byte, rng.Intn(1200))
		rng.Read(msg)
		var want []byte
		for _, name := range append([]string{"generic"}, paths...) {
			impl, _ := implementationByName(name)
			d := newDigest(bits, version)
			d.impl = impl
			for rest := msg; len(rest) > 0; {
				k := min(len(rest), rng.Intn(300))
				d.Write(rest[:k])
				rest = rest[k:]
			}
			got := d.Sum(nil)
			if want == nil {
				want = got
			} else if !bytes.Equal(got, want) {
				t.Fatalf("%s, %d bits, version %d, %d bytes: %x, generic %x", name, bits, version, len(msg), got, want)
			}
		}
	}
}

// The state saved at every split of a message and restored into a new digest gives the
// digest of the whole message, on every variant; a copy is independent of its original.
func TestMarshalEverySplit(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for _, bits := range []int{8, 224, 256, 264, 384, 512} {
		for _, version := range []int{0, variantV0} {
			msg := make([]byte, 300)
			rng.Read(msg)
			whole := newDigest(bits, version)
			whole.Write(msg)
			want := whole.Sum(nil)
			for split := 0; split <= len(msg); split++ {
				a := newDigest(bits, version)
				a.Write(msg[:split])
				state, err := a.MarshalBinary()
				if err != nil {
					t.Fatal(err)
				}
				if len(state) != marshaledSize {
					t.Fatalf("state of %d bytes", len(state))
				}
				b := newDigest(bits, version)
				b.Write([]byte("something else first"))
				if err := b.UnmarshalBinary(state); err != nil {
					t.Fatalf("%s, split %d: %v", a.name(), split, err)
				}
				b.Write(msg[split:])
				a.Write([]byte("diverge")) // the copy must not follow
				if got := b.Sum(nil); !bytes.Equal(got, want) {
					t.Fatalf("%s, split %d: %x, want %x", a.name(), split, got, want)
				}
			}
		}
	}
	var _ encoding.BinaryMarshaler = New256().(encoding.BinaryMarshaler)
	var _ encoding.BinaryUnmarshaler = New256().(encoding.BinaryUnmarshaler)
	var _ interface { // encoding.BinaryAppender of Go 1.24
		AppendBinary([]byte) ([]byte, error)
	} = New256().(interface{ AppendBinary([]byte) ([]byte, error) })
}

// Bad states are refused with an error naming what is wrong, and leave the digest as it was.
func TestUnmarshalErrors(t *testing.T) {
	src := New256()
	src.Write([]byte("0123456789"))
	good, _ := src.(encoding.BinaryMarshaler).MarshalBinary()
	other := New512()
	other.Write([]byte("x"))
	wide, _ := other.(encoding.BinaryMarshaler).MarshalBinary()
	v0 := New0_256()
	stateV0, _ := v0.(encoding.BinaryMarshaler).MarshalBinary()
	mutate := func(f func(b []byte) []byte) []byte { return f(append([]byte(nil), good...)) }
	cases := []struct {
		name  string
		state []byte
		want  error
		text  string
	}{
		{"empty", nil, ErrStateIdentifier, ""},
		{"magic", mutate(func(b []byte) []byte { b[0] = 'G'; return b }), ErrStateIdentifier, ""},
		{"format version", mutate(func(b []byte) []byte { b[4] = 2; return b }), ErrStateIdentifier, ""},
		{"short", good[:len(good)-1], ErrStateSize, "272 bytes"},
		{"long", append(append([]byte(nil), good...), 0), ErrStateSize, "274 bytes"},
		{"another size", wide, ErrStateVariant, "Grøstl-512, not Grøstl-256"},
		{"Grøstl-0", stateV0, ErrStateVariant, "Grøstl-0-256, not Grøstl-256"},
		{"bad size", mutate(func(b []byte) []byte { b[6], b[7] = 0, 7; return b }), ErrStateCorrupt, "7 bits"},
		{"version 2", mutate(func(b []byte) []byte { b[5] = 2; return b }), ErrStateCorrupt, "version 2"},
		{"wide chain in narrow", mutate(func(b []byte) []byte { b[8+64] = 1; return b }), ErrStateCorrupt, "chaining value"},
		{"buffered count", mutate(func(b []byte) []byte { b[8+128+8] = 64; return b }), ErrStateCorrupt, "64 bytes buffered"},
		{"garbage after buffer", mutate(func(b []byte) []byte { b[len(b)-1] = 1; return b }), ErrStateCorrupt, "past the 10 buffered"},
		{"block count", mutate(func(b []byte) []byte {
			copy(b[8+128:], []byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff})
			return b
		}), ErrStateCorrupt, "block count"},
	}
	for _, c := range cases {
		dst := New256()
		dst.Write([]byte("kept"))
		before := dst.Sum(nil)
		err := dst.(encoding.BinaryUnmarshaler).UnmarshalBinary(c.state)
		if !errors.Is(err, c.want) || !strings.Contains(err.Error(), c.text) {
			t.Errorf("%s: error %v, want %v with %q", c.name, err, c.want, c.text)
		}
		if after := dst.Sum(nil); !bytes.Equal(after, before) {
			t.Errorf("%s: the failed UnmarshalBinary changed the digest", c.name)
		}
	}
}

// Digests and the Sum functions used from many goroutines at once (go test -race).
func TestConcurrentUse(t *testing.T) {
	msg := make([]byte, 3000)
	rand.New(rand.NewSource(3)).Read(msg)
	want512, want256 := Sum512(msg), Sum256(msg)
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			h := New512()
			for i := 0; i < 20; i++ {
				h.Reset()
				h.Write(msg[:g*100])
				h.Write(msg[g*100:])
				if got := h.Sum(nil); !bytes.Equal(got, want512[:]) {
					errs <- "New512 in a goroutine"
				}
				if got := Sum256(msg); got != want256 {
					errs <- "Sum256 in a goroutine"
				}
				_ = GroestlcoinHash(msg[:80])
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Fatal(e)
	}
}

// No allocation in the Sum functions, GroestlcoinHash, nor in Write and in Sum into a slice
// with room on a reused digest, on every code path.
func TestNoAllocations(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("the race detector and coverage allocate")
	}
	msg := make([]byte, 1000)
	out := make([]byte, 0, Size512)
	for _, name := range implementations() {
		t.Run(name, func(t *testing.T) {
			forceImplementation(t, name)
			h := New512()
			h256 := New256()
			checks := map[string]func(){
				"Sum224":          func() { Sum224(msg) },
				"Sum256":          func() { Sum256(msg) },
				"Sum384":          func() { Sum384(msg) },
				"Sum512":          func() { Sum512(msg) },
				"GroestlcoinHash": func() { GroestlcoinHash(msg[:80]) },
				"Write+Sum 512":   func() { h.Reset(); h.Write(msg); out = h.Sum(out[:0]) },
				"Write+Sum 256":   func() { h256.Reset(); h256.Write(msg[:77]); out = h256.Sum(out[:0]) },
			}
			for what, f := range checks {
				if n := testing.AllocsPerRun(20, f); n != 0 {
					t.Errorf("%s: %v allocations", what, n)
				}
			}
		})
	}
}

// The Go copy of the ShiftBytes table is the C one (GROESTL_SHIFTS_INIT in
// src/groestl_impl.h).
func TestShiftsMatchC(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("..", "src", "groestl_impl.h"))
	if err != nil {
		t.Fatal(err)
	}
	def := regexp.MustCompile(`(?s)#define GROESTL_SHIFTS_INIT(.*?)\n\n`).FindSubmatch(text)
	if def == nil {
		t.Fatal("no GROESTL_SHIFTS_INIT in src/groestl_impl.h")
	}
	body := regexp.MustCompile(`/\*.*?\*/`).ReplaceAll(def[1], nil)
	var got []int
	for _, m := range regexp.MustCompile(`\d+`).FindAll(body, -1) {
		n, _ := strconv.Atoi(string(m))
		got = append(got, n)
	}
	var want []int
	for v := range shiftBytesTable {
		for perm := range shiftBytesTable[v] {
			for _, s := range shiftBytesTable[v][perm] {
				want = append(want, int(s))
			}
		}
	}
	if len(got) != len(want) {
		t.Fatalf("C has %d shifts, Go %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("shift %d: C %d, Go %d", i, got[i], want[i])
		}
	}
}

// The bitsliced S-box circuit computes the AES S-box of src/groestl_sbox.h on every byte,
// but for the constant it leaves out (sboxMissing).
func TestSBoxCircuit(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("..", "src", "groestl_sbox.h"))
	if err != nil {
		t.Fatal(err)
	}
	start := bytes.Index(text, []byte("#define GROESTL_SBOX_BYTES"))
	if start < 0 {
		t.Fatal("no GROESTL_SBOX_BYTES in src/groestl_sbox.h")
	}
	var sbox []byte
	for _, m := range regexp.MustCompile(`0x[0-9a-f]{2}`).FindAll(text[start:], 256) {
		n, _ := strconv.ParseUint(string(m[2:]), 16, 8)
		sbox = append(sbox, byte(n))
	}
	if len(sbox) != 256 {
		t.Fatalf("%d S-box bytes", len(sbox))
	}
	// 4 x 64 bytes: byte x at bit x % 64 of the planes of round x / 64
	for part := 0; part < 4; part++ {
		var planes, zero [8]uint64
		for i := 0; i < 64; i++ {
			x := part*64 + i
			for b := 0; b < 8; b++ {
				planes[b] |= uint64(x>>b&1) << i
			}
		}
		subBytes(&planes, &zero)
		for i := 0; i < 64; i++ {
			var y byte
			for b := 0; b < 8; b++ {
				y |= byte(planes[b]>>i&1) << b
			}
			if x := part*64 + i; y^sboxMissing != sbox[x] {
				t.Fatalf("S(%#02x) = %#02x, want %#02x", x, y^sboxMissing, sbox[x])
			}
		}
	}
}
