/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * uint8_t abi_check_call(void (*fn)(void), const uint8_t args[10]) (runner/abi_check.h):
 * calls fn with r16..r25 = args[0..9] (the argument registers: abi_args() packs them) and
 * every other call-saved register (r2..r15, r28, r29) set to a known pattern. Returns 0 when
 * fn kept the avr-gcc ABI: r2..r17, r28 and r29 as they were (r16, r17 hold the arguments'
 * values when fn takes that many), r1 zero and the stack pointer back where it was; non-zero
 * otherwise. Every test driver calls each entry point it tests through here (avr/README.md).
 */
#include "common.inc"
#define PATTERN(n) ((0x5a ^ ((n) * 37)) & 0xff)
#define CHECKED r2,r3,r4,r5,r6,r7,r8,r9,r10,r11,r12,r13,r14,r15,r28,r29

    .section .bss.abi_check, "aw", @nobits
abi_saved:  .skip 4                 /* r16, r17 as passed; SP before the call */

    .section .text.abi_check, "ax", @progbits
    .global abi_check_call
    .type abi_check_call, @function
abi_check_call:
    PUSH_REGS CALL_SAVED
    movw r30, r24                   /* Z = fn (icall) */
    movw r26, r22                   /* X = args */
    ld r16, X+
    ld r17, X+
    sts abi_saved, r16
    sts abi_saved+1, r17
    .irp r, r18,r19,r20,r21,r22,r23,r24,r25
    ld \r, X+
    .endr
    .irp n, 2,3,4,5,6,7,8,9,10,11,12,13,14,15,28,29
    ldi r26, PATTERN(\n)
    mov r\n, r26
    .endr
    in r26, IO(SPL)
    sts abi_saved+2, r26
    in r26, IO(SPH)
    sts abi_saved+3, r26
    icall
    mov r24, r1                     /* r24 = r1 | each checked register ^ its expected value */
    .irp n, 2,3,4,5,6,7,8,9,10,11,12,13,14,15,28,29
    ldi r18, PATTERN(\n)
    eor r18, r\n
    or r24, r18
    .endr
    lds r18, abi_saved
    eor r18, r16
    or r24, r18
    lds r18, abi_saved+1
    eor r18, r17
    or r24, r18
    in r19, IO(SPL)
    lds r18, abi_saved+2
    eor r18, r19
    or r24, r18
    in r19, IO(SPH)
    lds r18, abi_saved+3
    eor r18, r19
    or r24, r18
    clr r1
    POP_REGS CALL_SAVED
    ret
    .size abi_check_call, . - abi_check_call
