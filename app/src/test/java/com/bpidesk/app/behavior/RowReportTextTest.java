package com.bpidesk.app.behavior;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** The row report in plain words (issue 24); the expected sentences are written by hand from the report below. */
class RowReportTextTest {

    /** A report as the engine sends it for a 21-row file with a row without a date and an unknown type word. */
    static final String REPORT = """
            {"row_report": {"data_rows": 21, "outcomes": {"trade": 11, "income": 3, "cash": 4, "corporate_action": 1, "not_used": 2},
             "not_used": [
               {"reason": "Rows whose date is empty or not a date.", "rows": 1, "lines": [7], "failed": true},
               {"reason": "Rows of type 'Journal', a word the reader does not know.", "rows": 15,
                "lines": [18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32], "failed": false}]}}
            """;

    @Test
    void summaryCountsEveryOutcomeInWords() throws Exception {
        var r = rowReport(REPORT);
        assertThat(RowReportText.summary(r)).isEqualTo("21 rows in the file: 11 trades, 3 dividends or interest payments, "
                + "4 cash movements, fees or taxes, 1 corporate action or transfer, 2 rows not used.");
    }

    @Test
    void rowsNotUsedNameTheirReasonAndLines() throws Exception {
        var r = rowReport(REPORT);
        assertThat(RowReportText.notUsed(r)).containsExactly(
                "Rows whose date is empty or not a date: 1 row (line 7). Check these rows in the file; the others were scored.",
                "Rows of type 'Journal', a word the reader does not know: 15 rows (lines 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29"
                        + " and 3 more).");
    }

    @Test
    void aHoldingsSnapshotHasNoRowReport() throws Exception {
        var r = rowReport("{\"data_kind\": \"holdings\"}"); // no row_report: null
        assertThat(RowReportText.summary(r)).isEmpty();
        assertThat(RowReportText.notUsed(r)).isEmpty();
    }

    /** The {@code row_report} of an answer as the typed client reads it. */
    static com.bpidesk.app.client.behavior.BehaviorApi.RowReport rowReport(String answer) throws Exception {
        return com.bpidesk.app.client.EngineClient.JSON.convertValue(new ObjectMapper().readTree(answer).path("row_report")
                        .isObject() ? new ObjectMapper().readTree(answer).get("row_report") : null,
                com.bpidesk.app.client.behavior.BehaviorApi.RowReport.class);
    }
}
