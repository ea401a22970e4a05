package com.bpidesk.app.behavior;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.EngineClient;
import org.junit.jupiter.api.Test;

/**
 * The advisor's changes to how a file was read become the mapping of the next read (issue 24, ADR 0257). The expected JSON
 * is written by hand from the reading below.
 */
class DnaReadingModelTest {

    static final String READING = """
            {"layout_signature": "ab", "columns": [{"index": 1, "header": "Date", "role": "date", "confidence": 1},
              {"index": 2, "header": "Reference", "confidence": 0}, {"index": 3, "header": "Ticker", "role": "symbol", "confidence": 1},
              {"index": 4, "header": "", "role": "quantity", "confidence": 0.7}],
             "type_words": [{"word": "Buy", "meaning": "buy", "rows": 4}, {"word": "Reward", "meaning": "dividend", "rows": 2},
              {"word": "Odd", "rows": 1}],
             "sheet": {"name": "Transactions", "sheets": ["Summary", "Transactions"], "reason": "Its header names the most columns.",
              "chosen": false},
             "saved_mapping": {"profile_id": 7, "name": "Layout of x.csv", "saved_at": "2026-11-12T10:00:00Z"}, "remembered": false}
            """;

    static DnaReadingModel shown() throws Exception {
        DnaReadingModel m = new DnaReadingModel();
        m.show(EngineClient.JSON.readValue(READING, com.bpidesk.app.client.behavior.BehaviorApi.DnaReading.class));
        return m;
    }

    @Test
    void theReadingIsShownAsRead() throws Exception {
        DnaReadingModel m = shown();
        assertThat(m.columns()).extracting(c -> c.role().get()).containsExactly("date", "", "symbol", "quantity");
        assertThat(m.columns().get(3).shown()).isEqualTo("Column 4");
        assertThat(m.words()).extracting(w -> w.meaning().get()).containsExactly("buy", "dividend", "");
        assertThat(m.sheetLineProperty().get()).isEqualTo("Read the sheet \u201cTransactions\u201d of 2 sheets. Its header names the most columns.");
        assertThat(m.savedLineProperty().get()).isEqualTo("Read with your saved mapping for this layout (saved 12 Nov 2026).");
        assertThat(m.savedProfileId()).isEqualTo(7L);
        assertThat(m.changes()).isZero();
    }

    @Test
    void aChangedRoleAndWordAreSentWithEveryOtherColumnAndWordAsShown() throws Exception {
        DnaReadingModel m = shown();
        m.columns().get(1).role().set("order_id");
        m.words().get(1).meaning().set("not_a_transaction");
        assertThat(m.changes()).isEqualTo(2);
        assertThat(m.mappingJson()).isEqualTo("{\"columns\":{\"date\":\"Date\",\"order_id\":\"Reference\",\"symbol\":\"Ticker\","
                + "\"quantity\":\"#4\"},\"kind_rules\":{\"Buy\":\"buy\",\"Reward\":\"not_a_transaction\"},\"sheet\":\"Transactions\"}");
        assertThat(m.missing()).isEmpty();
        assertThat(m.path("/api/analyze-dna?file_name=x.csv")).startsWith("/api/analyze-dna?file_name=x.csv&mapping=").endsWith("&remember=true");
    }

    @Test
    void anotherSheetIsReadWithItsOwnColumnsDetected() throws Exception {
        DnaReadingModel m = shown();
        m.sheetProperty().set("Summary");
        m.columns().get(0).role().set("");   // the old sheet's columns do not apply
        assertThat(m.missing()).isEmpty();
        assertThat(m.mappingJson()).isEqualTo("{\"sheet\":\"Summary\"}");
    }

    @Test
    void withoutADateColumnTheAdvisorIsAskedForItAndTheChoicesStay() throws Exception {
        DnaReadingModel m = shown();
        m.columns().get(0).role().set("");
        assertThat(m.missing()).isEqualTo("Please choose which column holds the date, then read the file again.");
        assertThat(m.columns().get(0).role().get()).isEmpty();
        m.forgotten();
        assertThat(m.savedProperty().get()).isFalse();
        assertThat(m.savedLineProperty().get()).contains("forgotten");
    }
}
