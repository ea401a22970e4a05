package com.bpidesk.engine.platform.db;

/** An unchecked wrapper for database failures; never shown to API clients (they get a 500 problem). */
public final class DataAccessException extends RuntimeException {
    public DataAccessException(String message, Throwable cause) {
        super(cause == null ? message : message + ": " + cause.getMessage(), cause);
    }

    /** True when the cause is a unique/primary-key violation (SQLState class 23505 on H2 and PostgreSQL). */
    public boolean isUniqueViolation() {
        return getCause() instanceof java.sql.SQLException sql && "23505".equals(sql.getSQLState());
    }
}
