package com.bpidesk.envelope;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SchemaRegistryConfig;
import com.networknt.schema.SpecificationVersion;
import com.networknt.schema.path.PathType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Validates raw JSON against the envelope schema (draft 2020-12, {@code format} asserted) and returns every
 * violation as {@code {pointer, keyword, message}}. It never throws: text that is not JSON, a JSON array,
 * duplicate keys, documents nested deeper than {@link EnvelopeJson#MAX_DEPTH} or larger than
 * {@link EnvelopeJson#MAX_BYTES} all come back as violations. Thread-safe; create once and share.
 */
public final class EnvelopeValidator {

    private final Schema schema;
    private final int maxBytes;

    public EnvelopeValidator() {
        this(EnvelopeJson.MAX_BYTES);
    }

    /** A validator that rejects documents above {@code maxBytes} UTF-8 bytes (at most {@link EnvelopeJson#MAX_BYTES}). */
    public EnvelopeValidator(int maxBytes) {
        this.maxBytes = Math.min(maxBytes, EnvelopeJson.MAX_BYTES);
        SchemaRegistryConfig config = SchemaRegistryConfig.builder()
                .formatAssertionsEnabled(true)
                .pathType(PathType.JSON_POINTER)
                .build();
        // The schema is registered under its $id so nothing is ever fetched over the network.
        SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
                b -> b.schemaRegistryConfig(config).schemas(Map.of(EnvelopeSchema.ID, EnvelopeSchema.text())));
        this.schema = registry.getSchema(SchemaLocation.of(EnvelopeSchema.ID));
    }

    public ValidationReport validate(String json) {
        if (json == null) {
            return report(new Violation("", "json", "No document (null)."));
        }
        return validate(json.getBytes(StandardCharsets.UTF_8));
    }

    public ValidationReport validate(byte[] utf8) {
        try {
            if (utf8 == null) {
                return report(new Violation("", "json", "No document (null)."));
            }
            if (utf8.length > maxBytes) {
                return report(new Violation("", "maxBytes", "The document has " + utf8.length
                        + " bytes; an envelope may have at most " + maxBytes + " bytes."));
            }
            if (utf8.length == 0) {
                return report(new Violation("", "json", "The document is empty; an envelope is a JSON object."));
            }
            JsonNode tree;
            try {
                tree = EnvelopeJson.MAPPER.readTree(utf8);
            } catch (StreamConstraintsException e) {
                String msg = e.getOriginalMessage();
                String keyword = msg != null && msg.toLowerCase().contains("depth") ? "maxDepth" : "maxBytes";
                return report(new Violation("", keyword, "The document exceeds a reading limit"
                        + where(e.getLocation()) + ": " + msg));
            } catch (JsonProcessingException e) {
                String msg = e.getOriginalMessage();
                if (msg != null && msg.startsWith("Duplicate field")) {
                    return report(new Violation("", "duplicateKey", "The document repeats a member name"
                            + where(e.getLocation()) + ": " + msg + ". An archived envelope must be unambiguous."));
                }
                return report(new Violation("", "json", "Not valid JSON" + where(e.getLocation()) + ": " + msg));
            }
            if (tree == null || tree.isMissingNode()) {
                return report(new Violation("", "json", "The document is empty; an envelope is a JSON object."));
            }
            return validate(tree);
        } catch (IOException | RuntimeException | StackOverflowError e) {
            return report(new Violation("", "json", "The document could not be read: " + e));
        }
    }

    /** Validates an already-parsed tree (for example a request body). */
    public ValidationReport validate(JsonNode tree) {
        try {
            List<Violation> out = new ArrayList<>();
            for (Error e : schema.validate(tree)) {
                out.add(toViolation(e));
            }
            Collections.sort(out);
            return new ValidationReport(out.stream().distinct().toList());
        } catch (RuntimeException | StackOverflowError e) {
            return report(new Violation("", "json", "The document could not be validated: " + e));
        }
    }

    private static Violation toViolation(Error e) {
        String keyword = e.getKeyword() == null ? "schema" : e.getKeyword();
        String pointer = pointer(e);
        String message = switch (keyword) {
            case "required" -> "is required but missing.";
            case "additionalProperties" -> "is not a field of envelope schema 1.0.0; unknown fields are rejected"
                    + " (only proposed_action.parameters may hold arbitrary members).";
            case "enum" -> enumMessage(e);
            case "format" -> "must be an RFC 3339 date-time such as 2026-03-01T09:30:00Z; got "
                    + e.getInstanceNode() + ".";
            default -> stripLocation(e.getMessage(), e.getInstanceLocation().toString()) + ".";
        };
        return new Violation(pointer, keyword, message);
    }

    private static String enumMessage(Error e) {
        JsonNode allowed = e.getSchemaNode();
        String got = String.valueOf(e.getInstanceNode());
        String hint = "\"NOT_EVALUATED\"".equals(got)
                ? " NOT_EVALUATED is not a disposition: a check that could not complete is reported outside the envelope."
                : "";
        return "must be one of " + allowed + "; got " + got + "." + hint;
    }

    /** The member a violation is about: for {@code required} and {@code additionalProperties} the named member. */
    private static String pointer(Error e) {
        String base = e.getInstanceLocation() == null ? "" : e.getInstanceLocation().toString();
        if (base.equals("/")) {
            base = "";
        }
        String keyword = e.getKeyword();
        if (("required".equals(keyword) || "additionalProperties".equals(keyword)) && e.getProperty() != null) {
            return base + "/" + e.getProperty().replace("~", "~0").replace("/", "~1");
        }
        return base;
    }

    private static String stripLocation(String message, String location) {
        if (message == null) {
            return "is invalid";
        }
        String m = message;
        if (!location.isEmpty() && m.startsWith(location + ":")) {
            m = m.substring(location.length() + 1).trim();
        } else if (m.startsWith(": ")) {
            m = m.substring(2);
        }
        return m.endsWith(".") ? m.substring(0, m.length() - 1) : m;
    }

    private static String where(JsonLocation loc) {
        if (loc == null || loc.getLineNr() < 0) {
            return "";
        }
        return " at line " + loc.getLineNr() + ", column " + loc.getColumnNr();
    }

    private static ValidationReport report(Violation v) {
        return new ValidationReport(List.of(v));
    }
}
