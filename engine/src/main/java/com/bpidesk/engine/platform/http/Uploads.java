package com.bpidesk.engine.platform.http;

import com.bpidesk.engine.platform.http.ApiException;
import io.javalin.http.Context;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Reads an uploaded text file: multipart/form-data (field {@code file}) or the raw request body. */
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
                return new Text(f.filename(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw ApiException.validation("The upload could not be read: " + e.getMessage());
            }
        }
        byte[] body = ctx.bodyAsBytes();
        if (body.length == 0) {
            throw ApiException.validation("The request body is empty: send the file as multipart/form-data (field 'file') "
                    + "or as the raw body (Content-Type text/csv).");
        }
        return new Text(ctx.queryParam("file_name"), new String(body, StandardCharsets.UTF_8));
    }
}
