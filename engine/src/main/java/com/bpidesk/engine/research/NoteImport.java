package com.bpidesk.engine.research;

import com.bpidesk.engine.platform.http.ApiException;
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

    public static Parsed parse(String fileName, byte[] content, String pointer) {
        String name = fileName == null || fileName.isBlank() ? "imported note" : fileName.strip();
        if (content.length == 0) {
            throw ApiException.invalidField(pointer, "file '" + name + "' is empty");
        }
        if (content.length > MAX_BYTES) {
            throw ApiException.invalidField(pointer, "file '" + name + "' is " + content.length + " bytes; the limit is " + MAX_BYTES);
        }
        String base = name.replaceFirst("\\.[A-Za-z0-9]{1,5}$", "");
        if (content.length >= 5 && new String(content, 0, 5, StandardCharsets.US_ASCII).equals("%PDF-")) {
            try (PDDocument doc = Loader.loadPDF(content)) {
                String text = new PDFTextStripper().getText(doc).strip();
                if (text.isEmpty()) {
                    throw ApiException.invalidField(pointer, "PDF '" + name + "' has no extractable text (a scanned image? OCR it first)");
                }
                String title = doc.getDocumentInformation() == null ? null : doc.getDocumentInformation().getTitle();
                return new Parsed(title == null || title.isBlank() ? base : title.strip(), text, "pdf");
            } catch (IOException e) {
                throw ApiException.invalidField(pointer, "PDF '" + name + "' cannot be read: " + e.getMessage());
            }
        }
        String lower = name.toLowerCase(Locale.ROOT);
        if (!(lower.endsWith(".md") || lower.endsWith(".markdown") || lower.endsWith(".txt") || lower.endsWith(".text") || !lower.contains("."))) {
            throw ApiException.invalidField(pointer, "file '" + name + "' is not Markdown (.md), plain text (.txt) or PDF");
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(content)).toString();
        } catch (CharacterCodingException e) {
            throw ApiException.invalidField(pointer, "file '" + name + "' is not UTF-8 text");
        }
        text = text.replace("\uFEFF", "").strip();
        if (text.isEmpty()) {
            throw ApiException.invalidField(pointer, "file '" + name + "' has no text");
        }
        if (text.chars().limit(4096).anyMatch(c -> c == 0)) {
            throw ApiException.invalidField(pointer, "file '" + name + "' looks binary, not text");
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
