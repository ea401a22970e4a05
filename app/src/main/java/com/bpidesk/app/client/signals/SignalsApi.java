package com.bpidesk.app.client.signals;

import com.bpidesk.app.client.Api;
import java.util.List;

/** The signals API (engine/src/main/resources/openapi/signals.yaml), as records mirroring the schemas. */
public interface SignalsApi {

    /** The book's open alerts, at most {@code limit} ({@code GET /v1/signals/book-alerts}). */
    BookAlerts bookAlerts(int limit);

    /** Schema {@code BookAlerts}. */
    @Api.Schema("BookAlerts")
    record BookAlerts(List<Alert> items) {
        public BookAlerts {
            items = items == null ? List.of() : List.copyOf(items);
        }
    }

    /** Schema {@code Alert}: {@code severityRank} 1 (low) to 4 (critical). */
    @Api.Schema("Alert")
    record Alert(String alertId, String clientId, String clientName, String type, String severity, int severityRank,
                 double magnitude, String message) {
    }
}
