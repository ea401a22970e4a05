package com.bpidesk.engine.behavior;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * {@code POST /api/portfolio/parse} through real HTTP: quoted fields and other layouts a hand split breaks on, the
 * shipped sample, problem details with line and column, and the media-type, size and tier limits.
 */
@Tag("api")
class PortfolioParseApiTest {

    static TestEngine t;

    @BeforeAll
    static void start() {
        t = TestEngine.start(Map.of("http.max.upload.bytes", "4000"));
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    static TestEngine.Response post(String csv, String contentType, String key) {
        return t.send(HttpRequest.newBuilder(t.uri("/api/portfolio/parse"))
                .POST(HttpRequest.BodyPublishers.ofString(csv, StandardCharsets.UTF_8))
                .header("Content-Type", contentType).header("X-Service-API-Key", key));
    }

    @Test
    void quotedFieldsWithCommasAreOneCell() {
        // "1,000" is one thousand shares (a quoted thousands separator); "Berkshire, Class B" a quoted name column
        String csv = "name,symbol,shares,cost_basis\n\"Berkshire, Class B\",BRK.B,\"1,000\",310.5\nApple,AAPL,10,150.25\n";
        var r = post(csv, "text/csv", t.enterpriseKey);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        var j = r.json();
        assertThat(j.at("/positions").size()).isEqualTo(2);
        assertThat(j.at("/positions/0/symbol").asText()).isEqualTo("BRK.B");
        assertThat(j.at("/positions/0/shares").asDouble()).isEqualTo(1000.0);
        assertThat(j.at("/positions/0/cost_basis").asDouble()).isEqualTo(310.5);
        assertThat(j.at("/positions/1/symbol").asText()).isEqualTo("AAPL");
        assertThat(j.at("/data_rows").asInt()).isEqualTo(2);
        assertThat(j.at("/columns/cost_basis").asText()).isEqualTo("cost_basis");
    }

    @Test
    void semicolonsDecimalCommasBomAndATotalCostColumn() {
        // total cost 1 500,50 for 10 shares -> 150.05 per share
        String csv = "\uFEFFTicker;Quantity;Total cost\nMSFT;10;1500,50\n";
        var r = post(csv, "text/csv; charset=utf-8", t.enterpriseKey);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(r.json().at("/positions/0/symbol").asText()).isEqualTo("MSFT");
        assertThat(r.json().at("/positions/0/cost_basis").asDouble()).isCloseTo(150.05, org.assertj.core.api.Assertions.within(1e-12));
    }

    @Test
    void theShippedSampleGivesItsSixteenPositions() throws Exception {
        String csv;
        try (var in = PortfolioParseApiTest.class.getResourceAsStream("/bpi-assets/samples/sample-portfolio.csv")) {
            csv = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        var r = post(csv, "text/csv", t.enterpriseKey);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(r.json().at("/positions").size()).isEqualTo(csv.lines().skip(1).filter(l -> !l.isBlank()).count());
    }

    @Test
    void unreadableCellIs422WithLineAndColumnAndMissingColumnsAreNamed() {
        var bad = post("symbol,shares,cost_basis\nAAPL,10,150\nMSFT,ten,20\n", "text/csv", t.enterpriseKey);
        assertThat(bad.status()).isEqualTo(422);
        assertThat(bad.header("Content-Type")).startsWith("application/problem+json");
        assertThat(bad.json().get("line").asInt()).isEqualTo(3);
        assertThat(bad.json().get("column").asText()).isEqualTo("shares");

        var missing = post("ticker,qty\nAAPL,1\n", "text/csv", t.enterpriseKey);
        assertThat(missing.status()).isEqualTo(422);
        assertThat(missing.json().get("detail").asText()).contains("cost_basis");
    }

    @Test
    void emptyJsonOversizeAndFreeTierAreRefused() {
        assertThat(post("", "text/csv", t.enterpriseKey).status()).isEqualTo(422);
        assertThat(t.postJson("/api/portfolio/parse", "{}").status()).isEqualTo(415);
        assertThat(post("x".repeat(5000), "text/csv", t.enterpriseKey).status()).isEqualTo(413);
        assertThat(post("symbol,shares,cost_basis\nAAPL,1,1\n", "text/csv", t.freeKey).status()).isEqualTo(403);
    }
}
