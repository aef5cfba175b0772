// SPDX-License-Identifier: MIT OR Apache-2.0

package ctasm

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The arguments of the package's assembly functions (the Go declarations in
// ../../*_amd64.go): chain and blocks point at the secrets.
var groestlArgs = map[string]ArgKind{
	"chain":  SecretPointer,
	"blocks": SecretPointer,
	"n":      PublicValue,
	"keys":   PublicPointer,
	"field":  PublicPointer,
}

// listing assembles an amd64 file and returns the assembler's listing (go tool asm -S).
func listing(t *testing.T, file string) string {
	t.Helper()
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	include := filepath.Join(strings.TrimSpace(string(goroot)), "pkg", "include")
	cmd := exec.Command("go", "tool", "asm", "-S", "-I", include, "-D", "GOOS_linux", "-D", "GOARCH_amd64",
		"-p", "groestl", "-o", filepath.Join(t.TempDir(), "out.o"), file)
	cmd.Env = append(os.Environ(), "GOARCH=amd64", "GOOS=linux")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go tool asm %s: %v\n%s", file, err, out)
	}
	return string(out)
}

// Every amd64 assembly file of the package: no address and no branch from the secrets.
func TestPackageAssembly(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "*_amd64.s"))
	if err != nil || len(files) < 2 {
		t.Fatalf("the package's assembly files: %v, %v", files, err)
	}
	for _, file := range files {
		text := listing(t, file)
		functions := parse(text)
		if len(functions) == 0 {
			t.Fatalf("%s: no function in the listing", file)
		}
		findings, err := Analyze(text, groestlArgs)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range findings {
			t.Errorf("%s", f)
		}
		n := 0
		for _, f := range functions {
			n += len(f.instrs)
		}
		t.Logf("%s: %d functions, %d instructions, %d findings", filepath.Base(file), len(functions), n, len(findings))
	}
}

// The package's files with a table look-up put in: right after the first load of message
// bytes into a vector register, a byte of that register indexes the keys. The check must
// follow the message from the real function's entry to there.
func TestPackageAssemblyMutated(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "*_amd64.s"))
	load := regexp.MustCompile(`(?m)^\tVMOVDQU(?:64)? 0?\(SI\), [XZ](\d+)$`)
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		m := load.FindSubmatchIndex(src)
		if m == nil {
			t.Fatalf("%s: no load of the message (SI) into a vector register", file)
		}
		reg := string(src[m[2]:m[3]])
		leak := "\n\tMOVQ X" + reg + ", R9\n\tANDQ $255, R9\n\tMOVBLZX (DX)(R9*1), R10"
		mutated := string(src[:m[1]]) + leak + string(src[m[1]:])
		path := filepath.Join(t.TempDir(), filepath.Base(file))
		if err := os.WriteFile(path, []byte(mutated), 0o644); err != nil {
			t.Fatal(err)
		}
		findings, err := Analyze(listing(t, path), groestlArgs)
		if err != nil {
			t.Fatal(err)
		}
		flagged := false
		for _, f := range findings {
			flagged = flagged || strings.Contains(f.Text, "(DX)(R9*1)")
		}
		if !flagged {
			t.Errorf("%s with a look-up by message bytes: not flagged (%v)", filepath.Base(file), findings)
		}
	}
}

// The controls: each leaky function is flagged, for the leak it has.
func TestLeakyControls(t *testing.T) {
	findings, err := Analyze(listing(t, filepath.Join("testdata", "leaky_amd64.s")), groestlArgs)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"groestl.leakyTableLookup": "memory address from the secrets",
		"groestl.leakyBranch":      "conditional jump on flags from the secrets",
		"groestl.leakySpill":       "memory address from the secrets",
		"groestl.leakyLoop":        "memory address from the secrets",
		"groestl.leakyCount":       "conditional jump on flags from the secrets",
	}
	seen := map[string]bool{}
	for _, f := range findings {
		t.Logf("%s", f)
		if want[f.Function] == f.What {
			seen[f.Function] = true
		}
	}
	for fn, what := range want {
		if !seen[fn] {
			t.Errorf("%s: not flagged (%s)", fn, what)
		}
	}
}

// An argument the table does not name is an error, not a guess.
func TestUnknownArgument(t *testing.T) {
	text := "groestl.f STEXT size=1\n\t0x0000 00000 (x.s:1)\tMOVQ\tsecretish+0(FP), AX\n"
	if _, err := Analyze(text, groestlArgs); err == nil || !strings.Contains(err.Error(), "secretish") {
		t.Fatalf("an unknown argument gave %v", err)
	}
}
