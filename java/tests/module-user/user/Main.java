// SPDX-License-Identifier: MIT OR Apache-2.0
package user;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.Provider;
import java.util.ServiceLoader;

/** On the module path: the provider through ServiceLoader, then Grøstl-256 of the fox. */
public final class Main {
    public static void main(String[] args) throws Exception {
        byte[] fox = "The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.US_ASCII);
        for (Provider p : ServiceLoader.load(Provider.class)) {
            if (p.getName().equals("Groestl")) {
                StringBuilder sb = new StringBuilder();
                for (byte b : MessageDigest.getInstance("GROESTL-256", p).digest(fox)) {
                    sb.append(String.format("%02x", b & 0xff));
                }
                String want = "8c7ad62eb26a21297bc39c2d7293b4bd4d3399fa8afab29e970471739e28b301";
                System.out.println((sb.toString().equals(want) ? "ok   " : "FAIL ") + "module path: GROESTL-256 " + sb);
                System.exit(sb.toString().equals(want) ? 0 : 1);
            }
        }
        System.out.println("FAIL module path: ServiceLoader found no provider named Groestl");
        System.exit(1);
    }
}
