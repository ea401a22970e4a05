package com.bpidesk.engine;

import com.bpidesk.engine.platform.EngineContext;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.platform.Organizations;
import com.bpidesk.engine.platform.auth.ApiKey;
import com.bpidesk.engine.platform.auth.ApiKeys;
import com.bpidesk.engine.platform.auth.RateLimiter;
import com.bpidesk.engine.platform.auth.Tier;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.NativeLibraries;
import com.bpidesk.engine.platform.db.PrivateFiles;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.ApiServer;
import com.bpidesk.engine.platform.http.LocalAccess;
import com.bpidesk.engine.platform.http.Routes;
import com.bpidesk.engine.platform.http.RouteSpec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The engine: opens the data directory and database, wires the features, and serves the REST API.
 * Lifecycle: {@link #start} (ready when it returns), {@link #health}, {@link #stop} (idempotent).
 * The desktop app embeds one on a free loopback port; {@code serve} runs one headless.
 */
public final class Engine implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Engine.class);
    public static final String DESKTOP_KEY_FILE = "desktop.key";
    public static final String LOCAL_ORGANIZATION = Organizations.LOCAL;

    private final EngineConfig config;
    private final EngineContext context;
    private final ApiServer server;
    private final RateLimiter rateLimiter;
    private final List<RouteSpec> routes;
    private final Instant startedAt;
    private volatile boolean stopped;
    private final java.util.concurrent.CountDownLatch stoppedLatch = new java.util.concurrent.CountDownLatch(1);

    private Engine(EngineConfig config, EngineContext context, ApiServer server, RateLimiter rateLimiter,
                   List<RouteSpec> routes, Instant startedAt) {
        this.config = config;
        this.context = context;
        this.server = server;
        this.rateLimiter = rateLimiter;
        this.routes = routes;
        this.startedAt = startedAt;
    }

    public static Engine start(EngineConfig config) {
        return start(config, Clock.systemUTC());
    }

    public static Engine start(EngineConfig config, Clock clock) {
        return start(config, clock, List.of());
    }

    /** Starts with extra API modules beyond the built-in features (used by tests and extensions). */
    public static Engine start(EngineConfig config, Clock clock, List<ApiModule> extraModules) {
        Path dataDir = config.dataDir();
        PrivateFiles.secure(dataDir);
        NativeLibraries.useOnnxRuntimeCache(dataDir); // extracted once, not into a new temporary directory per start
        Database db = Database.open(config.databaseUrl(), config.get("db.user", "sa"), config.get("db.password", ""),
                config.getInt("db.pool.size", 8));
        PrivateFiles.secure(dataDir); // the database files H2 has just created
        ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "bpi-engine-scheduler");
            t.setDaemon(true);
            return t;
        });
        // A stop drops delayed one-shot work that has not begun (the research indexer's start 5 s after start-up):
        // by default a shut-down executor still runs it, so every stop within 5 s of a start waited for it and then
        // loaded the embedding model while the engine was closing.
        scheduler.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        ApiKeys keys = new ApiKeys(db, clock, config.getLong("limits.daily.calls", 10_000));
        EngineContext ctx = new EngineContext(config, db, clock, scheduler, keys);
        ctx.closeOnStop(db);
        ctx.closeOnStop(() -> stopLetting(scheduler)); // a periodic task mid-write finishes before the database closes
        try {
            RateLimiter limiter = new RateLimiter(db, clock,
                    RateLimiter.Counting.forDatabase(config.get("limits.counting"), config.databaseUrl()),
                    config.getLong("limits.organization.daily.calls", RateLimiter.DEFAULT_ORGANIZATION_DAILY_LIMIT));
            ctx.closeOnStop(limiter::flush);
            scheduler.scheduleWithFixedDelay(() -> {
                try {
                    limiter.flush();
                } catch (RuntimeException e) {
                    LOG.warn("Could not store call counts: {}", e.toString());
                }
            }, RateLimiter.FLUSH_INTERVAL_MS, RateLimiter.FLUSH_INTERVAL_MS, TimeUnit.MILLISECONDS);

            Routes routes = new Routes(config.getLong("http.max.body.bytes", 1 << 20),
                    config.getLong("http.max.upload.bytes", 256L << 20));
            List<ApiModule> modules = new ArrayList<>();
            Instant startedAt = clock.instant();
            Engine[] self = new Engine[1];
            modules.add(new PlatformModule(() -> self[0].health(), () -> self[0].routeSpecs(), modules));
            modules.add(new IdentityModule(ctx.apiKeys(), ctx.dataSettings()::demo));
            modules.add(new HoldersModule(ctx.apiKeys().holders())); // need-to-know scopes (ADR 0252)
            modules.add(new ChangesModule(ctx.changes()));
            for (Feature feature : Features.all()) {
                ctx.services().startingFeature(feature.getClass().getPackageName()); // it provides only its own types
                modules.addAll(feature.start(ctx));
            }
            ctx.services().startingFeature(null);
            modules.addAll(extraModules);
            modules.forEach(m -> m.register(routes));
            db.startupComplete(); // migrated and seeded: the next node may start (ADR 0112)

            // http.enabled=false: the engine's services without a listening port (./bpi mcp speaks stdio only, ADR 0141)
            ApiServer server = !config.getBoolean("http.enabled", true) ? null
                    : ApiServer.start(config.bindAddress(), config.port(), routes, keys, limiter,
                    LocalAccess.forBinding(config.bindAddress(), config.get("http.allowed.hosts"),
                            config.get("http.allowed.origins")), ctx.changes(),
                    config.getLong("http.idle.timeout.ms", ApiServer.DEFAULT_IDLE_TIMEOUT_MILLIS));
            if (server != null) {
                ctx.closeOnStop(server);
            }
            Engine engine = new Engine(config.with("port", Integer.toString(server == null ? 0 : server.port())), ctx, server, limiter,
                    routes.specs(), startedAt);
            self[0] = engine;
            if (config.getBoolean("engine.background.tasks", true)) {
                ctx.started(); // background work deferred until the engine answers (e.g. research indexing)
            } // a command line's engine (ADR 0256) runs its command and stops: no indexing or demo seeding behind it
            engine.stopOnExit();
            LOG.info("BPI Desk engine {} listening on {} (data directory {}, data mode {})", version(), engine.baseUrl(),
                    dataDir, ctx.dataSettings().dataMode());
            return engine;
        } catch (RuntimeException e) {
            ctx.closeAll();
            throw e;
        }
    }

    /** The engine's version (from the jar manifest; "dev" when run from classes). */
    public static String version() {
        return com.bpidesk.engine.platform.EngineVersion.current();
    }

    public Health health() {
        long uptime = Duration.between(startedAt, context.clock().instant()).toSeconds();
        return new Health(stopped ? "down" : "up", version(), context.dataSettings().dataMode(),
                context.dataSettings().onlineEnabled(), context.database().schemaVersion(), startedAt, uptime);
    }

    public URI baseUrl() {
        String host = config.bindAddress();
        if ("0.0.0.0".equals(host)) {
            host = "127.0.0.1";
        }
        return URI.create("http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port());
    }

    /** The port the API answers on; 0 when started with {@code http.enabled=false}. */
    public int port() {
        return server == null ? 0 : server.port();
    }

    public EngineConfig config() {
        return config;
    }

    public EngineContext context() {
        return context;
    }

    public List<RouteSpec> routeSpecs() {
        return routes;
    }

    public RateLimiter rateLimiter() {
        return rateLimiter;
    }

    /**
     * The key the desktop app uses: an enterprise key of the local organization, created on first start
     * and stored in the data directory readable by the owner only.
     */
    public String desktopKey() {
        Path file = config.dataDir().resolve(DESKTOP_KEY_FILE);
        try {
            if (Files.isRegularFile(file)) {
                String existing = Files.readString(file, StandardCharsets.UTF_8).trim();
                Optional<ApiKey> key = context.apiKeys().authenticate(existing);
                if (key.isPresent() && key.get().tier() == Tier.ENTERPRISE) {
                    return existing;
                }
            }
            ApiKeys.Created created = context.apiKeys().create(LOCAL_ORGANIZATION, Tier.ENTERPRISE, "desktop app",
                    config.getLong("limits.daily.calls", 10_000), true);
            Path tmp = Files.createTempFile(config.dataDir(), "desktop", ".key");
            try {
                Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rw-------"));
            } catch (UnsupportedOperationException ignored) {
                // not a POSIX file system (Windows): the user profile's ACLs apply
            }
            Files.writeString(tmp, created.secret() + System.lineSeparator(), StandardCharsets.UTF_8);
            Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            return created.secret();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot store the desktop key in " + file, e);
        }
    }

    private volatile Thread exitHook;

    /**
     * Stops this engine when the JVM exits (SIGTERM, System.exit, the app's window closed without a stop) in order:
     * the server, the last writes (call counts), then the database, which H2 is told not to close by itself.
     */
    private void stopOnExit() {
        Thread hook = new Thread(this::stop, "bpi-engine-exit");
        Runtime.getRuntime().addShutdownHook(hook);
        exitHook = hook;
    }

    /** Stops the server and releases everything; safe to call twice. */
    public synchronized void stop() {
        if (!stopped) {
            stopped = true;
            context.closeAll();
            Thread hook = exitHook;
            if (hook != null && Thread.currentThread() != hook) {
                try {
                    Runtime.getRuntime().removeShutdownHook(hook); // a stopped engine is not kept alive by its hook
                } catch (IllegalStateException shuttingDown) {
                    // the JVM is already exiting: the hook runs and finds the engine stopped
                }
            }
            LOG.info("BPI Desk engine stopped");
            stoppedLatch.countDown();
        }
    }

    /**
     * Blocks until this engine has stopped: by {@link #stop}, or by its own exit hook when the JVM exits (Ctrl-C, SIGTERM).
     * {@code serve} waits here instead of registering a second hook (ADR 0256).
     */
    public void awaitStop() throws InterruptedException {
        stoppedLatch.await();
    }

    @Override
    public void close() {
        stop();
    }

    /** Stops the scheduler after its running task (at most a few seconds), then interrupts what is left. */
    private static void stopLetting(ScheduledExecutorService scheduler) {
        scheduler.shutdown();
        try {
            if (!scheduler.awaitTermination(5, TimeUnit.SECONDS)) {
                scheduler.shutdownNow();
            }
        } catch (InterruptedException e) {
            scheduler.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }
}
