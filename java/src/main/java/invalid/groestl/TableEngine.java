// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

import java.util.Arrays;

/**
 * The table engine, for public data only: a round is 8 look-ups per column in tables of
 * 8 x 256 longs (SubBytes and MixBytes together), indexed by state bytes. NOT constant-time:
 * which table entries a round reads, and so the cache lines it touches, depend on the data.
 * Used only when asked for by name ({@link Groestl.Implementation#TABLES}).
 *
 * <p>State: column words (column c in a long, row r in byte r). Column j after a round is the
 * XOR over rows r of T[r][byte r of column j + shift(r)], where T[r][x] is S(x) times column
 * r of the MixBytes matrix. ShiftBytes is the choice of source columns: each round method
 * below is written out for one set of shifts, its columns in locals.
 */
final class TableEngine extends Engine {
    /** T[256 r + x]: S(x) times column r of MixBytes, row i in byte i. */
    private static final long[] T = makeTable();

    private final long[] constantsP;
    private final long[] constantsQ;
    private final boolean qShiftsLikeP;

    TableEngine(boolean wide, boolean finalVersion) {
        super(wide, finalVersion);
        constantsP = makeRoundConstants(Spec.P);
        constantsQ = makeRoundConstants(Spec.Q);
        qShiftsLikeP = Arrays.equals(Spec.shifts(wide, finalVersion, Spec.Q),
                Spec.shifts(wide, finalVersion, Spec.P));
    }

    private static long[] makeTable() {
        int[] sbox = Spec.sbox();
        long[] t = new long[8 * 256];
        for (int r = 0; r < 8; r++) {
            for (int x = 0; x < 256; x++) {
                long v = 0;
                for (int i = 0; i < 8; i++) {
                    int coefficient = Spec.MIXBYTES_ROW[(r - i + 8) & 7];
                    v |= (long) Spec.gfMul(coefficient, sbox[x]) << (8 * i);
                }
                t[256 * r + x] = v;
            }
        }
        return t;
    }

    /** Round i's constant, column word j at 16 i + j. */
    private long[] makeRoundConstants(int perm) {
        long[] k = new long[16 * rounds];
        for (int round = 0; round < rounds; round++) {
            for (int col = 0; col < columns; col++) {
                for (int row = 0; row < 8; row++) {
                    long v = Spec.constantByte(finalVersion, perm, row, col, round);
                    k[16 * round + col] |= v << (8 * row);
                }
            }
        }
        return k;
    }

    @Override
    int scratchWords() {
        return 32;
    }

    @Override
    void chainFromColumns(long[] columnWords, long[] chain) {
        System.arraycopy(columnWords, 0, chain, 0, columns);
    }

    @Override
    void chainToColumns(long[] chain, long[] columnWords) {
        System.arraycopy(chain, 0, columnWords, 0, columns);
    }

    @Override
    void compress(long[] chain, long[] block, long[] s) {
        int n = columns;
        for (int i = 0; i < n; i++) {
            s[i] = chain[i] ^ block[i];
            s[16 + i] = block[i];
        }
        permute(s, 0, constantsP, false);
        permute(s, 16, constantsQ, !qShiftsLikeP);
        for (int i = 0; i < n; i++) {
            chain[i] ^= s[i] ^ s[16 + i];
        }
    }

    @Override
    void output(long[] chain, long[] columnWords, long[] s) {
        int n = columns;
        System.arraycopy(chain, 0, s, 0, n);
        permute(s, 0, constantsP, false);
        for (int i = 0; i < n; i++) {
            columnWords[i] = chain[i] ^ s[i];
        }
    }

    /** qShifts: the final version's Q shifts, else P's. */
    private void permute(long[] s, int o, long[] k, boolean qShifts) {
        for (int round = 0; round < rounds; round++) {
            if (wide) {
                if (qShifts) {
                    roundShifts135B0246(s, o, k, 16 * round);
                } else {
                    roundShifts0123456B(s, o, k, 16 * round);
                }
            } else if (qShifts) {
                roundShifts13570246(s, o, k, 16 * round);
            } else {
                roundShifts01234567(s, o, k, 16 * round);
            }
        }
    }

    /** A column after SubBytes and MixBytes, from the columns its rows 0..7 come from. */
    private static long mix(long c0, long c1, long c2, long c3, long c4, long c5, long c6, long c7) {
        final long[] t = T;
        return t[(int) c0 & 0xff]
                ^ t[256 + ((int) (c1 >>> 8) & 0xff)]
                ^ t[512 + ((int) (c2 >>> 16) & 0xff)]
                ^ t[768 + ((int) (c3 >>> 24) & 0xff)]
                ^ t[1024 + ((int) (c4 >>> 32) & 0xff)]
                ^ t[1280 + ((int) (c5 >>> 40) & 0xff)]
                ^ t[1536 + ((int) (c6 >>> 48) & 0xff)]
                ^ t[1792 + (int) (c7 >>> 56)];
    }

    // ---- The rounds: AddRoundConstant, then the look-ups (ShiftBytes in the arguments) ------

    /** A round of the 512-bit state whose rows shift by 0 1 2 3 4 5 6 7 (P; Grøstl-0's Q). */
    private static void roundShifts01234567(long[] s, int o, long[] k, int ko) {
        final long a0 = s[o] ^ k[ko];
        final long a1 = s[o + 1] ^ k[ko + 1];
        final long a2 = s[o + 2] ^ k[ko + 2];
        final long a3 = s[o + 3] ^ k[ko + 3];
        final long a4 = s[o + 4] ^ k[ko + 4];
        final long a5 = s[o + 5] ^ k[ko + 5];
        final long a6 = s[o + 6] ^ k[ko + 6];
        final long a7 = s[o + 7] ^ k[ko + 7];
        final long t0 = mix(a0, a1, a2, a3, a4, a5, a6, a7);
        final long t1 = mix(a1, a2, a3, a4, a5, a6, a7, a0);
        final long t2 = mix(a2, a3, a4, a5, a6, a7, a0, a1);
        final long t3 = mix(a3, a4, a5, a6, a7, a0, a1, a2);
        final long t4 = mix(a4, a5, a6, a7, a0, a1, a2, a3);
        final long t5 = mix(a5, a6, a7, a0, a1, a2, a3, a4);
        final long t6 = mix(a6, a7, a0, a1, a2, a3, a4, a5);
        final long t7 = mix(a7, a0, a1, a2, a3, a4, a5, a6);
        s[o] = t0;
        s[o + 1] = t1;
        s[o + 2] = t2;
        s[o + 3] = t3;
        s[o + 4] = t4;
        s[o + 5] = t5;
        s[o + 6] = t6;
        s[o + 7] = t7;
    }

    /** A round of the 512-bit state whose rows shift by 1 3 5 7 0 2 4 6 (the final version's Q). */
    private static void roundShifts13570246(long[] s, int o, long[] k, int ko) {
        final long a0 = s[o] ^ k[ko];
        final long a1 = s[o + 1] ^ k[ko + 1];
        final long a2 = s[o + 2] ^ k[ko + 2];
        final long a3 = s[o + 3] ^ k[ko + 3];
        final long a4 = s[o + 4] ^ k[ko + 4];
        final long a5 = s[o + 5] ^ k[ko + 5];
        final long a6 = s[o + 6] ^ k[ko + 6];
        final long a7 = s[o + 7] ^ k[ko + 7];
        final long t0 = mix(a1, a3, a5, a7, a0, a2, a4, a6);
        final long t1 = mix(a2, a4, a6, a0, a1, a3, a5, a7);
        final long t2 = mix(a3, a5, a7, a1, a2, a4, a6, a0);
        final long t3 = mix(a4, a6, a0, a2, a3, a5, a7, a1);
        final long t4 = mix(a5, a7, a1, a3, a4, a6, a0, a2);
        final long t5 = mix(a6, a0, a2, a4, a5, a7, a1, a3);
        final long t6 = mix(a7, a1, a3, a5, a6, a0, a2, a4);
        final long t7 = mix(a0, a2, a4, a6, a7, a1, a3, a5);
        s[o] = t0;
        s[o + 1] = t1;
        s[o + 2] = t2;
        s[o + 3] = t3;
        s[o + 4] = t4;
        s[o + 5] = t5;
        s[o + 6] = t6;
        s[o + 7] = t7;
    }

    /** A round of the 1024-bit state whose rows shift by 0 1 2 3 4 5 6 11 (P; Grøstl-0's Q). */
    private static void roundShifts0123456B(long[] s, int o, long[] k, int ko) {
        final long a0 = s[o] ^ k[ko];
        final long a1 = s[o + 1] ^ k[ko + 1];
        final long a2 = s[o + 2] ^ k[ko + 2];
        final long a3 = s[o + 3] ^ k[ko + 3];
        final long a4 = s[o + 4] ^ k[ko + 4];
        final long a5 = s[o + 5] ^ k[ko + 5];
        final long a6 = s[o + 6] ^ k[ko + 6];
        final long a7 = s[o + 7] ^ k[ko + 7];
        final long a8 = s[o + 8] ^ k[ko + 8];
        final long a9 = s[o + 9] ^ k[ko + 9];
        final long a10 = s[o + 10] ^ k[ko + 10];
        final long a11 = s[o + 11] ^ k[ko + 11];
        final long a12 = s[o + 12] ^ k[ko + 12];
        final long a13 = s[o + 13] ^ k[ko + 13];
        final long a14 = s[o + 14] ^ k[ko + 14];
        final long a15 = s[o + 15] ^ k[ko + 15];
        final long t0 = mix(a0, a1, a2, a3, a4, a5, a6, a11);
        final long t1 = mix(a1, a2, a3, a4, a5, a6, a7, a12);
        final long t2 = mix(a2, a3, a4, a5, a6, a7, a8, a13);
        final long t3 = mix(a3, a4, a5, a6, a7, a8, a9, a14);
        final long t4 = mix(a4, a5, a6, a7, a8, a9, a10, a15);
        final long t5 = mix(a5, a6, a7, a8, a9, a10, a11, a0);
        final long t6 = mix(a6, a7, a8, a9, a10, a11, a12, a1);
        final long t7 = mix(a7, a8, a9, a10, a11, a12, a13, a2);
        final long t8 = mix(a8, a9, a10, a11, a12, a13, a14, a3);
        final long t9 = mix(a9, a10, a11, a12, a13, a14, a15, a4);
        final long t10 = mix(a10, a11, a12, a13, a14, a15, a0, a5);
        final long t11 = mix(a11, a12, a13, a14, a15, a0, a1, a6);
        final long t12 = mix(a12, a13, a14, a15, a0, a1, a2, a7);
        final long t13 = mix(a13, a14, a15, a0, a1, a2, a3, a8);
        final long t14 = mix(a14, a15, a0, a1, a2, a3, a4, a9);
        final long t15 = mix(a15, a0, a1, a2, a3, a4, a5, a10);
        s[o] = t0;
        s[o + 1] = t1;
        s[o + 2] = t2;
        s[o + 3] = t3;
        s[o + 4] = t4;
        s[o + 5] = t5;
        s[o + 6] = t6;
        s[o + 7] = t7;
        s[o + 8] = t8;
        s[o + 9] = t9;
        s[o + 10] = t10;
        s[o + 11] = t11;
        s[o + 12] = t12;
        s[o + 13] = t13;
        s[o + 14] = t14;
        s[o + 15] = t15;
    }

    /** A round of the 1024-bit state whose rows shift by 1 3 5 11 0 2 4 6 (the final version's Q). */
    private static void roundShifts135B0246(long[] s, int o, long[] k, int ko) {
        final long a0 = s[o] ^ k[ko];
        final long a1 = s[o + 1] ^ k[ko + 1];
        final long a2 = s[o + 2] ^ k[ko + 2];
        final long a3 = s[o + 3] ^ k[ko + 3];
        final long a4 = s[o + 4] ^ k[ko + 4];
        final long a5 = s[o + 5] ^ k[ko + 5];
        final long a6 = s[o + 6] ^ k[ko + 6];
        final long a7 = s[o + 7] ^ k[ko + 7];
        final long a8 = s[o + 8] ^ k[ko + 8];
        final long a9 = s[o + 9] ^ k[ko + 9];
        final long a10 = s[o + 10] ^ k[ko + 10];
        final long a11 = s[o + 11] ^ k[ko + 11];
        final long a12 = s[o + 12] ^ k[ko + 12];
        final long a13 = s[o + 13] ^ k[ko + 13];
        final long a14 = s[o + 14] ^ k[ko + 14];
        final long a15 = s[o + 15] ^ k[ko + 15];
        final long t0 = mix(a1, a3, a5, a11, a0, a2, a4, a6);
        final long t1 = mix(a2, a4, a6, a12, a1, a3, a5, a7);
        final long t2 = mix(a3, a5, a7, a13, a2, a4, a6, a8);
        final long t3 = mix(a4, a6, a8, a14, a3, a5, a7, a9);
        final long t4 = mix(a5, a7, a9, a15, a4, a6, a8, a10);
        final long t5 = mix(a6, a8, a10, a0, a5, a7, a9, a11);
        final long t6 = mix(a7, a9, a11, a1, a6, a8, a10, a12);
        final long t7 = mix(a8, a10, a12, a2, a7, a9, a11, a13);
        final long t8 = mix(a9, a11, a13, a3, a8, a10, a12, a14);
        final long t9 = mix(a10, a12, a14, a4, a9, a11, a13, a15);
        final long t10 = mix(a11, a13, a15, a5, a10, a12, a14, a0);
        final long t11 = mix(a12, a14, a0, a6, a11, a13, a15, a1);
        final long t12 = mix(a13, a15, a1, a7, a12, a14, a0, a2);
        final long t13 = mix(a14, a0, a2, a8, a13, a15, a1, a3);
        final long t14 = mix(a15, a1, a3, a9, a14, a0, a2, a4);
        final long t15 = mix(a0, a2, a4, a10, a15, a1, a3, a5);
        s[o] = t0;
        s[o + 1] = t1;
        s[o + 2] = t2;
        s[o + 3] = t3;
        s[o + 4] = t4;
        s[o + 5] = t5;
        s[o + 6] = t6;
        s[o + 7] = t7;
        s[o + 8] = t8;
        s[o + 9] = t9;
        s[o + 10] = t10;
        s[o + 11] = t11;
        s[o + 12] = t12;
        s[o + 13] = t13;
        s[o + 14] = t14;
        s[o + 15] = t15;
    }
}
