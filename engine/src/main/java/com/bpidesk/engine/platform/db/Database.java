package com.bpidesk.engine.platform.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationInfoService;
import org.flywaydb.core.api.MigrationState;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.output.MigrateResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The engine's database: a pooled {@link DataSource} (HikariCP) over H2 (file, PostgreSQL mode) for the
 * desktop or PostgreSQL for a shared server, with the schema managed by Flyway migrations under
 * {@code classpath:db/migration}. See docs/decisions/0002-persistence.md.
 *
 * <p>Upgrades are guarded (docs/decisions/0063-data-directory-migrations.md): before migrations are applied to
 * an existing schema the H2 database is backed up to {@code <db dir>/backup/}, and a database whose schema
 * history holds migrations this build does not know (written by a newer BPI Desk) is refused, untouched.
 */
public final class Database implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Database.class);
    /** Where the schema lives; feature migrations use version ranges (docs/CONTRIBUTING.md). */
    public static final String MIGRATIONS = "classpath:db/migration";
    /** Applied migrations this build has no file for: the database was written by a newer (or other) build. */
    private static final Set<MigrationState> UNKNOWN_TO_THIS_BUILD = EnumSet.of(MigrationState.FUTURE_SUCCESS,
            MigrationState.FUTURE_FAILED, MigrationState.MISSING_SUCCESS, MigrationState.MISSING_FAILED);
    private static final DateTimeFormatter BACKUP_STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'");

    /**
     * The PostgreSQL advisory lock every engine holds while it migrates and seeds (ADR 0112): nodes starting
     * together on one database take turns, so migrations and demo seeding never race. Any fixed 64-bit number
     * works; this one is "BPIDESK1" in ASCII.
     */
    public static final long STARTUP_LOCK = 0x4250494445534B31L;

    private final HikariDataSource dataSource;
    private final boolean exclusive;
    private final String schemaVersion;
    private final Path backup;
    private volatile Connection startupLock;
    /** True for an H2 file database: a pending interrupt is held back while its work runs ({@link #interruptSafe}). */
    private final boolean holdInterrupts;

    private Database(HikariDataSource dataSource, String schemaVersion, Path backup, Connection startupLock) {
        this.dataSource = dataSource;
        this.holdInterrupts = interruptSafe(dataSource.getJdbcUrl());
        this.exclusive = !dataSource.getJdbcUrl().startsWith("jdbc:postgresql:");
        this.schemaVersion = schemaVersion;
        this.backup = backup;
        this.startupLock = startupLock;
    }

    /** Opens the pool and migrates the schema to the latest version. */
    public static Database open(String url, String user, String password, int poolSize) {
        return open(url, user, password, poolSize, MIGRATIONS);
    }

    /**
     * Opens the pool and migrates the schema found in {@code locations} (tests add a location to simulate
     * an upgrade). Refuses a database that a newer build has migrated; backs an H2 database up before
     * upgrading it.
     */
    public static Database open(String configuredUrl, String user, String password, int poolSize, String... locations) {
        // Migrations write too: a pending interrupt (left by stopping an earlier engine on this thread) must not close the file
        return holdingInterrupt(interruptSafe(configuredUrl), () -> openHere(configuredUrl, user, password, poolSize, locations));
    }

    private static Database openHere(String configuredUrl, String user, String password, int poolSize, String... locations) {
        String url = configuredUrl;
        // After a crash, find H2's newest complete commit and rebuild the file from it before the pool opens it (H2CrashRecovery)
        H2CrashRecovery.recoverAfterCrash(url, user, password);
        HikariConfig hc = new HikariConfig();
        hc.setJdbcUrl(url);
        hc.setUsername(user);
        hc.setPassword(password);
        hc.setMaximumPoolSize(Math.max(2, poolSize));
        hc.setPoolName("bpi-db");
        hc.setAutoCommit(true);
        HikariDataSource ds;
        try {
            ds = new HikariDataSource(hc);
        } catch (RuntimeException e) {
            throw inUse(e, url).orElseThrow(() -> e);
        }
        // open, so no other process is recovering it: an earlier version's copy from before a rebuild goes (issue 29)
        H2CrashRecovery.removeLeftovers(url);
        Connection lock = null;
        try {
            lock = acquireStartupLock(url, user, password);
            Flyway flyway = Flyway.configure()
                    .dataSource(ds)
                    .locations(locations)
                    // Each feature owns a version range, so a release may add V4_3 after V8_0 was applied.
                    .outOfOrder(true)
                    .load();
            MigrationInfoService info = flyway.info();
            refuseNewerSchema(info, url);
            Path backup = null;
            if (info.current() != null && info.pending().length > 0) {
                backup = backupBeforeUpgrade(ds, url, info).orElse(null);
            }
            MigrateResult result = flyway.migrate();
            if (result.migrationsExecuted > 0) {
                LOG.info("Database schema migrated from {} to {} ({} migration(s))",
                        result.initialSchemaVersion == null ? "empty" : result.initialSchemaVersion,
                        result.targetSchemaVersion, result.migrationsExecuted);
            }
            MigrationInfo current = flyway.info().current();
            return new Database(ds, current == null ? "empty" : current.getVersion().getVersion(), backup, lock);
        } catch (RuntimeException e) {
            releaseQuietly(lock);
            ds.close();
            throw e;
        }
    }

    /**
     * On PostgreSQL, waits for and takes the start-up advisory lock on a connection of its own, outside the pool (session lock,
     * released by {@link #startupComplete()}, by {@link #close()}, or by PostgreSQL when the process dies). The
     * embedded H2 database is exclusive to one process already, so it needs none.
     */
    private static Connection acquireStartupLock(String url, String user, String password) {
        if (url == null || !url.startsWith("jdbc:postgresql:")) {
            return null;
        }
        try {
            // outside the pool, which Flyway needs whole (it holds two connections while migrating)
            Connection c = java.sql.DriverManager.getConnection(url, user, password);
            try (Statement st = c.createStatement()) {
                st.execute("SELECT pg_advisory_lock(" + STARTUP_LOCK + ")");
            } catch (SQLException e) {
                c.close();
                throw e;
            }
            return c;
        } catch (SQLException e) {
            throw new DataAccessException("Cannot take the start-up lock on the database", e);
        }
    }

    /**
     * Releases the start-up lock once this engine has migrated and seeded the database, letting the next node
     * start. Idempotent; a no-op on H2.
     */
    public void startupComplete() {
        Connection c = startupLock;
        startupLock = null;
        releaseQuietly(c);
    }

    private static void releaseQuietly(Connection c) {
        if (c == null) {
            return;
        }
        try (c; Statement st = c.createStatement()) {
            st.execute("SELECT pg_advisory_unlock(" + STARTUP_LOCK + ")");
        } catch (SQLException e) {
            LOG.warn("Could not release the start-up lock (it is released when the connection closes): {}", e.toString());
        }
    }

    /** H2's "database already open" (error 90020): the embedded database is locked by a running engine. */
    private static final int H2_DATABASE_ALREADY_OPEN = 90020;

    /**
     * The desktop database is embedded (no network server, docs/architecture.md "Durability"), so only one process
     * can open it: a second one (a CLI command while the app runs) gets a plain explanation instead of H2's.
     */
    private static Optional<IllegalStateException> inUse(RuntimeException e, String url) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException sql && sql.getErrorCode() == H2_DATABASE_ALREADY_OPEN) {
                return Optional.of(new IllegalStateException("The database " + describe(url) + " is in use by a running "
                        + "BPI Desk engine (the desktop app or 'serve'). Stop it first, or make the change through the "
                        + "running engine's API.", e));
            }
        }
        return Optional.empty();
    }

    /**
     * Throws when the schema history lists applied migrations that this build has no file for: a newer BPI
     * Desk migrated this database, and using it with this build could corrupt it. Nothing has been changed.
     */
    static void refuseNewerSchema(MigrationInfoService info, String url) {
        List<MigrationInfo> unknown = Arrays.stream(info.applied())
                .filter(m -> m.isVersioned() && UNKNOWN_TO_THIS_BUILD.contains(m.getState()))
                .toList();
        if (unknown.isEmpty()) {
            return;
        }
        String known = Arrays.stream(info.all())
                .filter(m -> m.isVersioned() && m.getState().isResolved())
                .map(MigrationInfo::getVersion).max(MigrationVersion::compareTo)
                .map(MigrationVersion::getVersion).orElse("none");
        String versions = unknown.stream().map(m -> m.getVersion().getVersion() + " (" + m.getDescription() + ")")
                .reduce((a, b) -> a + ", " + b).orElse("");
        throw new IllegalStateException("This data directory was written by a newer version of BPI Desk: its database ("
                + describe(url) + ") has schema migration(s) " + versions + " that this version does not know (it knows "
                + "the schema up to " + known + "). To protect your data, BPI Desk has not opened or changed it. "
                + "Install the newer version of BPI Desk, or start this one with another data directory "
                + "(--data-dir or BPI_DATA_DIR).");
    }

    /** Backs an H2 file database up (online, consistent: H2's BACKUP TO) before pending migrations run. */
    private static Optional<Path> backupBeforeUpgrade(DataSource ds, String url, MigrationInfoService info) {
        Optional<Path> dbFile = h2FilePath(url);
        String from = info.current().getVersion().getVersion();
        if (dbFile.isEmpty()) {
            LOG.warn("Upgrading the database schema from version {}: back the database up yourself first "
                    + "(automatic backups cover the H2 file database only)", from);
            return Optional.empty();
        }
        Path dir = dbFile.get().toAbsolutePath().getParent().resolve("backup");
        String stamp = ZonedDateTime.now(ZoneOffset.UTC).format(BACKUP_STAMP);
        Path zip = dir.resolve("bpi-desk-v" + from + "-" + stamp + ".zip");
        try (Connection c = ds.getConnection(); Statement st = c.createStatement()) {
            Files.createDirectories(dir);
            st.execute("BACKUP TO '" + zip.toString().replace("'", "''") + "'");
        } catch (SQLException | IOException e) {
            throw new IllegalStateException("Could not back up the database to " + zip + " before upgrading its schema "
                    + "from version " + from + "; nothing was changed. Free some disk space or check permissions. ("
                    + e.getMessage() + ")", e);
        }
        LOG.info("Backed up the database (schema version {}) to {} before upgrading it", from, zip);
        return Optional.of(zip);
    }

    private static final String H2_FILE = "jdbc:h2:file:";

    /**
     * True for an H2 file URL: a unit of work runs with the calling thread's pending interrupt held back (cleared
     * before, restored after). The JDK closes a {@code FileChannel} when a thread with its interrupt set does IO on it
     * ({@code ClosedByInterruptException}); on H2 that closes the whole database ("Writing to FileChannel failed") for
     * every connection, so one interrupted worker (an executor shut down, a cancelled task) would fail every other
     * commit. An interrupt that arrives while the IO is already under way is not covered: the engine's executors stop
     * after their running task at shutdown. H2's own remedies were measured and refused: its {@code retry:} and
     * {@code async:} file systems both lost acknowledged writes in the {@code kill -9} trials ({@code retry:} 21 of
     * 8,169, {@code async:} 14 of 1,259 in 20 trials), the plain file none (docs/reliability.md). Running the work on
     * threads nobody interrupts was tried too and left a trial's request hanging (a callback re-entering a lock its
     * caller holds would deadlock), so it was dropped.
     */
    static boolean interruptSafe(String url) {
        return url != null && url.regionMatches(true, 0, H2_FILE, 0, H2_FILE.length());
    }

    /** Runs {@code call} with the thread's pending interrupt held back on an H2 file database ({@link #interruptSafe}). */
    private <T> T isolated(java.util.function.Supplier<T> call) {
        return holdingInterrupt(holdInterrupts, call);
    }

    private static <T> T holdingInterrupt(boolean hold, java.util.function.Supplier<T> call) {
        if (!hold || !Thread.interrupted()) {
            return call.get();
        }
        try {
            return call.get();
        } finally {
            Thread.currentThread().interrupt();
        }
    }

    /** The database file of an H2 file URL ({@code jdbc:h2:file:/x/db/bpi-desk;...} -> /x/db/bpi-desk), else empty. */
    static Optional<Path> h2FilePath(String url) {
        String prefix = H2_FILE;
        if (url == null || !url.startsWith(prefix)) {
            return Optional.empty();
        }
        String path = url.substring(prefix.length());
        int semi = path.indexOf(';');
        return Optional.of(Path.of(semi >= 0 ? path.substring(0, semi) : path));
    }

    private static String describe(String url) {
        return h2FilePath(url).map(Path::toString).orElseGet(() -> {
            int semi = url.indexOf(';');
            return semi >= 0 ? url.substring(0, semi) : url;
        });
    }

    /** Runs one auto-committed unit of work. */
    public <T> T with(Function<Jdbc, T> work) {
        return isolated(() -> withHere(work));
    }

    private <T> T withHere(Function<Jdbc, T> work) {
        try (Connection c = dataSource.getConnection()) {
            return work.apply(new Jdbc(c));
        } catch (SQLException e) {
            throw new DataAccessException("Cannot obtain a connection", e);
        }
    }

    /** Runs the work in one transaction: committed when it returns, rolled back when it throws. */
    public <T> T transaction(Function<Jdbc, T> work) {
        return isolated(() -> transactionHere(work));
    }

    private <T> T transactionHere(Function<Jdbc, T> work) {
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(false);
            try {
                T result = work.apply(new Jdbc(c));
                c.commit();
                return result;
            } catch (RuntimeException e) {
                c.rollback();
                throw e;
            } finally {
                c.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new DataAccessException("Transaction failed", e);
        }
    }

    // Shorthands for single statements.
    public <T> java.util.List<T> query(String sql, Jdbc.RowMapper<T> mapper, Object... params) {
        return with(j -> j.query(sql, mapper, params));
    }

    public <T> java.util.Optional<T> queryOne(String sql, Jdbc.RowMapper<T> mapper, Object... params) {
        return with(j -> j.queryOne(sql, mapper, params));
    }

    public int update(String sql, Object... params) {
        return with(j -> j.update(sql, params));
    }

    public long count(String sql, Object... params) {
        return with(j -> j.count(sql, params));
    }

    public DataSource dataSource() {
        return dataSource;
    }

    /**
     * True when this process is the database's only user (the embedded H2 file or memory database, which H2
     * locks to one process); false for PostgreSQL, which several engine nodes may share.
     */
    public boolean exclusive() {
        return exclusive;
    }

    public String schemaVersion() {
        return schemaVersion;
    }

    /** The backup written before this start upgraded the schema, if it did. */
    public Optional<Path> backup() {
        return Optional.ofNullable(backup);
    }

    @Override
    public void close() {
        startupComplete();
        dataSource.close();
    }
}
