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
    void readableMessagesCarryNoPointer() {
        EngineException e = new EngineException(400, "invalid", "Invalid request", "The portfolio is not valid.",
                List.of(new EngineException.FieldError("/positions/0/symbol", "unknown ticker ZZZQ")));
        assertThat(e.readable()).isEqualTo("The portfolio is not valid." + System.lineSeparator() + "• Position 1, symbol: unknown ticker ZZZQ")
                .doesNotContain("/positions");
        assertThat(EngineException.unreachable("http://127.0.0.1:1", new java.net.ConnectException()).readable())
                .doesNotContain("ConnectException").contains("does not answer");
    }
}
