/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* uint8_t abi_check_call(fn, a0, a1): calls fn(a0, a1) with the call-saved registers
 * (r2..r17, r28, r29) set to known values and returns 0 when fn kept them all and left r1
 * zero (the avr-gcc ABI), non-zero otherwise. For the AES driver (runner/aes_driver.c).
 * fn: r24:25 (word address, as C passes it), a0: r22:23, a1: r20:21. */
#define SAVED r2,r3,r4,r5,r6,r7,r8,r9,r10,r11,r12,r13,r14,r15,r16,r17,r28,r29
#define PATTERN(r) (0x5a ^ (r * 37))
    .text
    .global abi_check_call
    .type abi_check_call, @function
abi_check_call:
    .irp r, SAVED
    push \r
    .endr
    movw r30, r24
    movw r24, r22
    movw r22, r20
    .irp r, 2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,28,29
    ldi r18, PATTERN(\r) & 0xff
    mov r\r, r18
    .endr
    icall
    mov r19, r1                 /* r19 = r1 | (each saved register ^ its pattern) */
    .irp r, 2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,28,29
    ldi r18, PATTERN(\r) & 0xff
    eor r18, r\r
    or r19, r18
    .endr
    clr r1
    mov r24, r19
    .irp r, r29,r28,r17,r16,r15,r14,r13,r12,r11,r10,r9,r8,r7,r6,r5,r4,r3,r2
    pop \r
    .endr
    ret
    .size abi_check_call, . - abi_check_call
