package com.bpidesk.engine.platform.errors;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A failure the caller can act on, thrown by services and parsers (ADR 0172). It says what kind of failure it is
 * ({@link Kind}), optionally a named {@link Reason} within that kind (for example {@code maker-checker}), what was
 * wrong in the caller's words ({@link #getMessage()}), which input fields were wrong ({@link #fields()}), structured
 * extras a client can act on ({@link #extras()}), when to retry and where to look next. It knows nothing of HTTP:
 * the HTTP edge ({@code platform.http.DomainProblems}) maps it to an RFC 9457 problem, the CLI prints its message.
 */
public final class DomainException extends RuntimeException {

    /** What kind of failure: decides the problem type and status at the HTTP edge. */
    public enum Kind {
        /** The input is not valid (a field is missing, too long, of the wrong form). */
        INVALID,
        /** The thing asked for does not exist (or belongs to another organization, which looks the same). */
        NOT_FOUND,
        /** The thing exists but is not in a state that allows this (already reviewed, already exists, not complete). */
        CONFLICT,
        /** The caller may not do this (for example reviewing their own decision). */
        FORBIDDEN,
        /** The input is well formed but its content cannot be used (a file in no supported layout, a missing rate). */
        UNPROCESSABLE,
        /** Not possible right now (an index still building, a provider unreachable); worth retrying. */
        UNAVAILABLE,
        /** The work was attempted and failed on the engine's side. */
        FAILED
    }

    /**
     * A named failure within a kind, with a stable code and a one-line title (the code is the problem type's slug at
     * the HTTP edge, documented in docs/api.md). Features declare their reasons as constants next to their code.
     */
    public record Reason(String code, String title) {

        /** The prefix of every failure's type URI: a tag URI (RFC 4151), an identifier not meant to be dereferenced. */
        public static final String TYPE_PREFIX = "tag:bpi-desk.dev,2026:problem/";

        public Reason {
            Objects.requireNonNull(code, "code");
            Objects.requireNonNull(title, "title");
        }

        /** The stable identifier of this reason ({@link #TYPE_PREFIX} + code). */
        public String uri() {
            return TYPE_PREFIX + code;
        }
    }

    /** One bad input field: where it is (a JSON Pointer such as {@code /positions/0/symbol}, or {@code query/period}) and what is wrong. */
    public record FieldError(String field, String message) {
    }

    private final Kind kind;
    private final Reason reason;
    private final List<FieldError> fields = new ArrayList<>();
    private final Map<String, Object> extras = new LinkedHashMap<>();
    private Duration retryAfter;
    private String location;

    public DomainException(Kind kind, String detail) {
        this(kind, null, detail, null);
    }

    public DomainException(Kind kind, Reason reason, String detail) {
        this(kind, reason, detail, null);
    }

    public DomainException(Kind kind, Reason reason, String detail, Throwable cause) {
        super(detail, cause);
        this.kind = Objects.requireNonNull(kind, "kind");
        this.reason = reason;
    }

    public static DomainException invalid(String detail) {
        return new DomainException(Kind.INVALID, detail);
    }

    /** An invalid input with one field error; the detail is the field's message. */
    public static DomainException invalidField(String field, String message) {
        return invalid(message).withField(field, message);
    }

    public static DomainException notFound(String detail) {
        return new DomainException(Kind.NOT_FOUND, detail);
    }

    public static DomainException conflict(String detail) {
        return new DomainException(Kind.CONFLICT, detail);
    }

    public static DomainException unavailable(String detail) {
        return new DomainException(Kind.UNAVAILABLE, detail);
    }

    public DomainException withField(String field, String message) {
        fields.add(new FieldError(field, message));
        return this;
    }

    public DomainException withFields(List<FieldError> more) {
        fields.addAll(more);
        return this;
    }

    /** A structured extra a client can act on (a member of the problem at the HTTP edge), e.g. {@code missing_pair}. */
    public DomainException with(String name, Object value) {
        extras.put(name, value);
        return this;
    }

    /** Worth retrying after this long (the {@code Retry-After} header at the HTTP edge). */
    public DomainException retryAfter(Duration wait) {
        this.retryAfter = wait;
        return this;
    }

    /** Where the answer will be (for example the status URL of a job still running; {@code Location} at the HTTP edge). */
    public DomainException location(String where) {
        this.location = where;
        return this;
    }

    public Kind kind() {
        return kind;
    }

    /** The named reason, or null when the kind says it all. */
    public Reason reason() {
        return reason;
    }

    public List<FieldError> fields() {
        return Collections.unmodifiableList(fields);
    }

    public Map<String, Object> extras() {
        return Collections.unmodifiableMap(extras);
    }

    /** When to retry, or null. */
    public Duration retryAfter() {
        return retryAfter;
    }

    /** Where to look next, or null. */
    public String location() {
        return location;
    }
}
