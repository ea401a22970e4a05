package com.bpidesk.app.client.assurance;

import com.bpidesk.app.client.Api;
import java.util.List;

/** The assurance feature's API (engine/src/main/resources/openapi/assurance.yaml), as records mirroring the schemas. */
public interface AssuranceApi {

    /** The newest {@code limit} envelopes, newest first ({@code GET /api/assurance/envelopes}). */
    EnvelopePage envelopes(int limit);

    /** Schema {@code EnvelopePage}. */
    @Api.Schema("EnvelopePage")
    record EnvelopePage(List<EnvelopeSummary> items, int total) {
        public EnvelopePage {
            items = items == null ? List.of() : List.copyOf(items);
        }
    }

    /**
     * Schema {@code EnvelopeSummary}: {@code overdue} and {@code assignee} are null when the engine's list does not send
     * them (absent: unassigned).
     */
    @Api.Schema("EnvelopeSummary")
    record EnvelopeSummary(String decisionId, String reviewStatus, Boolean overdue, String assignee) {
    }
}
