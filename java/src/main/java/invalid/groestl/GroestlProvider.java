// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

import java.security.NoSuchAlgorithmException;
import java.security.Provider;

/**
 * The JCA provider "Groestl": MessageDigest algorithms GROESTL-224, GROESTL-256, GROESTL-384,
 * GROESTL-512 (the final version) and GROESTL0-224 .. GROESTL0-512 (Grøstl-0), all
 * constant-time, all Cloneable.
 *
 * <pre>{@code
 * Security.addProvider(new GroestlProvider());             // once, or list it in java.security
 * MessageDigest md = MessageDigest.getInstance("GROESTL-512", "Groestl");
 * }</pre>
 *
 * <p>The jar registers the provider for {@link java.util.ServiceLoader}
 * (META-INF/services/java.security.Provider), so a JDK that is configured to load it by name,
 * or code that iterates {@code ServiceLoader.load(Provider.class)}, finds it without naming the
 * class. The algorithm names are also registered with "GROESTL" spelt "Groestl" and without
 * the hyphen as aliases, e.g. "Groestl512".
 */
public final class GroestlProvider extends Provider {
    private static final long serialVersionUID = 1L;

    /** The provider's name, for {@code MessageDigest.getInstance(algorithm, NAME)}. */
    public static final String NAME = "Groestl";

    /** The standard digest sizes the provider names. */
    private static final int[] SIZES = {224, 256, 384, 512};

    /** A provider with every algorithm; JCA may create several, they are all alike. */
    @SuppressWarnings("deprecation") // Provider(String, double, String): Java 8 has no other
    public GroestlProvider() {
        super(NAME, 1.0, "Grøstl hash functions (final version and Grøstl-0), pure Java, constant-time");
        for (int bits : SIZES) {
            register(Groestl.Version.FINAL, bits);
            register(Groestl.Version.GROESTL0, bits);
        }
    }

    private void register(Groestl.Version version, int bits) {
        String name = new Groestl(bits, version, Groestl.Implementation.CONSTANT_TIME).getAlgorithm();
        String prefix = version == Groestl.Version.FINAL ? "Groestl" : "Groestl0";
        java.util.List<String> aliases = java.util.Arrays.asList(prefix + "-" + bits, prefix + bits);
        java.util.Map<String, String> attributes = new java.util.HashMap<>();
        attributes.put("ImplementedIn", "Software");
        putService(new DigestService(this, name, aliases, attributes, version, bits));
    }

    /** Creates the SPI directly (no reflection: the SPI class is not public). */
    private static final class DigestService extends Service {
        private final Groestl.Version version;
        private final int bits;

        DigestService(Provider provider, String algorithm, java.util.List<String> aliases,
                java.util.Map<String, String> attributes, Groestl.Version version, int bits) {
            super(provider, "MessageDigest", algorithm, GroestlMessageDigest.class.getName(), aliases,
                    attributes);
            this.version = version;
            this.bits = bits;
        }

        @Override
        public Object newInstance(Object constructorParameter) throws NoSuchAlgorithmException {
            if (constructorParameter != null) {
                throw new java.security.InvalidParameterException(
                        "MessageDigest takes no constructor parameter, got " + constructorParameter);
            }
            return new GroestlMessageDigest(new Groestl(bits, version, Groestl.Implementation.CONSTANT_TIME));
        }
    }
}
