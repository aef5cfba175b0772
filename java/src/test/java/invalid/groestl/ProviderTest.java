// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.Security;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.ServiceLoader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The JCA provider: by name, through ServiceLoader, every algorithm, clone, errors. */
class ProviderTest {
    static final String[] ALGORITHMS = {
        "GROESTL-224", "GROESTL-256", "GROESTL-384", "GROESTL-512",
        "GROESTL0-224", "GROESTL0-256", "GROESTL0-384", "GROESTL0-512",
    };

    @BeforeAll
    static void install() {
        if (Security.getProvider(GroestlProvider.NAME) == null) {
            Security.addProvider(new GroestlProvider());
        }
    }

    @Test
    void byNameMatchesTheVectorFiles() throws Exception {
        int checked = 0;
        for (Path file : KatFiles.all()) {
            if (KatFiles.isRepeated(file) || !file.getFileName().toString().startsWith("ShortMsgKAT")) {
                continue;
            }
            List<KatFiles.Vector> vectors = KatFiles.vectors(file);
            int bits = 8 * vectors.get(0).md.length;
            String name = (KatFiles.isGroestl0(file) ? "GROESTL0-" : "GROESTL-") + bits;
            MessageDigest md = MessageDigest.getInstance(name, GroestlProvider.NAME);
            assertEquals(bits / 8, md.getDigestLength());
            assertEquals(GroestlProvider.NAME, md.getProvider().getName());
            for (KatFiles.Vector v : vectors) {
                assertEquals(KatFiles.hex(v.md), KatFiles.hex(md.digest(v.msg)), name + " Len = " + v.bits);
                checked++;
            }
        }
        assertEquals(6 * 256, checked);
    }

    @Test
    void grostl512ByNameAndAliases() throws Exception {
        byte[] want = Groestl.hash(512, new byte[] {1, 2, 3});
        assertArrayEquals(want, MessageDigest.getInstance("GROESTL-512", "Groestl").digest(new byte[] {1, 2, 3}));
        assertArrayEquals(want, MessageDigest.getInstance("Groestl512").digest(new byte[] {1, 2, 3}));
        assertArrayEquals(want, MessageDigest.getInstance("groestl-512").digest(new byte[] {1, 2, 3}));
        assertArrayEquals(want, MessageDigest.getInstance("GROESTL-512", new GroestlProvider())
                .digest(new byte[] {1, 2, 3}));
    }

    @Test
    void foundThroughServiceLoader() throws Exception {
        List<Provider> found = new ArrayList<>();
        for (Provider p : ServiceLoader.load(Provider.class)) {
            if (p.getName().equals(GroestlProvider.NAME)) {
                found.add(p);
            }
        }
        assertEquals(1, found.size(), "META-INF/services/java.security.Provider should name the provider");
        for (String name : ALGORITHMS) {
            MessageDigest md = MessageDigest.getInstance(name, found.get(0));
            int bits = Integer.parseInt(name.substring(name.indexOf('-') + 1));
            Groestl.Version v = name.startsWith("GROESTL0") ? Groestl.Version.GROESTL0 : Groestl.Version.FINAL;
            byte[] want = new Groestl(bits, v, Groestl.Implementation.TABLES).update(new byte[200]).digest();
            assertArrayEquals(want, md.digest(new byte[200]), name);
        }
    }

    @Test
    void cloneMidMessageAndBuffers() throws Exception {
        Random r = TestSupport.random("provider clone");
        for (String name : ALGORITHMS) {
            MessageDigest md = MessageDigest.getInstance(name, GroestlProvider.NAME);
            byte[] a = new byte[TestSupport.randomLength(r)], b = new byte[TestSupport.randomLength(r)];
            r.nextBytes(a);
            r.nextBytes(b);
            md.update(a);
            MessageDigest copy = (MessageDigest) md.clone();
            ByteBuffer direct = ByteBuffer.allocateDirect(b.length);
            direct.put(b).flip();
            md.update(direct);
            assertEquals(0, direct.remaining());
            byte[] ab = new byte[a.length + b.length];
            System.arraycopy(a, 0, ab, 0, a.length);
            System.arraycopy(b, 0, ab, a.length, b.length);
            MessageDigest fresh = MessageDigest.getInstance(name, GroestlProvider.NAME);
            assertArrayEquals(fresh.digest(ab), md.digest(), name + TestSupport.seedNote());
            assertArrayEquals(fresh.digest(a), copy.digest(), name + " clone" + TestSupport.seedNote());
        }
    }

    @Test
    void errors() throws Exception {
        assertThrows(NoSuchAlgorithmException.class, () -> MessageDigest.getInstance("GROESTL-160", "Groestl"));
        MessageDigest md = MessageDigest.getInstance("GROESTL-256", "Groestl");
        DigestException e = assertThrows(DigestException.class, () -> md.digest(new byte[64], 0, 31));
        assertTrue(e.getMessage().contains("32"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> md.update(new byte[4], 3, 2));
        byte[] out = new byte[40];
        assertEquals(32, md.digest(out, 8, 32));
        assertArrayEquals(Groestl.hash(256, new byte[0]), java.util.Arrays.copyOfRange(out, 8, 40));
        md.update(new byte[5]);
        md.reset();
        assertArrayEquals(Groestl.hash(256, new byte[0]), md.digest());
    }
}
