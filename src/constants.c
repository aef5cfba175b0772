/* constants.c - the tables of the specification that every backend derives its own from. */
#include "groestl_impl.h"
#include "groestl_sbox.h"

const uint8_t groestl_sbox[256] = {GROESTL_SBOX_BYTES};

/* [variant][P=0, Q=1][row]; variant = GROESTL_WIDE | GROESTL_V0 bits. */
const uint8_t groestl_shifts[4][2][GROESTL_ROWS] = {
    /* final, 512-bit */ {{0, 1, 2, 3, 4, 5, 6, 7}, {1, 3, 5, 7, 0, 2, 4, 6}},
    /* final, 1024-bit */ {{0, 1, 2, 3, 4, 5, 6, 11}, {1, 3, 5, 11, 0, 2, 4, 6}},
    /* Grøstl-0, 512-bit */ {{0, 1, 2, 3, 4, 5, 6, 7}, {0, 1, 2, 3, 4, 5, 6, 7}},
    /* Grøstl-0, 1024-bit */ {{0, 1, 2, 3, 4, 5, 6, 11}, {0, 1, 2, 3, 4, 5, 6, 11}},
};
