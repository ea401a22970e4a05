package com.bpidesk.engine.assurance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.http.HttpRequest;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** The compliance review workflow through the real HTTP API, including tampering detection. */
@Tag("api")
class AssuranceApiTest {

    static TestEngine t;

    @BeforeAll
    static void start() {
        t = TestEngine.start();
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    static ObjectNode envelope(String decisionId, String org, String disposition, String investor) {
        ObjectNode e = TestEngine.JSON.createObjectNode();
        e.put("decision_id", decisionId).put("trace_id", "trace-" + decisionId).put("organization_id", org)
                .put("investor_id", investor);
        e.putObject("actor_or_agent").put("type", "human_actor").put("id", "adv-1").put("name", "Dana");
        e.putObject("mandate").putArray("authorized_actions").add("buy");
        e.putObject("investor_context").put("risk_tolerance", "moderate");
        e.putObject("portfolio_context").put("as_of", "2026-03-01T09:00:00Z");
        ObjectNode action = e.putObject("proposed_action").put("type", "buy").put("description", "Buy VTI");
        action.putObject("parameters").put("instrument", "VTI").put("target_weight", 0.05);
        e.putObject("suitability").put("match", true).put("notes", "fits");
        e.putObject("evidence").putArray("sources").add("test");
        e.put("confidence", 0.8).put("disposition", disposition).put("created_at", "2026-03-01T09:30:00Z");
        return e;
    }

    static TestEngine.Response submit(ObjectNode e) {
        return t.postJson("/api/assurance/envelopes", e.toString());
    }

    static final java.util.Map<String, String> KEYS = new java.util.concurrent.ConcurrentHashMap<>();

    /** A review made with the key of the person named {@code reviewer} (ADR 0135: the key's holder is the reviewer). */
    static TestEngine.Response review(String id, String reviewer, String decision, String reason) {
        ObjectNode body = TestEngine.JSON.createObjectNode().put("decision", decision);
        if (reason != null) {
            body.put("reason", reason);
        }
        return t.postJson("/api/assurance/envelopes/" + id + "/reviews", body.toString(),
                KEYS.computeIfAbsent(reviewer, name -> t.keyFor("org-a", name)));
    }

    @Test
    void submitValidatesAndStoresWithACreatedEvent() {
        var r = submit(envelope("sub-1", "org-a", "REVIEW", "inv-1"));
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        assertThat(r.header("Location")).isEqualTo("/api/assurance/envelopes/sub-1");
        JsonNode rec = r.json();
        assertThat(rec.get("review_status").asText()).isEqualTo("PENDING");
        assertThat(rec.get("version").asInt()).isEqualTo(1);
        assertThat(rec.get("digest_verified").asBoolean()).isTrue();
        assertThat(rec.at("/validation/valid").asBoolean()).isTrue();
        assertThat(rec.at("/envelope/proposed_action/parameters/target_weight").asDouble()).isEqualTo(0.05);
        assertThat(rec.at("/audit_trail/0/event_type").asText()).isEqualTo("CREATED");
        assertThat(rec.at("/audit_trail/0/envelope_digest").asText()).isEqualTo(rec.get("digest").asText());

        var dup = submit(envelope("sub-1", "org-a", "REVIEW", "inv-1"));
        assertThat(dup.status()).isEqualTo(409);
    }

    @Test
    void invalidEnvelopeIsAProblemWithEveryPointer() {
        ObjectNode bad = envelope("bad-1", "org-a", "NOT_EVALUATED", "inv-1");
        bad.put("confidence", 1.5);
        bad.remove("trace_id");
        bad.put("surprise", 1);
        var r = submit(bad);
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.header("Content-Type")).startsWith("application/problem+json");
        assertThat(r.json().get("type").asText()).endsWith("/invalid-envelope");
        List<String> pointers = StreamSupport.stream(r.json().get("errors").spliterator(), false)
                .map(e -> e.get("pointer").asText()).toList();
        assertThat(pointers).containsExactlyInAnyOrder("/confidence", "/disposition", "/surprise", "/trace_id");
        assertThat(r.json().at("/violations/0/keyword").isMissingNode()).isFalse();

        assertThat(t.postJson("/api/assurance/envelopes", "[1,2]").status()).isEqualTo(400);
        // text that is not JSON is the malformed-JSON problem, as on every route (issue 29), without the parser's internals
        var notJson = t.postJson("/api/assurance/envelopes", "not json");
        assertThat(notJson.json().get("type").asText()).endsWith("/malformed-json");
        assertThat(notJson.json().get("detail").asText()).contains("line 1").doesNotContain("Source").doesNotContain("`");
        var otherOrg = submit(envelope("bad-2", "org-b", "PROCEED", "inv-1"));
        assertThat(otherOrg.status()).isEqualTo(400);
        assertThat(otherOrg.json().at("/errors/0/pointer").asText()).isEqualTo("/organization_id");
    }

    @Test
    void approveWithMakerCheckerAndMandatoryReason() {
        assertThat(submit(envelope("rev-1", "org-a", "REVIEW", "inv-2")).status()).isEqualTo(201);
        var noReason = review("rev-1", "cmp-1", "APPROVED", null);
        assertThat(noReason.status()).isEqualTo(400);
        assertThat(noReason.json().at("/errors/0/pointer").asText()).isEqualTo("/reason");
        assertThat(review("rev-1", "cmp-1", "APPROVED", "   ").status()).isEqualTo(400);
        assertThat(review("rev-1", "cmp-1", "MAYBE", "x").json().at("/errors/0/pointer").asText()).isEqualTo("/decision");

        var self = review("rev-1", "ADV-1", "APPROVED", "looks fine to me");
        assertThat(self.status()).isEqualTo(403);
        assertThat(self.json().get("type").asText()).endsWith("/maker-checker");

        var ok = review("rev-1", "cmp-1", "APPROVED", "Within mandate, documented evidence");
        assertThat(ok.status()).as(ok.body()).isEqualTo(200);
        JsonNode rec = ok.json();
        assertThat(rec.get("review_status").asText()).isEqualTo("APPROVED");
        assertThat(rec.get("version").asInt()).isEqualTo(2);
        assertThat(rec.at("/envelope/human_approval/reviewed_by").asText()).isEqualTo("cmp-1");
        assertThat(rec.at("/envelope/human_approval/decision").asText()).isEqualTo("APPROVED");
        assertThat(rec.at("/envelope/human_approval/reviewed_at").asText()).endsWith("Z");
        assertThat(rec.at("/envelope/disposition").asText()).isEqualTo("REVIEW");
        assertThat(rec.get("audit_trail")).hasSize(2);
        assertThat(rec.at("/audit_trail/1/event_type").asText()).isEqualTo("APPROVED");
        assertThat(rec.at("/audit_trail/1/reason").asText()).isEqualTo("Within mandate, documented evidence");
        assertThat(rec.at("/audit_trail/1/prev_hash").asText()).isEqualTo(rec.at("/audit_trail/0/event_hash").asText());
        assertThat(rec.get("versions")).hasSize(2);
        assertThat(rec.get("digest_verified").asBoolean()).isTrue();

        assertThat(review("rev-1", "cmp-2", "DENIED", "second thoughts").status()).isEqualTo(409);
        assertThat(rec.at("/audit_trail/1/actor").asText()).startsWith("api_key:");
        assertThat(rec.at("/audit_trail/1/actor_name").asText()).isEqualTo("cmp-1");
        assertThat(rec.at("/audit_trail/1/actor_role").asText()).isEqualTo("reviewer");
    }

    @Test
    void theReviewerIsTheCallersIdentityNotTypedText() {
        submit(envelope("id-1", "org-a", "REVIEW", "inv-id"));
        // The key that submitted a person's proposal made it: it may not check it.
        var submitter = t.postJson("/api/assurance/envelopes/id-1/reviews", "{\"decision\":\"APPROVED\",\"reason\":\"mine\"}");
        assertThat(submitter.status()).isEqualTo(403);
        assertThat(submitter.json().get("type").asText()).endsWith("/maker-checker");
        assertThat(submitter.json().get("detail").asText()).startsWith("Test Officer submitted this person's proposal");
        // Naming someone else in reviewed_by is refused: the trail records the key's holder.
        String cmp = KEYS.computeIfAbsent("cmp-9", name -> t.keyFor("org-a", name));
        var impersonate = t.postJson("/api/assurance/envelopes/id-1/reviews",
                "{\"reviewed_by\":\"The CCO\",\"decision\":\"APPROVED\",\"reason\":\"ok\"}", cmp);
        assertThat(impersonate.status()).isEqualTo(400);
        assertThat(impersonate.json().at("/errors/0/pointer").asText()).isEqualTo("/reviewed_by");
        // A key without a holder cannot review at all.
        String anonymous = t.engine.context().apiKeys().create("org-a", com.bpidesk.engine.platform.auth.Tier.ENTERPRISE, "x").secret();
        var nobody = t.postJson("/api/assurance/envelopes/id-1/reviews", "{\"decision\":\"APPROVED\",\"reason\":\"ok\"}", anonymous);
        assertThat(nobody.status()).isEqualTo(403);
        assertThat(nobody.json().get("type").asText()).endsWith("/identity-required");
        // The same person with a second key is still the same checker.
        assertThat(review("id-1", "cmp-9", "ESCALATED", "needs the CCO").status()).isEqualTo(200);
        String secondKey = t.keyFor("org-a", "CMP-9");
        assertThat(t.postJson("/api/assurance/envelopes/id-1/reviews", "{\"decision\":\"APPROVED\",\"reason\":\"ok\"}",
                secondKey).status()).isEqualTo(403);
        var ok = t.postJson("/api/assurance/envelopes/id-1/reviews",
                "{\"reviewed_by\":\"cco\",\"decision\":\"APPROVED\",\"reason\":\"fine\"}",
                KEYS.computeIfAbsent("cco", name -> t.keyFor("org-a", name)));
        assertThat(ok.status()).as(ok.body()).isEqualTo(200);
        assertThat(ok.json().at("/envelope/human_approval/reviewed_by").asText()).isEqualTo("cco");
        assertThat(t.get("/api/identity", cmp).json().get("name").asText()).isEqualTo("cmp-9");
    }

    @Test
    void historyExportsAsSafeCsvAndReadablePdf() throws Exception {
        submit(envelope("hist-1", "org-a", "REVIEW", "inv-hist"));
        assertThat(review("hist-1", "cmp-h", "ESCALATED", "=HYPERLINK(\"http://evil\",\"click\")").status()).isEqualTo(200);
        assertThat(review("hist-1", "cco-h", "DENIED", "Too concentrated, \"per policy\"").status()).isEqualTo(200);
        var csv = t.get("/api/assurance/envelopes/hist-1/history.csv");
        assertThat(csv.status()).isEqualTo(200);
        assertThat(csv.header("Content-Type")).startsWith("text/csv");
        assertThat(csv.header("Content-Disposition")).contains("decision-history-hist-1.csv");
        String[] lines = csv.body().split("\r\n");
        assertThat(lines).hasSize(4);
        assertThat(lines[0]).startsWith("\"decision_id\",\"chain_index\",\"occurred_at_utc\",\"event\",\"actor_name\"");
        // the formula is shown as text: an apostrophe before '=' and doubled quotes inside the quoted cell
        assertThat(lines[2]).contains("\"Escalated\",\"cmp-h\",\"reviewer\",\"api_key:")
                .contains("\"'=HYPERLINK(\"\"http://evil\"\",\"\"click\"\")\"").endsWith("\"yes\"");
        assertThat(lines[3]).contains("\"Denied\",\"cco-h\"").contains("\"Too concentrated, \"\"per policy\"\"\"");
        var pdf = t.send(HttpRequest.newBuilder(t.uri("/api/assurance/envelopes/hist-1/history.pdf"))
                .header("Authorization", "Bearer " + t.enterpriseKey));
        assertThat(pdf.status()).isEqualTo(200);
        assertThat(pdf.header("Content-Type")).startsWith("application/pdf");
        byte[] bytes = HttpClientBytes.get(t, "/api/assurance/envelopes/hist-1/history.pdf");
        java.nio.file.Files.write(java.nio.file.Path.of("target/decision-history-sample.pdf"), bytes); // for people to look at
        try (var doc = org.apache.pdfbox.Loader.loadPDF(bytes)) {
            String text = new org.apache.pdfbox.text.PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
            assertThat(text).contains("Decision history for an examiner").contains("hist-1").contains("cmp-h (reviewer)")
                    .contains("Too concentrated, \"per policy\"").contains("Every event below hashes to its content")
                    .contains("Verified").contains("Page 1");
        }
        assertThat(t.get("/api/assurance/envelopes/nope/history.csv").status()).isEqualTo(404);
        assertThat(t.get("/api/assurance/envelopes/hist-1/history.csv", t.otherOrgKey).status()).isEqualTo(404);
    }

    /** The raw bytes of a GET with the enterprise key (the PDF). */
    static final class HttpClientBytes {
        static byte[] get(TestEngine t, String path) throws Exception {
            return java.net.http.HttpClient.newHttpClient().send(HttpRequest.newBuilder(t.uri(path))
                    .header("Authorization", "Bearer " + t.enterpriseKey).build(), java.net.http.HttpResponse.BodyHandlers.ofByteArray()).body();
        }
    }

    @Test
    void escalationNeedsADifferentSecondReviewer() {
        submit(envelope("esc-1", "org-a", "ESCALATE", "inv-3"));
        assertThat(review("esc-1", "cmp-1", "ESCALATED", "needs the CCO").json().get("review_status").asText()).isEqualTo("ESCALATED");
        assertThat(review("esc-1", "cmp-1", "APPROVED", "changed my mind").status()).isEqualTo(403);
        assertThat(review("esc-1", "cco", "DENIED", "too concentrated").json().get("review_status").asText()).isEqualTo("DENIED");
    }

    @Test
    void otherOrganizationsSeeNothing() {
        submit(envelope("iso-1", "org-a", "PROCEED", "inv-iso"));
        assertThat(t.get("/api/assurance/envelopes/iso-1", t.otherOrgKey).status()).isEqualTo(404);
        var rev = t.postJson("/api/assurance/envelopes/iso-1/reviews",
                "{\"decision\":\"APPROVED\",\"reason\":\"r\"}", t.otherOrgKey);
        assertThat(rev.status()).isEqualTo(404);
        assertThat(t.get("/api/assurance/envelopes?investor_id=inv-iso", t.otherOrgKey).json().get("total").asLong()).isZero();
        assertThat(t.get("/api/assurance/envelopes?organization_id=org-b").json().get("total").asLong()).isZero();
        assertThat(t.get("/api/assurance/envelopes?investor_id=inv-iso").json().get("total").asLong()).isEqualTo(1);
        assertThat(t.get("/api/assurance/envelopes", t.freeKey).status()).isEqualTo(403);
        assertThat(t.get("/api/assurance/verification", t.otherOrgKey).json().get("valid").asBoolean()).isTrue();
    }

    @Test
    void queueFiltersPaginatesAndCounts() {
        String inv = "inv-queue";
        String[] dispositions = {"PROCEED", "REVIEW", "REVIEW", "ESCALATE", "DENY", "REVIEW"};
        for (int i = 0; i < dispositions.length; i++) {
            assertThat(submit(envelope("q-" + i, "org-a", dispositions[i], inv)).status()).isEqualTo(201);
        }
        JsonNode all = t.get("/api/assurance/envelopes?investor_id=" + inv + "&limit=4&sort=created_at").json();
        assertThat(all.get("total").asLong()).isEqualTo(6);
        assertThat(all.get("items")).hasSize(4);
        assertThat(all.at("/items/0/decision_id").asText()).isEqualTo("q-0");
        assertThat(all.at("/counts/REVIEW").asLong()).isEqualTo(3);
        assertThat(all.at("/counts/DENY").asLong()).isEqualTo(1);
        JsonNode page2 = t.get("/api/assurance/envelopes?investor_id=" + inv + "&limit=4&offset=4&sort=created_at").json();
        assertThat(page2.get("items")).hasSize(2);
        JsonNode review = t.get("/api/assurance/envelopes?investor_id=" + inv + "&disposition=REVIEW,ESCALATE").json();
        assertThat(review.get("total").asLong()).isEqualTo(4);
        assertThat(review.at("/counts/PROCEED").asLong()).as("counts ignore the disposition filter").isEqualTo(1);
        assertThat(t.get("/api/assurance/envelopes?investor_id=" + inv + "&review_status=APPROVED").json().get("total").asLong()).isZero();
        assertThat(t.get("/api/assurance/envelopes?investor_id=" + inv + "&from=2000-01-01&to=2999-12-31").json().get("total").asLong()).isEqualTo(6);
        assertThat(t.get("/api/assurance/envelopes?investor_id=" + inv + "&to=2000-01-01").json().get("total").asLong()).isZero();
        var bad = t.get("/api/assurance/envelopes?disposition=NOT_EVALUATED&limit=0&sort=nope&from=yesterday");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(StreamSupport.stream(bad.json().get("errors").spliterator(), false).map(e -> e.get("pointer").asText()))
                .contains("query/disposition", "query/limit", "query/sort", "query/from");
    }

    @Test
    void evaluateUsesEditablePolicyRulesAndStoresTheEnvelope() {
        var put = t.send(HttpRequest.newBuilder(t.uri("/api/assurance/policy-rules/no-gme"))
                .PUT(HttpRequest.BodyPublishers.ofString("{\"kind\":\"restricted_instrument\",\"target\":\"GME\",\"description\":\"Meme stock ban\"}"))
                .header("Content-Type", "application/json").header("Authorization", "Bearer " + t.enterpriseKey));
        assertThat(put.status()).as(put.body()).isEqualTo(201);
        assertThat(t.get("/api/assurance/policy-rules").json().at("/items/0/rule_id").asText()).isEqualTo("no-gme");
        assertThat(t.get("/api/assurance/policy-rules", t.otherOrgKey).json().get("items")).isEmpty();

        String proposal = "{\"trace_id\":\"tr-9\",\"investor_id\":\"inv-9\",\"actor_or_agent\":{\"type\":\"ai_agent\",\"id\":\"synthesis_agent\"},"
                + "\"mandate\":{\"authorized_actions\":[\"buy\"]},\"investor_context\":{\"risk_tolerance\":\"high\"},"
                + "\"proposed_action\":{\"type\":\"buy\",\"description\":\"Buy GME\",\"parameters\":{\"instrument\":\"GME\",\"risk_effect\":\"increase\"}}}";
        var r = t.postJson("/api/assurance/evaluations", proposal);
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        assertThat(r.json().get("result").asText()).isEqualTo("EVALUATED");
        assertThat(r.json().get("rule").asText()).isEqualTo("D1");
        assertThat(r.json().at("/envelope/disposition").asText()).isEqualTo("DENY");
        assertThat(r.json().at("/envelope/organization_id").asText()).isEqualTo("org-a");
        String id = r.json().get("decision_id").asText();
        assertThat(t.get("/api/assurance/envelopes/" + id).json().get("digest").asText()).isEqualTo(r.json().get("digest").asText());

        var notEvaluated = t.postJson("/api/assurance/evaluations", proposal.replace("\"high\"", "\"adventurous\""));
        assertThat(notEvaluated.status()).isEqualTo(200);
        assertThat(notEvaluated.json().get("result").asText()).isEqualTo("NOT_EVALUATED");
        assertThat(notEvaluated.json().has("envelope")).isFalse();
        assertThat(t.get("/api/assurance/envelopes/" + notEvaluated.json().get("decision_id").asText()).status()).isEqualTo(404);

        assertThat(t.postJson("/api/assurance/evaluations", proposal.replace("\"trace_id\"", "\"trace_idd\"")).status()).isEqualTo(400);
        var badRule = t.send(HttpRequest.newBuilder(t.uri("/api/assurance/policy-rules/w"))
                .PUT(HttpRequest.BodyPublishers.ofString("{\"kind\":\"max_position_weight\",\"target\":\"lots\",\"description\":\"x\"}"))
                .header("Content-Type", "application/json").header("Authorization", "Bearer " + t.enterpriseKey));
        assertThat(badRule.status()).isEqualTo(400);
        var del = t.send(HttpRequest.newBuilder(t.uri("/api/assurance/policy-rules/no-gme")).DELETE()
                .header("Authorization", "Bearer " + t.enterpriseKey));
        assertThat(del.status()).isEqualTo(204);
    }
}
