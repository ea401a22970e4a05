package com.bpidesk.engine.assurance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;

/**
 * The examiner's bundle end to end (issue 26): envelopes with reviews in the demo organization (whose client book names
 * the clients), interleaved with another client's, so a client's events sit in the middle of the chain. The bundle is
 * downloaded, unzipped and checked by independent tools run as processes: {@code sha256sum -c SHA256SUMS} and the
 * bundled {@code python3 verify_bundle.py} (its own RFC 8785 and SHA-256 code, checked against the RFC's vectors by
 * VerifyBundleScriptTest). Then one byte of an envelope and one event's reason are changed, and the verifier must
 * name both. Starts an engine and runs processes: the slow layer (one tag only: TestLayersTest reads a single @Tag).
 */
@Tag("slow")
class ExaminerBundleApiTest {

    static final String ORG = "local";
    static TestEngine t;
    static String submitter;
    static String reviewer;
    static String checker;
    static String clientX;
    static String clientXName;
    static String clientY;

    @BeforeAll
    static void start() {
        t = TestEngine.start();
        submitter = t.keyFor(ORG, "Sam Submitter");
        reviewer = t.keyFor(ORG, "Rita Reviewer");
        checker = t.keyFor(ORG, "Cleo Checker");
        JsonNode clients = t.get("/api/book/clients", submitter).json();
        List<JsonNode> rows = new ArrayList<>();
        clients.path("items").forEach(rows::add);
        assertThat(rows).as("the demo book of organization local").hasSizeGreaterThan(1);
        clientX = rows.get(0).get("client_id").asText();
        clientXName = rows.get(0).get("name").asText();
        clientY = rows.get(1).get("client_id").asText();
        // the organization's chain: X1 created, Y1 created, X1 escalated, Y1 approved, X1 approved, X2 created
        submit("bx-1", clientX, "Buy VTI for the core");
        submit("by-1", clientY, "Buy BND");
        review("bx-1", reviewer, "ESCALATED", "Needs a second look at the concentration");
        review("by-1", reviewer, "APPROVED", "Within mandate");
        review("bx-1", checker, "APPROVED", "Concentration within the 10% limit after the trim");
        submit("bx-2", clientX, "Sell QQQ to 8%");
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    static void submit(String id, String investor, String description) {
        ObjectNode e = TestEngine.JSON.createObjectNode();
        e.put("decision_id", id).put("trace_id", "trace-" + id).put("organization_id", ORG).put("investor_id", investor);
        e.putObject("actor_or_agent").put("type", "human_actor").put("id", "adv-7").put("name", "Dana Advisor");
        e.putObject("mandate").putArray("authorized_actions").add("buy").add("sell");
        e.putObject("investor_context").put("risk_tolerance", "moderate");
        e.putObject("portfolio_context").put("as_of", "2026-03-01T09:00:00Z");
        ObjectNode action = e.putObject("proposed_action").put("type", "buy").put("description", description);
        // numbers whose canonical form differs from their Java text: 1e21 -> 1e+21, 1e-7, 0.1
        action.putObject("parameters").put("instrument", "VTI").put("target_weight", 0.1).put("notional", 1e21).put("tick", 1e-7);
        e.putObject("suitability").put("match", true).put("notes", "fits — \"quoted\" and ünïcode");
        e.putObject("evidence").putArray("sources").add("test");
        e.put("confidence", 0.8).put("disposition", "REVIEW").put("created_at", "2026-03-01T09:30:00Z");
        var r = t.postJson("/api/assurance/envelopes", e.toString(), submitter);
        assertThat(r.status()).as(r.body()).isEqualTo(201);
    }

    static void review(String id, String key, String decision, String reason) {
        var r = t.postJson("/api/assurance/envelopes/" + id + "/reviews",
                TestEngine.JSON.createObjectNode().put("decision", decision).put("reason", reason).toString(), key);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
    }

    static byte[] download(String query) throws Exception {
        HttpResponse<byte[]> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(t.uri("/api/assurance/bundle.zip" + query))
                .header("X-Service-API-Key", submitter).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
        assertThat(r.statusCode()).as(new String(r.body(), StandardCharsets.UTF_8)).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/zip");
        return r.body();
    }

    static Path unzip(byte[] zip, Path dir) throws IOException {
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
            for (ZipEntry e; (e = in.getNextEntry()) != null; ) {
                Path f = dir.resolve(e.getName());
                Files.createDirectories(f.getParent());
                Files.write(f, in.readAllBytes());
            }
        }
        return dir;
    }

    record Run(int exit, String out) {
    }

    static Run run(Path dir, String... command) throws Exception {
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Run(p.exitValue(), out);
    }

    static long chainIndex(String decisionId, String eventType) {
        for (JsonNode e : t.get("/api/assurance/envelopes/" + decisionId, submitter).json().get("audit_trail")) {
            if (e.get("event_type").asText().equals(eventType)) {
                return e.get("chain_index").asLong();
            }
        }
        throw new AssertionError("no " + eventType + " event for " + decisionId);
    }

    @Test
    void aClientsBundleVerifiesAndTamperingIsNamed(@TempDir Path dir) throws Exception {
        unzip(download("?client_id=" + clientX), dir);
        assertThat(dir.resolve("envelopes/bx-1/v1.json")).exists();
        assertThat(dir.resolve("envelopes/bx-1/v3.json")).exists();
        assertThat(dir.resolve("envelopes/bx-2/v1.json")).exists();
        assertThat(dir.resolve("envelopes/by-1")).doesNotExist();
        // the stored canonical bytes: 1e21 as ECMAScript writes it
        assertThat(Files.readString(dir.resolve("envelopes/bx-1/v1.json"))).contains("\"notional\":1e+21").contains("\"tick\":1e-7");
        String readme = Files.readString(dir.resolve("README.txt"));
        assertThat(readme).contains("client " + clientXName).contains(clientXName + ": \"Buy VTI for the core\"")
                .contains("Escalated by Rita Reviewer").contains("Approved by Cleo Checker")
                .contains("sha256sum -c SHA256SUMS").contains("python3 verify_bundle.py .").contains("does not trade");
        JsonNode heads = TestEngine.JSON.readTree(dir.resolve("chain-heads.json").toFile());
        // X1 created follows the demo queue's events, X1's reviews follow Y1's events: anchors, not problems
        long x1Escalated = chainIndex("bx-1", "ESCALATED");
        assertThat(heads.get("complete_from_genesis").asBoolean()).isFalse();
        assertThat(heads.get("anchors").findValuesAsText("chain_index")).contains(Long.toString(x1Escalated));
        JsonNode manifest = TestEngine.JSON.readTree(dir.resolve("manifest.json").toFile());
        assertThat(manifest.at("/filter/client_name").asText()).isEqualTo(clientXName);
        assertThat(manifest.at("/generated_by/name").asText()).isEqualTo("Sam Submitter");
        assertThat(manifest.at("/counts/envelope_versions").asInt()).isEqualTo(4);
        assertThat(manifest.at("/counts/audit_events").asInt()).isEqualTo(4);

        Run sums = run(dir, "sha256sum", "-c", "SHA256SUMS");
        assertThat(sums.exit()).as(sums.out()).isZero();
        Run ok = run(dir, "python3", "verify_bundle.py", ".");
        assertThat(ok.exit()).as(ok.out()).isZero();
        assertThat(ok.out()).contains("OK: every file").contains("4 envelope versions and 4 audit events checked");

        // one byte of version 2 of bx-1 ('B' of "Buy" becomes 'C'), and the reason of bx-1's approval event
        Path v2 = dir.resolve("envelopes/bx-1/v2.json");
        byte[] bytes = Files.readAllBytes(v2);
        int at = new String(bytes, StandardCharsets.UTF_8).indexOf("Buy VTI");
        bytes[at] ^= 0x01;
        Files.write(v2, bytes);
        long approved = chainIndex("bx-1", "APPROVED");
        Path events = dir.resolve("events.jsonl");
        List<String> lines = new ArrayList<>(Files.readAllLines(events));
        int changed = 0;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("\"chain_index\":" + approved + ",")) {
                lines.set(i, lines.get(i).replace("within the 10% limit", "within the 20% limit"));
                changed++;
            }
        }
        assertThat(changed).isEqualTo(1);
        Files.write(events, lines);

        Run bad = run(dir, "python3", "verify_bundle.py", ".");
        assertThat(bad.exit()).as(bad.out()).isEqualTo(1);
        assertThat(bad.out()).contains("NOT VERIFIED")
                .contains("envelopes/bx-1/v2.json: its SHA-256 is not the envelope_digest recorded by event " + chainIndex("bx-1", "ESCALATED"))
                .contains("event " + approved + " (decision bx-1, approved, version 3): its content no longer matches its event_hash");
        assertThat(run(dir, "sha256sum", "-c", "SHA256SUMS").exit()).isNotZero();
    }

    @Test
    void aVersionRemovedWithItsEventIsNamed(@TempDir Path dir) throws Exception {
        unzip(download("?decision_id=bx-1"), dir);
        long escalated = chainIndex("bx-1", "ESCALATED");
        Files.delete(dir.resolve("envelopes/bx-1/v2.json"));
        Path events = dir.resolve("events.jsonl");
        Files.write(events, Files.readAllLines(events).stream().filter(l -> !l.contains("\"chain_index\":" + escalated + ",")).toList());
        Run bad = run(dir, "python3", "verify_bundle.py", ".");
        assertThat(bad.exit()).as(bad.out()).isEqualTo(1);
        assertThat(bad.out()).contains("decision bx-1: its versions are not numbered 1 to 2: a version is missing")
                .contains("envelopes/bx-1/v2.json: is listed in SHA256SUMS but missing");
    }

    @Test
    void theWholeOrganizationIsOneCompleteChain(@TempDir Path dir) throws Exception {
        unzip(download(""), dir);
        JsonNode heads = TestEngine.JSON.readTree(dir.resolve("chain-heads.json").toFile());
        assertThat(heads.get("complete_from_genesis").asBoolean()).isTrue();
        assertThat(heads.get("anchors")).isEmpty();
        JsonNode verification = t.get("/api/assurance/verification", submitter).json();
        assertThat(heads.at("/organization/head_hash").asText()).isEqualTo(verification.get("head_hash").asText());
        Run ok = run(dir, "python3", "verify_bundle.py", ".");
        assertThat(ok.exit()).as(ok.out()).isZero();
        assertThat(ok.out()).doesNotContain("follow an event of another decision");
    }

    @Test
    void filtersCombineAndAreChecked(@TempDir Path dir) throws Exception {
        unzip(download("?decision_id=by-1,bx-2"), dir);
        JsonNode manifest = TestEngine.JSON.readTree(dir.resolve("manifest.json").toFile());
        assertThat(manifest.at("/counts/decisions").asInt()).isEqualTo(2);
        assertThat(manifest.at("/filter/decision_ids").size()).isEqualTo(2);
        Run ok = run(dir, "python3", "verify_bundle.py", ".");
        assertThat(ok.exit()).as(ok.out()).isZero();

        // a client and a period in the future: nothing matches, and the empty bundle still verifies
        Path empty = Files.createDirectories(dir.resolve("empty"));
        unzip(download("?client_id=" + clientX + "&from=2099-01-01"), empty);
        assertThat(TestEngine.JSON.readTree(empty.resolve("manifest.json").toFile()).at("/counts/decisions").asInt()).isZero();
        assertThat(run(empty, "python3", "verify_bundle.py", ".").exit()).isZero();

        var bad = t.get("/api/assurance/bundle.zip?from=March", submitter);
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.json().at("/errors/0/pointer").asText()).isEqualTo("query/from");
        assertThat(t.get("/api/assurance/bundle.zip", t.freeKey).status()).isEqualTo(403);
    }
}
