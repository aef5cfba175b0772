// SPDX-License-Identifier: MIT OR Apache-2.0

// The controls of the static constant-time check (ctasm_test.go): each function leaks the
// secrets in one way the check must see. Never assembled into a package (testdata/); the
// arguments are named as in the package's assembly: chain and blocks point at secrets, keys
// at public tables, n is a count.

#include "textflag.h"

// A byte of the message indexes a table: an S-box look-up.
// func leakyTableLookup(chain *[16]uint64, blocks *byte, n int, keys *byte)
TEXT ·leakyTableLookup(SB), NOSPLIT, $0-32
	MOVQ blocks+8(FP), SI
	MOVQ keys+24(FP), DX
	MOVBLZX (SI), AX
	MOVBLZX (DX)(AX*1), BX
	MOVB BX, (SI)
	RET

// A branch on a bit of the chaining value.
// func leakyBranch(chain *[16]uint64, blocks *byte, n int, keys *byte)
TEXT ·leakyBranch(SB), NOSPLIT, $0-32
	MOVQ chain+0(FP), AX
	MOVQ (AX), BX
	TESTQ $1, BX
	JZ skip
	INCQ 8(AX)
skip:
	RET

// The secret goes through the stack and a vector register before it becomes an address.
// func leakySpill(chain *[16]uint64, blocks *byte, n int, keys *byte)
TEXT ·leakySpill(SB), NOSPLIT, $16-32
	MOVQ chain+0(FP), AX
	MOVQ keys+24(FP), DX
	VMOVDQU (AX), X0
	VMOVDQU X0, 0(SP)
	MOVQ 8(SP), CX
	ANDQ $255, CX
	VPBROADCASTQ (DX)(CX*8), Z1
	VZEROUPPER
	RET

// Only the second time round the loop does the secret reach the address: the check must
// follow it along the back edge.
// func leakyLoop(chain *[16]uint64, blocks *byte, n int, keys *byte)
TEXT ·leakyLoop(SB), NOSPLIT, $0-32
	MOVQ blocks+8(FP), SI
	MOVQ keys+24(FP), DX
	MOVQ n+16(FP), CX
	XORQ BX, BX
loop:
	MOVQ (DX)(BX*8), R8
	XORQ R8, (SI)
	MOVQ (SI), BX
	ANDQ $7, BX
	DECQ CX
	JNZ loop
	RET

// The loop count comes from the message: the branch that ends the loop is on the secrets.
// func leakyCount(chain *[16]uint64, blocks *byte, n int, keys *byte)
TEXT ·leakyCount(SB), NOSPLIT, $0-32
	MOVQ blocks+8(FP), SI
	MOVBLZX (SI), CX
count:
	ADDQ $1, 8(SI)
	DECQ CX
	JNZ count
	RET
