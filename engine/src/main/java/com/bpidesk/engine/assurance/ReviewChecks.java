package com.bpidesk.engine.assurance;

import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.platform.db.Database;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import java.util.List;

/**
 * The evaluator's findings kept with the envelope it issued ({@code envelope_findings}, ADR 0244), so the detail and the
 * examiner's PDF can write every check as a sentence ({@link FindingSentences}) long after the evaluation. Written once
 * with the envelope; an envelope submitted whole has none.
 */
final class ReviewChecks {

    private static final TypeReference<List<Finding>> FINDINGS = new TypeReference<>() {
    };

    private ReviewChecks() {
    }

    static void save(Database db, String org, String decisionId, List<Finding> findings) {
        try {
            db.update("INSERT INTO envelope_findings (organization_id, decision_id, findings_json) VALUES (?, ?, ?)", org, decisionId,
                    Json.MAPPER.writeValueAsString(findings));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("The findings could not be written as JSON", e);
        }
    }

    static List<Finding> load(Database db, String org, String decisionId) {
        return db.queryOne("SELECT findings_json FROM envelope_findings WHERE organization_id = ? AND decision_id = ?",
                r -> r.str("findings_json"), org, decisionId).map(json -> {
                    try {
                        return Json.MAPPER.readValue(json, FINDINGS);
                    } catch (JsonProcessingException e) {
                        return List.<Finding>of(); // unreadable: the detail shows the envelope's own notes
                    }
                }).orElse(List.of());
    }
}
