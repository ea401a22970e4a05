package com.bpidesk.engine.platform.settings;

import java.nio.file.Path;

/**
 * The engine's resolved configuration as features and commands read it (keys are documented in
 * {@code docs/configuration.md}). Implemented by {@code com.bpidesk.engine.EngineConfig}, which loads it; the
 * interface lives here so that features depend on the platform only, never on the engine's root package
 * (ADR 0171).
 */
public interface Settings {

    /** The value of {@code key}, or {@code defaultValue} when it is unset or blank. */
    String get(String key, String defaultValue);

    default String get(String key) {
        return get(key, null);
    }

    /** An integer setting; a value that is not an integer is a configuration error (IllegalArgumentException). */
    int getInt(String key, int defaultValue);

    long getLong(String key, long defaultValue);

    boolean getBoolean(String key, boolean defaultValue);

    /** The data directory (absolute). */
    Path dataDir();

    /** The JDBC URL of the engine's database. */
    String databaseUrl();
}
