package com.bpidesk.engine.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.bpidesk.engine.platform.errors.DomainException;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDStream;
import org.junit.jupiter.api.Test;

/**
 * Issue 11: a small PDF whose content stream inflates to tens of megabytes of drawing operators is refused within
 * the extraction budget instead of holding a request thread for minutes.
 */
class PdfBombTest {

    @Test
    void decompressionBombIsRefusedWithinTheBudget() throws Exception {
        byte[] pdf = bomb(8_000_000); // 8 million "0 0 m" operators: 48 MB inflated
        assertThat(pdf.length).isLessThan(1_000_000);
        long t0 = System.nanoTime();
        assertThatThrownBy(() -> NoteImport.parse("bomb.pdf", pdf, "/file")).isInstanceOf(DomainException.class)
                .hasMessageContaining("too large or complex");
        assertThat((System.nanoTime() - t0) / 1_000_000).as("ms to refuse").isLessThan(NoteImport.PDF_MAX_MILLIS + 10_000);
    }

    static byte[] bomb(int operators) throws Exception {
        byte[] op = "0 0 m\n".getBytes(StandardCharsets.US_ASCII);
        long total = (long) operators * op.length;
        InputStream content = new InputStream() {
            long pos;

            @Override
            public int read() {
                return pos < total ? op[(int) (pos++ % op.length)] : -1;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (pos >= total) {
                    return -1;
                }
                int n = (int) Math.min(len, total - pos);
                for (int i = 0; i < n; i++) {
                    b[off + i] = op[(int) (pos++ % op.length)];
                }
                return n;
            }
        };
        try (PDDocument doc = new PDDocument(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            PDPage page = new PDPage();
            page.setContents(new PDStream(doc, content, COSName.FLATE_DECODE));
            doc.addPage(page);
            doc.save(out);
            return out.toByteArray();
        }
    }
}
