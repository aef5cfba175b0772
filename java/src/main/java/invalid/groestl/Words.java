// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Bytes to and from column words: the state's byte string has byte k at row k % 8, column
 * k / 8, and column c is the little-endian long of bytes 8c..8c+7 (row r in bits 8r..8r+7).
 * Both engines take blocks in this form. No branch or index depends on the bytes' values
 * (ConstantTimeTest reads this class's bytecode).
 */
final class Words {
    private Words() {
    }

    /** n words from bytes[off..off + 8n). */
    static void load(byte[] bytes, int off, long[] words, int n) {
        for (int c = 0; c < n; c++) {
            int i = off + 8 * c;
            words[c] = (bytes[i] & 0xffL)
                    | (bytes[i + 1] & 0xffL) << 8
                    | (bytes[i + 2] & 0xffL) << 16
                    | (bytes[i + 3] & 0xffL) << 24
                    | (bytes[i + 4] & 0xffL) << 32
                    | (bytes[i + 5] & 0xffL) << 40
                    | (bytes[i + 6] & 0xffL) << 48
                    | (long) bytes[i + 7] << 56;
        }
    }

    /**
     * n words from buffer[index..index + 8n), absolute reads (position untouched): through
     * the buffer's own long reads, which read direct memory with no copy. bigEndian: the
     * buffer's order (read once by the caller), so that each word is byte-swapped to ours.
     */
    static void load(ByteBuffer buffer, int index, boolean bigEndian, long[] words, int n) {
        if (bigEndian) {
            for (int c = 0; c < n; c++) {
                words[c] = Long.reverseBytes(buffer.getLong(index + 8 * c));
            }
        } else {
            for (int c = 0; c < n; c++) {
                words[c] = buffer.getLong(index + 8 * c);
            }
        }
    }

    static boolean isBigEndian(ByteBuffer buffer) {
        return buffer.order() == ByteOrder.BIG_ENDIAN;
    }

    /** Bytes [from, to) of the byte string of words into out[off..]. */
    static void store(long[] words, int from, int to, byte[] out, int off) {
        for (int k = from; k < to; k++) {
            out[off + k - from] = (byte) (words[k >>> 3] >>> (8 * (k & 7)));
        }
    }
}
