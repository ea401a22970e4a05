package com.bpidesk.app.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.settings.AppSettings;
import com.bpidesk.app.tasks.BackgroundTasks;
import java.net.URI;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The dashboard view model without a stage: labels, parsing of the regime answer, and errors. */
class DashboardViewModelTest {

    @Test
    void regimeLabels() {
        assertThat(DashboardViewModel.label("risk_off")).isEqualTo("Risk-off");
        assertThat(DashboardViewModel.label("risk_on")).isEqualTo("Risk-on");
        assertThat(DashboardViewModel.label("stagflation")).isEqualTo("Stagflation");
        assertThat(DashboardViewModel.label("late_cycle")).isEqualTo("Late cycle");
    }

    @Test
    void appliesTheEngineAnswer(@TempDir Path dir) throws Exception {
        var vm = new DashboardViewModel(new AppContext(new EngineClient(URI.create("http://127.0.0.1:9"), "k"),
                BackgroundTasks.direct(), AppSettings.load(dir), dir, () -> null));
        vm.apply(EngineClient.JSON.readTree("""
                {"regime":"stagflation","confidence":0.64,"signals":["cpi_yoy_rising","gdp_growth_falling"],
                 "narrative":"Inflation 5.1% and rising.","updated_at":"2026-11-20T00:00:00Z","data_source":"demo"}"""));
        assertThat(vm.regimeLabelProperty().get()).isEqualTo("Stagflation");
        assertThat(vm.confidenceProperty().get()).isEqualTo(0.64);
        assertThat(vm.signals()).containsExactly("cpi_yoy_rising", "gdp_growth_falling");
        assertThat(vm.dataSourceProperty().get()).isEqualTo("demo");
    }

    @Test
    void insufficientDataReadsNotEnoughDataWithTheReason(@TempDir Path dir) throws Exception {
        var vm = new DashboardViewModel(new AppContext(new EngineClient(URI.create("http://127.0.0.1:9"), "k"),
                BackgroundTasks.direct(), AppSettings.load(dir), dir, () -> null));
        vm.apply(EngineClient.JSON.readTree("""
                {"regime":"insufficient_data","confidence":0,"signals":[],
                 "narrative":"As of 28 Jun 2024 there is not enough data to classify the macro regime: only 1 of the 7 signals has data (yield curve), and at least 3 are needed.",
                 "updated_at":"2026-11-20T00:00:00Z","data_source":"imported"}"""));
        assertThat(vm.regimeLabelProperty().get()).isEqualTo("Not enough data");
        assertThat(vm.narrativeProperty().get()).contains("only 1 of the 7 signals has data (yield curve)");
        assertThat(vm.confidenceProperty().get()).isZero();
    }

    @Test
    void anUnreachableEngineBecomesAReadableError(@TempDir Path dir) {
        var vm = new DashboardViewModel(new AppContext(new EngineClient(URI.create("http://127.0.0.1:9"), "k"),
                BackgroundTasks.direct(), AppSettings.load(dir), dir, () -> null));
        vm.refresh();
        assertThat(vm.errorProperty().get()).startsWith("Could not load the macro regime: The engine at http://127.0.0.1:9 does not answer");
        assertThat(vm.loadingProperty().get()).isFalse();
    }
}
