package com.bpidesk.app.clientfile;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.client.behavior.BehaviorApi.DnaReport;
import com.bpidesk.app.client.behavior.BehaviorApi.DnaResultSummary;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** A kept DNA result as the Behaviour tab words it, worked by hand from a small summary and report. */
class BehaviourViewModelTest {

    /** The engine's snake_case JSON as the typed client binds it. */
    static <T> T json(String s, Class<T> type) throws Exception {
        return EngineClient.JSON.readValue(s, type);
    }

    @Test
    void theOverallScoreAndTheThreeHighestBiasesInWords() throws Exception {
        DnaResultSummary summary = json("""
                {"result_id": 7, "file_name": "Q1 trades.csv", "client_id": "demo-c003", "client_name": "Maria Lopez",
                 "created_by": "Ana Advisor", "created_at": "2026-11-27T10:15:00Z", "overall_score": 61.6}""", DnaResultSummary.class);
        DnaReport report = json("""
                {"scores": [{"name": "Disposition effect", "score": 40.2, "status": "proxy"},
                            {"name": "Overtrading", "score": 71.4, "status": "scored"},
                            {"name": "Home bias", "score": null, "status": "insufficient_data"},
                            {"name": "Concentration", "score": 55.5, "status": "scored"},
                            {"name": "Recency bias", "score": 12, "status": "scored"}]}""", DnaReport.class);
        BehaviourViewModel.Row r = BehaviourViewModel.row(summary, report, Formats.of(Locale.US));
        assertThat(r.fileName()).isEqualTo("Q1 trades.csv");
        assertThat(r.overallText()).isEqualTo("62 of 100");
        // highest first: 71.4 -> 71, 55.5 -> 56, 40.2 -> 40; recency (12) and home bias (no score) left out
        assertThat(r.mainBiases()).isEqualTo("Overtrading 71 · Concentration 56 · Disposition effect 40");
        assertThat(r.biases().get(0).text()).isEqualTo("Disposition effect: 40 of 100 (estimated from holdings)");
        assertThat(r.biases()).hasSize(5);
        assertThat(r.biases().get(2).text()).isEqualTo("Home bias: not enough data");
        assertThat(r.scoredOn()).isEqualTo(Formats.of(Locale.US).dateTime(java.time.Instant.parse("2026-11-27T10:15:00Z")));
    }

    @Test
    void aWithheldOverallScoreIsSaidInWords() throws Exception {
        DnaResultSummary summary = json("""
                {"result_id": 8, "file_name": "a.csv", "created_at": "2026-11-27T10:15:00Z", "overall_score": null}""", DnaResultSummary.class);
        BehaviourViewModel.Row r = BehaviourViewModel.row(summary, json("{\"scores\": []}", DnaReport.class), Formats.of(Locale.US));
        assertThat(r.overall()).isNull();
        assertThat(r.overallText()).isEqualTo("Not given: too little data");
        assertThat(r.mainBiases()).isEqualTo("No bias had enough data");
    }

    @Test
    void theTabAsksForTheClientsResultsAndEachReportOnTheFakeEngine() throws Exception {
        var engine = new com.bpidesk.app.testing.FakeEngine();
        engine.behaviorApi.clientResults = java.util.List.of(
                new DnaResultSummary(9, "Q2 trades.csv", null, java.time.Instant.parse("2026-11-27T11:00:00Z"), 50.0, null));
        engine.dnaReports.put(9L, json("""
                {"scores": [{"name": "Overtrading", "score": 50, "status": "scored"}]}""", DnaReport.class));
        BehaviourViewModel vm = new BehaviourViewModel(engine.context(null));
        vm.show("c-9");
        assertThat(engine.calls).containsExactly("behavior.clientResults c-9 " + BehaviourViewModel.MAX_RESULTS,
                "behavior.result 9");
        assertThat(vm.rows()).extracting(BehaviourViewModel.Row::mainBiases).containsExactly("Overtrading 50");
        assertThat(vm.details(vm.selectedProperty().get())).doesNotContain(" by ").contains("Overall: 50 of 100.");
        engine.behaviorApi.clientResults = java.util.List.of();
        vm.show("c-9");
        assertThat(vm.statusProperty().get()).isEqualTo(BehaviourViewModel.EMPTY);
    }
}
