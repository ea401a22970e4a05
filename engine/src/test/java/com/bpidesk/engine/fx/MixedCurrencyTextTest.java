package com.bpidesk.engine.fx;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.behavior.DnaBaseCurrencyTestAccess;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Currency;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * Nothing is summed or stated across currencies (issue 16): a grep over the text the engine produces for a portfolio of
 * US, London, Paris, Zurich and Tokyo listings, for a EUR + USD trade file, for the demo book (US clients holding foreign
 * listings) and for a PDF report. Every amount that carries a currency code carries the answer's base currency; no amount
 * with thousands separators appears without a code; no "summed without conversion" warning and no dollar-sign amounts.
 */
@Tag("api")
class MixedCurrencyTextTest {

    /** An ISO 4217 code followed by an amount: "EUR 12,345", "USD 812.40". */
    static final Pattern CODED = Pattern.compile("(?<![A-Za-z])([A-Z]{3}) -?\\d[\\d,]*(?:\\.\\d+)?");
    /** An amount with thousands separators not preceded by a currency code. */
    static final Pattern BARE = Pattern.compile("(?<![A-Z]{3} )(?<![\\d,.-])-?\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?(?![\\d%])");
    static final Set<String> ISO = Currency.getAvailableCurrencies().stream().map(Currency::getCurrencyCode)
            .collect(Collectors.toSet());

    static TestEngine t;

    @BeforeAll
    static void start() {
        t = TestEngine.start(Map.of("signals.demo.organization", "org-a"));
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    /** The currency codes that precede amounts in the text. */
    static Set<String> codesWithAmounts(String text) {
        Set<String> out = new TreeSet<>();
        Matcher m = CODED.matcher(text);
        while (m.find()) {
            if (ISO.contains(m.group(1))) {
                out.add(m.group(1));
            }
        }
        return out;
    }

    static List<String> bareAmounts(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = BARE.matcher(text);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    static void assertOneCurrency(String what, String text, String base) {
        assertThat(codesWithAmounts(text)).as(what + ": currencies stated with amounts").isSubsetOf(base);
        assertThat(bareAmounts(text)).as(what + ": amounts without a currency").isEmpty();
        assertThat(text).as(what).doesNotContain("without FX conversion").doesNotContainPattern("(?i)summed without")
                .doesNotContainPattern("\\$\\s?\\d");
    }

    /** Every string value of a JSON tree, one per line. */
    static String strings(JsonNode n) {
        StringBuilder sb = new StringBuilder();
        walk(n, sb);
        return sb.toString();
    }

    private static void walk(JsonNode n, StringBuilder sb) {
        if (n.isTextual()) {
            sb.append(n.asText()).append('\n');
        }
        n.forEach(c -> walk(c, sb));
    }

    @Test
    void theBriefingOfAFiveCurrencyPortfolioStatesOneCurrency() {
        var r = t.postJson("/api/swarm?wait_seconds=120", BaseCurrencyApiTest.PORTFOLIO + ",\"base_currency\":\"EUR\"}");
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        JsonNode b = r.json().get("ic_briefing");
        assertThat(b.findValues("base_currency")).isNotEmpty().allSatisfy(x -> assertThat(x.asText()).isEqualTo("EUR"));
        assertOneCurrency("briefing", strings(b), "EUR");
    }

    @Test
    void theDnaOfAEuroAndDollarFileStatesOneCurrency() {
        var r = t.send(HttpRequest.newBuilder(t.uri("/api/analyze-dna?base_currency=CHF"))
                .header("Authorization", "Bearer " + t.enterpriseKey).header("Content-Type", "text/csv")
                .POST(HttpRequest.BodyPublishers.ofString(DnaBaseCurrencyTestAccess.FILE)));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(r.json().get("base_currency").asText()).isEqualTo("CHF");
        assertThat(r.json().get("fx_rates").findValuesAsText("currency")).containsExactlyInAnyOrder("EUR", "USD");
        assertOneCurrency("dna", strings(r.json()), "CHF");
    }

    @Test
    void theSignalsOfTheDemoBookStateEachClientsCurrency() {
        JsonNode alerts = t.get("/v1/signals/book-alerts?limit=200").json();
        assertThat(alerts.get("items").size()).isGreaterThan(0);
        for (JsonNode a : alerts.get("items")) {
            String base = a.get("base_currency").asText();
            assertThat(base).isEqualTo("USD");
            assertOneCurrency("alert " + a.get("alert_id").asText(), a.get("message").asText(), base);
        }
        JsonNode clients = t.get("/api/book/clients").json();
        for (JsonNode c : clients.get("items")) {
            assertThat(c.get("base_currency").asText()).isEqualTo("USD");
        }
        for (String id : List.of("demo-c002", "demo-c006", "demo-c007")) {
            JsonNode risk = t.get("/v1/signals/client-risk/" + id).json();
            assertThat(risk.get("base_currency").asText()).isEqualTo("USD");
            assertOneCurrency("client risk " + id, strings(risk), "USD");
        }
        JsonNode digest = t.get("/v1/signals/weekly-digest-preview").json();
        assertOneCurrency("digest", strings(digest.get("clients_to_review_first")), "USD");
    }

    @Test
    void aReportInEuroStatesEveryAmountInEuroAndTheRates() throws Exception {
        String body = "{\"subject\":{\"kind\":\"portfolio\",\"portfolio\":" + BaseCurrencyApiTest.PORTFOLIO + "}},"
                + "\"base_currency\":\"EUR\",\"brand\":{\"firm_name\":\"Harbour Wealth Partners\",\"primary_color\":\"#1F3A5F\","
                + "\"accent_color\":\"#2E7D32\"}}";
        HttpResponse<byte[]> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(t.uri("/api/reports/generate"))
                .header("Authorization", "Bearer " + t.enterpriseKey).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofByteArray());
        assertThat(r.statusCode()).as(new String(r.body())).isEqualTo(200);
        String text;
        try (PDDocument doc = Loader.loadPDF(r.body())) {
            text = new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");   // lines wrap inside sentences
        }
        assertThat(text).contains("Market value", "EUR ").containsPattern("1 USD = [0-9.]+ EUR on \\d{1,2} [A-Z][a-z]{2} \\d{4} \\(demo\\)")
                .containsPattern("1 JPY = [0-9.e-]+ EUR");
        assertOneCurrency("report", text, "EUR");
    }
}
