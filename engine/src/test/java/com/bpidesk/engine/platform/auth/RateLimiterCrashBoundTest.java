package com.bpidesk.engine.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.platform.db.Database;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 29's bound on in-memory daily counts (docs/reliability.md): a {@code kill -9} never lets a key make more calls
 * than its limit, and charges it at most {@link RateLimiter#RESERVATION} - 1 calls it did not make. A crash is an
 * engine's limiter dropped without its last {@link RateLimiter#flush()}; the database is an in-memory H2 kept between
 * the two limiters.
 *
 * <p>Hand-worked reference (limit 50, reservation 20): 23 calls before the crash store reservations at call 1 (calls
 * 1-20 stored as 20) and call 21 (stored 40); the restarted limiter reads 40 and allows exactly 10 more, so the day
 * ends at 23 + 10 = 33 calls made, 17 charged and not made (at most 19), and none past the limit. Before (a flush every
 * 0.5 s only), the same crash stored nothing and the restarted limiter allowed 50 more: 73 calls on a limit of 50.
 */
class RateLimiterCrashBoundTest {

    static final Clock NOON = Clock.fixed(Instant.parse("2026-11-27T12:00:00Z"), ZoneOffset.UTC);
    static Database db;

    @BeforeAll
    static void open() {
        // the usage table alone (test/resources/db/limits-only): the whole schema's migration would take seconds
        db = Database.open("jdbc:h2:mem:crash-bound;DB_CLOSE_DELAY=-1", "sa", "", 2, "classpath:db/limits-only");
    }

    @AfterAll
    static void close() {
        db.close();
    }

    static ApiKey key(String id, long limit) {
        return new ApiKey(id, "org-c", Tier.ENTERPRISE, "crash bound", limit, NOON.instant(), null, false, ApiKey.Kind.API,
                List.of(), null, null, null);
    }

    static int allowed(RateLimiter limiter, ApiKey key, int calls) {
        int ok = 0;
        for (int i = 0; i < calls; i++) {
            ok += limiter.acquire(key).allowed() ? 1 : 0;
        }
        return ok;
    }

    @Test
    void aCrashNeverLetsAKeyPassItsLimitAndCostsItAtMostOneReservation() {
        ApiKey k = key("crash", 50);
        assertThat(allowed(new RateLimiter(db, NOON), k, 23)).isEqualTo(23); // then killed: no flush
        RateLimiter restarted = new RateLimiter(db, NOON);
        assertThat(allowed(restarted, k, 40)).as("calls left after the crash").isEqualTo(10);
        assertThat(RateLimiter.RESERVATION - 1).as("the stated bound on calls charged and not made").isEqualTo(19);
    }

    @Test
    void aCleanStopStoresTheExactCount() {
        ApiKey k = key("clean", 50);
        RateLimiter first = new RateLimiter(db, NOON);
        assertThat(allowed(first, k, 23)).isEqualTo(23);
        first.flush(); // the engine's stop
        assertThat(allowed(first, k, 2)).as("calls after a periodic flush store a new reservation").isEqualTo(2);
        first.flush();
        assertThat(allowed(new RateLimiter(db, NOON), k, 40)).as("50 - 25 calls left").isEqualTo(25);
    }
}
