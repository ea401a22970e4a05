package com.bpidesk.engine.platform.http;

/**
 * A kind of error, with a stable type URI (RFC 9457 section 3.1.1). Type URIs are tag URIs
 * (RFC 4151): stable identifiers that are not meant to be dereferenced; each is described in
 * docs/api/problems.md. Features declare their own kinds as constants next to their code.
 */
public record ProblemType(String slug, String title, int status) {

    public static final String TYPE_PREFIX = com.bpidesk.engine.platform.errors.DomainException.Reason.TYPE_PREFIX;

    public static final ProblemType VALIDATION = new ProblemType("validation", "The request is not valid", 400);
    public static final ProblemType MALFORMED_JSON = new ProblemType("malformed-json", "The request body is not valid JSON", 400);
    public static final ProblemType UNAUTHORIZED = new ProblemType("unauthorized", "An API key is required", 401);
    public static final ProblemType FORBIDDEN = new ProblemType("forbidden", "The API key's tier does not include this endpoint", 403);
    public static final ProblemType NOT_FOUND = new ProblemType("not-found", "Not found", 404);
    public static final ProblemType METHOD_NOT_ALLOWED = new ProblemType("method-not-allowed", "Method not allowed", 405);
    public static final ProblemType CONFLICT = new ProblemType("conflict", "The resource is not in a state that allows this", 409);
    public static final ProblemType PAYLOAD_TOO_LARGE = new ProblemType("payload-too-large", "The request body is too large", 413);
    /** An uploaded file whose content is not in a format the engine reads (price CSVs, macro files). */
    public static final ProblemType UNREADABLE_FILE = new ProblemType("unreadable-file", "The file is not in a supported format", 422);
    public static final ProblemType UNSUPPORTED_MEDIA_TYPE = new ProblemType("unsupported-media-type", "Unsupported content type", 415);
    public static final ProblemType RATE_LIMITED = new ProblemType("rate-limited", "Daily call limit reached", 429);
    public static final ProblemType INTERNAL = new ProblemType("internal", "Internal error", 500);
    public static final ProblemType UNAVAILABLE = new ProblemType("unavailable", "Temporarily unavailable", 503);

    public String uri() {
        return TYPE_PREFIX + slug;
    }
}
