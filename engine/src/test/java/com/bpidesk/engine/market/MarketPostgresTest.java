package com.bpidesk.engine.market;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.api.Tag;

/**
 * Charts, imports, the feed, the regime and the data settings on PostgreSQL. Runs when
 * {@code BPI_TEST_POSTGRES_URL} is set (CI starts a local PostgreSQL); the schema is dropped first.
 */
@EnabledIfEnvironmentVariable(named = "BPI_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.+")
@Tag("api")
class MarketPostgresTest {

    @Test
    void marketAndMacroRunOnPostgres() throws Exception {
        Map<String, String> pg = TestEngine.freshPostgresSettings();
        try (TestEngine t = TestEngine.start(pg,
                Clock.systemUTC(), List.of())) {
            assertThat(t.get("/api/portfolio/chart/AAPL?period=1y").json().size()).isBetween(255, 263);
            var imported = ImportApiTest.multipart(t, "/api/market/prices/import",
                    SharedData.path("prices/yahoo_style_2020_2025/MSFT.csv"), Map.of());
            assertThat(imported.status()).as(imported.body()).isEqualTo(201);
            var again = ImportApiTest.multipart(t, "/api/market/prices/import",
                    SharedData.path("prices/yahoo_style_2020_2025/MSFT.csv"), Map.of());
            assertThat(again.json().get("previous_source").asText()).isEqualTo("imported:yahoo");
            assertThat(t.get("/api/portfolio/chart/MSFT").header("X-Data-Source")).isEqualTo("imported");
            var raw = t.send(HttpRequest.newBuilder(t.uri("/api/market/prices/import?symbol=NEWCO"))
                    .header("Authorization", "Bearer " + t.enterpriseKey).header("Content-Type", "text/csv")
                    .POST(HttpRequest.BodyPublishers.ofString(Files.readString(SharedData.fixture("prices/stooq_spy.csv")))));
            assertThat(raw.status()).isEqualTo(201);
            var macro = ImportApiTest.multipart(t, "/api/macro/import", SharedData.path("macro/fred/UNRATE.csv"), Map.of());
            assertThat(macro.status()).as(macro.body()).isEqualTo(201);
            assertThat(t.get("/api/research/signals?category=labour&limit=5").json().get("total").asInt()).isPositive();
            assertThat(t.get("/api/research/regime", t.freeKey).json().get("regime").asText()).isNotBlank();
            var put = t.send(HttpRequest.newBuilder(t.uri("/api/data/settings"))
                    .header("Authorization", "Bearer " + t.enterpriseKey).header("Content-Type", "application/json")
                    .PUT(HttpRequest.BodyPublishers.ofString("{\"data_mode\": \"imported\"}")));
            assertThat(put.status()).isEqualTo(200);
            assertThat(t.get("/api/portfolio/chart/AAPL").json().size()).isZero();
            assertThat(t.get("/api/portfolio/chart/MSFT").json().size()).isPositive();
        }
    }
}
