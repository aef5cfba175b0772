// SPDX-License-Identifier: MIT OR Apache-2.0

//go:build amd64 && !purego

#include "textflag.h"

// The AES-NI permutations (byte-sliced, VEX-encoded SSE); the method is described in
// aesni_amd64.go. The rounds hold the 8 row registers in X0-X7 and use X8-X15 as scratch;
// the frame's first 64 bytes take MixBytes' spills.

// Offsets in aesniSchedule (TestAESNILayout checks them against the Go struct).
#define MASK 0
#define FIRST 128
#define KEY 256
#define SCHEDULE 2048

// 0x1b in every byte: the doubling's table.
DATA c1b<>+0(SB)/8, $0x1b1b1b1b1b1b1b1b
DATA c1b<>+8(SB)/8, $0x1b1b1b1b1b1b1b1b
GLOBL c1b<>(SB), RODATA|NOPTR, $16

// R = 2·R + 0x1b in every byte (the offset is cancelled through the round keys): PSHUFB of
// the 0x1b bytes by R gives 0x1b where R's top bit is clear, 0 where it is set. X15: scratch.
#define DOUBLE(R) \
	VMOVDQU c1b<>(SB), X15; \
	VPSHUFB R, X15, X15; \
	VPADDB R, R, R; \
	VPXOR X15, R, R

// MixBytes on the rows X0-X7 (Aoki et al., section 4.3; indices mod 8):
//   t_i = a_i + a_{i+1},  x_i = t_i + t_{i+3},  y_i = t_i + t_{i+2} + a_{i+6},
//   b_i = 2·(2·x_{i+3} + y_{i+7}) + y_{i+4}
// t goes to X8-X15, y over a (X_j = y_{j+2}), x over t; t0-t2 and x7 spill to the frame.
// Each b_i is built where x_{i+3} was, then moved to X_i.
#define MIX_BYTES \
	VPXOR X1, X0, X8; \
	VPXOR X2, X1, X9; \
	VPXOR X3, X2, X10; \
	VPXOR X4, X3, X11; \
	VPXOR X5, X4, X12; \
	VPXOR X6, X5, X13; \
	VPXOR X7, X6, X14; \
	VPXOR X0, X7, X15; \
	VPXOR X8, X6, X6; VPXOR X10, X6, X6; \
	VPXOR X9, X7, X7; VPXOR X11, X7, X7; \
	VPXOR X10, X0, X0; VPXOR X12, X0, X0; \
	VPXOR X11, X1, X1; VPXOR X13, X1, X1; \
	VPXOR X12, X2, X2; VPXOR X14, X2, X2; \
	VPXOR X13, X3, X3; VPXOR X15, X3, X3; \
	VPXOR X14, X4, X4; VPXOR X8, X4, X4; \
	VPXOR X15, X5, X5; VPXOR X9, X5, X5; \
	VMOVDQU X8, 0(SP); \
	VMOVDQU X9, 16(SP); \
	VMOVDQU X10, 32(SP); \
	VPXOR X11, X8, X8; \
	VPXOR X12, X9, X9; \
	VPXOR X13, X10, X10; \
	VPXOR X14, X11, X11; \
	VPXOR X15, X12, X12; \
	VPXOR 0(SP), X13, X13; \
	VPXOR 16(SP), X14, X14; \
	VPXOR 32(SP), X15, X15; \
	VMOVDQU X15, 48(SP); \
	DOUBLE(X11); VPXOR X5, X11, X11; DOUBLE(X11); VPXOR X2, X11, X11; \
	DOUBLE(X12); VPXOR X6, X12, X12; DOUBLE(X12); VPXOR X3, X12, X12; \
	DOUBLE(X13); VPXOR X7, X13, X13; DOUBLE(X13); VPXOR X4, X13, X13; \
	DOUBLE(X14); VPXOR X0, X14, X14; DOUBLE(X14); VPXOR X5, X14, X14; \
	VMOVDQU 48(SP), X5; \
	DOUBLE(X5); VPXOR X1, X5, X5; DOUBLE(X5); VPXOR X6, X5, X5; \
	DOUBLE(X8); VPXOR X2, X8, X8; DOUBLE(X8); VPXOR X7, X8, X8; \
	DOUBLE(X9); VPXOR X3, X9, X9; DOUBLE(X9); VPXOR X0, X9, X9; \
	DOUBLE(X10); VPXOR X4, X10, X10; DOUBLE(X10); VPXOR X1, X10, X10; \
	VMOVDQA X11, X0; \
	VMOVDQA X12, X1; \
	VMOVDQA X13, X2; \
	VMOVDQA X14, X3; \
	VMOVDQA X5, X4; \
	VMOVDQA X8, X5; \
	VMOVDQA X9, X6; \
	VMOVDQA X10, X7

// One round on X0-X7: ShiftBytes and SubBytes by PSHUFB and AESENCLAST with the masks at
// SCH and this round's keys at K, then MixBytes.
#define ROUND(SCH, K) \
	VPSHUFB MASK+0(SCH), X0, X0; VAESENCLAST 0(K), X0, X0; \
	VPSHUFB MASK+16(SCH), X1, X1; VAESENCLAST 16(K), X1, X1; \
	VPSHUFB MASK+32(SCH), X2, X2; VAESENCLAST 32(K), X2, X2; \
	VPSHUFB MASK+48(SCH), X3, X3; VAESENCLAST 48(K), X3, X3; \
	VPSHUFB MASK+64(SCH), X4, X4; VAESENCLAST 64(K), X4, X4; \
	VPSHUFB MASK+80(SCH), X5, X5; VAESENCLAST 80(K), X5, X5; \
	VPSHUFB MASK+96(SCH), X6, X6; VAESENCLAST 96(K), X6, X6; \
	VPSHUFB MASK+112(SCH), X7, X7; VAESENCLAST 112(K), X7, X7; \
	MIX_BYTES

// X0-X7 += the 128 bytes at OFF(B).
#define XOR8(OFF, B) \
	VPXOR OFF+0(B), X0, X0; VPXOR OFF+16(B), X1, X1; \
	VPXOR OFF+32(B), X2, X2; VPXOR OFF+48(B), X3, X3; \
	VPXOR OFF+64(B), X4, X4; VPXOR OFF+80(B), X5, X5; \
	VPXOR OFF+96(B), X6, X6; VPXOR OFF+112(B), X7, X7

// Round 0's constant into X0-X7.
#define ADD_FIRST(SCH) XOR8(FIRST, SCH)

// The permutation of the schedule at SCH on X0-X7: round 0's constant, then N rounds, LABEL
// naming the loop (DI, R8: scratch).
#define PERMUTE(SCH, N, LABEL) \
	ADD_FIRST(SCH); \
	LEAQ KEY(SCH), DI; \
	MOVQ $N, R8; \
LABEL: \
	ROUND(SCH, DI); \
	ADDQ $128, DI; \
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

// func compressAESNINarrow(chain *[16]uint64, blocks *byte, n int, keys *aesniKeys)
// Frame: 0-63 MixBytes' spills, 64-127 h as row pairs. Per block, X0-X7 = [P row i | Q row i].
TEXT ·compressAESNINarrow(SB), 0, $128-32
	MOVQ chain+0(FP), AX
	MOVQ blocks+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ keys+24(FP), DX
	VMOVDQU 0(AX), X0
	VMOVDQU 16(AX), X1
	VMOVDQU 32(AX), X2
	VMOVDQU 48(AX), X3
	NARROW_TO_ROWS(X0, X1, X2, X3, X4, X5, X6, X7, X8, X9, X10, X11)
	STORE4_FROM(64, SP, X0, X1, X2, X3)
	TESTQ CX, CX
	JZ narrow_done

narrow_block:
	// m as row pairs in X12-X15; P = h + m in X8-X11
	VMOVDQU 0(SI), X12
	VMOVDQU 16(SI), X13
	VMOVDQU 32(SI), X14
	VMOVDQU 48(SI), X15
	NARROW_TO_ROWS(X12, X13, X14, X15, X0, X1, X2, X3, X4, X5, X6, X7)
	VPXOR 64(SP), X12, X8
	VPXOR 80(SP), X13, X9
	VPXOR 96(SP), X14, X10
	VPXOR 112(SP), X15, X11
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
	VMOVDQU 64(SP), X0
	VMOVDQU 80(SP), X1
	VMOVDQU 96(SP), X2
	VMOVDQU 112(SP), X3
	NARROW_FROM_ROWS(X0, X1, X2, X3, X4, X5, X6, X7, X8, X9, X10, X11)
	STORE4_FROM(0, AX, X0, X1, X2, X3)
	VZEROUPPER
	RET

// func outputAESNINarrow(chain *[16]uint64, keys *aesniKeys)
// h = P(h) + h, P in both halves of X0-X7 (schedule 1).
TEXT ·outputAESNINarrow(SB), 0, $128-16
	MOVQ chain+0(FP), AX
	MOVQ keys+8(FP), DX
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
	MOVQ chain+0(FP), AX
	MOVQ blocks+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ keys+24(FP), DX
	LOAD8(0, AX)
	WIDE_TO_ROWS
	STORE8(64, SP)
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
	MOVQ chain+0(FP), AX
	MOVQ keys+8(FP), DX
	LOAD8(0, AX)
	WIDE_TO_ROWS
	STORE8(64, SP)
	PERMUTE(DX, 14, output_wide_rounds)

	XOR8(64, SP)
	WIDE_FROM_ROWS
	STORE8_HIGH(0, AX)
	VZEROUPPER
	RET
