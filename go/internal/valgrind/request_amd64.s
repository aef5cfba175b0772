// SPDX-License-Identifier: MIT OR Apache-2.0

#include "textflag.h"

// func clientRequest(args *[6]uint64, dflt uint64) uint64
//
// valgrind.h's VALGRIND_DO_CLIENT_REQUEST for amd64: RAX the address of the arguments, RDX
// the default answer, then the preamble valgrind recognises (four rotations of RDI, by 128
// bits in all, so RDI is unchanged: a no-op on a CPU) and XCHGQ BX, BX; the answer comes
// back in RDX. The bytes must be exactly those (TestRequestBytes checks the encoding).
TEXT ·clientRequest(SB), NOSPLIT, $0-24
	MOVQ args+0(FP), AX
	MOVQ dflt+8(FP), DX
	ROLQ $3, DI
	ROLQ $13, DI
	ROLQ $61, DI
	ROLQ $51, DI
	XCHGQ BX, BX
	MOVQ DX, ret+16(FP)
	RET
