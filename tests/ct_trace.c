/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * ct_trace - constant time as an emulator sees it: tests/ct_trace_target.c (the library and
 * tests/ct_workload.c without libc, built for AArch64 or x86-64) runs in unicorn, which
 * reports every basic block executed (address and size) and every load and store (address
 * and size); the run's trace is those in order, kept as a 64-bit hash and counts. Each
 * backend runs once per random secret (message, chaining values, Merkle inputs; lengths
 * fixed): a constant-time one must give the same trace every time, tables64 and portable
 * (controls) must not.
 *
 *   ct_trace ARCH ELF [--runs N] [--hwcap N] [--expect-leaks] [NAME...]
 *
 * ARCH is aarch64, x86_64 or arm (the emulated CPU: AArch64 "max", with AES and SHA3; x86-64
 * Westmere, with SSSE3 and AES-NI and no AVX, which unicorn does not emulate; 32-bit ARM a
 * Cortex-A15, ARMv7-A with NEON, the target in Thumb-2 as Debian's armhf builds it). Without
 * names: every backend and code path the target lists for that CPU. --hwcap: what the
 * target's getauxval(AT_HWCAP) says (AArch64: 8 is AES, 1<<17 SHA3; armv8_aes takes its EOR3
 * rounds with both; 32-bit ARM: 1<<12 is NEON, 0 leaves bitsliced). --expect-leaks: the target is a -DGROESTL_CT_PROBE build, and every
 * backend must fail. Exit status 0 when every verdict is as expected.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicorn/unicorn.h>

/* ---- The ELF file: its loadable segments and symbols --------------------------------------- */

typedef struct {
    uint8_t *data;
    size_t size;
} file_bytes;

static int read_file(const char *path, file_bytes *f)
{
    FILE *in = fopen(path, "rb");
    if (in == NULL)
        return 0;
    fseek(in, 0, SEEK_END);
    long n = ftell(in);
    fseek(in, 0, SEEK_SET);
    f->data = malloc(n > 0 ? (size_t)n : 1);
    f->size = n > 0 && f->data != NULL ? fread(f->data, 1, (size_t)n, in) : 0;
    fclose(in);
    return n > 0 && f->size == (size_t)n;
}

static uint64_t get(const file_bytes *f, size_t at, int bytes)
{
    uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; i--)
        v = v << 8 | (at + (size_t)i < f->size ? f->data[at + (size_t)i] : 0);
    return v;
}

/* Where ELF's fields are, in its 64-bit and its 32-bit form (ELFCLASS64, ELFCLASS32). */
typedef struct {
    int word;                               /* bytes of an address or offset */
    size_t phoff, shoff, phentsize, phnum, shentsize, shnum; /* in the file header */
    size_t p_offset, p_vaddr, p_filesz, p_memsz;             /* in a program header */
    size_t sh_offset, sh_size, sh_link, sh_entsize;          /* in a section header */
    size_t st_value;                                         /* in a symbol */
} elf_layout;

static const elf_layout elf64 = {8, 0x20, 0x28, 0x36, 0x38, 0x3a, 0x3c,
                                 8, 0x10, 0x20, 0x28, 0x18, 0x20, 0x28, 0x38, 8};
static const elf_layout elf32 = {4, 0x1c, 0x20, 0x2a, 0x2c, 0x2e, 0x30,
                                 4, 8, 0x10, 0x14, 0x10, 0x14, 0x18, 0x24, 4};

static const elf_layout *layout(const file_bytes *f)
{
    return get(f, 4, 1) == 1 ? &elf32 : &elf64;
}

/* A symbol's address (0: none); a Thumb function's has its low bit set. */
static uint64_t symbol(const file_bytes *f, const char *name)
{
    const elf_layout *e = layout(f);
    uint64_t shoff = get(f, e->shoff, e->word);
    unsigned shentsize = (unsigned)get(f, e->shentsize, 2), shnum = (unsigned)get(f, e->shnum, 2);
    for (unsigned i = 0; i < shnum; i++) {
        size_t sh = (size_t)(shoff + (uint64_t)i * shentsize);
        if (get(f, sh + 4, 4) != 2) /* SHT_SYMTAB */
            continue;
        uint64_t off = get(f, sh + e->sh_offset, e->word), size = get(f, sh + e->sh_size, e->word);
        uint64_t entsize = get(f, sh + e->sh_entsize, e->word);
        unsigned link = (unsigned)get(f, sh + e->sh_link, 4);
        uint64_t strtab =
            get(f, (size_t)(shoff + (uint64_t)link * shentsize) + e->sh_offset, e->word);
        for (uint64_t s = off; entsize > 0 && s + entsize <= off + size; s += entsize) {
            uint64_t at = strtab + get(f, (size_t)s, 4);
            if (at < f->size && strncmp((const char *)f->data + at, name, f->size - at) == 0)
                return get(f, (size_t)s + e->st_value, e->word);
        }
    }
    return 0;
}

/* ---- One run --------------------------------------------------------------------------------- */

typedef struct {
    uint64_t hash, blocks, accesses;
    uint64_t digests; /* the target's fold of the API's digests */
} trace;

static void mix(trace *t, uint64_t v)
{
    t->hash = (t->hash ^ v) * 0x100000001b3ull; /* FNV-1a, a word at a time */
}

static void on_block(uc_engine *uc, uint64_t address, uint32_t size, void *user)
{
    (void)uc;
    trace *t = user;
    mix(t, address);
    mix(t, size);
    t->blocks++;
}

static void on_access(uc_engine *uc, uc_mem_type type, uint64_t address, int size,
                      int64_t value, void *user)
{
    (void)uc, (void)value;
    trace *t = user;
    mix(t, (uint64_t)type << 56 ^ (uint64_t)size << 48 ^ address);
    t->accesses++;
}

enum { ARCH_AARCH64, ARCH_X86_64, ARCH_ARM };
#define STACK_TOP 0x7f000000ull
#define STACK_SIZE (4u << 20)
#define STOP 0x7e000000ull /* the return address: the run ends when it gets there */

typedef struct {
    int arch;
    const file_bytes *elf;
    uint64_t main, name, names, seed, hwcap, status, digests;
} target;

static int check_uc(uc_err e, const char *what)
{
    if (e != UC_ERR_OK)
        fprintf(stderr, "ct_trace: %s: %s\n", what, uc_strerror(e));
    return e == UC_ERR_OK;
}

/* The target loaded into a new engine. */
static uc_engine *load(const target *tg)
{
    uc_engine *uc;
    const file_bytes *f = tg->elf;
    static const uc_arch archs[] = {UC_ARCH_ARM64, UC_ARCH_X86, UC_ARCH_ARM};
    static const uc_mode modes[] = {UC_MODE_ARM, UC_MODE_64, UC_MODE_ARM};
    /* 32-bit ARM: a Cortex-A15, ARMv7-A with NEON (its entry in Thumb state, set by the odd
     * address the run starts at) */
    static const int cpus[] = {UC_CPU_ARM64_MAX, UC_CPU_X86_WESTMERE, UC_CPU_ARM_CORTEX_A15};
    if (!check_uc(uc_open(archs[tg->arch], modes[tg->arch], &uc), "uc_open"))
        return NULL;
    uc_ctl_set_cpu_model(uc, cpus[tg->arch]);
    const elf_layout *e = layout(f);
    uint64_t phoff = get(f, e->phoff, e->word);
    unsigned phentsize = (unsigned)get(f, e->phentsize, 2), phnum = (unsigned)get(f, e->phnum, 2);
    for (unsigned i = 0; i < phnum; i++) {
        size_t ph = (size_t)(phoff + (uint64_t)i * phentsize);
        if (get(f, ph, 4) != 1) /* PT_LOAD */
            continue;
        uint64_t off = get(f, ph + e->p_offset, e->word), vaddr = get(f, ph + e->p_vaddr, e->word);
        uint64_t filesz = get(f, ph + e->p_filesz, e->word);
        uint64_t memsz = get(f, ph + e->p_memsz, e->word);
        uint64_t start = vaddr & ~0xfffull, end = (vaddr + memsz + 0xfff) & ~0xfffull;
        /* segments may share a page: map what is not mapped yet, page by page */
        for (uint64_t p = start; p < end; p += 0x1000)
            uc_mem_map(uc, p, 0x1000, UC_PROT_ALL);
        if (off + filesz > f->size ||
            !check_uc(uc_mem_write(uc, vaddr, f->data + off, (size_t)filesz), "loading"))
            return NULL;
    }
    if (!check_uc(uc_mem_map(uc, STACK_TOP - STACK_SIZE, STACK_SIZE, UC_PROT_READ | UC_PROT_WRITE),
                  "stack") ||
        !check_uc(uc_mem_map(uc, STOP, 0x1000, UC_PROT_ALL), "stop page"))
        return NULL;
    if (tg->arch == ARCH_AARCH64) {
        uint64_t sp = STACK_TOP - 64, lr = STOP, cpacr = 0;
        uc_reg_read(uc, UC_ARM64_REG_CPACR_EL1, &cpacr);
        cpacr |= 3u << 20; /* FP and Advanced SIMD on */
        uc_reg_write(uc, UC_ARM64_REG_CPACR_EL1, &cpacr);
        uc_reg_write(uc, UC_ARM64_REG_SP, &sp);
        uc_reg_write(uc, UC_ARM64_REG_X30, &lr);
    } else if (tg->arch == ARCH_ARM) {
        uint32_t sp = (uint32_t)(STACK_TOP - 64), lr = (uint32_t)STOP, cpacr = 0;
        uint32_t fpexc = 1u << 30; /* EN: VFP and NEON on */
        uc_reg_read(uc, UC_ARM_REG_C1_C0_2, &cpacr);
        cpacr |= 0xfu << 20; /* CP10 and CP11: full access */
        uc_reg_write(uc, UC_ARM_REG_C1_C0_2, &cpacr);
        uc_reg_write(uc, UC_ARM_REG_FPEXC, &fpexc);
        uc_reg_write(uc, UC_ARM_REG_SP, &sp);
        uc_reg_write(uc, UC_ARM_REG_LR, &lr);
    } else {
        uint64_t sp = STACK_TOP - 64 - 8, ret = STOP, cr0 = 0, cr4 = 0;
        uc_mem_write(uc, sp, &ret, 8);
        uc_reg_write(uc, UC_X86_REG_RSP, &sp);
        uc_reg_read(uc, UC_X86_REG_CR0, &cr0);
        uc_reg_read(uc, UC_X86_REG_CR4, &cr4);
        cr0 = (cr0 & ~4ull) | 2; /* SSE: no x87 emulation, monitor coprocessor */
        cr4 |= 3u << 9;          /* OSFXSR, OSXMMEXCPT */
        uc_reg_write(uc, UC_X86_REG_CR0, &cr0);
        uc_reg_write(uc, UC_X86_REG_CR4, &cr4);
    }
    return uc;
}

/* Runs the target for name (NULL: list mode) with the seed; fills t (if not NULL) and out
 * (the names, in list mode). Returns the target's status, or -1. */
static int run(const target *tg, const char *name, uint64_t seed, uint64_t hwcap, trace *t,
               char *out, size_t outsize)
{
    uc_engine *uc = load(tg);
    if (uc == NULL)
        return -1;
    char buf[64] = {0};
    if (name != NULL)
        snprintf(buf, sizeof buf, "%s", name);
    uc_mem_write(uc, tg->name, buf, sizeof buf);
    uc_mem_write(uc, tg->seed, &seed, 8);
    uc_mem_write(uc, tg->hwcap, &hwcap, 8);
    uc_hook h1, h2;
    if (t != NULL) {
        memset(t, 0, sizeof *t);
        t->hash = 0xcbf29ce484222325ull;
        uc_hook_add(uc, &h1, UC_HOOK_BLOCK, (void *)on_block, t, 1, 0);
        uc_hook_add(uc, &h2, UC_HOOK_MEM_READ | UC_HOOK_MEM_WRITE, (void *)on_access, t, 1, 0);
    }
    int status = -1;
    if (check_uc(uc_emu_start(uc, tg->main, STOP, 0, 0), name != NULL ? name : "listing")) {
        uc_mem_read(uc, tg->status, &status, sizeof status);
        if (t != NULL)
            uc_mem_read(uc, tg->digests, &t->digests, 8);
        if (out != NULL) {
            uc_mem_read(uc, tg->names, out, outsize);
            out[outsize - 1] = '\0';
        }
    }
    uc_close(uc);
    return status;
}

/* runs runs of name with different secrets; 1 if all traces are the same. */
static int same_traces(const target *tg, const char *name, int runs, uint64_t hwcap, int *error,
                       uint64_t *digests)
{
    trace first = {0}, t;
    int same = 1;
    *error = 0;
    for (int i = 0; i < runs; i++) {
        uint64_t seed = 0x9e3779b97f4a7c15ull * (uint64_t)(i + 1) ^ 0x2545f4914f6cdd1dull;
        int status = run(tg, name, seed, hwcap, &t, NULL, 0);
        if (status != 0) {
            fprintf(stderr, "ct_trace: %s: run %d ended with status %d\n", name, i, status);
            *error = 1;
            return 0;
        }
        if (i == 0) {
            first = t;
            *digests = t.digests;
        }
        else if (t.hash != first.hash || t.blocks != first.blocks || t.accesses != first.accesses)
            same = 0;
        if (i == 0 || (!same && i < 4))
            printf("       run %d: %" PRIu64 " blocks, %" PRIu64 " accesses, trace %016" PRIx64 "\n",
                   i, t.blocks, t.accesses, t.hash);
        if (!same && i >= 3)
            break; /* shown to differ */
    }
    return same;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: ct_trace aarch64|x86_64|arm ELF [--runs N] [--hwcap N] [--expect-leaks] [NAME...]\n");
        return 2;
    }
    target tg = {0};
    if (strcmp(argv[1], "aarch64") == 0)
        tg.arch = ARCH_AARCH64;
    else if (strcmp(argv[1], "x86_64") == 0)
        tg.arch = ARCH_X86_64;
    else if (strcmp(argv[1], "arm") == 0)
        tg.arch = ARCH_ARM;
    else {
        fprintf(stderr, "ct_trace: unknown architecture '%s' (aarch64, x86_64 or arm)\n", argv[1]);
        return 2;
    }
    file_bytes elf;
    const char *elf_class = tg.arch == ARCH_ARM ? "\177ELF\1\1" : "\177ELF\2\1";
    static const unsigned machines[] = {183, 62, 40}; /* e_machine: EM_AARCH64, EM_X86_64, EM_ARM */
    if (!read_file(argv[2], &elf) || elf.size < 64 || memcmp(elf.data, elf_class, 6) != 0 ||
        get(&elf, 0x12, 2) != machines[tg.arch]) {
        fprintf(stderr, "ct_trace: %s: not a readable %s-bit little-endian ELF file for %s\n",
                argv[2], tg.arch == ARCH_ARM ? "32" : "64", argv[1]);
        return 2;
    }
    tg.elf = &elf;
    tg.main = symbol(&elf, "ct_trace_main");
    tg.name = symbol(&elf, "ct_trace_name");
    tg.names = symbol(&elf, "ct_trace_names");
    tg.seed = symbol(&elf, "ct_trace_seed");
    tg.hwcap = symbol(&elf, "ct_trace_hwcap");
    tg.status = symbol(&elf, "ct_trace_status");
    tg.digests = symbol(&elf, "ct_trace_digests");
    if (!tg.main || !tg.name || !tg.names || !tg.seed || !tg.hwcap || !tg.status || !tg.digests) {
        fprintf(stderr, "ct_trace: %s: not a ct_trace_target (its symbols are missing)\n", argv[2]);
        return 2;
    }
    int runs = 8, expect_leaks = 0, first_name = argc;
    /* AArch64: AES and SHA3; 32-bit ARM: NEON */
    uint64_t hwcap = tg.arch == ARCH_AARCH64 ? (1u << 3) | (1u << 17) : tg.arch == ARCH_ARM ? 1u << 12 : 0;
    for (int i = 3; i < argc; i++) {
        if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc)
            runs = atoi(argv[++i]);
        else if (strcmp(argv[i], "--hwcap") == 0 && i + 1 < argc)
            hwcap = strtoull(argv[++i], NULL, 0);
        else if (strcmp(argv[i], "--expect-leaks") == 0)
            expect_leaks = 1;
        else {
            first_name = i;
            break;
        }
    }
    if (runs < 2) {
        fprintf(stderr, "ct_trace: --runs needs 2 or more\n");
        return 2;
    }
    char names[1024];
    if (run(&tg, NULL, 1, hwcap, NULL, names, sizeof names) != 0) {
        fprintf(stderr, "ct_trace: the target did not list its backends\n");
        return 2;
    }
    printf("-- %s, hwcap %#" PRIx64 ", %d runs each; runs here: %s\n", argv[1], hwcap, runs, names);
    char listed[sizeof names + 2];
    snprintf(listed, sizeof listed, " %s", names); /* " name:ct name:ct ..." */
    int failures = 0, controls = 0, checked = 0;
    uint64_t reference = 0;
    const char *reference_name = "";
    for (char *entry = strtok(names, " "); entry != NULL; entry = strtok(NULL, " ")) {
        char *colon = strchr(entry, ':');
        if (colon == NULL)
            continue;
        *colon = '\0';
        const int ct = colon[1] == '1';
        if (colon[1] == 'x') { /* the emulator does not compute what the CPU does */
            printf("FAIL %s: its SubBytes is not the S-box in the emulator\n", entry);
            failures++;
            continue;
        }
        int wanted = first_name == argc;
        for (int i = first_name; i < argc; i++)
            wanted |= strcmp(argv[i], entry) == 0;
        if (!wanted)
            continue;
        const int leaks = !ct || expect_leaks;
        int error;
        printf("-- %s\n", entry);
        fflush(stdout);
        uint64_t digests = 0;
        const int same = same_traces(&tg, entry, runs, hwcap, &error, &digests);
        int ok = !error && (leaks ? !same : same);
        /* the first run's secret is the same for every backend, so are its digests */
        if (!error && checked == 0)
            reference = digests, reference_name = entry;
        if (!error && digests != reference) {
            printf("FAIL %s: its digests in the emulator are not %s's\n", entry, reference_name);
            ok = 0;
        }
        printf("%s %-16s %s: %s\n", ok ? "ok  " : "FAIL", entry,
               error ? "the run failed" : same ? "the same trace for every secret" : "traces differ with the secret",
               !leaks ? "constant-time, as it claims"
               : ct   ? "the probe's look-up must change it"
                      : "table look-ups must change it (control)");
        controls += leaks;
        checked++;
        failures += !ok;
    }
    for (int i = first_name; i < argc; i++) {
        char key[80];
        snprintf(key, sizeof key, " %s:", argv[i]);
        if (strstr(listed, key) == NULL) {
            printf("FAIL %s: not a backend this target runs on this CPU\n", argv[i]);
            failures++;
        }
    }
    if (first_name == argc && controls == 0) {
        printf("FAIL no control ran (portable is in every build)\n");
        failures++;
    }
    printf("%d checked, %d failure(s)\n%s\n", checked, failures, failures ? "FAILED" : "PASSED");
    free(elf.data);
    return failures != 0;
}
