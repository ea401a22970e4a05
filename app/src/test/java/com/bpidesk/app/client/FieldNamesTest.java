package com.bpidesk.app.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Field errors are named as a person would, never as a JSON pointer or a request location. */
class FieldNamesTest {

    @Test
    void pointersAndLocationsBecomeFieldNames() {
        assertThat(FieldNames.of("/positions/0/symbol")).isEqualTo("Position 1, symbol");
        assertThat(FieldNames.of("/positions/11/cost_basis")).isEqualTo("Position 12, cost basis");
        assertThat(FieldNames.of("/brand/primary_color")).isEqualTo("Brand, primary color");
        assertThat(FieldNames.of("query/home_country")).isEqualTo("Home country");
        assertThat(FieldNames.of("csv/line/3/column/price")).isEqualTo("Line 3, column price");
        assertThat(FieldNames.of("/mandate/authorized_actions/1")).isEqualTo("Mandate, authorized action 2");
        assertThat(FieldNames.of("")).isEmpty();
    }

    @Test
    void readableMessagesCarryNoApiRoute() {
        // the Charts screen showed "... GET /api/market/instruments?q=... lists the known symbols; POST ... adds a symbol"
        EngineException unknown = new EngineException(404, "not-found", "Not found", "Unknown ticker 'NOPE': it is neither in "
                + "the instrument reference table nor in the price store. GET /api/market/instruments?q=... lists the known "
                + "symbols; POST /api/market/prices/import adds a symbol from a CSV file.", List.of());
        assertThat(unknown.readable()).isEqualTo("Unknown ticker 'NOPE': it is neither in the instrument reference table nor in the "
                + "price store.");
        EngineException missing = new EngineException(400, "invalid", "Invalid request", "The request is not valid.",
                List.of(new EngineException.FieldError("query/series_id", "is required (see GET /api/macro/series)")));
        assertThat(missing.readable()).doesNotContain("/api/").endsWith("is required");
        EngineException waiting = new EngineException(503, "unavailable", "Unavailable", "The research index is not ready yet "
                + "(indexing, 40% done). Try again shortly; GET /api/research/index shows progress.", List.of());
        assertThat(waiting.readable()).isEqualTo("The research index is not ready yet (indexing, 40% done). Try again shortly.");
        assertThat(EngineException.withoutRoutes("No route here.")).isEqualTo("No route here.");
    }

    @Test
    void readableMessagesCarryNoPointer() {
        EngineException e = new EngineException(400, "invalid", "Invalid request", "The portfolio is not valid.",
                List.of(new EngineException.FieldError("/positions/0/symbol", "unknown ticker ZZZQ")));
        assertThat(e.readable()).isEqualTo("The portfolio is not valid." + System.lineSeparator() + "• Position 1, symbol: unknown ticker ZZZQ")
                .doesNotContain("/positions");
        assertThat(EngineException.unreachable("http://127.0.0.1:1", new java.net.ConnectException()).readable())
                .doesNotContain("ConnectException").contains("does not answer");
    }
}
