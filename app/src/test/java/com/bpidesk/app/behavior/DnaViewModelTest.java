package com.bpidesk.app.behavior;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.tasks.BackgroundTasks;
import com.bpidesk.app.client.behavior.BehaviorApi.DnaEvidence;
import com.bpidesk.app.client.behavior.BehaviorApi.DnaOverall;
import com.bpidesk.app.client.behavior.BehaviorApi.DnaReport;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** View-model logic without a stage. */
class DnaViewModelTest {

    @Test
    void provenanceLabels() {
        assertThat(DnaResultLines.provenanceLabel("price_store:demo,client_trades"))
                .isEqualTo("Prices: demo market (simulated) and the file's own trade prices");
        assertThat(DnaResultLines.provenanceLabel("client_trades")).isEqualTo("Prices: the file's own trade prices");
        assertThat(DnaResultLines.provenanceLabel("none")).isEmpty();
    }

    @Test
    void readingReportsProgressPerChunk() throws Exception {
        byte[] data = new byte[(DnaViewModel.CHUNK * 5) / 2];
        List<Double> fractions = new ArrayList<>();
        byte[] out = DnaViewModel.read(new ByteArrayInputStream(data), data.length, new BackgroundTasks.Progress() {
            @Override
            public void update(double fraction, String message) {
                fractions.add(fraction);
            }

            @Override
            public boolean isCancelled() {
                return false;
            }
        });
        assertThat(out).hasSize(data.length);
        assertThat(fractions.get(fractions.size() - 1)).isEqualTo(1.0);
        assertThat(fractions).isSorted();
    }

    @Test
    void theOverallScoreSaysHowItIsCombinedOrWhyItIsWithheld() throws Exception {
        var json = com.bpidesk.app.client.EngineClient.JSON;
        // hand-worked: disposition 40 x 0.25, concentration 80 x 0.15, home bias 10 x 0.10 over 0.50 = 46
        var overall = json.readValue("""
                {"score": 46.0, "contributions": [
                 {"bias": "disposition_effect", "name": "Disposition effect", "status": "scored", "score": 40, "weight": 0.25, "effective_weight": 0.5, "contribution": 20, "included": true},
                 {"bias": "overtrading", "name": "Overtrading (turnover)", "status": "insufficient_data", "weight": 0.2, "effective_weight": 0, "included": false},
                 {"bias": "concentration", "name": "Concentration", "status": "scored", "score": 80, "weight": 0.15, "effective_weight": 0.3, "contribution": 24, "included": true},
                 {"bias": "home_bias", "name": "Home bias", "status": "scored", "score": 10, "weight": 0.1, "effective_weight": 0.2, "contribution": 2, "included": true}]}
                """, DnaOverall.class);
        assertThat(DnaCombination.text(overall)).startsWith("Overall 46 = Disposition effect 40 × 50% + Concentration 80 × 30% + Home bias 10 × 20%")
                .endsWith("Not enough data: Overtrading (turnover).");
        var withheld = json.readValue("""
                {"withheld_reason": "No overall score: the file has 4 trades the client decided; an overall score needs at least 10.",
                 "contributions": [{"name": "Concentration", "score": 100, "effective_weight": 1, "included": true}]}
                """, DnaOverall.class);
        assertThat(DnaCombination.text(withheld)).startsWith("No overall score: the file has 4 trades").doesNotContain("Overall 100");
        // where the home country and the currency came from, in words; an unknown home asks for one
        assertThat(DnaCombination.homeAndCurrency(json.readValue("""
                {"home_country": "NL", "home_country_source": "account_currency_and_broker", "base_currency": "EUR", "base_currency_source": "account_currency"}
                """, DnaReport.class))).isEqualTo("Home country NL (from the account's currency and the broker's country). Scored in EUR (the account's currency).");
        assertThat(DnaCombination.homeAndCurrency(json.readValue("{\"home_country_source\": \"unknown\"}", DnaReport.class))).contains("Enter it");
        // evidence names the instrument as the file does, with its ISIN
        assertThat(DnaCombination.instrument(json.readValue("{\"symbol\": \"FI4000198031\", \"name\": \"QT GROUP OYJ\", \"isin\": \"FI4000198031\"}", DnaEvidence.class)))
                .isEqualTo("QT GROUP OYJ (FI4000198031)");
        assertThat(DnaCombination.instrument(json.readValue("{\"symbol\": \"AAPL\"}", DnaEvidence.class))).isEqualTo("AAPL");
        assertThat(DnaCombination.withParam("/api/analyze-dna?mapping=x", "home_country", "NL")).isEqualTo("/api/analyze-dna?mapping=x&home_country=NL");
    }

    /** The kept result's file name and client go with the upload once; a rescore's path already has them. */
    @org.junit.jupiter.api.Test
    void theFileNameAndTheChosenClientGoWithTheUpload() {
        assertThat(DnaCombination.kept("/api/analyze-dna", "Q1 trades.csv", "demo-c001"))
                .isEqualTo("/api/analyze-dna?file_name=Q1%20trades.csv&client_id=demo-c001");
        assertThat(DnaCombination.kept("/api/analyze-dna?mapping=x", "a.csv", "")).isEqualTo("/api/analyze-dna?mapping=x&file_name=a.csv");
        String again = "/api/analyze-dna?file_name=a.csv&client_id=c9&home_country=NL";
        assertThat(DnaCombination.kept(again, "a.csv", "c1")).isEqualTo(again);
    }

    /**
     * The screen's flow on the fake engine (no engine, work on the calling thread): a file the engine cannot read asks for
     * a mapping, the advisor's mapping is saved and sent as the query's {@code mapping}, and the typed report fills the
     * screen. Expected JSON, query and lines are written out by hand from the inputs below.
     */
    @Test
    void aFileIsMappedSavedAndScoredThroughTheTypedClient(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        var e = new com.bpidesk.app.testing.FakeEngine();
        e.dnaAnswer = new com.bpidesk.app.client.behavior.BehaviorApi.DnaAnswer(null, new com.bpidesk.app.client.behavior.BehaviorApi.Diagnosis(
                List.of(new com.bpidesk.app.client.behavior.BehaviorApi.Guess(1, "Datum", "date", 0.9),
                        new com.bpidesk.app.client.behavior.BehaviorApi.Guess(2, "Papier", "symbol", 0.8),
                        new com.bpidesk.app.client.behavior.BehaviorApi.Guess(3, "Stück", "quantity", 0.7),
                        new com.bpidesk.app.client.behavior.BehaviorApi.Guess(4, "", null, 0.1)),
                List.of(), List.of(List.of("03.04.2024", "ASML", "10", "612,5")), "dmy", java.util.Map.of("#4", "comma"), "semicolon"),
                "The columns could not be read with confidence.");
        java.nio.file.Path file = java.nio.file.Files.writeString(dir.resolve("depot.csv"), "Datum;Papier;Stück;\n03.04.2024;ASML;10;612,5\n");
        DnaViewModel vm = new DnaViewModel(e.context(dir));
        vm.analyze(file);
        assertThat(vm.mapping().activeProperty().get()).isTrue();
        assertThat(vm.mapping().columns()).extracting(c -> c.fieldProperty().get()).containsExactly("date", "symbol", "quantity", "");
        assertThat(vm.mapping().decimalProperty().get()).isEqualTo("comma");   // a column read with a decimal comma
        assertThat(vm.mapping().preview()).containsExactly(List.of("03.04.2024", "ASML", "10", "612,5"));
        assertThat(vm.mapping().missing()).isEqualTo("Please choose which column holds the price or the amount.");

        vm.mapping().columns().get(3).fieldProperty().set("price");
        vm.mapping().rememberProperty().set(true);
        e.dnaAnswer = new com.bpidesk.app.client.behavior.BehaviorApi.DnaAnswer(com.bpidesk.app.client.EngineClient.JSON.readValue("""
                {"data_kind": "transactions", "detected_format": "explicit_mapping", "records_used": 1234, "ignored_rows": {"dividend": 2, "fee": 3},
                 "as_of": "2024-04-03", "base_currency": "EUR", "base_currency_source": "account_currency", "home_country_source": "unknown",
                 "price_data_source": "client_trades", "marks": "Marked with the file's own trade prices.",
                 "scores": [{"bias": "concentration", "name": "Concentration", "score": 80, "status": "scored", "explanation": "One stock.",
                   "evidence": [{"line": 2, "symbol": "ASML", "detail": "all of the value"}]}],
                 "overall": {"score": null, "withheld_reason": "No overall score: too few biases have enough data.", "contributions": []}}
                """, com.bpidesk.app.client.behavior.BehaviorApi.DnaReport.class), null, null);
        vm.applyMapping();
        String mapping = "{\"columns\":{\"date\":\"Datum\",\"symbol\":\"Papier\",\"quantity\":\"Stück\",\"price\":\"#4\"},"
                + "\"date_order\":\"dmy\",\"decimal\":\"comma\"}";
        assertThat(e.calls).containsSubsequence("behavior.analyze ?file_name=depot.csv",
                "behavior.saveImportProfile " + mapping.substring(0, mapping.length() - 1)
                        + ",\"name\":\"depot.csv\",\"header\":[\"Datum\",\"Papier\",\"Stück\",\"\"]}",
                "behavior.analyze ?mapping=" + java.net.URLEncoder.encode(mapping, java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20")
                        + "&file_name=depot.csv");
        assertThat(vm.mapping().activeProperty().get()).isFalse();
        assertThat(vm.scores()).singleElement().satisfies(r -> {
            assertThat(r.score()).isEqualTo(80.0);
            assertThat(r.evidence()).containsExactly("line 2 · ASML · all of the value");
        });
        assertThat(vm.overallProperty().get()).isNull();
        // 2 dividend + 3 fee rows = 5 other rows; 1,234 trades with the thousands separator
        assertThat(vm.summaryProperty().get()).contains("read with your column mapping").contains("1,234 trades scored")
                .contains("(5 other rows: dividends, cash, fees...)");
        assertThat(vm.provenanceProperty().get()).isEqualTo("Prices: the file's own trade prices");
        assertThat(vm.currencyProperty().get()).isEqualTo("Amounts in EUR.");
        assertThat(vm.lines().combinationProperty().get()).isEqualTo("No overall score: too few biases have enough data.");
        assertThat(vm.lines().homeLineProperty().get()).startsWith("Home country not known").endsWith("Scored in EUR (the account's currency).");
    }
}
