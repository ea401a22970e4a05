package com.bpidesk.app.client.book;

import com.bpidesk.app.client.Api;
import java.util.List;

/** The client book's API (engine/src/main/resources/openapi/signals.yaml), as records mirroring the schemas. */
public interface BookApi {

    /** Every client of the organization's book ({@code GET /api/book/clients}). */
    default List<ClientSummary> clients() {
        return book().items();
    }

    /** The book listing with where its data come from ({@code GET /api/book/clients}). */
    ClientList book();

    /** Schema {@code ClientList}. */
    @Api.Schema("ClientList")
    record ClientList(List<ClientSummary> items, String dataSource) {
        public ClientList {
            items = items == null ? List.of() : List.copyOf(items);
        }
    }

    /**
     * One client of the book, by name: the advisor (name null when the book names none), risk tolerance, the value in the
     * client's {@code baseCurrency}, churn score and band, suitability drift and its band, open alerts.
     */
    record ClientSummary(String clientId, String name, String advisorId, String advisorName, String riskTolerance, double value,
                         double churnProbabilityScore, String riskBand, double driftScore, boolean inBand, long alerts,
                         String baseCurrency) {

        /** A client as a picker needs it (tests and fakes). */
        public static ClientSummary of(String clientId, String name, String riskTolerance, String riskBand) {
            return new ClientSummary(clientId, name, null, null, riskTolerance, 0, 0, riskBand, 0, true, 0, null);
        }
    }
}
