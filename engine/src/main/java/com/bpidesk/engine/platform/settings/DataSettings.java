package com.bpidesk.engine.data;

import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.market.online.OnlineProviders;
import com.bpidesk.engine.platform.db.Database;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The data-source settings in force: rows of {@code data_settings} (changed in the app) over the engine
 * configuration. Keys: {@code data.mode} ({@code demo}, {@code imported}, {@code online}), {@code online.enabled},
 * {@code online.<provider>.enabled} (default true once online is on).
 */
public final class DataSettings {

    public static final Set<String> MODES = Set.of("demo", "imported", "online");

    private final Database db;
    private final EngineConfig config;
    private final Clock clock;

    public DataSettings(Database db, EngineConfig config, Clock clock) {
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

    /** The data mode; the platform's {@code live} (not demo) means {@code online} when online is enabled, else {@code imported}. */
    public String dataMode() {
        String m = get("data.mode", "demo");
        if ("live".equals(m)) {
            return Boolean.parseBoolean(get("online.enabled", "false")) ? "online" : "imported";
        }
        return MODES.contains(m) ? m : "demo";
    }

    /** Online fetching is on when enabled explicitly or when the data mode is {@code online}. */
    public boolean onlineEnabled() {
        return "online".equals(dataMode()) || Boolean.parseBoolean(get("online.enabled", "false"));
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

    /** The settings as the API shows them. */
    public record View(String dataMode, boolean onlineEnabled, List<ProviderView> providers, List<String> allowedModes,
                       String baseCurrency) {
    }

    /** The firm's default base currency of analyses ({@code base.currency}, default USD; docs/currencies.md). */
    public String baseCurrency() {
        return get("base.currency", "USD").trim().toUpperCase(java.util.Locale.ROOT);
    }

    public record ProviderView(String id, String kind, String description, boolean enabled) {
    }

    public View view() {
        return new View(dataMode(), onlineEnabled(), OnlineProviders.ALL.stream()
                .map(p -> new ProviderView(p.id(), p.kind(), p.description(),
                        Boolean.parseBoolean(get("online." + p.id() + ".enabled", "true"))))
                .toList(), List.of("demo", "imported", "online"), baseCurrency());
    }
}
