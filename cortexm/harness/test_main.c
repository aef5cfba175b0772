/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * test_main.c - the test firmware: reads jobs from the host file cm-jobs.bin and writes its
 * answers to cm-out.bin through semihosting (cortexm/test.py writes the one and checks the
 * other). A job is one byte, then its fields, little-endian:
 *   'H' hash: u8 version (0 final, 1 Grøstl-0), u16 digest bits, u32 message bits, u8 chunk
 *       count k, k x u32 chunk bytes (the message's whole bytes, split), the message.
 *       Answer: u8 0, the digest by init/update (one call a chunk)/update_bits/final, then,
 *       when the message is whole bytes and fits the buffer, the digest by groestl_hash /
 *       groestl0_hash (else zeros).
 *   'R' repeat: u8 version, u16 digest bits, u32 count, 64 bytes: the digest of the 64 bytes
 *       count times (the 1 GiB vectors).
 *   'C' backend: u8 variant, u8 offset, u32 blocks, the chain (a block), the blocks (read to
 *       the buffer at that offset: 1..3 pass compress an unaligned pointer). Answer: the chain
 *       after compress, u32 ABI mask, u32 stack depth; the chain after output, mask, depth.
 *       Both calls go through abi_check_call (abi_check.S).
 *   'A' the ABI check's control: abi_check_control through abi_check_call. Answer: u32 mask,
 *       u32 stack depth (test.py expects r6, r9 and sp broken, 8 bytes).
 *   'S' S-box: the backend's sub_bytes on 0..255 (u8 1, 256 bytes), or u8 0 if it has none.
 *   'E' errors: the return codes of calls the API must refuse (i32 each).
 *   'B' the backend's name and stack_bytes (u8 length, name, u32 stack_bytes).
 *   'Q' the end: the firmware exits with 0.
 */
#include <stdint.h>
#include <string.h>

#include "abi_check.h"
#include "groestl_impl.h"
#include "semihost.h"

#define BUF_BYTES 2048
static uint8_t buf[BUF_BYTES];
static int in_fd, out_fd;

static void fail(const char *why)
{
    semihost_write0("test firmware: ");
    semihost_write0(why);
    semihost_write0("\n");
    semihost_exit(1);
}

static void get(void *p, size_t n)
{
    if (semihost_read(in_fd, p, n) != n)
        fail("job file ended early");
}

static uint32_t get_u(unsigned bytes)
{
    uint8_t b[4] = {0};
    get(b, bytes);
    return b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

static void put(const void *p, size_t n)
{
    if (semihost_write(out_fd, p, n) != 0)
        fail("cannot write the answer file");
}

static void put_u32(uint32_t v)
{
    uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    put(b, 4);
}

static void check(int rc)
{
    if (rc != GROESTL_OK)
        fail("an API call failed");
}

static void job_hash(void)
{
    unsigned version = get_u(1), bits = get_u(2);
    uint32_t nbits = get_u(4), chunks = get_u(1), len[255];
    for (uint32_t i = 0; i < chunks; i++)
        len[i] = get_u(4);
    uint32_t whole = nbits / 8, tail = nbits % 8, total = whole + (tail != 0);
    int fits = total <= BUF_BYTES;
    uint8_t digest[64], one_call[64] = {0};
    groestl_ctx ctx;
    check(version ? groestl0_init(&ctx, bits) : groestl_init(&ctx, bits));
    if (fits)
        get(buf, total);
    uint32_t at = 0;
    for (uint32_t i = 0; i < chunks; i++) {
        if (!fits) {
            if (len[i] > BUF_BYTES)
                fail("chunk longer than the buffer");
            get(buf, len[i]);
        }
        check(groestl_update(&ctx, fits ? buf + at : buf, len[i]));
        at += len[i];
    }
    if (at != whole)
        fail("chunks do not add up to the message");
    if (tail != 0) {
        uint8_t last;
        if (fits)
            last = buf[whole];
        else
            get(&last, 1);
        check(groestl_update_bits(&ctx, &last, tail));
    }
    check(groestl_final(&ctx, digest));
    if (fits && tail == 0)
        check(version ? groestl0_hash(bits, buf, whole, one_call)
                      : groestl_hash(bits, buf, whole, one_call));
    put("", 1);
    put(digest, bits / 8);
    put(one_call, bits / 8);
}

static void job_repeat(void)
{
    unsigned version = get_u(1), bits = get_u(2);
    uint32_t count = get_u(4);
    uint8_t text[64], digest[64];
    get(text, 64);
    groestl_ctx ctx;
    check(version ? groestl0_init(&ctx, bits) : groestl_init(&ctx, bits));
    while (count--)
        check(groestl_update(&ctx, text, 64));
    check(groestl_final(&ctx, digest));
    put(digest, bits / 8);
}

static void job_backend(void)
{
    const groestl_backend_ops *b = groestl_current_backend();
    unsigned variant = get_u(1), offset = get_u(1);
    uint32_t blocks = get_u(4), block = GROESTL_BLOCK_BYTES(variant), result[2];
    static uint64_t chain[16];
    if (block * (blocks + 1) + offset > BUF_BYTES)
        fail("backend job too long");
    get(chain, block);
    get(buf + offset, blocks * block);
    uint32_t args[4] = {(uint32_t)chain, (uint32_t)(buf + offset), blocks, variant};
    abi_check_call((const void *)b->compress, args, result);
    put(chain, block);
    put_u32(result[0]);
    put_u32(result[1]);
    uint32_t args_out[4] = {(uint32_t)chain, variant, 0, 0};
    abi_check_call((const void *)b->output, args_out, result);
    put(chain, block);
    put_u32(result[0]);
    put_u32(result[1]);
}

static void job_abi_control(void)
{
    uint32_t args[4] = {0, 0, 0, 0}, result[2];
    abi_check_call((const void *)abi_check_control, args, result);
    put_u32(result[0]);
    put_u32(result[1]);
}

static void job_sbox(void)
{
    const groestl_backend_ops *b = groestl_current_backend();
    if (b->sub_bytes == NULL) {
        put("", 1);
        return;
    }
    put("\1", 1);
    for (unsigned i = 0; i < 256; i += 16) {
        uint8_t bytes[16];
        for (unsigned j = 0; j < 16; j++)
            bytes[j] = (uint8_t)(i + j);
        b->sub_bytes(bytes);
        put(bytes, 16);
    }
}

static void job_errors(void)
{
    groestl_ctx ctx;
    uint8_t digest[64];
    int rc[8];
    rc[0] = groestl_init(&ctx, 12);                      /* not a multiple of 8 */
    rc[1] = groestl_update(&ctx, "x", 1);                /* that context was refused */
    rc[2] = groestl_hash(520, "x", 1, digest);           /* too large */
    rc[3] = groestl_hash(256, NULL, 1, digest);          /* NULL data, length 1 */
    check(groestl_init(&ctx, 256));
    check(groestl_update_bits(&ctx, "\xff", 3));
    rc[4] = groestl_update(&ctx, "x", 1);                /* after a partial byte */
    check(groestl_final(&ctx, digest));
    rc[5] = groestl_final(&ctx, digest);                 /* finalised already */
    rc[6] = groestl_set_backend("portable");             /* not in this build */
    rc[7] = groestl_set_backend(groestl_backend());      /* this one */
    for (unsigned i = 0; i < 8; i++)
        put_u32((uint32_t)rc[i]);
}

static void job_name(void)
{
    const char *name = groestl_backend();
    uint8_t n = 0;
    while (name[n] != '\0')
        n++;
    put(&n, 1);
    put(name, n);
    put_u32(groestl_current_backend()->stack_bytes);
}

int main(void)
{
    in_fd = semihost_open("cm-jobs.bin", 1);
    out_fd = semihost_open("cm-out.bin", 5);
    if (in_fd < 0 || out_fd < 0)
        fail("cannot open cm-jobs.bin or cm-out.bin");
    for (;;) {
        uint8_t op;
        get(&op, 1);
        switch (op) {
        case 'H': job_hash(); break;
        case 'R': job_repeat(); break;
        case 'C': job_backend(); break;
        case 'A': job_abi_control(); break;
        case 'S': job_sbox(); break;
        case 'E': job_errors(); break;
        case 'B': job_name(); break;
        case 'Q': return 0;
        default: fail("unknown job");
        }
    }
}
