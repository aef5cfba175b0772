/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * abi_check.S - abi_check_call(fn, args, result): calls fn(args[0], args[1], args[2],
 * args[3]) with r4-r11 set to known values and the 2 KiB below the stack painted, then
 * writes to result[0] a mask of what the call broke (bit i: r(4+i) changed, bit 8: sp moved)
 * and to result[1] how deep below the caller's sp the call wrote (its stack depth, in bytes).
 * Thumb-1 instructions only, so that it runs on every core (Cortex-M0+ too).
 */
    .syntax unified
    .thumb
    .text

    .equ PAINT_BYTES, 2048
    .equ PAINT, 0xa5a5a5a5

    .global abi_check_call
    .type abi_check_call, %function
    .thumb_func
abi_check_call:
    push {r4-r7, lr}
    mov r4, r8
    mov r5, r9
    mov r6, r10
    mov r7, r11
    push {r4-r7}
    ldr r3, =abi_saved
    str r2, [r3, #0]            @ result pointer
    mov r12, r0                 @ fn
    mov r4, sp
    str r4, [r3, #4]            @ sp before the call
    @ paint [sp - PAINT_BYTES, sp)
    ldr r5, =PAINT
    ldr r6, =PAINT_BYTES
    mov r7, sp
    subs r4, r4, r6
1:  str r5, [r4]
    adds r4, #4
    cmp r4, r7
    bne 1b
    @ known values: r(4+i) = 0x1000_0001 * (i + 1) ^ 0x5a5a5a5a
    ldr r4, =0x4a5a5a5b
    mov r8, r4
    ldr r4, =0x7a5a5a58
    mov r9, r4
    ldr r4, =0x6a5a5a59
    mov r10, r4
    ldr r4, =0x1a5a5a5e
    mov r11, r4
    ldr r4, =0x4a5a5a5b ^ 0x30000003
    ldr r5, =0x4a5a5a5b ^ 0x50000005
    ldr r6, =0x4a5a5a5b ^ 0x60000006
    ldr r7, =0x4a5a5a5b ^ 0x70000007
    ldr r0, [r1, #0]
    ldr r2, [r1, #8]
    ldr r3, [r1, #12]
    ldr r1, [r1, #4]
    blx r12
    movs r0, #0                 @ the mask
    ldr r1, =0x4a5a5a5b ^ 0x30000003
    cmp r4, r1
    beq 1f
    adds r0, #1
1:  ldr r1, =0x4a5a5a5b ^ 0x50000005
    cmp r5, r1
    beq 1f
    adds r0, #2
1:  ldr r1, =0x4a5a5a5b ^ 0x60000006
    cmp r6, r1
    beq 1f
    adds r0, #4
1:  ldr r1, =0x4a5a5a5b ^ 0x70000007
    cmp r7, r1
    beq 1f
    adds r0, #8
1:  ldr r1, =0x4a5a5a5b
    cmp r8, r1
    beq 1f
    adds r0, #16
1:  ldr r1, =0x7a5a5a58
    cmp r9, r1
    beq 1f
    adds r0, #32
1:  ldr r1, =0x6a5a5a59
    cmp r10, r1
    beq 1f
    adds r0, #64
1:  ldr r1, =0x1a5a5a5e
    cmp r11, r1
    beq 1f
    adds r0, #128
1:  ldr r3, =abi_saved
    ldr r1, [r3, #4]
    mov r2, sp
    cmp r1, r2
    beq 1f
    movs r2, #1
    lsls r2, r2, #8
    orrs r0, r2
    mov sp, r1                  @ back to where it was, to return at all
1:  @ the lowest word no longer painted
    ldr r5, =PAINT
    ldr r6, =PAINT_BYTES
    subs r4, r1, r6
2:  cmp r4, r1
    beq 3f
    ldr r2, [r4]
    cmp r2, r5
    bne 3f
    adds r4, #4
    b 2b
3:  subs r1, r1, r4             @ depth
    ldr r2, [r3, #0]
    str r0, [r2, #0]
    str r1, [r2, #4]
    pop {r4-r7}
    mov r8, r4
    mov r9, r5
    mov r10, r6
    mov r11, r7
    pop {r4-r7, pc}
    .size abi_check_call, . - abi_check_call
    .ltorg

/* abi_check_control: the check's control (test.py expects it caught): breaks r6 and r9,
 * returns with sp 8 bytes lower and a word written there. */
    .text
    .global abi_check_control
    .type abi_check_control, %function
    .thumb_func
abi_check_control:
    movs r6, #0
    mov r9, r6
    sub sp, #8
    str r6, [sp]
    bx lr
    .size abi_check_control, . - abi_check_control

    .bss
    .align 2
abi_saved:
    .space 8
