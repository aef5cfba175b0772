/*
 * aesni.c - the byte-sliced backend with AES-NI (Aoki et al., SECRYPT 2011): SubBytes of 16
 * bytes is one AESENCLAST. Needs SSSE3 and AES-NI; built with -mssse3 -maes, run only
 * after dispatch.c has checked both.
 *
 * Constant-time: AESENCLAST, PSHUFB and the XORs take the same time whatever the data, and
 * no address depends on it (see byteslice_sse.h for the rest).
 */
#include <wmmintrin.h>

#include "byteslice_sse.h"

/* AESENCLAST(x, k) = ShiftRows(SubBytes(x)) ^ k, on x as the AES state: byte 4c + r is row
 * r, column c, and ShiftRows moves row r left by r columns. The PSHUFB before it undoes the
 * ShiftRows (byteslice_sse.h folds that into ShiftBytes' mask). */
BS_INLINE __m128i sbox_step(__m128i x, __m128i key)
{
    return _mm_aesenclast_si128(x, key);
}

static unsigned sbox_step_source(unsigned j)
{
    unsigned row = j % 4, col = j / 4;
    return row + 4 * ((col + row) % 4);
}

static uint8_t sbox_step_offset(void)
{
    return 0;
}

static void sbox_step_init(void)
{
}

void groestl_aesni_sub_bytes(uint8_t bytes[16])
{
    bs_sub_bytes(bytes);
}

const groestl_backend_ops groestl_backend_aesni = {
    .name = "aesni",
    .constant_time = 1,
    .compress = bs_compress,
    .output = bs_output,
};
