package com.bpidesk.engine.platform.settings;

import com.bpidesk.engine.platform.db.Database;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The data-source settings in force: rows of {@code data_settings} (changed in the app, read on every call so a change
 * is seen at once everywhere) over the engine configuration. Keys: {@code data.mode} ({@link DataMode}),
 * {@code online.enabled}, {@code online.<provider>.enabled} (default true once online is on). The one source of the
 * data mode for the API, {@code /health} and every feature (ADR 0175).
 */
public final class DataSettings {

    /**
     * The default of {@code market.demo.seed}: the one seed of every simulated series (demo market, demo FX, demo macro,
     * demo book), so demo figures agree across features.
     */
    public static final long DEFAULT_DEMO_SEED = 20_260_101L;

    private final Database db;
    private final Settings config;
    private final Clock clock;

    public DataSettings(Database db, Settings config, Clock clock) {
        this.db = db;
        this.config = config;
        this.clock = clock;
    }

    private Map<String, String> overrides() {
        Map<String, String> out = new LinkedHashMap<>();
        db.query("SELECT setting_key, setting_value FROM data_settings", r -> out.put(r.str("setting_key"), r.str("setting_value")));
        return out;
    }

    public String get(String key, String dflt) {
        return overrides().getOrDefault(key, config.get(key, dflt));
    }

    /**
     * The data mode in force. The configuration's legacy value {@code live} (any non-demo data) means {@code online}
     * when online is enabled, else {@code imported}; an unknown value means {@code demo}.
     */
    public DataMode mode() {
        String m = get("data.mode", DataMode.DEMO.wireName());
        if ("live".equalsIgnoreCase(m.trim())) {
            return Boolean.parseBoolean(get("online.enabled", "false")) ? DataMode.ONLINE : DataMode.IMPORTED;
        }
        return DataMode.parse(m).orElse(DataMode.DEMO);
    }

    /** The data mode's wire name ({@code demo}, {@code imported}, {@code online}). */
    public String dataMode() {
        return mode().wireName();
    }

    public boolean demo() {
        return mode() == DataMode.DEMO;
    }

    /** Online fetching is on when enabled explicitly or when the data mode is {@code online}. */
    public boolean onlineEnabled() {
        return mode() == DataMode.ONLINE || Boolean.parseBoolean(get("online.enabled", "false"));
    }

    public boolean providerEnabled(String provider) {
        return onlineEnabled() && Boolean.parseBoolean(get("online." + provider + ".enabled", "true"));
    }

    public void set(String key, String value) {
        db.transaction(j -> {
            j.update("DELETE FROM data_settings WHERE setting_key = ?", key);
            j.update("INSERT INTO data_settings (setting_key, setting_value, updated_at) VALUES (?, ?, ?)", key, value,
                    clock.instant());
            return null;
        });
    }

    /** The firm's default base currency of analyses ({@code base.currency}, default USD; docs/currencies.md). */
    public String baseCurrency() {
        return get("base.currency", "USD").trim().toUpperCase(java.util.Locale.ROOT);
    }
}
