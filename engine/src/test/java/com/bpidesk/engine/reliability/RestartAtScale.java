package com.bpidesk.engine.reliability;

import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.testing.EngineProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Duration;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

/**
 * Issue 29's "restart after kill -9 at 1 GB" (ADR 0253), for {@code ./bpi reliability}: a throw-away H2 data directory
 * filled to the size asked for by a fast bulk insert (stored envelope versions of 8 KB, the table that grows with use),
 * a clean start timed (the second, after a clean stop: the first seeds the demo market), then the crash trials of {@link KillTrials} on it, which time every restart after a kill. The
 * directory is deleted afterwards.
 */
final class RestartAtScale {

    /** What was measured: the database file's size, the bulk insert, a clean start and the kill trials. */
    record Figures(long bytes, long fillMillis, long cleanStartMillis, KillTrials.Figures trials) {
        String line() {
            return String.format("restart after kill -9 at %d MB (H2 desktop): %s; clean start %d ms; %d trials lost %d acknowledged"
                    + " writes; audit chain %s (bulk insert of the data %d s)", bytes >> 20, trials.restarts(), cleanStartMillis,
                    trials.trials(), trials.lost(), trials.chainValid() ? "valid" : "BROKEN", fillMillis / 1000);
        }
    }

    private RestartAtScale() {
    }

    static Figures run(Path dir, long targetBytes, int trials) throws Exception {
        try {
            long t0 = System.nanoTime();
            long bytes = fill(dir, targetBytes);
            long fillMillis = (System.nanoTime() - t0) / 1_000_000;
            Map<String, String> settings = Map.of("jobs.workers", "2");
            EngineProcess.start(dir, settings, Duration.ofSeconds(300)).close(); // the first run seeds the demo market
            long launched = System.nanoTime();
            EngineProcess.start(dir, settings, Duration.ofSeconds(300)).close();
            long clean = (System.nanoTime() - launched) / 1_000_000; // a second start after a clean stop
            KillTrials.Figures f = new KillTrials().run(dir, settings, trials, 4);
            return new Figures(bytes, fillMillis, clean, f);
        } finally {
            delete(dir);
        }
    }

    /** Inserts envelope versions of 8 KB (random hex, so nothing compresses) until the file holds {@code targetBytes}. */
    static long fill(Path dir, long targetBytes) throws SQLException {
        EngineConfig config = EngineConfig.of(Map.of("data.dir", dir.toString()));
        Database.open(config.databaseUrl(), "sa", "", 2).close(); // the schema
        Path file = dir.resolve("db").resolve("bpi-desk.mv.db");
        Random random = new Random(29);
        byte[] bytes = new byte[4096];
        Timestamp at = Timestamp.valueOf("2026-11-27 12:00:00");
        long rows = 0;
        try (Connection c = DriverManager.getConnection(config.databaseUrl(), "sa", "");
             PreparedStatement ps = c.prepareStatement("INSERT INTO envelope_versions"
                     + " (organization_id, decision_id, version, envelope_json, digest, created_at) VALUES ('org-bulk', ?, 1, ?, ?, ?)")) {
            c.setAutoCommit(false);
            while (size(file) < targetBytes) {
                for (int i = 0; i < 2000; i++, rows++) {
                    random.nextBytes(bytes);
                    ps.setString(1, "bulk-" + rows);
                    ps.setString(2, "{\"filler\":\"" + HexFormat.of().formatHex(bytes) + "\"}");
                    ps.setString(3, "0".repeat(64));
                    ps.setTimestamp(4, at);
                    ps.addBatch();
                }
                ps.executeBatch();
                c.commit();
            }
        }
        return size(file);
    }

    private static long size(Path file) {
        try {
            return Files.exists(file) ? Files.size(file) : 0;
        } catch (IOException e) {
            return 0;
        }
    }

    private static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
