// SPDX-License-Identifier: MIT OR Apache-2.0

//go:build amd64 && !purego

package groestl

import "golang.org/x/sys/cpu"

// The code paths of amd64, chosen once from the CPU's features (golang.org/x/sys/cpu checks
// that the OS saves the registers too): AVX-512 with GFNI, else AES-NI on YMM registers with
// VAES and AVX2 (vaes), else AES-NI, else generic.
const (
	implGeneric = iota
	implAESNI
	implVAES
	implAVX512
)

var implNames = [...]string{implGeneric: "generic", implAESNI: "aesni", implVAES: "vaes", implAVX512: "avx512"}

// defaultImpl is the path new digests and the Sum functions take; the tests and benchmarks
// set it (useImplementation), never while a hash runs.
var defaultImpl = bestImplementation()

func haveImplementation(i int) bool {
	x := &cpu.X86
	switch i {
	case implAVX512:
		return x.HasAVX512F && x.HasAVX512BW && x.HasAVX512VBMI && x.HasAVX512GFNI
	case implVAES:
		// x/sys/cpu names VAES only beside AVX-512 (HasAVX512VAES); it is leaf 7's ECX bit
		// 9, there whenever HasAVX2 is (leaf 7 exists).
		return x.HasAES && x.HasSSSE3 && x.HasAVX && x.HasAVX2 && cpuidLeaf7ECX()>>9&1 != 0
	case implAESNI:
		return x.HasAES && x.HasSSSE3 && x.HasAVX
	}
	return i == implGeneric
}

func bestImplementation() int {
	for _, i := range []int{implAVX512, implVAES, implAESNI} {
		if haveImplementation(i) {
			return i
		}
	}
	return implGeneric
}

func compress(impl int, chain *[16]uint64, p []byte, variant int) {
	switch impl {
	case implAVX512:
		compressAVX512(chain, p, variant)
	case implVAES:
		compressVAES(chain, p, variant)
	case implAESNI:
		compressAESNI(chain, p, variant)
	default:
		compressGeneric(chain, p, variant)
	}
}

func output(impl int, chain *[16]uint64, variant int) {
	switch impl {
	case implAVX512:
		outputAVX512(chain, variant)
	case implVAES:
		outputVAES(chain, variant)
	case implAESNI:
		outputAESNI(chain, variant)
	default:
		outputGeneric(chain, variant)
	}
}

// implementations lists the code paths this build and CPU can run, the automatic choice first.
func implementations() []string {
	names := []string{implNames[bestImplementation()]}
	for i := implAVX512; i >= implGeneric; i-- {
		if i != bestImplementation() && haveImplementation(i) {
			names = append(names, implNames[i])
		}
	}
	return names
}

// implementationByName returns the code path of that name, if this build and CPU run it.
func implementationByName(name string) (int, bool) {
	for i, n := range implNames {
		if n == name && haveImplementation(i) {
			return i, true
		}
	}
	return 0, false
}
