package com.bpidesk.engine.platform;

import com.bpidesk.engine.platform.auth.ApiKeys;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.settings.DataSettings;
import com.bpidesk.engine.platform.settings.Settings;
import java.time.Clock;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.ScheduledExecutorService;

/**
 * What every feature is built from: settings, the database, the clock, a shared scheduler for small
 * periodic work, the data-source settings in force (data mode), the services of the features started before,
 * and a place to register resources closed when the engine stops (in reverse order).
 */
public final class EngineContext {
    private final Settings config;
    private final Database database;
    private final Clock clock;
    private final ScheduledExecutorService scheduler;
    private final ApiKeys apiKeys;
    private final DataSettings dataSettings;
    private final Services services = new Services();
    private final Changes changes;
    private final Deque<AutoCloseable> closeables = new ArrayDeque<>();
    private final java.util.List<Runnable> afterStart = new java.util.concurrent.CopyOnWriteArrayList<>();

    public EngineContext(Settings config, Database database, Clock clock, ScheduledExecutorService scheduler, ApiKeys apiKeys) {
        this.config = config;
        this.database = database;
        this.clock = clock;
        this.scheduler = scheduler;
        this.apiKeys = apiKeys;
        this.dataSettings = new DataSettings(database, config, clock);
        this.changes = new Changes(clock.instant());
    }

    /** The change counters clients poll to refresh without reloading by hand (ADR 0138). */
    public Changes changes() {
        return changes;
    }

    public Settings config() {
        return config;
    }

    public Database database() {
        return database;
    }

    public Clock clock() {
        return clock;
    }

    public ScheduledExecutorService scheduler() {
        return scheduler;
    }

    public ApiKeys apiKeys() {
        return apiKeys;
    }

    /** The data-source settings in force (the one source of the data mode). */
    public DataSettings dataSettings() {
        return dataSettings;
    }

    /** The services features provide to each other (see {@link Feature}). */
    public Services services() {
        return services;
    }

    /**
     * Runs {@code task} once the engine is ready (every feature started, the HTTP server listening), in registration
     * order, on the thread that started the engine: for background work that must not compete with start-up, such
     * as loading the embedding model and indexing (the task itself must return quickly and hand the work to its own
     * thread).
     */
    public void afterStart(Runnable task) {
        afterStart.add(task);
    }

    /** Called by the engine once it listens: runs the {@link #afterStart} tasks (a failing task is logged, not fatal). */
    public void started() {
        for (Runnable r : afterStart) {
            try {
                r.run();
            } catch (RuntimeException e) {
                org.slf4j.LoggerFactory.getLogger(EngineContext.class).warn("A start-up task failed: {}", e.toString());
            }
        }
        afterStart.clear();
    }

    /** Registers something to close when the engine stops; closed in reverse registration order. */
    public <T extends AutoCloseable> T closeOnStop(T resource) {
        synchronized (closeables) {
            closeables.push(resource);
        }
        return resource;
    }

    /** Closes everything registered, newest first (called by the engine when it stops). */
    public void closeAll() {
        synchronized (closeables) {
            while (!closeables.isEmpty()) {
                try {
                    closeables.pop().close();
                } catch (Exception e) {
                    org.slf4j.LoggerFactory.getLogger(EngineContext.class).warn("Error while stopping: {}", e.toString());
                }
            }
        }
    }
}
