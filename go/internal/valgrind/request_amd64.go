// SPDX-License-Identifier: MIT OR Apache-2.0

package valgrind

// clientRequest passes args (the request code and five arguments) to valgrind and returns
// its answer, or dflt when the program does not run under valgrind (request_amd64.s).
//
//go:noescape
func clientRequest(args *[6]uint64, dflt uint64) uint64
