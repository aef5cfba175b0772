/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * groestl.c - the public API: initial values, buffering, padding, block counting, errors.
 * The permutations themselves live in the backends (see groestl_impl.h).
 */
#include <string.h>

#include "groestl_impl.h"

#define CTX_MAGIC 0x47724f53u /* "GrOS": set by init, cleared by final */

static const groestl_backend_ops *backend_of(const groestl_ctx *ctx)
{
    return (const groestl_backend_ops *)ctx->backend;
}

/* Every field a call relies on, as init set it: a context that was never initialised, was
 * finalised, or was overwritten gets GROESTL_ERR_STATE, never an access out of its buffer or
 * a call through a stray pointer. */
static int ctx_valid(const groestl_ctx *ctx)
{
    unsigned bits = ctx->digest_bits;
    unsigned variant = ctx->variant;
    return ctx->magic == CTX_MAGIC && bits >= 8 && bits <= 512 && bits % 8 == 0 &&
           (variant & ~(unsigned)(GROESTL_WIDE | GROESTL_V0)) == 0 &&
           ((variant & GROESTL_WIDE) != 0) == (bits > 256) &&
           ctx->buffered < GROESTL_BLOCK_BYTES(variant) && ctx->partial_bits < 8 &&
           groestl_backend_known(backend_of(ctx));
}

/* memset through a volatile pointer: the compiler may not drop the wipe of a dead context. */
static void *(*const volatile wipe_memset)(void *, int, size_t) = memset;

void groestl_wipe(void *p, size_t n)
{
    wipe_memset(p, 0, n);
}

/* What a backend leaves behind, wiped once a public call is done with it: the vector registers
 * it names (wipe_registers: state left there reaches the stack at the next XSAVE, e.g. the
 * dynamic linker's first call of a libc function), and the stack its frames used, since SIMD
 * code spills state wherever its compiler likes, so no list of variables can wipe it (see
 * stack_bytes in groestl_impl.h). Called from the function that called the backend, so this
 * frame lies where theirs did, and the area at its top covers them. Not inlined, or it would
 * not get a frame of its own. b: the backend that ran, NULL if none did. */
#if defined(GROESTL_STACK_BURN_MAX)
#  define STACK_BURN_MAX GROESTL_STACK_BURN_MAX /* a build with one small backend (cortexm/) */
#else
#  define STACK_BURN_MAX GROESTL_STACK_BYTES(8192)
#endif
static GROESTL_NOINLINE void burn_after(const groestl_backend_ops *b)
{
    if (b == NULL)
        return;
    if (b->wipe_registers != NULL)
        b->wipe_registers();
    uint8_t area[STACK_BURN_MAX];
    unsigned bytes = b->stack_bytes < sizeof area ? b->stack_bytes : sizeof area;
    groestl_wipe(area + sizeof area - bytes, bytes);
}

static int start(groestl_ctx *ctx, unsigned digest_bits, unsigned version)
{
    if (ctx == NULL)
        return GROESTL_ERR_NULL;
    groestl_wipe(ctx, sizeof *ctx); /* a failed init leaves a context every other call rejects */
    if (digest_bits < 8 || digest_bits > 512 || digest_bits % 8 != 0)
        return GROESTL_ERR_DIGEST_SIZE;
    const groestl_backend_ops *backend = groestl_current_backend();
    if (backend == NULL)
        return GROESTL_ERR_BACKEND;

    ctx->variant = (uint8_t)(version | (digest_bits > 256 ? GROESTL_WIDE : 0));
    ctx->digest_bits = (uint16_t)digest_bits;
    ctx->backend = backend;
    /* IV: the digest size as a big-endian number in the last bytes of the state. */
    uint8_t *iv = (uint8_t *)ctx->chain;
    unsigned block = GROESTL_BLOCK_BYTES(ctx->variant);
    iv[block - 2] = (uint8_t)(digest_bits >> 8);
    iv[block - 1] = (uint8_t)digest_bits;
    ctx->magic = CTX_MAGIC;
    return GROESTL_OK;
}

int groestl_init(groestl_ctx *ctx, unsigned digest_bits)
{
    return start(ctx, digest_bits, 0);
}

int groestl0_init(groestl_ctx *ctx, unsigned digest_bits)
{
    return start(ctx, digest_bits, GROESTL_V0);
}

/* Blocks the padding adds at final when `buffered_bits` message bits wait in the buffer:
 * a '1' bit and the 64-bit block count must follow them. */
static uint64_t padding_blocks(uint64_t buffered_bits, unsigned block)
{
    return buffered_bits + 1 + 64 <= 8u * block ? 1 : 2;
}

/* Absorb `len` whole bytes and then, if tail_bits != 0, the top tail_bits bits of one more
 * byte. All checks come first, so a rejected call changes nothing. If it ran the backend,
 * *ran gets it, for the caller's burn_after. */
static int absorb(groestl_ctx *ctx, const uint8_t *data, size_t len, unsigned tail_bits,
                  const groestl_backend_ops **ran)
{
    if (ctx == NULL)
        return GROESTL_ERR_NULL;
    if (!ctx_valid(ctx))
        return GROESTL_ERR_STATE;
    if (data == NULL && (len != 0 || tail_bits != 0))
        return GROESTL_ERR_NULL;
    if (ctx->partial_bits != 0)
        return GROESTL_ERR_PARTIAL;
    if (len == 0 && tail_bits == 0)
        return GROESTL_OK;

    const groestl_backend_ops *backend = backend_of(ctx);
    const unsigned block = GROESTL_BLOCK_BYTES(ctx->variant);

    /* The padded message, once this data is in, must still count at most 2^64-1 blocks. */
    uint64_t full = (uint64_t)(len / block) + (ctx->buffered + len % block) / block;
    uint64_t rest_bits = 8 * ((ctx->buffered + len % block) % block) + tail_bits;
    uint64_t needed = full + padding_blocks(rest_bits, block);
    if (needed > UINT64_MAX - ctx->blocks)
        return GROESTL_ERR_TOO_LONG;

    if (ctx->buffered != 0) {
        size_t take = block - ctx->buffered;
        if (take > len)
            take = len;
        memcpy(ctx->buffer + ctx->buffered, data, take);
        ctx->buffered = (uint8_t)(ctx->buffered + take);
        data += take;
        len -= take;
        if (ctx->buffered == block) {
            *ran = backend;
            backend->compress((uint8_t *)ctx->chain, ctx->buffer, 1, ctx->variant);
            ctx->blocks++;
            ctx->buffered = 0;
        }
    }
    if (len >= block) {
        size_t n = len / block;
        *ran = backend;
        backend->compress((uint8_t *)ctx->chain, data, n, ctx->variant);
        ctx->blocks += n;
        data += n * block;
        len -= n * block;
    }
    if (len != 0) {
        memcpy(ctx->buffer + ctx->buffered, data, len);
        ctx->buffered = (uint8_t)(ctx->buffered + len);
    }
    if (tail_bits != 0) {
        ctx->buffer[ctx->buffered] = (uint8_t)(data[len] & (0xff00u >> tail_bits));
        ctx->partial_bits = (uint8_t)tail_bits;
    }
    return GROESTL_OK;
}

int groestl_update(groestl_ctx *ctx, const void *data, size_t len)
{
    const groestl_backend_ops *ran = NULL;
    int rc = absorb(ctx, (const uint8_t *)data, len, 0, &ran);
    burn_after(ran);
    return rc;
}

int groestl_update_bits(groestl_ctx *ctx, const void *data, uint64_t nbits)
{
    /* Only on a 32-bit host can a bit count name more bytes than memory holds. */
    if (nbits / 8 > (uint64_t)SIZE_MAX)
        return ctx == NULL ? GROESTL_ERR_NULL : GROESTL_ERR_TOO_LONG;
    const groestl_backend_ops *ran = NULL;
    int rc = absorb(ctx, (const uint8_t *)data, (size_t)(nbits / 8), (unsigned)(nbits % 8), &ran);
    burn_after(ran);
    return rc;
}

/* Pad, run the last compressions and the output transformation, wipe ctx. */
static int finish(groestl_ctx *ctx, void *digest, const groestl_backend_ops **ran)
{
    if (ctx == NULL || digest == NULL)
        return GROESTL_ERR_NULL;
    if (!ctx_valid(ctx))
        return GROESTL_ERR_STATE;

    const groestl_backend_ops *backend = backend_of(ctx);
    const unsigned block = GROESTL_BLOCK_BYTES(ctx->variant);
    uint8_t *chain = (uint8_t *)ctx->chain;
    uint8_t *buf = ctx->buffer;
    unsigned used = ctx->buffered;

    /* Padding: a '1' bit right after the last message bit, zeros, then the number of blocks
     * (including the padding) as a 64-bit big-endian integer. absorb() checked that the
     * count fits. */
    uint64_t pad_blocks = padding_blocks(8u * used + ctx->partial_bits, block);
    if (ctx->blocks > UINT64_MAX - pad_blocks)
        return GROESTL_ERR_STATE; /* absorb() never lets a valid context get here */
    if (ctx->partial_bits != 0)
        buf[used++] |= (uint8_t)(0x80u >> ctx->partial_bits);
    else
        buf[used++] = 0x80;
    if (pad_blocks == 2) {
        memset(buf + used, 0, block - used);
        backend->compress(chain, buf, 1, ctx->variant);
        used = 0;
    }
    *ran = backend;
    memset(buf + used, 0, block - 8 - used);
    groestl_store64_be(buf + block - 8, ctx->blocks + pad_blocks);
    backend->compress(chain, buf, 1, ctx->variant);

    /* Omega: the last digest_bits/8 bytes of P(h) ^ h. */
    backend->output(chain, ctx->variant);
    unsigned bytes = ctx->digest_bits / 8u;
    memcpy(digest, chain + block - bytes, bytes);
    groestl_wipe(ctx, sizeof *ctx);
    return GROESTL_OK;
}

int groestl_final(groestl_ctx *ctx, void *digest)
{
    const groestl_backend_ops *ran = NULL;
    int rc = finish(ctx, digest, &ran);
    burn_after(ran);
    return rc;
}

static int hash_once(unsigned digest_bits, unsigned version, const void *data, size_t len,
                     void *digest)
{
    if (digest == NULL || (data == NULL && len != 0))
        return GROESTL_ERR_NULL;
    groestl_ctx ctx;
    const groestl_backend_ops *ran = NULL;
    int err = start(&ctx, digest_bits, version);
    if (err == GROESTL_OK)
        err = absorb(&ctx, data, len, 0, &ran);
    if (err == GROESTL_OK)
        err = finish(&ctx, digest, &ran);
    else
        groestl_wipe(&ctx, sizeof ctx);
    burn_after(ran); /* once for both */
    return err;
}

int groestl_hash(unsigned digest_bits, const void *data, size_t len, void *digest)
{
    return hash_once(digest_bits, 0, data, len, digest);
}

int groestl0_hash(unsigned digest_bits, const void *data, size_t len, void *digest)
{
    return hash_once(digest_bits, GROESTL_V0, data, len, digest);
}

/* ---- Many messages at once --------------------------------------------------------------- */

/* GROESTL_NO_MANY leaves the two batch calls out (cortexm/: their groups of lanes take about
 * 25 KiB of stack, more than a microcontroller has; a program that calls them fails to link). */
#if !defined(GROESTL_NO_MANY)

/* Messages hashed side by side in one group: enough for every backend's widest code (avx512
 * runs 16 at a time, aesni's ZMM path 16); fewer where the message count is smaller. */
#define MANY_LANES 64

static void compress_lanes(const groestl_backend_ops *b, uint8_t *const *chains,
                           const uint8_t *const *blocks, size_t lanes, size_t nblocks,
                           unsigned variant)
{
    if (b->compress_many != NULL && lanes > 1) {
        b->compress_many(chains, blocks, lanes, nblocks, variant);
        return;
    }
    for (size_t i = 0; i < lanes; i++)
        b->compress(chains[i], blocks[i], nblocks, variant);
}

/* compress_lanes' choice for the output: the batch call where the backend has one. */
static void output_lanes(const groestl_backend_ops *b, uint8_t *const *chains, size_t lanes,
                         unsigned variant)
{
    if (b->output_many != NULL && lanes > 1) {
        b->output_many(chains, lanes, variant);
        return;
    }
    for (size_t i = 0; i < lanes; i++)
        b->output(chains[i], variant);
}

/* The lanes' last blocks and the output transformation: in one backend call where it has
 * one (its state stays in its own layout in between), else compress then output. */
static void finish_lanes(const groestl_backend_ops *b, uint8_t *const *chains,
                         const uint8_t *const *blocks, size_t lanes, size_t nblocks,
                         const uint8_t *q_last, unsigned variant)
{
    if (b->finish_many != NULL && lanes > 1) {
        b->finish_many(chains, blocks, lanes, nblocks, q_last, variant);
        return;
    }
    compress_lanes(b, chains, blocks, lanes, nblocks, variant);
    output_lanes(b, chains, lanes, variant);
}

/* Q of a last block that holds padding alone (a message of whole blocks: 0x80, zeros and
 * the block count; one whose tail leaves no room for the count: zeros and the count). It is
 * the same in every message of as many blocks, public, and computed once here (portable's),
 * so that finish_many runs P alone on that block in every lane: in a batch of 64-byte
 * messages (Merkle nodes' parents, say) 4 permutations a message where there were 5.
 * [wide][starts with 0x80][blocks - 1], for the final version's variants (groestl_hash_many
 * hashes no Grøstl-0) and messages of up to PAD_Q_BLOCKS blocks. */
#define PAD_Q_BLOCKS 4
static uint64_t pad_q[2][2][PAD_Q_BLOCKS][GROESTL_MAX_BLOCK_BYTES / 8];
static atomic_int pad_q_state; /* groestl_once */

static void build_pad_q(void)
{
    for (unsigned variant = 0; variant < 2; variant++) {
        const size_t block = GROESTL_BLOCK_BYTES(variant);
        for (unsigned marker = 0; marker < 2; marker++)
            for (unsigned blocks = 1; blocks <= PAD_Q_BLOCKS; blocks++) {
                uint8_t m[GROESTL_MAX_BLOCK_BYTES] = {0};
                m[0] = marker ? 0x80 : 0;
                groestl_store64_be(m + block - 8, blocks);
                groestl_q_of_block(&groestl_backend_portable, m, variant,
                                   (uint8_t *)pad_q[variant][marker][blocks - 1]);
            }
    }
}

/* One message of a group: its chaining value, and where its next blocks are. A message runs
 * its whole blocks from where it is, then its last one or two blocks (the tail and the
 * padding) from `last`; one short enough is copied whole into `last` beside its padding, so
 * that all its blocks are one run. */
enum { LANE_MESSAGE, LANE_LAST, LANE_DONE };
typedef struct {
    uint64_t chain[GROESTL_MAX_BLOCK_BYTES / 8];
    uint8_t last[2 * GROESTL_MAX_BLOCK_BYTES];
    const uint8_t *next; /* its next block */
    size_t left;         /* blocks left in its current part */
    size_t last_blocks;  /* blocks in last */
    int stage;           /* LANE_MESSAGE, LANE_LAST or LANE_DONE */
    const uint64_t *q_last; /* pad_q's, where the last block holds padding alone; else NULL */
} lane;

/* The initial value, the last blocks and where to start, for a message of len bytes (at most
 * PTRDIFF_MAX: the caller checked). */
static void lane_start(lane *l, unsigned variant, unsigned digest_bits, const uint8_t *msg,
                       size_t len)
{
    const size_t block = GROESTL_BLOCK_BYTES(variant);
    uint8_t *iv = (uint8_t *)l->chain;
    /* Sizes as constants here and below, where they are the usual ones: the compiler inlines
     * the copies instead of calling memcpy/memset per lane (docs/BENCHMARKS.md, many
     * messages). */
    if (block == 64)
        memset(iv, 0, 64);
    else
        memset(iv, 0, 128);
    iv[block - 2] = (uint8_t)(digest_bits >> 8);
    iv[block - 1] = (uint8_t)digest_bits;
    const size_t whole = len / block, tail = len % block;
    const size_t blocks = whole + (size_t)padding_blocks(8u * tail, (unsigned)block);
    /* copied whole if it fits with its padding; else only the tail is */
    const size_t copied = blocks <= sizeof l->last / block ? len : tail;
    l->last_blocks = blocks - (len - copied) / block;
    uint8_t *p = l->last;
    const size_t padded = l->last_blocks * block;
    const uint8_t *from = msg + (len - copied);
    if (copied == block && block == 64) { /* a message of one block, a padding block */
        memcpy(p, from, 64);
        p[64] = 0x80;
        memset(p + 65, 0, 64 - 9);
    } else if (copied == block) {
        memcpy(p, from, 128);
        p[128] = 0x80;
        memset(p + 129, 0, 128 - 9);
    } else {
        if (copied != 0)
            memcpy(p, from, copied);
        p[copied] = 0x80;
        memset(p + copied + 1, 0, padded - 8 - copied - 1);
    }
    groestl_store64_be(p + padded - 8, (uint64_t)blocks);
    const int marker = tail == 0; /* the last block starts with 0x80 */
    l->q_last = (marker || 8 * tail + 1 + 64 > 8 * block) && blocks <= PAD_Q_BLOCKS
                    ? pad_q[variant & GROESTL_WIDE][marker][blocks - 1]
                    : NULL;
    l->stage = l->last_blocks == blocks ? LANE_LAST : LANE_MESSAGE;
    l->next = l->stage == LANE_MESSAGE ? msg : p;
    l->left = l->stage == LANE_MESSAGE ? blocks - l->last_blocks : l->last_blocks;
}

/* After `step` blocks: on, and into the last blocks or done at the end of a part. */
static void lane_advance(lane *l, size_t step, size_t block)
{
    l->next += step * block;
    l->left -= step;
    if (l->left == 0 && l->stage++ == LANE_MESSAGE) {
        l->next = l->last;
        l->left = l->last_blocks;
    }
}

/* Up to MANY_LANES messages side by side. All lanes step together by the fewest blocks any
 * has left in its current part, so equal lengths take one call for the messages and one for
 * the last blocks with the output transformation (short ones: that one only); a lane that is
 * done drops out of the next calls. Every message is read before any digest is written. */
static GROESTL_NOINLINE void hash_group(const groestl_backend_ops *b, unsigned variant,
                                        unsigned digest_bits, const void *const *msgs,
                                        const size_t *lens, size_t count, uint8_t *digests)
{
    const size_t block = GROESTL_BLOCK_BYTES(variant);
    lane lanes[MANY_LANES];
    uint8_t *chains[MANY_LANES], *active_chains[MANY_LANES];
    const uint8_t *active_next[MANY_LANES];
    groestl_once(&pad_q_state, build_pad_q);
    for (size_t i = 0; i < count; i++) {
        lane_start(&lanes[i], variant, digest_bits, msgs[i], lens[i]);
        chains[i] = (uint8_t *)lanes[i].chain;
    }
    int finished = 0; /* the output transformation done with the last blocks */
    for (;;) {
        size_t active = 0, step = SIZE_MAX;
        int all_last = 1; /* every lane ends with this step */
        for (size_t i = 0; i < count; i++) {
            const lane *l = &lanes[i];
            if (l->stage == LANE_DONE) {
                all_last = 0;
                continue;
            }
            active_chains[active] = chains[i];
            active_next[active++] = l->next;
            if (l->left < step)
                step = l->left;
        }
        if (active == 0)
            break;
        for (size_t i = 0; i < count && all_last; i++)
            all_last = lanes[i].stage == LANE_LAST && lanes[i].left == step;
        if (all_last) { /* the common end of all: with the output transformation */
            const uint64_t *q_last = lanes[0].q_last; /* given where every lane has it */
            for (size_t i = 1; i < count && q_last != NULL; i++)
                if (lanes[i].q_last != q_last)
                    q_last = NULL;
            finish_lanes(b, active_chains, active_next, active, step, (const uint8_t *)q_last,
                         variant);
            finished = 1;
            break;
        }
        compress_lanes(b, active_chains, active_next, active, step, variant);
        for (size_t i = 0; i < count; i++)
            if (lanes[i].stage != LANE_DONE)
                lane_advance(&lanes[i], step, block);
    }
    if (!finished)
        output_lanes(b, chains, count, variant);
    const size_t bytes = digest_bits / 8u;
    for (size_t i = 0; i < count; i++) {
        if (bytes == 32)
            memcpy(digests + i * 32, chains[i] + block - 32, 32);
        else if (bytes == 64)
            memcpy(digests + i * 64, chains[i] + block - 64, 64);
        else
            memcpy(digests + i * bytes, chains[i] + block - bytes, bytes);
    }
    for (size_t i = 0; i < count; i++) /* the parts used, not all 26 KiB */
        groestl_wipe(&lanes[i], offsetof(lane, last) + lanes[i].last_blocks * block);
    burn_after(b); /* from here: the backend's frames were below this one */
}

/* 1 if [a, a + alen) and [b, b + blen) share a byte. */
static int overlap(const void *a, size_t alen, const void *b, size_t blen)
{
    const uintptr_t x = (uintptr_t)a, y = (uintptr_t)b;
    return alen != 0 && blen != 0 && x < y + blen && y < x + alen;
}

int groestl_hash_many(unsigned digest_bits, const void *const *msgs, const size_t *lens,
                      size_t n, void *digests)
{
    if (digest_bits < 8 || digest_bits > 512 || digest_bits % 8 != 0)
        return GROESTL_ERR_DIGEST_SIZE;
    if (n == 0)
        return GROESTL_OK;
    if (msgs == NULL || lens == NULL || digests == NULL)
        return GROESTL_ERR_NULL;
    const size_t bytes = digest_bits / 8u;
    if (n > PTRDIFF_MAX / bytes)
        return GROESTL_ERR_TOO_LONG; /* the digests alone would not fit in memory */
    for (size_t i = 0; i < n; i++) {
        if (msgs[i] == NULL && lens[i] != 0)
            return GROESTL_ERR_NULL;
        if (lens[i] > PTRDIFF_MAX) /* no object is that large (and sizes would wrap) */
            return GROESTL_ERR_TOO_LONG;
        if (overlap(msgs[i], lens[i], digests, n * bytes))
            return GROESTL_ERR_OVERLAP;
    }
    const groestl_backend_ops *b = groestl_current_backend();
    if (b == NULL)
        return GROESTL_ERR_BACKEND;
    const unsigned variant = digest_bits > 256 ? GROESTL_WIDE : 0;
    for (size_t done = 0; done < n; done += MANY_LANES) {
        size_t count = n - done < MANY_LANES ? n - done : MANY_LANES;
        uint8_t *out = (uint8_t *)digests + done * bytes;
        if (count == 1) /* nothing to hash beside it: the one-message path */
            hash_once(digest_bits, 0, msgs[done], lens[done], out);
        else
            hash_group(b, variant, digest_bits, msgs + done, lens + done, count, out);
    }
    return GROESTL_OK;
}

int groestl256_output_transform_many(const void *in, size_t n, void *out)
{
    if (n == 0)
        return GROESTL_OK;
    if (in == NULL || out == NULL)
        return GROESTL_ERR_NULL;
    if (n > PTRDIFF_MAX / 64)
        return GROESTL_ERR_TOO_LONG; /* the inputs alone would not fit in memory */
    const groestl_backend_ops *b = groestl_current_backend();
    if (b == NULL)
        return GROESTL_ERR_BACKEND;
    /* the backend's own way first where it has one, then copies through output_many */
    size_t done = b->nodes_many != NULL && n > 1 ? b->nodes_many(in, n, out) : 0;
    const size_t copied = n - done < MANY_LANES ? n - done : MANY_LANES; /* lanes used */
    uint64_t chain[MANY_LANES][64 / 8];
    uint8_t *chains[MANY_LANES];
    for (; done < n; done += MANY_LANES) {
        size_t count = n - done < MANY_LANES ? n - done : MANY_LANES;
        for (size_t i = 0; i < count; i++) {
            chains[i] = (uint8_t *)chain[i];
            memcpy(chains[i], (const uint8_t *)in + 64 * (done + i), 64);
        }
        output_lanes(b, chains, count, 0);
        for (size_t i = 0; i < count; i++)
            memcpy((uint8_t *)out + 32 * (done + i), chains[i] + 32, 32);
    }
    groestl_wipe(chain, copied * sizeof chain[0]);
    burn_after(b);
    return GROESTL_OK;
}
#endif /* !GROESTL_NO_MANY */

const char *groestl_version(void)
{
    return GROESTL_VERSION_STRING;
}

const char *groestl_strerror(int code)
{
    switch (code) {
    case GROESTL_OK:
        return "success";
    case GROESTL_ERR_NULL:
        return "NULL context or digest pointer, or NULL data with a non-zero length";
    case GROESTL_ERR_DIGEST_SIZE:
        return "digest size must be 8 to 512 bits in steps of 8";
    case GROESTL_ERR_STATE:
        return "context not initialised, already finalised, or corrupted";
    case GROESTL_ERR_PARTIAL:
        return "data after an update that ended in the middle of a byte";
    case GROESTL_ERR_TOO_LONG:
        return "message longer than 2^64-1 blocks, or a size over PTRDIFF_MAX bytes";
    case GROESTL_ERR_BACKEND:
        return "the requested backend is unknown or not supported by this CPU or build";
    case GROESTL_ERR_OVERLAP:
        return "a message overlaps the digests' output";
    default:
        return "unknown error code";
    }
}
