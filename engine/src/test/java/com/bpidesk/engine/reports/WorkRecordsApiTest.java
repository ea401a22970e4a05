package com.bpidesk.engine.reports;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.BookStore;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Clock;
import java.util.HexFormat;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Nothing lost (issue 27, ADR 0247): Behavioral DNA results and generated reports are kept by the engine, listed newest
 * first with names (the client's name from the book, the key holder's name), reopened exactly as answered, scoped to the
 * organization (the app's RestartPersistenceTest shows them after a restart). References: the book's own client
 * record (read from the database, not through the routes under test), the holder the test key was issued to, and the bytes
 * and JSON first answered by the generating routes (a kept copy must be identical to them: SHA-256 of the PDF).
 */
@Tag("api")
class WorkRecordsApiTest {

    static TestEngine t;
    static final String CLIENT = "demo-c008";
    static final String HISTORY = "date,symbol,side,quantity,price\n2024-01-02,AAPL,buy,10,185.64\n2024-02-05,AAPL,sell,10,187.68\n"
            + "2024-03-01,MSFT,buy,5,410.00\n";

    @BeforeAll
    static void start() {
        t = TestEngine.start(Map.of("signals.demo.organization", "org-a"));
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    static TestEngine.Response postDna(String query, String key) {
        return t.send(HttpRequest.newBuilder(t.uri("/api/analyze-dna" + query)).POST(HttpRequest.BodyPublishers.ofString(HISTORY))
                .header("Content-Type", "text/csv").header("X-Service-API-Key", key));
    }

    static String clientName(String id) {
        Book book = new BookStore(t.engine.context().database()).load("org-a");
        return book.clients().stream().filter(c -> c.clientId().equals(id)).findFirst().orElseThrow().name();
    }

    @Test
    void dnaResultsAreKeptListedNewestFirstAndReopenedAsAnswered() throws Exception {
        var first = postDna("?client_id=" + CLIENT + "&file_name=" + URLEncoder.encode("Q1 trades.csv", StandardCharsets.UTF_8), t.enterpriseKey);
        assertThat(first.status()).as(first.body()).isEqualTo(200);
        long firstId = Long.parseLong(first.header("X-Dna-Result-Id"));
        var second = postDna("?file_name=" + URLEncoder.encode("C:\\exports\\broker.csv", StandardCharsets.UTF_8), t.enterpriseKey);
        long secondId = Long.parseLong(second.header("X-Dna-Result-Id"));

        JsonNode list = t.get("/api/dna/results").json();
        t.check("GET", "/api/dna/results", null, 200, "application/json", list.toString());
        JsonNode mine = filter(list.get("results"), firstId, secondId);
        assertThat(mine).hasSize(2);
        // newest first; the Windows path is cut to its file name
        assertThat(mine.get(0).get("result_id").asLong()).isEqualTo(secondId);
        assertThat(mine.get(0).get("file_name").asText()).isEqualTo("broker.csv");
        assertThat(mine.get(0).hasNonNull("client_name")).isFalse();
        JsonNode kept = mine.get(1);
        assertThat(kept.get("file_name").asText()).isEqualTo("Q1 trades.csv");
        assertThat(kept.get("client_id").asText()).isEqualTo(CLIENT);
        assertThat(kept.get("client_name").asText()).isEqualTo(clientName(CLIENT)).isNotBlank();
        assertThat(kept.get("created_by").asText()).isEqualTo("Test Officer");   // the holder the test key was issued to
        assertThat(kept.get("data_kind").asText()).isEqualTo("transactions");

        // reopened: the very report first answered
        var one = t.get("/api/dna/results/" + firstId);
        t.check("GET", "/api/dna/results/{result_id}", null, one.status(), "application/json", one.body());
        assertThat(one.json().get("report")).isEqualTo(first.json());
        assertThat(one.json().at("/result/client_name").asText()).isEqualTo(clientName(CLIENT));

        // one client's results, and pages
        JsonNode forClient = t.get("/api/dna/results?client_id=" + CLIENT).json();
        assertThat(forClient.get("results")).allSatisfy(r -> assertThat(r.get("client_id").asText()).isEqualTo(CLIENT));
        JsonNode page = t.get("/api/dna/results?limit=1").json();
        assertThat(page.get("results")).hasSize(1);
        assertThat(page.get("next_offset").asInt()).isEqualTo(1);
        assertThat(page.get("total").asLong()).isGreaterThanOrEqualTo(2);

        // another organization sees none of them
        assertThat(t.get("/api/dna/results/" + firstId, t.otherOrgKey).status()).isEqualTo(404);
        assertThat(t.get("/api/dna/results", t.otherOrgKey).json().get("results")).isEmpty();
        assertThat(t.get("/api/dna/results/abc").status()).isEqualTo(400);
    }

    @Test
    void generatedReportsAreKeptByNameAndReopenedByteForByte() throws Exception {
        String json = "{\"subject\":{\"kind\":\"client\",\"client_id\":\"" + CLIENT + "\"},\"audience\":\"client\","
                + "\"brand\":{\"firm_name\":\"Harbour Wealth Partners\",\"primary_color\":\"#1F3A5F\",\"accent_color\":\"#00796B\"}}";
        HttpResponse<byte[]> made = java.net.http.HttpClient.newHttpClient().send(HttpRequest.newBuilder(t.uri("/api/reports/generate"))
                .header("Authorization", "Bearer " + t.enterpriseKey).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofByteArray());
        assertThat(made.statusCode()).as(new String(made.body(), StandardCharsets.UTF_8)).isEqualTo(200);
        long id = Long.parseLong(made.headers().firstValue("X-Report-Id").orElseThrow());

        JsonNode list = t.get("/api/reports").json();
        t.check("GET", "/api/reports", null, 200, "application/json", list.toString());
        JsonNode entry = filter(list.get("reports"), id).get(0);
        assertThat(entry.get("subject_name").asText()).isEqualTo(clientName(CLIENT)).doesNotContain("demo-c");
        assertThat(entry.get("subject_kind").asText()).isEqualTo("client");
        assertThat(entry.get("audience").asText()).isEqualTo("client");
        assertThat(entry.get("created_by").asText()).isEqualTo("Test Officer");
        assertThat(entry.get("size_bytes").asLong()).isEqualTo(made.body().length);
        assertThat(entry.get("pdf_stored").asBoolean()).isTrue();
        assertThat(list.get("max_stored_bytes").asLong()).isEqualTo(20L * 1024 * 1024);

        HttpResponse<byte[]> again = java.net.http.HttpClient.newHttpClient().send(HttpRequest.newBuilder(t.uri("/api/reports/" + id + ".pdf"))
                .header("Authorization", "Bearer " + t.enterpriseKey).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
        assertThat(again.statusCode()).isEqualTo(200);
        assertThat(again.headers().firstValue("Content-Type").orElse("")).startsWith("application/pdf");
        assertThat(sha256(again.body())).isEqualTo(sha256(made.body()));
        assertThat(t.get("/api/reports/" + id + ".pdf", t.otherOrgKey).status()).isEqualTo(404);
    }

    @Test
    void aReportOverTheCapIsListedButNotKeptAndTheWorkTopicMoves() {
        long before = t.get("/api/changes").json().at("/topics/work").asLong();
        postDna("?file_name=x.csv", t.enterpriseKey);
        assertThat(t.get("/api/changes").json().at("/topics/work").asLong()).isGreaterThan(before);
        assertThat(t.get("/api/changes", t.otherOrgKey).json().at("/topics/work").asLong()).as("per organization").isZero();

        // the archive itself with a 10-byte cap, on the engine's own database
        Database db = t.engine.context().database();
        ReportArchive small = new ReportArchive(db, Clock.systemUTC(), 10);
        ReportArchive.Entry e = small.record("org-z", "client", "Maria Lopez", "c1", Audience.of("client"), null, "r.pdf", 1, new byte[11]);
        assertThat(e.pdfStored()).isFalse();
        assertThat(small.list("org-z", 10, 0).reports()).extracting(ReportArchive.Entry::subjectName).containsExactly("Maria Lopez");
        assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> small.pdf("org-z", e.reportId()))).hasMessageContaining("generate it again");
        ReportArchive.Entry fits = small.record("org-z", "client", "Maria Lopez", "c1", Audience.of("client"), null, "r.pdf", 1, new byte[10]);
        assertThat(small.pdf("org-z", fits.reportId()).pdf()).hasSize(10);
    }

    static JsonNode filter(JsonNode items, long... ids) {
        var out = TestEngine.JSON.createArrayNode();
        for (JsonNode n : items) {
            long id = n.has("result_id") ? n.get("result_id").asLong() : n.get("report_id").asLong();
            for (long want : ids) {
                if (id == want) {
                    out.add(n);
                }
            }
        }
        return out;
    }

    static String sha256(byte[] b) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
    }
}
