package com.bpidesk.engine.fx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * A multi-currency portfolio through the analysis API in demo mode: every amount of the briefing is in the requested
 * base currency, the rates used are stated, nothing is summed across currencies, and a base currency without rates is a
 * problem naming the pair.
 */
@Tag("api")
class BaseCurrencyApiTest {

    static final String PORTFOLIO = "{\"positions\":[{\"symbol\":\"AAPL\",\"shares\":120,\"cost_basis\":150},"
            + "{\"symbol\":\"VOD.L\",\"shares\":40000,\"cost_basis\":0.9},{\"symbol\":\"MC.PA\",\"shares\":35,\"cost_basis\":700},"
            + "{\"symbol\":\"NESN.SW\",\"shares\":180,\"cost_basis\":110},{\"symbol\":\"7203.T\",\"shares\":1500,\"cost_basis\":1800}]";

    @Test
    void theBriefingIsInTheBaseCurrencyAndStatesTheRates() {
        try (TestEngine t = TestEngine.start()) {
            var r = t.postJson("/api/swarm?wait_seconds=120", PORTFOLIO + ",\"base_currency\":\"EUR\"}");
            assertThat(r.status()).as(r.body()).isEqualTo(200);
            JsonNode pa = r.json().at("/ic_briefing/portfolio_analyst");
            assertThat(pa.get("base_currency").asText()).isEqualTo("EUR");
            Set<String> stated = new HashSet<>();
            pa.get("fx_rates").forEach(x -> {
                stated.add(x.get("currency").asText());
                assertThat(x.get("source").asText()).isEqualTo("demo");
                assertThat(x.get("rate_date").asText()).matches("\\d{4}-\\d{2}-\\d{2}");
            });
            assertThat(stated).containsExactlyInAnyOrder("USD", "GBP", "CHF", "JPY");
            // the total is the sum of the positions' base-currency values, each shares x converted price
            double sum = 0;
            for (JsonNode p : pa.get("positions")) {
                assertThat(p.get("market_value").asDouble()).isCloseTo(p.get("shares").asDouble() * p.get("price").asDouble(),
                        within(1e-6 * p.get("market_value").asDouble()));
                sum += p.get("market_value").asDouble();
            }
            assertThat(pa.get("total_market_value").asDouble()).isCloseTo(sum, within(1e-9 * sum));
            // the 7203.T price in EUR is the yen close times the EUR rate: far below the yen figure
            JsonNode toyota = null;
            for (JsonNode p : pa.get("positions")) {
                if (p.get("symbol").asText().equals("7203.T")) {
                    toyota = p;
                }
            }
            double yen = lastClose(t.get("/api/portfolio/chart/7203.T?period=1mo").json());
            assertThat(toyota.get("price").asDouble()).isLessThan(yen / 50);
            // grep the whole briefing: no warning of summing across currencies, no mixed-currency total
            String text = r.json().get("ic_briefing").toString();
            assertThat(text).doesNotContain("without FX conversion").doesNotContainPattern("(?i)mixed[- ]currenc");
            assertThat(r.json().at("/ic_briefing/risk_manager/base_currency").asText()).isEqualTo("EUR");
            double share = 0;
            for (JsonNode c : r.json().at("/ic_briefing/risk_manager/currency_risk")) {
                share += c.get("weight").asDouble();
            }
            assertThat(share).isCloseTo(1.0, within(1e-9));
            JsonNode currencies = r.json().at("/ic_briefing/sector_specialist/currencies");
            assertThat(currencies.size()).isEqualTo(5);   // EUR, USD, GBP, CHF, JPY against the benchmark's USD
        }
    }

    @Test
    void aBaseCurrencyWithoutRatesIsAProblemNamingThePair() {
        try (TestEngine t = TestEngine.start()) {
            var r = t.postJson("/api/swarm/analyze", PORTFOLIO + ",\"base_currency\":\"ARS\"}");
            assertThat(r.status()).as(r.body()).isEqualTo(422);
            assertThat(r.json().get("missing_pair").asText()).endsWith("/ARS");
            assertThat(r.json().get("detail").asText()).contains("to ARS");
            var bad = t.postJson("/api/swarm/analyze", PORTFOLIO + ",\"base_currency\":\"GBX\"}");
            assertThat(bad.status()).isEqualTo(400);
            assertThat(bad.body()).contains("/base_currency");
            // the firm default (data settings) applies when the submission names none
            var put = t.send(java.net.http.HttpRequest.newBuilder(t.uri("/api/data/settings"))
                    .header("Authorization", "Bearer " + t.enterpriseKey).header("Content-Type", "application/json")
                    .PUT(java.net.http.HttpRequest.BodyPublishers.ofString("{\"base_currency\":\"ars\"}")));
            assertThat(put.status()).as(put.body()).isEqualTo(200);
            assertThat(put.json().get("base_currency").asText()).isEqualTo("ARS");
            var byDefault = t.postJson("/api/swarm/analyze", PORTFOLIO + "}");
            assertThat(byDefault.status()).as(byDefault.body()).isEqualTo(422);
            assertThat(byDefault.json().get("missing_pair").asText()).endsWith("/ARS");
        }
    }

    static double lastClose(JsonNode candles) {
        return candles.get(candles.size() - 1).get("close").asDouble();
    }
}
