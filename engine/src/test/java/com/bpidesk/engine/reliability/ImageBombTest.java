package com.bpidesk.engine.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.reports.Brand;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;

/** A PNG that declares 20000 x 20000 px is refused from its header, before any pixel is decoded (issue 11). */
class ImageBombTest {

    @Test
    void declaredDimensionsAreCheckedBeforeDecoding() throws IOException {
        byte[] png = png(20_000, 20_000);
        long t0 = System.nanoTime();
        assertThatThrownBy(() -> Brand.checkLogo(png, "/logo")).isInstanceOf(DomainException.class)
                .hasMessageContaining("20000x20000");
        // decoding 20000 x 20000 px takes seconds and 1.6 GB; reading the header takes milliseconds
        assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(1_000);
        assertThat(Brand.checkLogo(png(16, 16), "/logo")).isEqualTo("image/png");
    }

    /** A valid grey-scale PNG of the given size whose rows are all zero (compressed: a few KB even when huge). */
    static byte[] png(int width, int height) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A});
        ByteArrayOutputStream ihdr = new ByteArrayOutputStream();
        DataOutputStream d = new DataOutputStream(ihdr);
        d.writeInt(width);
        d.writeInt(height);
        d.write(new byte[] {8, 0, 0, 0, 0}); // 8-bit grey, deflate, adaptive filter, no interlace
        chunk(out, "IHDR", ihdr.toByteArray());
        // only the first rows are present: enough for a decoder to start, nothing for a header reader to need
        byte[] raw = new byte[Math.min(height, 16) * (width + 1)];
        Deflater deflater = new Deflater();
        deflater.setInput(raw);
        deflater.finish();
        byte[] buf = new byte[raw.length + 64];
        int n = deflater.deflate(buf);
        chunk(out, "IDAT", java.util.Arrays.copyOf(buf, n));
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    static void chunk(ByteArrayOutputStream out, String type, byte[] data) throws IOException {
        DataOutputStream d = new DataOutputStream(out);
        d.writeInt(data.length);
        byte[] t = type.getBytes(StandardCharsets.US_ASCII);
        d.write(t);
        d.write(data);
        CRC32 crc = new CRC32();
        crc.update(t);
        crc.update(data);
        d.writeInt((int) crc.getValue());
    }
}
