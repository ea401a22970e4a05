package com.bpidesk.engine.platform.http;

import com.bpidesk.engine.platform.Json;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's error page for failures that happen before a request reaches Javalin (malformed request line,
 * illegal header characters, URI too long): an RFC 9457 problem instead of Jetty's HTML page.
 */
final class ProblemErrorHandler extends ErrorHandler {

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        int status = response.getStatus() >= 400 ? response.getStatus() : 400;
        Object message = request.getAttribute(ERROR_MESSAGE);
        // a 5xx here is a failure inside a mounted servlet: its message is internal (issue 29), the log has it
        String plain = message == null || status >= 500 ? "" : InputFailures.plain(String.valueOf(message));
        String detail = status >= 500 ? "The engine could not complete the request; try again, and report it if it persists."
                : "The HTTP request could not be read" + (plain.isEmpty() ? "." : ": " + plain + ".");
        ProblemType type = switch (status) {
            case 413 -> ProblemType.PAYLOAD_TOO_LARGE;
            case 404 -> ProblemType.NOT_FOUND;
            case 405 -> ProblemType.METHOD_NOT_ALLOWED;
            default -> status >= 500 ? ProblemType.INTERNAL : new ProblemType("bad-request", "Bad request", status);
        };
        Problem p = new Problem(type.uri(), type.title(), status, detail, null, List.of(), Map.of());
        byte[] body;
        try {
            body = Json.MAPPER.writeValueAsBytes(p);
        } catch (Exception e) {
            body = ("{\"status\":" + status + "}").getBytes(java.nio.charset.StandardCharsets.UTF_8);
        }
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, Problem.MEDIA_TYPE);
        response.write(true, ByteBuffer.wrap(body), callback);
        return true;
    }
}
