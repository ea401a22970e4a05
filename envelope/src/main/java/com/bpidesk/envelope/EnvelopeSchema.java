package com.bpidesk.envelope;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The shipped JSON Schema (draft 2020-12) of the Decision Assurance Envelope 1.0.0. */
public final class EnvelopeSchema {

    /** The schema's stable {@code $id}. It identifies the schema; nothing is ever fetched from it. */
    public static final String ID = "https://bpi-desk.dev/schemas/decision-envelope/1.0.0";
    /** Classpath resource of the schema. */
    public static final String RESOURCE = "/com/bpidesk/envelope/decision-envelope-1.0.0.schema.json";

    private static final String TEXT = load();

    private EnvelopeSchema() {
    }

    /** The schema document as shipped. */
    public static String text() {
        return TEXT;
    }

    private static String load() {
        try (InputStream in = EnvelopeSchema.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("Envelope schema resource missing: " + RESOURCE);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
