package com.bpidesk.engine.platform;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The services features contribute to each other while the engine starts, keyed by their type. A feature
 * {@link #provide provides} what later features may use and {@link #require requires} what it needs from features
 * listed before it in {@code Features}; asking for a service nobody provided fails the start with a message that
 * names both (ADR 0170).
 */
public final class Services {

    private final Map<Class<?>, Object> services = new LinkedHashMap<>();

    /** Registers {@code service} as the engine's one {@code type}; providing a type twice is a wiring error. */
    public synchronized <T> T provide(Class<T> type, T service) {
        if (services.putIfAbsent(type, type.cast(service)) != null) {
            throw new IllegalStateException("Two features provide " + type.getName());
        }
        return service;
    }

    /** The service of {@code type}; fails when no earlier feature provided it. */
    public synchronized <T> T require(Class<T> type) {
        Object s = services.get(type);
        if (s == null) {
            throw new IllegalStateException("No feature provides " + type.getName()
                    + ": list the feature that provides it earlier in Features");
        }
        return type.cast(s);
    }

    /** The service of {@code type} when a feature provided it (optional collaborations, e.g. a disabled feature). */
    public synchronized <T> Optional<T> find(Class<T> type) {
        return Optional.ofNullable(services.get(type)).map(type::cast);
    }
}
