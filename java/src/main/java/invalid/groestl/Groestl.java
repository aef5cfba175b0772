// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * The Grøstl hash function: the final version (Grøstl-224, -256, -384, -512) and Grøstl-0 (the
 * version before the January 2011 tweak), with any digest size from 8 to 512 bits in steps of
 * 8, one-shot and streaming.
 *
 * <pre>{@code
 * byte[] d = Groestl.hash(256, message);              // Grøstl-256, one shot
 * byte[] e = new Groestl(512).update(part1).update(part2).digest();
 * byte[] id = Groestl.groestlcoinHash(header);        // Groestlcoin's block and transaction hash
 * }</pre>
 *
 * <p>By default every digest runs the constant-time implementation: no table look-up or branch
 * depends on the message or the chaining value. {@link Implementation#TABLES} is faster and is
 * for public data only.
 *
 * <p>An instance is a message in progress and is not safe for use by several threads at once;
 * give each thread its own (or a {@link #copy()}). The static methods are safe from any
 * thread. {@link #digest()} returns the digest and resets the instance for the next message.
 * Buffers passed in are read during the call only and never kept.
 *
 * <p>Errors: a null argument throws {@link NullPointerException} naming it, a digest size that
 * is not a multiple of 8 from 8 to 512 {@link IllegalArgumentException}, an offset and length
 * outside an array {@link IndexOutOfBoundsException}.
 */
public final class Groestl implements Cloneable {
    /** The smallest digest size, in bits. */
    public static final int MIN_DIGEST_BITS = 8;
    /** The largest digest size, in bits. */
    public static final int MAX_DIGEST_BITS = 512;

    /** Which Grøstl. */
    public enum Version {
        /** The final version of the SHA-3 competition (January 2011). */
        FINAL,
        /** Grøstl-0, the version submitted in 2008: other round constants and Q shifts. */
        GROESTL0
    }

    /** How the permutations are computed; both give the same digests. */
    public enum Implementation {
        /**
         * Bit-sliced on longs: no table look-up or branch depends on the data. The default, and
         * the one for secrets (keys, passwords, anything an attacker on the same machine must
         * not learn from cache timing).
         */
        CONSTANT_TIME,
        /**
         * Look-up tables indexed by state bytes: faster, and leaks through the cache which entries
         * it reads. For public data only (block headers, transactions, file checksums).
         */
        TABLES
    }

    private static final class ConstantTimeEngines {
        static final Engine[] ENGINES = {
            new BitslicedEngine(false, true), new BitslicedEngine(true, true),
            new BitslicedEngine(false, false), new BitslicedEngine(true, false),
        };
    }

    private static final class TableEngines {
        static final Engine[] ENGINES = {
            new TableEngine(false, true), new TableEngine(true, true),
            new TableEngine(false, false), new TableEngine(true, false),
        };
    }

    private final int digestBits;
    private final Version version;
    private final Implementation implementation;
    private final Engine engine;
    private final int blockBytes;

    // Mutable state, none of it shared: clone() copies each array.
    private long[] chain;
    private long[] words;
    private long[][] scratch;
    private byte[] buffer;
    private int buffered;
    /** Blocks compressed so far; unsigned (2^64 blocks are more than any JVM can hash). */
    private long blocks;
    /** Bits of the last, partial byte given to updateBits (0: none, updates allowed). */
    private int partialBits;

    /**
     * A Grøstl digest of the final version, constant-time.
     *
     * @param digestBits the digest size in bits: 224, 256, 384, 512 or any multiple of 8 from 8
     *                   to 512
     * @throws IllegalArgumentException if digestBits is not one of those
     */
    public Groestl(int digestBits) {
        this(digestBits, Version.FINAL, Implementation.CONSTANT_TIME);
    }

    /**
     * A Grøstl digest of the given version and implementation.
     *
     * @param digestBits     the digest size in bits: a multiple of 8 from 8 to 512
     * @param version        {@link Version#FINAL} or {@link Version#GROESTL0}
     * @param implementation {@link Implementation#CONSTANT_TIME} or {@link Implementation#TABLES}
     * @throws IllegalArgumentException if digestBits is not a multiple of 8 from 8 to 512
     * @throws NullPointerException     if version or implementation is null
     */
    public Groestl(int digestBits, Version version, Implementation implementation) {
        checkDigestBits(digestBits);
        this.version = requireNonNull(version, "version");
        this.implementation = requireNonNull(implementation, "implementation");
        this.digestBits = digestBits;
        int index = (digestBits > 256 ? 1 : 0) | (version == Version.GROESTL0 ? 2 : 0);
        this.engine = implementation == Implementation.TABLES
                ? TableEngines.ENGINES[index] : ConstantTimeEngines.ENGINES[index];
        this.blockBytes = engine.blockBytes();
        this.chain = new long[16];
        this.words = new long[16];
        this.scratch = engine.newScratch();
        this.buffer = new byte[blockBytes];
        reset();
    }

    // ---- One shot ------------------------------------------------------------------------------

    /**
     * Grøstl (final version) of a whole message, constant-time.
     *
     * @param digestBits a multiple of 8 from 8 to 512 (224, 256, 384, 512 are the standard ones)
     * @param input      the message
     * @return the digest, digestBits / 8 bytes
     * @throws IllegalArgumentException if digestBits is not a multiple of 8 from 8 to 512
     * @throws NullPointerException     if input is null
     */
    public static byte[] hash(int digestBits, byte[] input) {
        requireNonNull(input, "input");
        return new Groestl(digestBits).update(input, 0, input.length).digest();
    }

    /**
     * Grøstl (final version) of the remaining bytes of a buffer, constant-time. The buffer's
     * position moves to its limit.
     *
     * @param digestBits a multiple of 8 from 8 to 512
     * @param input      the message: its bytes from position to limit, heap or direct
     * @return the digest, digestBits / 8 bytes
     * @throws IllegalArgumentException if digestBits is not a multiple of 8 from 8 to 512
     * @throws NullPointerException     if input is null
     */
    public static byte[] hash(int digestBits, ByteBuffer input) {
        requireNonNull(input, "input");
        return new Groestl(digestBits).update(input).digest();
    }

    /**
     * Grøstl-0 of a whole message, constant-time.
     *
     * @param digestBits a multiple of 8 from 8 to 512
     * @param input      the message
     * @return the digest, digestBits / 8 bytes
     * @throws IllegalArgumentException if digestBits is not a multiple of 8 from 8 to 512
     * @throws NullPointerException     if input is null
     */
    public static byte[] groestl0Hash(int digestBits, byte[] input) {
        requireNonNull(input, "input");
        return new Groestl(digestBits, Version.GROESTL0, Implementation.CONSTANT_TIME)
                .update(input, 0, input.length).digest();
    }

    /**
     * Groestlcoin's hash: the first 32 bytes of Grøstl-512(Grøstl-512(input)), constant-time.
     * (Not Grøstl-256, which has its own initial value and keeps the last bytes.)
     *
     * @param input the message, e.g. an 80-byte block header
     * @return 32 bytes, in the order Grøstl-512 gives them (block explorers print them reversed)
     * @throws NullPointerException if input is null
     */
    public static byte[] groestlcoinHash(byte[] input) {
        requireNonNull(input, "input");
        return groestlcoinHash(input, 0, input.length);
    }

    /**
     * Groestlcoin's hash of input[offset..offset + length), constant-time.
     *
     * @param input  the array that holds the message
     * @param offset where the message starts
     * @param length its length in bytes
     * @return 32 bytes: the first half of Grøstl-512(Grøstl-512(message))
     * @throws NullPointerException      if input is null
     * @throws IndexOutOfBoundsException if offset and length are not within input
     */
    public static byte[] groestlcoinHash(byte[] input, int offset, int length) {
        return groestlcoinHash(input, offset, length, Implementation.CONSTANT_TIME);
    }

    /**
     * Groestlcoin's hash of input[offset..offset + length) in the given implementation:
     * {@link Implementation#TABLES} is faster and fits public data such as block headers and
     * transactions.
     *
     * @param input          the array that holds the message
     * @param offset         where the message starts
     * @param length         its length in bytes
     * @param implementation {@link Implementation#CONSTANT_TIME} or {@link Implementation#TABLES}
     * @return 32 bytes: the first half of Grøstl-512(Grøstl-512(message))
     * @throws NullPointerException      if input or implementation is null
     * @throws IndexOutOfBoundsException if offset and length are not within input
     */
    public static byte[] groestlcoinHash(byte[] input, int offset, int length, Implementation implementation) {
        requireNonNull(input, "input");
        Groestl g = new Groestl(512, Version.FINAL, implementation);
        g.update(input, offset, length);
        byte[] inner = new byte[64];
        g.digest(inner, 0);
        g.update(inner, 0, 64);
        g.digest(inner, 0);
        return Arrays.copyOf(inner, 32);
    }

    // ---- Streaming -----------------------------------------------------------------------------

    /**
     * Adds one byte to the message.
     *
     * @param input the byte
     * @return this digest
     * @throws IllegalStateException after {@link #updateBits}, until the next digest or reset
     */
    public Groestl update(byte input) {
        checkWhole();
        buffer[buffered++] = input;
        if (buffered == blockBytes) {
            compress(buffer, 0);
            buffered = 0;
        }
        return this;
    }

    /**
     * Adds bytes to the message.
     *
     * @param input the bytes
     * @return this digest
     * @throws NullPointerException  if input is null
     * @throws IllegalStateException after {@link #updateBits}, until the next digest or reset
     */
    public Groestl update(byte[] input) {
        requireNonNull(input, "input");
        return update(input, 0, input.length);
    }

    /**
     * Adds input[offset..offset + length) to the message.
     *
     * @param input  the array that holds the bytes
     * @param offset where they start
     * @param length how many
     * @return this digest
     * @throws NullPointerException      if input is null
     * @throws IndexOutOfBoundsException if offset and length are not within input
     * @throws IllegalStateException     after {@link #updateBits}, until the next digest or reset
     */
    public Groestl update(byte[] input, int offset, int length) {
        requireNonNull(input, "input");
        checkRange(input.length, offset, length, "input");
        checkWhole();
        if (buffered != 0) {
            int take = Math.min(length, blockBytes - buffered);
            System.arraycopy(input, offset, buffer, buffered, take);
            buffered += take;
            offset += take;
            length -= take;
            if (buffered < blockBytes) {
                return this;
            }
            compress(buffer, 0);
            buffered = 0;
        }
        while (length >= blockBytes) {
            compress(input, offset);
            offset += blockBytes;
            length -= blockBytes;
        }
        System.arraycopy(input, offset, buffer, 0, length);
        buffered = length;
        return this;
    }

    /**
     * Adds the remaining bytes of a buffer (position to limit) to the message and moves its
     * position to the limit. Heap buffers are read in their array, direct ones through their
     * own long reads; neither is copied, apart from less than a block at either end.
     *
     * @param input the bytes, heap or direct, any byte order
     * @return this digest
     * @throws NullPointerException  if input is null
     * @throws IllegalStateException after {@link #updateBits}, until the next digest or reset
     */
    public Groestl update(ByteBuffer input) {
        requireNonNull(input, "input");
        checkWhole();
        int position = input.position();
        int limit = input.limit();
        if (input.hasArray()) {
            update(input.array(), input.arrayOffset() + position, limit - position);
            input.position(limit);
            return this;
        }
        while (buffered != 0 && position < limit) {
            buffer[buffered++] = input.get(position++);
            if (buffered == blockBytes) {
                compress(buffer, 0);
                buffered = 0;
            }
        }
        if (limit - position >= blockBytes) {
            boolean bigEndian = Words.isBigEndian(input);
            int n = engine.columns;
            while (limit - position >= blockBytes) {
                Words.load(input, position, bigEndian, words, n);
                engine.compress(chain, words, scratch);
                blocks++;
                position += blockBytes;
            }
        }
        while (position < limit) {
            buffer[buffered++] = input.get(position++);
        }
        input.position(limit);
        return this;
    }

    /**
     * Adds the first bitLength bits of input to the message: whole bytes, then, if bitLength is
     * not a multiple of 8, the bitLength % 8 most significant bits of one more byte (as the NIST
     * API of the SHA-3 competition does). After a partial byte the message must end: the next
     * call must be a digest or reset.
     *
     * @param input     the bits
     * @param bitLength how many bits of input, at most 8 * input.length
     * @return this digest
     * @throws NullPointerException      if input is null
     * @throws IndexOutOfBoundsException if bitLength is negative or over 8 * input.length
     * @throws IllegalStateException     after a partial byte, until the next digest or reset
     */
    public Groestl updateBits(byte[] input, long bitLength) {
        requireNonNull(input, "input");
        if (bitLength < 0 || bitLength > 8L * input.length) {
            throw new IndexOutOfBoundsException("bitLength " + bitLength + " is outside 0.."
                    + 8L * input.length + " (the bits of input)");
        }
        checkWhole();
        int whole = (int) (bitLength >>> 3);
        int tail = (int) (bitLength & 7);
        update(input, 0, whole);
        if (tail != 0) {
            buffer[buffered] = (byte) (input[whole] & (0xff00 >>> tail));
            partialBits = tail;
        }
        return this;
    }

    /**
     * Pads, finishes and returns the digest; then resets this instance for a new message.
     *
     * @return digestBits / 8 bytes
     */
    public byte[] digest() {
        byte[] out = new byte[digestBits / 8];
        finish(out, 0);
        return out;
    }

    /**
     * Pads, finishes and writes the digest to output[offset..]; then resets this instance.
     *
     * @param output the array to write to
     * @param offset where the digest starts
     * @return the digest's length in bytes, {@link #getDigestLength()}
     * @throws NullPointerException      if output is null
     * @throws IndexOutOfBoundsException if the digest does not fit at offset
     */
    public int digest(byte[] output, int offset) {
        requireNonNull(output, "output");
        checkRange(output.length, offset, digestBits / 8, "output");
        finish(output, offset);
        return digestBits / 8;
    }

    /** Forgets the message so far: this instance is as new. */
    public void reset() {
        engine.initialChain(digestBits, chain, words);
        Arrays.fill(words, 0L);
        for (long[] s : scratch) {
            Arrays.fill(s, 0L);
        }
        Arrays.fill(buffer, (byte) 0);
        buffered = 0;
        blocks = 0;
        partialBits = 0;
    }

    /**
     * An independent copy of this digest and its message so far: both can go on alone.
     *
     * @return the copy
     */
    public Groestl copy() {
        return clone();
    }

    /**
     * The same as {@link #copy()}.
     *
     * @return an independent copy
     */
    @Override
    public Groestl clone() {
        try {
            Groestl c = (Groestl) super.clone();
            c.chain = chain.clone();
            c.words = words.clone();
            c.scratch = scratch.clone();
            for (int i = 0; i < scratch.length; i++) {
                c.scratch[i] = scratch[i].clone();
            }
            c.buffer = buffer.clone();
            return c;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * The digest size.
     *
     * @return in bits
     */
    public int getDigestBits() {
        return digestBits;
    }

    /**
     * The digest size.
     *
     * @return in bytes
     */
    public int getDigestLength() {
        return digestBits / 8;
    }

    /**
     * The block size of the compression function: 64 bytes for digests up to 256 bits, 128
     * above.
     *
     * @return in bytes
     */
    public int getBlockLength() {
        return blockBytes;
    }

    /**
     * Which Grøstl.
     *
     * @return the version given at construction
     */
    public Version getVersion() {
        return version;
    }

    /**
     * How the permutations are computed.
     *
     * @return the implementation given at construction
     */
    public Implementation getImplementation() {
        return implementation;
    }

    /**
     * The algorithm's name as the provider gives it.
     *
     * @return e.g. "GROESTL-256", "GROESTL0-512", "GROESTL-160"
     */
    public String getAlgorithm() {
        return (version == Version.GROESTL0 ? "GROESTL0-" : "GROESTL-") + digestBits;
    }

    @Override
    public String toString() {
        return getAlgorithm() + " (" + implementation + ")";
    }

    // ---- Inside ------------------------------------------------------------------------------

    private void compress(byte[] source, int offset) {
        Words.load(source, offset, words, engine.columns);
        engine.compress(chain, words, scratch);
        blocks++;
    }

    /**
     * Padding: a '1' bit right after the message, zeros, and the number of blocks (the padding's
     * included) as a 64-bit big-endian number; then the output transformation, whose last
     * digestBits / 8 bytes are the digest.
     */
    private void finish(byte[] out, int offset) {
        int used = buffered;
        int padBlocks = 8 * used + partialBits + 1 + 64 <= 8 * blockBytes ? 1 : 2;
        if (partialBits != 0) {
            buffer[used] |= (byte) (0x80 >>> partialBits);
        } else {
            buffer[used] = (byte) 0x80;
        }
        used++;
        if (padBlocks == 2) {
            Arrays.fill(buffer, used, blockBytes, (byte) 0);
            compress(buffer, 0);
            used = 0;
        }
        Arrays.fill(buffer, used, blockBytes - 8, (byte) 0);
        long count = blocks + 1;
        for (int i = 0; i < 8; i++) {
            buffer[blockBytes - 1 - i] = (byte) (count >>> (8 * i));
        }
        compress(buffer, 0);
        engine.output(chain, words, scratch);
        Words.store(words, blockBytes - digestBits / 8, blockBytes, out, offset);
        reset();
    }

    private void checkWhole() {
        if (partialBits != 0) {
            throw new IllegalStateException("the message ended with a partial byte (updateBits): "
                    + "digest or reset comes next");
        }
    }

    static void checkDigestBits(int digestBits) {
        if (digestBits < MIN_DIGEST_BITS || digestBits > MAX_DIGEST_BITS || digestBits % 8 != 0) {
            throw new IllegalArgumentException("digestBits must be a multiple of 8 from 8 to 512, not "
                    + digestBits);
        }
    }

    static void checkRange(int size, int offset, int length, String name) {
        if (offset < 0 || length < 0 || offset > size - length) {
            throw new IndexOutOfBoundsException("offset " + offset + " and length " + length
                    + " are outside " + name + " (length " + size + ")");
        }
    }

    static <T> T requireNonNull(T value, String name) {
        if (value == null) {
            throw new NullPointerException(name + " is null");
        }
        return value;
    }
}
