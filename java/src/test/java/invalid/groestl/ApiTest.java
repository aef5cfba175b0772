// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** The plain API: the strings of kat/README.md, clone mid-message, buffers, and every error. */
class ApiTest {
    private static final byte[] FOX = "The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.US_ASCII);

    @Test
    void readmeStrings() {
        assertEquals("1a52d11d550039be16107f9c58db9ebcc417f16f736adb2502567119f0083467",
                KatFiles.hex(Groestl.hash(256, new byte[0])));
        assertEquals("8c7ad62eb26a21297bc39c2d7293b4bd4d3399fa8afab29e970471739e28b301",
                KatFiles.hex(Groestl.hash(256, FOX)));
        assertEquals("8c7ad62eb26a21297bc39c2d7293b4bd4d3399fa8afab29e970471739e28b301",
                KatFiles.hex(Groestl.hash(256, ByteBuffer.wrap(FOX))));
        assertEquals("6c462dc6861c19dbc6fa818f3da84bccf6eab703db10a9781eec6633ea9e8b7b",
                KatFiles.hex(Groestl.groestl0Hash(256, new byte[0])));
    }

    @Test
    void cloneMidMessageGoesOnAlone() {
        Random r = TestSupport.random("clone");
        for (Groestl.Implementation impl : Groestl.Implementation.values()) {
            for (int bits : new int[] {8, 224, 256, 264, 384, 512}) {
                byte[] a = new byte[TestSupport.randomLength(r)];
                byte[] b = new byte[TestSupport.randomLength(r)];
                byte[] c = new byte[TestSupport.randomLength(r)];
                r.nextBytes(a);
                r.nextBytes(b);
                r.nextBytes(c);
                Groestl g = new Groestl(bits, Groestl.Version.FINAL, impl).update(a);
                Groestl copy = g.copy();
                Groestl clone = g.clone();
                assertNotSame(g, copy);
                g.update(b);
                copy.update(c);
                byte[] ab = concat(a, b), ac = concat(a, c);
                assertArrayEquals(Groestl.hash(bits, ab), g.digest(), "original" + TestSupport.seedNote());
                assertArrayEquals(Groestl.hash(bits, ac), copy.digest(), "copy" + TestSupport.seedNote());
                assertArrayEquals(Groestl.hash(bits, a), clone.digest(), "clone" + TestSupport.seedNote());
            }
        }
    }

    @Test
    void digestIntoArrayAndReset() {
        Groestl g = new Groestl(384);
        byte[] out = new byte[60];
        assertEquals(48, g.update(FOX).digest(out, 7));
        byte[] want = Groestl.hash(384, FOX);
        for (int i = 0; i < 48; i++) {
            assertEquals(want[i], out[7 + i]);
        }
        assertEquals(0, out[6]);
        assertEquals(0, out[55]);
        g.update(new byte[1000]).reset();
        assertArrayEquals(Groestl.hash(384, FOX), g.update(FOX).digest());
    }

    @Test
    void bufferPositionMovesToLimit() {
        ByteBuffer heap = ByteBuffer.wrap(new byte[300]);
        heap.position(10).limit(290);
        ByteBuffer direct = ByteBuffer.allocateDirect(300);
        direct.position(10).limit(290);
        byte[] want = Groestl.hash(512, new byte[280]);
        assertArrayEquals(want, new Groestl(512).update(heap).digest());
        assertArrayEquals(want, new Groestl(512).update(direct).digest());
        assertEquals(290, heap.position());
        assertEquals(290, direct.position());
        assertEquals(290, direct.limit());
    }

    @Test
    void accessors() {
        Groestl g = new Groestl(160, Groestl.Version.GROESTL0, Groestl.Implementation.TABLES);
        assertEquals(160, g.getDigestBits());
        assertEquals(20, g.getDigestLength());
        assertEquals(64, g.getBlockLength());
        assertEquals(128, new Groestl(264).getBlockLength());
        assertEquals(Groestl.Version.GROESTL0, g.getVersion());
        assertEquals(Groestl.Implementation.TABLES, g.getImplementation());
        assertEquals("GROESTL0-160", g.getAlgorithm());
        assertEquals("GROESTL-512", new Groestl(512).getAlgorithm());
        assertEquals(Groestl.Implementation.CONSTANT_TIME, new Groestl(512).getImplementation());
    }

    // ---- Errors --------------------------------------------------------------------------------

    private static void throwsNamed(Class<? extends Throwable> type, String words, Executable call) {
        Throwable t = assertThrows(type, call);
        assertTrue(t.getMessage() != null && t.getMessage().contains(words),
                "message '" + t.getMessage() + "' should contain '" + words + "'");
    }

    @Test
    void badDigestSizes() {
        for (int bits : new int[] {0, -8, 7, 9, 257, 511, 520, 1024, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
            throwsNamed(IllegalArgumentException.class, "digestBits", () -> new Groestl(bits));
            throwsNamed(IllegalArgumentException.class, "digestBits", () -> Groestl.hash(bits, new byte[1]));
            throwsNamed(IllegalArgumentException.class, "digestBits", () -> Groestl.groestl0Hash(bits, new byte[1]));
            throwsNamed(IllegalArgumentException.class, "digestBits", () -> new Groestl(bits, Groestl.Version.FINAL,
                    Groestl.Implementation.TABLES));
        }
    }

    @Test
    void nullArgumentsAreNamed() {
        Groestl g = new Groestl(256);
        throwsNamed(NullPointerException.class, "input", () -> Groestl.hash(256, (byte[]) null));
        throwsNamed(NullPointerException.class, "input", () -> Groestl.hash(256, (ByteBuffer) null));
        throwsNamed(NullPointerException.class, "input", () -> Groestl.groestl0Hash(256, null));
        throwsNamed(NullPointerException.class, "input", () -> Groestl.groestlcoinHash(null));
        throwsNamed(NullPointerException.class, "input", () -> Groestl.groestlcoinHash(null, 0, 0));
        throwsNamed(NullPointerException.class, "implementation",
                () -> Groestl.groestlcoinHash(new byte[1], 0, 1, null));
        throwsNamed(NullPointerException.class, "input", () -> g.update((byte[]) null));
        throwsNamed(NullPointerException.class, "input", () -> g.update(null, 0, 0));
        throwsNamed(NullPointerException.class, "input", () -> g.update((ByteBuffer) null));
        throwsNamed(NullPointerException.class, "input", () -> g.updateBits(null, 0));
        throwsNamed(NullPointerException.class, "output", () -> g.digest(null, 0));
        throwsNamed(NullPointerException.class, "version", () -> new Groestl(256, null, Groestl.Implementation.TABLES));
        throwsNamed(NullPointerException.class, "implementation", () -> new Groestl(256, Groestl.Version.FINAL, null));
        // Nothing was hashed by the failed calls.
        assertArrayEquals(Groestl.hash(256, FOX), g.update(FOX).digest());
    }

    @Test
    void rangesOutsideArrays() {
        Groestl g = new Groestl(256);
        byte[] ten = new byte[10];
        int[][] bad = {{-1, 1}, {0, -1}, {0, 11}, {5, 6}, {11, 0}, {Integer.MAX_VALUE, 1}, {1, Integer.MAX_VALUE}};
        for (int[] b : bad) {
            throwsNamed(IndexOutOfBoundsException.class, "input", () -> g.update(ten, b[0], b[1]));
            throwsNamed(IndexOutOfBoundsException.class, "input", () -> Groestl.groestlcoinHash(ten, b[0], b[1]));
        }
        throwsNamed(IndexOutOfBoundsException.class, "output", () -> g.digest(new byte[31], 0));
        throwsNamed(IndexOutOfBoundsException.class, "output", () -> g.digest(new byte[40], 9));
        throwsNamed(IndexOutOfBoundsException.class, "output", () -> g.digest(new byte[40], -1));
        throwsNamed(IndexOutOfBoundsException.class, "bitLength", () -> g.updateBits(ten, 81));
        throwsNamed(IndexOutOfBoundsException.class, "bitLength", () -> g.updateBits(ten, -1));
        // The rejected calls changed nothing; an empty range is fine.
        g.update(ten, 10, 0);
        assertArrayEquals(Groestl.hash(256, FOX), g.update(FOX).digest());
    }

    @Test
    void partialByteEndsTheMessage() {
        Groestl g = new Groestl(256);
        g.updateBits(new byte[] {(byte) 0xff}, 3);
        throwsNamed(IllegalStateException.class, "partial byte", () -> g.update((byte) 1));
        throwsNamed(IllegalStateException.class, "partial byte", () -> g.update(new byte[1]));
        throwsNamed(IllegalStateException.class, "partial byte", () -> g.update(new byte[0], 0, 0));
        throwsNamed(IllegalStateException.class, "partial byte", () -> g.update(ByteBuffer.allocate(1)));
        throwsNamed(IllegalStateException.class, "partial byte", () -> g.updateBits(new byte[1], 8));
        // Still the 3-bit message: the low bits of the partial byte do not count.
        byte[] want = new Groestl(256).updateBits(new byte[] {(byte) 0xe0}, 3).digest();
        assertArrayEquals(want, g.digest());
        // digest reset it: whole bytes again.
        assertArrayEquals(Groestl.hash(256, FOX), g.update(FOX).digest());
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = new byte[a.length + b.length];
        System.arraycopy(a, 0, c, 0, a.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
