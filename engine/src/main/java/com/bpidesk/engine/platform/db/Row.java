package com.bpidesk.engine.platform.db;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;

/** A read-only view of the current result-set row with null-aware typed getters. */
public final class Row {
    private final ResultSet rs;

    Row(ResultSet rs) {
        this.rs = rs;
    }

    public String str(String column) throws SQLException {
        return rs.getString(column);
    }

    public long lng(String column) throws SQLException {
        return rs.getLong(column);
    }

    public Long lngOrNull(String column) throws SQLException {
        long v = rs.getLong(column);
        return rs.wasNull() ? null : v;
    }

    public int integer(String column) throws SQLException {
        return rs.getInt(column);
    }

    public double dbl(String column) throws SQLException {
        return rs.getDouble(column);
    }

    public Double dblOrNull(String column) throws SQLException {
        double v = rs.getDouble(column);
        return rs.wasNull() ? null : v;
    }

    public boolean bool(String column) throws SQLException {
        return rs.getBoolean(column);
    }

    public byte[] bytes(String column) throws SQLException {
        return rs.getBytes(column);
    }

    public Instant instant(String column) throws SQLException {
        Object v = rs.getObject(column);
        if (v == null) {
            return null;
        }
        if (v instanceof OffsetDateTime odt) {
            return odt.toInstant();
        }
        if (v instanceof Timestamp ts) {
            return ts.toInstant();
        }
        return rs.getObject(column, OffsetDateTime.class).toInstant();
    }

    public LocalDate date(String column) throws SQLException {
        return rs.getObject(column, LocalDate.class);
    }

    public ResultSet resultSet() {
        return rs;
    }
}
