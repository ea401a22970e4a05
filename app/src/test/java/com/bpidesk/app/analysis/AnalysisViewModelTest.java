package com.bpidesk.app.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.EngineException;
import com.bpidesk.app.client.JobStatus;
import com.bpidesk.app.client.analysis.AnalysisApi;
import com.bpidesk.app.client.analysis.AnalysisApi.ParsedPosition;
import com.bpidesk.app.client.briefing.AnalysisResult;
import com.bpidesk.app.testing.FakeEngine;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The view model on the fake engine (a unit test: no engine, no stage): files go to the engine to be read, its rows become
 * editable rows, the submission body, and a job followed to its briefing. The same flow against a real engine is
 * AnalysisScreenTest; the engine's reading of files is tested in the engine (portfolio parse tests).
 */
class AnalysisViewModelTest {

    static final List<String> AGENTS = List.of("portfolio_analyst", "macro_strategist", "risk_manager", "sector_specialist",
            "factor_quant", "behavioral_agent", "synthesis_agent");

    final FakeEngine engine = new FakeEngine();

    AnalysisViewModel model(Path dir) {
        return new AnalysisViewModel(engine.context(dir), 10);
    }

    @Test
    void theEnginesRowsBecomeTheSubmission(@TempDir Path dir) throws Exception {
        engine.analysis.parser = csv -> new AnalysisApi.ParsedPortfolio(List.of(new ParsedPosition("AAPL", 3, 10.5),
                new ParsedPosition("MSFT", 2000, 1250.5)));
        AnalysisViewModel m = model(dir);
        String csv = "cost_basis,Symbol,shares,name\n10.5,aapl,3,\"Apple, Inc.\"\n\n\"1,250.5\",MSFT,\"2,000\",Microsoft\n";
        m.loadCsvText(csv);
        // the text goes to the engine as it is: the app never splits CSV by hand
        assertThat(new String(engine.analysis.parsedFiles.get(0), StandardCharsets.UTF_8)).isEqualTo(csv);
        assertThat(m.errorProperty().get()).isEmpty();
        assertThat(m.messageProperty().get()).isEqualTo("Loaded 2 positions from the pasted text.");
        assertThat(m.positions()).hasSize(2);
        assertThat(m.positions().get(1).sharesProperty().get()).isEqualTo("2000");   // no "2000.0", no exponent
        var body = EngineClient.JSON.valueToTree(m.submission());
        assertThat(body.at("/positions/0/symbol").asText()).isEqualTo("AAPL");
        assertThat(body.at("/positions/0/shares").asDouble()).isEqualTo(3.0);
        assertThat(body.at("/positions/0/cost_basis").asDouble()).isEqualTo(10.5);
        assertThat(body.at("/positions/1/cost_basis").asDouble()).isEqualTo(1250.5);
        // a cell typed afterwards that is not a number: sent as typed so the engine's problem names the field
        m.positions().get(1).sharesProperty().set("x");
        assertThat(EngineClient.JSON.valueToTree(m.submission()).at("/positions/1/shares").asText()).isEqualTo("x");
        // no base currency chosen: none sent (the engine applies the firm default); chosen: sent upper-case
        assertThat(EngineClient.JSON.valueToTree(m.submission()).has("base_currency")).isFalse();
        m.baseCurrencyProperty().set("eur");
        assertThat(EngineClient.JSON.valueToTree(m.submission()).get("base_currency").asText()).isEqualTo("EUR");
    }

    @Test
    void aFileTheEngineRefusesKeepsThePositionsAndTheShippedSampleIsSent(@TempDir Path dir) throws Exception {
        engine.analysis.parser = csv -> new String(csv, StandardCharsets.UTF_8).startsWith("ticker")
                ? error("The file has no column cost_basis.")
                : new AnalysisApi.ParsedPortfolio(IntStream.range(0, 16).mapToObj(i -> new ParsedPosition("S" + i, 1, 1)).toList());
        AnalysisViewModel m = model(dir);
        m.loadSample("sample-portfolio.csv");
        assertThat(new String(engine.analysis.parsedFiles.get(0), StandardCharsets.UTF_8)).contains("symbol");
        assertThat(m.positions()).hasSize(16);
        Path bad = Files.writeString(dir.resolve("bad.csv"), "ticker,qty\nAAPL,1\n");
        m.loadCsv(bad);
        assertThat(m.errorProperty().get()).startsWith("Could not load bad.csv: ").contains("cost_basis");
        assertThat(m.positions()).hasSize(16);
        m.addRow();
        assertThat(m.submission().positions()).hasSize(16);   // the empty row is not sent
    }

    static AnalysisApi.ParsedPortfolio error(String detail) {
        throw new EngineException(400, "about:blank", "Bad request", detail, List.of());
    }

    @Test
    void statusUpdatesTheProgressPanel(@TempDir Path dir) throws Exception {
        AnalysisViewModel m = model(dir);
        m.applyStatus(JobStatus.from(EngineClient.JSON.readTree("{\"status\":\"running\",\"progress_pct\":37.5,\"agent_trace\":["
                + "{\"agent\":\"portfolio_analyst\",\"status\":\"complete\",\"summary\":\"16 positions\"},"
                + "{\"agent\":\"macro_strategist\",\"status\":\"running\",\"summary\":\"running\"}]}")));
        assertThat(m.progressProperty().get()).isEqualTo(0.375);
        assertThat(m.agents()).hasSize(2);
        assertThat(m.jobStatusProperty().get()).isEqualTo("running");
    }

    @Test
    void aSubmittedPortfolioIsFollowedToItsBriefing(@TempDir Path dir) throws Exception {
        engine.analysis.parser = csv -> new AnalysisApi.ParsedPortfolio(List.of(new ParsedPosition("AAPL", 10, 150)));
        engine.analysis.statuses = List.of(
                new JobStatus("job-1", "running", 50, AGENTS.stream().map(a -> new JobStatus.AgentStep(a,
                        a.equals("synthesis_agent") ? "pending" : "complete", "")).toList(), ""),
                new JobStatus("job-1", "complete", 100, AGENTS.stream().map(a -> new JobStatus.AgentStep(a, "complete", "")).toList(), ""));
        engine.analysis.result = AnalysisResult.from(EngineClient.JSON.readTree("""
                {"job_id":"job-1","status":"complete","as_of":"2026-11-20","data_source":"demo",
                 "ic_briefing":{"synthesis_agent":{"posture":"balanced"}}}"""));
        AnalysisViewModel m = model(dir);
        m.loadCsvText("symbol,shares,cost_basis\nAAPL,10,150\n");
        m.submit();
        assertThat(m.errorProperty().get()).isEmpty();
        assertThat(engine.calls).containsSubsequence("analysis.analyze", "analysis.status job-1", "analysis.status job-1",
                "analysis.result job-1");
        assertThat(m.jobStatusProperty().get()).isEqualTo("complete");
        assertThat(m.progressProperty().get()).isEqualTo(1.0);
        assertThat(m.agents()).hasSize(7).allMatch(a -> a.status().equals("complete"));
        assertThat(m.resultProperty().get().icBriefing().synthesisAgent().posture()).isEqualTo("balanced");
        assertThat(m.messageProperty().get()).startsWith("Briefing ready (demo data, as of ");
        assertThat(m.runningProperty().get()).isFalse();
    }
}
