// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

/**
 * The specification's constants, from which each engine derives its own at class
 * initialisation. Copies of src/groestl_impl.h's GROESTL_SHIFTS_INIT and
 * GROESTL_MIXBYTES_ROW_INIT; SpecConstantsTest checks them, and the S-box computed here, against
 * the C sources.
 */
final class Spec {
    private Spec() {
    }

    static final int P = 0;
    static final int Q = 1;

    /**
     * ShiftBytes: row r of P or Q moves left by shift(...)[r] columns:
     * new[r][c] = old[r][(c + shift) mod columns].
     */
    static int[] shifts(boolean wide, boolean finalVersion, int perm) {
        if (!finalVersion || perm == P) {
            return wide ? new int[] {0, 1, 2, 3, 4, 5, 6, 11} : new int[] {0, 1, 2, 3, 4, 5, 6, 7};
        }
        return wide ? new int[] {1, 3, 5, 11, 0, 2, 4, 6} : new int[] {1, 3, 5, 7, 0, 2, 4, 6};
    }

    /** MixBytes: B[r][c] = MIXBYTES_ROW[(c - r) mod 8]. */
    static final int[] MIXBYTES_ROW = {2, 2, 3, 4, 5, 3, 5, 7};

    /**
     * AddRoundConstant as a byte: what perm XORs to (row, col) in round (0-based).
     * Final: P row 0 ^= (col &lt;&lt; 4) ^ round; Q every byte ^= 0xff, then row 7 ^= (col &lt;&lt; 4) ^ round.
     * Grøstl-0: P byte (0,0) ^= round; Q byte (7,0) ^= 0xff ^ round.
     */
    static int constantByte(boolean finalVersion, int perm, int row, int col, int round) {
        if (!finalVersion) {
            if (col != 0) {
                return 0;
            }
            if (perm == P) {
                return row == 0 ? round : 0;
            }
            return row == 7 ? 0xff ^ round : 0;
        }
        int rc = ((col << 4) ^ round) & 0xff;
        if (perm == P) {
            return row == 0 ? rc : 0;
        }
        return row == 7 ? 0xff ^ rc : 0xff;
    }

    /** Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1. */
    static int gfMul(int a, int b) {
        int p = 0;
        for (int i = 0; i < 8; i++) {
            if ((b & 1) != 0) {
                p ^= a;
            }
            a = (a << 1) ^ ((a & 0x80) != 0 ? 0x11b : 0);
            b >>>= 1;
        }
        return p;
    }

    /**
     * The AES S-box: the inverse in GF(2^8) (0 to 0), then the affine map
     * b ^ rotl(b,1) ^ rotl(b,2) ^ rotl(b,3) ^ rotl(b,4) ^ 0x63. Computed, for the table
     * engine's tables (public data only: this loop branches on its input).
     */
    static int[] sbox() {
        int[] s = new int[256];
        for (int x = 0; x < 256; x++) {
            int inv = 0;
            if (x != 0) {
                // x^254 = x^-1: square-and-multiply over the bits of 254.
                int r = 1;
                int base = x;
                for (int e = 254; e != 0; e >>>= 1) {
                    if ((e & 1) != 0) {
                        r = gfMul(r, base);
                    }
                    base = gfMul(base, base);
                }
                inv = r;
            }
            int b = inv;
            int v = b ^ rotl8(b, 1) ^ rotl8(b, 2) ^ rotl8(b, 3) ^ rotl8(b, 4) ^ 0x63;
            s[x] = v & 0xff;
        }
        return s;
    }

    private static int rotl8(int b, int k) {
        return ((b << k) | (b >>> (8 - k))) & 0xff;
    }
}
