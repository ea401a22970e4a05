package com.bpidesk.engine.assurance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.cli.EngineCli;
import com.bpidesk.engine.platform.db.Database;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./bpi engine assurance bundle} through the entry point, on a database holding two clients' envelopes: the
 * client's bundle holds that client's decision only, and a bad date is a usage error that leaves no file. Opens a
 * database as the command line does (no engine): tagged api, like EngineCommandLineTest.
 */
@Tag("api")
class BundleCliTest {

    @TempDir
    Path tmp;

    static String envelope(String id, String investor) {
        return """
                {"decision_id":"%s","trace_id":"t-%s","organization_id":"acme","investor_id":"%s",
                 "actor_or_agent":{"type":"ai_agent","id":"synthesis_agent","name":"IC synthesis"},
                 "mandate":{"authorized_actions":["buy"]},"investor_context":{},"portfolio_context":{"as_of":"2026-03-01T09:00:00Z"},
                 "proposed_action":{"type":"buy","description":"Buy VTI"},"suitability":{"match":true},
                 "evidence":{"sources":["test"]},"disposition":"REVIEW","created_at":"2026-03-01T09:30:00Z"}
                """.formatted(id, id, investor);
    }

    int run(String... args) {
        return EngineCli.run(List.of(args), new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), Map.of());
    }

    @Test
    void writesTheClientsBundle() throws Exception {
        Path data = tmp.resolve("data");
        EngineConfig config = EngineConfig.of(Map.of("data.dir", data.toString()));
        try (Database db = Database.open(config.databaseUrl(), config.get("db.user", "sa"), config.get("db.password", ""), 2)) {
            AssuranceService s = new AssuranceService(db, Clock.systemUTC(), new EnvelopeEvaluator(o -> List.of(), Clock.systemUTC()));
            s.submit("acme", envelope("cli-1", "inv-a").getBytes(StandardCharsets.UTF_8), Actor.of("test"));
            s.submit("acme", envelope("cli-2", "inv-b").getBytes(StandardCharsets.UTF_8), Actor.of("test"));
        }
        Path zip = tmp.resolve("bundle.zip");
        assertThat(run("--data-dir", data.toString(), "assurance", "bundle", "--org", "acme", "--client", "inv-b",
                "--out", zip.toString())).isZero();
        Map<String, byte[]> files = new HashMap<>();
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry e; (e = in.getNextEntry()) != null; ) {
                files.put(e.getName(), in.readAllBytes());
            }
        }
        assertThat(files).containsKeys("envelopes/cli-2/v1.json", "events.jsonl", "chain-heads.json", "manifest.json",
                "SHA256SUMS", "README.txt", "verify_bundle.py").doesNotContainKey("envelopes/cli-1/v1.json");
        JsonNode manifest = new ObjectMapper().readTree(files.get("manifest.json"));
        assertThat(manifest.at("/filter/client_id").asText()).isEqualTo("inv-b");
        assertThat(manifest.at("/generated_by/name").asText()).endsWith("(command line)");
        // cli-2's creation (event 2) follows cli-1's (event 1), which is not in the bundle: an anchor
        JsonNode heads = new ObjectMapper().readTree(files.get("chain-heads.json"));
        assertThat(heads.at("/anchors/0/chain_index").asInt()).isEqualTo(2);
        assertThat(heads.at("/organization/chain_index").asInt()).isEqualTo(2);

        Path bad = tmp.resolve("bad.zip");
        assertThat(run("--data-dir", data.toString(), "assurance", "bundle", "--org", "acme", "--from", "March",
                "--out", bad.toString())).isEqualTo(2);
        assertThat(bad).doesNotExist();
    }
}
