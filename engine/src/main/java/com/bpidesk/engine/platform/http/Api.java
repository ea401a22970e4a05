package com.bpidesk.engine.platform.http;

import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.platform.auth.Caller;
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

    /** Reads the JSON body into the type; malformed JSON and wrong types become 400 problems with a pointer. */
    public static <T> T body(Context ctx, Class<T> type) {
        requireJson(ctx);
        byte[] bytes = ctx.bodyAsBytes();
        if (bytes.length == 0) {
            throw new ApiException(ProblemType.MALFORMED_JSON, "The request body is empty; send a JSON object.");
        }
        refuseControlCharacters(bytes);
        try {
            T value = Json.MAPPER.readValue(bytes, type);
            if (value == null) {
                throw new ApiException(ProblemType.VALIDATION, "The request body must be a JSON object, not null.");
            }
            return value;
        } catch (IOException e) {
            throw toProblem(e);
        }
    }

    /**
     * JSON escapes of control characters other than tab, line feed and carriage return (an escaped NUL and the like):
     * ids and text never need them, and a NUL in a stored id or note breaks search, reports and other systems.
     */
    private static final java.util.regex.Pattern CONTROL_ESCAPE =
            java.util.regex.Pattern.compile("\\\\u00(?:0[0-8bBcCeEfF]|1[0-9a-fA-F]|7[fF])");

    private static void refuseControlCharacters(byte[] body) {
        String text = new String(body, java.nio.charset.StandardCharsets.ISO_8859_1);
        if (text.indexOf("\\u00") >= 0 && CONTROL_ESCAPE.matcher(text).find()) {
            throw ApiException.validation("Text in the request contains a control character (such as NUL, \\u0000); "
                    + "remove it and send the request again.");
        }
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

    /** Turns a Jackson failure into a problem a person can act on. */
    public static ApiException toProblem(IOException e) {
        if (e instanceof UnrecognizedPropertyException u) {
            String pointer = pointer(u);
            return ApiException.invalidField(pointer, "unknown field '" + u.getPropertyName() + "'; known fields: "
                    + u.getKnownPropertyIds());
        }
        if (e instanceof InvalidFormatException f) {
            return ApiException.invalidField(pointer(f), "has the wrong type or format: expected "
                    + simpleType(f.getTargetType()) + ", got " + String.valueOf(f.getValue()));
        }
        if (e instanceof MismatchedInputException m) {
            String p = pointer(m);
            String expected = m.getTargetType() == null ? "another type" : simpleType(m.getTargetType());
            return ApiException.invalidField(p.isEmpty() ? "/" : p, "has the wrong type: expected " + expected);
        }
        if (e instanceof JsonMappingException jm && jm.getCause() instanceof ApiException api) {
            return api;
        }
        if (e instanceof JsonMappingException jm && jm.getCause() instanceof com.bpidesk.engine.platform.errors.DomainException d) {
            return DomainProblems.toApi(d);
        }
        if (e instanceof JsonProcessingException jp) {
            JsonLocation loc = jp.getLocation();
            String where = loc == null ? "" : " at line " + loc.getLineNr() + ", column " + loc.getColumnNr();
            return new ApiException(ProblemType.MALFORMED_JSON, "The request body is not valid JSON" + where + ": "
                    + jp.getOriginalMessage());
        }
        return new ApiException(ProblemType.MALFORMED_JSON, "The request body could not be read: " + e.getMessage());
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
