package com.bpidesk.engine.platform;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The services features contribute to each other while the engine starts, keyed by their type. A feature
 * {@link #provide provides} what later features may use and {@link #require requires} what it needs from features
 * listed before it in {@code Features}; asking for a service nobody provided fails the start with a message that
 * names both (ADR 0170). While a feature starts ({@link #startingFeature}), it may provide only types of its own package or
 * platform interfaces: an earlier feature's type provided by a later feature is a dependency running backwards in
 * {@code Features} order, so such a provide fails the start (ADR 0256; {@link ClientNames} and
 * {@link ClientHomeCountries} are the platform interfaces for what the client book's feature gives earlier features).
 */
public final class Services {

    private static final String PLATFORM = "com.bpidesk.engine.platform";

    private final Map<Class<?>, Object> services = new LinkedHashMap<>();
    private String providerPackage;

    /**
     * Names the feature that starts next (its package, e.g. {@code com.bpidesk.engine.signals}); the engine calls it before
     * each {@code Feature.start}, and {@code null} once every feature has started.
     */
    public synchronized void startingFeature(String featurePackage) {
        providerPackage = featurePackage;
    }

    /** Registers {@code service} as the engine's one {@code type}; providing a type twice is a wiring error. */
    public synchronized <T> T provide(Class<T> type, T service) {
        if (providerPackage != null && !ownedBy(type.getPackageName(), providerPackage) && !ownedBy(type.getPackageName(), PLATFORM)) {
            throw new IllegalStateException("The feature " + providerPackage + " provides " + type.getName() + ", a type of another "
                    + "package: a feature provides its own types or a platform interface (ADR 0256)");
        }
        if (services.putIfAbsent(type, type.cast(service)) != null) {
            throw new IllegalStateException("Two features provide " + type.getName());
        }
        return service;
    }

    private static boolean ownedBy(String pkg, String owner) {
        return pkg.equals(owner) || pkg.startsWith(owner + ".");
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
