package com.bpidesk.app.settings;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.Properties;

/**
 * The desktop user's settings, kept across restarts in {@code app-settings.properties} in the data
 * directory: window geometry, the last screen, and which engine to use (the embedded one, or a firm's
 * engine by URL and key). Written atomically; a damaged file falls back to defaults.
 */
public final class AppSettings {

    public static final String FILE_NAME = "app-settings.properties";

    public static final String ENGINE_MODE = "engine.mode";          // embedded | remote
    public static final String ENGINE_URL = "engine.url";
    public static final String ENGINE_KEY = "engine.key";
    public static final String LAST_SCREEN = "screen.last";
    /** The saved brand last selected on the Reports screen (its brand_id), preselected at the next start. */
    public static final String REPORT_BRAND = "reports.brand";
    /** The report audience last chosen on the Reports screen: client or advisor. */
    public static final String REPORT_AUDIENCE = "reports.audience";

    /**
     * The dashboard's last visit (issue 27): when, and what was known then (regime, market as-of date, macro update time,
     * open alert ids), so "since your last visit" compares with it.
     */
    public static final String VISIT_AT = "dashboard.visit.at";
    public static final String VISIT_REGIME = "dashboard.visit.regime";
    public static final String VISIT_MARKET_AS_OF = "dashboard.visit.market.as_of";
    public static final String VISIT_MACRO_UPDATED = "dashboard.visit.macro.updated_at";
    public static final String VISIT_ALERTS = "dashboard.visit.alerts";

    private final Path file;
    private final Properties values = new Properties();

    private AppSettings(Path file) {
        this.file = file;
    }

    public static AppSettings load(Path dataDir) {
        AppSettings s = new AppSettings(dataDir.resolve(FILE_NAME));
        if (Files.isRegularFile(s.file)) {
            try (Reader r = Files.newBufferedReader(s.file, StandardCharsets.UTF_8)) {
                s.values.load(r);
            } catch (IOException | IllegalArgumentException e) {
                s.values.clear();
            }
        }
        return s;
    }

    public synchronized Optional<String> get(String key) {
        String v = values.getProperty(key);
        return v == null || v.isBlank() ? Optional.empty() : Optional.of(v);
    }

    public String get(String key, String defaultValue) {
        return get(key).orElse(defaultValue);
    }

    public double getDouble(String key, double defaultValue) {
        try {
            return get(key).map(Double::parseDouble).orElse(defaultValue);
        } catch (NumberFormatException e) {
            return defaultValue;
        }
    }

    public boolean getBoolean(String key, boolean defaultValue) {
        return get(key).map(Boolean::parseBoolean).orElse(defaultValue);
    }

    public synchronized AppSettings set(String key, Object value) {
        if (value == null) {
            values.remove(key);
        } else {
            values.setProperty(key, value.toString());
        }
        return this;
    }

    /** Writes the settings (owner-readable only: the file may hold a remote engine's API key). */
    public synchronized void save() {
        try {
            Files.createDirectories(file.getParent());
            Path tmp = Files.createTempFile(file.getParent(), "settings", ".tmp");
            try {
                Files.setPosixFilePermissions(tmp, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
            } catch (UnsupportedOperationException ignored) {
                // non-POSIX file system
            }
            try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                values.store(w, "BPI Desk app settings");
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            org.slf4j.LoggerFactory.getLogger(AppSettings.class).warn("Cannot save settings to {}: {}", file, e.toString());
        }
    }

    public Path file() {
        return file;
    }
}
