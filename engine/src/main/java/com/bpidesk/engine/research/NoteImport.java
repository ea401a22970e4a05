package com.bpidesk.engine.research;

import com.bpidesk.engine.platform.errors.DomainException;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.ByteBuffer;
import java.util.Locale;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;

/**
 * Reads an imported file into a title and text: Markdown ({@code .md}, title from the first {@code #}
 * heading), plain text ({@code .txt}, title from the file name) or PDF (text extracted by Apache PDFBox,
 * title from the document information or the file name). The kind is decided by the content: a file that
 * starts with {@code %PDF-} is a PDF whatever its name; other files must be UTF-8 text.
 */
public final class NoteImport {

    public static final long MAX_BYTES = 20L * 1024 * 1024;

    /** What was read from one file. */
    public record Parsed(String title, String text, String format) {
    }

    private NoteImport() {
    }

    /** Scratch memory PDFBox may use for one PDF (issue 11: a 712 KB PDF inflated to 200 MB). */
    static final long PDF_MEMORY_BYTES = 64L << 20;
    /** Time and work one PDF's text extraction may take before it is refused. */
    static final long PDF_MAX_MILLIS = 5_000;
    static final long PDF_MAX_OPERATORS = 5_000_000;
    /**
     * Pages one imported PDF may have (setting {@code research.import.pdf.max.pages}). Issue 29: a 3.2 MB PDF of
     * 20,000 pages took 11.7 s to handle; a research note of 1,000 pages is already a book.
     */
    public static final int DEFAULT_MAX_PAGES = 1_000;

    /**
     * The bounds of one PDF's reading: at most {@code maxPages} pages (checked from the page tree before any text is
     * extracted, and again page by page while extracting), at most {@code maxMillis} of text extraction.
     */
    public record Limits(int maxPages, long maxMillis) {
        public static final Limits DEFAULT = new Limits(DEFAULT_MAX_PAGES, PDF_MAX_MILLIS);

        public Limits {
            if (maxPages < 1 || maxMillis < 0) {
                throw new IllegalArgumentException("PDF limits must be positive: " + maxPages + " pages, " + maxMillis + " ms");
            }
        }
    }

    /**
     * Text extraction with a budget: a PDF whose content streams decompress to far more drawing operators than any
     * research note has, or that takes longer than {@link #PDF_MAX_MILLIS}, is refused instead of holding a thread.
     */
    static final class BoundedStripper extends PDFTextStripper {
        static final class TooMuch extends IOException {
            TooMuch(String message) {
                super(message);
            }
        }

        private final Limits limits;
        private final long deadline;
        private long operators;
        private long chars;
        private int pages;

        BoundedStripper(Limits limits) {
            this.limits = limits;
            this.deadline = System.nanoTime() + limits.maxMillis() * 1_000_000;
        }

        private TooMuch tooSlow() {
            return new TooMuch("is too large or complex to read within the limits (" + limits.maxMillis() / 1000.0
                    + " s of text extraction); split it or export it as text");
        }

        /** Per page: the deadline (pages with few operators never reach the every-1000-operators check) and the count. */
        @Override
        protected void startPage(org.apache.pdfbox.pdmodel.PDPage page) throws IOException {
            if (++pages > limits.maxPages()) { // a page tree whose /Count understates its pages
                throw new TooMuch("has more than " + limits.maxPages() + " pages; import at most " + limits.maxPages()
                        + " pages at a time (split it)");
            }
            if (System.nanoTime() > deadline) {
                throw tooSlow();
            }
            super.startPage(page);
        }

        @Override
        protected void processOperator(org.apache.pdfbox.contentstream.operator.Operator operator,
                                       java.util.List<org.apache.pdfbox.cos.COSBase> operands) throws IOException {
            if (++operators > PDF_MAX_OPERATORS || (operators % 1000 == 0 && System.nanoTime() > deadline)) {
                throw tooSlow();
            }
            super.processOperator(operator, operands);
        }

        @Override
        protected void writeString(String text, java.util.List<org.apache.pdfbox.text.TextPosition> positions) throws IOException {
            chars += text.length();
            if (chars > NewNote.MAX_TEXT) {
                throw new TooMuch("has more text than a note may hold (" + NewNote.MAX_TEXT + " characters); split it");
            }
            super.writeString(text, positions);
        }
    }

    public static Parsed parse(String fileName, byte[] content, String pointer) {
        return parse(fileName, content, pointer, Limits.DEFAULT);
    }

    /** Reads one file; a PDF within {@code limits} (its page count is checked before any text is extracted). */
    public static Parsed parse(String fileName, byte[] content, String pointer, Limits limits) {
        String name = fileName == null || fileName.isBlank() ? "imported note" : fileName.strip();
        if (content.length == 0) {
            throw DomainException.invalidField(pointer, "file '" + name + "' is empty");
        }
        if (content.length > MAX_BYTES) {
            throw DomainException.invalidField(pointer, "file '" + name + "' is " + content.length + " bytes; the limit is " + MAX_BYTES);
        }
        String base = name.replaceFirst("\\.[A-Za-z0-9]{1,5}$", "");
        if (content.length >= 5 && new String(content, 0, 5, StandardCharsets.US_ASCII).equals("%PDF-")) {
            try (PDDocument doc = Loader.loadPDF(content, null, null, null,
                    org.apache.pdfbox.io.MemoryUsageSetting.setupMainMemoryOnly(PDF_MEMORY_BYTES).streamCache)) {
                // the page count from the page tree's root (/Count): no page is parsed, no text extracted (issue 29)
                int pages = doc.getNumberOfPages();
                if (pages > limits.maxPages()) {
                    String detail = "PDF '" + name + "' has " + pages + " pages; import at most " + limits.maxPages()
                            + " pages at a time (split it, or export the part you need)";
                    throw new DomainException(DomainException.Kind.UNPROCESSABLE, detail).withField(pointer, detail)
                            .with("pages", pages).with("max_pages", limits.maxPages());
                }
                String text = new BoundedStripper(limits).getText(doc).strip();
                if (text.isEmpty()) {
                    throw DomainException.invalidField(pointer, "PDF '" + name + "' has no extractable text (a scanned image? OCR it first)");
                }
                String title = doc.getDocumentInformation() == null ? null : doc.getDocumentInformation().getTitle();
                return new Parsed(title == null || title.isBlank() ? base : title.strip(), text, "pdf");
            } catch (BoundedStripper.TooMuch e) {
                throw DomainException.invalidField(pointer, "PDF '" + name + "' " + e.getMessage());
            } catch (IOException e) {
                throw DomainException.invalidField(pointer, "PDF '" + name + "' cannot be read: " + e.getMessage());
            }
        }
        String lower = name.toLowerCase(Locale.ROOT);
        if (!(lower.endsWith(".md") || lower.endsWith(".markdown") || lower.endsWith(".txt") || lower.endsWith(".text") || !lower.contains("."))) {
            throw DomainException.invalidField(pointer, "file '" + name + "' is not Markdown (.md), plain text (.txt) or PDF");
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(content)).toString();
        } catch (CharacterCodingException e) {
            throw DomainException.invalidField(pointer, "file '" + name + "' is not UTF-8 text");
        }
        text = text.replace("\uFEFF", "").strip();
        if (text.isEmpty()) {
            throw DomainException.invalidField(pointer, "file '" + name + "' has no text");
        }
        if (text.chars().limit(4096).anyMatch(c -> c == 0)) {
            throw DomainException.invalidField(pointer, "file '" + name + "' looks binary, not text");
        }
        boolean markdown = lower.endsWith(".md") || lower.endsWith(".markdown");
        String title = base;
        if (markdown) {
            for (String line : text.split("\n")) {
                if (line.startsWith("# ")) {
                    title = line.substring(2).strip();
                    break;
                }
            }
        }
        return new Parsed(title, text, markdown ? "markdown" : "text");
    }
}
