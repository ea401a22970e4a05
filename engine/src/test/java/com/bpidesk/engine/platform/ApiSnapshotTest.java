package com.bpidesk.engine.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.platform.http.RouteSpec;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * The API contract, field for field: one scripted session over every route of a fresh demo engine (real HTTP on a
 * free loopback port, fixed clock, default demo seed) records each response's status, media type and JSON
 * <em>structure</em> (field names and JSON types, recursively; array elements merged into one shape; values are
 * recorded only for problem details: {@code type}, {@code title}, {@code status}) and compares it with the committed
 * fixture {@code src/test/resources/api-snapshot/api-snapshot.json}.
 *
 * <p>The fixture is a <b>regression snapshot generated from the code</b> as it stood on main before the issue-17
 * restructuring (commit b8bde5c); it is not an independent reference for the figures, only proof that a refactor keeps
 * the response shapes. A deliberate API change regenerates it with
 * {@code ./bpi mvn -o -q -pl engine -am test -Dtest=ApiSnapshotTest -Dbpi.snapshot.write=true -Dsurefire.failIfNoSpecifiedTests=false}
 * and the diff is reviewed like code. Every registered route must appear in the script (a new route fails the test
 * until it is added here).
 */
@Tag("api")
class ApiSnapshotTest {

    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-18T15:00:00Z"), ZoneOffset.UTC);
    static final Path FIXTURE = Path.of("src/test/resources/api-snapshot/api-snapshot.json");
    static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** AAPL at a cost of 400: a large unrealised loss at the (anchored) demo prices, so the losers and the review item for large losses are in the shapes. */
    static final String PORTFOLIO = """
            {"positions":[{"symbol":"AAPL","shares":50,"cost_basis":400},{"symbol":"MSFT","shares":30,"cost_basis":300},
             {"symbol":"SPY","shares":40,"cost_basis":420},{"symbol":"AGG","shares":100,"cost_basis":95}],"total_value":100000}
            """;

    private final ObjectNode recorded = NODES.objectNode();
    private final Set<String> covered = new TreeSet<>();
    private TestEngine t;

    @Test
    void everyRouteKeepsItsResponseStructure() throws Exception {
        try (TestEngine engine = TestEngine.start(TestEngine.withResearch(Map.of("signals.demo.organization", "org-a", "jobs.workers", "1")), CLOCK, List.of())) {
            t = engine;
            script();
            Set<String> routes = new TreeSet<>();
            for (RouteSpec s : t.engine.routeSpecs()) {
                routes.add(s.method() + " " + s.path());
            }
            assertThat(covered).as("routes exercised by the snapshot script").containsAll(routes);
        }
        if (Boolean.getBoolean("bpi.snapshot.write")) {
            Files.createDirectories(FIXTURE.getParent());
            Files.writeString(FIXTURE, TestEngine.JSON.writerWithDefaultPrettyPrinter().writeValueAsString(recorded) + "\n");
        }
        assertThat(FIXTURE).as("the committed snapshot (run from the engine module directory)").exists();
        JsonNode expected = TestEngine.JSON.readTree(FIXTURE.toFile());
        List<String> differences = new ArrayList<>();
        Set<String> names = new TreeSet<>();
        expected.fieldNames().forEachRemaining(names::add);
        recorded.fieldNames().forEachRemaining(names::add);
        for (String name : names) {
            if (!expected.path(name).equals(recorded.path(name))) {
                differences.add(name + "\n  expected: " + expected.path(name) + "\n  actual:   " + recorded.path(name));
            }
        }
        assertThat(differences).as("responses whose structure changed").isEmpty();
    }

    private void script() throws Exception {
        // platform
        call("health", "GET", "/health", "/health", null, null, null);
        JsonNode openApi = call("openapi", "GET", "/openapi.json", "/openapi.json", null, null, null);
        ObjectNode top = NODES.objectNode();
        openApi.fieldNames().forEachRemaining(f -> top.put(f, true));
        ((ObjectNode) recorded.get("openapi")).set("body", top);   // the document itself is checked by OpenApiSyncTest
        call("unauthorized", "GET", "/api/market/status", "/api/market/status", null, null, "none");
        call("forbidden free tier", "GET", "/api/market/status", "/api/market/status", null, null, "free");

        // market
        call("market status", "GET", "/api/market/status", "/api/market/status", null, null, null);
        call("market instruments", "GET", "/api/market/instruments", "/api/market/instruments?q=ms", null, null, null);
        call("chart", "GET", "/api/portfolio/chart/{ticker}", "/api/portfolio/chart/SPY?period=1mo", null, null, null);
        call("chart unknown ticker", "GET", "/api/portfolio/chart/{ticker}", "/api/portfolio/chart/ZZZZ", null, null, null);
        call("chart bad period", "GET", "/api/portfolio/chart/{ticker}", "/api/portfolio/chart/SPY?period=2w", null, null, null);
        upload("price import", "/api/market/prices/import?symbol=KO", "prices/yahoo_with_nulls_KO.csv", "text/csv");
        upload("price import unreadable", "/api/market/prices/import", "prices/stooq_spy.csv", "text/csv");

        call("chart in another currency", "GET", "/api/portfolio/chart/{ticker}", "/api/portfolio/chart/SPY?period=1mo&currency=EUR",
                null, null, null);

        // fx
        call("fx rates", "GET", "/api/fx/rates", "/api/fx/rates?base=EUR&quote=USD&from=2026-03-02&to=2026-03-06", null, null, null);
        call("fx rates bad base", "GET", "/api/fx/rates", "/api/fx/rates?base=US&quote=EUR", null, null, null);
        call("fx pairs", "GET", "/api/fx/pairs", "/api/fx/pairs", null, null, null);
        // the fx import runs after the signals: its January-2024 rates replace the demo pairs of those currencies, and a
        // stale rate is a gap (docs/currencies.md), so the demo book's foreign listings could no longer be valued

        // macro
        call("regime", "GET", "/api/research/regime", "/api/research/regime", null, null, null);
        call("regime history", "GET", "/api/research/regime/history", "/api/research/regime/history?from=2024-01&to=2026-02", null, null, null);
        call("signals feed", "GET", "/api/research/signals", "/api/research/signals?limit=5", null, null, null);
        call("signals feed bad category", "GET", "/api/research/signals", "/api/research/signals?category=weather", null, null, null);
        call("macro series", "GET", "/api/macro/series", "/api/macro/series", null, null, null);
        call("macro observations", "GET", "/api/macro/observations", "/api/macro/observations?series_id=UNRATE&from=2025-01-01", null, null, null);
        call("macro observations missing id", "GET", "/api/macro/observations", "/api/macro/observations", null, null, null);
        upload("macro import", "/api/macro/import", "macro/ecb_mro_csvdata.csv", "text/csv");

        // data
        call("data settings", "GET", "/api/data/settings", "/api/data/settings", null, null, null);
        call("data settings bad", "PUT", "/api/data/settings", "/api/data/settings", "{\"data_mode\": \"live\", \"providers\": {\"x\": true}}", null, null);
        call("data settings demo", "PUT", "/api/data/settings", "/api/data/settings", "{\"data_mode\": \"demo\"}", null, null);
        call("data refresh while offline", "POST", "/api/data/refresh", "/api/data/refresh", "{}", null, null);
        call("data refresh unknown", "GET", "/api/data/refresh/{refresh_id}", "/api/data/refresh/nope", null, null, null);

        // behavior
        call("analyze dna", "POST", "/api/analyze-dna", "/api/analyze-dna", """
                date,symbol,side,quantity,price
                2024-01-02,AAPL,BUY,10,180
                2024-02-01,MSFT,BUY,5,400
                2024-03-01,AAPL,SELL,10,170
                2024-04-01,MSFT,SELL,5,420
                """, "text/csv", null);
        // kept results (issue 27, ADR 0247)
        JsonNode dnaResults = call("dna results", "GET", "/api/dna/results", "/api/dna/results?limit=5", null, null, null);
        call("dna result", "GET", "/api/dna/results/{result_id}", "/api/dna/results/" + dnaResults.at("/results/0/result_id").asLong(),
                null, null, null);
        call("dna result unknown", "GET", "/api/dna/results/{result_id}", "/api/dna/results/999999", null, null, null);
        call("portfolio parse", "POST", "/api/portfolio/parse", "/api/portfolio/parse",
                "symbol,shares,cost_basis\nAAPL,10,150\n\"MSFT\",\"1,000\",300\n", "text/csv", null);
        call("portfolio parse json", "POST", "/api/portfolio/parse", "/api/portfolio/parse", "{}", null, null);
        JsonNode profile = call("import profile save", "POST", "/api/import-profiles", "/api/import-profiles", """
                {"name": "Odd broker", "header": ["Col A", "Col B", "Col C", "Col D", "Col E"],
                 "columns": {"date": "Col A", "type": "Col B", "symbol": "Col C", "quantity": "Col D", "price": "Col E"},
                 "date_order": "dmy", "decimal": "comma", "kind_rules": {"K": "buy", "V": "sell"}}""", null, null);
        call("import profiles", "GET", "/api/import-profiles", "/api/import-profiles", null, null, null);
        call("import profile delete", "DELETE", "/api/import-profiles/{id}", "/api/import-profiles/" + profile.path("id").asText("0"),
                null, null, null);
        call("import profile delete unknown", "DELETE", "/api/import-profiles/{id}", "/api/import-profiles/999999", null, null, null);
        call("analyze dna empty", "POST", "/api/analyze-dna", "/api/analyze-dna", "{}", null, null);

        // assurance
        call("envelope submit", "POST", "/api/assurance/envelopes", "/api/assurance/envelopes", envelope("snap-1"), null, null);
        call("envelope submit invalid", "POST", "/api/assurance/envelopes", "/api/assurance/envelopes", "{\"decision_id\":1}", null, null);
        call("envelope duplicate", "POST", "/api/assurance/envelopes", "/api/assurance/envelopes", envelope("snap-1"), null, null);
        call("envelope list", "GET", "/api/assurance/envelopes", "/api/assurance/envelopes", null, null, null);
        call("envelope list bad", "GET", "/api/assurance/envelopes", "/api/assurance/envelopes?disposition=X&limit=0", null, null, null);
        call("envelope get", "GET", "/api/assurance/envelopes/{decision_id}", "/api/assurance/envelopes/snap-1", null, null, null);
        call("envelope get unknown", "GET", "/api/assurance/envelopes/{decision_id}", "/api/assurance/envelopes/nope", null, null, null);
        call("envelope review bad decision", "POST", "/api/assurance/envelopes/{decision_id}/reviews", "/api/assurance/envelopes/snap-1/reviews",
                "{\"decision\":\"APPROVE\",\"reason\":\"fits the mandate\"}", null, null);
        // the key that submitted a person's proposal may not also check it (maker-checker on identities, ADR 0135)
        call("envelope review by its maker", "POST", "/api/assurance/envelopes/{decision_id}/reviews", "/api/assurance/envelopes/snap-1/reviews",
                "{\"decision\":\"APPROVED\",\"reason\":\"fits the mandate\"}", null, null);
        String cco = t.keyFor("org-a", "Casey Checker");
        call("envelope review", "POST", "/api/assurance/envelopes/{decision_id}/reviews", "/api/assurance/envelopes/snap-1/reviews",
                "{\"decision\":\"APPROVED\",\"reason\":\"fits the mandate\"}", null, cco);
        call("envelope review again", "POST", "/api/assurance/envelopes/{decision_id}/reviews", "/api/assurance/envelopes/snap-1/reviews",
                "{\"decision\":\"DENIED\",\"reason\":\"changed mind\"}", null, cco);
        call("envelope history csv", "GET", "/api/assurance/envelopes/{decision_id}/history.csv",
                "/api/assurance/envelopes/snap-1/history.csv", null, null, null);
        call("envelope history pdf", "GET", "/api/assurance/envelopes/{decision_id}/history.pdf",
                "/api/assurance/envelopes/snap-1/history.pdf", null, null, null);
        call("envelope history unknown", "GET", "/api/assurance/envelopes/{decision_id}/history.csv",
                "/api/assurance/envelopes/nope/history.csv", null, null, null);
        // issue 26: the queue in names, assignment, the firm's deadline, exports
        call("envelope list search", "GET", "/api/assurance/envelopes", "/api/assurance/envelopes?q=gamestop&sort=client_name", null, null, null);
        call("envelope assign", "PUT", "/api/assurance/envelopes/{decision_id}/assignee", "/api/assurance/envelopes/demo-dec-01/assignee",
                "{\"assignee\":\"Maria Lopez\",\"due_on\":\"2026-03-20\"}", null, null);
        call("envelope assign bad date", "PUT", "/api/assurance/envelopes/{decision_id}/assignee", "/api/assurance/envelopes/demo-dec-01/assignee",
                "{\"due_on\":\"soon\"}", null, null);
        call("envelope assign unknown", "PUT", "/api/assurance/envelopes/{decision_id}/assignee", "/api/assurance/envelopes/nope/assignee",
                "{\"assignee\":\"Maria Lopez\"}", null, null);
        call("review settings", "GET", "/api/assurance/review-settings", "/api/assurance/review-settings", null, null, null);
        call("review settings put", "PUT", "/api/assurance/review-settings", "/api/assurance/review-settings", "{\"review_days\":5}", null, null);
        call("review settings put bad", "PUT", "/api/assurance/review-settings", "/api/assurance/review-settings", "{\"review_days\":0}", null, null);
        call("queue csv", "GET", "/api/assurance/queue.csv", "/api/assurance/queue.csv?disposition=DENY", null, null, null);
        call("queue pdf", "GET", "/api/assurance/queue.pdf", "/api/assurance/queue.pdf", null, null, null);
        call("identity", "GET", "/api/identity", "/api/identity", null, null, null);
        call("changes", "GET", "/api/changes", "/api/changes", null, null, null);
        call("identity put", "PUT", "/api/identity", "/api/identity", "{\"name\":\"Test Officer\",\"role\":\"reviewer\"}", null, null);
        call("identity persona on", "PUT", "/api/identity/persona", "/api/identity/persona", "{\"persona\":\"demo_reviewer\"}", null, null);
        call("identity persona off", "PUT", "/api/identity/persona", "/api/identity/persona", "{\"persona\":null}", null, null);
        call("identity put bad", "PUT", "/api/identity", "/api/identity", "{\"name\":\"\"}", null, null);
        call("identity reviewers", "GET", "/api/identity/reviewers", "/api/identity/reviewers", null, null, null);
        call("identity put not admin", "PUT", "/api/identity", "/api/identity", "{\"name\":\"Me\"}", null, cco);
        // need-to-know holders and scopes (issue 28, ADR 0252)
        call("holder put", "PUT", "/api/admin/holders/{holder_id}", "/api/admin/holders/adv-01",
                "{\"name\":\"Alex Demo\",\"role\":\"advisor\",\"scope\":\"supervised\",\"supervises\":[\"adv-02\"]}", null, null);
        call("holder put bad", "PUT", "/api/admin/holders/{holder_id}", "/api/admin/holders/cco-1",
                "{\"name\":\"Casey Checker\",\"role\":\"reviewer\",\"scope\":\"own\"}", null, null);
        call("holders", "GET", "/api/admin/holders", "/api/admin/holders", null, null, null);
        call("holders not admin", "GET", "/api/admin/holders", "/api/admin/holders", null, null, cco);
        call("holder", "GET", "/api/admin/holders/{holder_id}", "/api/admin/holders/adv-01", null, null, null);
        call("holder unknown", "GET", "/api/admin/holders/{holder_id}", "/api/admin/holders/nobody", null, null, null);
        call("key holder unbind", "PUT", "/api/admin/keys/{key_id}/holder", "/api/admin/keys/" + cco.substring(4, 16) + "/holder",
                "{\"holder_id\":null}", null, null);
        call("key holder unknown", "PUT", "/api/admin/keys/{key_id}/holder", "/api/admin/keys/nokey/holder",
                "{\"holder_id\":\"adv-01\"}", null, null);
        call("verification", "GET", "/api/assurance/verification", "/api/assurance/verification", null, null, null);
        call("examiner bundle", "GET", "/api/assurance/bundle.zip", "/api/assurance/bundle.zip?decision_id=snap-1", null, null, null);
        call("examiner bundle bad", "GET", "/api/assurance/bundle.zip", "/api/assurance/bundle.zip?from=March", null, null, null);
        call("policy rule put", "PUT", "/api/assurance/policy-rules/{rule_id}", "/api/assurance/policy-rules/no-gme",
                "{\"kind\":\"restricted_instrument\",\"target\":\"GME\",\"description\":\"Meme stock ban\"}", null, null);
        call("policy rule bad", "PUT", "/api/assurance/policy-rules/{rule_id}", "/api/assurance/policy-rules/w",
                "{\"kind\":\"max_position_weight\",\"target\":\"lots\",\"description\":\"x\"}", null, null);
        call("policy rules", "GET", "/api/assurance/policy-rules", "/api/assurance/policy-rules", null, null, null);
        String proposal = "{\"trace_id\":\"tr-9\",\"investor_id\":\"inv-9\",\"actor_or_agent\":{\"type\":\"ai_agent\",\"id\":\"synthesis_agent\"},"
                + "\"mandate\":{\"authorized_actions\":[\"buy\"]},\"investor_context\":{\"risk_tolerance\":\"high\"},"
                + "\"proposed_action\":{\"type\":\"buy\",\"description\":\"Buy GME\",\"parameters\":{\"instrument\":\"GME\",\"risk_effect\":\"increase\"}}}";
        call("evaluation", "POST", "/api/assurance/evaluations", "/api/assurance/evaluations", proposal, null, null);
        call("evaluation not evaluated", "POST", "/api/assurance/evaluations", "/api/assurance/evaluations",
                proposal.replace("\"high\"", "\"adventurous\""), null, null);
        call("policy rule delete", "DELETE", "/api/assurance/policy-rules/{rule_id}", "/api/assurance/policy-rules/no-gme", null, null, null);
        call("policy rule delete unknown", "DELETE", "/api/assurance/policy-rules/{rule_id}", "/api/assurance/policy-rules/no-gme", null, null, null);

        // research (the query waits for the background index, so the index status afterwards is settled)
        call("research query", "POST", "/api/research/query", "/api/research/query",
                "{\"question\":\"inflation and interest rates\",\"limit\":3}", null, null);
        call("research query bad", "POST", "/api/research/query", "/api/research/query", "{\"question\":\"   \"}", null, null);
        call("research notes", "GET", "/api/research/notes", "/api/research/notes?limit=2", null, null, null);
        JsonNode note = call("research note create", "POST", "/api/research/notes", "/api/research/notes",
                "{\"title\":\"Copper outlook\",\"text\":\"Copper smelter charges fell.\",\"type\":\"sector_note\",\"tickers\":[\"FCX\"],\"date\":\"2026-03-01\"}",
                null, null);
        String noteId = note.path("note_id").asText("0");
        call("research note get", "GET", "/api/research/notes/{note_id}", "/api/research/notes/" + noteId, null, null, null);
        call("research note get unknown", "GET", "/api/research/notes/{note_id}", "/api/research/notes/999999", null, null, null);
        call("research note delete", "DELETE", "/api/research/notes/{note_id}", "/api/research/notes/" + noteId, null, null, null);
        uploadBytes("research note import", "/api/research/notes/import", "copper.md",
                "# Zinc outlook\n\nZinc treatment charges collapsed.".getBytes(StandardCharsets.UTF_8), "text/markdown");
        awaitIndex();
        call("research index", "GET", "/api/research/index", "/api/research/index", null, null, null);

        // swarm
        JsonNode submitted = call("swarm analyze", "POST", "/api/swarm/analyze", "/api/swarm/analyze", PORTFOLIO, null, null);
        call("swarm analyze empty", "POST", "/api/swarm/analyze", "/api/swarm/analyze", "{\"positions\":[]}", null, null);
        String jobId = submitted.path("job_id").asText();
        awaitJob(jobId);
        call("swarm status", "GET", "/api/swarm/status/{job_id}", "/api/swarm/status/" + jobId, null, null, null);
        call("swarm status unknown", "GET", "/api/swarm/status/{job_id}", "/api/swarm/status/nope", null, null, null);
        call("swarm result", "GET", "/api/swarm/result/{job_id}", "/api/swarm/result/" + jobId, null, null, null);
        call("swarm cancel finished", "POST", "/api/swarm/cancel/{job_id}", "/api/swarm/cancel/" + jobId, "", null, null);
        call("swarm sync", "POST", "/api/swarm", "/api/swarm?wait_seconds=300", PORTFOLIO, null, null);
        call("swarm jobs", "GET", "/api/swarm/jobs", "/api/swarm/jobs?status=complete&limit=5", null, null, null);
        call("swarm jobs bad status", "GET", "/api/swarm/jobs", "/api/swarm/jobs?status=done", null, null, null);

        // signals and the client book
        call("book clients", "GET", "/api/book/clients", "/api/book/clients?limit=3", null, null, null);
        clientFileImports();
        call("client risk", "GET", "/v1/signals/client-risk/{client_id}", "/v1/signals/client-risk/demo-c007", null, null, null);
        call("client risk unknown", "GET", "/v1/signals/client-risk/{client_id}", "/v1/signals/client-risk/nope", null, null, null);
        call("churn score", "GET", "/v1/signals/churn-score/{client_id}", "/v1/signals/churn-score/demo-c007", null, null, null);
        // a client outside its bands (the shape then has out_of_band_since): the demo book's first suitability-drift alert
        String drifted = t.get("/v1/signals/book-alerts?type=suitability_drift&limit=1").json().at("/items/0/client_id").asText("demo-c008");
        call("suitability drift", "GET", "/v1/signals/suitability-drift/{client_id}", "/v1/signals/suitability-drift/" + drifted, null, null, null);
        // the client file's performance, income and realised gains (issue 25)
        call("client performance", "GET", "/api/book/clients/{client_id}/performance", "/api/book/clients/demo-c007/performance?period=1M",
                null, null, null);
        call("client performance bad period", "GET", "/api/book/clients/{client_id}/performance",
                "/api/book/clients/demo-c007/performance?period=2W", null, null, null);
        call("client income", "GET", "/api/book/clients/{client_id}/income", "/api/book/clients/demo-c007/income", null, null, null);
        call("client realised gains", "GET", "/api/book/clients/{client_id}/realised-gains",
                "/api/book/clients/demo-c007/realised-gains?method=average_cost", null, null, null);
        JsonNode alerts = call("book alerts", "GET", "/v1/signals/book-alerts", "/v1/signals/book-alerts", null, null, null);
        call("alert settings", "GET", "/api/signals/alert-settings", "/api/signals/alert-settings", null, null, null);
        call("alert settings put", "PUT", "/api/signals/alert-settings", "/api/signals/alert-settings", "{\"min_severity\":\"medium\"}", null, null);
        call("alert settings bad", "PUT", "/api/signals/alert-settings", "/api/signals/alert-settings", "{\"min_severity\":\"x\"}", null, null);
        call("alert acknowledge", "POST", "/api/signals/alerts/{alert_id}/acknowledgement",
                "/api/signals/alerts/" + alerts.at("/items/0/alert_id").asText("none") + "/acknowledgement", "{\"note\":\"called\"}", null, null);
        call("alert acknowledge unknown", "POST", "/api/signals/alerts/{alert_id}/acknowledgement",
                "/api/signals/alerts/nope/acknowledgement", "{}", null, null);
        call("weekly digest", "GET", "/v1/signals/weekly-digest-preview", "/v1/signals/weekly-digest-preview", null, null, null);
        call("signals state", "GET", "/api/signals/state", "/api/signals/state", null, null, null);
        call("book alerts csv", "GET", "/v1/signals/book-alerts.csv", "/v1/signals/book-alerts.csv?limit=5", null, null, null);

        // the client file (issue 25)
        // the client file of a client with open alerts and out of its bands, so the shape shows alerts and out_of_band_since
        call("client file", "GET", "/api/book/clients/{client_id}", "/api/book/clients/" + drifted, null, null, null);
        call("client file unknown", "GET", "/api/book/clients/{client_id}", "/api/book/clients/nope", null, null, null);
        call("client file csv", "GET", "/api/book/clients/{client_id}.csv", "/api/book/clients/demo-c002.csv", null, null, null);
        call("client policy put", "PUT", "/api/book/clients/{client_id}/policy", "/api/book/clients/demo-c002/policy",
                "{\"targets\":[{\"asset_class\":\"equity\",\"target_weight\":0.6,\"band\":0.05},{\"asset_class\":\"bonds\","
                        + "\"target_weight\":0.4,\"band\":0.05}],\"max_position_weight\":0.2,\"held_symbols\":[]}", null, null);
        call("client policy bad", "PUT", "/api/book/clients/{client_id}/policy", "/api/book/clients/demo-c002/policy",
                "{\"targets\":[{\"asset_class\":\"equity\",\"target_weight\":0.5}],\"max_position_weight\":0.2}", null, null);
        // the client's mandate (ADR 0258): demo, edited, refused, cleared (then derived from the policy)
        String mandate = "/api/book/clients/{client_id}/mandate";
        call("client mandate", "GET", mandate, "/api/book/clients/demo-c003/mandate", null, null, null);
        call("client mandate put", "PUT", mandate, "/api/book/clients/demo-c003/mandate",
                "{\"authorized_actions\":[\"rebalance\"],\"constraints\":[\"max_single_position_weight: 10%\"]}", null, null);
        call("client mandate bad", "PUT", mandate, "/api/book/clients/demo-c003/mandate", "{\"authorized_actions\":[\"Buy now\"]}",
                null, null);
        call("client mandate clear", "DELETE", mandate, "/api/book/clients/demo-c003/mandate", null, null, null);
        // rebalance proposals (issue 25): demo-c002 against the 60/40 policy just recorded
        String rebalance = "/api/book/clients/{client_id}/rebalance-proposals";
        JsonNode proposals = call("rebalance propose", "POST", rebalance, "/api/book/clients/demo-c002/rebalance-proposals",
                "{\"minimum_trade\":500}", null, null);
        call("rebalance propose bad minimum", "POST", rebalance, "/api/book/clients/demo-c002/rebalance-proposals",
                "{\"minimum_trade\":-1}", null, null);
        call("rebalance proposals", "GET", rebalance, "/api/book/clients/demo-c002/rebalance-proposals", null, null, null);
        String rebalanceProposal = "/api/book/clients/demo-c002/rebalance-proposals/" + proposals.at("/items/0/proposal_id").asText("none");
        call("rebalance accept", "POST", rebalance + "/{proposal_id}/acceptance", rebalanceProposal + "/acceptance", "", null, null);
        call("rebalance accept twice", "POST", rebalance + "/{proposal_id}/acceptance", rebalanceProposal + "/acceptance", "", null, null);
        call("rebalance reject decided", "POST", rebalance + "/{proposal_id}/rejection", rebalanceProposal + "/rejection", "", null, null);

        // fx import (after the signals, see above)
        upload("fx import", "/api/fx/import", "fx/eurofxref_small.csv", "text/csv");
        call("fx import unreadable", "POST", "/api/fx/import", "/api/fx/import", "name,amount\nx,1\n", "text/csv", null);
        call("fx refresh while offline", "POST", "/api/fx/refresh", "/api/fx/refresh", "{}", null, null);

        // reports
        JsonNode brand = call("brand save", "POST", "/api/reports/brands", "/api/reports/brands",
                "{\"name\":\"house\",\"firm_name\":\"Acme Advisors\",\"primary_color\":\"#6A1B9A\",\"accent_color\":\"#00796B\","
                        + "\"logo_base64\":\"" + logoBase64() + "\"}", null, null);
        String brandId = brand.path("brand_id").asText("0");
        call("brand check", "POST", "/api/reports/brand-check", "/api/reports/brand-check",
                "{\"primary_color\":\"#1F3A5F\",\"accent_color\":\"#F2C14E\"}", null, null);
        call("brand check bad colour", "POST", "/api/reports/brand-check", "/api/reports/brand-check",
                "{\"primary_color\":\"navy\",\"accent_color\":\"#F2C14E\"}", null, null);
        call("brands", "GET", "/api/reports/brands", "/api/reports/brands", null, null, null);
        call("brand get", "GET", "/api/reports/brands/{brand_id}", "/api/reports/brands/" + brandId, null, null, null);
        call("brand logo", "GET", "/api/reports/brands/{brand_id}/logo", "/api/reports/brands/" + brandId + "/logo", null, null, null);
        call("report generate", "POST", "/api/reports/generate", "/api/reports/generate",
                "{\"subject\":{\"kind\":\"job\",\"job_id\":\"" + jobId + "\"},\"brand_id\":" + brandId + "}", null, null);
        call("report generate advisor", "POST", "/api/reports/generate", "/api/reports/generate",
                "{\"subject\":{\"kind\":\"job\",\"job_id\":\"" + jobId + "\"},\"audience\":\"advisor\",\"brand_id\":" + brandId + "}", null, null);
        call("report generate bad audience", "POST", "/api/reports/generate", "/api/reports/generate",
                "{\"subject\":{\"kind\":\"job\",\"job_id\":\"" + jobId + "\"},\"audience\":\"press\",\"brand_id\":" + brandId + "}", null, null);
        call("report generate bad kind", "POST", "/api/reports/generate", "/api/reports/generate",
                "{\"subject\":{\"kind\":\"fund\"},\"brand_id\":1}", null, null);
        JsonNode kept = call("reports kept", "GET", "/api/reports", "/api/reports?limit=5", null, null, null);
        call("report reopen", "GET", "/api/reports/{report_id}.pdf", "/api/reports/" + kept.at("/reports/0/report_id").asLong() + ".pdf",
                null, null, null);
        call("report reopen unknown", "GET", "/api/reports/{report_id}.pdf", "/api/reports/999999.pdf", null, null, null);
        call("brand delete", "DELETE", "/api/reports/brands/{brand_id}", "/api/reports/brands/" + brandId, null, null, null);
        call("brand get deleted", "GET", "/api/reports/brands/{brand_id}", "/api/reports/brands/" + brandId, null, null, null);

        // agents (issue 14): the server's switch, agent keys, the audit log; an agent key refused on a REST route
        call("agents settings", "GET", "/api/agents/settings", "/api/agents/settings", null, null, null);
        call("agents settings on", "PUT", "/api/agents/settings", "/api/agents/settings", "{\"enabled\":true}", null, null);
        call("agents settings bad", "PUT", "/api/agents/settings", "/api/agents/settings", "{\"enabled\":\"yes\"}", null, null);
        call("agents tools", "GET", "/api/agents/tools", "/api/agents/tools", null, null, null);
        JsonNode agentKey = call("agent key create", "POST", "/api/agents/keys", "/api/agents/keys",
                "{\"label\":\"Research assistant\",\"scopes\":[\"macro_regime\",\"search_research\"]}", null, null);
        call("agent key create bad scope", "POST", "/api/agents/keys", "/api/agents/keys",
                "{\"label\":\"Trader\",\"scopes\":[\"place_trade\"]}", null, null);
        call("agent keys", "GET", "/api/agents/keys", "/api/agents/keys", null, null, null);
        call("agent key on a REST route", "GET", "/api/market/status", "/api/market/status", null, null,
                agentKey.path("key").asText("none"));
        call("agent calls", "GET", "/api/agents/calls", "/api/agents/calls?limit=10", null, null, null);
        call("agent calls bad limit", "GET", "/api/agents/calls", "/api/agents/calls?limit=0", null, null, null);
        call("agent key revoke", "DELETE", "/api/agents/keys/{key_id}", "/api/agents/keys/"
                + agentKey.path("agent_key").path("key_id").asText("none"), null, null, null);
        call("agent key revoke unknown", "DELETE", "/api/agents/keys/{key_id}", "/api/agents/keys/AAAAAAAAAAAA", null, null, null);
    }

    /** The client file's import (issue 25): a hand-made export into a demo account, the log, undo, undo again. */
    private void clientFileImports() throws IOException {
        String imports = "/api/book/clients/{client_id}/accounts/{account_id}/imports";
        byte[] csv = ("Date,Type,Symbol,Quantity,Price,Amount,Currency\n2024-01-02,Buy,AAPL,10,150.00,-1500.00,USD\n"
                + "2024-01-04,Deposit,,,,1000.00,USD\n2024-01-05,Dividend,AAPL,,,2.40,USD\n").getBytes(StandardCharsets.UTF_8);
        uploadTo("client import", imports, "/api/book/clients/demo-c001/accounts/demo-c001-a1/imports", "broker.csv", csv, "text/csv");
        uploadTo("client import other client's account", imports, "/api/book/clients/demo-c001/accounts/demo-c002-a1/imports", "broker.csv",
                csv, "text/csv");
        JsonNode log = call("client imports", "GET", "/api/book/clients/{client_id}/imports", "/api/book/clients/demo-c001/imports", null,
                null, null);
        String undo = "/api/book/clients/demo-c001/imports/" + log.path("imports").path(0).path("import_id").asText("0");
        call("client import undo", "DELETE", "/api/book/clients/{client_id}/imports/{import_id}", undo, null, null, null);
        call("client import undo again", "DELETE", "/api/book/clients/{client_id}/imports/{import_id}", undo, null, null, null);
    }

    /** Sends one request, records its structure under {@code name} and returns the parsed JSON body (or a missing node). */
    private JsonNode call(String name, String method, String route, String path, String body, String contentType, String key) {
        covered.add(method + " " + route);
        HttpRequest.Builder b = HttpRequest.newBuilder(t.uri(path));
        HttpRequest.BodyPublisher publisher = body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body);
        b.method(method, publisher);
        if (body != null) {
            b.header("Content-Type", contentType == null ? "application/json" : contentType);
        }
        authorize(b, key);
        return record(name, method, route, t.send(b));
    }

    private void upload(String name, String route, String fixture, String type) throws IOException {
        Path file = Path.of("src/test/resources/fixtures").resolve(fixture);
        uploadBytes(name, route, file.getFileName().toString(), Files.readAllBytes(file), type);
    }

    private void uploadBytes(String name, String route, String fileName, byte[] content, String type) throws IOException {
        uploadTo(name, route.split("\\?")[0], route, fileName, content, type);
    }

    private void uploadTo(String name, String route, String path, String fileName, byte[] content, String type) throws IOException {
        covered.add("POST " + route);
        String boundary = "snapshot-boundary";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + fileName
                + "\"\r\nContent-Type: " + type + "\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        out.write(content);
        out.write(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        HttpRequest.Builder b = HttpRequest.newBuilder(t.uri(path))
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArray(out.toByteArray()));
        authorize(b, null);
        record(name, "POST", route, t.send(b));
    }

    private void authorize(HttpRequest.Builder b, String key) {
        if (key == null) {
            b.header("Authorization", "Bearer " + t.enterpriseKey);
        } else if (key.equals("free")) {
            b.header("Authorization", "Bearer " + t.freeKey);
        } else if (key.startsWith("bpi_")) {
            b.header("Authorization", "Bearer " + key);
        }
    }

    private JsonNode record(String name, String method, String route, TestEngine.Response r) {
        assertThat(recorded.has(name)).as("scenario names are unique: %s", name).isFalse();
        ObjectNode entry = recorded.putObject(name);
        entry.put("request", method + " " + route);
        entry.put("status", r.status());
        String type = r.header("Content-Type");
        String media = type == null ? "" : type.split(";")[0].trim().toLowerCase(Locale.ROOT);
        entry.put("content_type", media);
        if (media.endsWith("json") && !r.body().isEmpty()) {
            JsonNode json = r.json();
            entry.set("body", shape(json));
            if (media.equals("application/problem+json")) {
                ObjectNode problem = entry.putObject("problem");
                problem.set("type", json.path("type"));
                problem.set("title", json.path("title"));
                problem.set("status", json.path("status"));
            }
            return json;
        }
        return com.fasterxml.jackson.databind.node.MissingNode.getInstance();
    }

    /** The JSON structure of a value: objects by field (sorted), arrays as the merged shape of their elements, types as text. */
    static JsonNode shape(JsonNode value) {
        if (value.isObject()) {
            ObjectNode out = NODES.objectNode();
            TreeMap<String, JsonNode> fields = new TreeMap<>();
            value.fields().forEachRemaining(f -> fields.put(f.getKey(), shape(f.getValue())));
            fields.forEach(out::set);
            return out;
        }
        if (value.isArray()) {
            ArrayNode out = NODES.arrayNode();
            JsonNode merged = null;
            for (JsonNode element : value) {
                merged = merged == null ? shape(element) : merge(merged, shape(element));
            }
            if (merged != null) {
                out.add(merged);
            }
            return out;
        }
        if (value.isTextual()) {
            return TextNode.valueOf("string");
        }
        if (value.isNumber()) {
            return TextNode.valueOf("number");
        }
        if (value.isBoolean()) {
            return TextNode.valueOf("boolean");
        }
        return TextNode.valueOf("null");
    }

    static JsonNode merge(JsonNode a, JsonNode b) {
        if (a.equals(b)) {
            return a;
        }
        if (a.isObject() && b.isObject()) {
            ObjectNode out = NODES.objectNode();
            TreeMap<String, JsonNode> fields = new TreeMap<>();
            a.fields().forEachRemaining(f -> fields.put(f.getKey(), f.getValue()));
            b.fields().forEachRemaining(f -> fields.merge(f.getKey(), f.getValue(), ApiSnapshotTest::merge));
            fields.forEach(out::set);
            return out;
        }
        if (a.isArray() && b.isArray()) {
            if (a.isEmpty()) {
                return b;
            }
            if (b.isEmpty()) {
                return a;
            }
            return NODES.arrayNode().add(merge(a.get(0), b.get(0)));
        }
        if (a.isTextual() && b.isTextual()) {
            Set<String> types = new TreeSet<>();
            types.addAll(List.of(a.asText().split("\\|")));
            types.addAll(List.of(b.asText().split("\\|")));
            return TextNode.valueOf(String.join("|", types));
        }
        // a structure and a scalar (e.g. null where an object is elsewhere): keep the structure, note the alternative
        JsonNode structure = a.isTextual() ? b : a;
        JsonNode scalar = a.isTextual() ? a : b;
        ObjectNode out = NODES.objectNode();
        out.set("$or", scalar);
        out.set("$shape", structure);
        return out;
    }

    private void awaitJob(String jobId) throws InterruptedException {
        for (int i = 0; i < 1200; i++) {
            String s = t.get("/api/swarm/status/" + jobId).json().path("status").asText();
            if (List.of("complete", "failed", "cancelled").contains(s)) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("job " + jobId + " did not finish");
    }

    private void awaitIndex() throws InterruptedException {
        for (int i = 0; i < 1200; i++) {
            JsonNode s = t.get("/api/research/index").json();
            if (s.path("state").asText().equals("ready") && s.path("indexed_notes").asLong() == s.path("total_notes").asLong()) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("research index did not settle");
    }

    static String envelope(String decisionId) {
        return """
                {"decision_id":"%s","trace_id":"trace-1","organization_id":"org-a","investor_id":"inv-1",
                 "actor_or_agent":{"type":"human_actor","id":"adv-1","name":"Dana"},
                 "mandate":{"authorized_actions":["buy"]},"investor_context":{"risk_tolerance":"moderate"},
                 "portfolio_context":{"as_of":"2026-03-01T09:00:00Z"},
                 "proposed_action":{"type":"buy","description":"Buy VTI","parameters":{"instrument":"VTI","target_weight":0.05}},
                 "suitability":{"match":true,"notes":"fits"},"evidence":{"sources":["test"]},
                 "confidence":0.8,"disposition":"REVIEW","created_at":"2026-03-01T09:30:00Z"}
                """.formatted(decisionId);
    }

    static String logoBase64() throws IOException {
        BufferedImage img = new BufferedImage(60, 20, BufferedImage.TYPE_INT_RGB);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(img, "png", out);
        return Base64.getEncoder().encodeToString(out.toByteArray());
    }

    @SuppressWarnings("unused")
    private static Set<String> ordered(Set<String> s) {
        return new LinkedHashSet<>(s);
    }
}
