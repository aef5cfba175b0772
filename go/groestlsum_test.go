// SPDX-License-Identifier: MIT OR Apache-2.0

package groestl

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// groestlsum is the C build's tool (GROESTLSUM, else ../build/groestlsum). Without it the
// test skips, unless GROESTL_GO_REQUIRE_GROESTLSUM=1 (scripts/test.sh go sets it and builds
// the tool), when its absence fails.
func groestlsum(t *testing.T) string {
	path := os.Getenv("GROESTLSUM")
	if path == "" {
		path = filepath.Join("..", "build", "groestlsum")
	}
	if _, err := os.Stat(path); err != nil {
		if os.Getenv("GROESTL_GO_REQUIRE_GROESTLSUM") == "1" {
			t.Fatalf("groestlsum not found at %s (scripts/test.sh c builds it)", path)
		}
		t.Skipf("groestlsum not found at %s: build the C library (scripts/test.sh c) or set GROESTLSUM", path)
	}
	return path
}

// Random messages (random lengths around the block boundaries and beyond) at random digest
// sizes of both versions: every code path against groestlsum's digests.
func TestAgainstGroestlsum(t *testing.T) {
	tool := groestlsum(t)
	rng := rand.New(rand.NewSource(4))
	dir := t.TempDir()
	var files []string
	var msgs [][]byte
	for i := 0; i < 48; i++ {
		n := rng.Intn(70)
		switch i % 4 {
		case 1:
			n = 64*rng.Intn(6) + rng.Intn(3) - 1 // around 64-byte blocks
		case 2:
			n = 128*rng.Intn(4) + 120 + rng.Intn(10) // where the padding takes two blocks
		case 3:
			n = rng.Intn(20000)
		}
		msg := make([]byte, max(n, 0))
		rng.Read(msg)
		name := filepath.Join(dir, fmt.Sprintf("m%02d", i))
		if err := os.WriteFile(name, msg, 0o600); err != nil {
			t.Fatal(err)
		}
		files, msgs = append(files, name), append(msgs, msg)
	}
	sizes := []int{8, 224, 256, 384, 512}
	for i := 0; i < 6; i++ {
		sizes = append(sizes, 8*(1+rng.Intn(64)))
	}
	for _, bits := range sizes {
		for _, version := range []int{0, variantV0} {
			args := []string{"-l", strconv.Itoa(bits)}
			if version == variantV0 {
				args = append(args, "--v0")
			}
			out, err := exec.Command(tool, append(args, files...)...).Output()
			if err != nil {
				t.Fatalf("%s %v: %v", tool, args, err)
			}
			want := parseSums(t, out, len(files))
			for _, name := range implementations() {
				impl, _ := implementationByName(name)
				for i, msg := range msgs {
					d := newDigest(bits, version)
					d.impl = impl
					d.Write(msg)
					if got := d.Sum(nil); !bytes.Equal(got, want[i]) {
						t.Fatalf("%s, %s, %d bytes: %x, groestlsum %x", name, d.name(), len(msg), got, want[i])
					}
				}
			}
		}
	}
}

// parseSums reads groestlsum's lines "DIGEST  FILE" in order.
func parseSums(t *testing.T, out []byte, n int) [][]byte {
	var sums [][]byte
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		digest, _, ok := strings.Cut(sc.Text(), "  ")
		b, err := hex.DecodeString(digest)
		if !ok || err != nil {
			t.Fatalf("groestlsum printed %q", sc.Text())
		}
		sums = append(sums, b)
	}
	if len(sums) != n {
		t.Fatalf("groestlsum printed %d digests for %d files", len(sums), n)
	}
	return sums
}
