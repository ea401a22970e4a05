package com.bpidesk.engine.platform.http;

import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.platform.auth.Caller;
import com.bpidesk.engine.platform.text.ControlCharacters;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.Locale;

/** Small helpers for handlers: the caller, JSON bodies with precise errors, and JSON answers. */
public final class Api {

    static final String CALLER_ATTRIBUTE = "bpi.caller";
    static final String KEY_ATTRIBUTE = "bpi.key";
    static final String SCOPE_GUARD_ATTRIBUTE = "bpi.scope-guard";

    private Api() {
    }

    /** The authenticated caller of a FREE or ENTERPRISE route. */
    public static Caller caller(Context ctx) {
        Caller c = ctx.attribute(CALLER_ATTRIBUTE);
        if (c == null) {
            throw new IllegalStateException("No caller on a public route");
        }
        return c;
    }

    /**
     * Need-to-know for an id a request names outside its path (a body or form field, ADR 0252): {@code client_id} or
     * {@code job_id} out of the caller's scope fails as not found, as the same id in a path would. No-op for a null id.
     */
    public static void requireInScope(Context ctx, String parameter, String value) {
        com.bpidesk.engine.platform.auth.ScopeGuard guard = ctx.attribute(SCOPE_GUARD_ATTRIBUTE);
        if (guard != null && value != null && !value.isBlank()) {
            guard.check(caller(ctx), parameter, value.strip());
        }
    }

    /** The authenticated caller of a guarded servlet mount ({@link Routes#servlet}); empty on a public mount. */
    public static java.util.Optional<Caller> caller(jakarta.servlet.http.HttpServletRequest request) {
        return java.util.Optional.ofNullable((Caller) request.getAttribute(CALLER_ATTRIBUTE));
    }

    /** The authenticated key of a guarded servlet mount (its kind, label and scopes); empty on a public mount. */
    public static java.util.Optional<com.bpidesk.engine.platform.auth.ApiKey> key(jakarta.servlet.http.HttpServletRequest request) {
        return java.util.Optional.ofNullable((com.bpidesk.engine.platform.auth.ApiKey) request.getAttribute(KEY_ATTRIBUTE));
    }

    /** An optional integer query parameter in [min, max] ({@code dflt} when absent); a 400 problem otherwise. */
    public static int intQuery(Context ctx, String name, int dflt, int min, int max) {
        com.bpidesk.engine.platform.errors.Validation v = new com.bpidesk.engine.platform.errors.Validation();
        int n = v.integer(ctx.queryParam(name), dflt, min, max, "query/" + name);
        v.throwIfInvalid("Invalid query parameter '" + name + "'");
        return n;
    }

    /**
     * Reads the JSON body into the type: a wrong media type is a 415, malformed JSON a malformed-JSON problem, a control
     * character in an id or text a 400 naming the field ({@link #read(byte[], Class)}).
     */
    public static <T> T body(Context ctx, Class<T> type) {
        requireJson(ctx);
        byte[] bytes = ctx.bodyAsBytes();
        if (bytes.length == 0) {
            throw new ApiException(ProblemType.MALFORMED_JSON, "The request body is empty; send a JSON object.");
        }
        T value = read(bytes, type);
        if (value == null || value instanceof JsonNode n && n.isNull()) {
            throw new ApiException(ProblemType.VALIDATION, "The request body must be a JSON object, not null.");
        }
        return value;
    }

    /**
     * Reads JSON a client sent (a body, or a JSON form field) with the edge rules of ADR 0220: control characters refused
     * naming the field, strict types ({@link Json#REQUESTS}: no number or boolean for a text field), failures as problems
     * in plain words. May return null for the JSON literal {@code null}.
     */
    public static <T> T read(byte[] json, Class<T> type) {
        refuseControlCharacters(json);
        try {
            return Json.REQUESTS.readValue(json, type);
        } catch (IOException e) {
            throw toProblem(e);
        }
    }

    /** As {@link #read(byte[], Class)} for JSON given as text. */
    public static <T> T read(String json, Class<T> type) {
        return read(json.getBytes(java.nio.charset.StandardCharsets.UTF_8), type);
    }

    /** A control character in a string or field name of the body: refused naming the field (issue 29, ADR 0220). */
    public static void refuseControlCharacters(byte[] body) {
        ControlCharacters.scanJson(body).ifPresent(f -> {
            String message = "contains a control character (" + f.characterName() + ")";
            throw ApiException.validation("The field " + f.field() + " " + message + "; ids and text cannot hold control "
                    + "characters. Remove it and send the request again.").withError(f.pointer().isEmpty() ? "/" : f.pointer(),
                    message);
        });
    }

    /** Reads the JSON body as a tree (for routes that validate shape themselves). */
    public static JsonNode bodyTree(Context ctx) {
        return body(ctx, JsonNode.class);
    }

    private static void requireJson(Context ctx) {
        String ct = ctx.contentType();
        if (ct != null && !ct.toLowerCase(Locale.ROOT).startsWith("application/json")
                && !ct.toLowerCase(Locale.ROOT).contains("+json")) {
            throw new ApiException(ProblemType.UNSUPPORTED_MEDIA_TYPE,
                    "Send the body as application/json (got " + ct + ").");
        }
    }

    /** Turns a Jackson failure into a problem a person can act on: the field in words, never a Java type or setting. */
    public static ApiException toProblem(IOException e) {
        if (e instanceof UnrecognizedPropertyException u) {
            String pointer = pointer(u);
            // never the type's property list (issue 29: it listed output-only and internal members); the API document has the fields
            return field(pointer, "is not a field this request takes; remove it (the API documentation lists the request's fields)");
        }
        if (e instanceof InvalidFormatException f) {
            String got = ControlCharacters.printable(String.valueOf(f.getValue()));
            return field(pointer(f), "has the wrong type or format: expected " + simpleType(f.getTargetType()) + ", got '"
                    + (got.length() > 60 ? got.substring(0, 60) + "..." : got) + "'");
        }
        if (e instanceof MismatchedInputException m) {
            String p = pointer(m);
            if (p.isEmpty()) {
                return ApiException.invalidField("/", "must be a JSON object").withDetail(
                        "The request body must be a JSON object ({...}), not a list, a number, a string or true/false.");
            }
            String expected = m.getTargetType() == null ? "another type" : simpleType(m.getTargetType());
            return field(p, "has the wrong type: expected " + expected);
        }
        if (e instanceof JsonMappingException jm && jm.getCause() instanceof ApiException api) {
            return api;
        }
        if (e instanceof JsonMappingException jm && jm.getCause() instanceof com.bpidesk.engine.platform.errors.DomainException d) {
            return DomainProblems.toApi(d);
        }
        if (e instanceof JsonProcessingException jp) {
            JsonLocation loc = jp.getLocation();
            String where = loc == null || loc.getLineNr() < 1 ? "" : " at line " + loc.getLineNr() + ", column " + loc.getColumnNr();
            return new ApiException(ProblemType.MALFORMED_JSON, "The request body is not valid JSON" + where + ": "
                    + parserWords(jp.getOriginalMessage()) + ".");
        }
        return new ApiException(ProblemType.MALFORMED_JSON, "The request body could not be read; send it again as JSON.");
    }

    /** A field error whose detail names the field in words. */
    private static ApiException field(String pointer, String message) {
        java.util.List<Object> path = new java.util.ArrayList<>();
        for (String seg : pointer.isEmpty() ? new String[0] : pointer.substring(1).split("/", -1)) {
            String s = seg.replace("~1", "/").replace("~0", "~");
            path.add(s.matches("\\d{1,9}") ? (Object) Integer.valueOf(s) : s);
        }
        return ApiException.invalidField(pointer.isEmpty() ? "/" : pointer, message)
                .withDetail("The field " + ControlCharacters.inWords(path) + " " + message + ".");
    }

    /**
     * A parser's message without its settings and source references (issue 29: "enable `JsonReadFeature...` to allow",
     * "from `StreamReadConstraints...`", "[Source: REDACTED ...]" named library internals).
     */
    static String parserWords(String message) {
        if (message == null || message.isBlank()) {
            return "it could not be read";
        }
        String s = InputFailures.withoutParserNoise(message)
                .replaceAll("`[^`]*`", "a value")
                .replaceAll("\\s+", " ").strip();
        s = ControlCharacters.printable(s);
        if (s.endsWith(".")) {
            s = s.substring(0, s.length() - 1);
        }
        return s.length() > 200 ? s.substring(0, 200) + "..." : s;
    }

    private static String simpleType(Class<?> c) {
        if (c == double.class || c == Double.class || c == float.class || c == java.math.BigDecimal.class) {
            return "a number";
        }
        if (c == int.class || c == Integer.class || c == long.class || c == Long.class) {
            return "an integer";
        }
        if (c == String.class) {
            return "a string";
        }
        if (c == boolean.class || c == Boolean.class) {
            return "true or false";
        }
        if (java.util.Collection.class.isAssignableFrom(c) || c.isArray()) {
            return "an array";
        }
        if (c.isEnum()) {
            return "one of the values this field allows";
        }
        if (c == java.time.LocalDate.class) {
            return "a date written YYYY-MM-DD";
        }
        if (c == java.time.Instant.class || c == java.time.OffsetDateTime.class) {
            return "a time written like 2024-01-15T10:00:00Z";
        }
        return "an object";
    }

    /** JSON Pointer (RFC 6901) of the failing location in the request body. */
    static String pointer(JsonMappingException e) {
        StringBuilder sb = new StringBuilder();
        for (JsonMappingException.Reference ref : e.getPath()) {
            sb.append('/');
            if (ref.getFieldName() != null) {
                sb.append(ref.getFieldName().replace("~", "~0").replace("/", "~1"));
            } else {
                sb.append(ref.getIndex());
            }
        }
        return sb.toString();
    }
}
