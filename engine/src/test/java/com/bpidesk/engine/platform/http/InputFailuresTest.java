package com.bpidesk.engine.platform.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The safety net under every problem detail (issue 29, ADR 0220), on the messages the sweep saw leak; each
 * expected text is the message with the internal part removed by hand.
 */
class InputFailuresTest {

    @Test
    void parserSettingsAndSourceReferencesAreRemoved() {
        assertThat(InputFailures.plain("Unexpected end-of-input: expected close marker for Object (start marker at "
                + "[Source: REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1, column: 1])"))
                .isEqualTo("Unexpected end-of-input: expected close marker for Object");
        assertThat(InputFailures.plain("Non-standard token 'NaN': enable `JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS` to allow"))
                .isEqualTo("Non-standard token 'NaN'");
        assertThat(InputFailures.plain("Document nesting depth (1001) exceeds the maximum allowed (1000, from "
                + "`StreamReadConstraints.getMaxNestingDepth()`)")).isEqualTo("Document nesting depth (1001) exceeds the maximum allowed (1000)");
        assertThat(InputFailures.plain("Unexpected character ('}' (code 125))\n at [Source: REDACTED (`StreamReadFeature."
                + "INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1, column: 9]")).isEqualTo("Unexpected character ('}' (code 125))");
    }

    @Test
    void javaTypesAndStackFramesAreRemoved() {
        String typed = InputFailures.plain("Cannot deserialize value of type `com.bpidesk.engine.transactions.ImportProfile` "
                + "from Array value");
        assertThat(typed).isEqualTo("Cannot deserialize value of type a value from Array value");
        assertThat(InputFailures.plain("failed at com.bpidesk.engine.X.run(X.java:12) badly")).isEqualTo("failed badly");
        assertThat(InputFailures.plain("java.lang.IllegalStateException: boom")).isEqualTo("boom");
    }

    @Test
    void ordinaryTextIsKept() {
        for (String s : new String[] {"See https://fred.stlouisfed.org/series/UNRATE for the series.",
            "The file is not valid CSV: line 3 has 4 cells, the header 5.", "Write dates as YYYY-MM-DD (for example 2024-01-15).",
            "Rates rose in the euro area (ECB, 2024)."}) {
            assertThat(InputFailures.plain(s)).isEqualTo(s);
        }
    }
}
