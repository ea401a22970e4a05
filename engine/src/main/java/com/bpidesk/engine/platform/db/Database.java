package com.bpidesk.engine.platform.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.Function;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;

/**
 * The engine's database: a pooled {@link DataSource} (HikariCP) over H2 (file, PostgreSQL mode) for the
 * desktop or PostgreSQL for a shared server, with the schema managed by Flyway migrations under
 * {@code classpath:db/migration}. See docs/decisions/0002-persistence.md.
 */
public final class Database implements AutoCloseable {

    private final HikariDataSource dataSource;
    private final String schemaVersion;

    private Database(HikariDataSource dataSource, String schemaVersion) {
        this.dataSource = dataSource;
        this.schemaVersion = schemaVersion;
    }

    /** Opens the pool and migrates the schema to the latest version. */
    public static Database open(String url, String user, String password, int poolSize) {
        HikariConfig hc = new HikariConfig();
        hc.setJdbcUrl(url);
        hc.setUsername(user);
        hc.setPassword(password);
        hc.setMaximumPoolSize(Math.max(2, poolSize));
        hc.setPoolName("bpi-db");
        hc.setAutoCommit(true);
        HikariDataSource ds = new HikariDataSource(hc);
        try {
            Flyway flyway = Flyway.configure()
                    .dataSource(ds)
                    .locations("classpath:db/migration")
                    .load();
            flyway.migrate();
            var current = flyway.info().current();
            return new Database(ds, current == null ? "empty" : current.getVersion().getVersion());
        } catch (RuntimeException e) {
            ds.close();
            throw e;
        }
    }

    /** Runs one auto-committed unit of work. */
    public <T> T with(Function<Jdbc, T> work) {
        try (Connection c = dataSource.getConnection()) {
            return work.apply(new Jdbc(c));
        } catch (SQLException e) {
            throw new DataAccessException("Cannot obtain a connection", e);
        }
    }

    /** Runs the work in one transaction: committed when it returns, rolled back when it throws. */
    public <T> T transaction(Function<Jdbc, T> work) {
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

    public String schemaVersion() {
        return schemaVersion;
    }

    @Override
    public void close() {
        dataSource.close();
    }
}
