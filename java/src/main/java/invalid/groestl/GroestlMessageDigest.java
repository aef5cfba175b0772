// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

import java.nio.ByteBuffer;
import java.security.DigestException;
import java.security.MessageDigestSpi;

/** The provider's MessageDigestSpi: a {@link Groestl} behind JCA's calls. Cloneable. */
final class GroestlMessageDigest extends MessageDigestSpi implements Cloneable {
    private Groestl groestl;

    GroestlMessageDigest(Groestl groestl) {
        this.groestl = groestl;
    }

    @Override
    protected int engineGetDigestLength() {
        return groestl.getDigestLength();
    }

    @Override
    protected void engineUpdate(byte input) {
        groestl.update(input);
    }

    @Override
    protected void engineUpdate(byte[] input, int offset, int len) {
        groestl.update(input, offset, len);
    }

    /** Direct buffers are read in place (MessageDigestSpi's own would copy them). */
    @Override
    protected void engineUpdate(ByteBuffer input) {
        groestl.update(input);
    }

    @Override
    protected byte[] engineDigest() {
        return groestl.digest();
    }

    @Override
    protected int engineDigest(byte[] buf, int offset, int len) throws DigestException {
        int n = groestl.getDigestLength();
        if (len < n) {
            throw new DigestException("the digest takes " + n + " bytes, len is " + len);
        }
        return groestl.digest(buf, offset);
    }

    @Override
    protected void engineReset() {
        groestl.reset();
    }

    @Override
    public Object clone() throws CloneNotSupportedException {
        GroestlMessageDigest c = (GroestlMessageDigest) super.clone();
        c.groestl = groestl.copy();
        return c;
    }
}
