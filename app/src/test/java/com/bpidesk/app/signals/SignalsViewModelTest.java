package com.bpidesk.app.signals;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.book.BookApi.ClientSummary;
import com.bpidesk.app.client.signals.SignalsApi;
import com.bpidesk.app.testing.FakeEngine;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Clients and signals view model on the fake engine (a unit test): the book's counts, the alert note, a client's page. */
class SignalsViewModelTest {

    @Test
    void theBookIsCountedTheAlertNoteSaysWhatIsHiddenAndAClientsSignalsReadInWords(@TempDir Path dir) throws Exception {
        FakeEngine e = new FakeEngine();
        e.clients = List.of(
                new ClientSummary("c1", "Maria Lopez", "a1", "Ana Silva", "growth", 250_000, 0.62, "critical", 1.4, false, 2, "EUR"),
                new ClientSummary("c2", "Tom Baker", "a1", null, "moderate", 80_000, 0.10, "low", 0.2, true, 0, "USD"),
                new ClientSummary("c3", "Li Wei", "a2", "Ben Okafor", "balanced", 120_000, 0.40, "high", 0.5, true, 1, "USD"));
        e.bookAlerts = new SignalsApi.BookAlerts(List.of(new SignalsApi.Alert("al1", "c1", "Maria Lopez", "high_churn", "critical", 4,
                0.62, "Churn 62%")), 1, "medium", 3, 1);
        e.signalsApi.digest = EngineClient.JSON.readValue("{\"week_start\":\"2026-11-14\",\"week_end\":\"2026-11-20\",\"clients\":3}",
                SignalsApi.WeeklyDigest.class);
        e.signalsApi.risk = new SignalsApi.ClientRisk(0.62, "critical", List.of("Trading rose 3x"), List.of("Call to review"), true,
                "churn-1");
        e.signalsApi.drift = new SignalsApi.SuitabilityDrift("growth",
                List.of(new SignalsApi.DriftMetric("equity_share", 0.95, 0.60, 0.90, 0.25),
                        new SignalsApi.DriftMetric("max_position", 0.24, 0.0, 0.10, 1.4)), 1.4, false, "2026-09-30",
                List.of(new SignalsApi.DriftPoint("2026-09-30", 1.1, false), new SignalsApi.DriftPoint("2026-10-31", 1.4, false)),
                "Not a suitability determination.");
        SignalsViewModel vm = new SignalsViewModel(e.context(dir));
        vm.refresh();
        // 3 clients; high or critical churn: Maria (critical) and Li (high); out of band: Maria only
        assertThat(vm.clientCountProperty().get()).isEqualTo(3);
        assertThat(vm.highRiskProperty().get()).isEqualTo(2);
        assertThat(vm.outOfBandProperty().get()).isEqualTo(1);
        assertThat(vm.clients().get(1).advisor()).as("no advisor name in the book: the id").isEqualTo("a1");
        assertThat(vm.dataSourceProperty().get()).isEqualTo("Demo book and demo market (simulated data)");
        assertThat(vm.alertNoteProperty().get()).isEqualTo("Showing medium and more severe alerts, most severe first; one alert per"
                + " client and kind. 3 below your firm's threshold and 1 acknowledged are hidden.");

        vm.select("c1");
        assertThat(e.calls).contains("signals.clientRisk c1", "signals.suitabilityDrift c1");
        assertThat(vm.churnTextProperty().get()).isEqualTo("Churn probability 62% · critical band · advisor review required · model churn-1");
        assertThat(vm.driftHistory()).hasSize(2);
        // 1.4 band steps is "clearly" (1 to 2); the largest position is furthest out (1.4 steps against 0.25)
        assertThat(vm.driftTextProperty().get()).startsWith("Suitability drift: Outside the house bands for a growth client, clearly: "
                + "mainly the largest position, 24.0% of the value where the band allows at most 10.0%, since ");
        assertThat(vm.driftDetailProperty().get()).startsWith("Drift score 1.40 band steps");

        vm.acknowledge(vm.alerts().get(0));
        assertThat(e.signalsApi.acknowledged).containsExactly("al1");
        assertThat(vm.alerts()).isEmpty();
        assertThat(vm.messageProperty().get()).isEqualTo("Acknowledged: Maria Lopez, high churn (by Test Advisor).");
    }
}
