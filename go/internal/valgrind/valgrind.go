// SPDX-License-Identifier: MIT OR Apache-2.0

// Package valgrind makes the client requests of valgrind's memcheck from Go, for the
// constant-time test of package groestl (ct_test.go): memcheck then reports every branch and
// every memory address computed from the bytes marked undefined. Outside valgrind the
// requests do nothing and return their default value.
package valgrind

import "unsafe"

// The request codes of valgrind.h and memcheck.h (VG_USERREQ_TOOL_BASE('M','C') + n for
// memcheck's).
const (
	requestRunningOnValgrind = 0x1001
	requestCountErrors       = 0x1201
	requestMakeMemUndefined  = 0x4d430001
	requestMakeMemDefined    = 0x4d430002
	requestGetVbits          = 0x4d430008
)

func request(code uint64, args ...uint64) uint64 {
	var a [6]uint64
	a[0] = code
	copy(a[1:], args)
	return clientRequest(&a, 0)
}

// Running reports whether the program runs under valgrind.
func Running() bool { return request(requestRunningOnValgrind) != 0 }

// CountErrors returns the number of errors valgrind has reported so far.
func CountErrors() uint64 { return request(requestCountErrors) }

// MakeUndefined marks the n bytes at p as undefined: secret, for memcheck.
func MakeUndefined(p unsafe.Pointer, n uintptr) {
	request(requestMakeMemUndefined, uint64(uintptr(p)), uint64(n))
}

// MakeDefined marks the n bytes at p as defined again.
func MakeDefined(p unsafe.Pointer, n uintptr) {
	request(requestMakeMemDefined, uint64(uintptr(p)), uint64(n))
}

// UndefinedBytes returns how many of the n bytes at p have an undefined bit (0 outside
// valgrind): memcheck's shadow bits, read without reporting an error.
func UndefinedBytes(p unsafe.Pointer, n uintptr) int {
	vbits := make([]byte, n)
	if request(requestGetVbits, uint64(uintptr(p)), uint64(uintptr(unsafe.Pointer(&vbits[0]))), uint64(n)) != 1 {
		return 0
	}
	count := 0
	for _, v := range vbits {
		if v != 0 {
			count++
		}
	}
	return count
}
