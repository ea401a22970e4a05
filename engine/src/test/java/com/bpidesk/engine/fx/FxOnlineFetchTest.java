package com.bpidesk.engine.fx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.market.SharedData;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * The online ECB fetch's success path ({@code POST /api/fx/refresh} with online mode on) against a local stand-in for
 * the ECB Data Portal on 127.0.0.1 serving the SDMX-CSV fixture: the rates are stored as {@code online:ecb} and a cross
 * rate through the euro equals the hand-computed one. No test reaches the network.
 */
@Tag("api")
class FxOnlineFetchTest {

    @Test
    void theOnlineEcbFetchStoresTheRatesAsOnlineEcb() throws Exception {
        byte[] sdmx = Files.readString(SharedData.fixture("fx/ecb_exr_sdmx.csv")).getBytes(StandardCharsets.UTF_8);
        List<String> requests = Collections.synchronizedList(new ArrayList<>());
        HttpServer ecb = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        ecb.createContext("/", ex -> {
            requests.add(ex.getRequestURI().toString());
            boolean known = ex.getRequestURI().getPath().equals("/service/data/EXR/D..EUR.SP00.A");
            byte[] body = known ? sdmx : "not found".getBytes(StandardCharsets.UTF_8);
            ex.getResponseHeaders().add("Content-Type", "text/csv");
            ex.sendResponseHeaders(known ? 200 : 404, body.length);
            try (OutputStream out = ex.getResponseBody()) {
                out.write(body);
            }
        });
        ecb.start();
        try {
            String url = "http://127.0.0.1:" + ecb.getAddress().getPort() + "/service/data/EXR/D..EUR.SP00.A?format=csvdata";
            try (TestEngine t = TestEngine.start(Map.of("online.ecbfx.url", url, "online.attempts", "1"), Clock.systemUTC(),
                    List.of())) {
                var on = t.send(HttpRequest.newBuilder(t.uri("/api/data/settings"))
                        .header("Authorization", "Bearer " + t.enterpriseKey).header("Content-Type", "application/json")
                        .PUT(HttpRequest.BodyPublishers.ofString("{\"online_enabled\": true}")));
                assertThat(on.status()).as(on.body()).isEqualTo(200);
                var refresh = t.postJson("/api/fx/refresh", "{}");
                assertThat(refresh.status()).as(refresh.body()).isEqualTo(201);
                assertThat(refresh.json().get("data_source").asText()).isEqualTo("online:ecb");
                assertThat(refresh.json().get("format").asText()).isEqualTo("ecb-sdmx");
                assertThat(requests).containsExactly("/service/data/EXR/D..EUR.SP00.A?format=csvdata");

                var cross = t.get("/api/fx/rates?base=CHF&quote=JPY&from=2024-01-01&to=2024-01-05");
                assertThat(cross.status()).as(cross.body()).isEqualTo(200);
                assertThat(cross.header("X-Data-Source")).isEqualTo("online:ecb");
                JsonNode rates = cross.json().get("rates");
                assertThat(rates.get(0).get("date").asText()).isEqualTo("2024-01-02");
                // ECB 2 January 2024: EUR/JPY 155.28, EUR/CHF 0.9305 -> CHF/JPY = 155.28 / 0.9305
                assertThat(rates.get(0).get("rate").asDouble()).isCloseTo(155.28 / 0.9305, within(1e-12 * 170));
                JsonNode pairs = t.get("/api/fx/pairs").json();
                assertThat(pairs.toString()).contains("online:ecb");
            }
        } finally {
            ecb.stop(0);
        }
    }
}
