// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

/**
 * The permutations of one variant (state width and version) in one implementation: the
 * compression function f(h, m) = P(h ^ m) ^ Q(m) ^ h and the output transformation
 * P(h) ^ h. Engines are immutable and shared by all digests; a digest's mutable state (the
 * chaining value, in the engine's own representation, and scratch words) is in arrays the
 * digest owns and passes in, so that no call allocates.
 */
abstract class Engine {
    /** Final version's constants (false: Grøstl-0's). */
    final boolean finalVersion;
    /** 1024-bit state (digests over 256 bits), else 512-bit. */
    final boolean wide;
    /** Columns of the state: 8 or 16; also the words of a block. */
    final int columns;
    final int rounds;

    Engine(boolean wide, boolean finalVersion) {
        this.wide = wide;
        this.finalVersion = finalVersion;
        this.columns = wide ? 16 : 8;
        this.rounds = wide ? 14 : 10;
    }

    /** The block size in bytes. */
    final int blockBytes() {
        return 8 * columns;
    }

    /**
     * The scratch arrays a digest passes to every call (the engine's working state, owned by the
     * digest so that engines stay shared and immutable).
     */
    abstract long[][] newScratch();

    /** The chaining value h (columns words) from column words, and back. */
    abstract void chainFromColumns(long[] columnWords, long[] chain);

    abstract void chainToColumns(long[] chain, long[] columnWords);

    /**
     * h = f(h, m) for the block m (column words; the engine may overwrite them).
     */
    abstract void compress(long[] chain, long[] block, long[][] scratch);

    /** The output transformation: columnWords = P(h) ^ h as column words. */
    abstract void output(long[] chain, long[] columnWords, long[][] scratch);

    /** The initial chaining value, as column words: the digest size, big-endian, last. */
    final void initialChain(int digestBits, long[] chain, long[] columnWords) {
        java.util.Arrays.fill(columnWords, 0, columns, 0L);
        columnWords[columns - 1] = (long) (digestBits >>> 8) << 48 | (long) (digestBits & 0xff) << 56;
        chainFromColumns(columnWords, chain);
    }
}
