package com.bpidesk.app.client;

import com.bpidesk.engine.Engine;
import com.bpidesk.engine.EngineConfig;
import java.net.URI;
import java.util.HashMap;
import java.util.Map;

/**
 * How the app reaches an engine: the embedded one it starts in-process on a free loopback port (the
 * default), or a firm's shared engine by URL and API key. Either way the app only uses the
 * {@link EngineClient}: the REST API.
 */
public final class EngineConnection implements AutoCloseable {

    private final EngineClient client;
    private final Engine embedded;
    private final String description;

    private EngineConnection(EngineClient client, Engine embedded, String description) {
        this.client = client;
        this.embedded = embedded;
        this.description = description;
    }

    /** Starts an engine in this process with the given settings (data directory, ...) on 127.0.0.1 and a free port. */
    public static EngineConnection embedded(Map<String, String> overrides, Map<String, String> env) {
        Map<String, String> cfg = new HashMap<>(overrides);
        cfg.put("bind", "127.0.0.1");
        cfg.put("port", "0");
        Engine engine = Engine.start(EngineConfig.load(cfg, env));
        EngineClient client = new EngineClient(engine.baseUrl(), engine.desktopKey());
        return new EngineConnection(client, engine, "embedded engine at " + engine.baseUrl());
    }

    public static EngineConnection remote(URI url, String apiKey) {
        return new EngineConnection(new EngineClient(url, apiKey), null, "engine at " + url);
    }

    public EngineClient client() {
        return client;
    }

    /** The engine started in this process, when embedded (tests issue further keys with it). */
    public java.util.Optional<Engine> embeddedEngine() {
        return java.util.Optional.ofNullable(embedded);
    }

    public boolean isEmbedded() {
        return embedded != null;
    }

    public String description() {
        return description;
    }

    @Override
    public void close() {
        if (embedded != null) {
            embedded.stop();
        }
    }
}
