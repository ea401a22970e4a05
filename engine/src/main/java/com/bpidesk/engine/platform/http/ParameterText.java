package com.bpidesk.engine.platform.http;

import com.bpidesk.engine.platform.text.ControlCharacters;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;

/**
 * The edge rule of ADR 0220 for the parameters of a route's address: a query or path parameter (an id, a date, a code,
 * a filter) never holds a control character, tab and line breaks included, so {@code ?investor_id=%00} is a 400 naming
 * the parameter in words before any handler or query runs (on PostgreSQL it was a 500, issue 29). Applied to every
 * route by {@link ApiServer}.
 */
final class ParameterText {

    private ParameterText() {
    }

    static void check(Context ctx) {
        for (Map.Entry<String, List<String>> e : ctx.queryParamMap().entrySet()) {
            refuse("query", e.getKey(), e.getKey());
            for (String value : e.getValue()) {
                refuse("query", e.getKey(), value);
            }
        }
        for (Map.Entry<String, String> e : ctx.pathParamMap().entrySet()) {
            refuse("path", e.getKey(), e.getValue());
        }
    }

    private static void refuse(String where, String name, String value) {
        int at = ControlCharacters.indexOf(value, false);
        if (at < 0) {
            return;
        }
        String words = ControlCharacters.printable(ControlCharacters.words(name));
        String message = "contains a control character (" + ControlCharacters.name(value.charAt(at)) + ")";
        throw ApiException.validation("The value of '" + words + "' in the request's address " + message + "; remove it and send the request again.")
                .withError(where + "/" + ControlCharacters.printable(name), message);
    }
}
