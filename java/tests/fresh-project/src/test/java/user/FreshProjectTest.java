// SPDX-License-Identifier: MIT OR Apache-2.0
package user;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import invalid.groestl.Groestl;
import invalid.groestl.GroestlProvider;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.Provider;
import java.security.Security;
import java.util.ServiceLoader;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;

/** What a user does with the jar from the local repository (kat/README.md's strings). */
class FreshProjectTest {
    private static final byte[] FOX = "The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.US_ASCII);
    private static final String FOX_256 = "8c7ad62eb26a21297bc39c2d7293b4bd4d3399fa8afab29e970471739e28b301";

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x & 0xff));
        }
        return sb.toString();
    }

    @Test
    void theJarComesFromTheLocalRepositoryWithItsModuleName() throws Exception {
        File jar = new File(Groestl.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        assertTrue(jar.getPath().replace(File.separatorChar, '/').contains("invalid/groestl/groestl/"), jar.getPath());
        assertTrue(jar.getName().endsWith(".jar"), jar.getPath());
        try (JarFile j = new JarFile(jar)) {
            assertEquals("invalid.groestl", j.getManifest().getMainAttributes().getValue("Automatic-Module-Name"));
        }
    }

    @Test
    void plainApi() {
        assertEquals(FOX_256, hex(Groestl.hash(256, FOX)));
        assertEquals(FOX_256, hex(new Groestl(256).update(FOX, 0, 10).update(FOX, 10, FOX.length - 10).digest()));
        assertEquals(32, Groestl.groestlcoinHash(new byte[80]).length);
    }

    @Test
    void providerByNameAndThroughServiceLoader() throws Exception {
        Security.addProvider(new GroestlProvider());
        assertEquals(FOX_256, hex(MessageDigest.getInstance("GROESTL-256", "Groestl").digest(FOX)));
        Provider found = null;
        for (Provider p : ServiceLoader.load(Provider.class)) {
            if (p.getName().equals("Groestl")) {
                found = p;
            }
        }
        assertTrue(found != null, "ServiceLoader finds the provider");
        MessageDigest md = MessageDigest.getInstance("GROESTL-512", found);
        md.update(FOX, 0, 4);
        MessageDigest copy = (MessageDigest) md.clone();
        md.update(FOX, 4, FOX.length - 4);
        assertArrayEquals(Groestl.hash(512, FOX), md.digest());
        copy.update(FOX, 4, FOX.length - 4);
        assertArrayEquals(Groestl.hash(512, FOX), copy.digest());
    }
}
