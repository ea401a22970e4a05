package com.bpidesk.engine.platform.http;

import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.platform.auth.ApiKey;
import com.bpidesk.engine.platform.auth.ApiKeys;
import com.bpidesk.engine.platform.auth.RateLimiter;
import com.bpidesk.engine.platform.errors.DomainException;
import io.javalin.Javalin;
import jakarta.servlet.DispatcherType;
import java.util.EnumSet;
import org.eclipse.jetty.ee10.servlet.FilterHolder;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HandlerType;
import io.javalin.http.HttpResponseException;
import io.javalin.json.JavalinJackson;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Javalin server and the API platform every endpoint uses: both authentication schemes of the
 * specification on every route, tiers, daily limits with {@code RateLimit-*} headers, body-size limits,
 * and RFC 9457 problem details for every error. No stack trace ever reaches a client.
 */
public final class ApiServer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ApiServer.class);
    /** A non-administrator key on a route that changes engine-wide state (ADR 0113). */
    public static final ProblemType ADMIN_REQUIRED = new ProblemType("admin-required",
            "An administrator key is required", 403);

    /** An agent key on a REST route, or an ordinary key on the agents' endpoint (ADR 0141). */
    public static final ProblemType WRONG_KEY_KIND = new ProblemType("wrong-key-kind",
            "This kind of key cannot be used here", 403);

    private final Javalin javalin;

    private ApiServer(Javalin javalin) {
        this.javalin = javalin;
    }

    public static ApiServer start(String host, int port, Routes routes, ApiKeys keys, RateLimiter limiter) {
        return start(host, port, routes, keys, limiter, LocalAccess.forBinding(host, null, null));
    }

    private static final String STARTED_NANOS = "bpi.started.nanos";

    /** Starts the server; {@code access} decides which Host and Origin headers are answered (ADR 0111). */
    public static ApiServer start(String host, int port, Routes routes, ApiKeys keys, RateLimiter limiter,
                                  LocalAccess access) {
        return start(host, port, routes, keys, limiter, access, null);
    }

    /** As above; every successful write request also bumps the change counters of its path (ADR 0138). */
    public static ApiServer start(String host, int port, Routes routes, ApiKeys keys, RateLimiter limiter,
                                  LocalAccess access, com.bpidesk.engine.platform.Changes changes) {
        return start(host, port, routes, keys, limiter, access, changes, DEFAULT_IDLE_TIMEOUT_MILLIS);
    }

    /** Jetty's default: a request whose body stops arriving is answered after this long without a byte. */
    public static final long DEFAULT_IDLE_TIMEOUT_MILLIS = 30_000;

    /**
     * As above, with the idle timeout of a request ({@code http.idle.timeout.ms}): how long a body may stop arriving
     * before the request is answered with a problem (BodyLimitFilter).
     */
    public static ApiServer start(String host, int port, Routes routes, ApiKeys keys, RateLimiter limiter,
                                  LocalAccess access, com.bpidesk.engine.platform.Changes changes, long idleTimeoutMillis) {
        long maxRequest = routes.all().stream().mapToLong(r -> r.spec().maxBodyBytes()).max().orElse(1 << 20);
        Javalin app = Javalin.create(cfg -> {
            cfg.jetty.host = host;
            cfg.jetty.port = port;
            cfg.startup.showJavalinBanner = false;
            cfg.startup.showOldJavalinVersionWarning = false;
            cfg.http.maxRequestSize = maxRequest;
            cfg.http.prefer405over404 = true;
            cfg.jsonMapper(new JavalinJackson(Json.MAPPER, false));
            cfg.jetty.modifyHttpConfiguration(http -> http.setIdleTimeout(idleTimeoutMillis));
            // Errors Jetty answers before Javalin sees the request (bad header bytes, URI too long) are problems too.
            cfg.jetty.modifyServer(server -> server.setErrorHandler(new ProblemErrorHandler()));
            // Body limits on the bytes read, chunked bodies included (the route's limit once it is known).
            cfg.jetty.modifyServletContextHandler(handler -> handler.addFilter(
                    new FilterHolder(new BodyLimitFilter(maxRequest)), "/*", EnumSet.of(DispatcherType.REQUEST)));
            for (Routes.ServletRoute mount : routes.servlets()) {
                cfg.jetty.modifyServletContextHandler(handler -> {
                    var holder = new org.eclipse.jetty.ee10.servlet.ServletHolder(new GuardedServlet(mount, keys, limiter, access));
                    holder.setAsyncSupported(true);
                    handler.addServlet(holder, mount.path());
                });
            }
            // Server-Timing (W3C): the engine's own handling time, body read included, queueing before it excluded;
            // the bad-input corpus asserts issue 11's 2 s on it (docs/reliability.md).
            cfg.routes.before(ctx -> ctx.attribute(STARTED_NANOS, System.nanoTime()));
            cfg.routes.after(ctx -> {
                Long started = ctx.attribute(STARTED_NANOS);
                if (started != null) {
                    ctx.header("Server-Timing", String.format(java.util.Locale.ROOT, "app;dur=%.1f", (System.nanoTime() - started) / 1e6));
                }
            });
            cfg.routes.before(ctx -> access.check(ctx.header("Host"), ctx.header("Origin")));
            for (Routes.Route route : routes.all()) {
                cfg.routes.addHttpHandler(HandlerType.findOrCreate(route.spec().method()), route.spec().path(),
                        guarded(route, keys, limiter, changes));
            }
            cfg.routes.exception(ApiException.class, (e, ctx) -> writeProblem(ctx, e));
            cfg.routes.exception(DomainException.class, (e, ctx) -> writeProblem(ctx, DomainProblems.toApi(e)));
            cfg.routes.exception(HttpResponseException.class, (e, ctx) -> writeProblem(ctx, fromJavalin(e, ctx)));
            cfg.routes.exception(Exception.class, (e, ctx) -> {
                var badInput = InputFailures.explain(e);
                if (badInput.isPresent()) {
                    LOG.debug("Refused bad input on {} {}: {}", ctx.method(), ctx.path(), e.toString());
                    writeProblem(ctx, badInput.get());
                    return;
                }
                String incident = UUID.randomUUID().toString();
                LOG.error("Unhandled error on {} {} (incident {})", ctx.method(), ctx.path(), incident, e);
                writeProblem(ctx, new ApiException(ProblemType.INTERNAL,
                        "The engine could not complete the request. Quote incident " + incident + " when reporting it.")
                        .with("incident", incident));
            });
            cfg.routes.error(404, ctx -> {
                if (ctx.result() == null || ctx.result().isEmpty()) {
                    writeProblem(ctx, ApiException.notFound("No endpoint " + ctx.method() + " " + ctx.path()
                            + ". The API is described at /openapi.json."));
                }
            });
            cfg.routes.error(405, ctx -> {
                if (!Problem.MEDIA_TYPE.equals(ctx.res().getContentType())) {
                    writeProblem(ctx, new ApiException(ProblemType.METHOD_NOT_ALLOWED,
                            ctx.method() + " is not allowed on " + ctx.path() + "."));
                }
            });
        });
        app.start();
        return new ApiServer(app);
    }

    /** Wraps a handler with authentication, tier check, the daily limit and the body-size limit. */
    private static Handler guarded(Routes.Route route, ApiKeys keys, RateLimiter limiter,
                                   com.bpidesk.engine.platform.Changes changes) {
        RouteSpec spec = route.spec();
        Handler inner = route.handler();
        return ctx -> {
            ctx.req().setAttribute(BodyLimitFilter.LIMIT_ATTRIBUTE, spec.maxBodyBytes());
            if (spec.access() != Access.PUBLIC) {
                ApiKey key = authenticate(ctx, keys);
                checkKind(key, spec.access());
                if (!key.tier().includes(spec.access().requiredTier())) {
                    throw new ApiException(ProblemType.FORBIDDEN, "This endpoint needs the "
                            + spec.access().requiredTier().wireName() + " tier; your key is on the "
                            + key.tier().wireName() + " tier.");
                }
                if (spec.access() == Access.ADMIN && !key.admin()) {
                    throw new ApiException(ADMIN_REQUIRED, "This changes settings or data shared by every organization "
                            + "on this engine, so it needs an administrator key; ask your BPI Desk administrator.");
                }
                RateLimiter.Decision d = limiter.acquire(key);
                ctx.header("RateLimit-Limit", Long.toString(d.limit()));
                ctx.header("RateLimit-Remaining", Long.toString(d.remaining()));
                ctx.header("RateLimit-Reset", Long.toString(d.resetSeconds()));
                ctx.header("RateLimit-Policy", d.limit() + ";w=86400");
                if (!d.allowed()) {
                    throw new ApiException(ProblemType.RATE_LIMITED, "This key has made its " + d.limit()
                            + " calls for today (UTC). The limit resets in " + d.resetSeconds() + " seconds.")
                            .withHeader("Retry-After", Long.toString(d.resetSeconds()));
                }
                ctx.attribute(Api.CALLER_ATTRIBUTE, key.caller());
                // Need-to-know (ADR 0252): a client, or a record of one, out of the caller's scope is answered as if it
                // did not exist, on every route that names one, in this one place.
                ctx.pathParamMap().forEach((name, value) -> keys.scopeGuard().check(key.caller(), name, value));
                ctx.attribute(Api.SCOPE_GUARD_ATTRIBUTE, keys.scopeGuard()); // for ids named in a body (Api.requireInScope)
            }
            ParameterText.check(ctx);
            long length = ctx.contentLength();
            if (length > spec.maxBodyBytes()) {
                throw new ApiException(ProblemType.PAYLOAD_TOO_LARGE, "The request body has " + length
                        + " bytes; this endpoint accepts at most " + spec.maxBodyBytes() + " bytes.")
                        .with("max_bytes", spec.maxBodyBytes());
            }
            inner.handle(ctx);
            String method = spec.method().toUpperCase(java.util.Locale.ROOT);
            if (changes != null && !method.equals("GET") && !method.equals("HEAD") && ctx.status().getCode() < 400) {
                Object caller = ctx.attribute(Api.CALLER_ATTRIBUTE);
                changes.afterWrite(caller instanceof com.bpidesk.engine.platform.auth.Caller c ? c.organizationId() : null, ctx.path());
            }
        };
    }

    /**
     * Agent keys work only where the route is for agents ({@link Access#AGENT}, the MCP endpoint), and agents' routes
     * take only agent keys: an agent's key leaked from its configuration opens no REST route, and every MCP call is
     * made under an agent's identity and scopes (ADR 0141).
     */
    static void checkKind(ApiKey key, Access access) {
        if (access == Access.AGENT && !key.agent()) {
            throw new ApiException(WRONG_KEY_KIND, "This endpoint is for approved AI agents: use an agent key "
                    + "(create one in Settings, AI agents).");
        }
        if (access != Access.AGENT && key.agent()) {
            throw new ApiException(WRONG_KEY_KIND, "An agent key works only on the AI agents' server, not on the "
                    + "REST API.");
        }
    }

    /** Accepts {@code Authorization: Bearer <key>} and {@code X-Service-API-Key: <key>} (spec section 5). */
    private static ApiKey authenticate(Context ctx, ApiKeys keys) {
        return authenticate(ctx.header("X-Service-API-Key"), ctx.header("Authorization"), keys);
    }

    static ApiKey authenticate(String presented, String auth, ApiKeys keys) {
        if (presented != null && auth != null && auth.regionMatches(true, 0, "Bearer ", 0, 7)
                && !auth.substring(7).trim().equals(presented.trim())) {
            // two different keys: which one acts is not the client's to guess (issue 29: X-Service-API-Key silently won)
            throw unauthorized("The request carries two different API keys, one in Authorization and one in "
                    + "X-Service-API-Key; send one key (the same key in both headers is accepted).");
        }
        if (presented == null && auth != null) {
            if (!auth.regionMatches(true, 0, "Bearer ", 0, 7)) {
                throw unauthorized("The Authorization header must use the Bearer scheme: 'Authorization: Bearer <API_KEY>'.");
            }
            presented = auth.substring(7).trim();
        }
        if (presented == null || presented.isBlank()) {
            throw unauthorized("Send an API key as 'Authorization: Bearer <API_KEY>' or 'X-Service-API-Key: <API_KEY>'.");
        }
        return keys.authenticate(presented).orElseThrow(() ->
                unauthorized("The API key is unknown or revoked."));
    }

    private static ApiException unauthorized(String detail) {
        return new ApiException(ProblemType.UNAUTHORIZED, detail)
                .withHeader("WWW-Authenticate", "Bearer realm=\"bpi-desk\"");
    }

    private static ApiException fromJavalin(HttpResponseException e, Context ctx) {
        int status = e.getStatus();
        return switch (status) {
            case 404 -> ApiException.notFound("No endpoint " + ctx.method() + " " + ctx.path()
                    + ". The API is described at /openapi.json.");
            case 405 -> new ApiException(ProblemType.METHOD_NOT_ALLOWED, ctx.method() + " is not allowed on " + ctx.path() + ".");
            case 413 -> new ApiException(ProblemType.PAYLOAD_TOO_LARGE, "The request body is larger than this server accepts.");
            case 400 -> ApiException.validation(e.getMessage() == null ? "Bad request." : e.getMessage());
            default -> new ApiException(new ProblemType("http-" + status, e.getMessage() == null ? "HTTP " + status
                    : e.getMessage(), status), e.getMessage() == null ? "HTTP " + status : e.getMessage());
        };
    }

    static void writeProblem(Context ctx, ApiException e) {
        Problem p = InputFailures.plain(e.toProblem(ctx.path()));
        e.headers().forEach(ctx::header);
        ctx.status(p.status());
        ctx.contentType(Problem.MEDIA_TYPE);
        try {
            ctx.result(Json.MAPPER.writeValueAsBytes(p));
        } catch (Exception ex) {
            ctx.result("{\"type\":\"" + ProblemType.INTERNAL.uri() + "\",\"status\":500}");
        }
    }

    public int port() {
        return javalin.port();
    }

    @Override
    public void close() {
        javalin.stop();
    }

}
