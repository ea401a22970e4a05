package com.bpidesk.app.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.JobStatus;
import com.bpidesk.app.testing.EngineFixture;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.Tag;

/** The view model without a stage, on a real embedded engine: files read by the engine, typed rows, the submission body. */
@Tag("ui")
class AnalysisViewModelTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();

    AnalysisViewModel model() {
        return new AnalysisViewModel(fx.directContext(), 10);
    }

    @Test
    void csvWithHeaderInAnyOrderAndQuotedFieldsBecomesTheSubmission() {
        AnalysisViewModel m = model();
        m.loadCsvText("cost_basis,Symbol,shares,name\n10.5,aapl,3,\"Apple, Inc.\"\n\n\"1,250.5\",MSFT,\"2,000\",Microsoft\n");
        assertThat(m.errorProperty().get()).isEmpty();
        assertThat(m.positions()).hasSize(2);
        assertThat(m.positions().get(1).sharesProperty().get()).isEqualTo("2000");
        var body = m.submission();
        assertThat(body.at("/positions/0/symbol").asText()).isEqualTo("AAPL"); // the engine upper-cases symbols
        assertThat(body.at("/positions/0/shares").asDouble()).isEqualTo(3.0);
        assertThat(body.at("/positions/0/cost_basis").asDouble()).isEqualTo(10.5);
        assertThat(body.at("/positions/1/cost_basis").asDouble()).isEqualTo(1250.5);
        // a cell typed afterwards that is not a number: sent as typed so the engine's problem names the field
        m.positions().get(1).sharesProperty().set("x");
        assertThat(m.submission().at("/positions/1/shares").asText()).isEqualTo("x");
        // no base currency chosen: none sent (the engine applies the firm default); chosen: sent upper-case
        assertThat(m.submission().has("base_currency")).isFalse();
        m.baseCurrencyProperty().set("eur");
        assertThat(m.submission().get("base_currency").asText()).isEqualTo("EUR");
    }

    @Test
    void aFileWithoutTheColumnsKeepsThePositionsAndTheShippedSampleLoads(@TempDir Path dir) throws Exception {
        AnalysisViewModel m = model();
        m.loadSample("sample-portfolio.csv");
        assertThat(m.positions()).hasSize(16);
        Path bad = Files.writeString(dir.resolve("bad.csv"), "ticker,qty\nAAPL,1\n");
        m.loadCsv(bad);
        assertThat(m.errorProperty().get()).startsWith("Could not load bad.csv: ").contains("cost_basis");
        assertThat(m.positions()).hasSize(16);
        m.addRow();
        assertThat(m.submission().path("positions").size()).isEqualTo(16);
    }

    @Test
    void statusUpdatesTheProgressPanel() throws Exception {
        AnalysisViewModel m = model();
        m.applyStatus(JobStatus.from(EngineClient.JSON.readTree("{\"status\":\"running\",\"progress_pct\":37.5,\"agent_trace\":["
                + "{\"agent\":\"portfolio_analyst\",\"status\":\"complete\",\"summary\":\"16 positions\"},"
                + "{\"agent\":\"macro_strategist\",\"status\":\"running\",\"summary\":\"running\"}]}")));
        assertThat(m.progressProperty().get()).isEqualTo(0.375);
        assertThat(m.agents()).hasSize(2);
        assertThat(m.jobStatusProperty().get()).isEqualTo("running");
    }

    @Test
    void aSubmittedSampleIsFollowedToItsBriefing() {
        AnalysisViewModel m = model();
        m.loadSample("sample-portfolio-concentrated.csv");
        m.submit();
        assertThat(m.errorProperty().get()).isEmpty();
        assertThat(m.jobStatusProperty().get()).isEqualTo("complete");
        assertThat(m.progressProperty().get()).isEqualTo(1.0);
        assertThat(m.agents()).hasSize(7).allMatch(a -> a.status().equals("complete"));
        assertThat(m.resultProperty().get().path("ic_briefing").isObject()).isTrue();
        assertThat(m.runningProperty().get()).isFalse();
    }
}
