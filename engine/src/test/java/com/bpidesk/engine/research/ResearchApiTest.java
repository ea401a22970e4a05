package com.bpidesk.engine.research;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** B3 through real HTTP on the demo corpus: relevant answers, filters, problems, import, isolation. */
@Tag("api")
class ResearchApiTest {

    static TestEngine t;

    @BeforeAll
    static void start() throws Exception {
        t = TestEngine.start(TestEngine.RESEARCH_ON);
        awaitIndexReady(t);
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    static void awaitIndexReady(TestEngine t) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofMinutes(3).toNanos();
        while (System.nanoTime() < deadline) {
            JsonNode s = t.get("/api/research/index").json();
            if (s.get("state").asText().equals("ready") && s.get("indexed_notes").asLong() == s.get("total_notes").asLong()) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("index not ready: " + t.get("/api/research/index").body());
    }

    static JsonNode query(String body) {
        var r = t.postJson("/api/research/query", body);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return r.json();
    }

    @Test
    void ratesQuestionFindsTheRateSensitivityNote() {
        JsonNode a = query("{\"question\":\"which clients are hurt most by rising rates?\"}");
        JsonNode top = a.get("hits").get(0);
        assertThat(top.get("title").asText()).isEqualTo("Which client portfolios are hurt most by rising rates");
        assertThat(top.get("demo").asBoolean()).isTrue();
        assertThat(top.get("type").asText()).isEqualTo("committee");
        assertThat(top.at("/why/vector_rank").asInt()).isPositive();
        assertThat(top.at("/why/matched_terms").toString()).contains("rates");
        assertThat(top.get("passage").get("text").asText()).isNotBlank();
        assertThat(a.get("hits").size()).isEqualTo(10);
        // the snippet: part of the passage, with the question's words highlighted (ranges into the snippet)
        String snippet = top.at("/passage/snippet").asText();
        assertThat(snippet).isNotBlank();
        assertThat(top.get("passage").get("text").asText().replaceAll("\\s", " ")).contains(snippet.replace("… ", "").replace(" …", ""));
        List<String> matched = new java.util.ArrayList<>();
        top.at("/why/matched_terms").forEach(m -> matched.add(m.asText().toLowerCase(java.util.Locale.ROOT)));
        assertThat(top.at("/passage/highlights")).isNotEmpty().allSatisfy(h -> {
            String marked = snippet.substring(h.get("start").asInt(), h.get("end").asInt()).toLowerCase(java.util.Locale.ROOT);
            // each marked range is one word sharing its stem (first three letters here: rise/rising) with a matched question word or synonym
            assertThat(marked).matches("\\p{L}+");
            assertThat(matched).anySatisfy(m -> assertThat(marked).startsWith(m.substring(0, Math.min(3, m.length()))));
        });
        assertThat(top.path("briefing_job_id").isMissingNode()).as("a demo note comes from no analysis").isTrue();
    }

    @Test
    void committeeConcentrationQuestion() {
        JsonNode a = query("{\"question\":\"what did the committee say about concentration risk?\",\"limit\":3}");
        assertThat(a.get("hits").get(0).get("title").asText()).isEqualTo("Committee: concentration risk in a technology-heavy portfolio");
        assertThat(a.get("hits").size()).isEqualTo(3);
    }

    @Test
    void filtersRestrictTypeTickerAndDate() {
        JsonNode byType = query("{\"question\":\"interest rates\",\"filters\":{\"types\":[\"sector_note\"]}}");
        assertThat(byType.get("hits")).isNotEmpty().allSatisfy(h -> assertThat(h.get("type").asText()).isEqualTo("sector_note"));
        JsonNode byTicker = query("{\"question\":\"interest rates\",\"filters\":{\"tickers\":[\"jpm\"]}}");
        assertThat(byTicker.get("hits")).hasSize(1);
        assertThat(byTicker.at("/hits/0/tickers").toString()).contains("JPM");
        JsonNode byDate = query("{\"question\":\"inflation\",\"filters\":{\"date_from\":\"2025-02-01\",\"date_to\":\"2025-02-28\"}}");
        assertThat(byDate.get("hits")).isNotEmpty().allSatisfy(h -> assertThat(h.get("date").asText()).startsWith("2025-02"));
    }

    @Test
    void badQueriesAreProblems() {
        var empty = t.postJson("/api/research/query", "{\"question\":\"   \"}");
        assertThat(empty.status()).isEqualTo(400);
        assertThat(empty.header("Content-Type")).startsWith("application/problem+json");
        assertThat(empty.json().at("/errors/0/pointer").asText()).isEqualTo("/question");
        var tooLong = t.postJson("/api/research/query", "{\"question\":\"" + "a".repeat(1001) + "\"}");
        assertThat(tooLong.status()).isEqualTo(400);
        assertThat(tooLong.json().at("/errors/0/message").asText()).contains("1000");
        var badType = t.postJson("/api/research/query", "{\"question\":\"x\",\"filters\":{\"types\":[\"rumour\"]}}");
        assertThat(badType.json().at("/errors/0/pointer").asText()).isEqualTo("/filters/types/0");
        var badTicker = t.postJson("/api/research/query", "{\"question\":\"x\",\"filters\":{\"tickers\":[\"ZZZZ\"]}}");
        assertThat(badTicker.json().at("/errors/0/pointer").asText()).isEqualTo("/filters/tickers/0");
        var badDates = t.postJson("/api/research/query", "{\"question\":\"x\",\"filters\":{\"date_from\":\"2025-03-01\",\"date_to\":\"2025-01-01\"}}");
        assertThat(badDates.json().at("/errors/0/pointer").asText()).isEqualTo("/filters/date_to");
        var unknownFilter = t.postJson("/api/research/query", "{\"question\":\"x\",\"filters\":{\"sector\":\"tech\"}}");
        assertThat(unknownFilter.json().at("/errors/0/pointer").asText()).isEqualTo("/filters/sector");
        var badLimit = t.postJson("/api/research/query", "{\"question\":\"x\",\"limit\":0}");
        assertThat(badLimit.json().at("/errors/0/pointer").asText()).isEqualTo("/limit");
        assertThat(t.postJson("/api/research/query", "{\"question\":\"x\"}", t.freeKey).status()).isEqualTo(403);
    }

    @Test
    void importedMarkdownAndPdfAreSearchableOnlyByTheirOrganization() throws Exception {
        String md = "# Copper smelter outlook\n\nThe zinc-copper smelter treatment charges collapsed to record lows in 2024.";
        byte[] pdf = pdf("Lithium brine evaporation ponds in the Atacama salt flats expand output.");
        String boundary = "b" + UUID.randomUUID();
        byte[] body = multipart(boundary, List.of(new Object[] {"file", "copper.md", md.getBytes(StandardCharsets.UTF_8)},
                new Object[] {"file", "lithium.pdf", pdf}, new Object[] {"tickers", null, "FCX,ALB".getBytes(StandardCharsets.UTF_8)}));
        var r = t.send(HttpRequest.newBuilder(t.uri("/api/research/notes/import"))
                .header("Authorization", "Bearer " + t.enterpriseKey)
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)));
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        assertThat(r.json().at("/notes/0/title").asText()).isEqualTo("Copper smelter outlook");
        long pdfId = r.json().at("/notes/1/note_id").asLong();
        awaitIndexReady(t);
        JsonNode a = query("{\"question\":\"lithium production in Chile's salt flats\",\"limit\":1}");
        assertThat(a.at("/hits/0/note_id").asLong()).isEqualTo(pdfId);
        assertThat(a.at("/hits/0/demo").asBoolean()).isFalse();
        assertThat(t.get("/api/research/notes/" + pdfId).json().get("text").asText()).contains("Atacama");
        // org-b sees demo notes but not org-a's import
        var other = t.postJson("/api/research/query", "{\"question\":\"lithium brine ponds Atacama\",\"limit\":50}", t.otherOrgKey);
        assertThat(other.json().get("hits")).noneSatisfy(h -> assertThat(h.get("note_id").asLong()).isEqualTo(pdfId));
        assertThat(t.get("/api/research/notes/" + pdfId, t.otherOrgKey).status()).isIn(401, 404);
        var notPdf = t.send(HttpRequest.newBuilder(t.uri("/api/research/notes/import"))
                .header("Authorization", "Bearer " + t.enterpriseKey)
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArray(multipart(boundary,
                        List.<Object[]>of(new Object[] {"file", "x.png", new byte[] {(byte) 0x89, 'P', 'N', 'G'}})))));
        assertThat(notPdf.status()).isEqualTo(400);
        assertThat(notPdf.json().at("/errors/0/pointer").asText()).isEqualTo("form/file/0");
    }

    @Test
    void listAndGetNotes() {
        JsonNode list = t.get("/api/research/notes?type=committee&limit=100").json();
        assertThat(list.get("total").asInt()).isEqualTo(7);
        assertThat(list.get("notes")).allSatisfy(n -> assertThat(n.get("type").asText()).isEqualTo("committee"));
        assertThat(t.get("/api/research/notes?type=bogus").status()).isEqualTo(400);
        assertThat(t.get("/api/research/notes/999999").status()).isEqualTo(404);
    }

    static byte[] pdf(String text) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        org.openpdf.text.Document doc = new org.openpdf.text.Document();
        org.openpdf.text.pdf.PdfWriter.getInstance(doc, out);
        doc.open();
        doc.add(new org.openpdf.text.Paragraph(text));
        doc.close();
        return out.toByteArray();
    }

    static byte[] multipart(String boundary, List<Object[]> parts) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object[] p : parts) {
            out.write(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + p[0] + "\""
                    + (p[1] == null ? "" : "; filename=\"" + p[1] + "\"") + "\r\n"
                    + (p[1] == null ? "" : "Content-Type: application/octet-stream\r\n") + "\r\n").getBytes(StandardCharsets.UTF_8));
            out.write((byte[]) p[2]);
            out.write("\r\n".getBytes(StandardCharsets.UTF_8));
        }
        out.write(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }

    static List<String> titles(JsonNode answer) {
        List<String> out = new ArrayList<>();
        answer.get("hits").forEach(h -> out.add(h.get("title").asText()));
        return out;
    }
}
