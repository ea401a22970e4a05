package com.bpidesk.engine.assurance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.cli.EngineCli;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** Each kind of tampering with stored envelopes or the audit trail is detected by the API and the CLI. */
@Tag("api")
class TamperDetectionTest {

    /** A fresh engine with two envelopes, one approved; the tampering is applied to its database. */
    static JsonNode verifyAfter(Consumer<Database> tamper) {
        try (TestEngine t = TestEngine.start()) {
            t.postJson("/api/assurance/envelopes", AssuranceApiTest.envelope("t-1", "org-a", "REVIEW", "inv-1").toString());
            t.postJson("/api/assurance/envelopes", AssuranceApiTest.envelope("t-2", "org-a", "PROCEED", "inv-1").toString());
            var reviewed = t.postJson("/api/assurance/envelopes/t-1/reviews",
                    "{\"decision\":\"APPROVED\",\"reason\":\"ok\"}", t.keyFor("org-a", "cmp-1"));
            assertThat(reviewed.status()).isEqualTo(200);
            assertThat(t.get("/api/assurance/verification").json().get("valid").asBoolean()).isTrue();
            tamper.accept(t.engine.context().database());
            return t.get("/api/assurance/verification").json();
        }
    }

    @Test
    void untouchedChainVerifies() {
        JsonNode r = verifyAfter(db -> { });
        assertThat(r.get("valid").asBoolean()).isTrue();
        assertThat(r.get("events_checked").asLong()).isEqualTo(3);
        assertThat(r.get("envelopes_checked").asLong()).isEqualTo(2);
        assertThat(r.get("problems")).isEmpty();
    }

    @Test
    void editedEnvelopeTextIsDetected() {
        JsonNode r = verifyAfter(db -> db.update("UPDATE envelope_versions SET envelope_json = REPLACE(envelope_json, '\"REVIEW\"', '\"PROCEED\"')"
                + " WHERE decision_id = 't-1' AND version = 1"));
        assertThat(r.get("valid").asBoolean()).isFalse();
        assertThat(r.toString()).contains("does not hash to the digest");
    }

    @Test
    void editedEnvelopeWithRecomputedDigestIsStillDetected() {
        JsonNode r = verifyAfter(db -> {
            String json = db.queryOne("SELECT envelope_json FROM envelope_versions WHERE decision_id = 't-2'", row -> row.str("envelope_json")).orElseThrow();
            String forged = json.replace("\"confidence\":0.8", "\"confidence\":0.99");
            String digest = com.bpidesk.envelope.Jcs.sha256Hex(forged.getBytes(StandardCharsets.UTF_8));
            db.update("UPDATE envelope_versions SET envelope_json = ?, digest = ? WHERE decision_id = 't-2'", forged, digest);
        });
        assertThat(r.get("valid").asBoolean()).isFalse();
    }

    @Test
    void editedReasonIsDetected() {
        JsonNode r = verifyAfter(db -> db.update("UPDATE audit_events SET reason = 'approved by the CEO' WHERE event_type = 'APPROVED'"));
        assertThat(r.get("valid").asBoolean()).isFalse();
        assertThat(r.toString()).contains("event_hash does not match");
    }

    @Test
    void deletedEventIsDetected() {
        JsonNode r = verifyAfter(db -> db.update("DELETE FROM audit_events WHERE chain_index = 2"));
        assertThat(r.get("valid").asBoolean()).isFalse();
    }

    @Test
    void truncatedTailIsDetectedAgainstTheHead() {
        JsonNode r = verifyAfter(db -> {
            db.update("DELETE FROM audit_events WHERE chain_index = 3");
            db.update("DELETE FROM envelope_versions WHERE decision_id = 't-1' AND version = 2");
        });
        assertThat(r.get("valid").asBoolean()).isFalse();
    }

    @Test
    void changedQueueStatusIsDetected() {
        JsonNode r = verifyAfter(db -> db.update("UPDATE assurance_envelopes SET review_status = 'APPROVED' WHERE decision_id = 't-2'"));
        assertThat(r.get("valid").asBoolean()).isFalse();
        assertThat(r.toString()).contains("disagrees with the audit chain");
    }

    @Test
    void cliVerifiesAndReportsTampering() throws Exception {
        String dataDir;
        try (TestEngine t = TestEngine.start()) {
            dataDir = t.dataDir.toString();
            t.postJson("/api/assurance/envelopes", AssuranceApiTest.envelope("c-1", "org-a", "REVIEW", "inv-1").toString());
            t.engine.stop();
            assertThat(cli("--data-dir", dataDir, "assurance", "verify", "--org", "org-a")).startsWith("0|").contains("OK");
            try (Database db = Database.open(t.engine.config().databaseUrl(), "sa", "", 2)) {
                db.update("UPDATE audit_events SET actor = 'someone else'");
            }
            assertThat(cli("--data-dir", dataDir, "assurance", "verify", "--org", "org-a")).startsWith("1|").contains("TAMPERING DETECTED");
            assertThat(cli("--data-dir", dataDir, "assurance", "verify")).startsWith("2|");
        }
    }

    static String cli(String... args) {
        var out = new ByteArrayOutputStream();
        int code = EngineCli.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), Map.of());
        return code + "|" + out.toString(StandardCharsets.UTF_8);
    }
}
