package com.bpidesk.engine.macro;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** A4 and B4 over the demo datasets. */
@Tag("api")
class RegimeApiTest {

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
    void regimeIsFreeTierAndWellFormed() {
        var r = t.get("/api/research/regime", t.freeKey);
        assertThat(r.status()).isEqualTo(200);
        JsonNode j = r.json();
        assertThat(RegimeClassifier.REGIMES).contains(j.get("regime").asText());
        assertThat(j.get("confidence").asDouble()).isBetween(0.0, 1.0);
        assertThat(j.get("updated_at").asText()).isEqualTo("2026-03-18T15:00:00Z");
        assertThat(j.get("data_source").asText()).isEqualTo("demo");
        // the narrative is read by people: the date as "18 Mar 2026" (the as_of field stays ISO)
        assertThat(j.get("narrative").asText()).contains("As of 18 Mar 2026").doesNotContainPattern("\\d{4}-\\d{2}-\\d{2}|\\d{4}Q\\d");
        assertThat(j.get("indicators").size()).isEqualTo(7);
    }

    @Test
    void regimeHistoryCoversMonths() {
        JsonNode h = t.get("/api/research/regime/history?from=2021-01&to=2026-02").json();
        assertThat(h.get("points").size()).isEqualTo(62);
    }

    @Test
    void feedFiltersAndPaginates() {
        JsonNode all = t.get("/api/research/signals?limit=10").json();
        assertThat(all.get("items").size()).isEqualTo(10);
        assertThat(all.get("next_offset").asInt()).isEqualTo(10);
        JsonNode rates = t.get("/api/research/signals?category=rates&region=EA&min_significance=0.5&limit=500").json();
        rates.get("items").forEach(i -> {
            assertThat(i.get("category").asText()).isEqualTo("rates");
            assertThat(i.get("region").asText()).isEqualTo("EA");
            assertThat(i.get("significance").asDouble()).isGreaterThanOrEqualTo(0.5);
        });
        assertThat(rates.get("items").size()).isPositive();
        assertThat(t.get("/api/research/signals?category=weather").status()).isEqualTo(400);
        assertThat(t.get("/api/research/signals", t.freeKey).status()).isEqualTo(403);
    }
}
