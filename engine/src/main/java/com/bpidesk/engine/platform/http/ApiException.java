package com.bpidesk.engine.platform.http;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Thrown by handlers and services to answer with a problem; the server turns it into
 * {@code application/problem+json}. The detail is written for the person reading it: what was wrong
 * and how to fix it.
 */
public class ApiException extends RuntimeException {

    private final ProblemType type;
    private final List<Problem.FieldError> errors = new ArrayList<>();
    private final Map<String, Object> extensions = new LinkedHashMap<>();
    private final Map<String, String> headers = new LinkedHashMap<>();
    private String detail;

    public ApiException(ProblemType type, String detail) {
        super(detail);
        this.type = type;
        this.detail = detail;
    }

    public ApiException(ProblemType type, String detail, Throwable cause) {
        super(detail, cause);
        this.type = type;
        this.detail = detail;
    }

    public static ApiException notFound(String detail) {
        return new ApiException(ProblemType.NOT_FOUND, detail);
    }

    public static ApiException validation(String detail) {
        return new ApiException(ProblemType.VALIDATION, detail);
    }

    /** A validation problem with one field error. */
    public static ApiException invalidField(String pointer, String message) {
        return validation(message).withError(pointer, message);
    }

    public ApiException withError(String pointer, String message) {
        errors.add(new Problem.FieldError(pointer, message));
        return this;
    }

    public ApiException withErrors(List<Problem.FieldError> more) {
        errors.addAll(more);
        return this;
    }

    /** Replaces the detail (the sentence a person reads), keeping the type, field errors and members. */
    public ApiException withDetail(String newDetail) {
        this.detail = newDetail;
        return this;
    }

    @Override
    public String getMessage() {
        return detail;
    }

    public ApiException with(String member, Object value) {
        extensions.put(member, value);
        return this;
    }

    public ApiException withHeader(String name, String value) {
        headers.put(name, value);
        return this;
    }

    public ProblemType type() {
        return type;
    }

    public List<Problem.FieldError> errors() {
        return errors;
    }

    public Map<String, String> headers() {
        return headers;
    }

    public Problem toProblem(String instance) {
        return new Problem(type.uri(), type.title(), type.status(), getMessage(), instance,
                List.copyOf(errors), Map.copyOf(extensions));
    }
}
