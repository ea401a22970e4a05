package com.bpidesk.engine.platform.auth;

import com.bpidesk.engine.platform.db.Database;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Daily call limits (specification section 8): each key may make {@code daily_limit} calls per UTC day
 * across all endpoints (10,000 by default). The day resets at 00:00 UTC.
 *
 * <p>Two ways of counting (ADR 0110), chosen by {@code limits.counting}:
 * <ul>
 *   <li>{@link Counting#MEMORY} (the default on the desktop's H2 database): counts live in memory. Before a call
 *       passes the count stored in {@code api_usage}, the call stores a reservation of up to {@link #RESERVATION}
 *       calls first ({@link #reserve}, one database write per {@value #RESERVATION} calls), so the stored count is
 *       never below the calls allowed: after a {@code kill -9} a key never exceeds its daily limit (issue 29, ADR
 *       0253); what a crash can cost is the unused rest of the reservation, at most {@value #RESERVATION} - 1 calls
 *       of the key's day. {@link #flush()} (every {@link #FLUSH_INTERVAL_MS} ms and at shutdown) stores the exact
 *       count and ends the reservation, so a clean stop loses nothing. The first call of a key on a day loads its
 *       stored count.</li>
 *   <li>{@link Counting#DATABASE} (the default on PostgreSQL, where several nodes share the database): every call is
 *       counted by one conditional {@code UPDATE ... SET calls = calls + 1 WHERE ... AND calls < limit} in the
 *       database, so the nodes share one count and a key never exceeds its limit, whichever node it calls.</li>
 * </ul>
 *
 * <p>Calls of {@linkplain ApiKey#agent() agent keys} are counted against their organization's daily limit
 * ({@code limits.organization.daily.calls}, {@link #organizationDailyLimit()}), shared by every agent key of the
 * organization, in {@code organization_usage} (ADR 0141): an organization cannot multiply its agents' allowance by
 * creating more agent keys.
 */
public final class RateLimiter {

    /** The outcome of counting one call. */
    public record Decision(boolean allowed, long limit, long remaining, long resetSeconds) {
    }

    /** A day's count of one key: calls allowed, the count last stored, and the calls the stored count covers. */
    private record Counter(AtomicLong calls, AtomicLong flushed, AtomicLong reserved) {
    }

    /** Where calls are counted. */
    public enum Counting {
        /** In memory, stored every {@link #FLUSH_INTERVAL_MS} ms: one engine per database (the desktop). */
        MEMORY,
        /** Atomically in the database on every call: several engines sharing one database. */
        DATABASE;

        /** {@code limits.counting} if set, else DATABASE for PostgreSQL URLs and MEMORY otherwise. */
        public static Counting forDatabase(String configured, String jdbcUrl) {
            if (configured != null && !configured.isBlank()) {
                try {
                    return valueOf(configured.strip().toUpperCase(java.util.Locale.ROOT));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("Setting 'limits.counting' must be 'memory' or 'database', got '"
                            + configured + "'");
                }
            }
            return jdbcUrl != null && jdbcUrl.startsWith("jdbc:postgresql:") ? DATABASE : MEMORY;
        }
    }

    /** How often in-memory counts are stored exactly (a stored reservation covers the calls in between). */
    public static final long FLUSH_INTERVAL_MS = 500;

    /**
     * Calls one stored reservation covers in memory counting: a {@code kill -9} can charge a key at most this many
     * minus one calls it did not make, and never lets it make more than its limit (docs/reliability.md).
     */
    public static final long RESERVATION = 20;

    private final Database db;
    private final Clock clock;
    private final Counting counting;
    private final long organizationDailyLimit;
    private final Map<String, Counter> counters = new ConcurrentHashMap<>(); // key "keyId|yyyy-mm-dd" or "org:ORG|..."

    /** The default of {@code limits.organization.daily.calls}: the default daily limit of one key. */
    public static final long DEFAULT_ORGANIZATION_DAILY_LIMIT = 10_000;

    /** What one call is counted against: a key's row in api_usage or an organization's in organization_usage. */
    private record Bucket(String counterKey, String table, String idColumn, String id, long limit) {
        static Bucket of(ApiKey key, long organizationLimit) {
            return key.agent()
                    ? new Bucket(ORG_PREFIX + key.organizationId(), "organization_usage", "organization_id", key.organizationId(),
                    organizationLimit)
                    : new Bucket(key.keyId(), "api_usage", "key_id", key.keyId(), key.dailyLimit());
        }
    }

    private static final String ORG_PREFIX = "org:";

    public RateLimiter(Database db, Clock clock) {
        this(db, clock, Counting.MEMORY);
    }

    public RateLimiter(Database db, Clock clock, Counting counting) {
        this(db, clock, counting, DEFAULT_ORGANIZATION_DAILY_LIMIT);
    }

    public RateLimiter(Database db, Clock clock, Counting counting, long organizationDailyLimit) {
        if (organizationDailyLimit <= 0) {
            throw new IllegalArgumentException("Setting 'limits.organization.daily.calls' must be positive");
        }
        this.db = db;
        this.clock = clock;
        this.counting = counting;
        this.organizationDailyLimit = organizationDailyLimit;
    }

    /** The daily limit every agent key of an organization shares. */
    public long organizationDailyLimit() {
        return organizationDailyLimit;
    }

    public Counting counting() {
        return counting;
    }

    /** Counts one call of the key against its daily limit. Calls past the limit are refused and not counted. */
    public Decision acquire(ApiKey key) {
        Instant now = clock.instant();
        LocalDate day = LocalDate.ofInstant(now, ZoneOffset.UTC);
        long reset = day.plusDays(1).atStartOfDay(ZoneOffset.UTC).toEpochSecond() - now.getEpochSecond();
        Bucket b = Bucket.of(key, organizationDailyLimit);
        if (counting == Counting.DATABASE) {
            return acquireInDatabase(b, day, reset);
        }
        Counter c = counters.computeIfAbsent(b.counterKey() + "|" + day, k -> load(b, day));
        synchronized (c) { // one key's calls, its reservation and its flush in one order
            long used = c.calls().get();
            if (used >= b.limit()) {
                return new Decision(false, b.limit(), 0, reset);
            }
            if (used + 1 > c.reserved().get()) {
                reserve(b, day, c, used + 1);
            }
            c.calls().set(used + 1);
            return new Decision(true, b.limit(), b.limit() - used - 1, reset);
        }
    }

    /**
     * One atomic increment in the database: the conditional UPDATE takes the row lock, and PostgreSQL re-checks
     * {@code calls < limit} on the locked row, so concurrent calls from any number of nodes never pass the limit.
     * The first call of a day inserts the row; a concurrent first call that loses the insert race retries the UPDATE.
     */
    private Decision acquireInDatabase(Bucket b, LocalDate day, long reset) {
        long limit = b.limit();
        String where = " WHERE " + b.idColumn() + " = ? AND usage_day = ?";
        for (int attempt = 0; attempt < 3; attempt++) {
            Optional<Long> used = db.transaction(j -> {
                int n = j.update("UPDATE " + b.table() + " SET calls = calls + 1" + where + " AND calls < ?", b.id(), day, limit);
                if (n == 1) {
                    return j.queryOne("SELECT calls FROM " + b.table() + where, r -> r.lng("calls"), b.id(), day);
                }
                return Optional.<Long>empty();
            });
            if (used.isPresent()) {
                return new Decision(true, limit, Math.max(0, limit - used.get()), reset);
            }
            boolean exists = db.queryOne("SELECT calls FROM " + b.table() + where, r -> r.lng("calls"), b.id(), day).isPresent();
            if (exists || limit <= 0) {
                return new Decision(false, limit, 0, reset);
            }
            try {
                db.update("INSERT INTO " + b.table() + " (" + b.idColumn() + ", usage_day, calls) VALUES (?, ?, 1)", b.id(), day);
                return new Decision(true, limit, Math.max(0, limit - 1), reset);
            } catch (RuntimeException duplicate) {
                // another node inserted today's row first: count against it
            }
        }
        throw new IllegalStateException("Could not count a call against " + b.id() + " after 3 attempts");
    }

    private Counter load(Bucket b, LocalDate day) {
        long stored = db.queryOne("SELECT calls FROM " + b.table() + " WHERE " + b.idColumn() + " = ? AND usage_day = ?",
                r -> r.lng("calls"), b.id(), day).orElse(0L);
        return new Counter(new AtomicLong(stored), new AtomicLong(stored), new AtomicLong(stored));
    }

    /**
     * Stores a count that covers the call about to pass ({@code needed}) and up to {@link #RESERVATION} - 1 after it
     * (never more than the limit), before that call is allowed: the write-ahead that keeps the stored count at or
     * above the calls allowed, whatever happens to the process. Called under the counter's lock.
     */
    private void reserve(Bucket b, LocalDate day, Counter c, long needed) {
        long upTo = Math.min(b.limit(), needed + RESERVATION - 1);
        store(b, day, upTo);
        c.reserved().set(upTo);
    }

    /** Stores a day's count of a bucket (an update, or the day's first row). */
    private void store(Bucket b, LocalDate day, long calls) {
        db.transaction(j -> {
            int n = j.update("UPDATE " + b.table() + " SET calls = ? WHERE " + b.idColumn() + " = ? AND usage_day = ?",
                    calls, b.id(), day);
            if (n == 0) {
                j.update("INSERT INTO " + b.table() + " (" + b.idColumn() + ", usage_day, calls) VALUES (?, ?, ?)",
                        b.id(), day, calls);
            }
            return null;
        });
    }

    private static Bucket bucketOfCounter(String counterKey) {
        return counterKey.startsWith(ORG_PREFIX)
                ? new Bucket(counterKey, "organization_usage", "organization_id", counterKey.substring(ORG_PREFIX.length()), 0)
                : new Bucket(counterKey, "api_usage", "key_id", counterKey, 0);
    }

    /**
     * Writes counts that changed since the last flush, exactly, and ends their reservations (the next call past the
     * stored count stores a new one); drops counters of past days once written.
     */
    public synchronized void flush() {
        if (counting == Counting.DATABASE) {
            return; // every call is already stored
        }
        LocalDate today = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
        List<String> done = new ArrayList<>();
        counters.forEach((k, c) -> {
            long calls = c.calls().get();
            Bucket b = bucketOfCounter(k.substring(0, k.lastIndexOf('|')));
            LocalDate day = LocalDate.parse(k.substring(k.lastIndexOf('|') + 1));
            if (calls != c.flushed().get() || calls != c.reserved().get()) {
                synchronized (c) { // no call passes between reading the count and ending its reservation
                    long exact = c.calls().get();
                    store(b, day, exact);
                    c.flushed().set(exact);
                    c.reserved().set(exact);
                }
            }
            if (day.isBefore(today)) {
                done.add(k);
            }
        });
        done.forEach(counters::remove);
    }

    /** Calls counted today for the key (for `keys list` and tests). */
    public long usedToday(String keyId) {
        LocalDate day = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
        Counter c = counting == Counting.DATABASE ? null : counters.get(keyId + "|" + day);
        return c != null ? c.calls().get() : load(bucketOfCounter(keyId), day).calls().get();
    }

    /** Calls the organization's agent keys made today (their shared count). */
    public long organizationUsedToday(String organizationId) {
        LocalDate day = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
        Counter c = counting == Counting.DATABASE ? null : counters.get(ORG_PREFIX + organizationId + "|" + day);
        return c != null ? c.calls().get() : load(bucketOfCounter(ORG_PREFIX + organizationId), day).calls().get();
    }
}
