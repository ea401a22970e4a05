package com.bpidesk.engine.platform.http;

import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.platform.errors.DomainException.Kind;
import java.util.List;

/**
 * The one place where a {@link DomainException} becomes an HTTP problem (ADR 0172): its kind picks the status and the
 * generic problem type, its reason (when it has one) the specific type, its fields become {@code errors}, its extras
 * problem members, its retry time {@code Retry-After} and its location {@code Location}.
 */
public final class DomainProblems {

    private DomainProblems() {
    }

    /** The HTTP status of a kind of failure. */
    public static int status(Kind kind) {
        return switch (kind) {
            case INVALID -> 400;
            case FORBIDDEN -> 403;
            case NOT_FOUND -> 404;
            case CONFLICT -> 409;
            case UNPROCESSABLE -> 422;
            case FAILED -> 500;
            case UNAVAILABLE -> 503;
        };
    }

    /** The problem type: the reason's code and title when there is a reason, else the kind's generic type. */
    public static ProblemType type(Kind kind, DomainException.Reason reason) {
        if (reason != null) {
            return new ProblemType(reason.code(), reason.title(), status(kind));
        }
        return switch (kind) {
            case INVALID -> ProblemType.VALIDATION;
            case FORBIDDEN -> ProblemType.FORBIDDEN;
            case NOT_FOUND -> ProblemType.NOT_FOUND;
            case CONFLICT -> ProblemType.CONFLICT;
            case UNPROCESSABLE -> ProblemType.UNREADABLE_FILE;
            case FAILED -> ProblemType.INTERNAL;
            case UNAVAILABLE -> ProblemType.UNAVAILABLE;
        };
    }

    /** The problem a handler answers with for this failure. */
    public static ApiException toApi(DomainException e) {
        ApiException a = new ApiException(type(e.kind(), e.reason()), e.getMessage(), e);
        a.withErrors(fieldErrors(e.fields()));
        e.extras().forEach(a::with);
        if (e.location() != null) {
            a.withHeader("Location", e.location());
        }
        if (e.retryAfter() != null) {
            a.withHeader("Retry-After", Long.toString(Math.max(0, e.retryAfter().toSeconds())));
        }
        return a;
    }

    /** Field errors as problem {@code errors} (the field is the pointer). */
    public static List<Problem.FieldError> fieldErrors(List<DomainException.FieldError> fields) {
        return fields.stream().map(f -> new Problem.FieldError(f.field(), f.message())).toList();
    }
}
