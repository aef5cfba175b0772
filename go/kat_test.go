// SPDX-License-Identifier: MIT OR Apache-2.0

package groestl

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The vector files are read from the repository's kat/ (GROESTL_KAT_DIR overrides it).
func katDir(t testing.TB) string {
	if dir := os.Getenv("GROESTL_KAT_DIR"); dir != "" {
		return dir
	}
	dir, err := filepath.Abs(filepath.Join("..", "kat"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

type katEntry struct {
	line   int
	bits   int    // Len
	msg    []byte // Msg (Len bits of it)
	md     []byte
	text   []byte // ExtremelyLongMsgKAT: Text repeated Repeat times
	repeat int
}

// readKAT parses a file of the SHA-3 competition's KAT format (kat/README.md).
func readKAT(t testing.TB, path string) []katEntry {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []katEntry
	var e katEntry
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, value, ok := strings.Cut(line, "=")
		if !ok {
			t.Fatalf("%s:%d: not 'key = value': %q", path, n, line)
		}
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		switch key {
		case "Len", "Repeat":
			v, err := strconv.Atoi(value)
			if err != nil || v < 0 {
				t.Fatalf("%s:%d: bad %s %q", path, n, key, value)
			}
			if key == "Len" {
				e = katEntry{line: n, bits: v}
			} else {
				e.repeat = v
			}
		case "Msg", "MD":
			b, err := hex.DecodeString(value)
			if err != nil {
				t.Fatalf("%s:%d: bad hex: %v", path, n, err)
			}
			if key == "Msg" {
				e.msg = b
			} else {
				e.md = b
				if e.line == 0 {
					e.line = n
				}
				out = append(out, e)
				e = katEntry{}
			}
		case "Text":
			e.text = []byte(value)
		default:
			t.Fatalf("%s:%d: unknown key %q", path, n, key)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) == 0 {
		t.Fatalf("%s: no vectors", path)
	}
	return out
}

// katFiles lists every vector file under kat/ with its digest size and version.
func katFiles(t testing.TB) []struct {
	path          string
	bits, version int
} {
	var files []struct {
		path          string
		bits, version int
	}
	dir := katDir(t)
	for _, sub := range []string{"final", "groestl0"} {
		names, err := filepath.Glob(filepath.Join(dir, sub, "*.txt"))
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range names {
			base := strings.TrimSuffix(filepath.Base(name), ".txt")
			i := strings.LastIndexByte(base, '_')
			bits, err := strconv.Atoi(base[i+1:])
			if i < 0 || err != nil {
				t.Fatalf("%s: no digest size in the name", name)
			}
			version := 0
			if sub == "groestl0" {
				version = variantV0
			}
			files = append(files, struct {
				path          string
				bits, version int
			}{name, bits, version})
		}
	}
	if len(files) != 14 {
		t.Fatalf("%s: %d vector files, expected 14 (kat/README.md)", dir, len(files))
	}
	return files
}

// sumBits hashes the first nbits bits of msg (the NIST API's convention: the last byte's
// top nbits%8 bits) through the package's own padding, which takes a partial last byte.
func sumBits(bits, version int, msg []byte, nbits int) []byte {
	d := newDigest(bits, version)
	d.Write(msg[:nbits/8])
	var out [Size512]byte
	var tail byte
	if nbits%8 != 0 {
		tail = msg[nbits/8]
	}
	d.finish(&out, tail, nbits%8)
	return out[:bits/8]
}

func newVersion(bits, version int) func() (hashWriter, error) {
	return func() (hashWriter, error) {
		if version == variantV0 {
			return New0(bits)
		}
		return New(bits)
	}
}

type hashWriter interface {
	Write([]byte) (int, error)
	Sum([]byte) []byte
}

// TestKAT runs every vector of every file in kat/ on every code path this CPU runs. The
// byte-aligned ones go through the public API (Sum* and hash.Hash, written whole and in
// pieces); the bit-granular ones (BitMsgKAT) through the package's padding of a partial
// last byte, which the byte-oriented API cannot reach. The 1 GiB files (ExtremelyLongMsgKAT)
// run unless -short, on the automatic path (the fastest), and with GROESTL_GO_LONG=all on
// every path.
func TestKAT(t *testing.T) {
	for i, impl := range implementations() {
		t.Run(impl, func(t *testing.T) {
			forceImplementation(t, impl)
			for _, file := range katFiles(t) {
				name := filepath.Base(filepath.Dir(file.path)) + "/" + filepath.Base(file.path)
				t.Run(name, func(t *testing.T) {
					if strings.HasPrefix(filepath.Base(file.path), "ExtremelyLong") {
						if testing.Short() {
							t.Skip("1 GiB message: run without -short")
						}
						if i > 0 && os.Getenv("GROESTL_GO_LONG") != "all" {
							t.Skip("1 GiB message: on the automatic path only (GROESTL_GO_LONG=all: every path)")
						}
						checkExtremelyLong(t, file.path, file.bits, file.version)
						return
					}
					checkFile(t, file.path, file.bits, file.version)
				})
			}
		})
	}
}

func checkFile(t *testing.T, path string, bits, version int) {
	ran := 0
	for _, e := range readKAT(t, path) {
		if t.Failed() {
			break // the first wrong vector says enough
		}
		if (e.bits+7)/8 > len(e.msg) && !(e.bits == 0 && len(e.msg) == 1) {
			t.Fatalf("%s:%d: Msg shorter than Len", path, e.line)
		}
		if got := sumBits(bits, version, e.msg, e.bits); !bytes.Equal(got, e.md) {
			t.Errorf("%s:%d (Len %d): got %x, want %x", path, e.line, e.bits, got, e.md)
		}
		ran++
		if e.bits%8 != 0 {
			continue
		}
		msg := e.msg[:e.bits/8]
		h, err := newVersion(bits, version)()
		if err != nil {
			t.Fatal(err)
		}
		// in pieces of 1, 2, 3, ... bytes
		for i, k := 0, 1; i < len(msg); i, k = i+k, k+1 {
			h.Write(msg[i:min(i+k, len(msg))])
		}
		if got := h.Sum(nil); !bytes.Equal(got, e.md) {
			t.Errorf("%s:%d (Len %d) in pieces: got %x, want %x", path, e.line, e.bits, got, e.md)
		}
		if version == 0 {
			if got := sumOfSize(bits, msg); got != nil && !bytes.Equal(got, e.md) {
				t.Errorf("%s:%d (Len %d) Sum%d: got %x, want %x", path, e.line, e.bits, bits, got, e.md)
			}
		}
	}
	t.Logf("%s: %d vectors", filepath.Base(path), ran)
}

// sumOfSize calls the fixed-size Sum function of that size (nil for other sizes).
func sumOfSize(bits int, msg []byte) []byte {
	switch bits {
	case 224:
		s := Sum224(msg)
		return s[:]
	case 256:
		s := Sum256(msg)
		return s[:]
	case 384:
		s := Sum384(msg)
		return s[:]
	case 512:
		s := Sum512(msg)
		return s[:]
	}
	return nil
}

func checkExtremelyLong(t *testing.T, path string, bits, version int) {
	entries := readKAT(t, path)
	for _, e := range entries {
		if len(e.text) == 0 || e.repeat == 0 {
			t.Fatalf("%s: no Text or Repeat", path)
		}
		h, err := newVersion(bits, version)()
		if err != nil {
			t.Fatal(err)
		}
		// Text as the competition wrote it, one update each (16777216 of 64 bytes)...
		for i := 0; i < e.repeat; i++ {
			h.Write(e.text)
		}
		if got := h.Sum(nil); !bytes.Equal(got, e.md) {
			t.Errorf("%s: got %x, want %x", path, got, e.md)
		}
	}
	t.Log(fmt.Sprintf("%s: %d vectors", filepath.Base(path), len(entries)))
}
