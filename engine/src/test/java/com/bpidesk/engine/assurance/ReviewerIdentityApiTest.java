package com.bpidesk.engine.assurance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 26 (ADR 0243): maker and checker are different people by identity, only reviewers review, and every review
 * item an analysis promises arrives as exactly one envelope. One engine for the class; each test uses its own investor.
 */
@Tag("api")
class ReviewerIdentityApiTest {

    static TestEngine t;
    static String rita;   // a reviewer who also proposes and runs analyses (the maker in these tests)
    static String ravi;   // another reviewer (the checker)
    static String alex;   // an advisor
    static String ada;    // an administrator

    @BeforeAll
    static void start() {
        begin(java.util.Map.of());
    }

    /** One engine for the class with {@code settings} (H2 here, PostgreSQL in {@link ReviewerIdentityPostgresTest}). */
    static void begin(java.util.Map<String, String> settings) {
        // the demo book (and its mandates) for org-a, so a client report has a client of the book
        java.util.Map<String, String> all = new java.util.HashMap<>(settings);
        all.put("signals.demo.organization", "org-a");
        t = TestEngine.start(all);
        rita = t.keyFor("org-a", "Rita Reviewer", "reviewer");
        ravi = t.keyFor("org-a", "Ravi Checker", "Reviewer");
        alex = t.keyFor("org-a", "Alex Advisor", "advisor");
        ada = t.keyFor("org-a", "Ada Admin", "administrator");
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    /** The key id inside a key {@code bpi_<id>_<secret>}: the actor id the trail records is {@code api_key:<id>}. */
    static String actorId(String key) {
        return "api_key:" + key.substring(4, 16);
    }

    static JsonNode readTree(String json) {
        try {
            return TestEngine.JSON.readTree(json);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static TestEngine.Response review(String id, String key, String decision) {
        return t.postJson("/api/assurance/envelopes/" + id + "/reviews",
                "{\"decision\":\"" + decision + "\",\"reason\":\"Checked against the mandate\"}", key);
    }

    @Test
    void aPersonsOwnProposalIsReviewedBySomeoneElseAndTheTrailNamesBoth() {
        String proposal = "{\"trace_id\":\"tr-h1\",\"investor_id\":\"inv-human\",\"actor_or_agent\":{\"type\":\"human_actor\","
                + "\"id\":\"rita\",\"name\":\"Rita Reviewer\"},\"mandate\":{\"authorized_actions\":[\"sell\"]},"
                + "\"investor_context\":{\"risk_tolerance\":\"moderate\"},\"proposed_action\":{\"type\":\"sell\","
                + "\"description\":\"Sell half of VTI\",\"parameters\":{\"instrument\":\"VTI\",\"target_weight\":0.05,\"risk_effect\":\"decrease\"}}}";
        var made = t.postJson("/api/assurance/evaluations", proposal, rita);
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        String id = made.json().get("decision_id").asText();

        // The maker sees before clicking that they cannot review, and why; the refusal says the same
        JsonNode asMaker = t.get("/api/assurance/envelopes/" + id, rita).json();
        assertThat(asMaker.get("can_review").asBoolean()).isFalse();
        assertThat(asMaker.get("cannot_review_reason").asText()).contains("Rita Reviewer").contains("proposed this decision");
        var refused = review(id, rita, "APPROVED");
        assertThat(refused.status()).as(refused.body()).isEqualTo(403);
        assertThat(refused.json().get("type").asText()).endsWith("problem/maker-checker");
        assertThat(refused.json().get("detail").asText()).doesNotContain("api_key");

        JsonNode asChecker = t.get("/api/assurance/envelopes/" + id, ravi).json();
        assertThat(asChecker.get("can_review").asBoolean()).isTrue();
        assertThat(asChecker.has("cannot_review_reason")).isFalse();
        var approved = review(id, ravi, "APPROVED");
        assertThat(approved.status()).as(approved.body()).isEqualTo(200);
        JsonNode trail = approved.json().get("audit_trail");
        assertThat(trail.get(0).get("event_type").asText()).isEqualTo("CREATED");
        assertThat(trail.get(0).get("actor").asText()).isEqualTo(actorId(rita));
        assertThat(trail.get(0).get("actor_name").asText()).isEqualTo("Rita Reviewer");
        assertThat(trail.get(1).get("event_type").asText()).isEqualTo("APPROVED");
        assertThat(trail.get(1).get("actor").asText()).isEqualTo(actorId(ravi));
        assertThat(trail.get(1).get("actor_name").asText()).isEqualTo("Ravi Checker");
        assertThat(trail.get(1).get("actor_role").asText()).isEqualTo("reviewer");
        assertThat(approved.json().at("/envelope/human_approval/reviewed_by").asText()).isEqualTo("Ravi Checker");
        // final now: nobody may review it, and the detail says so
        assertThat(t.get("/api/assurance/envelopes/" + id, ravi).json().get("cannot_review_reason").asText())
                .contains("already approved");
    }

    @Test
    void theOrganizationsReviewersAreListedByNameForAssignment() {
        List<String> names = new java.util.ArrayList<>();
        List<String> demoOnly = new java.util.ArrayList<>();
        for (JsonNode r : t.get("/api/identity/reviewers", alex).json().get("items")) {
            (r.get("demo_only").asBoolean() ? demoOnly : names).add(r.get("name").asText());
        }
        // the reviewers' keys of org-a, alphabetical; the advisor and the administrator are not reviewers
        assertThat(names).containsExactly("Ravi Checker", "Rita Reviewer", "Test Officer");
        assertThat(demoOnly).isSubsetOf("Demo reviewer (demo only)");
        for (JsonNode r : t.get("/api/identity/reviewers", t.otherOrgKey).json().get("items")) {
            assertThat(r.get("name").asText()).isNotIn("Ravi Checker", "Rita Reviewer");
        }
    }

    @Test
    void advisorsAndAdministratorsAreNotReviewers() {
        String proposal = "{\"trace_id\":\"tr-r1\",\"investor_id\":\"inv-roles\",\"actor_or_agent\":{\"type\":\"ai_agent\","
                + "\"id\":\"synthesis_agent\"},\"mandate\":{\"authorized_actions\":[\"sell\"]},\"investor_context\":"
                + "{\"risk_tolerance\":\"moderate\"},\"proposed_action\":{\"type\":\"sell\",\"description\":\"Sell VTI\","
                + "\"parameters\":{\"instrument\":\"VTI\",\"target_weight\":0,\"risk_effect\":\"decrease\"}}}";
        var made = t.postJson("/api/assurance/evaluations", proposal, rita);
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        String id = made.json().get("decision_id").asText();
        for (String[] who : new String[][] {{alex, "Alex Advisor", "advisor", "only a reviewer may review"},
                {ada, "Ada Admin", "administrator", "do not review decisions (separation of duties)"}}) {
            JsonNode me = t.get("/api/identity", who[0]).json();
            assertThat(me.get("role").asText()).isEqualTo(who[2]);
            assertThat(me.get("can_review").asBoolean()).isFalse();
            assertThat(me.get("cannot_review_reason").asText()).contains(who[1]).contains("recorded as an " + who[2]);
            assertThat(t.get("/api/assurance/envelopes/" + id, who[0]).json().get("can_review").asBoolean()).isFalse();
            var refused = review(id, who[0], "APPROVED");
            assertThat(refused.status()).as(refused.body()).isEqualTo(403);
            assertThat(refused.json().get("type").asText()).endsWith("problem/reviewer-role-required");
            assertThat(refused.json().get("detail").asText()).contains(who[3]);
        }
        JsonNode reviewer = t.get("/api/identity", ravi).json();
        assertThat(reviewer.get("role").asText()).isEqualTo("reviewer");
        assertThat(reviewer.get("can_review").asBoolean()).isTrue();
        assertThat(t.get("/api/assurance/envelopes/" + id, ada).json().get("review_status").asText()).isEqualTo("PENDING");
    }

    @Test
    void theAnalystCannotApproveTheEnvelopesOfTheirAnalysisAndEachReviewItemArrivesOnce() {
        String body = SwarmSample.withMandate("inv-ai");
        var first = t.postJson("/api/swarm?wait_seconds=120", body, rita);
        assertThat(first.status()).as(first.body()).isEqualTo(200);
        JsonNode items = first.json().at("/ic_briefing/synthesis_agent/review_items");
        assertThat(items.size()).isPositive();
        Set<String> ids = new HashSet<>();
        for (JsonNode item : items) {
            ids.add(item.at("/envelope/decision_id").asText());
        }
        // N review items, N envelopes, each naming the person who ran the analysis and the agent
        JsonNode queue = t.get("/api/assurance/envelopes?investor_id=inv-ai&limit=100").json();
        assertThat(queue.get("total").asInt()).isEqualTo(items.size()).isEqualTo(ids.size());
        String anId = ids.iterator().next();
        JsonNode detail = t.get("/api/assurance/envelopes/" + anId, rita).json();
        assertThat(detail.at("/envelope/actor_id").asText()).isEqualTo(actorId(rita));
        assertThat(detail.at("/envelope/agent_id").asText()).isEqualTo("synthesis_agent");
        assertThat(detail.at("/envelope/actor_or_agent/type").asText()).isEqualTo("ai_agent");
        assertThat(detail.at("/envelope/trace_id").asText()).isEqualTo(first.json().get("job_id").asText());
        assertThat(detail.at("/audit_trail/0/actor_name").asText()).isEqualTo("Rita Reviewer");
        assertThat(detail.get("can_review").asBoolean()).isFalse();
        assertThat(detail.get("cannot_review_reason").asText()).contains("ran the analysis");

        var refused = review(anId, rita, "APPROVED");
        assertThat(refused.status()).as(refused.body()).isEqualTo(403);
        assertThat(refused.json().get("type").asText()).endsWith("problem/maker-checker");
        var approved = review(anId, ravi, "APPROVED");
        assertThat(approved.status()).as(approved.body()).isEqualTo(200);
        assertThat(approved.json().at("/audit_trail/0/actor_name").asText()).isEqualTo("Rita Reviewer");
        assertThat(approved.json().at("/audit_trail/1/actor_name").asText()).isEqualTo("Ravi Checker");

        // The same portfolio analysed again (a new job, the same holdings date) creates no second envelope: its review
        // items point at the envelopes already in the queue
        var again = t.postJson("/api/swarm?wait_seconds=120", body, alex);
        assertThat(again.status()).as(again.body()).isEqualTo(200);
        JsonNode itemsAgain = again.json().at("/ic_briefing/synthesis_agent/review_items");
        Set<String> idsAgain = new HashSet<>();
        for (JsonNode item : itemsAgain) {
            idsAgain.add(item.at("/envelope/decision_id").asText());
        }
        assertThat(idsAgain).isEqualTo(ids);
        assertThat(t.get("/api/assurance/envelopes?investor_id=inv-ai&limit=100").json().get("total").asInt()).isEqualTo(ids.size());
    }

    @Test
    void aClientReportCarriesTheBooksMandateAndGeneratingItAgainCreatesNoSecondEnvelope() throws Exception {
        String client = "demo-c008";
        // the demo review queue may already hold a proposal for this client (ADR 0244): count from here on
        int before = t.get("/api/assurance/envelopes?investor_id=" + client + "&limit=100").json().get("total").asInt();
        String request = "{\"subject\":{\"kind\":\"client\",\"client_id\":\"" + client + "\"},\"audience\":\"advisor\","
                + "\"brand\":{\"firm_name\":\"Harbour Wealth Partners\",\"primary_color\":\"#1F3A5F\",\"accent_color\":\"#00796B\"}}";
        var first = report(request, alex);
        assertThat(first.statusCode()).isEqualTo(200);
        String jobId = first.headers().firstValue("X-Report-Job-Id").orElseThrow();
        JsonNode items = t.get("/api/swarm/result/" + jobId).json().at("/ic_briefing/synthesis_agent/review_items");
        assertThat(items.size()).isPositive();
        JsonNode queue = t.get("/api/assurance/envelopes?investor_id=" + client + "&limit=100").json();
        assertThat(queue.get("total").asInt()).isEqualTo(before + items.size());
        for (JsonNode item : items) {
            JsonNode e = t.get("/api/assurance/envelopes/" + item.at("/envelope/decision_id").asText(), alex).json().get("envelope");
            // the client's mandate from the book: authority is established, never "lists no authorized actions"
            assertThat(e.at("/mandate/authorized_actions").size()).isPositive();
            assertThat(e.toString()).doesNotContain("lists no authorized actions");
            assertThat(e.get("actor_id").asText()).isEqualTo(actorId(alex));
        }
        var again = report(request, alex);
        assertThat(again.statusCode()).isEqualTo(200);
        assertThat(again.headers().firstValue("X-Report-Job-Id").orElseThrow()).isNotEqualTo(jobId);
        assertThat(t.get("/api/assurance/envelopes?investor_id=" + client + "&limit=100").json().get("total").asInt())
                .isEqualTo(before + items.size());
    }

    @Test
    void theDesktopShowsTheWorkflowByActingAsTheLabelledDemoReviewer() {
        // the desk's own key (an administrator key, holder "Test Officer") proposes, so it cannot review its proposal
        String proposal = "{\"trace_id\":\"tr-d1\",\"investor_id\":\"inv-desk\",\"actor_or_agent\":{\"type\":\"human_actor\","
                + "\"id\":\"desk\",\"name\":\"Test Officer\"},\"mandate\":{\"authorized_actions\":[\"sell\"]},"
                + "\"investor_context\":{\"risk_tolerance\":\"moderate\"},\"proposed_action\":{\"type\":\"sell\","
                + "\"description\":\"Sell VTI\",\"parameters\":{\"instrument\":\"VTI\",\"target_weight\":0,\"risk_effect\":\"decrease\"}}}";
        var made = t.postJson("/api/assurance/evaluations", proposal);
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        String id = made.json().get("decision_id").asText();
        assertThat(t.get("/api/assurance/envelopes/" + id).json().get("can_review").asBoolean()).isFalse();
        assertThat(t.get("/api/identity").json().get("demo_reviewer_available").asBoolean()).isTrue();
        assertThat(t.get("/api/identity", rita).json().get("demo_reviewer_available").asBoolean()).isFalse();

        var on = t.putJson("/api/identity/persona", "{\"persona\":\"demo_reviewer\"}");
        assertThat(on.status()).as(on.body()).isEqualTo(200);
        assertThat(on.json().get("name").asText()).isEqualTo("Demo reviewer (demo only)");
        assertThat(on.json().get("persona").asText()).isEqualTo("demo_reviewer");
        assertThat(on.json().get("can_edit").asBoolean()).isFalse();
        try {
            assertThat(t.get("/api/assurance/envelopes/" + id).json().get("can_review").asBoolean()).isTrue();
            var approved = t.postJson("/api/assurance/envelopes/" + id + "/reviews",
                    "{\"decision\":\"APPROVED\",\"reason\":\"Demo: showing the workflow\"}");
            assertThat(approved.status()).as(approved.body()).isEqualTo(200);
            JsonNode event = approved.json().at("/audit_trail/1");
            assertThat(event.get("actor").asText()).isEqualTo(actorId(t.enterpriseKey) + "/demo_reviewer");
            assertThat(event.get("actor_name").asText()).isEqualTo("Demo reviewer (demo only)");
            assertThat(approved.json().at("/audit_trail/0/actor_name").asText()).isEqualTo("Test Officer");
        } finally {
            var off = t.putJson("/api/identity/persona", "{\"persona\":null}");
            assertThat(off.status()).as(off.body()).isEqualTo(200);
            assertThat(off.json().get("name").asText()).isEqualTo("Test Officer");
            assertThat(off.json().has("persona")).isFalse();
        }
        assertThat(t.putJson("/api/identity/persona", "{\"persona\":\"somebody_else\"}").status()).isEqualTo(400);
    }

    static java.net.http.HttpResponse<byte[]> report(String json, String key) throws Exception {
        var r = java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(t.uri("/api/reports/generate"))
                .header("Authorization", "Bearer " + key).header("Content-Type", "application/json")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString(json)).build(),
                java.net.http.HttpResponse.BodyHandlers.ofByteArray());
        t.check("POST", "/api/reports/generate", json, r.statusCode(), r.headers().firstValue("Content-Type").orElse(null),
                new String(r.body(), java.nio.charset.StandardCharsets.UTF_8));
        return r;
    }

    /** The sample portfolio (16 positions of the demo market) with a mandate for {@code investor}. */
    static final class SwarmSample {
        static String withMandate(String investor) {
            var body = (com.fasterxml.jackson.databind.node.ObjectNode) readTree(TestEngine.samplePortfolioJson());
            body.putObject("mandate").put("investor_id", investor).put("risk_tolerance", "moderate").put("max_position_weight", 0.05)
                    .putArray("authorized_actions").add("rebalance").add("diversify").add("risk_review").add("review_position");
            return body.toString();
        }
    }
}
