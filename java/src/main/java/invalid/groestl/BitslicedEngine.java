// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

/**
 * The constant-time engine, the default: Grøstl on bit-planes of longs, as src/bitsliced.c
 * does it in C, with one long per word (Java has no 128-bit type, so P and Q run one after
 * the other).
 *
 * <p>Layout. A 512-bit state is 8 bit-planes of 64 bits: plane b holds bit b of each of the
 * 64 bytes, byte (row r, column c) at bit 8r + c. A row is then a byte of every plane, and
 * the 1024-bit state is two such halves (columns 0-7 and 8-15), 16 longs: long 8h + b is
 * plane b of half h.
 * <ul>
 * <li>SubBytes: Boyar and Peralta's depth-16 circuit for the AES S-box (IFIP SEC 2012), each
 * gate one long operation for 64 bytes; the four NOTs at its output are left out and
 * accounted for in the round constants (see {@link #makeRoundConstants}).
 * <li>ShiftBytes: row r rotates left by its shift within byte r of each plane, in three steps
 * (one per bit of the shift: two shifts, three masks, two ORs) and, in the 1024-bit state, an
 * exchange between the halves for the rows that move by 8 columns or more.
 * <li>MixBytes: the t/x/y formulas of Aoki et al. (SECRYPT 2011, section 4.3): row i + k of all
 * rows at once is the plane rotated right by 8k bits, and doubling in GF(2^8) is a renaming
 * of the planes and three XORs.
 * <li>AddRoundConstant: XORs of constant longs into the planes, chosen by the round.
 * </ul>
 * Blocks go into planes by an 8x8 bit transposition in each byte lane; the chaining value
 * stays in planes between blocks.
 *
 * <p>Constant-time: every operation on data is a long AND, OR, XOR, NOT, rotation or shift by
 * a constant amount; array indices and branches depend only on the variant, the round and
 * offsets. ConstantTimeTest checks this class's bytecode for any long (all data is in longs)
 * that reaches an array index, a branch or a call, and shows that the same check flags the
 * table engine.
 */
final class BitslicedEngine extends Engine {
    /** Planes 0, 2, 5 and 7 of every half: 0xa5 in every byte (see makeRoundConstants). */
    private static final long ALL = -1L;

    /** AddRoundConstant of P and Q: per round, one long for each of the 16 planes. */
    private final long[] constantsP;
    private final long[] constantsQ;
    /** ShiftBytes masks of P and Q: steps by 1, 2, 4 columns (lo, hi, keep each), then swap. */
    private final long[] shiftP;
    private final long[] shiftQ;

    BitslicedEngine(boolean wide, boolean finalVersion) {
        super(wide, finalVersion);
        constantsP = makeRoundConstants(Spec.P);
        constantsQ = makeRoundConstants(Spec.Q);
        shiftP = makeShiftMasks(Spec.shifts(wide, finalVersion, Spec.P));
        shiftQ = makeShiftMasks(Spec.shifts(wide, finalVersion, Spec.Q));
    }

    @Override
    int scratchWords() {
        return 32;
    }

    // ---- Constants ---------------------------------------------------------------------

    /**
     * Round i's constant in planes, from Spec.constantByte. The S-box circuit here leaves out
     * the NOTs that make its output S(x); it computes S(x) ^ 0x63. ShiftBytes moves a constant
     * state to itself, and MixBytes turns 0x63 in every byte into 0xa5 in every byte (the
     * matrix row's entries sum to 3, and 3 * 0x63 = 0xa5). So after each round the planes
     * hold the true state ^ 0xa5 in every byte; round i &gt; 0's constant takes that away before
     * it adds its own. After the last round the planes are still off by 0xa5: f's feed-forward
     * P ^ Q cancels it, the output transformation removes it.
     */
    private long[] makeRoundConstants(int perm) {
        long[] k = new long[rounds * 16];
        for (int round = 0; round < rounds; round++) {
            for (int col = 0; col < columns; col++) {
                for (int row = 0; row < 8; row++) {
                    int v = Spec.constantByte(finalVersion, perm, row, col, round);
                    if (round > 0) {
                        v ^= 0xa5;
                    }
                    for (int b = 0; b < 8; b++) {
                        if ((v >>> b & 1) != 0) {
                            k[round * 16 + 8 * (col >>> 3) + b] |= 1L << (8 * row + (col & 7));
                        }
                    }
                }
            }
        }
        return k;
    }

    /** The bits of the rows whose shift has bit k, each row's byte set to byteMask. */
    private static long rowsWith(int[] shift, int k, long byteMask) {
        long m = 0;
        for (int r = 0; r < 8; r++) {
            if ((shift[r] & k) != 0) {
                m |= byteMask << (8 * r);
            }
        }
        return m;
    }

    /**
     * For the step by k columns (k = 1, 2, 4), over the rows it moves: lo, the bits that come
     * from the right (bit c takes bit c + k of its byte); hi, those from the left (bit c takes
     * bit c + k - 8, of the same byte or, wide, the other half's); keep, all others.
     */
    private static long[] makeShiftMasks(int[] shift) {
        long[] m = new long[10];
        for (int i = 0; i < 3; i++) {
            int k = 1 << i;
            m[3 * i] = rowsWith(shift, k, 0xffL >>> k);
            m[3 * i + 1] = rowsWith(shift, k, 0xffL & (0xffL << (8 - k)));
            m[3 * i + 2] = ~rowsWith(shift, k, 0xffL);
        }
        m[9] = rowsWith(shift, 8, 0xffL);
        return m;
    }

    // ---- Into and out of planes -----------------------------------------------------------

    /**
     * Column words v[o..o+8) (word c = column c, row r in byte r) to planes (word b = bit b,
     * bit 8r + c), and back: an 8x8 bit transposition in each byte lane, its own inverse.
     */
    static void transpose(long[] v, int o) {
        long v0 = v[o], v1 = v[o + 1], v2 = v[o + 2], v3 = v[o + 3];
        long v4 = v[o + 4], v5 = v[o + 5], v6 = v[o + 6], v7 = v[o + 7];
        long t;
        final long m1 = 0x5555555555555555L, m2 = 0x3333333333333333L, m4 = 0x0f0f0f0f0f0f0f0fL;
        t = ((v0 >>> 1) ^ v1) & m1; v1 ^= t; v0 ^= t << 1;
        t = ((v2 >>> 1) ^ v3) & m1; v3 ^= t; v2 ^= t << 1;
        t = ((v4 >>> 1) ^ v5) & m1; v5 ^= t; v4 ^= t << 1;
        t = ((v6 >>> 1) ^ v7) & m1; v7 ^= t; v6 ^= t << 1;
        t = ((v0 >>> 2) ^ v2) & m2; v2 ^= t; v0 ^= t << 2;
        t = ((v1 >>> 2) ^ v3) & m2; v3 ^= t; v1 ^= t << 2;
        t = ((v4 >>> 2) ^ v6) & m2; v6 ^= t; v4 ^= t << 2;
        t = ((v5 >>> 2) ^ v7) & m2; v7 ^= t; v5 ^= t << 2;
        t = ((v0 >>> 4) ^ v4) & m4; v4 ^= t; v0 ^= t << 4;
        t = ((v1 >>> 4) ^ v5) & m4; v5 ^= t; v1 ^= t << 4;
        t = ((v2 >>> 4) ^ v6) & m4; v6 ^= t; v2 ^= t << 4;
        t = ((v3 >>> 4) ^ v7) & m4; v7 ^= t; v3 ^= t << 4;
        v[o] = v0; v[o + 1] = v1; v[o + 2] = v2; v[o + 3] = v3;
        v[o + 4] = v4; v[o + 5] = v5; v[o + 6] = v6; v[o + 7] = v7;
    }

    @Override
    void chainFromColumns(long[] columnWords, long[] chain) {
        System.arraycopy(columnWords, 0, chain, 0, columns);
        transpose(chain, 0);
        if (wide) {
            transpose(chain, 8);
        }
    }

    @Override
    void chainToColumns(long[] chain, long[] columnWords) {
        System.arraycopy(chain, 0, columnWords, 0, columns);
        transpose(columnWords, 0);
        if (wide) {
            transpose(columnWords, 8);
        }
    }

    // ---- The compression function and the output transformation ---------------------------

    @Override
    void compress(long[] chain, long[] block, long[] s) {
        int n = columns;
        transpose(block, 0);
        if (wide) {
            transpose(block, 8);
        }
        // s[0..16): P's state, s[16..32): Q's.
        for (int i = 0; i < n; i++) {
            s[i] = chain[i] ^ block[i];
            s[16 + i] = block[i];
        }
        permute(s, 0, constantsP, shiftP);
        permute(s, 16, constantsQ, shiftQ);
        for (int i = 0; i < n; i++) {
            chain[i] ^= s[i] ^ s[16 + i];
        }
    }

    @Override
    void output(long[] chain, long[] columnWords, long[] s) {
        int n = columns;
        System.arraycopy(chain, 0, s, 0, n);
        permute(s, 0, constantsP, shiftP);
        for (int h = 0; h < n; h += 8) {
            // The last round's 0xa5 (see makeRoundConstants): planes 0, 2, 5, 7.
            columnWords[h] = chain[h] ^ s[h] ^ ALL;
            columnWords[h + 1] = chain[h + 1] ^ s[h + 1];
            columnWords[h + 2] = chain[h + 2] ^ s[h + 2] ^ ALL;
            columnWords[h + 3] = chain[h + 3] ^ s[h + 3];
            columnWords[h + 4] = chain[h + 4] ^ s[h + 4];
            columnWords[h + 5] = chain[h + 5] ^ s[h + 5] ^ ALL;
            columnWords[h + 6] = chain[h + 6] ^ s[h + 6];
            columnWords[h + 7] = chain[h + 7] ^ s[h + 7] ^ ALL;
            transpose(columnWords, h);
        }
    }

    private void permute(long[] s, int o, long[] constants, long[] shift) {
        if (wide) {
            for (int round = 0; round < rounds; round++) {
                subBytes(s, o, constants, 16 * round);
                subBytes(s, o + 8, constants, 16 * round + 8);
                shiftBytesWide(s, o, shift);
                mixBytes(s, o);
                mixBytes(s, o + 8);
            }
        } else {
            for (int round = 0; round < rounds; round++) {
                subBytes(s, o, constants, 16 * round);
                shiftBytes(s, o, shift);
                mixBytes(s, o);
            }
        }
    }

    // ---- AddRoundConstant and SubBytes: the Boyar-Peralta circuit ---------------------------

    /**
     * Planes s[o..o+8) ^= k[ko..ko+8), then the S-box circuit without its output NOTs. U0 is
     * the input's most significant bit (plane 7), S0 the output's; names as in the paper.
     */
    static void subBytes(long[] s, int o, long[] k, int ko) {
        final long u0 = s[o + 7] ^ k[ko + 7], u1 = s[o + 6] ^ k[ko + 6];
        final long u2 = s[o + 5] ^ k[ko + 5], u3 = s[o + 4] ^ k[ko + 4];
        final long u4 = s[o + 3] ^ k[ko + 3], u5 = s[o + 2] ^ k[ko + 2];
        final long u6 = s[o + 1] ^ k[ko + 1], u7 = s[o] ^ k[ko];
        // Top linear transformation
        final long t1 = u0 ^ u3, t2 = u0 ^ u5, t3 = u0 ^ u6, t4 = u3 ^ u5, t5 = u4 ^ u6;
        final long t6 = t1 ^ t5, t7 = u1 ^ u2, t8 = u7 ^ t6, t9 = u7 ^ t7, t10 = t6 ^ t7;
        final long t11 = u1 ^ u5, t12 = u2 ^ u5, t13 = t3 ^ t4, t14 = t6 ^ t11, t15 = t5 ^ t11;
        final long t16 = t5 ^ t12, t17 = t9 ^ t16, t18 = u3 ^ u7, t19 = t7 ^ t18, t20 = t1 ^ t19;
        final long t21 = u6 ^ u7, t22 = t7 ^ t21, t23 = t2 ^ t22, t24 = t2 ^ t10, t25 = t20 ^ t17;
        final long t26 = t3 ^ t16, t27 = t1 ^ t12;
        // Shared middle: the inversion in GF(2^8) through GF(2^4)
        final long m1 = t13 & t6, m2 = t23 & t8, m3 = t14 ^ m1, m4 = t19 & u7, m5 = m4 ^ m1;
        final long m6 = t3 & t16, m7 = t22 & t9, m8 = t26 ^ m6, m9 = t20 & t17, m10 = m9 ^ m6;
        final long m11 = t1 & t15, m12 = t4 & t27, m13 = m12 ^ m11, m14 = t2 & t10;
        final long m15 = m14 ^ m11, m16 = m3 ^ m2, m17 = m5 ^ t24, m18 = m8 ^ m7, m19 = m10 ^ m15;
        final long m20 = m16 ^ m13, m21 = m17 ^ m15, m22 = m18 ^ m13, m23 = m19 ^ t25;
        final long m24 = m22 ^ m23, m25 = m22 & m20, m26 = m21 ^ m25, m27 = m20 ^ m21;
        final long m28 = m23 ^ m25, m29 = m28 & m27, m30 = m26 & m24, m31 = m20 & m23;
        final long m32 = m27 & m31, m33 = m27 ^ m25, m34 = m21 & m22, m35 = m24 & m34;
        final long m36 = m24 ^ m25, m37 = m21 ^ m29, m38 = m32 ^ m33, m39 = m23 ^ m30;
        final long m40 = m35 ^ m36, m41 = m38 ^ m40, m42 = m37 ^ m39, m43 = m37 ^ m38;
        final long m44 = m39 ^ m40, m45 = m42 ^ m41;
        final long m46 = m44 & t6, m47 = m40 & t8, m48 = m39 & u7, m49 = m43 & t16, m50 = m38 & t9;
        final long m51 = m37 & t17, m52 = m42 & t15, m53 = m45 & t27, m54 = m41 & t10;
        final long m55 = m44 & t13, m56 = m40 & t23, m57 = m39 & t19, m58 = m43 & t3;
        final long m59 = m38 & t22, m60 = m37 & t20, m61 = m42 & t1, m62 = m45 & t4, m63 = m41 & t2;
        // Bottom linear transformation
        final long l0 = m61 ^ m62, l1 = m50 ^ m56, l2 = m46 ^ m48, l3 = m47 ^ m55, l4 = m54 ^ m58;
        final long l5 = m49 ^ m61, l6 = m62 ^ l5, l7 = m46 ^ l3, l8 = m51 ^ m59, l9 = m52 ^ m53;
        final long l10 = m53 ^ l4, l11 = m60 ^ l2, l12 = m48 ^ m51, l13 = m50 ^ l0, l14 = m52 ^ m61;
        final long l15 = m55 ^ l1, l16 = m56 ^ l0, l17 = m57 ^ l1, l18 = m58 ^ l8, l19 = m63 ^ l4;
        final long l20 = l0 ^ l1, l21 = l1 ^ l7, l22 = l3 ^ l12, l23 = l18 ^ l2, l24 = l15 ^ l9;
        final long l25 = l6 ^ l10, l26 = l7 ^ l9, l27 = l8 ^ l10, l28 = l11 ^ l14, l29 = l11 ^ l17;
        s[o + 7] = l6 ^ l24;
        s[o + 6] = l16 ^ l26; // NOT left out
        s[o + 5] = l19 ^ l28; // NOT left out
        s[o + 4] = l6 ^ l21;
        s[o + 3] = l20 ^ l22;
        s[o + 2] = l25 ^ l29;
        s[o + 1] = l13 ^ l27; // NOT left out
        s[o] = l6 ^ l23; // NOT left out
    }

    // ---- ShiftBytes -------------------------------------------------------------------------

    /** The 512-bit state: within each plane, row r (byte r) rotates right by its shift. */
    static void shiftBytes(long[] s, int o, long[] m) {
        final long lo1 = m[0], hi1 = m[1], keep1 = m[2];
        final long lo2 = m[3], hi2 = m[4], keep2 = m[5];
        final long lo4 = m[6], hi4 = m[7], keep4 = m[8];
        for (int b = o; b < o + 8; b++) {
            long w = s[b];
            w = (w & keep1) | ((w >>> 1) & lo1) | ((w << 7) & hi1);
            w = (w & keep2) | ((w >>> 2) & lo2) | ((w << 6) & hi2);
            w = (w & keep4) | ((w >>> 4) & lo4) | ((w << 4) & hi4);
            s[b] = w;
        }
    }

    /** The 1024-bit state: each row of 16 columns across the two halves. */
    static void shiftBytesWide(long[] s, int o, long[] m) {
        final long lo1 = m[0], hi1 = m[1], keep1 = m[2];
        final long lo2 = m[3], hi2 = m[4], keep2 = m[5];
        final long lo4 = m[6], hi4 = m[7], keep4 = m[8];
        final long swap = m[9];
        for (int b = o; b < o + 8; b++) {
            long a = s[b], c = s[b + 8];
            final long d = (a ^ c) & swap; // by 8 columns: the halves trade
            a ^= d;
            c ^= d;
            long na = (a & keep1) | ((a >>> 1) & lo1) | ((c << 7) & hi1);
            c = (c & keep1) | ((c >>> 1) & lo1) | ((a << 7) & hi1);
            a = na;
            na = (a & keep2) | ((a >>> 2) & lo2) | ((c << 6) & hi2);
            c = (c & keep2) | ((c >>> 2) & lo2) | ((a << 6) & hi2);
            a = na;
            na = (a & keep4) | ((a >>> 4) & lo4) | ((c << 4) & hi4);
            c = (c & keep4) | ((c >>> 4) & lo4) | ((a << 4) & hi4);
            s[b] = na;
            s[b + 8] = c;
        }
    }

    // ---- MixBytes -----------------------------------------------------------------------------

    /**
     * b_i = 2(2 x_{i+3} + y_{i+7}) + y_{i+4}, t_i = a_i + a_{i+1}, x_i = t_i + t_{i+3},
     * y_i = t_i + t_{i+2} + a_{i+6}, on all rows at once, where row i + k is the plane rotated
     * right by 8k bits: W = Y + 2 rot(X, 4), B = rot(Y, 4) + 2 rot(W, 7).
     */
    static void mixBytes(long[] s, int o) {
        long x0, x1, x2, x3, x4, x5, x6, x7;
        long y0, y1, y2, y3, y4, y5, y6, y7;
        long a, t;
        a = s[o]; t = a ^ Long.rotateRight(a, 8);
        y0 = t ^ Long.rotateRight(t, 16) ^ Long.rotateRight(a, 48);
        x0 = Long.rotateRight(t ^ Long.rotateRight(t, 24), 32);
        a = s[o + 1]; t = a ^ Long.rotateRight(a, 8);
        y1 = t ^ Long.rotateRight(t, 16) ^ Long.rotateRight(a, 48);
        x1 = Long.rotateRight(t ^ Long.rotateRight(t, 24), 32);
        a = s[o + 2]; t = a ^ Long.rotateRight(a, 8);
        y2 = t ^ Long.rotateRight(t, 16) ^ Long.rotateRight(a, 48);
        x2 = Long.rotateRight(t ^ Long.rotateRight(t, 24), 32);
        a = s[o + 3]; t = a ^ Long.rotateRight(a, 8);
        y3 = t ^ Long.rotateRight(t, 16) ^ Long.rotateRight(a, 48);
        x3 = Long.rotateRight(t ^ Long.rotateRight(t, 24), 32);
        a = s[o + 4]; t = a ^ Long.rotateRight(a, 8);
        y4 = t ^ Long.rotateRight(t, 16) ^ Long.rotateRight(a, 48);
        x4 = Long.rotateRight(t ^ Long.rotateRight(t, 24), 32);
        a = s[o + 5]; t = a ^ Long.rotateRight(a, 8);
        y5 = t ^ Long.rotateRight(t, 16) ^ Long.rotateRight(a, 48);
        x5 = Long.rotateRight(t ^ Long.rotateRight(t, 24), 32);
        a = s[o + 6]; t = a ^ Long.rotateRight(a, 8);
        y6 = t ^ Long.rotateRight(t, 16) ^ Long.rotateRight(a, 48);
        x6 = Long.rotateRight(t ^ Long.rotateRight(t, 24), 32);
        a = s[o + 7]; t = a ^ Long.rotateRight(a, 8);
        y7 = t ^ Long.rotateRight(t, 16) ^ Long.rotateRight(a, 48);
        x7 = Long.rotateRight(t ^ Long.rotateRight(t, 24), 32);
        // W = Y + 2X (X already rotated by 4 rows); doubling: bit 7 comes back as 0x1b.
        final long w0 = y0 ^ x7, w1 = y1 ^ x0 ^ x7, w2 = y2 ^ x1, w3 = y3 ^ x2 ^ x7;
        final long w4 = y4 ^ x3 ^ x7, w5 = y5 ^ x4, w6 = y6 ^ x5, w7 = y7 ^ x6;
        // B = rot(Y, 4) + 2 rot(W, 7)
        final long r0 = Long.rotateRight(w0, 56), r1 = Long.rotateRight(w1, 56);
        final long r2 = Long.rotateRight(w2, 56), r3 = Long.rotateRight(w3, 56);
        final long r4 = Long.rotateRight(w4, 56), r5 = Long.rotateRight(w5, 56);
        final long r6 = Long.rotateRight(w6, 56), r7 = Long.rotateRight(w7, 56);
        s[o] = Long.rotateRight(y0, 32) ^ r7;
        s[o + 1] = Long.rotateRight(y1, 32) ^ r0 ^ r7;
        s[o + 2] = Long.rotateRight(y2, 32) ^ r1;
        s[o + 3] = Long.rotateRight(y3, 32) ^ r2 ^ r7;
        s[o + 4] = Long.rotateRight(y4, 32) ^ r3 ^ r7;
        s[o + 5] = Long.rotateRight(y5, 32) ^ r4;
        s[o + 6] = Long.rotateRight(y6, 32) ^ r5;
        s[o + 7] = Long.rotateRight(y7, 32) ^ r6;
    }
}
