package com.bpidesk.engine.platform.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The one data-access style of the engine: plain JDBC through these helpers, with positional
 * parameters. {@link Database} hands one out per call (auto-commit) or per transaction.
 * SQL is kept portable between H2 (PostgreSQL mode) and PostgreSQL.
 */
public final class Jdbc {

    @FunctionalInterface
    public interface RowMapper<T> {
        T map(Row row) throws SQLException;
    }

    private final Connection connection;

    Jdbc(Connection connection) {
        this.connection = connection;
    }

    public <T> List<T> query(String sql, RowMapper<T> mapper, Object... params) {
        try (PreparedStatement ps = prepare(sql, params); ResultSet rs = ps.executeQuery()) {
            List<T> out = new ArrayList<>();
            Row row = new Row(rs);
            while (rs.next()) {
                out.add(mapper.map(row));
            }
            return out;
        } catch (SQLException e) {
            throw new DataAccessException(sql, e);
        }
    }

    public <T> Optional<T> queryOne(String sql, RowMapper<T> mapper, Object... params) {
        List<T> rows = query(sql, mapper, params);
        if (rows.size() > 1) {
            throw new DataAccessException("Expected at most one row, got " + rows.size() + ": " + sql, null);
        }
        return rows.stream().findFirst();
    }

    public long count(String sql, Object... params) {
        return queryOne(sql, r -> r.resultSet().getLong(1), params).orElse(0L);
    }

    public int update(String sql, Object... params) {
        try (PreparedStatement ps = prepare(sql, params)) {
            return ps.executeUpdate();
        } catch (SQLException e) {
            throw new DataAccessException(sql, e);
        }
    }

    /** Runs an INSERT and returns the generated key of the given identity column. */
    public long insert(String sql, String keyColumn, Object... params) {
        try (PreparedStatement ps = connection.prepareStatement(sql, new String[] {keyColumn})) {
            bind(ps, params);
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                if (!keys.next()) {
                    throw new DataAccessException("No generated key returned: " + sql, null);
                }
                return keys.getLong(1);
            }
        } catch (SQLException e) {
            throw new DataAccessException(sql, e);
        }
    }

    /** Executes the statement once per parameter row, in JDBC batches of 1,000. */
    public int[] batch(String sql, List<Object[]> rows) {
        try (PreparedStatement ps = connection.prepareStatement(sql)) {
            List<Integer> counts = new ArrayList<>();
            int pending = 0;
            for (Object[] row : rows) {
                bind(ps, row);
                ps.addBatch();
                if (++pending == 1000) {
                    for (int c : ps.executeBatch()) {
                        counts.add(c);
                    }
                    pending = 0;
                }
            }
            if (pending > 0) {
                for (int c : ps.executeBatch()) {
                    counts.add(c);
                }
            }
            return counts.stream().mapToInt(Integer::intValue).toArray();
        } catch (SQLException e) {
            throw new DataAccessException(sql, e);
        }
    }

    public void execute(String sql) {
        try (Statement st = connection.createStatement()) {
            st.execute(sql);
        } catch (SQLException e) {
            throw new DataAccessException(sql, e);
        }
    }

    public Connection connection() {
        return connection;
    }

    private PreparedStatement prepare(String sql, Object... params) throws SQLException {
        PreparedStatement ps = connection.prepareStatement(sql);
        bind(ps, params);
        return ps;
    }

    private static void bind(PreparedStatement ps, Object... params) throws SQLException {
        for (int i = 0; i < params.length; i++) {
            Object p = params[i];
            if (p instanceof Instant instant) {
                ps.setObject(i + 1, OffsetDateTime.ofInstant(instant, ZoneOffset.UTC));
            } else if (p instanceof LocalDate date) {
                ps.setObject(i + 1, date);
            } else if (p instanceof Enum<?> e) {
                ps.setString(i + 1, e.name());
            } else {
                ps.setObject(i + 1, p);
            }
        }
    }
}
