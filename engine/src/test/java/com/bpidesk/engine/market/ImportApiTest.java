package com.bpidesk.engine.market;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** Uploading price and macro files through the API; imported data replaces demo data and is labelled. */
@Tag("api")
class ImportApiTest {

    @Test
    void importingAYahooFileReplacesTheDemoSeriesOfThatSymbol() throws Exception {
        try (TestEngine t = TestEngine.start()) {
            assertThat(t.get("/api/portfolio/chart/SPY").header("X-Data-Source")).isEqualTo("demo");
            Path file = SharedData.path("prices/yahoo_adjclose_2016_2021/SPY.csv");
            var r = multipart(t, "/api/market/prices/import", file, Map.of());
            assertThat(r.status()).as(r.body()).isEqualTo(201);
            assertThat(r.json().get("symbol").asText()).isEqualTo("SPY");
            assertThat(r.json().get("format").asText()).isEqualTo("yahoo");
            assertThat(r.json().get("bars").asInt()).isEqualTo(1258);
            assertThat(r.json().get("previous_source").asText()).isEqualTo("demo");
            var chart = t.get("/api/portfolio/chart/SPY?period=1mo");
            assertThat(chart.header("X-Data-Source")).isEqualTo("imported");
            assertThat(chart.json().get(chart.json().size() - 1).get("date").asText()).isEqualTo("2021-04-27");
            var adjusted = t.get("/api/portfolio/chart/SPY?period=3y&adjusted=true").json();
            assertThat(adjusted.get(0).get("close").asDouble()).isLessThan(t.get("/api/portfolio/chart/SPY?period=3y")
                    .json().get(0).get("close").asDouble());
            // other symbols stay demo
            assertThat(t.get("/api/portfolio/chart/QQQ").header("X-Data-Source")).isEqualTo("demo");
        }
    }

    @Test
    void rawBodyUploadOfAnUnknownSymbolAddsTheInstrument() throws Exception {
        try (TestEngine t = TestEngine.start()) {
            String csv = Files.readString(SharedData.fixture("prices/stooq_spy.csv"));
            var r = t.send(HttpRequest.newBuilder(t.uri("/api/market/prices/import?symbol=ZZTEST"))
                    .header("Authorization", "Bearer " + t.enterpriseKey).header("Content-Type", "text/csv")
                    .POST(HttpRequest.BodyPublishers.ofString(csv)));
            assertThat(r.status()).as(r.body()).isEqualTo(201);
            assertThat(r.json().get("format").asText()).isEqualTo("stooq");
            assertThat(t.get("/api/portfolio/chart/ZZTEST").json().size()).isEqualTo(3);
            assertThat(t.get("/api/market/instruments?q=ZZTEST").json().get(0).get("sector").asText()).isEqualTo("Unclassified");
            var junk = t.send(HttpRequest.newBuilder(t.uri("/api/market/prices/import?symbol=ABC"))
                    .header("Authorization", "Bearer " + t.enterpriseKey).header("Content-Type", "text/csv")
                    .POST(HttpRequest.BodyPublishers.ofString("name,amount\nx,1\n")));
            assertThat(junk.status()).isEqualTo(422);
            assertThat(junk.json().get("detail").asText()).contains("open, high, low and close");
        }
    }

    @Test
    void importingRealFredFilesReplacesDemoSeriesAndChangesTheRegimeSource() throws Exception {
        try (TestEngine t = TestEngine.start()) {
            for (String id : List.of("UNRATE", "CPIAUCSL", "T10Y2Y", "BAMLH0A0HYM2", "FEDFUNDS")) {
                var r = multipart(t, "/api/macro/import", SharedData.path("macro/fred/" + id + ".csv"), Map.of());
                assertThat(r.status()).as(r.body()).isEqualTo(201);
                assertThat(r.json().get("data_source").asText()).isEqualTo("imported:fred");
            }
            var series = t.get("/api/macro/series").json();
            assertThat(series.toString()).contains("\"series_id\":\"UNRATE\"");
            var feed = t.get("/api/research/signals?series_id=UNRATE&limit=1").json();
            assertThat(feed.get("items").get(0).get("data_source").asText()).isEqualTo("imported:fred");
            assertThat(feed.get("items").get(0).get("source").asText()).isEqualTo("FRED");
            // demo GDP and demo SPY remain: the regime reports mixed inputs
            assertThat(t.get("/api/research/regime", t.freeKey).json().get("data_source").asText()).isEqualTo("mixed");
            var wb = multipart(t, "/api/macro/import", SharedData.fixture("macro/worldbank_api_v2.json"), Map.of());
            assertThat(wb.json().get("format").asText()).isEqualTo("worldbank-json");
        }
    }

    static TestEngine.Response multipart(TestEngine t, String path, Path file, Map<String, String> fields) throws Exception {
        String boundary = "b" + UUID.randomUUID();
        StringBuilder sb = new StringBuilder();
        fields.forEach((k, v) -> sb.append("--").append(boundary).append("\r\nContent-Disposition: form-data; name=\"")
                .append(k).append("\"\r\n\r\n").append(v).append("\r\n"));
        sb.append("--").append(boundary).append("\r\nContent-Disposition: form-data; name=\"file\"; filename=\"")
                .append(file.getFileName()).append("\"\r\nContent-Type: text/csv\r\n\r\n")
                .append(Files.readString(file)).append("\r\n--").append(boundary).append("--\r\n");
        return t.send(HttpRequest.newBuilder(t.uri(path)).header("Authorization", "Bearer " + t.enterpriseKey)
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofString(sb.toString())));
    }
}
