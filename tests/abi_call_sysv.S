/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * abi_call_sysv.S - the ABI test's harness for the System V AMD64 calling convention (Linux,
 * the BSDs, macOS on x86-64): see test_abi.c.
 *
 *   int64_t abi_call(void (*fn)(void), uint64_t a1, a2, a3, a4, a5, a6)
 *     calls fn(a1, ..., a6) with the callee-saved registers (rbx, rbp, r12-r15) holding the
 *     values of abi_patterns, then sets abi_clobbered to a bit for each that fn did not give
 *     back, and for DF left set (bit 20), MXCSR's control bits (21) and the x87 control word
 *     (22) changed; returns what fn returned. The caller's registers are saved and restored.
 *   void abi_break(uint64_t bits)
 *     breaks the convention on purpose, on the registers of those bits (the test's control).
 */
        .text

        .globl  abi_call
        .type   abi_call, @function
abi_call:
        push    %rbp
        push    %rbx
        push    %r12
        push    %r13
        push    %r14
        push    %r15
        sub     $24, %rsp               /* 16-byte aligned at the call */
        stmxcsr (%rsp)                  /* 0: MXCSR, 4: x87 control word, 8: fn's result */
        fnstcw  4(%rsp)
        mov     %rdi, %rax              /* fn; its arguments one register down */
        mov     %rsi, %rdi
        mov     %rdx, %rsi
        mov     %rcx, %rdx
        mov     %r8, %rcx
        mov     %r9, %r8
        mov     80(%rsp), %r9           /* a6, above our return address and 72 bytes */
        lea     abi_patterns(%rip), %r10
        mov     0(%r10), %rbx
        mov     8(%r10), %rbp
        mov     16(%r10), %r12
        mov     24(%r10), %r13
        mov     32(%r10), %r14
        mov     40(%r10), %r15
        call    *%rax
        mov     %rax, 8(%rsp)
        /* Twin of abi_call_win64.S's checks (one is built); test_abi's controls fail each. */
        xor     %eax, %eax              /* the bits of what changed */
        lea     abi_patterns(%rip), %r10
        cmp     0(%r10), %rbx
        je      1f
        or      $0x1, %eax
1:      cmp     8(%r10), %rbp
        je      1f
        or      $0x2, %eax
1:      cmp     16(%r10), %r12
        je      1f
        or      $0x4, %eax
1:      cmp     24(%r10), %r13
        je      1f
        or      $0x8, %eax
1:      cmp     32(%r10), %r14
        je      1f
        or      $0x10, %eax
1:      cmp     40(%r10), %r15
        je      1f
        or      $0x20, %eax
1:      pushfq
        pop     %r11
        test    $0x400, %r11d           /* DF */
        jz      1f
        or      $0x100000, %eax
        cld
1:      stmxcsr 16(%rsp)
        mov     16(%rsp), %r11d
        xor     (%rsp), %r11d
        test    $0xffc0, %r11d          /* the control bits; 0-5 are status flags */
        jz      1f
        or      $0x200000, %eax
        ldmxcsr (%rsp)
1:      fnstcw  16(%rsp)
        movzwl  16(%rsp), %r11d
        movzwl  4(%rsp), %ecx
        cmp     %ecx, %r11d
        je      1f
        or      $0x400000, %eax
        fldcw   4(%rsp)
1:      mov     %rax, abi_clobbered(%rip)
        mov     8(%rsp), %rax
        add     $24, %rsp
        pop     %r15
        pop     %r14
        pop     %r13
        pop     %r12
        pop     %rbx
        pop     %rbp
        ret
        .size   abi_call, .-abi_call

        .globl  abi_break
        .type   abi_break, @function
abi_break:
        bt      $0, %rdi
        jnc     1f
        not     %rbx
1:      bt      $1, %rdi
        jnc     1f
        not     %rbp
1:      bt      $2, %rdi
        jnc     1f
        not     %r12
1:      bt      $3, %rdi
        jnc     1f
        not     %r13
1:      bt      $4, %rdi
        jnc     1f
        not     %r14
1:      bt      $5, %rdi
        jnc     1f
        not     %r15
1:      sub     $8, %rsp
        bt      $21, %rdi
        jnc     1f
        stmxcsr (%rsp)
        xorl    $0x6000, (%rsp)         /* the rounding mode */
        ldmxcsr (%rsp)
1:      bt      $22, %rdi
        jnc     1f
        fnstcw  (%rsp)
        xorw    $0x0c00, (%rsp)         /* the rounding mode */
        fldcw   (%rsp)
1:      add     $8, %rsp
        bt      $20, %rdi
        jnc     1f
        std
1:      ret
        .size   abi_break, .-abi_break

        .section .rodata
        .balign 8
abi_patterns:   /* rbx, rbp, r12-r15: values no code has a reason to produce */
        .quad   0x9e3779b97f4a7c15, 0xbf58476d1ce4e5b9, 0x94d049bb133111eb
        .quad   0xd6e8feb86659fd93, 0xa0761d6478bd642f, 0xe7037ed1a0b428db

        .bss
        .balign 8
        .globl  abi_clobbered
abi_clobbered:
        .quad   0

        .section .note.GNU-stack, "", @progbits
