package com.bpidesk.engine.platform.settings;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Where the engine's market and macro data come from: the one vocabulary of {@code GET /health}
 * ({@code data_mode}), {@code GET/PUT /api/data/settings}, the app's badge and the docs (ADR 0175).
 * The mode in force is read from one place, {@link DataSettings#mode()}.
 */
public enum DataMode {
    /** The shipped, generated demo datasets. */
    DEMO("demo"),
    /** Only files the user imported; no network. */
    IMPORTED("imported"),
    /** Imported files plus downloads from the enabled online providers. */
    ONLINE("online");

    private final String wireName;

    DataMode(String wireName) {
        this.wireName = wireName;
    }

    /** The name used in the API, the configuration ({@code data.mode}) and the docs. */
    public String wireName() {
        return wireName;
    }

    public static List<String> wireNames() {
        return Arrays.stream(values()).map(DataMode::wireName).toList();
    }

    /** The mode of a wire name (case-insensitive), empty when it is not one. */
    public static Optional<DataMode> parse(String value) {
        if (value == null) {
            return Optional.empty();
        }
        String v = value.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(m -> m.wireName.equals(v)).findFirst();
    }
}
