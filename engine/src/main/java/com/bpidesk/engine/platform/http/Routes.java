package com.bpidesk.engine.platform.http;

import io.javalin.http.Handler;
import java.util.ArrayList;
import java.util.List;

/**
 * Collects the routes of every {@link ApiModule} with their access rule. The server wraps each
 * handler with authentication, the daily limit and the body-size check, so handlers stay small.
 */
public final class Routes {

    /** A route together with its handler. */
    public record Route(RouteSpec spec, Handler handler) {
    }

    private final long defaultMaxBody;
    private final long maxUpload;
    private final List<Route> routes = new ArrayList<>();
    private final List<ServletRoute> servlets = new ArrayList<>();

    /**
     * A servlet mounted at an exact path (for protocols with their own framing, such as the MCP endpoint). The server
     * puts the same Host/Origin check, authentication, tier check and daily limit in front of it as in front of routes.
     */
    public record ServletRoute(String path, Access access, jakarta.servlet.http.HttpServlet servlet) {
    }

    public Routes servlet(String path, Access access, jakarta.servlet.http.HttpServlet servlet) {
        servlets.add(new ServletRoute(path, access, servlet));
        return this;
    }

    public List<ServletRoute> servlets() {
        return List.copyOf(servlets);
    }

    public Routes(long defaultMaxBody, long maxUpload) {
        this.defaultMaxBody = defaultMaxBody;
        this.maxUpload = maxUpload;
    }

    public Routes get(String path, Access access, Handler handler) {
        return add("GET", path, access, defaultMaxBody, handler);
    }

    public Routes post(String path, Access access, Handler handler) {
        return add("POST", path, access, defaultMaxBody, handler);
    }

    /** A POST that accepts file uploads up to the configured upload limit ({@code http.max.upload.bytes}). */
    public Routes upload(String path, Access access, Handler handler) {
        return add("POST", path, access, maxUpload, handler);
    }

    public Routes put(String path, Access access, Handler handler) {
        return add("PUT", path, access, defaultMaxBody, handler);
    }

    public Routes delete(String path, Access access, Handler handler) {
        return add("DELETE", path, access, defaultMaxBody, handler);
    }

    private Routes add(String method, String path, Access access, long maxBody, Handler handler) {
        routes.add(new Route(new RouteSpec(method, path, access, maxBody), handler));
        return this;
    }

    public List<Route> all() {
        return List.copyOf(routes);
    }

    public List<RouteSpec> specs() {
        return routes.stream().map(Route::spec).toList();
    }

    public long maxUpload() {
        return maxUpload;
    }
}
