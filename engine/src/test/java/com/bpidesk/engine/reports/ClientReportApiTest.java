package com.bpidesk.engine.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.BookStore;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** B5 with subject kind "client": the client's book holdings analysed like a portfolio, plus the client page (C1, C4). */
@Tag("api")
class ClientReportApiTest {

    static TestEngine t;
    static final String BRAND = "\"brand\":{\"firm_name\":\"Harbour Wealth Partners\",\"primary_color\":\"#1F3A5F\",\"accent_color\":\"#00796B\"}";

    @BeforeAll
    static void start() {
        t = TestEngine.start(Map.of("signals.demo.organization", "org-a"));
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    static HttpResponse<byte[]> post(String json, String key) throws Exception {
        HttpResponse<byte[]> r = java.net.http.HttpClient.newHttpClient().send(HttpRequest.newBuilder(t.uri("/api/reports/generate"))
                .header("Authorization", "Bearer " + key).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofByteArray());
        t.check("POST", "/api/reports/generate", json, r.statusCode(), r.headers().firstValue("Content-Type").orElse(null),
                new String(r.body(), java.nio.charset.StandardCharsets.UTF_8));
        return r;
    }

    /** Shares per symbol worked from the book's own rows: net BUY - SELL of accounts with trades, else the snapshot. */
    static Map<String, Double> bookShares(Book book, String clientId) {
        Map<String, Double> shares = new TreeMap<>();
        for (Book.Account a : book.accounts()) {
            if (!a.clientId().equals(clientId)) {
                continue;
            }
            boolean traded = book.transactions().stream().anyMatch(x -> x.accountId().equals(a.accountId()));
            if (traded) {
                book.transactions().stream().filter(x -> x.accountId().equals(a.accountId())).forEach(x ->
                        shares.merge(x.symbol(), x.side().equals("BUY") ? x.quantity() : -x.quantity(), Double::sum));
            } else {
                book.holdings().stream().filter(h -> h.accountId().equals(a.accountId())).forEach(h -> shares.merge(h.symbol(), h.shares(), Double::sum));
            }
        }
        shares.values().removeIf(v -> v <= 1e-9);
        return shares;
    }

    @Test
    void clientReportAnalysesTheBookHoldingsAndShowsTheClientPage() throws Exception {
        String id = "demo-c008";
        JsonNode risk = t.get("/v1/signals/client-risk/" + id).json();
        JsonNode drift = t.get("/v1/signals/suitability-drift/" + id).json();
        HttpResponse<byte[]> r = post("{\"subject\":{\"kind\":\"client\",\"client_id\":\"" + id + "\"},\"audience\":\"advisor\","
                + BRAND + "}", t.enterpriseKey);
        assertThat(r.statusCode()).as(new String(r.body())).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Disposition").orElse("")).contains("bpi-report-" + id + ".pdf");

        // the analysis ran on the client's current holdings, with the client's mandate
        String jobId = r.headers().firstValue("X-Report-Job-Id").orElseThrow();
        JsonNode briefing = t.get("/api/swarm/result/" + jobId).json().get("ic_briefing");
        Map<String, Double> analysed = new TreeMap<>();
        briefing.at("/portfolio_analyst/positions").forEach(p -> analysed.put(p.get("symbol").asText(), p.get("shares").asDouble()));
        Book book = new BookStore(t.engine.context().database()).load("org-a");
        Map<String, Double> expected = bookShares(book, id);
        assertThat(analysed.keySet()).isEqualTo(expected.keySet()).isNotEmpty();
        expected.forEach((sym, sh) -> assertThat(analysed.get(sym)).as(sym).isCloseTo(sh, within(1e-6)));
        // the client's mandate is known, so every review item carries a decision envelope for this investor
        briefing.at("/synthesis_agent/review_items").forEach(item ->
                assertThat(item.path("envelope").toString()).as("envelope of %s", item.path("id")).contains(id));

        Book.Client client = book.clients().stream().filter(c -> c.clientId().equals(id)).findFirst().orElseThrow();
        try (PDDocument doc = Loader.loadPDF(r.body())) {
            String text = new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
            assertThat(text).contains(id, client.name(), "Risk tolerance " + Character.toUpperCase(client.riskTolerance().charAt(0)) + client.riskTolerance().substring(1),
                    "Time horizon " + client.timeHorizonYears() + " years",
                    // the band as a word and the probability as a percentage (issue 13: not "LOW" and "score 0.13")
                    "Churn band: " + Character.toUpperCase(risk.get("risk_band").asText().charAt(0)) + risk.get("risk_band").asText().substring(1),
                    String.format(Locale.ROOT, "churn probability %.1f%%", 100 * risk.get("churn_probability_score").asDouble()),
                    String.format(Locale.ROOT, "Drift score %.2f band steps", drift.get("drift_score").asDouble()),
                    "It is not a suitability determination",
                    // the standing restrictions
                    "No trades are executed", "No client communication", "No suitability determination", "Advisors remain responsible");
            // issue 30: the client is measured against the client's own policy (the C4 limits), each limit in words
            assertThat(text).contains("Against the client's investment policy");
            for (JsonNode m : drift.get("metrics")) {
                if (m.get("metric").asText().equals("equity_share")) {
                    String range = String.format(Locale.ROOT, "%.1f%% to %.1f%%", 100 * m.get("band_min").asDouble(), 100 * m.get("band_max").asDouble());
                    assertThat(text).contains(m.get("distance").asDouble() > 0 ? "the policy's range for shares is " + range : "(range " + range + ")");
                }
                if (m.get("metric").asText().equals("max_position")) {
                    assertThat(text).contains(m.get("distance").asDouble() > 0
                            ? String.format(Locale.ROOT, "the policy allows at most %.1f%% in a single holding", 100 * m.get("band_max").asDouble())
                            : String.format(Locale.ROOT, "no single holding above %.1f%%", 100 * m.get("band_max").asDouble()));
                }
            }
            // the first top reason, word for word (line breaks collapsed)
            String reason = risk.get("top_reasons").get(0).asText().replaceAll("\\s+", " ");
            assertThat(text).contains(reason.substring(0, Math.min(60, reason.length())));

            // ADR 0258: the client file inside the brief, the same figures as the client file and performance routes,
            // formatted here by hand
            JsonNode file = t.get("/api/book/clients/" + id).json();
            JsonNode perf = t.get("/api/book/clients/" + id + "/performance").json();
            assertThat(text).contains("Client file", "Holdings", "Performance against the policy benchmark", "Policy fit");
            String cur = file.get("base_currency").asText();
            for (JsonNode a : file.get("accounts")) {
                for (JsonNode h : a.get("holdings")) {
                    if (h.hasNonNull("value") && h.get("value").asDouble() >= 1000) {
                        assertThat(text).contains(h.get("symbol").asText() + ")")
                                .contains(String.format(Locale.ROOT, "%s %,.0f", cur, h.get("value").asDouble()));
                    }
                }
            }
            for (JsonNode p : perf.get("periods")) {
                if (p.get("available").asBoolean()) {
                    String per = p.get("annualised").asBoolean() ? " (per year)" : "";
                    assertThat(text).contains(per + " " + String.format(Locale.ROOT, "%+.1f%% %+.1f%% %+.1f%% %+.1f%%",
                            100 * p.get("twr").asDouble(), 100 * p.get("mwr").asDouble(), 100 * p.get("benchmark_twr").asDouble(),
                            100 * p.get("broad_index_twr").asDouble()));
                }
            }
            for (JsonNode al : file.get("allocation")) {
                String fit = switch (al.get("state").asText()) {
                    case "within" -> "Within the band";
                    case "above" -> "Above the band by";
                    case "below" -> "Below the band by";
                    default -> "Not in the policy";
                };
                assertThat(text).contains(String.format(Locale.ROOT, "%.1f%% %.1f%% \u00b1 %.1f%% %s", 100 * al.get("weight").asDouble(),
                        100 * al.get("target_weight").asDouble(), 100 * al.get("band").asDouble(), fit));
            }
            java.nio.file.Files.createDirectories(java.nio.file.Path.of("target", "report-pages"));
            java.nio.file.Files.write(java.nio.file.Path.of("target", "report-pages", "advisor-brief-client-file.pdf"), r.body());
        }
    }

    @Test
    void unknownAndOtherOrganizationClientsAre404() throws Exception {
        HttpResponse<byte[]> unknown = post("{\"subject\":{\"kind\":\"client\",\"client_id\":\"no-such-client\"}," + BRAND + "}", t.enterpriseKey);
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(unknown.headers().firstValue("Content-Type").orElse("")).startsWith("application/problem+json");
        assertThat(post("{\"subject\":{\"kind\":\"client\",\"client_id\":\"demo-c001\"}," + BRAND + "}", t.otherOrgKey).statusCode())
                .isEqualTo(404);
        var missing = t.postJson("/api/reports/generate", "{\"subject\":{\"kind\":\"client\"}," + BRAND + "}");
        assertThat(missing.status()).isEqualTo(400);
        assertThat(missing.json().at("/errors/0/pointer").asText()).isEqualTo("/subject/client_id");
    }
}
