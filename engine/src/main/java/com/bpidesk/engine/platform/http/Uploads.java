package com.bpidesk.engine.platform.http;

import com.bpidesk.engine.platform.text.ControlCharacters;
import com.bpidesk.engine.platform.text.Encodings;
import io.javalin.http.Context;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * Reads an uploaded text file: multipart/form-data (field {@code file}) or the raw request body, decoded by the engine's
 * one encoding sniffer ({@link Encodings}: a BOM, UTF-16, UTF-8, else Windows-1252/1250; ADR 0256).
 */
public final class Uploads {

    /** The file's name (may be null) and its text. */
    public record Text(String fileName, String text) {
    }

    private Uploads() {
    }

    public static Text read(Context ctx) {
        if (ctx.isMultipartFormData()) {
            UploadedFile f = ctx.uploadedFile("file");
            if (f == null) {
                List<UploadedFile> all = ctx.uploadedFiles();
                f = all.isEmpty() ? null : all.get(0);
            }
            if (f == null) {
                throw ApiException.invalidField("/file", "send the file in the multipart field 'file'");
            }
            try (InputStream in = f.content()) {
                return checked(new Text(f.filename(), Encodings.decode(in.readAllBytes()).text()));
            } catch (IOException e) {
                throw ApiException.validation("The upload could not be read; send the file again.");
            }
        }
        byte[] body = ctx.bodyAsBytes();
        if (body.length == 0) {
            throw ApiException.validation("The request body is empty: send the file as multipart/form-data (field 'file') "
                    + "or as the raw body (Content-Type text/csv).");
        }
        return checked(new Text(ctx.queryParam("file_name"), Encodings.decode(body).text()));
    }

    /**
     * Text files hold no control character other than tab and line breaks (ADR 0220): a NUL in a header cell became a
     * series id PostgreSQL refused with a 500 (issue 29). Refused with the line it is on; a file full of NULs is
     * almost certainly UTF-16, and the answer says how to save it.
     */
    static Text checked(Text t) {
        String s = t.text();
        int at = ControlCharacters.indexOf(s, true);
        if (at < 0) {
            return t;
        }
        long nuls = s.chars().filter(c -> c == 0).count();
        if (nuls * 4 > s.length()) {
            throw ApiException.validation("The file is not UTF-8 text: it looks like UTF-16 (every other byte is NUL). Save it "
                    + "as CSV UTF-8 (in Excel: Save As, CSV UTF-8) and upload it again.");
        }
        long line = 1 + s.substring(0, at).chars().filter(c -> c == '\n').count();
        throw ApiException.validation("The file contains a control character (" + ControlCharacters.name(s.charAt(at))
                + ") on line " + line + (line == 1 ? ", its first line (the header)" : "") + "; text files cannot hold "
                + "control characters. Remove it and upload the file again.")
                .withError("/file", "contains a control character on line " + line);
    }
}
