// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

/**
 * The constant-time engine, the default: Grøstl on bit-planes of longs, as src/bitsliced.c
 * does it in C (Java has no 128-bit type: P and Q run one after the other).
 *
 * <p>Layout. The 512-bit state is 8 bit-planes of 64 bits: plane b holds bit b of each of the
 * 64 bytes, byte (row r, column c) at bit 8r + c; a row is a byte of every plane. The 1024-bit
 * state is 8 planes of 128 bits, each in two longs of 16-bit row fields: E holds rows 0, 2, 4,
 * 6 and O rows 1, 3, 5, 7, row 2f + h in bits 16f..16f+15 of its long, column c at bit 16f + c
 * (long b of the 16 is E of plane b, long 8 + b O of plane b). A row is then one field, and
 * moving every row i to row i + 1, which MixBytes does, is O for E and E rotated by 16 for O.
 * <ul>
 * <li>SubBytes: Boyar and Peralta's depth-16 circuit for the AES S-box (IFIP SEC 2012), each
 * gate one long operation for 64 bytes; the four NOTs at its output are left out and
 * accounted for in the round constants (see {@link #makeRoundConstants}).
 * <li>ShiftBytes: each row rotates within its field by its shift, in steps of 1, 2, 4 (and
 * 8) columns for the rows whose shift has that bit: two rotations, three masks, two ORs a step
 * (two masks where every field of the long moves). The methods are written out for the shifts
 * there are (P's, the final version's Q); the constructor checks their steps against the masks.
 * <li>MixBytes: with R_k the rotation of every row i to row i + k (a rotation of the plane by
 * 8k bits, or in E and O the renaming and rotations above), T = A + R1 A, Y = T + R2 T + R6 A
 * and X = T + R3 T are the sums of Aoki et al. (SECRYPT 2011, section 4.3); then Z = R4 Y,
 * V = Z + 2X and B = Z + 2 R3 V, where doubling in GF(2^8) is a renaming of the planes and
 * three XORs. Plane by plane, 6 and 7 first, so that few values are live at once.
 * <li>AddRoundConstant: XORs of constant longs into the planes, chosen by the round.
 * </ul>
 * Blocks go into planes by an 8x8 bit transposition in each byte lane (and, wide, a merge of
 * the halves of 8 columns into row fields); the chaining value stays in planes between blocks.
 *
 * <p>Constant-time: every operation on data is a long AND, OR, XOR, NOT, rotation or shift by
 * a constant amount; array indices and branches depend only on the variant, the round and
 * offsets. ConstantTimeTest checks this class's bytecode for any long (all data is in longs)
 * that reaches an array index, a branch or a call, and shows that the same check flags the
 * table engine.
 */
final class BitslicedEngine extends Engine {
    /** Planes 0, 2, 5 and 7: 0xa5 in every byte (see makeRoundConstants). */
    private static final long ALL = -1L;

    /** AddRoundConstant of P and Q: per round, one long for each of the 16 state longs. */
    private final long[] constantsP;
    private final long[] constantsQ;
    /** ShiftBytes masks of P and Q (see {@link #makeShiftMasks}). */
    private final long[] shiftP;
    private final long[] shiftQ;
    /** The final version's Q shifts differ from P's; Grøstl-0's do not. */
    private final boolean qShiftsLikeP;

    BitslicedEngine(boolean wide, boolean finalVersion) {
        super(wide, finalVersion);
        constantsP = makeRoundConstants(Spec.P);
        constantsQ = makeRoundConstants(Spec.Q);
        int[] p = Spec.shifts(wide, finalVersion, Spec.P);
        int[] q = Spec.shifts(wide, finalVersion, Spec.Q);
        shiftP = makeShiftMasks(p);
        shiftQ = makeShiftMasks(q);
        qShiftsLikeP = java.util.Arrays.equals(p, q);
        checkSteps(shiftP, false);
        checkSteps(shiftQ, !qShiftsLikeP);
    }

    /** One array: P's state, then Q's (16 longs each). */
    @Override
    long[][] newScratch() {
        return new long[1][32];
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
            if (wide) {
                toRowFields(k, round * 16);
            }
        }
        return k;
    }

    /**
     * For each step by k = 1, 2, 4 (and 8, wide) columns, over the fields of the rows whose
     * shift has bit k: lo, the bits that come from the right (bit c takes bit c + k of its
     * field); hi, those that come from the left (bit c takes bit c + k - width); keep, the
     * bits of all other fields. Wide: E's four steps, then O's; each step lo, hi, keep.
     */
    private long[] makeShiftMasks(int[] shift) {
        int types = wide ? 2 : 1;
        int steps = wide ? 4 : 3;
        int width = wide ? 16 : 8;
        long field = (1L << width) - 1;
        long[] m = new long[types * steps * 3];
        for (int t = 0; t < types; t++) {
            for (int i = 0; i < steps; i++) {
                int k = 1 << i;
                long fromRight = field >>> k;
                long lo = 0;
                long hi = 0;
                long move = 0;
                for (int f = 0; f < 64 / width; f++) {
                    int row = wide ? 2 * f + t : f;
                    if ((shift[row] & k) != 0) {
                        lo |= fromRight << (width * f);
                        hi |= (field ^ fromRight) << (width * f);
                        move |= field << (width * f);
                    }
                }
                int at = 3 * (t * steps + i);
                m[at] = lo;
                m[at + 1] = hi;
                m[at + 2] = ~move;
            }
        }
        return m;
    }

    /**
     * The shift methods below do only some steps: for each step, '-' none (no row moves), 'a'
     * without keep (every field of the long moves), 's' the full step. Checked against the
     * masks, so that the code and the specification's shifts cannot disagree unnoticed.
     */
    private void checkSteps(long[] m, boolean finalQ) {
        String plan = !wide ? "sss" : finalQ ? "s-s-sass" : "-ss-asss";
        for (int i = 0; i < plan.length(); i++) {
            long keep = m[3 * i + 2];
            char c = plan.charAt(i);
            boolean agrees = c == '-' ? keep == ALL : c == 'a' ? keep == 0 : keep != 0 && keep != ALL;
            if (!agrees) {
                throw new IllegalStateException("ShiftBytes step " + i + " is not '" + c + "'");
            }
        }
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

    /**
     * Wide: the planes of columns 0-7 (v[o + b]) and of columns 8-15 (v[o + 8 + b]), row r in
     * byte r, to row fields: E (v[o + b]) takes the even bytes of both, O (v[o + 8 + b]) the odd.
     */
    static void toRowFields(long[] v, int o) {
        final long even = 0x00ff00ff00ff00ffL;
        for (int b = o; b < o + 8; b++) {
            final long left = v[b], right = v[b + 8];
            v[b] = (left & even) | ((right & even) << 8);
            v[b + 8] = ((left >>> 8) & even) | (right & ~even);
        }
    }

    /** The inverse of toRowFields. */
    static void fromRowFields(long[] v, int o) {
        final long even = 0x00ff00ff00ff00ffL;
        for (int b = o; b < o + 8; b++) {
            final long e = v[b], d = v[b + 8];
            v[b] = (e & even) | ((d & even) << 8);
            v[b + 8] = ((e >>> 8) & even) | (d & ~even);
        }
    }

    @Override
    void chainFromColumns(long[] columnWords, long[] chain) {
        System.arraycopy(columnWords, 0, chain, 0, columns);
        toPlanes(chain);
    }

    @Override
    void chainToColumns(long[] chain, long[] columnWords) {
        System.arraycopy(chain, 0, columnWords, 0, columns);
        fromPlanes(columnWords);
    }

    private void toPlanes(long[] v) {
        transpose(v, 0);
        if (wide) {
            transpose(v, 8);
            toRowFields(v, 0);
        }
    }

    private void fromPlanes(long[] v) {
        if (wide) {
            fromRowFields(v, 0);
            transpose(v, 8);
        }
        transpose(v, 0);
    }

    // ---- The compression function and the output transformation ---------------------------

    @Override
    void compress(long[] chain, long[] block, long[][] scratch) {
        int n = columns;
        long[] s = scratch[0];
        toPlanes(block);
        // s[0..16): P's state, s[16..32): Q's.
        for (int i = 0; i < n; i++) {
            s[i] = chain[i] ^ block[i];
            s[16 + i] = block[i];
        }
        permute(s, 0, constantsP, shiftP, false);
        permute(s, 16, constantsQ, shiftQ, !qShiftsLikeP);
        for (int i = 0; i < n; i++) {
            chain[i] ^= s[i] ^ s[16 + i];
        }
    }

    @Override
    void output(long[] chain, long[] columnWords, long[][] scratch) {
        int n = columns;
        long[] s = scratch[0];
        System.arraycopy(chain, 0, s, 0, n);
        permute(s, 0, constantsP, shiftP, false);
        // The last round's 0xa5 (see makeRoundConstants): planes 0, 2, 5, 7, every long of them.
        for (int h = 0; h < n; h += 8) {
            columnWords[h] = chain[h] ^ s[h] ^ ALL;
            columnWords[h + 1] = chain[h + 1] ^ s[h + 1];
            columnWords[h + 2] = chain[h + 2] ^ s[h + 2] ^ ALL;
            columnWords[h + 3] = chain[h + 3] ^ s[h + 3];
            columnWords[h + 4] = chain[h + 4] ^ s[h + 4];
            columnWords[h + 5] = chain[h + 5] ^ s[h + 5] ^ ALL;
            columnWords[h + 6] = chain[h + 6] ^ s[h + 6];
            columnWords[h + 7] = chain[h + 7] ^ s[h + 7] ^ ALL;
        }
        fromPlanes(columnWords);
    }

    /** finalQ: the final version's Q shifts, else P's. */
    private void permute(long[] s, int o, long[] constants, long[] shift, boolean finalQ) {
        if (wide) {
            for (int round = 0; round < rounds; round++) {
                subBytes(s, o, constants, 16 * round);
                subBytes(s, o + 8, constants, 16 * round + 8);
                if (finalQ) {
                    shiftBytesWideFinalQ(s, o, shift);
                } else {
                    shiftBytesWideP(s, o, shift);
                }
                mixBytesWide(s, o);
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

    private static long rotr(long x, int k) {
        return Long.rotateRight(x, k);
    }

    /** A step by k columns in 8-bit fields (the 512-bit state's rows). */
    private static long step8(long w, int k, long lo, long hi, long keep) {
        return (w & keep) | (rotr(w, k) & lo) | (Long.rotateLeft(w, 8 - k) & hi);
    }

    /** A step by k columns in 16-bit fields (the 1024-bit state's rows). */
    private static long step16(long w, int k, long lo, long hi, long keep) {
        return (w & keep) | (rotr(w, k) & lo) | (Long.rotateLeft(w, 16 - k) & hi);
    }

    /** A step by k columns in which every field moves. */
    private static long stepAll16(long w, int k, long lo, long hi) {
        return (rotr(w, k) & lo) | (Long.rotateLeft(w, 16 - k) & hi);
    }

    /** The 512-bit state: each row of plane s[i] rotates right within its byte by its shift. */
    private static void shiftPlane(long[] s, int i, long[] m) {
        long w = s[i];
        w = step8(w, 1, m[0], m[1], m[2]);
        w = step8(w, 2, m[3], m[4], m[5]);
        s[i] = step8(w, 4, m[6], m[7], m[8]);
    }

    static void shiftBytes(long[] s, int o, long[] m) {
        shiftPlane(s, o, m);
        shiftPlane(s, o + 1, m);
        shiftPlane(s, o + 2, m);
        shiftPlane(s, o + 3, m);
        shiftPlane(s, o + 4, m);
        shiftPlane(s, o + 5, m);
        shiftPlane(s, o + 6, m);
        shiftPlane(s, o + 7, m);
    }

    // The 1024-bit state: masks of E's step by 2^i at 3i, of O's at 12 + 3i.

    /** P's shifts (0 1 2 3 4 5 6 11), rows 0 2 4 6 (shifts 0 2 4 6): steps 2 and 4. */
    private static void shiftEvenRowsP(long[] s, int i, long[] m) {
        long w = s[i];
        w = step16(w, 2, m[3], m[4], m[5]);
        s[i] = step16(w, 4, m[6], m[7], m[8]);
    }

    /** P's shifts, rows 1 3 5 7 (shifts 1 3 5 11): steps 1 (all), 2, 4 and 8. */
    private static void shiftOddRowsP(long[] s, int i, long[] m) {
        long w = s[i];
        w = stepAll16(w, 1, m[12], m[13]);
        w = step16(w, 2, m[15], m[16], m[17]);
        w = step16(w, 4, m[18], m[19], m[20]);
        s[i] = step16(w, 8, m[21], m[22], m[23]);
    }

    /** The final version's Q shifts (1 3 5 11 0 2 4 6), rows 0 2 4 6 (1 5 0 4): steps 1 and 4. */
    private static void shiftEvenRowsFinalQ(long[] s, int i, long[] m) {
        long w = s[i];
        w = step16(w, 1, m[0], m[1], m[2]);
        s[i] = step16(w, 4, m[6], m[7], m[8]);
    }

    /** The final version's Q shifts, rows 1 3 5 7 (3 11 2 6): steps 1, 2 (all), 4 and 8. */
    private static void shiftOddRowsFinalQ(long[] s, int i, long[] m) {
        long w = s[i];
        w = step16(w, 1, m[12], m[13], m[14]);
        w = stepAll16(w, 2, m[15], m[16]);
        w = step16(w, 4, m[18], m[19], m[20]);
        s[i] = step16(w, 8, m[21], m[22], m[23]);
    }

    static void shiftBytesWideP(long[] s, int o, long[] m) {
        shiftEvenRowsP(s, o, m);
        shiftEvenRowsP(s, o + 1, m);
        shiftEvenRowsP(s, o + 2, m);
        shiftEvenRowsP(s, o + 3, m);
        shiftEvenRowsP(s, o + 4, m);
        shiftEvenRowsP(s, o + 5, m);
        shiftEvenRowsP(s, o + 6, m);
        shiftEvenRowsP(s, o + 7, m);
        shiftOddRowsP(s, o + 8, m);
        shiftOddRowsP(s, o + 9, m);
        shiftOddRowsP(s, o + 10, m);
        shiftOddRowsP(s, o + 11, m);
        shiftOddRowsP(s, o + 12, m);
        shiftOddRowsP(s, o + 13, m);
        shiftOddRowsP(s, o + 14, m);
        shiftOddRowsP(s, o + 15, m);
    }

    static void shiftBytesWideFinalQ(long[] s, int o, long[] m) {
        shiftEvenRowsFinalQ(s, o, m);
        shiftEvenRowsFinalQ(s, o + 1, m);
        shiftEvenRowsFinalQ(s, o + 2, m);
        shiftEvenRowsFinalQ(s, o + 3, m);
        shiftEvenRowsFinalQ(s, o + 4, m);
        shiftEvenRowsFinalQ(s, o + 5, m);
        shiftEvenRowsFinalQ(s, o + 6, m);
        shiftEvenRowsFinalQ(s, o + 7, m);
        shiftOddRowsFinalQ(s, o + 8, m);
        shiftOddRowsFinalQ(s, o + 9, m);
        shiftOddRowsFinalQ(s, o + 10, m);
        shiftOddRowsFinalQ(s, o + 11, m);
        shiftOddRowsFinalQ(s, o + 12, m);
        shiftOddRowsFinalQ(s, o + 13, m);
        shiftOddRowsFinalQ(s, o + 14, m);
        shiftOddRowsFinalQ(s, o + 15, m);
    }

    // ---- MixBytes -----------------------------------------------------------------------------

    /**
     * The 512-bit state, R_k = rotation right by 8k bits: per plane T = A + R1 A, X = T + R3 T,
     * Z = R4 (T + R2 T + R6 A); then U = R3 (Z + 2X) and B = Z + 2U, where plane b of 2X is
     * X(b - 1), and X7 also goes into planes 0, 1, 3 and 4 (0x1b).
     */
    static void mixBytes(long[] s, int o) {
        // Planes 6 and 7 first: B0 needs U7 = R3 V7, V7 = Z7 + X6.
        final long a6 = s[o + 6], t6 = a6 ^ rotr(a6, 8);
        final long x6 = t6 ^ rotr(t6, 24), z6 = rotr(t6 ^ rotr(t6, 16) ^ rotr(a6, 48), 32);
        final long a7 = s[o + 7], t7 = a7 ^ rotr(a7, 8);
        final long x7 = t7 ^ rotr(t7, 24), z7 = rotr(t7 ^ rotr(t7, 16) ^ rotr(a7, 48), 32);
        final long u7 = rotr(z7 ^ x6, 24);
        final long a0 = s[o + 0], t0 = a0 ^ rotr(a0, 8);
        final long x0 = t0 ^ rotr(t0, 24), z0 = rotr(t0 ^ rotr(t0, 16) ^ rotr(a0, 48), 32);
        final long u0 = rotr(z0 ^ x7, 24);
        s[o + 0] = z0 ^ u7;
        final long a1 = s[o + 1], t1 = a1 ^ rotr(a1, 8);
        final long x1 = t1 ^ rotr(t1, 24), z1 = rotr(t1 ^ rotr(t1, 16) ^ rotr(a1, 48), 32);
        final long u1 = rotr(z1 ^ x0 ^ x7, 24);
        s[o + 1] = z1 ^ u0 ^ u7;
        final long a2 = s[o + 2], t2 = a2 ^ rotr(a2, 8);
        final long x2 = t2 ^ rotr(t2, 24), z2 = rotr(t2 ^ rotr(t2, 16) ^ rotr(a2, 48), 32);
        final long u2 = rotr(z2 ^ x1, 24);
        s[o + 2] = z2 ^ u1;
        final long a3 = s[o + 3], t3 = a3 ^ rotr(a3, 8);
        final long x3 = t3 ^ rotr(t3, 24), z3 = rotr(t3 ^ rotr(t3, 16) ^ rotr(a3, 48), 32);
        final long u3 = rotr(z3 ^ x2 ^ x7, 24);
        s[o + 3] = z3 ^ u2 ^ u7;
        final long a4 = s[o + 4], t4 = a4 ^ rotr(a4, 8);
        final long x4 = t4 ^ rotr(t4, 24), z4 = rotr(t4 ^ rotr(t4, 16) ^ rotr(a4, 48), 32);
        final long u4 = rotr(z4 ^ x3 ^ x7, 24);
        s[o + 4] = z4 ^ u3 ^ u7;
        final long a5 = s[o + 5], t5 = a5 ^ rotr(a5, 8);
        final long x5 = t5 ^ rotr(t5, 24), z5 = rotr(t5 ^ rotr(t5, 16) ^ rotr(a5, 48), 32);
        final long u5 = rotr(z5 ^ x4, 24);
        s[o + 5] = z5 ^ u4;
        s[o + 6] = z6 ^ u5;
        s[o + 7] = z7 ^ rotr(z6 ^ x5, 24);
    }

    /**
     * The 1024-bit state, in E and O: R1 = (O, rotr(E, 16)), R2 = (rotr(E, 16), rotr(O, 16)),
     * R3 = (rotr(O, 16), rotr(E, 32)), R4 = (rotr(E, 32), rotr(O, 32)), R6 = (rotr(E, 48),
     * rotr(O, 48)); otherwise as {@link #mixBytes}.
     */
    static void mixBytesWide(long[] s, int o) {
        // Planes 6 and 7 first: B0 needs U7 = R3 V7, V7 = Z7 + X6.
        final long a6E = s[o + 6], a6O = s[o + 14];
        final long t6E = a6E ^ a6O, t6O = a6O ^ rotr(a6E, 16);
        final long x6E = t6E ^ rotr(t6O, 16), x6O = t6O ^ rotr(t6E, 32);
        final long z6E = rotr(t6E ^ rotr(t6E, 16) ^ rotr(a6E, 48), 32);
        final long z6O = rotr(t6O ^ rotr(t6O, 16) ^ rotr(a6O, 48), 32);
        final long a7E = s[o + 7], a7O = s[o + 15];
        final long t7E = a7E ^ a7O, t7O = a7O ^ rotr(a7E, 16);
        final long x7E = t7E ^ rotr(t7O, 16), x7O = t7O ^ rotr(t7E, 32);
        final long z7E = rotr(t7E ^ rotr(t7E, 16) ^ rotr(a7E, 48), 32);
        final long z7O = rotr(t7O ^ rotr(t7O, 16) ^ rotr(a7O, 48), 32);
        final long u7E = rotr(z7O ^ x6O, 16), u7O = rotr(z7E ^ x6E, 32);
        // Plane 0: V0 = Z0 + X7, B0 = Z0 + U7.
        final long a0E = s[o + 0], a0O = s[o + 8];
        final long t0E = a0E ^ a0O, t0O = a0O ^ rotr(a0E, 16);
        final long x0E = t0E ^ rotr(t0O, 16), x0O = t0O ^ rotr(t0E, 32);
        final long z0E = rotr(t0E ^ rotr(t0E, 16) ^ rotr(a0E, 48), 32);
        final long z0O = rotr(t0O ^ rotr(t0O, 16) ^ rotr(a0O, 48), 32);
        final long u0E = rotr(z0O ^ x7O, 16), u0O = rotr(z0E ^ x7E, 32);
        s[o + 0] = z0E ^ u7E;
        s[o + 8] = z0O ^ u7O;
        // Plane 1: V1 = Z1 + X0 + X7, B1 = Z1 + U0 + U7.
        final long a1E = s[o + 1], a1O = s[o + 9];
        final long t1E = a1E ^ a1O, t1O = a1O ^ rotr(a1E, 16);
        final long x1E = t1E ^ rotr(t1O, 16), x1O = t1O ^ rotr(t1E, 32);
        final long z1E = rotr(t1E ^ rotr(t1E, 16) ^ rotr(a1E, 48), 32);
        final long z1O = rotr(t1O ^ rotr(t1O, 16) ^ rotr(a1O, 48), 32);
        final long u1E = rotr(z1O ^ x0O ^ x7O, 16), u1O = rotr(z1E ^ x0E ^ x7E, 32);
        s[o + 1] = z1E ^ u0E ^ u7E;
        s[o + 9] = z1O ^ u0O ^ u7O;
        // Plane 2: V2 = Z2 + X1, B2 = Z2 + U1.
        final long a2E = s[o + 2], a2O = s[o + 10];
        final long t2E = a2E ^ a2O, t2O = a2O ^ rotr(a2E, 16);
        final long x2E = t2E ^ rotr(t2O, 16), x2O = t2O ^ rotr(t2E, 32);
        final long z2E = rotr(t2E ^ rotr(t2E, 16) ^ rotr(a2E, 48), 32);
        final long z2O = rotr(t2O ^ rotr(t2O, 16) ^ rotr(a2O, 48), 32);
        final long u2E = rotr(z2O ^ x1O, 16), u2O = rotr(z2E ^ x1E, 32);
        s[o + 2] = z2E ^ u1E;
        s[o + 10] = z2O ^ u1O;
        // Plane 3: V3 = Z3 + X2 + X7, B3 = Z3 + U2 + U7.
        final long a3E = s[o + 3], a3O = s[o + 11];
        final long t3E = a3E ^ a3O, t3O = a3O ^ rotr(a3E, 16);
        final long x3E = t3E ^ rotr(t3O, 16), x3O = t3O ^ rotr(t3E, 32);
        final long z3E = rotr(t3E ^ rotr(t3E, 16) ^ rotr(a3E, 48), 32);
        final long z3O = rotr(t3O ^ rotr(t3O, 16) ^ rotr(a3O, 48), 32);
        final long u3E = rotr(z3O ^ x2O ^ x7O, 16), u3O = rotr(z3E ^ x2E ^ x7E, 32);
        s[o + 3] = z3E ^ u2E ^ u7E;
        s[o + 11] = z3O ^ u2O ^ u7O;
        // Plane 4: V4 = Z4 + X3 + X7, B4 = Z4 + U3 + U7.
        final long a4E = s[o + 4], a4O = s[o + 12];
        final long t4E = a4E ^ a4O, t4O = a4O ^ rotr(a4E, 16);
        final long x4E = t4E ^ rotr(t4O, 16), x4O = t4O ^ rotr(t4E, 32);
        final long z4E = rotr(t4E ^ rotr(t4E, 16) ^ rotr(a4E, 48), 32);
        final long z4O = rotr(t4O ^ rotr(t4O, 16) ^ rotr(a4O, 48), 32);
        final long u4E = rotr(z4O ^ x3O ^ x7O, 16), u4O = rotr(z4E ^ x3E ^ x7E, 32);
        s[o + 4] = z4E ^ u3E ^ u7E;
        s[o + 12] = z4O ^ u3O ^ u7O;
        // Plane 5: V5 = Z5 + X4, B5 = Z5 + U4.
        final long a5E = s[o + 5], a5O = s[o + 13];
        final long t5E = a5E ^ a5O, t5O = a5O ^ rotr(a5E, 16);
        final long x5E = t5E ^ rotr(t5O, 16), x5O = t5O ^ rotr(t5E, 32);
        final long z5E = rotr(t5E ^ rotr(t5E, 16) ^ rotr(a5E, 48), 32);
        final long z5O = rotr(t5O ^ rotr(t5O, 16) ^ rotr(a5O, 48), 32);
        final long u5E = rotr(z5O ^ x4O, 16), u5O = rotr(z5E ^ x4E, 32);
        s[o + 5] = z5E ^ u4E;
        s[o + 13] = z5O ^ u4O;
        // Planes 6 and 7: V6 = Z6 + X5, B6 = Z6 + U5, B7 = Z7 + R3 V6.
        s[o + 6] = z6E ^ u5E;
        s[o + 14] = z6O ^ u5O;
        s[o + 7] = z7E ^ rotr(z6O ^ x5O, 16);
        s[o + 15] = z7O ^ rotr(z6E ^ x5E, 32);
    }
}
