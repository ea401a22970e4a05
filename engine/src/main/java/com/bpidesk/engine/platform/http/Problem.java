package com.bpidesk.engine.platform.http;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * An RFC 9457 problem details body ({@code application/problem+json}). {@code errors} lists each bad
 * field as a JSON Pointer (RFC 6901) into the request and a readable message; {@code extensions} carries
 * problem-specific members (for example {@code allowed_values} or {@code status_url}).
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record Problem(String type, String title, int status, String detail, String instance,
                      List<FieldError> errors, @com.fasterxml.jackson.annotation.JsonIgnore Map<String, Object> extensions) {

    public static final String MEDIA_TYPE = "application/problem+json";

    /** One invalid field: where it is (JSON Pointer, or a name such as {@code query/period}) and what is wrong. */
    public record FieldError(String pointer, String message) {
    }

    @JsonAnyGetter
    public Map<String, Object> anyGetter() {
        return extensions == null ? Map.of() : extensions;
    }
}
