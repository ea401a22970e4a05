package com.bpidesk.engine.platform.http;

import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.platform.auth.ApiKey;
import com.bpidesk.engine.platform.auth.ApiKeys;
import com.bpidesk.engine.platform.auth.RateLimiter;
import jakarta.servlet.ServletConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Puts the API platform in front of a mounted servlet ({@link Routes#servlet}): the Host/Origin allow-list, the API key
 * (both schemes), the tier and the daily limit, exactly as for routes. The caller is left in the request attribute
 * {@link Api#CALLER_ATTRIBUTE} ({@link Api#caller(HttpServletRequest)}).
 *
 * <p>Mounted servlets speak JSON-RPC (the MCP endpoint), so a refusal is a JSON-RPC error object with the HTTP status
 * (401, 403, 429) and the same plain message a route's problem detail would carry.
 */
final class GuardedServlet extends HttpServlet {

    /** JSON-RPC error codes in the implementation-defined server range (JSON-RPC 2.0 section 5.1). */
    static final int UNAUTHORIZED_CODE = -32001;
    static final int FORBIDDEN_CODE = -32003;
    static final int RATE_LIMITED_CODE = -32029;

    private final Routes.ServletRoute mount;
    private final ApiKeys keys;
    private final RateLimiter limiter;
    private final LocalAccess access;

    GuardedServlet(Routes.ServletRoute mount, ApiKeys keys, RateLimiter limiter, LocalAccess access) {
        this.mount = mount;
        this.keys = keys;
        this.limiter = limiter;
        this.access = access;
    }

    @Override
    public void init(ServletConfig config) throws ServletException {
        super.init(config);
        mount.servlet().init(config);
    }

    @Override
    public void destroy() {
        mount.servlet().destroy();
    }

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse res) throws ServletException, IOException {
        try {
            access.check(req.getHeader("Host"), req.getHeader("Origin"));
            if (mount.access() != Access.PUBLIC) {
                ApiKey key = ApiServer.authenticate(req.getHeader("X-Service-API-Key"), req.getHeader("Authorization"), keys);
                ApiServer.checkKind(key, mount.access());
                if (!key.tier().includes(mount.access().requiredTier())) {
                    throw new ApiException(ProblemType.FORBIDDEN, "This endpoint needs the "
                            + mount.access().requiredTier().wireName() + " tier; your key is on the " + key.tier().wireName() + " tier.");
                }
                RateLimiter.Decision d = limiter.acquire(key);
                res.setHeader("RateLimit-Limit", Long.toString(d.limit()));
                res.setHeader("RateLimit-Remaining", Long.toString(d.remaining()));
                res.setHeader("RateLimit-Reset", Long.toString(d.resetSeconds()));
                if (!d.allowed()) {
                    throw new ApiException(ProblemType.RATE_LIMITED, (key.agent() ? "The agent keys of your organization have made their " : "This key has made its ") + d.limit()
                            + " calls for today (UTC). The limit resets in " + d.resetSeconds() + " seconds.")
                            .withHeader("Retry-After", Long.toString(d.resetSeconds()));
                }
                req.setAttribute(Api.CALLER_ATTRIBUTE, key.caller());
                req.setAttribute(Api.KEY_ATTRIBUTE, key);
            }
        } catch (ApiException e) {
            refuse(res, e);
            return;
        }
        mount.servlet().service(req, res);
    }

    private static void refuse(HttpServletResponse res, ApiException e) throws IOException {
        int status = e.type().status();
        e.headers().forEach(res::setHeader);
        res.setStatus(status);
        res.setContentType("application/json");
        res.setCharacterEncoding("UTF-8");
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", status == 401 ? UNAUTHORIZED_CODE : status == 429 ? RATE_LIMITED_CODE : FORBIDDEN_CODE);
        error.put("message", e.getMessage());
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("jsonrpc", "2.0");
        body.put("id", null);
        body.put("error", error);
        res.getOutputStream().write(Json.MAPPER.writeValueAsBytes(body));
    }
}
