package com.bpidesk.engine.assurance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The review queue in names (issue 26, ADR 0244) on the demo engine: client and advisor names checked against the client
 * book's own route, ages and due dates against a business-day count written here, search, assignment, the firm's deadline,
 * stable pages, and the CSV and PDF exports in words (the PDF's text is grepped for field names and UUIDs).
 */
@Tag("api")
class ReviewQueueApiTest {

    static final Pattern SNAKE = Pattern.compile("\\b[a-z]+_[a-z_]+\\b");
    static final Pattern UUID = Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
    static TestEngine t;
    static Map<String, JsonNode> book = new HashMap<>();

    @BeforeAll
    static void start() {
        t = TestEngine.start(Map.of("signals.demo.organization", "org-a"));
        for (JsonNode c : t.get("/api/book/clients").json().get("items")) {
            book.put(c.get("client_id").asText(), c);
        }
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    static Map<String, JsonNode> queue(String query) {
        Map<String, JsonNode> out = new HashMap<>();
        for (JsonNode item : t.get("/api/assurance/envelopes" + query).json().get("items")) {
            out.put(item.get("decision_id").asText(), item);
        }
        return out;
    }

    /** Business days after a date, counted on the calendar (independent of ReviewDeadlines). */
    static LocalDate plusBusinessDays(LocalDate d, int n) {
        LocalDate x = d;
        int added = 0;
        while (added < n) {
            x = x.plusDays(1);
            if (x.getDayOfWeek() != DayOfWeek.SATURDAY && x.getDayOfWeek() != DayOfWeek.SUNDAY) {
                added++;
            }
        }
        return x;
    }

    @Test
    void everyRowNamesTheClientTheAdvisorAndTheActionWithAgeAndDueDate() {
        Map<String, JsonNode> q = queue("?limit=50");
        assertThat(q).hasSize(6);
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        Map<String, Integer> ages = Map.of("demo-dec-01", 1, "demo-dec-02", 3, "demo-dec-03", 12, "demo-dec-04", 2,
                "demo-dec-05", 0, "demo-dec-06", 4);
        for (JsonNode item : q.values()) {
            String id = item.get("decision_id").asText();
            JsonNode client = book.get(item.get("investor_id").asText());
            assertThat(client).as(id + " is a client of the demo book").isNotNull();
            assertThat(item.get("client_name").asText()).as(id).isEqualTo(client.get("name").asText());
            assertThat(item.get("advisor_name").asText()).as(id).isEqualTo(client.get("advisor_name").asText());
            assertThat(item.get("age_days").asInt()).as(id).isEqualTo(ages.get(id));
            LocalDate created = LocalDate.parse(item.get("created_at").asText().substring(0, 10));
            assertThat(created).isEqualTo(today.minusDays(ages.get(id)));
            assertThat(item.get("due_on").asText()).as(id).isEqualTo(plusBusinessDays(created, 5).toString());
            assertThat(item.get("overdue").asBoolean()).as(id).isEqualTo(id.equals("demo-dec-03"));
            assertThat(SNAKE.matcher(item.get("action").asText()).find()).as(item.get("action").asText()).isFalse();
        }
        assertThat(q.get("demo-dec-06").get("action").asText()).startsWith("Sell 120 shares of ").contains("(AAPL)")
                .endsWith(" to 4 % of the portfolio, USD 22,000");
        assertThat(q.get("demo-dec-03").get("assignee").asText()).isEqualTo("Chris Demo (demo reviewer)");
        assertThat(q.get("demo-dec-01").has("assignee")).isFalse();
    }

    @Test
    void searchByClientAdvisorTextAndDates() {
        String client = book.get("demo-c032").get("name").asText();
        String firstName = client.split(" ")[0].toLowerCase();
        Map<String, JsonNode> byClient = queue("?client=" + firstName);
        assertThat(byClient).containsKey("demo-dec-04");
        byClient.values().forEach(i -> assertThat(i.get("client_name").asText().toLowerCase()).contains(firstName));
        String advisor = book.get("demo-c032").get("advisor_name").asText();
        Map<String, JsonNode> byAdvisor = queue("?advisor=" + advisor.split(" ")[0]);
        assertThat(byAdvisor).containsKey("demo-dec-04");
        byAdvisor.values().forEach(i -> assertThat(i.get("advisor_name").asText()).startsWith(advisor.split(" ")[0]));
        assertThat(queue("?q=gamestop").keySet()).containsExactly("demo-dec-04");
        assertThat(queue("?q=Chris%20Demo%20(demo%20reviewer)").keySet()).contains("demo-dec-03");
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        assertThat(queue("?from=" + today.minusDays(5)).keySet()).hasSize(5).doesNotContain("demo-dec-03");
        assertThat(queue("?to=" + today.minusDays(10)).keySet()).containsExactly("demo-dec-03");
        assertThat(t.get("/api/assurance/envelopes?q=" + "x".repeat(201)).status()).isEqualTo(400);
    }

    @Test
    void pagesAreStableAndCoverTheQueueOnce() {
        List<String> ids = new ArrayList<>();
        for (int offset = 0; offset < 6; offset += 2) {
            JsonNode page = t.get("/api/assurance/envelopes?limit=2&offset=" + offset + "&sort=client_name").json();
            assertThat(page.get("total").asInt()).isEqualTo(6);
            page.get("items").forEach(i -> ids.add(i.get("decision_id").asText()));
        }
        assertThat(ids).hasSize(6).doesNotHaveDuplicates();
        List<String> again = new ArrayList<>();
        t.get("/api/assurance/envelopes?limit=6&sort=client_name").json().get("items").forEach(i -> again.add(i.get("decision_id").asText()));
        assertThat(again).isEqualTo(ids);
    }

    @Test
    void assignmentAndItsOwnDueDate() {
        var r = t.putJson("/api/assurance/envelopes/demo-dec-05/assignee", "{\"assignee\":\"Maria Lopez\"}");
        assertThat(r.status()).isEqualTo(200);
        assertThat(queue("").get("demo-dec-05").get("assignee").asText()).isEqualTo("Maria Lopez");
        String past = LocalDate.now(ZoneOffset.UTC).minusDays(1).toString();
        t.putJson("/api/assurance/envelopes/demo-dec-05/assignee", "{\"assignee\":\"Maria Lopez\",\"due_on\":\"" + past + "\"}");
        JsonNode row = queue("").get("demo-dec-05");
        assertThat(row.get("due_on").asText()).isEqualTo(past);
        assertThat(row.get("overdue").asBoolean()).isTrue();
        JsonNode detail = t.get("/api/assurance/envelopes/demo-dec-05").json().get("overview");
        assertThat(detail.get("assignee").asText()).isEqualTo("Maria Lopez");
        assertThat(detail.get("overdue").asBoolean()).isTrue();
        t.putJson("/api/assurance/envelopes/demo-dec-05/assignee", "{\"assignee\":\"\"}");
        assertThat(queue("").get("demo-dec-05").has("assignee")).isFalse();
        assertThat(queue("").get("demo-dec-05").get("overdue").asBoolean()).isFalse();
        assertThat(t.putJson("/api/assurance/envelopes/nope/assignee", "{\"assignee\":\"A\"}").status()).isEqualTo(404);
        assertThat(t.putJson("/api/assurance/envelopes/demo-dec-05/assignee", "{\"due_on\":\"soon\"}").status()).isEqualTo(400);
    }

    @Test
    void theFirmsDeadlineMovesDueDates() {
        assertThat(t.get("/api/assurance/review-settings").json().get("review_days").asInt()).isEqualTo(5);
        try {
            assertThat(t.putJson("/api/assurance/review-settings", "{\"review_days\":20}").status()).isEqualTo(200);
            JsonNode row = queue("").get("demo-dec-03");
            LocalDate created = LocalDate.parse(row.get("created_at").asText().substring(0, 10));
            assertThat(row.get("due_on").asText()).isEqualTo(plusBusinessDays(created, 20).toString());
            assertThat(row.get("overdue").asBoolean()).isFalse(); // 12 calendar days are fewer than 20 business days
            assertThat(t.putJson("/api/assurance/review-settings", "{\"review_days\":0}").status()).isEqualTo(400);
        } finally {
            t.putJson("/api/assurance/review-settings", "{\"review_days\":5}");
        }
    }

    @Test
    void theDetailReadsInSentences() {
        JsonNode o = t.get("/api/assurance/envelopes/demo-dec-02").json().get("overview");
        assertThat(o.get("client_name").asText()).isEqualTo(book.get("demo-c008").get("name").asText());
        assertThat(o.get("action").asText()).startsWith("Buy ").contains("ARKK").endsWith(" to 6 % of the portfolio, USD 30,000");
        List<String> sentences = new ArrayList<>();
        o.get("checks").forEach(c -> sentences.add(c.get("sentence").asText()));
        assertThat(sentences).contains("The action raises risk for a client whose risk tolerance is conservative.",
                "The position would be 6 % of the portfolio, within the 10 % the client's mandate allows in one position.");
        assertThat(o.at("/checks/3/source").asText()).isEqualTo("investor_context.risk_tolerance"); // technical details kept
    }

    @Test
    void theExportsAreInWords() throws Exception {
        String csv = new String(AssuranceApiTest.HttpClientBytes.get(t, "/api/assurance/queue.csv?disposition=DENY,ESCALATE"),
                StandardCharsets.UTF_8);
        String[] lines = csv.split("\r\n");
        assertThat(lines[0]).startsWith("\"Client\",\"Advisor\",\"Action\",\"Disposition\",\"Review status\",\"Assignee\"");
        assertThat(SNAKE.matcher(lines[0]).find()).isFalse();
        assertThat(lines).hasSize(3);
        assertThat(csv).contains("\"" + book.get("demo-c032").get("name").asText() + "\"").contains("\"Deny\"").contains("\"Escalate\"");
        byte[] pdf = AssuranceApiTest.HttpClientBytes.get(t, "/api/assurance/queue.pdf");
        java.nio.file.Files.write(java.nio.file.Path.of("target/review-queue-sample.pdf"), pdf); // for people to look at
        assertNoIdsOrFieldNames(pdfText(pdf));
        assertThat(pdfText(pdf)).contains("Compliance review queue").contains("6 decisions, 1 overdue")
                .contains(book.get("demo-c056").get("name").asText()).contains("OVERDUE").contains("does not execute trades");
        byte[] history = AssuranceApiTest.HttpClientBytes.get(t, "/api/assurance/envelopes/demo-dec-02/history.pdf");
        java.nio.file.Files.write(java.nio.file.Path.of("target/decision-history-demo.pdf"), history);
        String text = pdfText(history);
        assertThat(text).contains("The action raises risk for a client whose risk tolerance is conservative.")
                .contains(book.get("demo-c008").get("name").asText());
        assertThat(SNAKE.matcher(text).results().map(m -> m.group()).toList()).as("field names in the history PDF").isEmpty();
    }

    static void assertNoIdsOrFieldNames(String text) {
        assertThat(SNAKE.matcher(text).results().map(m -> m.group()).toList()).as("field names").isEmpty();
        assertThat(UUID.matcher(text).find()).as("a UUID").isFalse();
        assertThat(text).doesNotContain("demo-c0").doesNotContain("demo-dec");
        Set<String> none = new HashSet<>();
        assertThat(none).isEmpty();
    }

    static String pdfText(byte[] pdf) throws Exception {
        try (var doc = org.apache.pdfbox.Loader.loadPDF(pdf)) {
            return new org.apache.pdfbox.text.PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
        }
    }
}
