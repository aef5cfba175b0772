// SPDX-License-Identifier: MIT OR Apache-2.0

//go:build amd64 && !purego

#include "textflag.h"

// The AVX-512 F/BW/VBMI + GFNI permutations; the method is described in avx512_amd64.go.
// Registers in every function: Z31 the AES affine matrix, Z30 the bytes 2, Z29 the bytes 4.

// Offsets in avx512Keys (TestAVX512Layout checks them against the Go struct).
#define SHIFT_P0 0
#define SHIFT_PR 128
#define SHIFT_Q0 256
#define SHIFT_QR 384
#define FIRST_P 512
#define FIRST_Q 640
#define TAIL_P 768
#define TAIL_Q 2560

// SubBytes and MixBytes of a register A holding the ShiftBytes of the state, result in OUT,
// rotated by four rows, the next round's constant (TAIL, quartered and rotated) added:
//   a = S(A),  t = a + a_{+1},  t2 = t_{+2},  y = a_{+6} + t + t2,  x7 = t_{+7} + t2 + tail,
//   OUT = 4·x7 + 2·y_{+3} + y
// where v_{+k} is every row i taking row i + k (VPRORQ by 8k bits). T, T2, X: scratch.
#define SUB_MIX(A, OUT, T, T2, X, TAIL) \
	VGF2P8AFFINEINVQB $0x63, Z31, A, A; \
	VPRORQ $8, A, T; \
	VPXORQ A, T, T; \
	VPRORQ $16, T, T2; \
	VPRORQ $56, T, X; \
	VPTERNLOGQ $0x96, TAIL, T2, X; \
	VPRORQ $48, A, OUT; \
	VPTERNLOGQ $0x96, T, T2, OUT; \
	VGF2P8MULB Z29, X, X; \
	VPRORQ $24, OUT, T; \
	VGF2P8MULB Z30, T, T; \
	VPTERNLOGQ $0x96, X, T, OUT

// A round of a 512-bit state S: ShiftBytes by index IDX into A, then SUB_MIX back into S.
#define NARROW_ROUND(S, IDX, A, T, T2, X, TAIL) \
	VPERMB S, IDX, A; \
	SUB_MIX(A, S, T, T2, X, TAIL)

// A round of a 1024-bit state S0 (columns 0-7), S1 (8-15): ShiftBytes from both registers
// (index bit 6 picks S1) by I0 into A and by I1 into B, then SUB_MIX back.
#define WIDE_ROUND(S0, S1, I0, I1, A, B, T, T2, X, TAIL) \
	VMOVDQA64 S0, A; \
	VPERMT2B S1, I0, A; \
	VMOVDQA64 S0, B; \
	VPERMT2B S1, I1, B; \
	SUB_MIX(A, S0, T, T2, X, TAIL); \
	SUB_MIX(B, S1, T, T2, X, 64+TAIL)

#define LOAD_FIELD(field) \
	VPBROADCASTQ 0(field), Z31; \
	VPBROADCASTQ 8(field), Z30; \
	VPBROADCASTQ 16(field), Z29

// func compressAVX512Narrow(chain *[16]uint64, blocks *byte, n int, keys *avx512Keys, field *[3]uint64)
// Z0 h, Z1 the message block, Z2 P, Z3 Q; Z10-Z13 the ShiftBytes indices, Z14-Z15 round 0's
// constants. P's and Q's rounds side by side: two dependency chains.
TEXT ·compressAVX512Narrow(SB), NOSPLIT, $0-40
	MOVQ chain+0(FP), AX
	MOVQ blocks+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ keys+24(FP), DX
	MOVQ field+32(FP), BX
	LOAD_FIELD(BX)
	VMOVDQU64 SHIFT_P0(DX), Z10
	VMOVDQU64 SHIFT_PR(DX), Z11
	VMOVDQU64 SHIFT_Q0(DX), Z12
	VMOVDQU64 SHIFT_QR(DX), Z13
	VMOVDQU64 FIRST_P(DX), Z14
	VMOVDQU64 FIRST_Q(DX), Z15
	VMOVDQU64 (AX), Z0
	TESTQ CX, CX
	JZ narrow_store

narrow_block:
	VMOVDQU64 (SI), Z1
	VPXORQ Z1, Z0, Z2
	VPXORQ Z14, Z2, Z2 // P = h + m + round 0's constant
	VPXORQ Z15, Z1, Z3 // Q = m + round 0's constant
	NARROW_ROUND(Z2, Z10, Z4, Z5, Z6, Z7, TAIL_P(DX))
	NARROW_ROUND(Z3, Z12, Z16, Z17, Z18, Z19, TAIL_Q(DX))
	LEAQ 128(DX), DI // round 1's tails
	MOVQ $9, R8

narrow_rounds:
	NARROW_ROUND(Z2, Z11, Z4, Z5, Z6, Z7, TAIL_P(DI))
	NARROW_ROUND(Z3, Z13, Z16, Z17, Z18, Z19, TAIL_Q(DI))
	ADDQ $128, DI
	DECQ R8
	JNZ narrow_rounds

	// h += P + Q, rotated back by four rows
	VPXORQ Z3, Z2, Z2
	VPRORQ $32, Z2, Z2
	VPXORQ Z2, Z0, Z0
	ADDQ $64, SI
	DECQ CX
	JNZ narrow_block

narrow_store:
	VMOVDQU64 Z0, (AX)
	VZEROUPPER
	RET

// func compressAVX512Wide(chain *[16]uint64, blocks *byte, n int, keys *avx512Keys, field *[3]uint64)
// Z0-Z1 h, Z2-Z3 P, Z8-Z9 Q; Z10-Z15 and Z22-Z23 the ShiftBytes indices, Z24-Z27 round 0's
// constants.
TEXT ·compressAVX512Wide(SB), NOSPLIT, $0-40
	MOVQ chain+0(FP), AX
	MOVQ blocks+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ keys+24(FP), DX
	MOVQ field+32(FP), BX
	LOAD_FIELD(BX)
	VMOVDQU64 SHIFT_P0(DX), Z10
	VMOVDQU64 SHIFT_P0+64(DX), Z11
	VMOVDQU64 SHIFT_PR(DX), Z12
	VMOVDQU64 SHIFT_PR+64(DX), Z13
	VMOVDQU64 SHIFT_Q0(DX), Z14
	VMOVDQU64 SHIFT_Q0+64(DX), Z15
	VMOVDQU64 SHIFT_QR(DX), Z22
	VMOVDQU64 SHIFT_QR+64(DX), Z23
	VMOVDQU64 FIRST_P(DX), Z24
	VMOVDQU64 FIRST_P+64(DX), Z25
	VMOVDQU64 FIRST_Q(DX), Z26
	VMOVDQU64 FIRST_Q+64(DX), Z27
	VMOVDQU64 (AX), Z0
	VMOVDQU64 64(AX), Z1
	TESTQ CX, CX
	JZ wide_store

wide_block:
	VMOVDQU64 (SI), Z4
	VMOVDQU64 64(SI), Z5
	VPXORQ Z4, Z0, Z2
	VPXORQ Z24, Z2, Z2
	VPXORQ Z5, Z1, Z3
	VPXORQ Z25, Z3, Z3 // P = h + m + round 0's constant
	VPXORQ Z26, Z4, Z8
	VPXORQ Z27, Z5, Z9 // Q = m + round 0's constant
	WIDE_ROUND(Z2, Z3, Z10, Z11, Z4, Z5, Z6, Z7, Z16, TAIL_P(DX))
	WIDE_ROUND(Z8, Z9, Z14, Z15, Z17, Z18, Z19, Z20, Z21, TAIL_Q(DX))
	LEAQ 128(DX), DI // round 1's tails
	MOVQ $13, R8

wide_rounds:
	WIDE_ROUND(Z2, Z3, Z12, Z13, Z4, Z5, Z6, Z7, Z16, TAIL_P(DI))
	WIDE_ROUND(Z8, Z9, Z22, Z23, Z17, Z18, Z19, Z20, Z21, TAIL_Q(DI))
	ADDQ $128, DI
	DECQ R8
	JNZ wide_rounds

	// h += P + Q, rotated back by four rows
	VPXORQ Z8, Z2, Z2
	VPXORQ Z9, Z3, Z3
	VPRORQ $32, Z2, Z2
	VPRORQ $32, Z3, Z3
	VPXORQ Z2, Z0, Z0
	VPXORQ Z3, Z1, Z1
	ADDQ $128, SI
	DECQ CX
	JNZ wide_block

wide_store:
	VMOVDQU64 Z0, (AX)
	VMOVDQU64 Z1, 64(AX)
	VZEROUPPER
	RET

// func outputAVX512Narrow(chain *[16]uint64, keys *avx512Keys, field *[3]uint64)
// h = P(h) + h: Z0 h, Z2 P.
TEXT ·outputAVX512Narrow(SB), NOSPLIT, $0-24
	MOVQ chain+0(FP), AX
	MOVQ keys+8(FP), DX
	MOVQ field+16(FP), BX
	LOAD_FIELD(BX)
	VMOVDQU64 SHIFT_P0(DX), Z10
	VMOVDQU64 SHIFT_PR(DX), Z11
	VMOVDQU64 (AX), Z0
	VPXORQ FIRST_P(DX), Z0, Z2
	NARROW_ROUND(Z2, Z10, Z4, Z5, Z6, Z7, TAIL_P(DX))
	LEAQ 128(DX), DI
	MOVQ $9, R8

output_narrow_rounds:
	NARROW_ROUND(Z2, Z11, Z4, Z5, Z6, Z7, TAIL_P(DI))
	ADDQ $128, DI
	DECQ R8
	JNZ output_narrow_rounds

	VPRORQ $32, Z2, Z2
	VPXORQ Z2, Z0, Z0
	VMOVDQU64 Z0, (AX)
	VZEROUPPER
	RET

// func outputAVX512Wide(chain *[16]uint64, keys *avx512Keys, field *[3]uint64)
// h = P(h) + h: Z0-Z1 h, Z2-Z3 P.
TEXT ·outputAVX512Wide(SB), NOSPLIT, $0-24
	MOVQ chain+0(FP), AX
	MOVQ keys+8(FP), DX
	MOVQ field+16(FP), BX
	LOAD_FIELD(BX)
	VMOVDQU64 SHIFT_P0(DX), Z10
	VMOVDQU64 SHIFT_P0+64(DX), Z11
	VMOVDQU64 SHIFT_PR(DX), Z12
	VMOVDQU64 SHIFT_PR+64(DX), Z13
	VMOVDQU64 (AX), Z0
	VMOVDQU64 64(AX), Z1
	VPXORQ FIRST_P(DX), Z0, Z2
	VPXORQ FIRST_P+64(DX), Z1, Z3
	WIDE_ROUND(Z2, Z3, Z10, Z11, Z4, Z5, Z6, Z7, Z16, TAIL_P(DX))
	LEAQ 128(DX), DI
	MOVQ $13, R8

output_wide_rounds:
	WIDE_ROUND(Z2, Z3, Z12, Z13, Z4, Z5, Z6, Z7, Z16, TAIL_P(DI))
	ADDQ $128, DI
	DECQ R8
	JNZ output_wide_rounds

	VPRORQ $32, Z2, Z2
	VPRORQ $32, Z3, Z3
	VPXORQ Z2, Z0, Z0
	VPXORQ Z3, Z1, Z1
	VMOVDQU64 Z0, (AX)
	VMOVDQU64 Z1, 64(AX)
	VZEROUPPER
	RET
