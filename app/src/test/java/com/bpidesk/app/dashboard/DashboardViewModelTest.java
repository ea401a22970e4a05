package com.bpidesk.app.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.macro.MacroApi;
import com.bpidesk.app.testing.FakeEngine;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The dashboard view model on the fake engine (no engine, no stage): labels, the regime answer, and errors. */
class DashboardViewModelTest {

    @Test
    void regimeLabels() {
        assertThat(DashboardViewModel.label("risk_off")).isEqualTo("Risk-off");
        assertThat(DashboardViewModel.label("risk_on")).isEqualTo("Risk-on");
        assertThat(DashboardViewModel.label("stagflation")).isEqualTo("Stagflation");
        assertThat(DashboardViewModel.label("late_cycle")).isEqualTo("Late cycle");
    }

    /** The engine's JSON, read into the typed record the way the HTTP client reads it. */
    static MacroApi.Regime regime(String json) throws Exception {
        return EngineClient.JSON.readValue(json, MacroApi.Regime.class);
    }

    @Test
    void appliesTheEngineAnswer(@TempDir Path dir) throws Exception {
        FakeEngine engine = new FakeEngine();
        engine.macro.regime = regime("""
                {"regime":"stagflation","confidence":0.64,"signals":["cpi_yoy_rising","gdp_growth_falling"],
                 "narrative":"Inflation 5.1% and rising.","updated_at":"2026-11-20T00:00:00Z","data_source":"demo",
                 "indicators":[{"name":"inflation","vote":0.8,"phrase":"CPI 5.1% y/y"}]}""");
        var vm = new DashboardViewModel(engine.context(dir));
        vm.refresh();
        assertThat(engine.calls).containsExactly("macro.regime");
        assertThat(vm.regimeLabelProperty().get()).isEqualTo("Stagflation");
        assertThat(vm.confidenceProperty().get()).isEqualTo(0.64);
        assertThat(vm.signals()).containsExactly("cpi_yoy_rising", "gdp_growth_falling");
        assertThat(vm.dataSourceProperty().get()).isEqualTo("demo");
        assertThat(vm.updatedAtProperty().get()).isEqualTo("2026-11-20T00:00:00Z");
        assertThat(vm.indicators()).singleElement().satisfies(i -> assertThat(i.vote()).isEqualTo(0.8));
        assertThat(vm.loadingProperty().get()).isFalse();
    }

    @Test
    void insufficientDataReadsNotEnoughDataWithTheReason(@TempDir Path dir) throws Exception {
        FakeEngine engine = new FakeEngine();
        engine.macro.regime = regime("""
                {"regime":"insufficient_data","confidence":0,"signals":[],
                 "narrative":"As of 28 Jun 2024 there is not enough data to classify the macro regime: only 1 of the 7 signals has data (yield curve), and at least 3 are needed.",
                 "updated_at":"2026-11-20T00:00:00Z","data_source":"imported"}""");
        var vm = new DashboardViewModel(engine.context(dir));
        vm.refresh();
        assertThat(vm.regimeLabelProperty().get()).isEqualTo("Not enough data");
        assertThat(vm.narrativeProperty().get()).contains("only 1 of the 7 signals has data (yield curve)");
        assertThat(vm.confidenceProperty().get()).isZero();
    }

    @Test
    void anUnreachableEngineBecomesAReadableError(@TempDir Path dir) {
        FakeEngine engine = new FakeEngine();
        engine.down = true;
        var vm = new DashboardViewModel(engine.context(dir));
        vm.refresh();
        assertThat(vm.errorProperty().get()).startsWith("Could not load the macro regime: The engine at http://fake-engine does not answer");
        assertThat(vm.loadingProperty().get()).isFalse();
    }
}
