package com.bpidesk.app.client;

import java.util.List;

/**
 * An error answered by the engine (an RFC 9457 problem) or a failure to reach it (status 0).
 * {@link #getMessage()} is written for the user: the problem's detail plus each field error.
 */
public final class EngineException extends RuntimeException {

    /** One invalid field reported by the engine. */
    public record FieldError(String pointer, String message) {
    }

    private final int status;
    private final String type;
    private final String title;
    private final List<FieldError> errors;
    private final com.fasterxml.jackson.databind.JsonNode problem;

    public EngineException(int status, String type, String title, String detail, List<FieldError> errors) {
        this(status, type, title, detail, errors, null);
    }

    /** @param problem the whole problem document, for screens that read its extension members (null when none) */
    public EngineException(int status, String type, String title, String detail, List<FieldError> errors,
                           com.fasterxml.jackson.databind.JsonNode problem) {
        super(detail == null || detail.isBlank() ? title : detail);
        this.status = status;
        this.type = type;
        this.title = title;
        this.errors = List.copyOf(errors);
        this.problem = problem;
    }

    /** The problem document as the engine sent it (extension members such as {@code diagnosis}), or null. */
    public com.fasterxml.jackson.databind.JsonNode problem() {
        return problem;
    }

    public static EngineException unreachable(String baseUrl, Throwable cause) {
        EngineException e = new EngineException(0, "unreachable", "Engine not reachable",
                "The engine at " + baseUrl + " does not answer: it may not be running, or the address may be wrong.",
                List.of());
        e.initCause(cause);
        return e;
    }

    public int status() {
        return status;
    }

    public String type() {
        return type;
    }

    public String title() {
        return title;
    }

    public List<FieldError> errors() {
        return errors;
    }

    /**
     * The detail and every field error, one per line, each named as a person would ({@link FieldNames}), without the
     * engine's hints for API callers: a sentence or a parenthesis that names a route ("GET /api/market/instruments?q=...
     * lists the known symbols") means nothing on a screen, which has its own controls for it.
     */
    public String readable() {
        String detail = withoutRoutes(getMessage());
        StringBuilder sb = new StringBuilder(detail);
        for (FieldError fe : errors) {
            if (!getMessage().contains(fe.message())) {
                String field = FieldNames.of(fe.pointer());
                sb.append(System.lineSeparator()).append("• ").append(field.isEmpty() ? "" : field + ": ").append(withoutRoutes(fe.message()));
            }
        }
        return sb.toString();
    }

    private static final java.util.regex.Pattern ROUTE = java.util.regex.Pattern.compile("\\b(GET|POST|PUT|PATCH|DELETE) /(api|v1)/");

    /** The text without its parentheses and sentences (or clauses after ';') that name an API route. */
    static String withoutRoutes(String text) {
        if (text == null || !ROUTE.matcher(text).find()) {
            return text;
        }
        String t = text.replaceAll("\\s*\\((?:see )?(?:GET|POST|PUT|PATCH|DELETE) /(?:api|v1)/[^)]*\\)", "");
        StringBuilder out = new StringBuilder();
        for (String sentence : t.split("(?<=[.;])\\s+(?=[A-Z])")) {
            if (!ROUTE.matcher(sentence).find()) {
                out.append(out.isEmpty() ? "" : " ").append(sentence);
            }
        }
        String r = out.toString().strip();
        if (r.endsWith(";")) {
            r = r.substring(0, r.length() - 1) + ".";
        }
        return r.isEmpty() ? text : r;
    }
}
