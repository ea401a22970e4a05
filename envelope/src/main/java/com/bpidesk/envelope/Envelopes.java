package com.bpidesk.envelope;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;

/**
 * Reading and writing envelopes: {@link #parse} validates against the schema first (so a parsed
 * {@link Envelope} is always schema-valid), {@link #toJson} writes the snake_case form, and
 * {@link #canonical}/{@link #digest} give the RFC 8785 form and its SHA-256 (lowercase hex).
 */
public final class Envelopes {

    private static final EnvelopeValidator VALIDATOR = new EnvelopeValidator();

    private Envelopes() {
    }

    public static EnvelopeValidator validator() {
        return VALIDATOR;
    }

    /** Parses and validates; throws {@link InvalidEnvelopeException} with every violation when invalid. */
    public static Envelope parse(String json) {
        return parse(json == null ? null : json.getBytes(StandardCharsets.UTF_8));
    }

    public static Envelope parse(byte[] utf8) {
        ValidationReport report = VALIDATOR.validate(utf8);
        if (!report.valid()) {
            throw new InvalidEnvelopeException(report.violations());
        }
        try {
            return EnvelopeJson.MAPPER.readValue(utf8, Envelope.class);
        } catch (java.io.IOException e) {
            // Unreachable for a schema-valid document; reported the same way for safety.
            throw new InvalidEnvelopeException(java.util.List.of(new Violation("", "json", e.getMessage())));
        }
    }

    /** Validates a tree and converts it. */
    public static Envelope fromTree(JsonNode tree) {
        ValidationReport report = VALIDATOR.validate(tree);
        if (!report.valid()) {
            throw new InvalidEnvelopeException(report.violations());
        }
        try {
            return EnvelopeJson.MAPPER.treeToValue(tree, Envelope.class);
        } catch (JsonProcessingException e) {
            throw new InvalidEnvelopeException(java.util.List.of(new Violation("", "json", e.getOriginalMessage())));
        }
    }

    public static ObjectNode toTree(Envelope envelope) {
        return EnvelopeJson.MAPPER.valueToTree(envelope);
    }

    /** Compact JSON in schema field order. */
    public static String toJson(Envelope envelope) {
        try {
            return EnvelopeJson.MAPPER.writeValueAsString(envelope);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Cannot write envelope", e);
        }
    }

    public static String toPrettyJson(Envelope envelope) {
        try {
            return EnvelopeJson.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(envelope);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Cannot write envelope", e);
        }
    }

    /** RFC 8785 canonical form. */
    public static String canonical(Envelope envelope) {
        return Jcs.canonicalize(toTree(envelope));
    }

    /** SHA-256 (lowercase hex) of the UTF-8 bytes of the RFC 8785 canonical form. */
    public static String digest(Envelope envelope) {
        return Jcs.sha256(toTree(envelope));
    }
}
