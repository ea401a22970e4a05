package com.bpidesk.engine;

import com.bpidesk.engine.platform.settings.Settings;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * The engine's settings, resolved once at start-up from (highest precedence first):
 * explicit overrides (command line, tests), environment variables ({@code BPI_DATA_DIR} for
 * {@code data.dir}), the config file ({@code bpi-desk.properties} in the data directory, or the file
 * named by {@code --config}/{@code BPI_CONFIG}), then the defaults below.
 *
 * <p>Immutable. Features read their own keys through the typed getters; every key is documented in
 * {@code docs/configuration.md}.
 */
public final class EngineConfig implements Settings {

    public static final int DEFAULT_PORT = 8731;
    public static final String CONFIG_FILE_NAME = "bpi-desk.properties";

    /** Defaults of the platform keys; features document theirs in docs/configuration.md. */
    private static final Map<String, String> DEFAULTS = Map.ofEntries(
            Map.entry("data.dir", Path.of(System.getProperty("user.home"), ".bpi-desk").toString()),
            Map.entry("bind", "127.0.0.1"),
            Map.entry("port", Integer.toString(DEFAULT_PORT)),
            Map.entry("db.url", ""),
            Map.entry("db.user", "sa"),
            Map.entry("db.password", ""),
            Map.entry("db.pool.size", "8"),
            Map.entry("http.max.body.bytes", Integer.toString(1024 * 1024)),
            Map.entry("http.max.upload.bytes", Integer.toString(256 * 1024 * 1024)),
            Map.entry("limits.daily.calls", "10000"),
            Map.entry("data.mode", "demo"),
            Map.entry("online.enabled", "false"),
            Map.entry("jobs.workers", "2"));

    private final Map<String, String> values;

    private EngineConfig(Map<String, String> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    /** Defaults only, with the given overrides (used by tests and the embedded app). */
    public static EngineConfig of(Map<String, String> overrides) {
        return load(overrides, Map.of());
    }

    /**
     * Resolves the configuration. {@code overrides} win over {@code env}, which wins over the config
     * file, which wins over defaults.
     */
    public static EngineConfig load(Map<String, String> overrides, Map<String, String> env) {
        Map<String, String> resolved = new LinkedHashMap<>(DEFAULTS);
        Map<String, String> fromEnv = fromEnvironment(env);
        String dataDir = firstNonBlank(overrides.get("data.dir"), fromEnv.get("data.dir"), DEFAULTS.get("data.dir"));
        String configFile = firstNonBlank(overrides.get("config"), fromEnv.get("config"),
                Path.of(dataDir, CONFIG_FILE_NAME).toString());
        resolved.putAll(readFile(Path.of(configFile), overrides.containsKey("config") || fromEnv.containsKey("config")));
        resolved.putAll(fromEnv);
        resolved.putAll(overrides);
        resolved.put("data.dir", expandHome(firstNonBlank(overrides.get("data.dir"), fromEnv.get("data.dir"),
                resolved.get("data.dir"))));
        return new EngineConfig(resolved);
    }

    /** {@code BPI_DATA_DIR -> data.dir}, {@code BPI_HTTP_MAX_BODY_BYTES -> http.max.body.bytes}. */
    static Map<String, String> fromEnvironment(Map<String, String> env) {
        Map<String, String> out = new LinkedHashMap<>();
        env.forEach((k, v) -> {
            if (k.startsWith("BPI_") && v != null && !v.isBlank()) {
                out.put(k.substring(4).toLowerCase(Locale.ROOT).replace('_', '.'), v);
            }
        });
        return out;
    }

    private static Map<String, String> readFile(Path file, boolean mustExist) {
        if (!Files.isRegularFile(file)) {
            if (mustExist) {
                throw new IllegalArgumentException("Config file not found: " + file);
            }
            return Map.of();
        }
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        } catch (IOException e) {
            throw new IllegalArgumentException("Cannot read config file " + file + ": " + e.getMessage(), e);
        }
        Map<String, String> out = new LinkedHashMap<>();
        p.stringPropertyNames().forEach(k -> out.put(k.startsWith("bpi.") ? k.substring(4) : k, p.getProperty(k).trim()));
        return out;
    }

    private static String expandHome(String path) {
        return path.startsWith("~") ? System.getProperty("user.home") + path.substring(1) : path;
    }

    private static String firstNonBlank(String... candidates) {
        for (String c : candidates) {
            if (c != null && !c.isBlank()) {
                return c;
            }
        }
        return null;
    }

    @Override
    public String get(String key, String defaultValue) {
        String v = values.get(key);
        return v == null || v.isBlank() ? defaultValue : v;
    }

    @Override
    public String get(String key) {
        return get(key, null);
    }

    @Override
    public int getInt(String key, int defaultValue) {
        String v = get(key);
        try {
            return v == null ? defaultValue : Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Setting '" + key + "' must be an integer, got '" + v + "'");
        }
    }

    @Override
    public long getLong(String key, long defaultValue) {
        String v = get(key);
        try {
            return v == null ? defaultValue : Long.parseLong(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Setting '" + key + "' must be an integer, got '" + v + "'");
        }
    }

    @Override
    public boolean getBoolean(String key, boolean defaultValue) {
        String v = get(key);
        return v == null ? defaultValue : Boolean.parseBoolean(v.trim());
    }

    @Override
    public Path dataDir() {
        return Path.of(values.get("data.dir")).toAbsolutePath();
    }

    public String bindAddress() {
        return get("bind", "127.0.0.1");
    }

    public int port() {
        return getInt("port", DEFAULT_PORT);
    }

    /**
     * The JDBC URL: the configured one, else an H2 file database in the data directory, embedded only (no
     * {@code AUTO_SERVER}: nothing listens on a port) and with {@code WRITE_DELAY=0}, so every commit is written
     * to the file before it returns (docs/architecture.md, "Durability").
     */
    @Override
    public String databaseUrl() {
        String url = get("db.url");
        if (url != null) {
            return url;
        }
        return "jdbc:h2:file:" + dataDir().resolve("db").resolve("bpi-desk")
                + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;WRITE_DELAY=0"
                // the engine closes the database itself, after its last writes (call counts): H2's own exit hook closed
                // it first on SIGTERM, and the final flush of the daily counts failed (issue 29)
                + ";DB_CLOSE_ON_EXIT=FALSE";
    }

    /** A copy with more overrides applied on top (e.g. the port actually bound). */
    public EngineConfig with(String key, String value) {
        Map<String, String> copy = new LinkedHashMap<>(values);
        copy.put(key, value);
        return new EngineConfig(copy);
    }

    public Map<String, String> asMap() {
        return values;
    }
}
