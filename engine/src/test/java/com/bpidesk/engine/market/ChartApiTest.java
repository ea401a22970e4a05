package com.bpidesk.engine.market;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** A5 over the demo market on a fixed clock (Wednesday 2026-03-18). */
@Tag("api")
class ChartApiTest {

    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-18T15:00:00Z"), ZoneOffset.UTC);
    static TestEngine t;

    @BeforeAll
    static void start() {
        t = TestEngine.start(Map.of(), CLOCK, List.of());
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    @Test
    void defaultPeriodIsSixMonthsOfConsistentCandlesEndingToday() {
        var r = t.get("/api/portfolio/chart/aapl");
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.header("X-Data-Source")).isEqualTo("demo");
        assertThat(r.header("X-Chart-Period")).isEqualTo("6mo");
        JsonNode candles = r.json();
        LocalDate first = LocalDate.parse(candles.get(0).get("date").asText());
        LocalDate last = LocalDate.parse(candles.get(candles.size() - 1).get("date").asText());
        assertThat(last).isEqualTo(LocalDate.of(2026, 3, 18));
        assertThat(first).isAfter(LocalDate.of(2025, 9, 18)).isBefore(LocalDate.of(2025, 9, 23));
        for (JsonNode c : candles) {
            double o = c.get("open").asDouble();
            double h = c.get("high").asDouble();
            double l = c.get("low").asDouble();
            double cl = c.get("close").asDouble();
            assertThat(l).isLessThanOrEqualTo(Math.min(o, cl));
            assertThat(h).isGreaterThanOrEqualTo(Math.max(o, cl));
            assertThat(c.get("volume").asLong()).isPositive();
            assertThat(c.fieldNames()).toIterable().containsExactlyInAnyOrder("date", "open", "high", "low", "close", "volume");
        }
    }

    @Test
    void periodsSelectNestedRanges() {
        int m1 = t.get("/api/portfolio/chart/SPY?period=1mo").json().size();
        int m3 = t.get("/api/portfolio/chart/SPY?period=3mo").json().size();
        int y1 = t.get("/api/portfolio/chart/SPY?period=1y").json().size();
        int y3 = t.get("/api/portfolio/chart/SPY?period=3y").json().size();
        assertThat(m1).isBetween(20, 23);
        assertThat(m3).isBetween(63, 67);
        assertThat(y1).isBetween(259, 263);
        assertThat(y3).isBetween(780, 784);
    }

    @Test
    void badPeriodListsAllowedValuesAndUnknownTickerIs404() {
        var bad = t.get("/api/portfolio/chart/SPY?period=2w");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.json().get("allowed_values").toString()).isEqualTo("[\"1mo\",\"3mo\",\"6mo\",\"1y\",\"3y\"]");
        assertThat(bad.json().get("errors").get(0).get("pointer").asText()).isEqualTo("query/period");
        var unknown = t.get("/api/portfolio/chart/ZZZZ");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.header("Content-Type")).startsWith("application/problem+json");
        assertThat(t.get("/api/portfolio/chart/A..B").status()).isEqualTo(400);
        assertThat(t.get("/api/portfolio/chart/%2E%2E").status()).isIn(400, 404);
        assertThat(t.get("/api/portfolio/chart/" + "X".repeat(30)).status()).isEqualTo(400);
    }

    @Test
    void chartNeedsEnterpriseKey() {
        assertThat(t.get("/api/portfolio/chart/SPY", t.freeKey).status()).isEqualTo(403);
        assertThat(t.get("/api/portfolio/chart/SPY", null).status()).isEqualTo(401);
    }

    @Test
    void instrumentSearchRanksSymbolPrefixFirst() {
        JsonNode list = t.get("/api/market/instruments?q=ms").json();
        assertThat(list.get(0).get("symbol").asText()).isEqualTo("MS");
        assertThat(list.toString()).contains("MSFT");
        assertThat(t.get("/api/market/instruments?limit=500").json().size()).isGreaterThanOrEqualTo(60);
    }
}
