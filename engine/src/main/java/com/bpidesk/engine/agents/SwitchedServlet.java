package com.bpidesk.engine.agents;

import com.bpidesk.engine.platform.Json;
import jakarta.servlet.ServletConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequestWrapper;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The MCP endpoint behind the server's on/off switch ({@link AgentSettings}), read on every request: while the server
 * is off every request is refused with a JSON-RPC error (HTTP 403) saying so, after the platform's own checks.
 */
final class SwitchedServlet extends HttpServlet {

    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(SwitchedServlet.class);

    static final String OFF = "The AI agents server is turned off on this BPI Desk engine. An administrator can turn it on "
            + "in Settings, AI agents.";

    private final HttpServlet endpoint;
    private final AgentSettings settings;

    SwitchedServlet(HttpServlet endpoint, AgentSettings settings) {
        this.endpoint = endpoint;
        this.settings = settings;
    }

    @Override
    public void init(ServletConfig config) throws ServletException {
        super.init(config);
        endpoint.init(config);
    }

    @Override
    public void destroy() {
        endpoint.destroy();
    }

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse res) throws ServletException, IOException {
        if (!settings.enabled()) {
            refuse(res, 403, AgentServer.FORBIDDEN, OFF, null);
            return;
        }
        if ("POST".equalsIgnoreCase(req.getMethod())) {
            // the message is checked before the SDK reads it (issue 29): one JSON-RPC object, no control characters
            byte[] body = req.getInputStream().readAllBytes();
            var refusal = McpRequests.check(body);
            if (refusal.isPresent()) {
                refuse(res, 400, refusal.get().code(), refusal.get().message(), refusal.get().id());
                return;
            }
            serve(new BufferedRequest(req, body), res);
            return;
        }
        serve(req, res);
    }

    /** The SDK serves the request; its error answers are rewritten ({@link McpErrorAnswers}), its failures never shown. */
    private void serve(HttpServletRequest req, HttpServletResponse res) throws ServletException, IOException {
        McpErrorAnswers answers = new McpErrorAnswers(res);
        try {
            endpoint.service(req, answers);
        } catch (RuntimeException | ServletException e) {
            String incident = java.util.UUID.randomUUID().toString();
            LOG.error("The agents' server failed on {} (incident {})", req.getMethod(), incident, e);
            if (!res.isCommitted()) {
                res.resetBuffer();
                refuse(res, 500, AgentTools.INTERNAL_ERROR, "The agents' server could not complete the request. Quote incident "
                        + incident + " when reporting it.", null);
            }
            return;
        }
        answers.finish();
    }

    /** A JSON-RPC error object as the whole answer. */
    static void refuse(HttpServletResponse res, int status, int code, String message, Object id) throws IOException {
        res.setStatus(status);
        res.setContentType("application/json");
        res.setCharacterEncoding("UTF-8");
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", code);
        error.put("message", message);
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("jsonrpc", "2.0");
        body.put("id", id);
        body.put("error", error);
        res.getOutputStream().write(Json.MAPPER.writeValueAsBytes(body));
    }

    /** The request with its body already read, for the SDK to read again (as a stream or a reader). */
    private static final class BufferedRequest extends HttpServletRequestWrapper {
        private final byte[] body;

        BufferedRequest(HttpServletRequest req, byte[] body) {
            super(req);
            this.body = body;
        }

        @Override
        public ServletInputStream getInputStream() {
            ByteArrayInputStream in = new ByteArrayInputStream(body);
            return new ServletInputStream() {
                @Override
                public boolean isFinished() {
                    return in.available() == 0;
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setReadListener(ReadListener listener) {
                    throw new UnsupportedOperationException("the body is already read");
                }

                @Override
                public int read() {
                    return in.read();
                }

                @Override
                public int read(byte[] b, int off, int len) {
                    return in.read(b, off, len);
                }
            };
        }

        @Override
        public BufferedReader getReader() {
            return new BufferedReader(new InputStreamReader(new ByteArrayInputStream(body), StandardCharsets.UTF_8));
        }

        @Override
        public int getContentLength() {
            return body.length;
        }

        @Override
        public long getContentLengthLong() {
            return body.length;
        }
    }
}
