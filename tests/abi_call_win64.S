/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * abi_call_win64.S - the ABI test's harness for the Windows x64 calling convention (MinGW-w64):
 * see test_abi.c. The same two functions as abi_call_sysv.S, for Windows' rules: arguments in
 * rcx, rdx, r8, r9, then the stack above 32 bytes of home space; callee-saved rbx, rbp, rdi,
 * rsi, r12-r15 and XMM6-XMM15.
 *
 *   int64_t abi_call(void (*fn)(void), uint64_t a1, a2, a3, a4, a5, a6)
 *     calls fn(a1, ..., a6) with the callee-saved registers holding the values of
 *     abi_patterns, then sets abi_clobbered to a bit for each that fn did not give back (bits
 *     0-5: rbx, rbp, r12-r15 as on System V; 6, 7: rdi, rsi; 8-17: XMM6-XMM15), and for DF
 *     left set (20), MXCSR's control bits (21) and the x87 control word (22) changed; returns
 *     what fn returned. The caller's registers are saved and restored.
 *   void abi_break(uint64_t bits)
 *     breaks the convention on purpose, on the registers of those bits (the test's control).
 */
        .text

        .globl  abi_call
abi_call:
        push    %rbp
        push    %rbx
        push    %rdi
        push    %rsi
        push    %r12
        push    %r13
        push    %r14
        push    %r15
        /* 0-31: fn's home space, 32 and 40: its fifth and sixth arguments, 48-207: the
         * caller's XMM6-XMM15, 208: MXCSR, 212: x87 control word, 216: fn's result. 16-byte
         * aligned at the call; our own a4, a5 and a6 are at 336, 344 and 352. */
        sub     $232, %rsp
        movdqu  %xmm6, 48(%rsp)
        movdqu  %xmm7, 64(%rsp)
        movdqu  %xmm8, 80(%rsp)
        movdqu  %xmm9, 96(%rsp)
        movdqu  %xmm10, 112(%rsp)
        movdqu  %xmm11, 128(%rsp)
        movdqu  %xmm12, 144(%rsp)
        movdqu  %xmm13, 160(%rsp)
        movdqu  %xmm14, 176(%rsp)
        movdqu  %xmm15, 192(%rsp)
        stmxcsr 208(%rsp)
        fnstcw  212(%rsp)
        mov     %rcx, %rax              /* fn; its arguments one place down */
        mov     %rdx, %rcx
        mov     %r8, %rdx
        mov     %r9, %r8
        mov     336(%rsp), %r9
        mov     344(%rsp), %r10
        mov     %r10, 32(%rsp)
        mov     352(%rsp), %r10
        mov     %r10, 40(%rsp)
        lea     abi_patterns(%rip), %r10
        mov     0(%r10), %rbx
        mov     8(%r10), %rbp
        mov     16(%r10), %r12
        mov     24(%r10), %r13
        mov     32(%r10), %r14
        mov     40(%r10), %r15
        mov     48(%r10), %rdi
        mov     56(%r10), %rsi
        movdqu  64(%r10), %xmm6
        movdqu  80(%r10), %xmm7
        movdqu  96(%r10), %xmm8
        movdqu  112(%r10), %xmm9
        movdqu  128(%r10), %xmm10
        movdqu  144(%r10), %xmm11
        movdqu  160(%r10), %xmm12
        movdqu  176(%r10), %xmm13
        movdqu  192(%r10), %xmm14
        movdqu  208(%r10), %xmm15
        call    *%rax
        mov     %rax, 216(%rsp)
        /* Twin of abi_call_sysv.S's checks (one is built); test_abi's controls fail each. */
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
1:      cmp     48(%r10), %rdi
        je      1f
        or      $0x40, %eax
1:      cmp     56(%r10), %rsi
        je      1f
        or      $0x80, %eax
        /* XMM6 + k against its pattern: all 16 bytes equal, or bit 8 + k */
1:      movdqu  64(%r10), %xmm0
        pcmpeqb %xmm6, %xmm0
        pmovmskb %xmm0, %ecx
        cmp     $0xffff, %ecx
        je      1f
        or      $0x100, %eax
1:      movdqu  80(%r10), %xmm0
        pcmpeqb %xmm7, %xmm0
        pmovmskb %xmm0, %ecx
        cmp     $0xffff, %ecx
        je      1f
        or      $0x200, %eax
1:      movdqu  96(%r10), %xmm0
        pcmpeqb %xmm8, %xmm0
        pmovmskb %xmm0, %ecx
        cmp     $0xffff, %ecx
        je      1f
        or      $0x400, %eax
1:      movdqu  112(%r10), %xmm0
        pcmpeqb %xmm9, %xmm0
        pmovmskb %xmm0, %ecx
        cmp     $0xffff, %ecx
        je      1f
        or      $0x800, %eax
1:      movdqu  128(%r10), %xmm0
        pcmpeqb %xmm10, %xmm0
        pmovmskb %xmm0, %ecx
        cmp     $0xffff, %ecx
        je      1f
        or      $0x1000, %eax
1:      movdqu  144(%r10), %xmm0
        pcmpeqb %xmm11, %xmm0
        pmovmskb %xmm0, %ecx
        cmp     $0xffff, %ecx
        je      1f
        or      $0x2000, %eax
1:      movdqu  160(%r10), %xmm0
        pcmpeqb %xmm12, %xmm0
        pmovmskb %xmm0, %ecx
        cmp     $0xffff, %ecx
        je      1f
        or      $0x4000, %eax
1:      movdqu  176(%r10), %xmm0
        pcmpeqb %xmm13, %xmm0
        pmovmskb %xmm0, %ecx
        cmp     $0xffff, %ecx
        je      1f
        or      $0x8000, %eax
1:      movdqu  192(%r10), %xmm0
        pcmpeqb %xmm14, %xmm0
        pmovmskb %xmm0, %ecx
        cmp     $0xffff, %ecx
        je      1f
        or      $0x10000, %eax
1:      movdqu  208(%r10), %xmm0
        pcmpeqb %xmm15, %xmm0
        pmovmskb %xmm0, %ecx
        cmp     $0xffff, %ecx
        je      1f
        or      $0x20000, %eax
1:      pushfq
        pop     %r11
        test    $0x400, %r11d           /* DF */
        jz      1f
        or      $0x100000, %eax
        cld
1:      stmxcsr 304(%rsp)               /* our own home space */
        mov     304(%rsp), %r11d
        xor     208(%rsp), %r11d
        test    $0xffc0, %r11d          /* the control bits; 0-5 are status flags */
        jz      1f
        or      $0x200000, %eax
        ldmxcsr 208(%rsp)
1:      fnstcw  304(%rsp)
        movzwl  304(%rsp), %r11d
        movzwl  212(%rsp), %ecx
        cmp     %ecx, %r11d
        je      1f
        or      $0x400000, %eax
        fldcw   212(%rsp)
1:      mov     %rax, abi_clobbered(%rip)
        movdqu  48(%rsp), %xmm6
        movdqu  64(%rsp), %xmm7
        movdqu  80(%rsp), %xmm8
        movdqu  96(%rsp), %xmm9
        movdqu  112(%rsp), %xmm10
        movdqu  128(%rsp), %xmm11
        movdqu  144(%rsp), %xmm12
        movdqu  160(%rsp), %xmm13
        movdqu  176(%rsp), %xmm14
        movdqu  192(%rsp), %xmm15
        mov     216(%rsp), %rax
        add     $232, %rsp
        pop     %r15
        pop     %r14
        pop     %r13
        pop     %r12
        pop     %rsi
        pop     %rdi
        pop     %rbx
        pop     %rbp
        ret

        .globl  abi_break
abi_break:
        bt      $0, %rcx
        jnc     1f
        not     %rbx
1:      bt      $1, %rcx
        jnc     1f
        not     %rbp
1:      bt      $2, %rcx
        jnc     1f
        not     %r12
1:      bt      $3, %rcx
        jnc     1f
        not     %r13
1:      bt      $4, %rcx
        jnc     1f
        not     %r14
1:      bt      $5, %rcx
        jnc     1f
        not     %r15
1:      bt      $6, %rcx
        jnc     1f
        not     %rdi
1:      bt      $7, %rcx
        jnc     1f
        not     %rsi
        /* A register a step: registers cannot be indexed; test_abi's controls run each. */
1:      pcmpeqb %xmm0, %xmm0            /* all ones, XORed into the XMM registers of bits 8-17 */
        bt      $8, %rcx
        jnc     1f
        pxor    %xmm0, %xmm6
1:      bt      $9, %rcx
        jnc     1f
        pxor    %xmm0, %xmm7
1:      bt      $10, %rcx
        jnc     1f
        pxor    %xmm0, %xmm8
1:      bt      $11, %rcx
        jnc     1f
        pxor    %xmm0, %xmm9
1:      bt      $12, %rcx
        jnc     1f
        pxor    %xmm0, %xmm10
1:      bt      $13, %rcx
        jnc     1f
        pxor    %xmm0, %xmm11
1:      bt      $14, %rcx
        jnc     1f
        pxor    %xmm0, %xmm12
1:      bt      $15, %rcx
        jnc     1f
        pxor    %xmm0, %xmm13
1:      bt      $16, %rcx
        jnc     1f
        pxor    %xmm0, %xmm14
1:      bt      $17, %rcx
        jnc     1f
        pxor    %xmm0, %xmm15
1:      bt      $21, %rcx
        jnc     1f
        stmxcsr 8(%rsp)                 /* our home space */
        xorl    $0x6000, 8(%rsp)        /* the rounding mode */
        ldmxcsr 8(%rsp)
1:      bt      $22, %rcx
        jnc     1f
        fnstcw  8(%rsp)
        xorw    $0x0c00, 8(%rsp)        /* the rounding mode */
        fldcw   8(%rsp)
1:      bt      $20, %rcx
        jnc     1f
        std
1:      ret

        .section .rdata, "dr"
        .balign 16
abi_patterns:   /* rbx, rbp, r12-r15, rdi, rsi; then XMM6-XMM15 */
        .quad   0x9e3779b97f4a7c15, 0xbf58476d1ce4e5b9, 0x94d049bb133111eb
        .quad   0xd6e8feb86659fd93, 0xa0761d6478bd642f, 0xe7037ed1a0b428db
        .quad   0x8ebc6af09c88c6e3, 0x589965cc75374cc3
        .quad   0x1d8e4e27c47d124f, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1, 0x510e527fade682d1
        .quad   0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179, 0xcbbb9d5dc1059ed8
        .quad   0x629a292a367cd507, 0x9159015a3070dd17, 0x152fecd8f70e5939, 0x67332667ffc00b31
        .quad   0x8eb44a8768581511, 0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4, 0x6a09e667f3bcc908
        .quad   0xbb67ae8584caa73b, 0x3c6ef372fe94f82c, 0xa54ff53a5f1d36f2, 0x510e527fade682d2

        .bss
        .balign 8
        .globl  abi_clobbered
abi_clobbered:
        .quad   0
