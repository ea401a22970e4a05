package com.bpidesk.engine.platform.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.bpidesk.engine.Engine;
import com.bpidesk.engine.EngineConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * Data directory migrations: a fresh database is created without a backup; an existing one is backed up
 * before a newer build migrates it; a database migrated by a newer build is refused and left untouched.
 */
@Tag("api")
class DatabaseMigrationTest {

    Path dataDir;
    String url;

    @BeforeEach
    void setUp() throws IOException {
        dataDir = Files.createTempDirectory("bpi-db-migration-");
        url = EngineConfig.of(Map.of("data.dir", dataDir.toString())).databaseUrl();
    }

    @AfterEach
    void tearDown() throws IOException {
        try (Stream<Path> walk = Files.walk(dataDir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    @Test
    void aFreshDatabaseIsMigratedWithoutABackup() {
        try (Database db = Database.open(url, "sa", "", 2)) {
            assertThat(db.backup()).isEmpty();
            assertThat(db.schemaVersion()).isEqualTo(latestShippedVersion());
            assertThat(db.count("SELECT COUNT(*) FROM api_keys")).isZero();
        }
        assertThat(dataDir.resolve("db/backup")).doesNotExist();
    }

    @Test
    void reopeningAnUpToDateDatabaseMakesNoBackup() {
        Database.open(url, "sa", "", 2).close();
        try (Database db = Database.open(url, "sa", "", 2)) {
            assertThat(db.backup()).isEmpty();
        }
    }

    @Test
    void anOlderDatabaseIsBackedUpThenMigrated() throws Exception {
        Database.open(url, "sa", "", 2).close();              // as written by the current release
        try (Database db = Database.open(url, "sa", "", 2)) {  // data the backup must keep
            db.update("INSERT INTO api_keys (key_id, organization_id, tier, label, salt, secret_hash, daily_limit, created_at) "
                    + "VALUES ('k1', 'org', 'free', 'kept', 's', 'h', 10, CURRENT_TIMESTAMP)");
        }

        // A newer release: the shipped migrations plus one more.
        try (Database db = Database.open(url, "sa", "", 2, Database.MIGRATIONS, "classpath:db/upgrade-test")) {
            assertThat(db.schemaVersion()).isEqualTo("999.1");
            assertThat(db.queryOne("SELECT note FROM upgrade_probe WHERE probe_id = 1", r -> r.str("note")))
                    .contains("migrated");
            Path backup = db.backup().orElseThrow();
            assertThat(backup.getParent()).isEqualTo(dataDir.resolve("db/backup").toAbsolutePath());
            assertThat(backup.getFileName().toString()).matches("bpi-desk-v" + latestShippedVersion().replace(".", "\\.")
                    + "-\\d{8}T\\d{6}Z\\.zip");
            try (ZipFile zip = new ZipFile(backup.toFile())) {
                assertThat(zip.stream().map(e -> e.getName())).contains("bpi-desk.mv.db");
            }
            // The backup is the database as it was before the upgrade: the row, and no upgrade_probe table.
            Path restored = Files.createDirectories(dataDir.resolve("restored"));
            org.h2.tools.Restore.execute(backup.toString(), restored.toString(), "bpi-desk");
            try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + restored.resolve("bpi-desk") + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE", "sa", "");
                 Statement st = c.createStatement()) {
                assertThat(single(st, "SELECT label FROM api_keys WHERE key_id = 'k1'")).isEqualTo("kept");
                assertThat(single(st, "SELECT COUNT(*) FROM information_schema.tables WHERE table_name = 'upgrade_probe'"))
                        .isEqualTo("0");
            }
        }
    }

    @Test
    void aDatabaseFromANewerReleaseIsRefusedAndLeftUntouched() throws Exception {
        Database.open(url, "sa", "", 2).close();
        try (Connection c = DriverManager.getConnection(url, "sa", ""); Statement st = c.createStatement()) {
            st.executeUpdate("INSERT INTO flyway_schema_history (installed_rank, version, description, type, script, checksum, "
                    + "installed_by, installed_on, execution_time, success) VALUES ((SELECT MAX(installed_rank) + 1 FROM "
                    + "flyway_schema_history), '999.0', 'from the future', 'SQL', 'V999_0__from_the_future.sql', 0, 'sa', "
                    + "CURRENT_TIMESTAMP, 0, TRUE)");
        }
        List<String> before = history();

        assertThatThrownBy(() -> Database.open(url, "sa", "", 2))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("written by a newer version of BPI Desk")
                .hasMessageContaining("999.0 (from the future)")
                .hasMessageContaining("up to " + latestShippedVersion())
                .hasMessageContaining(dataDir.resolve("db").toString());
        assertThat(history()).isEqualTo(before);
        assertThat(dataDir.resolve("db/backup")).doesNotExist();

        // The engine (and so the app's start-up view) reports the same message.
        assertThatThrownBy(() -> Engine.start(EngineConfig.of(Map.of("data.dir", dataDir.toString(), "port", "0"))))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("written by a newer version of BPI Desk");
    }

    @Test
    void anUnknownMigrationBelowTheLatestIsRefusedToo() throws Exception {
        // A newer release may add a migration inside an older feature's range (V1_9 after V8_0).
        Database.open(url, "sa", "", 2).close();
        try (Connection c = DriverManager.getConnection(url, "sa", ""); Statement st = c.createStatement()) {
            st.executeUpdate("INSERT INTO flyway_schema_history (installed_rank, version, description, type, script, checksum, "
                    + "installed_by, installed_on, execution_time, success) VALUES ((SELECT MAX(installed_rank) + 1 FROM "
                    + "flyway_schema_history), '0.5', 'newer platform table', 'SQL', 'V0_5__newer_platform_table.sql', 0, 'sa', "
                    + "CURRENT_TIMESTAMP, 0, TRUE)");
        }
        assertThatThrownBy(() -> Database.open(url, "sa", "", 2))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("0.5 (newer platform table)");
    }

    /**
     * A thread interrupted while it writes (an executor shut down mid-flush) must not close the database file for
     * everybody: on H2's default file system the JDK closes the channel and every later commit fails with
     * "Writing to FileChannel failed" (seen in CI on a restart test).
     */
    @Test
    void anInterruptedWriterLeavesTheDatabaseUsable() {
        try (Database db = Database.open(url, "sa", "", 2)) {
            db.update("CREATE TABLE interrupt_probe (i INT)");
            for (int i = 0; i < 20; i++) {
                Thread.currentThread().interrupt();
                db.update("INSERT INTO interrupt_probe VALUES (?)", i);
            }
            Thread.interrupted();
            assertThat(db.count("SELECT COUNT(*) FROM interrupt_probe")).isEqualTo(20);
        } finally {
            Thread.interrupted();
        }
        try (Database again = Database.open(url, "sa", "", 2)) {
            assertThat(again.count("SELECT COUNT(*) FROM interrupt_probe")).isEqualTo(20);
        }
    }

    @Test
    void aThreadWithAPendingInterruptOpensAndMigratesTheDatabase() {
        // CI once failed here: stopping an engine left the test thread interrupted, and the next start's
        // migration died with "Writing to FileChannel failed" (the interrupt closed H2's file)
        Thread.currentThread().interrupt();
        try (Database db = Database.open(url, "sa", "", 2)) {
            assertThat(Thread.currentThread().isInterrupted()).as("the interrupt is kept for the caller").isTrue();
            Thread.interrupted();
            assertThat(db.schemaVersion()).isNotEqualTo("empty");
            db.update("CREATE TABLE after_interrupted_open (i INT)");
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void h2FileDatabasesHoldBackAPendingInterrupt() {
        assertThat(Database.interruptSafe("jdbc:h2:file:/srv/bpi/db/bpi-desk;MODE=PostgreSQL")).isTrue();
        assertThat(Database.interruptSafe("jdbc:postgresql://db/bpi")).isFalse();
        assertThat(Database.interruptSafe("jdbc:h2:mem:x")).isFalse();
    }

    @Test
    void onlyH2FileUrlsHaveABackupLocation() {
        assertThat(Database.h2FilePath("jdbc:h2:file:/srv/bpi/db/bpi-desk;MODE=PostgreSQL")).contains(Path.of("/srv/bpi/db/bpi-desk"));
        assertThat(Database.h2FilePath("jdbc:h2:mem:x")).isEmpty();
        assertThat(Database.h2FilePath("jdbc:postgresql://db/bpi")).isEmpty();
    }

    private List<String> history() throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url, "sa", ""); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT installed_rank, version, checksum, success FROM flyway_schema_history ORDER BY installed_rank")) {
            while (rs.next()) {
                rows.add(rs.getInt(1) + "|" + rs.getString(2) + "|" + rs.getObject(3) + "|" + rs.getBoolean(4));
            }
        }
        return rows;
    }

    private static String single(Statement st, String sql) throws SQLException {
        try (ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    /** The highest V*__*.sql version shipped in db/migration (V1_0 -> "1.0"). */
    private static String latestShippedVersion() {
        Path dir = Path.of(System.getProperty("bpi.repo.root", "..")).resolve("engine/src/main/resources/db/migration");
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.matches("V[0-9_]+__.*\\.sql"))
                    .map(n -> n.substring(1, n.indexOf("__")).replace('_', '.'))
                    .max(Comparator.comparing(org.flywaydb.core.api.MigrationVersion::fromVersion))
                    .orElseThrow();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
