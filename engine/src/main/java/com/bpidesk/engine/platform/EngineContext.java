package com.bpidesk.engine;

import com.bpidesk.engine.platform.auth.ApiKeys;
import com.bpidesk.engine.platform.db.Database;
import java.time.Clock;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.ScheduledExecutorService;

/**
 * What every feature is built from: settings, the database, the clock, a shared scheduler for small
 * periodic work, and a place to register resources closed when the engine stops (in reverse order).
 */
public final class EngineContext {
    private final EngineConfig config;
    private final Database database;
    private final Clock clock;
    private final ScheduledExecutorService scheduler;
    private final ApiKeys apiKeys;
    private final Deque<AutoCloseable> closeables = new ArrayDeque<>();

    EngineContext(EngineConfig config, Database database, Clock clock, ScheduledExecutorService scheduler, ApiKeys apiKeys) {
        this.config = config;
        this.database = database;
        this.clock = clock;
        this.scheduler = scheduler;
        this.apiKeys = apiKeys;
    }

    public EngineConfig config() {
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

    /** Registers something to close when the engine stops; closed in reverse registration order. */
    public <T extends AutoCloseable> T closeOnStop(T resource) {
        synchronized (closeables) {
            closeables.push(resource);
        }
        return resource;
    }

    void closeAll() {
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
