package com.bpidesk.app.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.tasks.BackgroundTasks;
import java.net.URI;
import org.junit.jupiter.api.Test;

/** The view model without a stage: CSV loading, typed rows and the submission body. */
class AnalysisViewModelTest {

    AnalysisViewModel model() {
        AppContext ctx = new AppContext(new EngineClient(URI.create("http://127.0.0.1:1"), "k"), BackgroundTasks.direct(), null, null, () -> null);
        return new AnalysisViewModel(ctx, 10);
    }

    @Test
    void loadsCsvWithHeaderInAnyOrderAndBuildsTheSubmission() {
        AnalysisViewModel m = model();
        m.loadCsvText("cost_basis,Symbol,shares\n10.5,aapl,3\n\n20,MSFT,x\n");
        assertThat(m.positions()).hasSize(2);
        var body = m.submission();
        assertThat(body.at("/positions/0/symbol").asText()).isEqualTo("aapl");
        assertThat(body.at("/positions/0/shares").asDouble()).isEqualTo(3.0);
        assertThat(body.at("/positions/0/cost_basis").asDouble()).isEqualTo(10.5);
        // not a number: sent as typed so the engine's problem names /positions/1/shares
        assertThat(body.at("/positions/1/shares").asText()).isEqualTo("x");
    }

    @Test
    void rejectsCsvWithoutTheColumnsAndLoadsTheShippedSample() {
        AnalysisViewModel m = model();
        m.loadCsvText("ticker,qty\nAAPL,1\n");
        assertThat(m.errorProperty().get()).contains("symbol, shares and cost_basis");
        m.loadSample("sample-portfolio.csv");
        assertThat(m.positions()).hasSize(16);
        m.addRow();
        assertThat(m.submission().path("positions").size()).isEqualTo(16);
    }

    @Test
    void statusUpdatesTheProgressPanel() throws Exception {
        AnalysisViewModel m = model();
        m.applyStatus(EngineClient.JSON.readTree("{\"status\":\"running\",\"progress_pct\":37.5,\"agent_trace\":["
                + "{\"agent\":\"portfolio_analyst\",\"status\":\"complete\",\"summary\":\"16 positions\"},"
                + "{\"agent\":\"macro_strategist\",\"status\":\"running\",\"summary\":\"running\"}]}"));
        assertThat(m.progressProperty().get()).isEqualTo(0.375);
        assertThat(m.agents()).hasSize(2);
        assertThat(m.jobStatusProperty().get()).isEqualTo("running");
    }
}
