// SPDX-License-Identifier: MIT OR Apache-2.0

//go:build amd64 && !purego

#include "textflag.h"

// The AES-NI permutations (byte-sliced, VEX-encoded SSE), and the same rounds on YMM
// registers with VAES (P and Q side by side); the method is described in aesni_amd64.go.
// The round macros work on a register file named V0-V15, each VW bytes wide: the XMM
// registers for the 128-bit functions, the YMM ones for compressVAESWide (defined again
// before it). The rounds hold the 8 row registers in V0-V7 and use V8-V15 as scratch; the
// frame's first 4·VW bytes take MixBytes' spills.
#define V0 X0
#define V1 X1
#define V2 X2
#define V3 X3
#define V4 X4
#define V5 X5
#define V6 X6
#define V7 X7
#define V8 X8
#define V9 X9
#define V10 X10
#define V11 X11
#define V12 X12
#define V13 X13
#define V14 X14
#define V15 X15
#define VW 16

// Offsets in aesniSchedule and vaesSchedule, whose rows are VW bytes (TestAESNILayout and
// TestVAESLayout check them against the Go structs).
#define MASK 0
#define FIRST (8*VW)
#define KEY (16*VW)
#define SCHEDULE (128*VW)

// 0x1b in every byte: the doubling's table.
DATA c1b<>+0(SB)/8, $0x1b1b1b1b1b1b1b1b
DATA c1b<>+8(SB)/8, $0x1b1b1b1b1b1b1b1b
DATA c1b<>+16(SB)/8, $0x1b1b1b1b1b1b1b1b
DATA c1b<>+24(SB)/8, $0x1b1b1b1b1b1b1b1b
GLOBL c1b<>(SB), RODATA|NOPTR, $32

// R = 2·R + 0x1b in every byte (the offset is cancelled through the round keys): PSHUFB of
// the 0x1b bytes by R gives 0x1b where R's top bit is clear, 0 where it is set. V15: scratch.
#define DOUBLE(R) \
	VMOVDQU c1b<>(SB), V15; \
	VPSHUFB R, V15, V15; \
	VPADDB R, R, R; \
	VPXOR V15, R, R

// MixBytes on the rows V0-V7 (Aoki et al., section 4.3; indices mod 8):
//   t_i = a_i + a_{i+1},  x_i = t_i + t_{i+3},  y_i = t_i + t_{i+2} + a_{i+6},
//   b_i = 2·(2·x_{i+3} + y_{i+7}) + y_{i+4}
// t goes to V8-V15, y over a (V_j = y_{j+2}), x over t; t0-t2 and x7 spill to the frame.
// Each b_i is built where x_{i+3} was, then moved to X_i.
#define MIX_BYTES \
	VPXOR V1, V0, V8; \
	VPXOR V2, V1, V9; \
	VPXOR V3, V2, V10; \
	VPXOR V4, V3, V11; \
	VPXOR V5, V4, V12; \
	VPXOR V6, V5, V13; \
	VPXOR V7, V6, V14; \
	VPXOR V0, V7, V15; \
	VPXOR V8, V6, V6; VPXOR V10, V6, V6; \
	VPXOR V9, V7, V7; VPXOR V11, V7, V7; \
	VPXOR V10, V0, V0; VPXOR V12, V0, V0; \
	VPXOR V11, V1, V1; VPXOR V13, V1, V1; \
	VPXOR V12, V2, V2; VPXOR V14, V2, V2; \
	VPXOR V13, V3, V3; VPXOR V15, V3, V3; \
	VPXOR V14, V4, V4; VPXOR V8, V4, V4; \
	VPXOR V15, V5, V5; VPXOR V9, V5, V5; \
	VMOVDQU V8, 0*VW(SP); \
	VMOVDQU V9, 1*VW(SP); \
	VMOVDQU V10, 2*VW(SP); \
	VPXOR V11, V8, V8; \
	VPXOR V12, V9, V9; \
	VPXOR V13, V10, V10; \
	VPXOR V14, V11, V11; \
	VPXOR V15, V12, V12; \
	VPXOR 0*VW(SP), V13, V13; \
	VPXOR 1*VW(SP), V14, V14; \
	VPXOR 2*VW(SP), V15, V15; \
	VMOVDQU V15, 3*VW(SP); \
	DOUBLE(V11); VPXOR V5, V11, V11; DOUBLE(V11); VPXOR V2, V11, V11; \
	DOUBLE(V12); VPXOR V6, V12, V12; DOUBLE(V12); VPXOR V3, V12, V12; \
	DOUBLE(V13); VPXOR V7, V13, V13; DOUBLE(V13); VPXOR V4, V13, V13; \
	DOUBLE(V14); VPXOR V0, V14, V14; DOUBLE(V14); VPXOR V5, V14, V14; \
	VMOVDQU 3*VW(SP), V5; \
	DOUBLE(V5); VPXOR V1, V5, V5; DOUBLE(V5); VPXOR V6, V5, V5; \
	DOUBLE(V8); VPXOR V2, V8, V8; DOUBLE(V8); VPXOR V7, V8, V8; \
	DOUBLE(V9); VPXOR V3, V9, V9; DOUBLE(V9); VPXOR V0, V9, V9; \
	DOUBLE(V10); VPXOR V4, V10, V10; DOUBLE(V10); VPXOR V1, V10, V10; \
	VMOVDQA V11, V0; \
	VMOVDQA V12, V1; \
	VMOVDQA V13, V2; \
	VMOVDQA V14, V3; \
	VMOVDQA V5, V4; \
	VMOVDQA V8, V5; \
	VMOVDQA V9, V6; \
	VMOVDQA V10, V7

// One round on V0-V7: ShiftBytes and SubBytes by PSHUFB and AESENCLAST with the masks at
// SCH and this round's keys at K, then MixBytes.
#define ROUND(SCH, K) \
	VPSHUFB MASK+0*VW(SCH), V0, V0; VAESENCLAST 0*VW(K), V0, V0; \
	VPSHUFB MASK+1*VW(SCH), V1, V1; VAESENCLAST 1*VW(K), V1, V1; \
	VPSHUFB MASK+2*VW(SCH), V2, V2; VAESENCLAST 2*VW(K), V2, V2; \
	VPSHUFB MASK+3*VW(SCH), V3, V3; VAESENCLAST 3*VW(K), V3, V3; \
	VPSHUFB MASK+4*VW(SCH), V4, V4; VAESENCLAST 4*VW(K), V4, V4; \
	VPSHUFB MASK+5*VW(SCH), V5, V5; VAESENCLAST 5*VW(K), V5, V5; \
	VPSHUFB MASK+6*VW(SCH), V6, V6; VAESENCLAST 6*VW(K), V6, V6; \
	VPSHUFB MASK+7*VW(SCH), V7, V7; VAESENCLAST 7*VW(K), V7, V7; \
	MIX_BYTES

// V0-V7 += the 8·VW bytes at OFF(B).
#define XOR8(OFF, B) \
	VPXOR OFF+0*VW(B), V0, V0; VPXOR OFF+1*VW(B), V1, V1; \
	VPXOR OFF+2*VW(B), V2, V2; VPXOR OFF+3*VW(B), V3, V3; \
	VPXOR OFF+4*VW(B), V4, V4; VPXOR OFF+5*VW(B), V5, V5; \
	VPXOR OFF+6*VW(B), V6, V6; VPXOR OFF+7*VW(B), V7, V7

// Round 0's constant into V0-V7.
#define ADD_FIRST(SCH) XOR8(FIRST, SCH)

// The permutation of the schedule at SCH on V0-V7: round 0's constant, then N rounds, LABEL
// naming the loop (DI, R8: scratch).
#define PERMUTE(SCH, N, LABEL) \
	ADD_FIRST(SCH); \
	LEAQ KEY(SCH), DI; \
	MOVQ $N, R8; \
LABEL: \
	ROUND(SCH, DI); \
	ADDQ $(8*VW), DI; \
	DECQ R8; \
	JNZ LABEL

// The unpacks: LO and HI interleave A and B (A's element first) in elements of 8, 32 or 64
// bits.
#define UNPACK8(A, B, LO, HI) VPUNPCKLBW B, A, LO; VPUNPCKHBW B, A, HI
#define UNPACK32(A, B, LO, HI) VPUNPCKLDQ B, A, LO; VPUNPCKHDQ B, A, HI
#define UNPACK64(A, B, LO, HI) VPUNPCKLQDQ B, A, LO; VPUNPCKHQDQ B, A, HI

// 64 bytes in spec order (byte 8c + r at row r, column c) in V0-V3 to row pairs [row 2k |
// row 2k+1] in V0-V3 (A0-A3, B0-B3 scratch); and back.
#define NARROW_TO_ROWS(V0, V1, V2, V3, A0, A1, A2, A3, B0, B1, B2, B3) \
	UNPACK8(V0, V1, A0, A1); UNPACK8(V2, V3, A2, A3); \
	UNPACK8(A0, A1, B0, B1); UNPACK8(A2, A3, B2, B3); \
	UNPACK32(B0, B2, V0, V1); UNPACK32(B1, B3, V2, V3)

#define NARROW_FROM_ROWS(V0, V1, V2, V3, A0, A1, A2, A3, B0, B1, B2, B3) \
	UNPACK8(V0, V2, A0, A1); UNPACK8(V1, V3, A2, A3); \
	UNPACK8(A0, A2, B0, B1); UNPACK8(A1, A3, B2, B3); \
	UNPACK8(B0, B2, V0, V1); UNPACK8(B1, B3, V2, V3)

// 128 bytes in spec order in X0-X7 to one row per register in X0-X7 (X8-X15 scratch); and
// back, from rows in X0-X7 to spec order in X8-X15.
#define WIDE_TO_ROWS \
	UNPACK8(X0, X1, X8, X9); UNPACK8(X2, X3, X10, X11); \
	UNPACK8(X4, X5, X12, X13); UNPACK8(X6, X7, X14, X15); \
	UNPACK8(X8, X9, X0, X1); UNPACK8(X10, X11, X2, X3); \
	UNPACK8(X12, X13, X4, X5); UNPACK8(X14, X15, X6, X7); \
	UNPACK32(X0, X2, X8, X9); UNPACK32(X4, X6, X12, X13); \
	UNPACK32(X1, X3, X10, X11); UNPACK32(X5, X7, X14, X15); \
	UNPACK64(X8, X12, X0, X1); UNPACK64(X9, X13, X2, X3); \
	UNPACK64(X10, X14, X4, X5); UNPACK64(X11, X15, X6, X7)

#define WIDE_FROM_ROWS \
	UNPACK8(X0, X4, X8, X9); UNPACK8(X1, X5, X10, X11); \
	UNPACK8(X2, X6, X12, X13); UNPACK8(X3, X7, X14, X15); \
	UNPACK8(X8, X12, X0, X1); UNPACK8(X9, X13, X2, X3); \
	UNPACK8(X10, X14, X4, X5); UNPACK8(X11, X15, X6, X7); \
	UNPACK8(X0, X4, X8, X9); UNPACK8(X1, X5, X10, X11); \
	UNPACK8(X2, X6, X12, X13); UNPACK8(X3, X7, X14, X15)

// X0-X7 from and to the 128 bytes at OFF(B).
#define LOAD8(OFF, B) \
	VMOVDQU OFF+0(B), X0; VMOVDQU OFF+16(B), X1; VMOVDQU OFF+32(B), X2; VMOVDQU OFF+48(B), X3; \
	VMOVDQU OFF+64(B), X4; VMOVDQU OFF+80(B), X5; VMOVDQU OFF+96(B), X6; VMOVDQU OFF+112(B), X7

#define STORE8(OFF, B) \
	VMOVDQU X0, OFF+0(B); VMOVDQU X1, OFF+16(B); VMOVDQU X2, OFF+32(B); VMOVDQU X3, OFF+48(B); \
	VMOVDQU X4, OFF+64(B); VMOVDQU X5, OFF+80(B); VMOVDQU X6, OFF+96(B); VMOVDQU X7, OFF+112(B)

#define STORE8_HIGH(OFF, B) \
	VMOVDQU X8, OFF+0(B); VMOVDQU X9, OFF+16(B); VMOVDQU X10, OFF+32(B); VMOVDQU X11, OFF+48(B); \
	VMOVDQU X12, OFF+64(B); VMOVDQU X13, OFF+80(B); VMOVDQU X14, OFF+96(B); VMOVDQU X15, OFF+112(B)

// The 64 bytes at OFF(B) from R0-R3.
#define STORE4_FROM(OFF, B, R0, R1, R2, R3) \
	VMOVDQU R0, OFF+0(B); VMOVDQU R1, OFF+16(B); VMOVDQU R2, OFF+32(B); VMOVDQU R3, OFF+48(B)

// R0-R3 += the 64 bytes at OFF(B).
#define XOR4_FROM(OFF, B, R0, R1, R2, R3) \
	VPXOR OFF+0(B), R0, R0; VPXOR OFF+16(B), R1, R1; VPXOR OFF+32(B), R2, R2; VPXOR OFF+48(B), R3, R3

// R0-R3 from the 64 bytes at OFF(B).
#define LOAD4_TO(OFF, B, R0, R1, R2, R3) \
	VMOVDQU OFF+0(B), R0; VMOVDQU OFF+16(B), R1; VMOVDQU OFF+32(B), R2; VMOVDQU OFF+48(B), R3

// The arguments of the compress functions: chain AX, blocks SI, n CX, keys DX.
#define COMPRESS_ARGS \
	MOVQ chain+0(FP), AX; \
	MOVQ blocks+8(FP), SI; \
	MOVQ n+16(FP), CX; \
	MOVQ keys+24(FP), DX

// The arguments of the output functions: chain AX, keys DX.
#define OUTPUT_ARGS \
	MOVQ chain+0(FP), AX; \
	MOVQ keys+8(FP), DX

// 1024-bit: the chaining value at AX as rows, in X0-X7 and at H(SP).
#define WIDE_CHAIN_IN(H) \
	LOAD8(0, AX); \
	WIDE_TO_ROWS; \
	STORE8(H, SP)

// 512-bit: the chaining value at AX as row pairs to H(SP); and back.
#define NARROW_CHAIN_IN(H) \
	LOAD4_TO(0, AX, X0, X1, X2, X3); \
	NARROW_TO_ROWS(X0, X1, X2, X3, X4, X5, X6, X7, X8, X9, X10, X11); \
	STORE4_FROM(H, SP, X0, X1, X2, X3)

#define NARROW_CHAIN_OUT(H) \
	LOAD4_TO(H, SP, X0, X1, X2, X3); \
	NARROW_FROM_ROWS(X0, X1, X2, X3, X4, X5, X6, X7, X8, X9, X10, X11); \
	STORE4_FROM(0, AX, X0, X1, X2, X3)

// 512-bit: the block in X12-X15 as row pairs (m), and P = h + m in X8-X11 (h at H(SP)). The
// loads of the block stay in the functions, where internal/ctasm's mutated test finds them.
#define NARROW_BLOCK_ROWS(H) \
	NARROW_TO_ROWS(X12, X13, X14, X15, X0, X1, X2, X3, X4, X5, X6, X7); \
	VPXOR H+0(SP), X12, X8; \
	VPXOR H+16(SP), X13, X9; \
	VPXOR H+32(SP), X14, X10; \
	VPXOR H+48(SP), X15, X11

// func compressAESNINarrow(chain *[16]uint64, blocks *byte, n int, keys *aesniKeys)
// Frame: 0-63 MixBytes' spills, 64-127 h as row pairs. Per block, X0-X7 = [P row i | Q row i].
TEXT ·compressAESNINarrow(SB), 0, $128-32
	COMPRESS_ARGS
	NARROW_CHAIN_IN(64)
	TESTQ CX, CX
	JZ narrow_done

narrow_block:
	// m as row pairs in X12-X15; P = h + m in X8-X11
	VMOVDQU 0(SI), X12
	VMOVDQU 16(SI), X13
	VMOVDQU 32(SI), X14
	VMOVDQU 48(SI), X15
	NARROW_BLOCK_ROWS(64)
	// X(2k) = [P row 2k | Q row 2k], X(2k+1) = [P row 2k+1 | Q row 2k+1]
	UNPACK64(X8, X12, X0, X1)
	UNPACK64(X9, X13, X2, X3)
	UNPACK64(X10, X14, X4, X5)
	UNPACK64(X11, X15, X6, X7)
	PERMUTE(DX, 10, narrow_rounds)

	// h += P + Q: the halves apart, as row pairs
	UNPACK64(X0, X1, X8, X9)
	UNPACK64(X2, X3, X10, X11)
	UNPACK64(X4, X5, X12, X13)
	UNPACK64(X6, X7, X14, X15)
	VPXOR X9, X8, X8
	VPXOR X11, X10, X10
	VPXOR X13, X12, X12
	VPXOR X15, X14, X14
	VPXOR 64(SP), X8, X8
	VPXOR 80(SP), X10, X10
	VPXOR 96(SP), X12, X12
	VPXOR 112(SP), X14, X14
	VMOVDQU X8, 64(SP)
	VMOVDQU X10, 80(SP)
	VMOVDQU X12, 96(SP)
	VMOVDQU X14, 112(SP)
	ADDQ $64, SI
	DECQ CX
	JNZ narrow_block

narrow_done:
	NARROW_CHAIN_OUT(64)
	VZEROUPPER
	RET

// func outputAESNINarrow(chain *[16]uint64, keys *aesniKeys)
// h = P(h) + h, P in both halves of X0-X7 (schedule 1).
TEXT ·outputAESNINarrow(SB), 0, $128-16
	OUTPUT_ARGS
	ADDQ $SCHEDULE, DX
	VMOVDQU 0(AX), X8
	VMOVDQU 16(AX), X9
	VMOVDQU 32(AX), X10
	VMOVDQU 48(AX), X11
	NARROW_TO_ROWS(X8, X9, X10, X11, X0, X1, X2, X3, X4, X5, X6, X7)
	STORE4_FROM(64, SP, X8, X9, X10, X11)
	UNPACK64(X8, X8, X0, X1)
	UNPACK64(X9, X9, X2, X3)
	UNPACK64(X10, X10, X4, X5)
	UNPACK64(X11, X11, X6, X7)
	PERMUTE(DX, 10, output_narrow_rounds)

	UNPACK64(X0, X1, X8, X9)
	UNPACK64(X2, X3, X10, X11)
	UNPACK64(X4, X5, X12, X13)
	UNPACK64(X6, X7, X14, X15)
	VPXOR 64(SP), X8, X0
	VPXOR 80(SP), X10, X1
	VPXOR 96(SP), X12, X2
	VPXOR 112(SP), X14, X3
	NARROW_FROM_ROWS(X0, X1, X2, X3, X4, X5, X6, X7, X8, X9, X10, X11)
	STORE4_FROM(0, AX, X0, X1, X2, X3)
	VZEROUPPER
	RET

// func compressAESNIWide(chain *[16]uint64, blocks *byte, n int, keys *aesniKeys)
// Frame: 0-63 MixBytes' spills, 64-191 h as rows, 192-319 m as rows, 320-447 P's result.
// P's 14 rounds, then Q's, each in X0-X7.
TEXT ·compressAESNIWide(SB), 0, $448-32
	COMPRESS_ARGS
	WIDE_CHAIN_IN(64)
	TESTQ CX, CX
	JZ wide_done

wide_block:
	LOAD8(0, SI)
	WIDE_TO_ROWS
	STORE8(192, SP)
	// P = h + m
	XOR8(64, SP)
	PERMUTE(DX, 14, wide_p_rounds)

	STORE8(320, SP)
	LOAD8(192, SP)
	LEAQ SCHEDULE(DX), BX
	PERMUTE(BX, 14, wide_q_rounds)

	// h += P + Q
	XOR8(320, SP)
	XOR8(64, SP)
	STORE8(64, SP)
	ADDQ $128, SI
	DECQ CX
	JNZ wide_block

wide_done:
	LOAD8(64, SP)
	WIDE_FROM_ROWS
	STORE8_HIGH(0, AX)
	VZEROUPPER
	RET

// func outputAESNIWide(chain *[16]uint64, keys *aesniKeys)
// h = P(h) + h. Frame: 0-63 MixBytes' spills, 64-191 h as rows.
TEXT ·outputAESNIWide(SB), 0, $192-16
	OUTPUT_ARGS
	WIDE_CHAIN_IN(64)
	PERMUTE(DX, 14, output_wide_rounds)

	XOR8(64, SP)
	WIDE_FROM_ROWS
	STORE8_HIGH(0, AX)
	VZEROUPPER
	RET

// The round macros on the YMM registers: P's rows in the low halves, Q's in the high ones.
#undef V0
#undef V1
#undef V2
#undef V3
#undef V4
#undef V5
#undef V6
#undef V7
#undef V8
#undef V9
#undef V10
#undef V11
#undef V12
#undef V13
#undef V14
#undef V15
#undef VW
#define V0 Y0
#define V1 Y1
#define V2 Y2
#define V3 Y3
#define V4 Y4
#define V5 Y5
#define V6 Y6
#define V7 Y7
#define V8 Y8
#define V9 Y9
#define V10 Y10
#define V11 Y11
#define V12 Y12
#define V13 Y13
#define V14 Y14
#define V15 Y15
#define VW 32

// One row register [P's row | Q's row] from the row in X (the message's) and the chaining
// value's row at OFF(SP): P's input h + m in the low half, Q's m in the high one.
#define ENTER_PQ(X, Y, OFF) VPXOR OFF(SP), X, X8; VINSERTI128 $1, X, Y8, Y

// h += P + Q for the row in Y (the row of h at OFF(SP)).
#define LEAVE_PQ(X, Y, OFF) \
	VEXTRACTI128 $1, Y, X8; \
	VPXOR X8, X, X; \
	VPXOR OFF(SP), X, X; \
	VMOVDQU X, OFF(SP)

// func compressVAESWide(chain *[16]uint64, blocks *byte, n int, keys *vaesSchedule)
// The 1024-bit state with P and Q side by side in Y0-Y7 (AVX2 and VAES), their 14 rounds
// at once. Frame: 0-127 MixBytes' spills, 128-255 h as rows.
TEXT ·compressVAESWide(SB), 0, $256-32
	COMPRESS_ARGS
	WIDE_CHAIN_IN(128)
	TESTQ CX, CX
	JZ vaes_done

vaes_block:
	LOAD8(0, SI)
	WIDE_TO_ROWS
	ENTER_PQ(X0, Y0, 128)
	ENTER_PQ(X1, Y1, 144)
	ENTER_PQ(X2, Y2, 160)
	ENTER_PQ(X3, Y3, 176)
	ENTER_PQ(X4, Y4, 192)
	ENTER_PQ(X5, Y5, 208)
	ENTER_PQ(X6, Y6, 224)
	ENTER_PQ(X7, Y7, 240)
	PERMUTE(DX, 14, vaes_rounds)

	LEAVE_PQ(X0, Y0, 128)
	LEAVE_PQ(X1, Y1, 144)
	LEAVE_PQ(X2, Y2, 160)
	LEAVE_PQ(X3, Y3, 176)
	LEAVE_PQ(X4, Y4, 192)
	LEAVE_PQ(X5, Y5, 208)
	LEAVE_PQ(X6, Y6, 224)
	LEAVE_PQ(X7, Y7, 240)
	ADDQ $128, SI
	DECQ CX
	JNZ vaes_block

vaes_done:
	LOAD8(128, SP)
	WIDE_FROM_ROWS
	STORE8_HIGH(0, AX)
	VZEROUPPER
	RET

// Row pairs: register k = [row k | row k+4] in each 128-bit half (the 512-bit state: P's in
// the low half, Q's in the high one) or across the halves (one 1024-bit P), as src/aesni_vaes.c
// has them. SWAP(A, B): B = A's pairs turned round ([row k+4 | row k]).
#define SWAP_IN_HALVES(A, B) VPSHUFD $0x4e, A, B
#define SWAP_HALVES(A, B) VPERM2I128 $1, A, A, B

// MixBytes on row pairs in Y0-Y3 (src/aesni_vaes.c's mix_bytes_pairs; Y4-Y13 for its terms,
// Y15 the doublings' scratch): t_k in Y4-Y7, [t_{k+4} | t_k] in Y8-Y10, y_0, y_1 in Y11-Y12
// and y_2, y_3 over r_0, r_1, x over t, swapped y in Y8-Y10 and Y13, w over x, b to Y0-Y3.
#define MIX_PAIRS(SWAP) \
	VPXOR Y1, Y0, Y4; \
	VPXOR Y2, Y1, Y5; \
	VPXOR Y3, Y2, Y6; \
	SWAP(Y0, Y7); VPXOR Y3, Y7, Y7; \
	SWAP(Y4, Y8); SWAP(Y5, Y9); SWAP(Y6, Y10); \
	SWAP(Y2, Y11); VPXOR Y4, Y11, Y11; VPXOR Y6, Y11, Y11; \
	SWAP(Y3, Y12); VPXOR Y5, Y12, Y12; VPXOR Y7, Y12, Y12; \
	VPXOR Y6, Y0, Y0; VPXOR Y8, Y0, Y0; \
	VPXOR Y7, Y1, Y1; VPXOR Y9, Y1, Y1; \
	VPXOR Y7, Y4, Y4; \
	VPXOR Y8, Y5, Y5; \
	VPXOR Y9, Y6, Y6; \
	VPXOR Y10, Y7, Y7; \
	SWAP(Y11, Y8); SWAP(Y12, Y9); SWAP(Y0, Y10); SWAP(Y1, Y13); \
	DOUBLE(Y7); VPXOR Y13, Y7, Y7; \
	DOUBLE(Y4); SWAP(Y4, Y4); VPXOR Y11, Y4, Y4; \
	DOUBLE(Y5); SWAP(Y5, Y5); VPXOR Y12, Y5, Y5; \
	DOUBLE(Y6); SWAP(Y6, Y6); VPXOR Y0, Y6, Y6; \
	DOUBLE(Y7); VPXOR Y8, Y7, Y0; \
	DOUBLE(Y4); VPXOR Y9, Y4, Y1; \
	DOUBLE(Y5); VPXOR Y10, Y5, Y2; \
	DOUBLE(Y6); VPXOR Y13, Y6, Y3

// The rounds of a pair schedule at SCH (4 registers: masks, round 0's constant, keys at the
// offsets of aesniSchedule) on Y0-Y3, round 0's constant first (DI, R8: scratch).
#define PERMUTE_PAIRS(SCH, N, LABEL, SWAP) \
	VPXOR FIRST_PAIRS+0(SCH), Y0, Y0; VPXOR FIRST_PAIRS+32(SCH), Y1, Y1; \
	VPXOR FIRST_PAIRS+64(SCH), Y2, Y2; VPXOR FIRST_PAIRS+96(SCH), Y3, Y3; \
	LEAQ KEY_PAIRS(SCH), DI; \
	MOVQ $N, R8; \
LABEL: \
	VPSHUFB 0(SCH), Y0, Y0; VAESENCLAST 0(DI), Y0, Y0; \
	VPSHUFB 32(SCH), Y1, Y1; VAESENCLAST 32(DI), Y1, Y1; \
	VPSHUFB 64(SCH), Y2, Y2; VAESENCLAST 64(DI), Y2, Y2; \
	VPSHUFB 96(SCH), Y3, Y3; VAESENCLAST 96(DI), Y3, Y3; \
	MIX_PAIRS(SWAP); \
	ADDQ $128, DI; \
	DECQ R8; \
	JNZ LABEL

// Offsets in pairSchedule (TestPairLayout).
#define FIRST_PAIRS 128
#define KEY_PAIRS 256

// func compressVAESNarrow(chain *[16]uint64, blocks *byte, n int, keys *pairSchedule)
// The 512-bit state in row pairs, P's in the low halves of Y0-Y3 and Q's in the high ones.
// Frame: 0-63 h as row pairs [row 2k | row 2k+1].
TEXT ·compressVAESNarrow(SB), 0, $64-32
	COMPRESS_ARGS
	NARROW_CHAIN_IN(0)
	TESTQ CX, CX
	JZ vaes_narrow_done

vaes_narrow_block:
	// m in X12-X15 and P = h + m in X8-X11, each as [row 2k | row 2k+1]
	VMOVDQU 0(SI), X12
	VMOVDQU 16(SI), X13
	VMOVDQU 32(SI), X14
	VMOVDQU 48(SI), X15
	NARROW_BLOCK_ROWS(0)
	// Y_k = [P's rows k, k+4 | Q's rows k, k+4]
	UNPACK64(X8, X10, X0, X1)
	UNPACK64(X9, X11, X2, X3)
	UNPACK64(X12, X14, X4, X5)
	UNPACK64(X13, X15, X6, X7)
	VINSERTI128 $1, X4, Y0, Y0
	VINSERTI128 $1, X5, Y1, Y1
	VINSERTI128 $1, X6, Y2, Y2
	VINSERTI128 $1, X7, Y3, Y3
	PERMUTE_PAIRS(DX, 10, vaes_narrow_rounds, SWAP_IN_HALVES)

	// h += P + Q, back to [row 2k | row 2k+1]
	VEXTRACTI128 $1, Y0, X4
	VEXTRACTI128 $1, Y1, X5
	VEXTRACTI128 $1, Y2, X6
	VEXTRACTI128 $1, Y3, X7
	VPXOR X4, X0, X0
	VPXOR X5, X1, X1
	VPXOR X6, X2, X2
	VPXOR X7, X3, X3
	UNPACK64(X0, X1, X8, X10)
	UNPACK64(X2, X3, X9, X11)
	XOR4_FROM(0, SP, X8, X9, X10, X11)
	STORE4_FROM(0, SP, X8, X9, X10, X11)
	ADDQ $64, SI
	DECQ CX
	JNZ vaes_narrow_block

vaes_narrow_done:
	NARROW_CHAIN_OUT(0)
	VZEROUPPER
	RET

// func outputVAESWide(chain *[16]uint64, keys *pairSchedule)
// h = P(h) + h for the 1024-bit state, P's rows in pairs across the halves of Y0-Y3.
// Frame: 0-127 h as rows.
TEXT ·outputVAESWide(SB), 0, $128-16
	OUTPUT_ARGS
	WIDE_CHAIN_IN(0)
	VINSERTI128 $1, X4, Y0, Y0
	VINSERTI128 $1, X5, Y1, Y1
	VINSERTI128 $1, X6, Y2, Y2
	VINSERTI128 $1, X7, Y3, Y3
	PERMUTE_PAIRS(DX, 14, vaes_output_rounds, SWAP_HALVES)

	VEXTRACTI128 $1, Y0, X4
	VEXTRACTI128 $1, Y1, X5
	VEXTRACTI128 $1, Y2, X6
	VEXTRACTI128 $1, Y3, X7
	XOR4_FROM(0, SP, X0, X1, X2, X3)
	XOR4_FROM(64, SP, X4, X5, X6, X7)
	WIDE_FROM_ROWS
	STORE8_HIGH(0, AX)
	VZEROUPPER
	RET

// func cpuidLeaf7ECX() uint32: CPUID leaf 7, subleaf 0, its ECX (bit 9: VAES). The caller
// checks that leaf 7 exists.
TEXT ·cpuidLeaf7ECX(SB), NOSPLIT, $0-4
	MOVL $7, AX
	MOVL $0, CX
	CPUID
	MOVL CX, ret+0(FP)
	RET
