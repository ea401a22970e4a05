package com.bpidesk.engine.platform.auth;

import com.bpidesk.engine.platform.db.Database;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Daily call limits (specification section 8): each key may make {@code daily_limit} calls per UTC day
 * across all endpoints (10,000 by default). The day resets at 00:00 UTC.
 *
 * <p>Counts live in memory for speed and are written to {@code api_usage} by {@link #flush()}, which the
 * engine runs every second and at shutdown, so a restart resumes from the stored count (at most one
 * second of calls can be lost on a crash). The first call of a key on a day loads its stored count.
 */
public final class RateLimiter {

    /** The outcome of counting one call. */
    public record Decision(boolean allowed, long limit, long remaining, long resetSeconds) {
    }

    private record Counter(AtomicLong calls, AtomicLong flushed) {
    }

    private final Database db;
    private final Clock clock;
    private final Map<String, Counter> counters = new ConcurrentHashMap<>(); // key "keyId|yyyy-mm-dd"

    public RateLimiter(Database db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    /** Counts one call of the key against its daily limit. Calls past the limit are refused and not counted. */
    public Decision acquire(ApiKey key) {
        Instant now = clock.instant();
        LocalDate day = LocalDate.ofInstant(now, ZoneOffset.UTC);
        long reset = day.plusDays(1).atStartOfDay(ZoneOffset.UTC).toEpochSecond() - now.getEpochSecond();
        Counter c = counters.computeIfAbsent(key.keyId() + "|" + day, k -> load(key.keyId(), day));
        while (true) {
            long used = c.calls().get();
            if (used >= key.dailyLimit()) {
                return new Decision(false, key.dailyLimit(), 0, reset);
            }
            if (c.calls().compareAndSet(used, used + 1)) {
                return new Decision(true, key.dailyLimit(), key.dailyLimit() - used - 1, reset);
            }
        }
    }

    private Counter load(String keyId, LocalDate day) {
        long stored = db.queryOne("SELECT calls FROM api_usage WHERE key_id = ? AND usage_day = ?",
                r -> r.lng("calls"), keyId, day).orElse(0L);
        return new Counter(new AtomicLong(stored), new AtomicLong(stored));
    }

    /** Writes counts that changed since the last flush; drops counters of past days once written. */
    public synchronized void flush() {
        LocalDate today = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
        List<String> done = new ArrayList<>();
        counters.forEach((k, c) -> {
            long calls = c.calls().get();
            String keyId = k.substring(0, k.indexOf('|'));
            LocalDate day = LocalDate.parse(k.substring(k.indexOf('|') + 1));
            if (calls != c.flushed().get()) {
                db.transaction(j -> {
                    int n = j.update("UPDATE api_usage SET calls = ? WHERE key_id = ? AND usage_day = ?", calls, keyId, day);
                    if (n == 0) {
                        j.update("INSERT INTO api_usage (key_id, usage_day, calls) VALUES (?, ?, ?)", keyId, day, calls);
                    }
                    return null;
                });
                c.flushed().set(calls);
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
        Counter c = counters.get(keyId + "|" + day);
        return c != null ? c.calls().get() : load(keyId, day).calls().get();
    }
}
