package com.bpidesk.engine.agents;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/**
 * The SDK's own HTTP error answers, rewritten (issue 29, ADR 0220): the MCP SDK answers a request it refuses (no session,
 * an unknown session, a wrong media type, a GET or DELETE it cannot serve) by serializing its Java exception, stack frames
 * and all. This response wrapper keeps any answer with a status of 400 or more out of the client's reach and, once the SDK
 * is done, sends a JSON-RPC error object instead: the SDK's message when it is plain words, else a sentence for the
 * status. Answers below 400 (events, results) pass through untouched.
 */
final class McpErrorAnswers extends HttpServletResponseWrapper {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** What a message must not carry to be passed on: qualified names, exception names, stack frames. */
    private static final Pattern INTERNAL = Pattern.compile(
            "\\b(?:com|java|javax|jakarta|io|org|net|reactor)\\.[a-z]|Exception|Error:|\\bat [\\w.$]+\\(|\\.java:\\d");

    private final HttpServletResponse response;
    private final ByteArrayOutputStream captured = new ByteArrayOutputStream();
    private int status = 200;
    private boolean capturing;
    private PrintWriter writer;

    McpErrorAnswers(HttpServletResponse response) {
        super(response);
        this.response = response;
    }

    @Override
    public void setStatus(int sc) {
        status = sc;
        capturing |= sc >= 400;
        super.setStatus(sc);
    }

    @Override
    public void sendError(int sc, String msg) {
        setStatus(sc);
    }

    @Override
    public void sendError(int sc) {
        setStatus(sc);
    }

    @Override
    public void setContentLength(int len) {
        if (!capturing) {
            super.setContentLength(len);
        }
    }

    @Override
    public void setContentLengthLong(long len) {
        if (!capturing) {
            super.setContentLengthLong(len);
        }
    }

    @Override
    public ServletOutputStream getOutputStream() throws IOException {
        if (!capturing) {
            return super.getOutputStream();
        }
        return new ServletOutputStream() {
            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setWriteListener(WriteListener listener) {
                throw new UnsupportedOperationException("an error answer is written at once");
            }

            @Override
            public void write(int b) {
                captured.write(b);
            }
        };
    }

    @Override
    public PrintWriter getWriter() throws IOException {
        if (!capturing) {
            return super.getWriter();
        }
        if (writer == null) {
            writer = new PrintWriter(new OutputStreamWriter(captured, StandardCharsets.UTF_8));
        }
        return writer;
    }

    @Override
    public void flushBuffer() throws IOException {
        if (!capturing) {
            super.flushBuffer();
        }
    }

    /** Sends the rewritten error when the SDK answered one; call after the SDK's {@code service} returned. */
    void finish() throws IOException {
        if (!capturing) {
            return;
        }
        if (writer != null) {
            writer.flush();
        }
        int code = status == 404 ? AgentServer.UNAUTHORIZED : McpRequests.INVALID_REQUEST;
        String message = null;
        try {
            JsonNode node = captured.size() == 0 ? null : JSON.readTree(captured.toByteArray());
            if (node != null) {
                JsonNode rpc = node.has("jsonRpcError") ? node.get("jsonRpcError") : node.has("error") ? node.get("error") : node;
                if (rpc.path("code").isInt()) {
                    code = rpc.get("code").asInt();
                }
                message = rpc.path("message").asText(null);
            }
        } catch (IOException | RuntimeException notJson) {
            message = null;
        }
        if (message == null || message.isBlank() || INTERNAL.matcher(message).find() || message.length() > 300) {
            message = forStatus(status);
        }
        response.resetBuffer();
        SwitchedServlet.refuse(response, status, code, message, null);
    }

    static String forStatus(int status) {
        return switch (status) {
            case 404 -> "This session is unknown or has ended; start a new one with initialize.";
            case 405 -> "This HTTP method is not served here; send JSON-RPC messages with POST.";
            case 406 -> "Accept both application/json and text/event-stream.";
            case 415 -> "Send the message as application/json.";
            default -> status >= 500 ? "The agents' server could not complete the request; try again."
                    : "The request is not one this server accepts: send JSON-RPC 2.0 messages with POST as application/json, "
                    + "with the session id that initialize returned.";
        };
    }
}
