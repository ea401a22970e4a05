package com.bpidesk.app.clientfile;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.clientfile.ClientFileApi;
import org.junit.jupiter.api.Test;

/** The import's answer in plain words, on a hand-written answer of the engine (docs/client-file-import.md). */
class ImportExportTextTest {

    static <T> T json(String s, Class<T> type) throws Exception {
        return EngineClient.JSON.readValue(s, type);
    }

    @Test
    void countsAndRowsNotAddedAreSaidInWordsWithTheirLines() throws Exception {
        ClientFileApi.ImportResult r = json("""
                {"counts":{"data_rows":6,"added":1,"already_present":2,"added_as_income":2,"not_kept":1,"rows_not_used":0},
                 "records":[
                  {"line":2,"date":"2024-03-04","kind":"buy","instrument":"AAPL","quantity":0.029053,"price":170.5,"currency":"USD",
                   "outcome":"already_present","existing":{"matched_by":"broker_id","import_file_name":"jan.csv","imported_on":"2024-03-05"}},
                  {"line":3,"date":"2024-03-04","kind":"buy","outcome":"added"},
                  {"line":4,"date":"2024-03-15","kind":"dividend","outcome":"added_as_income"},
                  {"line":5,"date":"2024-03-15","kind":"dividend","instrument":"MSFT","amount":1234.5,"currency":"USD",
                   "outcome":"already_present","existing":{"record":"income","matched_by":"same_fields"}},
                  {"line":6,"date":"2024-03-16","kind":"interest","outcome":"added_as_income"},
                  {"line":7,"date":"2024-03-17","kind":"fee","outcome":"not_kept","reason":"Fees are not kept."}],
                 "row_report":{"data_rows":5,"outcomes":{},"not_used":[]}}
                """, ClientFileApi.ImportResult.class);
        ClientFileApi.ImportResult warned = json("""
                {"counts":{},"records":[],"warnings":["Check the holdings."],"row_report":{"not_used":[]}}""",
                ClientFileApi.ImportResult.class);
        assertThat(ImportExportText.details(warned)).containsExactly("Check the holdings.");
        assertThat(ImportExportText.counts(r.counts()))
                .isEqualTo("6 rows in the file: 1 added, 2 added as income, 2 already in the client's file, 1 not kept, 0 not used.");
        assertThat(ImportExportText.details(r)).hasSize(3);
        assertThat(ImportExportText.details(r).get(0)).startsWith("Line 2: buy of 0.029053 AAPL at USD 170.50 on ")
                .contains("imported from jan.csv on ").endsWith(", the broker's order number matches).");
        // income added is not a row "not added"; the dividend already present names itself with its amount
        assertThat(ImportExportText.details(r).get(1)).startsWith("Line 5: dividend of USD 1,234.50 on ")
                .endsWith(" is already in the client's file (it came with the client's records).");
        assertThat(ImportExportText.details(r).get(2)).isEqualTo("Fees are not kept: 1 row (line 7).");
        assertThat(ImportExportText.undone(json("""
                {"trades_removed":4,"cash_flows_removed":1,"income_removed":4}""", ClientFileApi.ImportUndone.class)))
                .isEqualTo("Undone: 4 trades, 1 cash movement and 4 income payments removed from the client's file.");
    }

    @Test
    void theLogNamesPeopleNotKeys() throws Exception {
        ClientFileApi.ImportEntry byKey = json("""
                {"file_name":"x.csv","account_label":"Taxable account, USD","imported_by":"api_key:AbC123","imported_at":"2026-11-27T10:00:00Z",
                 "counts":{"added":4,"added_as_income":1,"already_present":0}}""", ClientFileApi.ImportEntry.class);
        assertThat(ImportExportText.title(byKey)).isEqualTo("x.csv · Taxable account, USD");
        assertThat(ImportExportText.detail(byKey)).doesNotContain("api_key").contains("4 added, 1 added as income, 0 already there");
        assertThat(ImportExportText.by("Ann Lee")).isEqualTo(" by Ann Lee");
        assertThat(ImportExportText.readAs("6 rows in the file: 3 trades, 2 cash movements, fees or taxes."))
                .isEqualTo("Read as 3 trades, 2 cash movements, fees or taxes.");
    }
}
