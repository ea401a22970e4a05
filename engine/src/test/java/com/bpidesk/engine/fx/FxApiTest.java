package com.bpidesk.engine.fx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.market.SharedData;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** The FX routes: demo layer, import of each layout, cross rates, problems naming the missing pair, A5 currency=. */
@Tag("api")
class FxApiTest {

    @Test
    void demoModeServesLabelledDemoRatesAndConvertsChartCandles() {
        try (TestEngine t = TestEngine.start()) {
            var r = t.get("/api/fx/rates?base=CHF&quote=JPY");
            assertThat(r.status()).as(r.body()).isEqualTo(200);
            assertThat(r.header("X-Data-Source")).isEqualTo("demo");
            assertThat(r.json().get("chain").toString()).contains("\"base\":\"CHF\",\"quote\":\"EUR\",\"inverted\":true");
            assertThat(r.json().get("rates").size()).isGreaterThan(200);
            assertThat(t.get("/api/fx/pairs").json().get("demo").asBoolean()).isTrue();

            var local = t.get("/api/portfolio/chart/VOD.L?period=1mo");
            assertThat(local.header("X-Currency")).isEqualTo("GBP");
            var usd = t.get("/api/portfolio/chart/VOD.L?period=1mo&currency=USD");
            assertThat(usd.status()).as(usd.body()).isEqualTo(200);
            assertThat(usd.header("X-Currency")).isEqualTo("USD");
            assertThat(usd.header("X-FX-Source")).isEqualTo("demo");
            assertThat(usd.header("X-FX-Gaps")).isEqualTo("0");
            JsonNode lastLocal = local.json().get(local.json().size() - 1);
            JsonNode lastUsd = usd.json().get(usd.json().size() - 1);
            String day = lastLocal.get("date").asText();
            JsonNode gbpUsd = t.get("/api/fx/rates?base=GBP&quote=USD&from=" + day + "&to=" + day).json().get("rates");
            assertThat(gbpUsd.get(0).get("date").asText()).isEqualTo(day);
            double rate = gbpUsd.get(0).get("rate").asDouble();
            assertThat(lastUsd.get("close").asDouble()).isCloseTo(lastLocal.get("close").asDouble() * rate, within(1e-9));
            // pence: the same candles in GBX are 100 times the pound figures
            var gbx = t.get("/api/portfolio/chart/VOD.L?period=1mo&currency=GBX").json();
            assertThat(gbx.get(0).get("open").asDouble()).isCloseTo(local.json().get(0).get("open").asDouble() * 100, within(1e-9));
        }
    }

    @Test
    void importedEcbAndFredFilesGiveCrossRatesEqualToTheHandComputedOnes() throws Exception {
        try (TestEngine t = TestEngine.start(Map.of("data.mode", "imported"))) {
            var missing = t.get("/api/fx/rates?base=CHF&quote=JPY");
            assertThat(missing.status()).isEqualTo(422);
            assertThat(missing.json().get("type").asText()).endsWith("missing-fx-rate");
            assertThat(missing.json().get("missing_pair").asText()).isEqualTo("CHF/JPY");

            var imp = com.bpidesk.engine.market.ImportApiTestAccess.multipart(t, "/api/fx/import",
                    SharedData.fixture("fx/eurofxref_small.csv"));
            assertThat(imp.status()).as(imp.body()).isEqualTo(201);
            assertThat(imp.json().get("format").asText()).isEqualTo("ecb-eurofxref");
            assertThat(imp.json().get("data_source").asText()).isEqualTo("imported:ecb-eurofxref");
            assertThat(imp.json().get("pairs").size()).isEqualTo(4);

            var cross = t.get("/api/fx/rates?base=CHF&quote=JPY&from=2024-01-01&to=2024-01-05");
            assertThat(cross.status()).as(cross.body()).isEqualTo(200);
            JsonNode rates = cross.json().get("rates");
            assertThat(rates.size()).isEqualTo(2);
            assertThat(rates.get(0).get("date").asText()).isEqualTo("2024-01-02");
            assertThat(rates.get(0).get("rate").asDouble()).isCloseTo(155.28 / 0.9305, within(1e-12 * 170));
            assertThat(rates.get(1).get("rate").asDouble()).isCloseTo(155.52 / 0.9299, within(1e-12 * 170));
            assertThat(cross.header("X-Data-Source")).isEqualTo("imported:ecb-eurofxref");

            // a FRED file (raw body, legacy header): GBP/USD direct now beats the chain through the euro
            String fred = Files.readString(SharedData.fixture("fx/fred_dexusuk_legacy.csv"));
            var raw = t.send(HttpRequest.newBuilder(t.uri("/api/fx/import?file_name=DEXUSUK.csv"))
                    .header("Authorization", "Bearer " + t.enterpriseKey).header("Content-Type", "text/csv")
                    .POST(HttpRequest.BodyPublishers.ofString(fred)));
            assertThat(raw.status()).as(raw.body()).isEqualTo(201);
            assertThat(raw.json().get("format").asText()).isEqualTo("fred-legacy");
            var gbx = t.get("/api/fx/rates?base=USD&quote=GBX&from=2024-01-03&to=2024-01-03").json();
            assertThat(gbx.get("chain").size()).isEqualTo(1);
            assertThat(gbx.get("rates").get(0).get("rate").asDouble()).isCloseTo(100 / 1.2630, within(1e-12 * 80));

            var junk = t.send(HttpRequest.newBuilder(t.uri("/api/fx/import"))
                    .header("Authorization", "Bearer " + t.enterpriseKey).header("Content-Type", "text/csv")
                    .POST(HttpRequest.BodyPublishers.ofString("name,amount\nx,1\n")));
            assertThat(junk.status()).isEqualTo(422);
            assertThat(junk.json().get("detail").asText()).contains("ECB reference rates");
        }
    }

    @Test
    void badParametersAndOfflineRefreshAreProblems() {
        Map<String, String> cfg = new HashMap<>();
        cfg.put("online.ecbfx.url", "http://127.0.0.1:9/never");   // never reached: online mode is off
        try (TestEngine t = TestEngine.start(cfg)) {
            var bad = t.get("/api/fx/rates?base=US&quote=EUR");
            assertThat(bad.status()).isEqualTo(400);
            assertThat(bad.body()).contains("query/base");
            assertThat(t.get("/api/fx/rates?quote=EUR").status()).isEqualTo(400);
            assertThat(t.get("/api/fx/rates?base=USD&quote=EUR&from=2024-02-01&to=2024-01-01").status()).isEqualTo(400);
            var chart = t.get("/api/portfolio/chart/AAPL?currency=ARS");
            assertThat(chart.status()).isEqualTo(422);
            assertThat(chart.json().get("missing_pair").asText()).isEqualTo("USD/ARS");
            var refresh = t.postJson("/api/fx/refresh", "{}");
            assertThat(refresh.status()).isEqualTo(409);
            assertThat(refresh.json().get("detail").asText()).contains("Online mode is off");
            assertThat(t.get("/api/fx/rates?base=EUR&quote=USD&to=" + LocalDate.now()).status()).isEqualTo(200);
        }
    }
}
