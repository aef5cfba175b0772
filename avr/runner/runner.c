/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* runner - hash a file on a simulated ATmega128 (libsimavr) and measure the call.
 * Usage: runner [-m MAXCYCLES] VARIANT FILE   (the firmware is <dir of runner>/VARIANT.elf)
 *        runner [-m MAXCYCLES] -e ELF FILE    (any firmware built with driver.c)
 * -m: give up after MAXCYCLES simulated cycles (default 200,000,000; the long tests need more).
 * Prints the variant, the digest as groestlsum does (`<hex>  <name>`), the cycles of the
 * measured call (markers' own cost subtracted) and its peak stack depth in bytes.
 * Convention (avr/README.md): the firmware has bench_in[], bench_len, bench_out[32] (or
 * bench_out[bench_out_len] when it defines uint16_t bench_out_len, e.g. the AES driver); it
 * writes 1 then 2 to OCDR around the call, once empty (calibration), once around the call.
 * A firmware with a flash symbol bench_flash gets the message there instead of bench_in
 * (up to BENCH_FLASH_SIZE bytes; bench_in takes up to BENCH_IN_SIZE). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <libgen.h>
#include <unistd.h>
#include <fcntl.h>
#include <simavr/sim_avr.h>
#include <simavr/sim_elf.h>

#define OCDR_DATA 0x42                    /* ATmega128 On-chip Debug Register, data space */
#define SPL_DATA 0x5D
#define SPH_DATA 0x5E
#define BENCH_IN_SIZE 3072               /* as in driver.c */
#define BENCH_FLASH_SIZE 20480           /* as in driver_api.c */
#define MAX_CYCLES 200000000ULL

static uint64_t marks[4];
static int nmarks;
static int in_call;

static void on_marker(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)addr; (void)param; (void)v;
    if (nmarks < 4)
        marks[nmarks] = avr->cycle;
    nmarks++;
    in_call = nmarks == 3;
}

static int die(const char *msg, const char *what)
{
    fprintf(stderr, "runner: %s%s%s\n", msg, what ? ": " : "", what ? what : "");
    return 2;
}

static long symbol(elf_firmware_t *fw, const char *name)
{
    for (uint32_t i = 0; i < fw->symbolcount; i++)
        if (!strcmp(fw->symbol[i]->symbol, name)) {
            uint32_t a = fw->symbol[i]->addr;
            return a >= 0x800000 && a < 0x810000 ? (long)(a - 0x800000) : -1;
        }
    return -1;
}

/* flash address of a symbol (e.g. bench_flash), or -1 */
static long flash_symbol(elf_firmware_t *fw, const char *name)
{
    for (uint32_t i = 0; i < fw->symbolcount; i++)
        if (!strcmp(fw->symbol[i]->symbol, name))
            return fw->symbol[i]->addr < 0x800000 ? (long)fw->symbol[i]->addr : -1;
    return -1;
}

int main(int argc, char **argv)
{
    char elfpath[4096];
    const char *variant;
    unsigned long long max_cycles = MAX_CYCLES;
    if (argc >= 3 && !strcmp(argv[1], "-m")) {
        char *end;
        max_cycles = strtoull(argv[2], &end, 0);
        if (*end || !max_cycles)
            return die("-m wants a positive number of cycles", argv[2]);
        argv[2] = argv[0];
        argv += 2;
        argc -= 2;
    }
    if (argc == 4 && !strcmp(argv[1], "-e")) {
        variant = argv[2];
        snprintf(elfpath, sizeof elfpath, "%s", argv[2]);
        argv++;
    } else if (argc == 3) {
        char self[4096];
        snprintf(self, sizeof self, "%s", argv[0]);
        variant = argv[1];
        snprintf(elfpath, sizeof elfpath, "%s/%s.elf", dirname(self), variant);
    } else {
        fprintf(stderr, "usage: runner [-m MAXCYCLES] VARIANT FILE | runner [-m MAXCYCLES] -e FIRMWARE.elf FILE\n");
        return 2;
    }
    const char *file = argv[2];

    FILE *f = fopen(file, "rb");
    if (!f)
        return die("cannot open input file", file);
    static uint8_t msg[65536];
    size_t len = fread(msg, 1, sizeof msg, f);
    int toolong = !feof(f) || len == sizeof msg;
    fclose(f);

    elf_firmware_t fw;
    memset(&fw, 0, sizeof fw);
    FILE *e = fopen(elfpath, "rb");
    if (!e)
        return die("unknown variant (no firmware)", elfpath);
    fclose(e);
    fflush(stdout);                       /* libsimavr chats on stdout while loading */
    int saved = dup(1), devnull = open("/dev/null", O_WRONLY);
    dup2(devnull, 1);
    if (elf_read_firmware(elfpath, &fw) != 0) {
        dup2(saved, 1);
        return die("cannot read firmware", elfpath);
    }
    avr_t *avr = avr_make_mcu_by_name("atmega128");
    if (!avr)
        return die("simavr has no atmega128", NULL);
    avr_init(avr);
    avr->log = 0;
    avr_load_firmware(avr, &fw);
    avr_reset(avr);                       /* now, or the first avr_run() clears our input */
    avr->state = cpu_Running;
    fflush(stdout);
    dup2(saved, 1);
    close(saved);
    close(devnull);

    long in = symbol(&fw, "bench_in"), lenp = symbol(&fw, "bench_len"),
         out = symbol(&fw, "bench_out"), inend = symbol(&fw, "bench_len");
    if (in < 0 || lenp < 0 || out < 0)
        return die("firmware lacks bench_in/bench_len/bench_out", elfpath);
    (void)inend;
    long fl = flash_symbol(&fw, "bench_flash");   /* flash-input firmware: message in flash */
    if (toolong || len > (fl >= 0 ? BENCH_FLASH_SIZE : BENCH_IN_SIZE))
        return die(fl >= 0 ? "message too long for bench_flash" : "message too long for the simulated RAM", file);
    if (fl >= 0 && (uint32_t)fl + len <= avr->flashend + 1u)
        memcpy(avr->flash + fl, msg, len);
    else if (fl >= 0)
        return die("bench_flash lies outside the flash", elfpath);
    else
        memcpy(avr->data + in, msg, len);
    avr->data[lenp] = len & 0xFF;
    avr->data[lenp + 1] = len >> 8;

    avr_register_io_write(avr, OCDR_DATA, on_marker, NULL);

    unsigned sp0 = 0, spmin = 0xFFFF;
    int sp_torn = 0;                      /* between OUT SPH and OUT SPL */
    int state = cpu_Running;
    while (state == cpu_Running || state == cpu_Sleeping) {
        uint16_t op = avr->flash[avr->pc] | avr->flash[avr->pc + 1] << 8;
        int was_in_call = in_call;
        state = avr_run(avr);
        if ((op & 0xF800) == 0xB800) {    /* OUT A, r */
            unsigned a = ((op >> 5) & 0x30) | (op & 0x0F);
            if (a + 0x20 == SPH_DATA) sp_torn = 1;
            if (a + 0x20 == SPL_DATA) sp_torn = 0;
        }
        unsigned sp = avr->data[SPL_DATA] | avr->data[SPH_DATA] << 8;
        if (in_call && !was_in_call)
            sp0 = spmin = sp;
        else if (in_call && !sp_torn && sp < spmin)
            spmin = sp;
        if (avr->cycle > max_cycles)
            return die("firmware did not finish", elfpath);
    }
    if (state != cpu_Done || nmarks != 4)
        return die("firmware crashed or did not write the four markers", elfpath);

    uint64_t cycles = (marks[3] - marks[2]) - (marks[1] - marks[0]);
    long outlenp = symbol(&fw, "bench_out_len");  /* optional: output longer than 32 bytes */
    unsigned outlen = outlenp < 0 ? 32 : (unsigned)(avr->data[outlenp] | avr->data[outlenp + 1] << 8);
    if ((unsigned long)out + outlen > (unsigned long)avr->ramend + 1)
        return die("bench_out_len runs past the end of the simulated RAM", elfpath);
    printf("variant %s\n", variant);
    for (unsigned i = 0; i < outlen; i++)
        printf("%02x", avr->data[out + i]);
    printf("  %s\n", file);
    printf("cycles %llu\nstack %u\n", (unsigned long long)cycles, sp0 - spmin);
    return 0;
}
