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
 * r of the MixBytes matrix; ShiftBytes is the choice of source columns. The rounds themselves
 * are in {@link TableRounds}, one method per set of shifts, written out by
 * java/tools/table_rounds.py: each round reads one scratch array and writes the other, and adds
 * the next round's constant to its output (so a permutation adds round 0's to its input).
 */
final class TableEngine extends Engine {
    /** T[256 r + x]: S(x) times column r of MixBytes, row i in byte i. */
    static final long[] T = makeTable();

    /** Round i's constant in constantsP[i], column word j at [j]; one row of zeros at the end. */
    private final long[][] constantsP;
    private final long[][] constantsQ;
    /** The final version's Q shifts differ from P's; Grøstl-0's do not. */
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

    private long[][] makeRoundConstants(int perm) {
        long[][] k = new long[rounds + 1][16];
        for (int round = 0; round < rounds; round++) {
            for (int col = 0; col < columns; col++) {
                for (int row = 0; row < 8; row++) {
                    long v = Spec.constantByte(finalVersion, perm, row, col, round);
                    k[round][col] |= v << (8 * row);
                }
            }
        }
        return k;
    }

    /** Two arrays of 16 words: the rounds go from one to the other and back. */
    @Override
    long[][] newScratch() {
        return new long[2][16];
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
    void compress(long[] chain, long[] block, long[][] scratch) {
        int n = columns;
        long[] a = scratch[0];
        long[] p0 = constantsP[0];
        for (int i = 0; i < n; i++) {
            a[i] = chain[i] ^ block[i] ^ p0[i];
        }
        permute(scratch, constantsP, false);
        for (int i = 0; i < n; i++) {
            chain[i] ^= a[i];
        }
        long[] q0 = constantsQ[0];
        for (int i = 0; i < n; i++) {
            a[i] = block[i] ^ q0[i];
        }
        permute(scratch, constantsQ, !qShiftsLikeP);
        for (int i = 0; i < n; i++) {
            chain[i] ^= a[i];
        }
    }

    @Override
    void output(long[] chain, long[] columnWords, long[][] scratch) {
        int n = columns;
        long[] a = scratch[0];
        long[] p0 = constantsP[0];
        for (int i = 0; i < n; i++) {
            a[i] = chain[i] ^ p0[i];
        }
        permute(scratch, constantsP, false);
        for (int i = 0; i < n; i++) {
            columnWords[i] = chain[i] ^ a[i];
        }
    }

    /**
     * The rounds on scratch[0] (round 0's constant already added), two at a time: to
     * scratch[1] and back, so that the result is in scratch[0] (the round counts are even).
     * qShifts: the final version's Q shifts, else P's.
     */
    private void permute(long[][] scratch, long[][] k, boolean qShifts) {
        long[] a = scratch[0];
        long[] b = scratch[1];
        for (int round = 0; round < rounds; round += 2) {
            long[] k1 = k[round + 1];
            long[] k2 = k[round + 2];
            if (wide) {
                if (qShifts) {
                    TableRounds.roundShifts135B0246(a, b, k1);
                    TableRounds.roundShifts135B0246(b, a, k2);
                } else {
                    TableRounds.roundShifts0123456B(a, b, k1);
                    TableRounds.roundShifts0123456B(b, a, k2);
                }
            } else if (qShifts) {
                TableRounds.roundShifts13570246(a, b, k1);
                TableRounds.roundShifts13570246(b, a, k2);
            } else {
                TableRounds.roundShifts01234567(a, b, k1);
                TableRounds.roundShifts01234567(b, a, k2);
            }
        }
    }
}
