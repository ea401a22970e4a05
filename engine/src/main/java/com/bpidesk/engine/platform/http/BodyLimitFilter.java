package com.bpidesk.engine.platform.http;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import java.io.IOException;
import java.util.concurrent.TimeoutException;

/**
 * Enforces a route's body limit on the bytes actually read, whatever the request declares: a chunked body (no
 * {@code Content-Length}) or a body longer than its declared length is cut off with a 413 problem as soon as it
 * passes the limit, before it is buffered. The limit is the route's ({@link #LIMIT_ATTRIBUTE}, set by the server
 * once the route is known), else the largest of any route.
 *
 * <p>A body that stops arriving (the client went quiet until the idle timeout) or a broken connection become
 * problems too (408, 400), never a plain-text page.
 */
final class BodyLimitFilter implements Filter {

    static final String LIMIT_ATTRIBUTE = "bpi.max-body-bytes";
    static final ProblemType BODY_TIMEOUT = new ProblemType("request-timeout", "The request body did not arrive in time", 408);

    private final long defaultLimit;

    BodyLimitFilter(long defaultLimit) {
        this.defaultLimit = defaultLimit;
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain) throws IOException, ServletException {
        if (request instanceof HttpServletRequest http) {
            chain.doFilter(new Limited(http, defaultLimit), response);
        } else {
            chain.doFilter(request, response);
        }
    }

    private static final class Limited extends HttpServletRequestWrapper {
        private final long defaultLimit;
        private ServletInputStream stream;

        Limited(HttpServletRequest request, long defaultLimit) {
            super(request);
            this.defaultLimit = defaultLimit;
        }

        @Override
        public ServletInputStream getInputStream() throws IOException {
            if (stream == null) {
                stream = new Counting(super.getInputStream(), this);
            }
            return stream;
        }

        long limit() {
            return getAttribute(LIMIT_ATTRIBUTE) instanceof Long l ? l : defaultLimit;
        }
    }

    private static final class Counting extends ServletInputStream {
        private final ServletInputStream in;
        private final Limited request;
        private long read;

        Counting(ServletInputStream in, Limited request) {
            this.in = in;
            this.request = request;
        }

        @Override
        public int read() throws IOException {
            int b = guarded(() -> in.read());
            if (b >= 0) {
                count(1);
            }
            return b;
        }

        @Override
        public int read(byte[] buf, int off, int len) throws IOException {
            if (len == 0) { // InputStream.readAllBytes asks for 0 bytes when its buffer is full; 1 would overrun it
                return 0;
            }
            long limit = request.limit();
            // never ask for more than one byte past the limit, so an oversized body is detected without buffering it
            int ask = (int) Math.max(1, Math.min(len, limit - read + 1));
            int n = guarded(() -> in.read(buf, off, ask));
            if (n > 0) {
                count(n);
            }
            return n;
        }

        private void count(int n) {
            read += n;
            long limit = request.limit();
            if (read > limit) {
                throw new ApiException(ProblemType.PAYLOAD_TOO_LARGE, "The request body is larger than the "
                        + limit + " bytes this endpoint accepts.").with("max_bytes", limit);
            }
        }

        private interface Read {
            int run() throws IOException;
        }

        private static int guarded(Read r) {
            try {
                return r.run();
            } catch (IOException e) {
                if (timedOut(e)) {
                    throw new ApiException(BODY_TIMEOUT, "The request body stopped arriving before it was complete; "
                            + "send it again.", e);
                }
                throw new ApiException(ProblemType.VALIDATION, "The request body could not be read completely "
                        + "(the connection was interrupted); send it again.", e);
            }
        }

        private static boolean timedOut(Throwable e) {
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof TimeoutException || t instanceof java.net.SocketTimeoutException
                        || t.getClass().getSimpleName().contains("Timeout")) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public boolean isFinished() {
            return in.isFinished();
        }

        @Override
        public boolean isReady() {
            return in.isReady();
        }

        @Override
        public void setReadListener(ReadListener listener) {
            in.setReadListener(listener);
        }

        @Override
        public int available() throws IOException {
            return in.available();
        }
    }
}
