package com.bpidesk.engine.behavior;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import java.net.http.HttpRequest;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** B1 with {@code base_currency}: stated in the answer with the rates used; a currency without a rate is a 422 naming the pair. */
@Tag("api")
class DnaBaseCurrencyApiTest {

    static TestEngine.Response post(TestEngine t, String query, String csv) {
        return t.send(HttpRequest.newBuilder(t.uri("/api/analyze-dna" + query))
                .header("Authorization", "Bearer " + t.enterpriseKey).header("Content-Type", "text/csv")
                .POST(HttpRequest.BodyPublishers.ofString(csv)));
    }

    @Test
    void theReportStatesItsBaseCurrencyAndTheRatesUsed() {
        try (TestEngine t = TestEngine.start()) {
            var r = post(t, "?base_currency=eur", DnaBaseCurrencyTest.FILE);
            assertThat(r.status()).as(r.body()).isEqualTo(200);
            assertThat(r.json().get("base_currency").asText()).isEqualTo("EUR");
            assertThat(r.json().get("fx_rates")).hasSize(1);
            var rate = r.json().get("fx_rates").get(0);
            assertThat(rate.get("pair").asText()).isEqualTo("USD/EUR");
            assertThat(rate.get("source").asText()).isEqualTo("demo");
            assertThat(rate.get("rate_date").asText()).isEqualTo("2024-04-10");
            // simulated rates never convert a file silently (issue 30): the warning names the pair
            assertThat(r.json().get("warnings").toString()).contains("USD/EUR were converted with simulated demo exchange rates");
            assertThat(r.json().get("base_currency_source").asText()).isEqualTo("request");
            // the firm default when the request names none
            var byDefault = post(t, "", DnaBaseCurrencyTest.FILE);
            // (the file's rows are in USD and EUR and it has no cash movements: no account currency, so the firm default)
            assertThat(byDefault.json().get("base_currency").asText()).isEqualTo("USD");
            assertThat(byDefault.json().get("base_currency_source").asText()).isEqualTo("firm_default");
            assertThat(byDefault.json().get("fx_rates").get(0).get("pair").asText()).isEqualTo("EUR/USD");
            var csv = post(t, "?base_currency=EUR&format=csv", DnaBaseCurrencyTest.FILE);
            assertThat(csv.body()).contains("base_currency,,Base currency").contains("Every amount and value is in EUR")
                    .containsPattern("fx_rate,,USD/EUR,.*,demo,");
            var bad = post(t, "?base_currency=GBX", DnaBaseCurrencyTest.FILE);
            assertThat(bad.status()).isEqualTo(400);
            assertThat(bad.body()).contains("base_currency");
        }
    }

    @Test
    void aRowCurrencyWithoutARateIsAProblemNamingThePair() {
        try (TestEngine t = TestEngine.start(Map.of("data.mode", "imported"))) {
            var r = post(t, "?base_currency=USD", DnaBaseCurrencyTest.FILE);
            assertThat(r.status()).as(r.body()).isEqualTo(422);
            assertThat(r.json().get("type").asText()).endsWith("missing-fx-rate");
            assertThat(r.json().get("missing_pair").asText()).isEqualTo("EUR/USD");
            assertThat(r.json().get("detail").asText()).contains("from EUR to USD").doesNotContain("Exception");
        }
    }
}
