package com.bpidesk.engine.data;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.market.SharedData;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** The settings and refresh routes end to end, with every provider URL pointed at a local fake. */
@Tag("api")
class DataRefreshApiTest {

    @Test
    void refreshIsRefusedWhileOnlineIsOff() {
        try (TestEngine t = TestEngine.start()) {
            JsonNode s = t.get("/api/data/settings").json();
            assertThat(s.get("data_mode").asText()).isEqualTo("demo");
            assertThat(s.get("online_enabled").asBoolean()).isFalse();
            var r = t.postJson("/api/data/refresh", "{}");
            assertThat(r.status()).isEqualTo(409);
            assertThat(r.json().get("detail").asText()).contains("Online data is off");
        }
    }

    @Test
    void refreshDownloadsFromTheEnabledProvidersWithProgressAndKeepsGoingPastFailures() throws Exception {
        try (FakeProvider fake = new FakeProvider()) {
            String unrate = Files.readString(SharedData.path("macro/fred/UNRATE.csv"));
            String stooq = Files.readString(SharedData.fixture("prices/stooq_spy.csv"));
            fake.fallback = uri -> {
                if (uri.startsWith("/fred") && uri.contains("id=UNRATE")) {
                    return new FakeProvider.Answer(200, unrate);
                }
                if (uri.startsWith("/stooq") && uri.contains("s=spy.us")) {
                    return new FakeProvider.Answer(200, stooq);
                }
                return new FakeProvider.Answer(404, "no");
            };
            Map<String, String> cfg = Map.of(
                    "online.fred.url", fake.base() + "/fred?id={id}",
                    "online.stooq.url", fake.base() + "/stooq?s={symbol}&i=d",
                    "online.worldbank.url", fake.base() + "/wb/{countries}/{indicator}",
                    "online.ecb.url", fake.base() + "/ecb/{flow}/{key}",
                    "online.boe.url", fake.base() + "/boe?id={id}",
                    "online.attempts", "1");
            try (TestEngine t = TestEngine.start(cfg, Clock.systemUTC(), List.of())) {
                var s = t.send(java.net.http.HttpRequest.newBuilder(t.uri("/api/data/settings"))
                        .header("Authorization", "Bearer " + t.enterpriseKey).header("Content-Type", "application/json")
                        .PUT(java.net.http.HttpRequest.BodyPublishers.ofString(
                                "{\"online_enabled\": true, \"providers\": {\"worldbank\": false}}")));
                assertThat(s.status()).as(s.body()).isEqualTo(200);
                assertThat(s.json().get("online_enabled").asBoolean()).isTrue();
                var started = t.postJson("/api/data/refresh", "{\"symbols\": [\"SPY\", \"QQQ\"]}");
                assertThat(started.status()).as(started.body()).isEqualTo(202);
                String id = started.json().get("refresh_id").asText();
                JsonNode status = null;
                for (int i = 0; i < 200; i++) {
                    status = t.get("/api/data/refresh/" + id).json();
                    if (status.get("status").asText().startsWith("complete") || status.get("status").asText().equals("failed")) {
                        break;
                    }
                    Thread.sleep(50);
                }
                assertThat(status.get("status").asText()).isEqualTo("complete_with_errors");
                assertThat(status.get("progress_pct").asInt()).isEqualTo(100);
                // 8 FRED + 2 ECB + 1 BoE macro downloads (World Bank off) + 2 symbols
                assertThat(status.get("total").asInt()).isEqualTo(13);
                assertThat(status.get("succeeded").toString()).contains("fred UNRATE", "stooq SPY");
                assertThat(status.get("errors").toString()).contains("stooq QQQ");
                assertThat(fake.requests).noneMatch(u -> u.startsWith("/wb"));
                assertThat(t.get("/api/portfolio/chart/SPY").header("X-Data-Source")).isEqualTo("online:stooq");
                assertThat(t.get("/api/portfolio/chart/QQQ").header("X-Data-Source")).isEqualTo("demo");
                JsonNode feed = t.get("/api/research/signals?series_id=UNRATE&limit=1").json();
                assertThat(feed.get("items").get(0).get("data_source").asText()).isEqualTo("online:fred");
            }
        }
    }

    @Test
    void importedModeTurnsTheDemoDataOff() {
        try (TestEngine t = TestEngine.start()) {
            var r = t.send(java.net.http.HttpRequest.newBuilder(t.uri("/api/data/settings"))
                    .header("Authorization", "Bearer " + t.enterpriseKey).header("Content-Type", "application/json")
                    .PUT(java.net.http.HttpRequest.BodyPublishers.ofString("{\"data_mode\": \"imported\"}")));
            assertThat(r.json().get("data_mode").asText()).isEqualTo("imported");
            assertThat(t.get("/api/portfolio/chart/SPY").json().size()).isZero();
            assertThat(t.get("/api/research/signals").json().get("total").asInt()).isZero();
            var back = t.send(java.net.http.HttpRequest.newBuilder(t.uri("/api/data/settings"))
                    .header("Authorization", "Bearer " + t.enterpriseKey).header("Content-Type", "application/json")
                    .PUT(java.net.http.HttpRequest.BodyPublishers.ofString("{\"data_mode\": \"demo\"}")));
            assertThat(back.status()).isEqualTo(200);
            assertThat(t.get("/api/portfolio/chart/SPY").json().size()).isPositive();
            var bad = t.send(java.net.http.HttpRequest.newBuilder(t.uri("/api/data/settings"))
                    .header("Authorization", "Bearer " + t.enterpriseKey).header("Content-Type", "application/json")
                    .PUT(java.net.http.HttpRequest.BodyPublishers.ofString("{\"data_mode\": \"live\", \"providers\": {\"x\": true}}")));
            assertThat(bad.status()).isEqualTo(400);
            assertThat(bad.json().get("errors").size()).isEqualTo(2);
        }
    }
}
